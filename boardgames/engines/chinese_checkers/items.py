"""Item (道具) targets on a board string: where each item may be played (pure tables).

Sources: the seed 道具说明 and RULINGS "QQ跳棋", "Items" and "Items in detail". All
functions work on hole indices; "within N" is the hex distance (board.WITHIN). Every
target set here is exactly the set :mod:`.item_actions` accepts.

- 路障 / 修路工: an empty hole outside every camp within 3 of one of the seat's pieces.
- 飞天翼: one of the seat's pieces to an empty hole within 4 where its moves may end.
- 移形换位: one of the seat's pieces and another seat's piece within 4 of it, when each
  may end on the other's hole (the camp rule holds after every item).
- 龙卷风: a centre whose seven holes all lie outside every camp (board.TORNADO_HOLES).
- 动力弹珠: always playable while held (it changes nothing before the move).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core import Phrase, gettext_noop
from .board import ALLOWED_ENDS, CAMP_OF, EMPTY, INDEX, TORNADO_HOLES, WITHIN
from .data import PLACE_RADIUS, SWAP_RADIUS, WINGS_RADIUS


def place_targets(board: str, mark: str) -> list[int]:
    """Holes where the seat ``mark`` may put a 路障 or 修路工 (ascending): empty, outside
    every camp, within PLACE_RADIUS of one of its pieces (seed 路障/修路工)."""
    near = WITHIN[PLACE_RADIUS]
    out: set[int] = set()
    for p, c in enumerate(board):
        if c == mark:
            out.update(h for h in near[p] if board[h] == EMPTY and CAMP_OF[h] < 0)
    return sorted(out)


def wings_targets(board: str, mark: str, allowed: Sequence[bool]) -> list[tuple[int, int]]:
    """``(from, to)`` pairs of 飞天翼 (ascending): a piece of ``mark`` to an empty hole
    within WINGS_RADIUS where ``allowed`` (its camp rule) lets it end (seed 飞天翼)."""
    near = WITHIN[WINGS_RADIUS]
    return [(p, h) for p, c in enumerate(board) if c == mark
            for h in near[p] if board[h] == EMPTY and allowed[h]]


def swap_targets(board: str, mark: str, camps: Sequence[int], others: str) -> list[tuple[int, int]]:
    """``(own, other)`` pairs of 移形换位 (ascending): a piece of ``mark`` and a piece of
    a seat in ``others`` (the other seats still playing, as marks) within SWAP_RADIUS,
    when the own piece may end on the other's hole and the other piece on the own hole
    (``camps``: per seat its home camp; seed 移形换位 and its 注意). A finished seat's
    pieces are not swapped (its finish stands)."""
    near = WITHIN[SWAP_RADIUS]
    mine = ALLOWED_ENDS[camps[int(mark)]]
    out = []
    for p, c in enumerate(board):
        if c != mark:
            continue
        for h in near[p]:
            o = board[h]
            if o in others and o != mark and mine[h] and ALLOWED_ENDS[camps[int(o)]][p]:
                out.append((p, h))
    return out


def tornado_centres() -> list[int]:
    """Every allowed 龙卷风 centre (ascending): its seven holes lie outside every camp."""
    return sorted(TORNADO_HOLES)


def why_not_place(board: str, mark: str, h: int) -> Phrase | None:
    """Why a 路障 / 修路工 may not go on hole ``h`` for ``mark`` (a marked message, a
    ``str``), or None."""
    if board[h] != EMPTY:
        return Phrase(gettext_noop("the hole is not empty"))
    if CAMP_OF[h] >= 0:
        return Phrase(gettext_noop("the hole is in a camp (obstacles go outside every camp)"))
    if not any(board[p] == mark for p in WITHIN[PLACE_RADIUS][h]):
        return Phrase(gettext_noop("none of your pieces is within %(radius)s holes of it"), radius=PLACE_RADIUS)
    return None


def expire_obstacles(state: dict, ended: int, events: list[dict]) -> None:
    """At the end of round ``ended``: remove every obstacle whose last round it was
    (``expires_after_round == ended``; RULINGS "Items in detail") from the board and
    ``state["obstacles"]``, with an ``obstacle_expired`` event each."""
    obstacles = state.get("obstacles") or []
    if not obstacles:
        return
    board = list(state["board"])
    keep = []
    for ob in obstacles:
        if ob["expires_after_round"] > ended:
            keep.append(ob)
            continue
        board[INDEX[tuple(ob["hole"])]] = EMPTY
        events.append({"type": "obstacle_expired", "kind": ob["kind"], "hole": list(ob["hole"]),
                       "seat": ob["seat"], "round": ended})
    state["board"] = "".join(board)
    state["obstacles"] = keep
