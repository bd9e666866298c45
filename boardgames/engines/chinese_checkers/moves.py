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
blocked. ``occ`` (occupied) and ``piv`` (may be jumped over) are the two tables, as
bytearrays of 0/1 per hole.

Generation (:func:`legal_paths`) shares each hole's jump landings between the pieces of
the seat and is memoized per position, so a position's moves are computed once per
process however often the move service, the push and the bots ask (docs/performance.md).
Everything works on hole indices; the engine converts to ``[q, r]`` at its edges.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from operator import itemgetter

from ..core import Phrase, Term, gettext_noop
from .board import ALLOWED_ENDS, EMPTY, JUMPS, RAYS, STEP_ENDS, STEPS, hole_name
from .data import JUMP_LONG, ROAD_WORKER_MARK, ROADBLOCK_MARK

Path = tuple[int, ...]

#: How many (board, seat, piece) move lists each process keeps (:func:`legal_paths`): a
#: few hundred games' current positions, about 5 KB each.
MEMO_SIZE = 512

_OCCUPIED = bytes(0 if chr(i) == EMPTY else 1 for i in range(256))
_PIVOT = bytes(0 if chr(i) in (EMPTY, ROADBLOCK_MARK) else 1 for i in range(256))
_OCCUPIED_DIGIT = str.maketrans({chr(i): "0" if chr(i) == EMPTY else "1" for i in range(128)})
_PIVOT_DIGIT = str.maketrans({chr(i): "0" if chr(i) in (EMPTY, ROADBLOCK_MARK) else "1" for i in range(128)})


def occupancy(board: str) -> bytearray:
    """Per hole, 1 when something stands on it (a piece or an obstacle), else 0."""
    return bytearray(board.encode("ascii").translate(_OCCUPIED))


def pivots(board: str, occ: bytearray) -> bytearray:
    """Per hole, 1 when it may be jumped over: anything but empty and a 路障. Returns
    ``occ`` itself when the board has no 路障 (the plain game)."""
    if ROADBLOCK_MARK not in board:
        return occ
    return bytearray(board.encode("ascii").translate(_PIVOT))


def occupancy_bits(board: str) -> tuple[int, int]:
    """``(occupied, pivots)`` as integers with bit ``h`` for hole ``h`` (the 空跳 tables)."""
    occ = int(board.translate(_OCCUPIED_DIGIT)[::-1], 2)
    if ROADBLOCK_MARK not in board:
        return occ, occ
    return occ, int(board.translate(_PIVOT_DIGIT)[::-1], 2)


def _long_ray(ray: tuple[int, ...]) -> tuple[bool, int, dict[int, tuple[int, int]]]:
    """A ray (nearest hole first) as :func:`long_landings` reads it: whether its hole
    numbers ascend, the bits of its holes, and for each hole that can be the jumped
    piece (the ``k``-th out, when the landing ``2k + 1`` holes out is on the board)
    ``(bits of the holes after it up to the landing, which must be empty, landing)``."""
    table = {}
    for k in range(len(ray)):
        land = 2 * k + 1
        if land < len(ray):
            table[ray[k]] = (sum(1 << x for x in ray[k + 1:land + 1]), ray[land])
    return ray[0] < ray[-1], sum(1 << x for x in ray), table


#: Per hole, its rays for :func:`long_landings`.
_LONG_RAYS = tuple(tuple(_long_ray(ray) for ray in rays) for rays in RAYS)


def long_landings(h: int, occ: int, piv: int) -> list[int]:
    """The holes one 空跳 jump from ``h`` reaches (ascending): on each line, over the
    first piece (a pivot, not a 路障), when as many holes beyond it as before it are
    empty, to the hole after them. ``occ`` and ``piv`` are :func:`occupancy_bits`, with
    the moving piece already lifted from its start."""
    out = []
    for ascending, ray_bits, table in _LONG_RAYS[h]:
        on = occ & ray_bits
        if not on:
            continue
        first = (on & -on).bit_length() - 1 if ascending else on.bit_length() - 1
        entry = table.get(first)
        if entry is not None and not occ & entry[0] and piv >> first & 1:
            out.append(entry[1])
    if len(out) > 1:
        out.sort()
    return out


