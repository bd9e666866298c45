"""ORM queries compiled to SQL once per database connection and run again with new
parameters (issue 17: on the move path, building and compiling a queryset cost more
Python time than PostgreSQL took to answer it).

A :class:`Prepared` is defined by an ordinary queryset-building function, so the ORM stays
the one description of the query (its joins, annotations, ``select_related`` and
``select_for_update``). The first run on a connection builds the queryset with sentinel
arguments, compiles it and remembers the SQL, where each argument sits among the
parameters, and Django's own column layout; every later run executes that SQL with the
new arguments through the connection's cursor (so query capture and execute wrappers see
it) and turns the rows into model instances exactly as ``QuerySet`` iteration does
(field converters, ``select_related`` objects, annotations).
"""

from __future__ import annotations

from typing import Any, Callable

from django.db import connections
from django.db.models import QuerySet
from django.db.models.query import get_related_populators

# Sentinel arguments: values no real call passes, found again among the compiled parameters.
_SENTINEL_INT = -2_100_000_000  # within a 32-bit column's range (Django drops overflowing lookups)
_SENTINEL_TEXT = "\x01prepared-argument-"


class Prepared:
    """``build(**arguments) -> QuerySet`` compiled once per connection; calling the
    Prepared with the same keyword arguments returns the list of model instances the
    queryset would give. ``kinds`` maps each argument to ``int`` or ``str`` (the sentinel
    used to find it in the compiled parameters). Raises ValueError at the first run when
    an argument cannot be found exactly once (a query the cache cannot serve)."""

    def __init__(self, name: str, build: Callable[..., QuerySet], **kinds: type) -> None:
        self.name, self.build, self.kinds = name, build, kinds

    def __call__(self, using: str = "default", **arguments: Any) -> list:
        connection = connections[using]
        cache = connection.__dict__.setdefault("_prepared_queries", {})
        plan = cache.get(self.name)
        if plan is None:
            plan = cache[self.name] = _Plan(self, using)
        return plan.run(connection, arguments)


class _Plan:
    """One Prepared compiled for one connection: SQL, parameter slots, column layout."""

    def __init__(self, prepared: Prepared, using: str) -> None:
        sentinels = {}
        for number, (name, kind) in enumerate(prepared.kinds.items()):
            sentinels[name] = _SENTINEL_INT - number if kind is int else f"{_SENTINEL_TEXT}{number}"
        queryset = prepared.build(**sentinels)
        compiler = queryset.query.get_compiler(using=using)
        self.sql, params = compiler.as_sql()
        self.params = list(params)
        self.slots = {}
        for name, value in sentinels.items():
            where = [i for i, p in enumerate(self.params) if p == value]
            if len(where) != 1:
                raise ValueError(f"{prepared.name}: argument {name!r} appears {len(where)} times in the SQL")
            self.slots[name] = where[0]
        self.compiler = compiler
        fields = [s[0] for s in compiler.select[0:compiler.col_count]]
        self.converters = compiler.get_converters(fields)
        klass_info, select = compiler.klass_info, compiler.select
        self.model = klass_info["model"]
        start, end = klass_info["select_fields"][0], klass_info["select_fields"][-1] + 1
        self.model_slice = slice(start, end)
        self.init_list = [f[0].target.attname for f in select[start:end]]
        self.populators = get_related_populators(klass_info, select, using)
        self.annotations = list(compiler.annotation_col_map.items())
        self.using = using

    def run(self, connection, arguments: dict[str, Any]) -> list:
        params = list(self.params)
        for name, slot in self.slots.items():
            params[slot] = arguments[name]
        with connection.cursor() as cursor:
            cursor.execute(self.sql, params)
            rows = cursor.fetchall()
        if self.converters:
            rows = self.compiler.apply_converters(rows, self.converters)
        out = []
        for row in rows:
            obj = self.model.from_db(self.using, self.init_list, row[self.model_slice])
            for populator in self.populators:
                populator.populate(row, obj)
            for attr, position in self.annotations:
                setattr(obj, attr, row[position])
            out.append(obj)
        return out
