"""Helpers of the QQ跳棋 engine tests (one home): the star's holes and camps in plain axial
coordinates (an independent reference, not the engine's board module), hex distance, and
item-room positions and actions."""

from __future__ import annotations

from boardgames.engines.chinese_checkers import ENGINE, state_from_position

ITEMS = ["roadblock", "road_worker", "power_marble", "wings", "swap", "tornado"]
STAR = [(q, r) for q in range(-8, 9) for r in range(-8, 9)
        if min(q, r, -q - r) >= -4 or max(q, r, -q - r) <= 4]


def on_star(h) -> bool:
    """Whether axial ``(q, r)`` is one of the star's 121 holes."""
    q, r = h
    s = -q - r
    return min(q, r, s) >= -4 or max(q, r, s) <= 4


def dist(a, b) -> int:
    """RULINGS "Items in detail": "within N" is the hex distance (|dq|+|dr|+|ds|)/2."""
    dq, dr = a[0] - b[0], a[1] - b[1]
    return max(abs(dq), abs(dr), abs(dq + dr))


def camp(h) -> int | None:
    """The camp (0-5) of axial ``(q, r)``, None for the middle."""
    q, r = h
    s = -q - r
    for c, inside in enumerate((r < -4, q > 4, s < -4, r > 4, q < -4, s > 4)):
        if inside:
            return c
    return None


def pos(pieces, rule="single", players=2, to_move=0, mode="ffa", round_no=1, **extra):
    """A running item-room game from a hand-made position ``{seat: [(q, r), ...]}``."""
    position = {"pieces": {str(s): [list(h) for h in hs] for s, hs in pieces.items()},
                "to_move": to_move, "round": round_no, **extra}
    return state_from_position(players, {"jump_rule": rule, "mode": mode, "items": True}, position)


def item(name, **fields):
    """An item action: ``item("swap", **{"from": a, "to": b})``."""
    return {"type": "item", "item": name, **{k: list(v) for k, v in fields.items()}}


def ends(state, seat=0, start=None):
    """The holes ``seat``'s legal moves end on (only those from ``start`` when given)."""
    return {tuple(a["path"][-1]) for a in ENGINE.legal_moves(state, seat)
            if start is None or tuple(a["path"][0]) == start}
