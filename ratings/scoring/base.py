"""Shapes shared by the scoring modules (pure Python, no Django)."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from .reasons import english


@dataclass(frozen=True)
class SeatScore:
    """The points one seat gets from one finished game.

    - ``seat``: the seat index (0-based).
    - ``points``: the change of the player's total (int; negative = deducted).
    - ``reason``: which rule gave the points, for people, in English (stored on
      RatingChange).
    - ``key``, ``params``: the same as a key of ``ratings.scoring.reasons.TEMPLATES`` and its
      parameters, so pages show it in the reader's language (``""``: not converted; the
      English ``reason`` is shown).
    """

    seat: int
    points: int
    reason: str
    key: str = ""
    params: dict[str, Any] = field(default_factory=dict)


def keyed(seat: int, points: int, key: str, /, **params: Any) -> SeatScore:
    """A :class:`SeatScore` whose reason is ``key`` of ``ratings.scoring.reasons.TEMPLATES``
    filled with ``params`` (the English text from the same template)."""
    return SeatScore(seat, points, english(key, params), key, params)


def round_half_away(value: float) -> int:
    """``value`` rounded to the nearest int, halves away from zero (2.5 -> 3, -2.5 -> -3)."""
    return int(math.floor(abs(value) + 0.5)) * (1 if value >= 0 else -1)


def tied_place_points(table: tuple[int, ...], places: list[int | None], seat: int) -> int:
    """The points of ``seat``'s place in ``table`` (index 0 = first place). Seats that
    share a place (equal numbers in ``places``) share the points of the places they
    span, averaged and rounded half away from zero (1,1,3 in a 3-player table
    ``(15, -5, -10)`` gives 5, 5, -10). A place beyond the table counts as the last."""
    place = places[seat]
    if place is None:
        return 0
    tied = sum(1 for p in places if p == place)
    span = [table[min(i, len(table) - 1)] for i in range(place - 1, place - 1 + tied)]
    return round_half_away(sum(span) / len(span))


def seat_status(facts: dict[str, Any]) -> str:
    """The seat's ``status`` fact (``won``/``lost``/``resigned``/``left``/``drew``),
    lower-cased; ``""`` when missing."""
    return str(facts.get("status") or "").lower()