def _lift_masks(start: int) -> dict[int, int]:
    """The holes whose 空跳 landings may change when the piece on ``start`` is lifted,
    each with the bits of the holes that, when one is occupied, make it keep them.

    A jump moves a piece an even number of holes along a line, so every hole of a
    chain from ``start`` keeps the parity of its ``(q, r)``: the chain holes on a line
    through ``start`` are an even number ``m`` of holes away. From such a hole the
    lifted piece matters only when the first piece toward ``start`` is more than
    ``m / 2`` holes out (a nearer one lands short of ``start``, or on it, and the start
    is never landed on): when one of the first ``m / 2`` holes toward it is occupied,
    the whole-board landings hold.
    """
    out = {}
    for ray in RAYS[start]:
        for i in range(1, len(ray), 2):  # ray[i] is i + 1 holes from start
            half = (i + 1) // 2
            out[ray[i]] = sum(1 << x for x in ray[i - half:i])
    return out


#: Per hole, :func:`_lift_masks` (the 空跳 search).
_LIFT_MASKS = tuple(_lift_masks(h) for h in range(len(RAYS)))


def single_landings(h: int, occ: bytearray, piv: bytearray) -> list[int]:
    """The holes one 一子跳 jump from ``h`` reaches (ascending): over an adjacent pivot
    (:func:`pivots`) to the empty hole right beyond it."""
    return [land for over, land in JUMPS[h] if piv[over] and not occ[land]]


_LAST = itemgetter(-1)  # a path's destination, the sort key of one piece's paths


def _seat_paths(starts: Sequence[int], board: str, camp: int, long: bool) -> list[Path]:
    """The canonical paths of the pieces on ``starts`` (ascending; home ``camp``), in
    :func:`legal_paths` order.

    Per piece, its steps to the empty neighbours where it may end, and its jump chains
    from a breadth-first search, landings ascending, so the first chain that reaches a hole is
    its shortest one and, among the shortest, the lexicographically smallest. Each
    hole's landings on the whole board are computed once and shared by every piece:
    with 一子跳 the lifted piece never changes a chain hole's landings (a chain hole
    keeps the parity of the start, so it is never next to it), with 空跳 only on some
    holes on a line through the start (:func:`_lift_masks`), computed with the piece
    lifted. A step destination is never a jump destination (a jump moves two or more
    holes along a line: parity again).
    """
    occ = occupancy(board)
    piv = pivots(board, occ)
    if long:
        occ_bits, piv_bits = occupancy_bits(board)
    allowed = ALLOWED_ENDS[camp]
    step_ends = STEP_ENDS[camp]
    jumps = JUMPS
    shared: dict[int, list[int]] = {}
    out: list[Path] = []
    for start in starts:
        steps = []
        for n in step_ends[start]:
            if not occ[n]:
                steps.append((start, n))
        if long:
            near = _LIFT_MASKS[start]
            lifted = ~(1 << start)
            occ_lifted, piv_lifted = occ_bits & lifted, piv_bits & lifted
        paths = {start: (start,)}
        queue = [start]
        for h in queue:  # the list grows while it is read: breadth-first order
            if long and (keep := near.get(h)) is not None and not occ_bits & keep:
                lands = long_landings(h, occ_lifted, piv_lifted)
            else:
                lands = shared.get(h)
                if lands is None:
                    if long:
                        lands = long_landings(h, occ_bits, piv_bits)
                    else:  # single_landings, inlined (a third of the 一子跳 time)
                        lands = []
                        for over, land in jumps[h]:
                            if piv[over] and not occ[land]:
                                lands.append(land)
                    shared[h] = lands
            if lands:
                path = paths[h]
                for land in lands:
                    if land not in paths:
                        paths[land] = path + (land,)
                        queue.append(land)
        if len(queue) == 1:  # no jump: the steps alone
            out += steps
            continue
        found = [paths[h] for h in queue if allowed[h]]
        if allowed[start]:
            del found[0]  # the start itself
        found += steps
        found.sort(key=_LAST)
        out += found
    return out


@lru_cache(maxsize=MEMO_SIZE)
def legal_paths(board: str, mark: str, camp: int, long: bool, piece: int = -1) -> tuple[Path, ...]:
    """Every legal move of the pieces marked ``mark`` (home camp ``camp``, whose
    :data:`.board.ALLOWED_ENDS` row is the camp rule; 空跳 when ``long``): one canonical
    path (hole indices, start first) per distinct (start, destination) pair, ascending by
    start then destination. The canonical path is a step when the destination is
    adjacent, else the shortest jump chain, ties broken by the lexicographically
    smallest path. ``piece`` >= 0: only the piece on that hole (the second move of a
    动力弹珠 turn). A pure function of its arguments, memoized per process (the move
    service, the push and the bots ask for the same position's moves).
    """
    return tuple(_seat_paths((piece,) if piece >= 0 else seat_pieces(board, mark), board, camp, long))


