"""The QQ跳棋 move generator as it was before issue 17 (one breadth-first search per
piece on per-hole lists, nothing shared, nothing memoized), kept only so ``manage.py
bench_engine`` can print before/after figures of legal-move generation in one run. The
engine never calls it; tests/engines/test_chinese_checkers_generator.py checks it still
agrees with the engine, so the comparison measures the same work.
"""

from __future__ import annotations

from collections.abc import Sequence

from boardgames.engines.chinese_checkers.board import ALLOWED_ENDS, EMPTY, HOLES, JUMPS, RAYS, STEPS
from boardgames.engines.chinese_checkers.data import ROADBLOCK_MARK


def jump_landings(h: int, occ: list[bool], long: bool, piv: list[bool]) -> list[int]:
    """The holes one jump from ``h`` reaches (ascending), scanning each line hole by hole."""
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
    """Breadth-first search of jump chains from ``start``: landing -> previous hole."""
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


def _piece_moves(start: int, occ: list[bool], allowed: Sequence[bool], long: bool,
                 piv: list[bool]) -> list[tuple[int, ...]]:
    """Canonical paths of the piece on ``start``, ascending by destination."""
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


def legal_paths(board: str, mark: str, camp: int, long: bool) -> list[tuple[int, ...]]:
    """Every canonical path of the pieces marked ``mark``, as
    :func:`boardgames.engines.chinese_checkers.moves.legal_paths` (all pieces)."""
    occ = [c != EMPTY for c in board]
    piv = occ if ROADBLOCK_MARK not in board else [c != EMPTY and c != ROADBLOCK_MARK for c in board]
    out: list[tuple[int, ...]] = []
    for start in [i for i, c in enumerate(board) if c == mark]:
        out.extend(_piece_moves(start, occ, ALLOWED_ENDS[camp], long, piv))
    return out


def legal_moves(board: str, mark: str, camp: int, long: bool) -> list[dict]:
    """The move actions as the engine built them: new ``[q, r]`` lists every call."""
    return [{"type": "move", "path": [list(HOLES[h]) for h in p]} for p in legal_paths(board, mark, camp, long)]
