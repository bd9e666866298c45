"""The OpenAPI schema's shared pieces (drf-spectacular), so the API matches its own
schema (issue 9, defect 13; checked by tests/hostile/test_schemathesis.py):

- :data:`ERROR`: the one error body ``{"code", "message", "extra"}``;
- :class:`ApiSchema`: documents on every operation the error statuses any request can
  get (400 malformed input, 401 a bad token, 404; 403, 413 and 415 for writes; 429 on
  throttled views), besides those the view declares;
- :func:`paginated`: the ``{count, next, previous, results}`` page of a list endpoint;
- :func:`validated_query`: query filters through a serializer, refusing ``?name=`` empty;
- :class:`StrictPagination`: DRF's page numbers, refusing a page or page size that is
  not one whole number (DRF read ``?page=`` as page 1 and ignored a bad page size).
"""

from __future__ import annotations

import re

from drf_spectacular.openapi import AutoSchema
from drf_spectacular.utils import inline_serializer
from rest_framework import serializers
from rest_framework.pagination import PageNumberPagination

from boardgames.errors import ApplicationError

ERROR = inline_serializer(
    "Error",
    {"code": serializers.CharField(), "message": serializers.CharField(), "extra": serializers.DictField()},
)

READ_ERRORS = ("400", "401", "404")
WRITE_ERRORS = ("400", "401", "403", "404", "413", "415")


class ApiSchema(AutoSchema):
    """drf-spectacular's schema plus the error responses every operation can give."""

    def _get_response_bodies(self, direction="response"):
        responses = super()._get_response_bodies(direction)
        if direction != "response":
            return responses
        codes = list(WRITE_ERRORS if self.method in ("POST", "PUT", "PATCH", "DELETE") else READ_ERRORS)
        if getattr(self.view, "throttle_scope", None) and self.method == "POST":
            codes.append("429")
        for code in codes:
            if code not in responses:
                responses[code] = self._get_response_for_code(ERROR, code, direction=direction)
        return responses


def paginated(name: str, item: type[serializers.Serializer]) -> serializers.Serializer:
    """The schema of one page of ``item`` (DRF's PageNumberPagination)."""
    return inline_serializer(name, {
        "count": serializers.IntegerField(help_text="Items in all pages."),
        "next": serializers.URLField(allow_null=True, help_text="The next page, or null."),
        "previous": serializers.URLField(allow_null=True, help_text="The previous page, or null."),
        "results": item(many=True),
    })


def validated_query(serializer_class: type[serializers.Serializer], request) -> dict:
    """The query parameters of ``request`` validated by ``serializer_class``. Raises
    ApplicationError 400 for a declared parameter given empty (``?status=``), which DRF
    would otherwise treat as absent, and DRF's ValidationError (400) for a bad value."""
    declared = serializer_class().fields
    empty = sorted(name for name in declared if name in request.query_params
                   and request.query_params.get(name) == "")
    if empty:
        raise ApplicationError(f"Query parameter(s) {', '.join(empty)} must not be empty; "
                               "leave them out to not filter.")
    filters = serializer_class(data=request.query_params)
    filters.is_valid(raise_exception=True)
    return filters.validated_data


_WHOLE = re.compile(r"[1-9][0-9]{0,8}")


class StrictPagination(PageNumberPagination):
    """``?page=`` (1-based) and, where a subclass names ``page_size_query_param``, the
    page size. Raises ApplicationError 400 when either is given empty, twice or as
    anything but a whole number from 1; a page past the end stays DRF's 404."""

    def paginate_queryset(self, queryset, request, view=None):
        """The page's items, after the check above."""
        for name in (self.page_query_param, self.page_size_query_param):
            values = request.query_params.getlist(name) if name else []
            if values and (len(values) > 1 or not _WHOLE.fullmatch(values[0])):
                raise ApplicationError(f"Query parameter {name} must be one whole number from 1.")
        return super().paginate_queryset(queryset, request, view=view)


class StrictBooleanField(serializers.BooleanField):
    """A JSON ``true`` or ``false`` only: DRF's BooleanField also took ``0``, ``1``,
    ``"yes"``..., which the schema (``boolean``) does not allow."""

    def to_internal_value(self, data):
        """``data`` itself when it is a bool; else the field's 400 ``invalid``."""
        if isinstance(data, bool):
            return data
        self.fail("invalid", input=data)


class StrictCharField(serializers.CharField):
    """A JSON string only: DRF's CharField also took numbers (``0`` became ``"0"``),
    which the schema (``string``) does not allow. Otherwise as CharField."""

    def to_internal_value(self, data):
        """``data`` checked as CharField does when it is a str; else the 400 ``invalid``."""
        if not isinstance(data, str):
            self.fail("invalid")
        return super().to_internal_value(data)


class StrictIntegerField(serializers.IntegerField):
    """A JSON whole number only: DRF's IntegerField also took ``"3"`` and ``3.0``, which
    the schema (``integer``) does not allow. Otherwise as IntegerField."""

    def to_internal_value(self, data):
        """``data`` checked as IntegerField does when it is an int (not a bool); else
        the 400 ``invalid``."""
        if not isinstance(data, int) or isinstance(data, bool):
            self.fail("invalid")
        return super().to_internal_value(data)
