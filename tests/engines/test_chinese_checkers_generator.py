"""QQ跳棋: the move generator (moves.legal_paths: shared landings, bit sets for 空跳, a
per-position memo) against a plain reference kept here, on the EXACT lists: every
(start, destination) once, with its canonical path, in the engine's order.

The reference works on (q, r) coordinates and sets, lifts the moving piece for every
jump, and finds each destination's canonical path layer by layer (a step when the
destination is adjacent, else the shortest chain, ties broken by the lexicographically
smallest list of holes; docs/rules/chinese-checkers.md), with 路障 a wall and 修路工 a
piece (RULINGS "Items in detail"). It is compared on seeded random placements with
obstacles and on positions of seeded random play (items on and off, 2/3/4/6 players,
both jump rules, the second move of 动力弹珠 included). The bench's copy of the old
generator (boardgames/bench/cc_baseline.py) must agree too, so its figures compare the
same work. Pure engine, no Django.
"""

from __future__ import annotations

import copy
import json
import random

import pytest

from boardgames.bench import cc_baseline
from boardgames.engines.chinese_checkers import ENGINE, count_legal_moves, state_from_position
from boardgames.engines.chinese_checkers import moves as engine_moves
from boardgames.engines.chinese_checkers.engine import coord_paths
from boardgames.engines.core import InvalidAction

# The geometry written from the specification for the item audit (no engine code).
from .test_chinese_checkers_items_audit import DIRS, HOLES, SEAT_CAMPS, WALL, add, camp_of, on_star

MIDDLE = [h for h in HOLES if camp_of(h) is None]


def landings(h, things, rule):
    """One jump from h; ``things`` maps a hole to what stands there (the mover lifted)."""
    out = set()
    for d in DIRS:
        k = 1
        while rule == "long" and on_star(add(h, d, k)) and add(h, d, k) not in things:
            k += 1
        over, land = add(h, d, k), add(h, d, 2 * k)
        if things.get(over, WALL) == WALL or not on_star(land):
            continue
        if all(add(h, d, i) not in things for i in range(k + 1, 2 * k + 1)):
            out.add(land)
    return out


def reference_moves(board, seat, home, rule, only=None):
    """[(start, ..., destination) as (q, r)], ascending by start then destination."""
    things = {HOLES[i]: c for i, c in enumerate(board) if c != "."}
    ok = (None, home, (home + 3) % 6)
    result = []
    for start in sorted(h for h, c in things.items() if c == str(seat)):
        if only is not None and start != only:
            continue
        others = {h: c for h, c in things.items() if h != start}
        best = {}
        layer = {start: [start]}
        while layer:
            nxt = {}
            for h, path in layer.items():
                for land in landings(h, others, rule):
                    if land == start or land in best or land in layer:
                        continue
                    candidate = path + [land]
                    if land not in nxt or candidate < nxt[land]:
                        nxt[land] = candidate
            best.update(layer)
            layer = nxt
        best.pop(start)
        for d in DIRS:
            n = add(start, d)
            if on_star(n) and n not in others:
                best[n] = [start, n]
        result.extend(tuple(best[e]) for e in sorted(best) if camp_of(e) in ok)
    return result


def engine_moves_of(state, seat):
    return [tuple(tuple(h) for h in a["path"]) for a in ENGINE.legal_moves(state, seat)]


def check(state):
    """The engine's move list for the seat to move is exactly the reference's."""
    seat = state["to_move"]
    follow = (state.get("item_turn") or {}).get("follow_up")
    home = SEAT_CAMPS[state["players"]][seat]
    rule = state["options"]["jump_rule"]
    expected = reference_moves(state["board"], seat, home, rule, None if follow is None else tuple(follow))
    got = engine_moves_of(state, seat)
    assert got == expected, (state["board"], seat, rule, follow)
    engine_moves.legal_paths.cache_clear()
    coord_paths.cache_clear()
    assert engine_moves_of(state, seat) == expected  # computed again, not from the memo
    if follow is None:
        assert count_legal_moves(state) == len(expected)
        assert engine_moves.has_move(state["board"], str(seat), home, rule == "long") == bool(expected)
        old = cc_baseline.legal_paths(state["board"], str(seat), home, rule == "long")
        assert [tuple(HOLES[h] for h in p) for p in old] == expected
    return got


