"""Hole names for people: the move list's words instead of axial ``(q, r)``.

Documented in docs/rules/chinese-checkers.md, "Hole names" (our choice: the seed and
RULINGS name no holes). A camp hole is its camp letter ``A``..``F`` (camps 0..5,
clockwise from the top, as in :mod:`.board`) and its number 1..10 counted from the tip:
row 1 is the tip (1), row 2 holds 2-3, row 3 4-6, row 4 (next to the middle) 7-10, each
row numbered clockwise. A hole of the middle hexagon is ``M`` with its ring (distance
from the centre, 1..4) and its place on the ring (1..6·ring) counted clockwise from the
ring's corner at the start of the edge that faces camp A: ``M4.1`` is ``(0, -4)``. The
centre is ``M0``. Turning the board by 60° clockwise maps camp A's names onto camp B's
(``A7`` -> ``B7``), so a name means the same spot seen from every camp.
"""

from __future__ import annotations

from .board import HOLES, Hole
from .data import CAMP_COUNT, STAR_RADIUS

CAMP_LETTERS = "ABCDEF"  # our choice: camps 0..5 (docs/rules/chinese-checkers.md)
MIDDLE_LETTER = "M"  # our choice: the middle hexagon (中)


def _turn(h: Hole) -> Hole:
    """``h`` turned 60° clockwise about the centre: ``(q, r, s) -> (-r, -s, -q)``."""
    q, r = h
    return (-r, q + r)


def _camp_a_rows() -> list[list[Hole]]:
    """Camp 0's holes by row from the tip (``r = -8`` .. ``-5``), each row clockwise (left
    to right at the top of the board: ascending ``q``)."""
    return [[(q, r) for q in range(-r - STAR_RADIUS, STAR_RADIUS + 1)]
            for r in range(-2 * STAR_RADIUS, -STAR_RADIUS)]


def _ring(d: int) -> list[Hole]:
    """The holes at distance ``d`` >= 1 from the centre, clockwise from corner ``(0, -d)``."""
    corner, out = (0, -d), []
    # clockwise edge directions from the top-left corner: east, south-east, south-west,
    # west, north-west, north-east (axial)
    for dq, dr in ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)):
        for _ in range(d):
            out.append(corner)
            corner = (corner[0] + dq, corner[1] + dr)
    return out


def _build() -> dict[Hole, str]:
    names: dict[Hole, str] = {}
    rows = [h for row in _camp_a_rows() for h in row]
    for camp in range(CAMP_COUNT):
        for n, h in enumerate(rows, 1):
            names[h] = f"{CAMP_LETTERS[camp]}{n}"
        rows = [_turn(h) for h in rows]
    names[(0, 0)] = f"{MIDDLE_LETTER}0"
    for d in range(1, STAR_RADIUS + 1):
        for k, h in enumerate(_ring(d), 1):
            names[h] = f"{MIDDLE_LETTER}{d}.{k}"
    return names


#: ``(q, r)`` -> its name, for all 121 holes (unique; tested).
HOLE_NAMES: dict[Hole, str] = _build()
#: name -> ``(q, r)``.
HOLE_OF_NAME: dict[str, Hole] = {v: k for k, v in HOLE_NAMES.items()}


def hole_name(h: Hole | list[int]) -> str:
    """The name of hole ``h`` (``(q, r)`` or ``[q, r]``). Raises ``KeyError`` off the star."""
    return HOLE_NAMES[(int(h[0]), int(h[1]))]


def hole_of(name: str) -> Hole:
    """The ``(q, r)`` of a hole name (``"A7"``, ``"M4.1"``). Raises ``KeyError`` for no hole."""
    return HOLE_OF_NAME[name]


def catalogue() -> dict:
    """QQ跳棋's static page data (``GameSpec.catalogue``, served once per page load):
    ``hole_names``: ``"q,r"`` -> name for every hole, in board order."""
    return {"hole_names": {f"{q},{r}": HOLE_NAMES[(q, r)] for q, r in HOLES}}
