"""Several seats owing an answer at once (BGA's multiple-active state, boardgame.io's
stages), and the prompts derived from it.

A game keeps its open answers as a list of entry dicts in its state, each naming the
owing seat (under ``seat_field``), a unique prompt ``key`` and, optionally, a ``stage``
(e.g. Monopoly Deal's ``"respond"`` / ``"counter"``). Each seat's answer is judged on its
own entry only, so answers of different seats never conflict (RULINGS, platform-wide).
"""

from __future__ import annotations

from typing import Any, Callable, Iterable

from ..core import Prompt

Entry = dict[str, Any]


def owed_by(entries: Iterable[Entry], seat: int, *, seat_field: str = "seat",
            stages: tuple[str, ...] | None = None) -> Entry | None:
    """The first entry ``seat`` owes (in one of ``stages``, if given), or ``None``."""
    for entry in entries:
        if entry[seat_field] == seat and (stages is None or entry.get("stage") in stages):
            return entry
    return None


def owing(entries: Iterable[Entry], *, seat_field: str = "seat",
          stages: tuple[str, ...] | None = None) -> list[int]:
    """The seats that owe an answer, in entry order, each once."""
    seats: list[int] = []
    for entry in entries:
        if (stages is None or entry.get("stage") in stages) and entry[seat_field] not in seats:
            seats.append(entry[seat_field])
    return seats


def prompts_from(entries: Iterable[Entry], make: Callable[[Entry], Prompt | None]) -> list[Prompt]:
    """One prompt per entry that ``make`` turns into one, checked by :func:`collect`."""
    return collect(make(entry) for entry in entries)


def collect(prompts: Iterable[Prompt | None]) -> list[Prompt]:
    """The prompts that are not ``None``, in order. Enforces the Engine contract: at most
    one prompt per seat and no key twice (``ValueError`` otherwise: an engine bug)."""
    result = [p for p in prompts if p is not None]
    seats = [p.seat for p in result]
    keys = [p.key for p in result]
    if len(set(seats)) != len(seats) or len(set(keys)) != len(keys):
        raise ValueError(f"prompts must be one per seat with unique keys: {result}")
    return result


def new_key(state: dict[str, Any], seat: int, kind: str) -> str:
    """A fresh prompt key ``"<n>:<kind>:<seat>"`` from ``state["counter"]`` (never repeats
    within a game)."""
    state["counter"] += 1
    return f"{state['counter']}:{kind}:{seat}"
