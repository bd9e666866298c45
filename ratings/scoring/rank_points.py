"""Rank points for games without a seed scoring table (Monopoly Deal, Cheaters Edition,
拥有者的决断, and any future game). Pure Python.

Source: ../shared/RULINGS.md, platform-wide: "award rank points by the 强手棋 table for
2-4 players (5 players: +25, +10, -5, -10, -20; 6 players: +30, +15, +5, -5, -15, -30)".
A seat that resigned or left scores the last place (docs/ratings.md).
"""

from __future__ import annotations

from typing import Any

from . import qiangshou
from .base import SeatScore, keyed, seat_status, tied_place_points

SOURCE = "RULINGS platform-wide rank points"

POINTS: dict[int, tuple[int, ...]] = {
    2: qiangshou.POINTS[2],        # the 强手棋 1V1 table (seed 000 积分表)
    3: qiangshou.POINTS[3],        # the 强手棋 三人赛 table
    4: qiangshou.POINTS[4],        # the 强手棋 四人赛 table
    5: (25, 10, -5, -10, -20),     # RULINGS: "5 players: +25, +10, -5, -10, -20"
    6: (30, 15, 5, -5, -15, -30),  # RULINGS: "6 players: +30, +15, +5, -5, -15, -30"
}


def place_points(players: int, place: int) -> int:
    """The rank points of ``place`` (1-based) among ``players`` (2-6)."""
    return POINTS[players][place - 1]


def score_game(outcome: dict[str, Any], options: dict[str, Any] | None = None,
               levels: list[int] | None = None) -> list[SeatScore]:
    """Points per seat by final place (``outcome`` shaped like ``Outcome.to_dict()``).

    Resigned or left seats score the last place; tied places share the points of the
    places they span (averaged); a draw gives 0 to everyone who did not quit. Returns
    one :class:`SeatScore` per seat."""
    seats = list(outcome.get("seats") or [])
    n = len(seats)
    table = POINTS.get(n)
    places = list(outcome.get("places") or [None] * n)
    result = []
    for seat, facts in enumerate(seats):
        status = seat_status(facts)
        if table is None:
            result.append(keyed(seat, 0, "rank.no_table", n=n))
        elif status in ("resigned", "left"):
            result.append(keyed(seat, table[-1], f"rank.{status}", points=table[-1]))
        elif outcome.get("draw") or status == "drew":
            result.append(keyed(seat, 0, "draw"))
        else:
            pts = tied_place_points(table, places, seat)
            result.append(keyed(seat, pts, "rank.place", place=places[seat], n=n, points=f"{pts:+d}"))
    return result
