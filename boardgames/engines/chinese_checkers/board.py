"""The star board: holes, neighbours, rays and camps, all precomputed as tables.

Holes are numbered 0..120 in ascending ``(q, r)`` order, so sorting hole numbers sorts
coordinates lexicographically (the order of canonical paths). A board is a string of
121 characters, one per hole in that order: ``"."`` empty, ``"0"``..``"5"`` a piece of
that seat, ``"#"`` a 路障 (roadblock, a wall) and ``"+"`` a 修路工 (road worker, a fixed
piece of nobody's) in item rooms.

Geometry (ISSUE-2): axial ``(q, r)``, ``s = -q - r``; the star is every hole with
``min(q, r, s) >= -4`` or ``max(q, r, s) <= 4``. Camps: 0 ``r < -4`` (top), 1 ``q > 4``,
2 ``s < -4``, 3 ``r > 4``, 4 ``q < -4``, 5 ``s > 4`` (clockwise); the hexagon in the
middle (``max(|q|, |r|, |s|) <= 4``) belongs to no camp.
"""

from __future__ import annotations

from ..kit.frozen import ReadOnlyList
from .data import (
    CAMP_COUNT,
    CAMP_SIZE,
    CAMPS_BY_PLAYERS,
    DIRECTIONS,
    HOLE_COUNT,
    PLACE_RADIUS,
    STAR_RADIUS,
    SWAP_RADIUS,
    TARGET_OFFSET,
    TORNADO_RADIUS,
    WINGS_RADIUS,
)

Hole = tuple[int, int]

EMPTY = "."


def _on_star(q: int, r: int) -> bool:
    s = -q - r
    return min(q, r, s) >= -STAR_RADIUS or max(q, r, s) <= STAR_RADIUS


def _camp_of(q: int, r: int) -> int:
    """The camp number of hole (q, r), or -1 for the middle hexagon."""
    s = -q - r
    lim = STAR_RADIUS
    if r < -lim:
        return 0
    if q > lim:
        return 1
    if s < -lim:
        return 2
    if r > lim:
        return 3
    if q < -lim:
        return 4
    if s > lim:
        return 5
    return -1


_SPAN = range(-2 * STAR_RADIUS, 2 * STAR_RADIUS + 1)

#: Every hole as ``(q, r)``, in index order (ascending (q, r)).
HOLES: tuple[Hole, ...] = tuple(sorted((q, r) for q in _SPAN for r in _SPAN if _on_star(q, r)))
#: Per hole, ``[q, r]`` as a read-only list, shared by the actions the engine lists (a
#: caller that tries to change one gets ``TypeError``; kit/frozen.py).
COORDS: tuple[ReadOnlyList, ...] = tuple(ReadOnlyList(h) for h in HOLES)
#: ``(q, r)`` -> hole index.
INDEX: dict[Hole, int] = {h: i for i, h in enumerate(HOLES)}
#: Per hole, its camp number or -1 (outside every camp).
CAMP_OF: tuple[int, ...] = tuple(_camp_of(q, r) for q, r in HOLES)
#: Per camp, its hole indices (ascending).
CAMP_HOLES: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i, c in enumerate(CAMP_OF) if c == camp) for camp in range(CAMP_COUNT)
)

#: Per hole, the adjacent holes (ascending index).
STEPS: tuple[tuple[int, ...], ...] = tuple(
    tuple(INDEX[(q + dq, r + dr)] for dq, dr in DIRECTIONS if (q + dq, r + dr) in INDEX)
    for q, r in HOLES
)
#: Per hole, ``(over, landing)`` pairs of the adjacent jump in each direction where both
#: holes exist, ascending by landing.
JUMPS: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple(
        (INDEX[(q + dq, r + dr)], INDEX[(q + 2 * dq, r + 2 * dr)])
        for dq, dr in DIRECTIONS
        if (q + 2 * dq, r + 2 * dr) in INDEX and (q + dq, r + dr) in INDEX
    )
    for q, r in HOLES
)


def _ray(q: int, r: int, dq: int, dr: int) -> tuple[int, ...]:
    out = []
    q, r = q + dq, r + dr
    while (q, r) in INDEX:
        out.append(INDEX[(q, r)])
        q, r = q + dq, r + dr
    return tuple(out)