def seat_pieces(board: str, mark: str) -> list[int]:
    """The holes holding the pieces marked ``mark`` (ascending)."""
    out = []
    i = board.find(mark)
    while i >= 0:
        out.append(i)
        i = board.find(mark, i + 1)
    return out


def count_moves(board: str, mark: str, camp: int, long: bool) -> int:
    """How many distinct (start, destination) moves the pieces marked ``mark`` have."""
    return len(legal_paths(board, mark, camp, long))


def has_move(board: str, mark: str, camp: int, long: bool) -> bool:
    """Whether the pieces marked ``mark`` have at least one legal move: a step to an
    empty hole where the camp rule lets it end, else any jump (:func:`legal_paths`)."""
    steps = STEP_ENDS[camp]
    for start in seat_pieces(board, mark):
        for n in steps[start]:
            if board[n] == EMPTY:
                return True
    return bool(legal_paths(board, mark, camp, long))


def check_path(
    board: str, mark: str, path: Sequence[int], allowed: Sequence[bool], jump_rule: str
) -> Phrase | None:
    """Why the move ``path`` (hole indices) by the pieces ``mark`` is illegal (a marked
    message, a ``str``), or None.

    Checks, in order: the start holds one of the mover's pieces; no hole is landed on
    twice (nor the start revisited); a two-hole path to an adjacent hole is a step onto
    an empty hole; otherwise every leg is a legal jump (``jump_rule``) on the board with
    the piece lifted from its start; the destination obeys the camp rule.
    """
    start = path[0]
    if board[start] != mark:
        if board[start] == EMPTY:
            return Phrase(gettext_noop("the start hole %(hole)s does not hold one of your pieces (it is "
                                       "empty)"),
                          hole=hole_name(start))
        return Phrase(gettext_noop("the start hole %(hole)s does not hold one of your pieces "
                                   "(it holds seat %(seat)s's piece)"), hole=hole_name(start), seat=board[start])
    seen = {start}
    for h in path[1:]:
        if h in seen:
            if h == start:
                return Phrase(gettext_noop("the path returns to its start %(hole)s"), hole=hole_name(h))
            return Phrase(gettext_noop("the path lands on %(hole)s twice"), hole=hole_name(h))
        seen.add(h)
    occ = occupancy(board)
    piv = pivots(board, occ)
    occ_bits, piv_bits = occupancy_bits(board)
    lifted = ~(1 << start)
    occ_bits, piv_bits = occ_bits & lifted, piv_bits & lifted
    occ[start] = 0
    piv[start] = 0
    long = jump_rule == JUMP_LONG
    end = path[-1]
    if len(path) == 2 and end in STEPS[start]:
        if occ[end]:
            return Phrase(gettext_noop("the hole %(hole)s is %(what)s"),
                          hole=hole_name(end), what=_what_on(board[end]))
    else:
        for a, b in zip(path, path[1:]):
            if b in STEPS[a]:
                return Phrase(gettext_noop("the step from %(start)s to %(to)s is inside a jump chain "
                                           "(a move is one step or a chain of jumps, never both)"),
                              start=hole_name(a), to=hole_name(b))
            if b not in (long_landings(a, occ_bits, piv_bits) if long else single_landings(a, occ, piv)):
                rule = "空跳" if long else "一子跳"
                return Phrase(gettext_noop("there is no %(rule)s jump from %(start)s to %(to)s"),
                              rule=rule, start=hole_name(a), to=hole_name(b))
    if not allowed[end]:
        return Phrase(gettext_noop("the move would end in another player's camp at %(hole)s "
                                   "(a move may end only in your home camp, your target camp or outside the camps)"),
                      hole=hole_name(end))
    return None


def _what_on(c: str) -> Term:
    """How a message names what stands on a hole (a marked text)."""
    if c == ROADBLOCK_MARK:
        return Term(gettext_noop("blocked by a 路障 (roadblock)"))
    if c == ROAD_WORKER_MARK:
        return Term(gettext_noop("held by a 修路工 (road worker)"))
    return Term(gettext_noop("occupied"))
