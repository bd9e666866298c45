"""Bounds on what a request may carry, checked before anything is parsed or stored.

- :class:`BoundedJSONParser` (the API's JSON parser): a body of at most
  ``API_MAX_BODY_BYTES`` (else 413), nested at most ``API_MAX_JSON_DEPTH`` deep, and no
  NUL character or lone surrogate in any key or string (else 400). Deep nesting is
  measured on the raw bytes, so the parser itself never recurses into it.
- :class:`RequestLimitsMiddleware`: a declared ``Content-Length`` over the bound on an API
  route is a 413 before the body is read; a NUL or lone surrogate in a URL's path or query
  is a 400 on every route (PostgreSQL cannot compare such text).

Errors have the API's one shape ``{"code", "message", "extra"}`` (docs/api.md).
"""

from __future__ import annotations

import codecs
import re
from typing import Any

from django.conf import settings
from django.http import HttpResponse, JsonResponse
from rest_framework import exceptions, status
from rest_framework.parsers import JSONParser
from rest_framework.utils import json

from boardgames.engines.shapes import FORBIDDEN_CHARS

_STRING = re.compile(rb'"(?:[^"\\]|\\.)*"', re.DOTALL)
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")


class PayloadTooLarge(exceptions.APIException):
    """413: the request body is larger than ``API_MAX_BODY_BYTES``."""

    status_code = status.HTTP_413_REQUEST_ENTITY_TOO_LARGE
    default_code = "too_large"


def too_large_message() -> str:
    """The human message of a 413, naming the bound in bytes."""
    return f"The request body is larger than {settings.API_MAX_BODY_BYTES} bytes."


def json_depth(raw: bytes) -> int:
    """How deep the arrays and objects of the JSON text ``raw`` nest (0: a scalar).
    Brackets inside strings do not count; ``raw`` need not be valid JSON."""
    brackets = _STRING.sub(b"", raw).translate(None, _NOT_BRACKETS)
    depth = deepest = 0
    for byte in brackets:
        depth += 1 if byte in b"[{" else -1
        deepest = max(deepest, depth)
    return deepest


def has_forbidden_text(data: Any) -> bool:
    """True if a key or string anywhere in the parsed JSON ``data`` holds a NUL character
    or a lone surrogate. Iterative: ``data`` is already bounded in depth."""
    stack = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if FORBIDDEN_CHARS.search(item):
                return True
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return False


class BoundedJSONParser(JSONParser):
    """DRF's JSON parser with the bounds of this module (strict: no NaN or Infinity)."""

    def parse(self, stream, media_type=None, parser_context=None):
        """The parsed body; raises :class:`PayloadTooLarge` (413) or ``ParseError`` (400)."""
        limit = settings.API_MAX_BODY_BYTES
        raw = stream.read(limit + 1)
        if len(raw) > limit:
            raise PayloadTooLarge(too_large_message())
        if json_depth(raw) > settings.API_MAX_JSON_DEPTH:
            raise exceptions.ParseError(
                f"JSON parse error - nested deeper than {settings.API_MAX_JSON_DEPTH} levels.")
        encoding = (parser_context or {}).get("encoding", settings.DEFAULT_CHARSET)
        try:
            data = json.loads(codecs.decode(raw, encoding), parse_constant=_refuse_constant)
        except (ValueError, UnicodeDecodeError) as error:
            raise exceptions.ParseError(f"JSON parse error - {error}")
        if has_forbidden_text(data):
            raise exceptions.ParseError("The request holds a NUL character or a lone surrogate (\\u0000, "
                                        "\\ud800-\\udfff), which no field accepts.")
        return data


def _refuse_constant(name: str):
    raise ValueError(f"{name} is not valid JSON")


class RequestLimitsMiddleware:
    """Refuse, before any view runs, a URL holding a NUL or lone surrogate (400) and an API
    request declaring a body over ``API_MAX_BODY_BYTES`` (413)."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        api = request.path.startswith("/api/")
        query = request.META.get("QUERY_STRING", "")
        if FORBIDDEN_CHARS.search(request.path) or "%00" in query or FORBIDDEN_CHARS.search(query):
            message = "The address holds a NUL character or a lone surrogate."
            if api:
                return error_response(400, "invalid_request", message)
            return _plain(400, message)
        if api and _declared_length(request) > settings.API_MAX_BODY_BYTES:
            return error_response(413, "too_large", too_large_message())
        return self.get_response(request)


def _declared_length(request) -> int:
    try:
        return int(request.META.get("CONTENT_LENGTH") or 0)
    except ValueError:
        return 0


def error_response(status_code: int, code: str, message: str) -> JsonResponse:
    """A JSON error in the API's shape, for code outside DRF's views."""
    return JsonResponse({"code": code, "message": message, "extra": {}}, status=status_code)


def _plain(status_code: int, message: str) -> HttpResponse:
    return HttpResponse(message, status=status_code, content_type="text/plain; charset=utf-8")