def random_position(players, rng, items):
    counts = [rng.randint(1, 10) for _ in range(players)]
    obs_holes = rng.sample(MIDDLE, rng.randint(0, 14)) if items else []
    pool = [h for h in HOLES if h not in obs_holes and (camp_of(h) is None or rng.random() < 0.5)]
    holes = rng.sample(pool, sum(counts))
    pieces, i = {}, 0
    for seat, c in enumerate(counts):
        pieces[str(seat)] = [list(h) for h in holes[i:i + c]]
        i += c
    position = {"pieces": pieces, "to_move": rng.randrange(players), "round": rng.randint(1, 19)}
    if items:
        position["obstacles"] = [{"kind": rng.choice(["roadblock", "road_worker"]), "hole": list(h),
                                  "expires_after_round": 20} for h in obs_holes]
    return position


CASES = [(p, rule, items) for p in (2, 3, 4, 6) for rule in ("single", "long") for items in (False, True)]


@pytest.mark.parametrize("players, rule, items", CASES,
                         ids=[f"{p}p-{r}-{'items' if i else 'plain'}" for p, r, i in CASES])
def test_generator_equals_reference_on_random_placements(players, rule, items):
    rng = random.Random(f"placements-{players}-{rule}-{items}")
    checked = 0
    while checked < 60:
        try:
            state = state_from_position(players, {"jump_rule": rule, "items": items},
                                        random_position(players, rng, items))
        except InvalidAction:
            continue
        check(state)
        checked += 1


@pytest.mark.parametrize("players, rule, items", CASES,
                         ids=[f"{p}p-{r}-{'items' if i else 'plain'}" for p, r, i in CASES])
def test_generator_equals_reference_in_seeded_play(players, rule, items):
    """Random play, items played about one turn in three (obstacles, 龙卷风 shuffles,
    动力弹珠 second moves), every position checked until the game ends or 150 plies."""
    rng = random.Random(f"play-{players}-{rule}-{items}")
    state = ENGINE.new_game(players, {"jump_rule": rule, "items": items}, 11)
    follow_ups = 0
    for _ in range(150):
        if state["to_move"] is None:
            break
        seat = state["to_move"]
        check(state)
        follow_ups += (state.get("item_turn") or {}).get("follow_up") is not None
        legal = [a for a in ENGINE.legal_actions(state, seat) if a["type"] in ("move", "item")]
        used = [a for a in legal if a["type"] == "item"]
        action = rng.choice(used) if used and rng.random() < 0.35 else rng.choice(legal)
        state, _ = ENGINE.apply(state, seat, action)
    if items and players == 2:
        assert follow_ups > 0  # the second move of 动力弹珠 was checked too


def test_the_memo_keys_every_input():
    """One board gives each seat, jump rule and 动力弹珠 piece its own list: seat 0 on
    (0, 0) with seat 1's pieces on (0, 2) and (2, -2) jumps only under 空跳."""
    cells = ["."] * len(HOLES)
    for h, c in (((0, 0), "0"), ((0, 2), "1"), ((2, -2), "1"), ((-3, -3), "0")):
        cells[HOLES.index(h)] = c
    board = "".join(cells)
    long = engine_moves.legal_paths(board, "0", 0, True)
    single = engine_moves.legal_paths(board, "0", 0, False)
    at = HOLES.index
    assert set(long) - set(single) == {(at((0, 0)), at((0, 4))), (at((0, 0)), at((4, -4)))}
    assert len(single) == 6 and len(long) == 8  # (-3, -3): every neighbour is in camp 5
    assert engine_moves.legal_paths(board, "1", 3, True) == tuple(
        tuple(at(h) for h in p) for p in reference_moves(board, 1, 3, "long"))
    assert engine_moves.legal_paths(board, "0", 0, True, at((0, 0))) == tuple(
        p for p in long if p[0] == at((0, 0)))
    assert engine_moves.legal_paths(board, "0", 0, True) is long  # asked again: the memo's answer


def test_memoized_answers_cannot_be_changed_by_a_caller():
    """Each answer's dicts are new and its paths read-only, so no caller can change the
    memo's later answers."""
    state = ENGINE.new_game(2, {}, 1)
    first = ENGINE.legal_moves(state, 0)
    expected = [{"type": "move", "path": [list(h) for h in p]} for p in reference_moves(state["board"], 0, 0, "single")]
    assert first == expected
    first[0]["path"] = [[0, 0], [0, 1]]
    first[1]["type"] = "resign"
    with pytest.raises(TypeError):
        first[2]["path"].append([0, 0])
    with pytest.raises(TypeError):
        first[2]["path"][0][0] = 9
    again = ENGINE.legal_moves(state, 0)
    assert again == expected and again[0] is not first[0]
    assert json.loads(json.dumps(again)) == expected
    assert type(copy.deepcopy(again)[0]["path"]) is list
