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

from .core import InvalidAction, Phrase, Term, gettext_noop
from .kit.words import listing

# Bounds of a field's value. No game numbers anything beyond a few hundred; the bound
# only keeps absurd input (10**400) out of the rules and the log.
INT_LIMIT = 2**31 - 1
TEXT_LIMIT = 64
LIST_LIMIT = 200

# Characters PostgreSQL cannot store in text or jsonb (NUL) or that are not Unicode
# scalar values (lone surrogates, which cannot be encoded as UTF-8).
FORBIDDEN_CHARS = re.compile("[\x00\ud800-\udfff]")

KINDS = ("int", "text", "int_list", "pair_list", "int_map")


@dataclass(frozen=True)
class ActionField:
    """One field of an action type.

    - ``name``: the JSON key.
    - ``kind``: ``"int"`` (a whole number, not a boolean, ``|x| <= INT_LIMIT``),
      ``"text"`` (a string of at most ``TEXT_LIMIT`` characters), ``"int_list"`` (a list
      of such whole numbers) or ``"pair_list"`` (a list whose items are lists of at most
      two numbers or strings, e.g. board coordinates ``[[q, r], ...]``; the engine checks
      each item), or ``"int_map"`` (an object of at most ``max_items`` text keys, each
      with a whole number, e.g. shares per company ``{"red": 2}``).
    - ``required``: the field must be present (an optional one may be ``null``).
    - ``describe``: what the field holds, for the message when it has the wrong kind,
      e.g. ``gettext_noop("a list of card ids")``: a marked text (or a
      :class:`~boardgames.engines.core.Phrase`), translated with the refusal.
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
    or out of bounds. The messages are marked templates (docs/i18n.md): the move service
    answers in the player's language. They name the action by its JSON ``type`` and the
    fields by their keys (what a client must fix), not by the page's button words."""
    if not isinstance(action, dict) or not isinstance(action.get("type"), str):
        raise InvalidAction(gettext_noop("An action must be a JSON object with a 'type' field."))
    kind = action["type"]
    if kind not in shapes:
        raise InvalidAction(gettext_noop("Unknown action type %(type)s; expected one of %(types)s."),
                            type=_shown(kind), types=listing(list(shapes)))
    if any(not isinstance(key, str) for key in action):
        raise InvalidAction(gettext_noop("The action %(type)s has a field whose name is not text."), type=repr(kind))
    fields = {f.name: f for f in shapes[kind]}
    extra = sorted(set(action) - {"type", *fields})
    if extra:
        raise InvalidAction(gettext_noop("The action %(type)s takes no field(s) %(fields)s."), type=repr(kind),
                            fields=listing([_shown(name) for name in extra[:5]]))
    for field in fields.values():
        if field.name not in action:
            if field.required:
                raise InvalidAction(gettext_noop("The action %(type)s needs %(field)s: %(what)s."), type=repr(kind),
                                    field=repr(field.name), what=_describe(field))
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
        ok = isinstance(value, str) and len(value) <= TEXT_LIMIT and not FORBIDDEN_CHARS.search(value)
    elif field.kind == "int_map":
        ok = (isinstance(value, dict) and (field.max_items is None or len(value) <= field.max_items)
              and all(_is_scalar(key) and isinstance(key, str) and _is_int(n) for key, n in value.items()))
    else:
        ok = isinstance(value, list) and (field.max_items is None or len(value) <= field.max_items)
        item_ok = _is_int if field.kind == "int_list" else _is_pair
        ok = ok and all(item_ok(item) for item in value)
    if not ok:
        raise InvalidAction(gettext_noop("The action %(type)s needs %(field)s: it must be %(what)s; got %(value)s."),
                            type=repr(kind), field=repr(field.name), what=_describe(field), value=_shown(value))


#: What a field of each kind holds when its ActionField has no ``describe``.
_DEFAULT = {
    "int": Phrase(gettext_noop("a whole number (at most %(limit)s in size)"), limit=INT_LIMIT),
    "text": Phrase(gettext_noop("a text of at most %(limit)s characters"), limit=TEXT_LIMIT),
    "int_list": Phrase(gettext_noop("a list of at most %(limit)s whole numbers"), limit=LIST_LIMIT),
    "pair_list": Term(gettext_noop("a list of pairs such as [q, r]")),
    "int_map": Term(gettext_noop("an object of names with whole numbers, such as {\"red\": 2}")),
}


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
    """What ``field`` holds, as a :class:`Term` (or its :class:`Phrase`) for the refusal."""
    if isinstance(field.describe, Term):
        return field.describe
    return Term(field.describe) if field.describe else _DEFAULT[field.kind]


def _shown(value: Any) -> str:
    """A short, printable ``repr`` for a message (input may be huge or hold odd characters)."""
    text = ascii(value)
    return text if len(text) <= 40 else text[:37] + "..."
