"""Junk actions for the contract suite: wrong types, unknown fields, huge numbers,
nested objects, NUL characters, built around the shapes of real legal actions."""

from __future__ import annotations

import random
from typing import Any, Iterator

JUNK_VALUES: tuple[Any, ...] = (
    None, True, False, 0, -1, 1, 2**31, -(2**63), 10**30, 1.5, float("inf"), float("nan"),
    "", "x", "\x00", "a\x00b", "移动" * 50, [], [0], [[0, 0]], [None], {}, {"a": {"b": [1, {"c": None}]}},
    [[10**20, -10**20]], ["\x00"], list(range(200)),
)
NOT_OBJECTS: tuple[Any, ...] = (None, 0, 1.5, "move", "\x00", [], [{"type": "move"}], True)


def junk_actions(legal: list[dict[str, Any]], rng: random.Random, count: int) -> Iterator[Any]:
    """``count`` junk actions: non-objects, objects without or with an unknown ``type``,
    and each legal action with one field replaced by a junk value, a field removed, or an
    unknown field added (some of these may happen to be legal: the caller accepts either
    a success or a ``RulesError``)."""
    types = sorted({a.get("type") for a in legal if isinstance(a.get("type"), str)}) or ["move"]
    for _ in range(count):
        roll = rng.random()
        if roll < 0.08:
            yield rng.choice(NOT_OBJECTS)
        elif roll < 0.16:
            yield {"type": rng.choice(JUNK_VALUES + ("no_such_action", "timeout"))}
        elif roll < 0.2:
            yield {k: rng.choice(JUNK_VALUES) for k in ("seat", "path", "cards")}
        else:
            base = dict(rng.choice(legal)) if legal else {"type": rng.choice(types)}
            yield _mutate(base, rng)


def _mutate(action: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    fields = [k for k in action if k != "type"]
    roll = rng.random()
    if fields and roll < 0.6:
        action[rng.choice(fields)] = rng.choice(JUNK_VALUES)
    elif fields and roll < 0.75:
        del action[rng.choice(fields)]
    elif roll < 0.9:
        action[rng.choice(("extra", "\x00", "seat", "__proto__"))] = rng.choice(JUNK_VALUES)
    else:
        action["type"] = rng.choice(JUNK_VALUES)
    return action
