"""One shape for every API error: ``{"code", "message", "extra"}`` with a 4xx status."""

from __future__ import annotations

from rest_framework import exceptions
from rest_framework.response import Response
from rest_framework.views import exception_handler as drf_exception_handler

from boardgames.api.limits import PayloadTooLarge
from boardgames.errors import ApplicationError


def _flatten(detail) -> str:
    if isinstance(detail, dict):
        parts = []
        for field, value in detail.items():
            text = _flatten(value)
            parts.append(text if field in ("non_field_errors", "detail") else f"{field}: {text}")
        return " ".join(parts)
    if isinstance(detail, list):
        return " ".join(_flatten(v) for v in detail)
    return str(detail)


def exception_handler(exc, context):
    """DRF's handler, plus :class:`ApplicationError`; every error body has a ``code``
    and a readable ``message``."""
    if isinstance(exc, ApplicationError):
        return Response({"code": exc.code, "message": exc.message, "extra": exc.extra}, status=exc.status)
    response = drf_exception_handler(exc, context)
    if response is None:
        return None
    code = "invalid_request"
    if isinstance(exc, exceptions.NotAuthenticated | exceptions.AuthenticationFailed):
        code = "not_authenticated"
    elif isinstance(exc, exceptions.PermissionDenied):
        code = "forbidden"
    elif isinstance(exc, exceptions.NotFound):
        code = "not_found"
    elif isinstance(exc, exceptions.MethodNotAllowed):
        code = "method_not_allowed"
    elif isinstance(exc, exceptions.Throttled):
        code = "throttled"
    elif isinstance(exc, PayloadTooLarge):
        code = "too_large"
    elif isinstance(exc, exceptions.UnsupportedMediaType):
        code = "unsupported_media_type"
    extra = response.data if isinstance(exc, exceptions.ValidationError) else {}
    response.data = {"code": code, "message": _flatten(response.data), "extra": extra}
    return response
