"""强手棋 points (seed 000_65dfeed9db5cb2d8.txt, section 五、积分相关, 积分表; and
二、4 "自杀及逃跑相关"). Pure Python.

Entry point: :func:`score_game`. Rules:

- points by final place for 1V1, 3 and 4 players (:data:`POINTS`);
- 自杀 (resign): the last place's points ("按最后名次的积分数扣除", e.g. 4 players -10);
- 逃跑 (escape: leaving, or three consecutive timeouts per RULINGS): the last place's
  points times the number of players ("按最后名次积分数乘以参与游戏人数扣除", e.g. -40).
"""

from __future__ import annotations

from typing import Any

from .base import SeatScore, keyed, seat_status, tied_place_points

SEED = "seed 000 五、积分相关"

# 积分表: points by place (index 0 = first place), by number of players.
POINTS: dict[int, tuple[int, ...]] = {
    2: (10, -10),            # 1V1赛: 第1名 +10, 第2名 -10
    3: (15, -5, -10),        # 三人赛: +15, -5, -10
    4: (20, -4, -6, -10),    # 四人赛: +20, -4, -6, -10
}


def resign_points(players: int) -> int:
    """自杀: the last place's points for ``players`` (2-4). 4 players: -10."""
    return POINTS[players][-1]


def escape_points(players: int) -> int:
    """逃跑: the last place's points times ``players`` (2-4). 4 players: -40."""
    return POINTS[players][-1] * players


def place_points(players: int, place: int) -> int:
    """The 积分表 value of ``place`` (1-based) among ``players`` (2-4)."""
    return POINTS[players][place - 1]


def is_escape(facts: dict[str, Any]) -> bool:
    """A seat escaped (逃跑): status ``left``/``escaped`` or the ``escaped`` fact."""
    return bool(facts.get("escaped")) or seat_status(facts) in ("left", "escaped")


def is_resign(facts: dict[str, Any]) -> bool:
    """A seat resigned (自杀): status ``resigned`` or the ``resigned`` fact (and did not
    escape)."""
    return not is_escape(facts) and (bool(facts.get("resigned")) or seat_status(facts) == "resigned")


def score_game(outcome: dict[str, Any], options: dict[str, Any], levels: list[int] | None = None) -> list[SeatScore]:
    """Points per seat for a finished 强手棋 game.

    - ``outcome``: ``Outcome.to_dict()``: ``places`` (1-based per seat), ``draw`` and
      per seat ``status`` plus the 强手棋 facts ``resigned``/``escaped``/``bankrupt``.
    - ``options``: the room options (unused: both rooms score the same, seed 五).
    - ``levels``: unused (the 强手棋 table does not depend on levels).

    Seats sharing a place share the points of the places they span (averaged,
    docs/ratings.md). A draw gives 0 to everyone who did not quit. Returns one
    :class:`SeatScore` per seat.
    """
    seats = list(outcome.get("seats") or [])
    n = len(seats)
    table = POINTS.get(n)
    places = list(outcome.get("places") or [None] * n)
    result = []
    for seat, facts in enumerate(seats):
        if table is None:
            result.append(keyed(seat, 0, "qiangshou.no_table", n=n))
        elif is_escape(facts):
            pts = escape_points(n)
            result.append(keyed(seat, pts, "qiangshou.escaped", last=table[-1], n=n, points=pts))
        elif is_resign(facts):
            pts = resign_points(n)
            result.append(keyed(seat, pts, "qiangshou.resigned", points=pts))
        elif outcome.get("draw") or seat_status(facts) == "drew":
            result.append(keyed(seat, 0, "draw"))
        else:
            pts = tied_place_points(table, places, seat)
            result.append(keyed(seat, pts, "qiangshou.place", place=places[seat], n=n, points=f"{pts:+d}"))
    return result
