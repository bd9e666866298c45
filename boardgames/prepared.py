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
# An int valid for every positive 32-bit column: Django drops a lookup whose value its
# field cannot hold (a negative one on a PositiveIntegerField, a big one on a small-int
# column), and a dropped argument is refused below (found 0 times), never compiled away.
_SENTINEL_INT = 2_100_000_000
_SENTINEL_TEXT = "\x01prepared-argument-"


class Prepared:
    """``build(**arguments) -> QuerySet`` compiled once per connection; calling the
    Prepared with the same keyword arguments returns the list of model instances the
    queryset would give (for a ``values_list()`` queryset: the list of value tuples).
    ``kinds`` maps each argument to ``int`` or ``str`` (the sentinel used to find it in
    the compiled parameters). Raises ValueError at the first run when an argument is not
    found exactly once among them (a query this cache cannot serve)."""

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
            sentinels[name] = _SENTINEL_INT + number if kind is int else f"{_SENTINEL_TEXT}{number}"
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
        self.using, self.model = using, None
        if klass_info is None:  # a values_list() query: rows of values
            return
        self.model = klass_info["model"]
        start, end = klass_info["select_fields"][0], klass_info["select_fields"][-1] + 1
        self.model_slice = slice(start, end)
        self.init_list = [f[0].target.attname for f in select[start:end]]
        self.populators = get_related_populators(klass_info, select, using)
        self.annotations = list(compiler.annotation_col_map.items())

    def run(self, connection, arguments: dict[str, Any]) -> list:
        params = list(self.params)
        for name, slot in self.slots.items():
            params[slot] = arguments[name]
        with connection.cursor() as cursor:
            cursor.execute(self.sql, params)
            rows = cursor.fetchall()
        if self.converters:
            rows = self.compiler.apply_converters(rows, self.converters)
        if self.model is None:
            return [tuple(row) for row in rows]
        out = []
        for row in rows:
            obj = self.model.from_db(self.using, self.init_list, row[self.model_slice])
            for populator in self.populators:
                populator.populate(row, obj)
            for attr, position in self.annotations:
                setattr(obj, attr, row[position])
            out.append(obj)
        return out


def insert(obj, *, conflict_on: str | None = None, using: str = "default") -> bool:
    """``INSERT`` the new model instance ``obj`` as ``obj.save()`` would (field defaults
    and ``auto_now_add`` through each field's ``pre_save``; the primary key from the
    database's ``RETURNING``), the statement built once per connection and model. With
    ``conflict_on`` (the name of a unique field) a row already holding that value makes
    nothing: returns False (no savepoint needed, unlike catching IntegrityError);
    otherwise True. Sends no ``pre_save``/``post_save`` signals: only for models that
    have none connected (tests/services/test_prepared.py checks the move path's)."""
    connection = connections[using]
    sql, params = _insert_statement(obj, conflict_on, connection)
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        row = cursor.fetchone()
    if row is None:
        return False
    _inserted(obj, row[0], using)
    return True


def _insert_statement(obj, conflict_on: str | None, connection) -> tuple[str, list]:
    """The ``INSERT ... RETURNING pk`` of :func:`insert` for ``obj`` and its parameters
    (each field's ``pre_save`` run, as ``save`` runs it)."""
    meta = obj._meta
    key = ("insert", meta.label, conflict_on)
    cache = connection.__dict__.setdefault("_prepared_queries", {})
    plan = cache.get(key)
    if plan is None:
        fields = [f for f in meta.local_concrete_fields if f is not meta.pk or not f.db_returning]
        quote, table = connection.ops.quote_name, connection.ops.quote_name(meta.db_table)
        sql = (f"INSERT INTO {table} ({', '.join(quote(f.column) for f in fields)}) "
               f"VALUES ({', '.join(['%s'] * len(fields))})")
        if conflict_on:
            sql += f" ON CONFLICT ({quote(meta.get_field(conflict_on).column)}) DO NOTHING"
        sql += f" RETURNING {table}.{quote(meta.pk.column)}"
        plan = cache[key] = (sql, fields)
    sql, fields = plan
    return sql, [f.get_db_prep_save(f.pre_save(obj, True), connection) for f in fields]


def _inserted(obj, pk, using: str) -> None:
    obj.pk = pk
    obj._state.adding, obj._state.db = False, using


def update(obj, fields: list[str], using: str = "default", *, inserting: list | tuple = ()) -> None:
    """``obj.save(update_fields=fields)`` (``auto_now`` fields among ``fields`` set
    through their ``pre_save``) with the ``UPDATE`` built once per connection, model and
    field list. Raises DatabaseError when no row has ``obj``'s primary key, as Django
    does. Sends no ``pre_save``/``post_save`` signals (see :func:`insert`).

    ``inserting``: new model instances (at most :data:`MAX_INSERTING`) to insert in the
    same statement, as :func:`insert` without ``conflict_on`` would, each one a
    data-modifying ``WITH`` part ahead of the ``UPDATE`` (one round trip in place of
    one per row; a unique key they break fails the whole statement, as their own
    ``INSERT`` would). Their primary keys are set from the statement's ``RETURNING``.
    When no row has ``obj``'s key the inserts are made all the same and DatabaseError
    is raised: the caller's transaction must roll back (every caller runs in one). On a
    database other than PostgreSQL (the embedded SQLite site) the rows are inserted one
    statement each before the ``UPDATE``."""
    from django.db import DatabaseError

    connection = connections[using]
    if len(inserting) > MAX_INSERTING or (inserting and connection.vendor != "postgresql"):
        # SQLite (the embedded site) has no data-modifying WITH: one INSERT each first
        for other in inserting:
            insert(other, using=using)
        inserting = ()
    meta = obj._meta
    key = ("update", meta.label, tuple(fields))
    cache = connection.__dict__.setdefault("_prepared_queries", {})
    plan = cache.get(key)
    if plan is None:
        quote = connection.ops.quote_name
        targets = [meta.get_field(name) for name in fields]
        sql = (f"UPDATE {quote(meta.db_table)} SET {', '.join(f'{quote(f.column)} = %s' for f in targets)} "
               f"WHERE {quote(meta.pk.column)} = %s")
        plan = cache[key] = (sql, targets)
    sql, targets = plan
    params = []
    if inserting:
        parts = []
        for i, other in enumerate(inserting):
            part, part_params = _insert_statement(other, None, connection)
            parts.append(f"inserted_{i} AS ({part})")
            params += part_params
        sql = (f"WITH {', '.join(parts)} {sql} RETURNING "
               + ", ".join(f"(SELECT * FROM inserted_{i})" for i in range(len(inserting))))
    params += [f.get_db_prep_save(f.pre_save(obj, False), connection) for f in targets]
    params.append(meta.pk.get_db_prep_value(obj.pk, connection))
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        if cursor.rowcount == 0:
            raise DatabaseError("Save with update_fields did not affect any rows.")
        if inserting:
            for other, pk in zip(inserting, cursor.fetchone()):
                _inserted(other, pk, using)


#: The most rows :func:`update` inserts in its own statement (more: one ``INSERT``
#: each first). A move inserts one, or a few when overdue timeouts come first.
MAX_INSERTING = 8
