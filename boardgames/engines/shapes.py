"""Declared action shapes: what fields each action type of a game takes, and of what kind.

Every engine sets ``action_shapes`` (see :class:`~boardgames.engines.core.Engine`): for
each action ``type`` a tuple of :class:`ActionField`. :func:`check_action` is the one
gate every submitted action passes before the rules look at it (the engines' ``apply``
and the move service both call it), so an action holds nothing the rules did not ask
for: unknown fields, non-text keys, NUL characters, lone surrogates, huge numbers,
nested objects and over-long lists are all refused with :class:`InvalidAction`.

The kinds check the JSON shape only; the engine still judges the values (a card in the
hand, a hole of the star) and gives its own messages for them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from .core import InvalidAction

# Bounds of a field's value. No game numbers anything beyond a few hundred; the bound
# only keeps absurd input (10**400) out of the rules and the log.
INT_LIMIT = 2**31 - 1
TEXT_LIMIT = 64
LIST_LIMIT = 200

# Characters PostgreSQL cannot store in text or jsonb (NUL) or that are not Unicode
# scalar values (lone surrogates, which cannot be encoded as UTF-8).
FORBIDDEN_CHARS = re.compile("[\x00\ud800-\udfff]")

KINDS = ("int", "text", "int_list", "pair_list", "count_map")


@dataclass(frozen=True)
class ActionField:
    """One field of an action type.

    - ``name``: the JSON key.
    - ``kind``: ``"int"`` (a whole number, not a boolean, ``|x| <= INT_LIMIT``),
      ``"text"`` (a string of at most ``TEXT_LIMIT`` characters), ``"int_list"`` (a list
      of such whole numbers) or ``"pair_list"`` (a list whose items are lists of at most
      two numbers or strings, e.g. board coordinates ``[[q, r], ...]``; the engine checks
      each item) or ``"count_map"`` (a JSON object from texts to such whole numbers, e.g.
      shares per company ``{"red": 2}``; the engine checks the keys).
    - ``required``: the field must be present (an optional one may be ``null``).
    - ``describe``: what the field holds, for the message when it has the wrong kind,
      e.g. ``"a list of card ids"``.
    - ``max_items``: the most items a list kind may hold (``None``: no bound here, the
      engine bounds it).
    """

    name: str
    kind: str
    required: bool = False
    describe: str = ""
    max_items: int | None = LIST_LIMIT

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"unknown field kind {self.kind!r}")


Shapes = dict[str, tuple[ActionField, ...]]


def check_action(shapes: Shapes, action: Any) -> str:
    """Check ``action`` against ``shapes`` (type -> fields); returns its ``type``.

    Raises :class:`InvalidAction` with a readable message when ``action`` is not a JSON
    object with a text ``type`` naming a declared action, has a key that is not text or
    not declared for that type, lacks a required field, or has a field of the wrong kind
    or out of bounds."""
    if not isinstance(action, dict) or not isinstance(action.get("type"), str):
        raise InvalidAction("An action must be a JSON object with a 'type' field.")
    kind = action["type"]
    if kind not in shapes:
        shown = _shown(kind)
        raise InvalidAction(f"Unknown action type {shown}; expected one of {', '.join(shapes)}.")
    if any(not isinstance(key, str) for key in action):
        raise InvalidAction(f"The action {kind!r} has a field whose name is not text.")
    fields = {f.name: f for f in shapes[kind]}
    extra = sorted(set(action) - {"type", *fields})
    if extra:
        names = ", ".join(_shown(name) for name in extra[:5])
        raise InvalidAction(f"The action {kind!r} takes no field(s) {names}.")
    for field in fields.values():
        if field.name not in action:
            if field.required:
                raise InvalidAction(f"The action {kind!r} needs {field.name!r}: {_describe(field)}.")
            continue
        value = action[field.name]
        if value is None and not field.required:
            continue
        _check_value(kind, field, value)
    return kind


def _check_value(kind: str, field: ActionField, value: Any) -> None:
    if field.kind == "int":
        ok = _is_int(value)
    elif field.kind == "text":
        ok = _is_text(value)
    elif field.kind == "count_map":
        ok = isinstance(value, dict) and (field.max_items is None or len(value) <= field.max_items)
        ok = ok and all(_is_text(key) and _is_int(n) for key, n in value.items())
    else:
        ok = isinstance(value, list) and (field.max_items is None or len(value) <= field.max_items)
        item_ok = _is_int if field.kind == "int_list" else _is_pair
        ok = ok and all(item_ok(item) for item in value)
    if not ok:
        raise InvalidAction(f"The action {kind!r} needs {field.name!r}: it must be {_describe(field)}; "
                            f"got {_shown(value)}.")


_DEFAULT = {
    "int": f"a whole number (at most {INT_LIMIT} in size)",
    "text": f"a text of at most {TEXT_LIMIT} characters",
    "int_list": f"a list of at most {LIST_LIMIT} whole numbers",
    "pair_list": "a list of pairs such as [q, r]",
    "count_map": "an object from names to whole numbers",
}


def _is_text(value: Any) -> bool:
    return isinstance(value, str) and len(value) <= TEXT_LIMIT and not FORBIDDEN_CHARS.search(value)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and -INT_LIMIT <= value <= INT_LIMIT


def _is_scalar(value: Any) -> bool:
    if isinstance(value, str):
        return len(value) <= TEXT_LIMIT and not FORBIDDEN_CHARS.search(value)
    if isinstance(value, int) and not isinstance(value, bool):
        return -INT_LIMIT <= value <= INT_LIMIT
    return value is None or isinstance(value, (bool, float))


def _is_pair(value: Any) -> bool:
    if isinstance(value, list):
        return len(value) <= 2 and all(_is_scalar(x) for x in value)
    return _is_scalar(value)


def _describe(field: ActionField) -> str:
    return field.describe or _DEFAULT[field.kind]


def _shown(value: Any) -> str:
    """A short, printable ``repr`` for a message (input may be huge or hold odd characters)."""
    text = ascii(value)
    return text if len(text) <= 40 else text[:37] + "..."
