"""Move generation and path validation on a board string (see :mod:`.board`).

A move is one step to an adjacent empty hole, or a chain of one or more jumps by one
piece (never both). While a piece moves its start hole counts as empty (the piece has
left it) but it may not be landed on: a chain never lands on a hole twice, the start
included, so it never ends where it began (RULINGS). Jumps:

- ``"single"`` (一子跳): over an adjacent piece of any colour to the empty hole right
  beyond it.
- ``"long"`` (空跳): over the first piece on a line, when the holes between the mover and
  it are empty and the same number of holes beyond it are empty too; the piece lands
  symmetrically (the adjacent jump is the case of zero empty holes).

A move may pass through any camp but may END only in the mover's home, its target or
outside every camp (RULINGS, the camp-stopping rule): ``allowed`` is that table.

Item rooms add two obstacles (RULINGS "Items in detail"): a 修路工 (``"+"``) counts as a
piece everywhere (it occupies its hole and may be jumped over); a 路障 (``"#"``) occupies
its hole but is a wall: no jump passes over it, and under 空跳 a line through it is
blocked. ``occ`` (occupied) and ``piv`` (may be jumped over) are the two tables.

Everything works on hole indices; the engine converts to ``[q, r]`` at its edges.
"""

from __future__ import annotations

from collections.abc import Sequence

from .board import EMPTY, JUMPS, RAYS, STEPS, hole_name
from .data import JUMP_LONG, ROAD_WORKER_MARK, ROADBLOCK_MARK


def occupancy(board: str) -> list[bool]:
    """Per hole, True when something stands on it (a piece or an obstacle)."""
    return [c != EMPTY for c in board]


def pivots(board: str, occ: list[bool]) -> list[bool]:
    """Per hole, True when it may be jumped over: anything but empty and a 路障. Returns
    ``occ`` itself when the board has no 路障 (the plain game)."""
    if ROADBLOCK_MARK not in board:
        return occ
    return [c != EMPTY and c != ROADBLOCK_MARK for c in board]


def jump_landings(h: int, occ: list[bool], long: bool, piv: list[bool] | None = None) -> list[int]:
    """The holes one jump from ``h`` reaches on the occupancy ``occ`` (ascending).

    ``long`` selects 空跳 instead of 一子跳; ``piv`` (default ``occ``) tells which occupied
    holes may be jumped over (:func:`pivots`). Both must already show the moving piece
    as gone from its start hole.
    """
    piv = occ if piv is None else piv
    if not long:
        return [land for over, land in JUMPS[h] if piv[over] and not occ[land]]
    out = []
    for ray in RAYS[h]:
        n = len(ray)
        k = 0
        while k < n and not occ[ray[k]]:
            k += 1
        land = 2 * k + 1
        if land >= n or not piv[ray[k]]:
            continue
        j = k + 1
        while j <= land and not occ[ray[j]]:
            j += 1
        if j > land:
            out.append(ray[land])
    if len(out) > 1:
        out.sort()
    return out


def _jump_tree(start: int, occ: list[bool], long: bool, piv: list[bool]) -> dict[int, int]:
    """Breadth-first search of jump chains from ``start``: landing -> previous hole.

    Holes are explored in breadth-first order with landings ascending, so the parent
    chain of every landing is its shortest chain and, among the shortest, the
    lexicographically smallest one. ``start`` maps to -1.
    """
    parent = {start: -1}
    queue = [start]
    i = 0
    if not long:
        while i < len(queue):
            h = queue[i]
            i += 1
            for over, land in JUMPS[h]:
                if piv[over] and not occ[land] and land not in parent:
                    parent[land] = h
                    queue.append(land)
        return parent
    while i < len(queue):
        h = queue[i]
        i += 1
        for land in jump_landings(h, occ, True, piv):
            if land not in parent:
                parent[land] = h
                queue.append(land)
    return parent


def piece_moves(
    start: int, occ: list[bool], allowed: Sequence[bool], long: bool, piv: list[bool] | None = None
) -> list[tuple[int, ...]]:
    """Canonical paths (hole indices, start first) of every destination of the piece on
    ``start``, one per destination, ascending by destination.

    ``occ`` is the occupancy with the piece still on ``start`` (it is restored before
    returning); ``piv`` (default ``occ``) the holes that may be jumped over. The canonical path is a step when the destination is adjacent, else the
    shortest jump chain, ties broken by the lexicographically smallest path.
    """
    piv = occ if piv is None else piv
    occ[start] = False
    piv[start] = False
    try:
        found: dict[int, tuple[int, ...]] = {}
        for n in STEPS[start]:
            if not occ[n] and allowed[n]:
                found[n] = (start, n)
        parent = _jump_tree(start, occ, long, piv)
        for land in parent:
            if land == start or not allowed[land] or land in found:
                continue
            path = [land]
            h = parent[land]
            while h != -1:
                path.append(h)
                h = parent[h]
            found[land] = tuple(reversed(path))
        return [found[d] for d in sorted(found)]
    finally:
        occ[start] = True
        piv[start] = True