#: Per hole, per direction, the holes along that line up to the edge (nearest first);
#: empty rays are left out. A line of the star never leaves the board and comes back
#: (every row of holes is contiguous), so a ray is the whole line beyond the hole.
RAYS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(ray for ray in (_ray(q, r, dq, dr) for dq, dr in DIRECTIONS) if ray) for q, r in HOLES
)


def distance(a: int, b: int) -> int:
    """The hex distance between holes ``a`` and ``b``: ``(|dq| + |dr| + |ds|) / 2``
    (RULINGS "Items in detail": "within N" is this distance)."""
    (q1, r1), (q2, r2) = HOLES[a], HOLES[b]
    dq, dr = q1 - q2, r1 - r2
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def _within(radius: int) -> tuple[tuple[int, ...], ...]:
    return tuple(
        tuple(b for b in range(len(HOLES)) if 0 < distance(a, b) <= radius) for a in range(len(HOLES))
    )


#: Per radius used by the items (3 and 4), per hole, the other holes within that hex
#: distance (ascending): ``WITHIN[3][h]``.
WITHIN: dict[int, tuple[tuple[int, ...], ...]] = {
    r: _within(r) for r in sorted({PLACE_RADIUS, WINGS_RADIUS, SWAP_RADIUS})
}


def _tornado_holes(h: int) -> tuple[int, ...] | None:
    """The hole ``h`` and every hole within TORNADO_RADIUS of it, when all seven exist and
    lie outside every camp (RULINGS "Items in detail"), else None."""
    q, r = HOLES[h]
    holes = []
    for dq in range(-TORNADO_RADIUS, TORNADO_RADIUS + 1):
        for dr in range(-TORNADO_RADIUS, TORNADO_RADIUS + 1):
            if abs(dq + dr) > TORNADO_RADIUS:
                continue
            i = INDEX.get((q + dq, r + dr))
            if i is None or CAMP_OF[i] >= 0:
                return None
            holes.append(i)
    return tuple(sorted(holes))


#: 龙卷风: centre hole -> its seven holes (ascending), for every allowed centre.
TORNADO_HOLES: dict[int, tuple[int, ...]] = {
    h: holes for h in range(len(HOLES)) if (holes := _tornado_holes(h)) is not None
}


def target_camp(camp: int) -> int:
    """The camp opposite ``camp`` (ISSUE-2: ``(home + 3) mod 6``)."""
    return (camp + TARGET_OFFSET) % CAMP_COUNT


def seat_camps(players: int) -> tuple[int, ...]:
    """Per seat, its home camp for a game of ``players`` seats (ISSUE-2 / RULINGS)."""
    return CAMPS_BY_PLAYERS[players]


def allowed_ends(camp: int) -> tuple[bool, ...]:
    """Per hole, whether a move by the owner of home ``camp`` may END there: its home,
    its target, or outside every camp (RULINGS: the camp-stopping rule)."""
    ok = (-1, camp, target_camp(camp))
    return tuple(c in ok for c in CAMP_OF)


#: Cache of :func:`allowed_ends` per camp.
ALLOWED_ENDS: tuple[tuple[bool, ...], ...] = tuple(allowed_ends(c) for c in range(CAMP_COUNT))


#: Per camp, per hole, the adjacent holes where a step by the owner of that home may end
#: (:data:`ALLOWED_ENDS`), ascending.
STEP_ENDS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(n for n in STEPS[h] if ALLOWED_ENDS[c][n]) for h in range(len(HOLES)))
    for c in range(CAMP_COUNT)
)


def opening_board(players: int) -> str:
    """The opening board string: each seat's ten pieces fill its home camp."""
    cells = [EMPTY] * len(HOLES)
    for seat, camp in enumerate(seat_camps(players)):
        for h in CAMP_HOLES[camp]:
            cells[h] = str(seat)
    return "".join(cells)


def hole_name(h: int) -> str:
    """``"(q, r)"`` for hole index ``h`` (for messages)."""
    q, r = HOLES[h]
    return f"({q}, {r})"

# The geometry above must give the board the rules describe (RULINGS: 121 holes, six
# camps of ten).
assert len(HOLES) == HOLE_COUNT
assert all(len(c) == CAMP_SIZE for c in CAMP_HOLES)
# 龙卷风 centres: the 37 holes at most 3 from the centre (their rings stay in the hexagon).
assert len(TORNADO_HOLES) == 37 and all(len(v) == 7 for v in TORNADO_HOLES.values())
