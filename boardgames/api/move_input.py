"""The move POST's body check (``POST /api/v1/games/{id}/moves/``), a plain function in
place of a DRF serializer (issue 17: the serializer cost about 0.2-0.5 ms of a move's
CPU for three fields).

The body is a JSON object ``{"version": int, "action": {...}, "connection"?: str}``:

- ``version``: a JSON integer from 0 to :data:`VERSION_LIMIT` (the largest value of the
  game's version column). A string (``"1"``), a number with a fraction or an exponent
  (``1.0``, ``1e20``), ``true``/``false`` and ``null`` are refused (the serializer took
  ``"1"`` and ``1.0`` as 1);
- ``action``: a JSON object of at most :data:`ACTION_MAX_VALUES` values in all (every
  key and every value at any depth counts one; the parser already bounds the depth and
  the body's bytes). Its fields are the engine's to check (``engines/shapes.py``);
- ``connection`` (optional): the page's websocket token, a string of 1 to 64 characters
  once the surrounding spaces are removed.

Other keys are ignored, as the serializer ignored them. Errors are DRF's
``ValidationError`` with the serializer's messages (DRF's own texts, so DRF's
translations too), one list per field in the order version, action, connection; the
API's handler turns it into ``{"code": "invalid_request", "message": "version: ...",
"extra": {...}}`` (boardgames/api/errors.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.utils.translation import gettext
from rest_framework import serializers
from rest_framework.exceptions import ValidationError

from boardgames.engines.shapes import FORBIDDEN_CHARS

# Game.version is a PositiveIntegerField: PostgreSQL's integer.
VERSION_LIMIT = 2**31 - 1
# The most values an action may hold. The largest declared action shape (a QQ跳棋 path
# of 200 holes: 604 values) is far below it; tests/hostile/test_move_input.py checks
# every registered game's shapes against it.
ACTION_MAX_VALUES = 4096
CONNECTION_MAX_LENGTH = 64

_FIELD = serializers.Field.default_error_messages
_INTEGER = serializers.IntegerField.default_error_messages
_CHAR = serializers.CharField.default_error_messages
_DICT = serializers.DictField.default_error_messages
_BODY = serializers.Serializer.default_error_messages


@dataclass(frozen=True)
class MoveInput:
    """A checked move body: ``version`` (int), ``action`` (dict, as sent) and
    ``connection`` (str, stripped, or None)."""

    version: int
    action: dict
    connection: str | None


def parse_move_input(data: Any) -> MoveInput:
    """Check the parsed body ``data`` of a move POST (module docstring). Returns a
    :class:`MoveInput`; raises ``ValidationError`` (400) naming every bad field, before
    anything is read or written."""
    if not isinstance(data, dict):
        message = _BODY["invalid"].format(datatype=type(data).__name__)
        raise ValidationError({"non_field_errors": [message]}, code="invalid")
    errors: dict[str, list[str]] = {}
    version = _version(data, errors)
    action = _action(data, errors)
    connection = _connection(data, errors)
    if errors:
        raise ValidationError(errors)
    return MoveInput(version=version, action=action, connection=connection)


def _version(data: dict, errors: dict) -> int:
    if "version" not in data:
        errors["version"] = [_FIELD["required"]]
        return 0
    value = data["version"]
    if value is None:
        errors["version"] = [_FIELD["null"]]
    elif type(value) is not int:  # noqa: E721  (bool is an int subclass; str, float refused)
        errors["version"] = [_INTEGER["invalid"]]
    elif value < 0:
        errors["version"] = [_INTEGER["min_value"].format(min_value=0)]
    elif value > VERSION_LIMIT:
        errors["version"] = [_INTEGER["max_value"].format(max_value=VERSION_LIMIT)]
    else:
        return value
    return 0


def _action(data: dict, errors: dict) -> dict:
    if "action" not in data:
        errors["action"] = [_FIELD["required"]]
        return {}
    value = data["action"]
    if value is None:
        errors["action"] = [_FIELD["null"]]
    elif not isinstance(value, dict):
        errors["action"] = [_DICT["not_a_dict"].format(input_type=type(value).__name__)]
    elif too_many_values(value, ACTION_MAX_VALUES):
        errors["action"] = [gettext("An action holds at most %(limit)s values.") % {"limit": ACTION_MAX_VALUES}]
    else:
        return value
    return {}


def _connection(data: dict, errors: dict) -> str | None:
    if "connection" not in data:
        return None
    value = data["connection"]
    if value is None:
        errors["connection"] = [_FIELD["null"]]
    elif not isinstance(value, str):
        errors["connection"] = [_CHAR["invalid"]]
    elif not value.strip():
        errors["connection"] = [_CHAR["blank"]]
    elif len(value.strip()) > CONNECTION_MAX_LENGTH:
        errors["connection"] = [_CHAR["max_length"].format(max_length=CONNECTION_MAX_LENGTH)]
    elif FORBIDDEN_CHARS.search(value):
        errors["connection"] = [serializers.CharField.default_error_messages["invalid"]]
    else:
        return value.strip()
    return None


def too_many_values(data: Any, limit: int) -> bool:
    """True when the JSON data ``data`` holds more than ``limit`` values (each key and
    each value at any depth counts one, ``data`` itself included). Iterative, and stops
    as soon as the count passes ``limit``."""
    count, stack = 0, [data]
    while stack:
        item = stack.pop()
        count += 1
        if count > limit:
            return True
        if isinstance(item, dict):
            count += len(item)  # the keys
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return count > limit