def seat_pieces(board: str, mark: str) -> list[int]:
    """The holes holding the pieces marked ``mark`` (ascending)."""
    return [i for i, c in enumerate(board) if c == mark]


def all_moves(board: str, mark: str, allowed: Sequence[bool], long: bool) -> list[tuple[int, ...]]:
    """Every legal move of the pieces marked ``mark``: one canonical path per distinct
    (start, destination) pair, ascending by start then destination."""
    occ = occupancy(board)
    piv = pivots(board, occ)
    out: list[tuple[int, ...]] = []
    for start in seat_pieces(board, mark):
        out.extend(piece_moves(start, occ, allowed, long, piv))
    return out


def count_moves(board: str, mark: str, allowed: Sequence[bool], long: bool) -> int:
    """How many distinct (start, destination) moves the pieces marked ``mark`` have."""
    occ = occupancy(board)
    piv = pivots(board, occ)
    total = 0
    for start in seat_pieces(board, mark):
        occ[start] = False
        piv[start] = False
        reach = set()
        for n in STEPS[start]:
            if not occ[n] and allowed[n]:
                reach.add(n)
        for land in _jump_tree(start, occ, long, piv):
            if land != start and allowed[land]:
                reach.add(land)
        occ[start] = True
        piv[start] = True
        total += len(reach)
    return total


def has_move(board: str, mark: str, allowed: Sequence[bool], long: bool) -> bool:
    """Whether the pieces marked ``mark`` have at least one legal move."""
    occ = occupancy(board)
    piv = pivots(board, occ)
    for start in seat_pieces(board, mark):
        if piece_moves(start, occ, allowed, long, piv):
            return True
    return False


def check_path(
    board: str, mark: str, path: Sequence[int], allowed: Sequence[bool], jump_rule: str
) -> str | None:
    """Why the move ``path`` (hole indices) by the pieces ``mark`` is illegal, or None.

    Checks, in order: the start holds one of the mover's pieces; no hole is landed on
    twice (nor the start revisited); a two-hole path to an adjacent hole is a step onto
    an empty hole; otherwise every leg is a legal jump (``jump_rule``) on the board with
    the piece lifted from its start; the destination obeys the camp rule.
    """
    start = path[0]
    if board[start] != mark:
        what = "it is empty" if board[start] == EMPTY else f"it holds seat {board[start]}'s piece"
        return f"the start hole {hole_name(start)} does not hold one of your pieces ({what})"
    seen = {start}
    for h in path[1:]:
        if h in seen:
            if h == start:
                return f"the path returns to its start {hole_name(h)}"
            return f"the path lands on {hole_name(h)} twice"
        seen.add(h)
    occ = occupancy(board)
    piv = pivots(board, occ)
    occ[start] = False
    piv[start] = False
    long = jump_rule == JUMP_LONG
    end = path[-1]
    if len(path) == 2 and end in STEPS[start]:
        if occ[end]:
            return f"the hole {hole_name(end)} is {_what_on(board[end])}"
    else:
        for a, b in zip(path, path[1:]):
            if b in STEPS[a]:
                return (
                    f"the step from {hole_name(a)} to {hole_name(b)} is inside a jump chain "
                    "(a move is one step or a chain of jumps, never both)"
                )
            if b not in jump_landings(a, occ, long, piv):
                rule = "空跳" if long else "一子跳"
                return f"there is no {rule} jump from {hole_name(a)} to {hole_name(b)}"
    if not allowed[end]:
        return (
            f"the move would end in another player's camp at {hole_name(end)} "
            "(a move may end only in your home camp, your target camp or outside the camps)"
        )
    return None


def _what_on(c: str) -> str:
    """How a message names what stands on a hole."""
    if c == ROADBLOCK_MARK:
        return "blocked by a 路障 (roadblock)"
    if c == ROAD_WORKER_MARK:
        return "held by a 修路工 (road worker)"
    return "occupied"


def moves_of_piece(board: str, start: int, allowed: Sequence[bool], long: bool) -> list[tuple[int, ...]]:
    """The canonical paths of the single piece on ``start`` (the second move of a
    动力弹珠 turn), as :func:`piece_moves`."""
    occ = occupancy(board)
    return piece_moves(start, occ, allowed, long, pivots(board, occ))
