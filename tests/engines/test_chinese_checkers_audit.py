"""QQ跳棋: an independent audit of the engine.

A compact move generator written from the specification only (seed
001_4725200b6eba8a09.txt, RULINGS.md "QQ跳棋", issue 2 "The game"), without reading
moves.py, is compared with ENGINE.legal_actions on a few hundred seeded positions
(random placements and positions reached by random play, 2/3/4/6 players, both jump
rules). Every canonical path must be valid under the independent rules, random
alternative jump chains must be accepted by apply() and foreign-camp ends rejected.
Then the rule checkpoints (anti-passivity 20/25/30 -> 5/8/10, teams 15/23, three
timeouts, resign places, draws) and malformed actions. Pure engine, no Django.
"""

from __future__ import annotations

import json
import random

import pytest

from boardgames.engines.chinese_checkers import ENGINE, count_legal_moves, position_of, state_from_position
from boardgames.engines.core import IllegalAction, InvalidAction, RulesError

# --------------------------------------------------------------------------- independent rules

DIRS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))
SEAT_CAMPS = {2: (0, 3), 3: (0, 2, 4), 4: (0, 1, 3, 4), 6: (0, 1, 2, 3, 4, 5)}


def on_star(h):
    q, r = h
    s = -q - r
    return min(q, r, s) >= -4 or max(q, r, s) <= 4


HOLES = [(q, r) for q in range(-8, 9) for r in range(-8, 9) if on_star((q, r))]


def camp_of(h):
    q, r = h
    s = -q - r
    for camp, inside in enumerate((r < -4, q > 4, s < -4, r > 4, q < -4, s > 4)):
        if inside:
            return camp
    return None


CAMPS = {c: sorted(h for h in HOLES if camp_of(h) == c) for c in range(6)}
MIDDLE = [h for h in HOLES if camp_of(h) is None]


def add(h, d, k=1):
    return (h[0] + k * d[0], h[1] + k * d[1])


def jumps(occ, p, rule):
    """Landings of one jump from p; occ excludes the moving piece."""
    out = []
    for d in DIRS:
        if rule == "single":
            if add(p, d) in occ and on_star(add(p, d, 2)) and add(p, d, 2) not in occ:
                out.append(add(p, d, 2))
            continue
        k = 0  # empty holes before the first piece
        while on_star(add(p, d, k + 1)) and add(p, d, k + 1) not in occ:
            k += 1
        if not on_star(add(p, d, k + 1)):
            continue
        far = [add(p, d, i) for i in range(k + 2, 2 * k + 3)]
        if all(on_star(h) and h not in occ for h in far):
            out.append(add(p, d, 2 * k + 2))
    return out


def destinations(occ, start, home, rule):
    occ = set(occ) - {start}
    ends = {add(start, d) for d in DIRS if on_star(add(start, d)) and add(start, d) not in occ}
    seen, stack = {start}, [start]
    while stack:
        for j in jumps(occ, stack.pop(), rule):
            if j not in seen:
                seen.add(j)
                stack.append(j)
    ends |= seen - {start}
    return {e for e in ends if camp_of(e) in (None, home, (home + 3) % 6)}


def path_valid(occ, path, home, rule):
    start = path[0]
    o = set(occ) - {start}
    if len(path) < 2 or len(set(path)) != len(path):
        return False
    if camp_of(path[-1]) not in (None, home, (home + 3) % 6):
        return False
    if len(path) == 2 and path[1] in [add(start, d) for d in DIRS]:
        return path[1] not in o
    return all(b in jumps(o, a, rule) for a, b in zip(path, path[1:]))


# --------------------------------------------------------------------------- helpers


def occupancy(state):
    return {tuple(h): int(s) for s, hs in position_of(state)["pieces"].items() for h in hs}


def moves(state, seat=None):
    seat = state["to_move"] if seat is None else seat
    return [a for a in ENGINE.legal_actions(state, seat) if a["type"] == "move"]


def L(holes):
    return [list(h) for h in holes]


def random_position(players, rng):
    pool = MIDDLE + [h for h in HOLES if camp_of(h) is not None and rng.random() < 0.4] if rng.random() < 0.6 else HOLES
    counts = [rng.randint(1, 10) for _ in range(players)]
    holes = rng.sample(pool, sum(counts))
    pieces, i = {}, 0
    for seat, c in enumerate(counts):
        pieces[str(seat)] = L(holes[i:i + c])
        i += c
    return {"pieces": pieces, "to_move": rng.randrange(players), "round": rng.randint(1, 19)}


def compare(state, rule, players, rng):
    seat = state["to_move"]
    home = SEAT_CAMPS[players][seat]
    occ = occupancy(state)
    expected = {(h, e) for h, s in occ.items() if s == seat for e in destinations(occ, h, home, rule)}
    acts = moves(state)
    got = [(tuple(a["path"][0]), tuple(a["path"][-1])) for a in acts]
    pos = position_of(state)
    assert len(got) == len(set(got)), pos
    assert set(got) == expected, (pos, sorted(set(got) - expected), sorted(expected - set(got)))
    assert count_legal_moves(state) == len(expected), pos
    for a in acts:
        assert path_valid(occ, [tuple(h) for h in a["path"]], home, rule), (pos, a)
    # a random (usually non-canonical) jump chain of one piece: accepted iff it may end there
    before = json.dumps(state, sort_keys=True)
    start = rng.choice([h for h, s in occ.items() if s == seat])
    chain, others = [start], set(occ) - {start}
    while True:
        options = [j for j in jumps(others, chain[-1], rule) if j not in chain]
        if not options or (len(chain) > 1 and rng.random() < 0.3):
            break
        chain.append(rng.choice(options))
    if len(chain) > 1:
        action = {"type": "move", "path": L(chain)}
        if camp_of(chain[-1]) in (None, home, (home + 3) % 6):
            new, _ = ENGINE.apply(state, seat, action)
            if new["seats"][seat]["status"] in ("playing", "finished"):
                assert occupancy(new).get(chain[-1]) == seat
        else:
            with pytest.raises(IllegalAction):
                ENGINE.apply(state, seat, action)
    assert json.dumps(state, sort_keys=True) == before


@pytest.mark.parametrize("rule", ["single", "long"])
@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_independent_generator_on_random_positions(rule, players):
    rng = random.Random(f"{rule}-{players}")
    checked = 0
    while checked < 40:  # random placements
        mode = "teams" if players in (4, 6) and rng.random() < 0.3 else "ffa"
        try:
            state = state_from_position(players, {"jump_rule": rule, "mode": mode}, random_position(players, rng))
        except InvalidAction:
            continue
        compare(state, rule, players, rng)
        checked += 1
    state = ENGINE.new_game(players, {"jump_rule": rule}, 7)  # positions of random play
    for _ in range(60):
        if state["to_move"] is None:
            break
        compare(state, rule, players, rng)
        state, _ = ENGINE.apply(state, state["to_move"], rng.choice(moves(state)))


def test_geometry_and_seats():
    assert len(HOLES) == 121 and all(len(CAMPS[c]) == 10 for c in range(6)) and len(MIDDLE) == 61
    for players, camps in SEAT_CAMPS.items():
        state = ENGINE.new_game(players, {}, 0)
        pieces = position_of(state)["pieces"]
        for seat, camp in enumerate(camps):
            assert sorted(tuple(h) for h in pieces[str(seat)]) == CAMPS[camp]
            assert (state["seats"][seat]["camp"], state["seats"][seat]["target"]) == (camp, (camp + 3) % 6)
    assert ENGINE.seat_teams(4, ENGINE.normalize_options(4, {"mode": "teams"})) == [0, 1, 0, 1]
    assert ENGINE.seat_teams(6, ENGINE.normalize_options(6, {"mode": "teams"})) == [0, 1, 0, 1, 0, 1]


@pytest.mark.parametrize("rule", ["single", "long"])
def test_opening_counts_14_and_196(rule):
    state = ENGINE.new_game(2, {"jump_rule": rule}, 0)
    first = moves(state)
    assert len(first) == 14
    assert sum(len(moves(ENGINE.apply(state, 0, a)[0])) for a in first) == 196
    occ = set(CAMPS[0]) | set(CAMPS[3])
    mine = [(h, e) for h in CAMPS[0] for e in destinations(occ, h, 0, rule)]
    assert len(mine) == 14
    assert sum(len(destinations((occ - {h}) | {e}, x, 3, rule)) for h, e in mine for x in CAMPS[3]) == 196


def test_long_jump_line_passes_over_the_vacated_start():
    # (0,0) -> (0,2) over (0,1) -> (2,0) over (1,1) -> (-4,0) over (-1,0): the last jump's
    # near half (1,0),(0,0) includes the start hole, empty while the piece moves.
    state = state_from_position(2, {"jump_rule": "long"},
                                {"pieces": {"0": [[0, 0]], "1": [[0, 1], [1, 1], [-1, 0]]}, "to_move": 0})
    paths = {tuple(a["path"][-1]): a["path"] for a in moves(state)}
    assert paths[(-4, 0)] == [[0, 0], [0, 2], [2, 0], [-4, 0]]
    assert set(paths) == destinations({(0, 0), (0, 1), (1, 1), (-1, 0)}, (0, 0), 0, "long")


# --------------------------------------------------------------------------- rules


def near_finish(target, gap, outside):
    return L(h for h in CAMPS[target] if h != gap) + [list(outside)]


def other_move(state):
    """A move from the middle to the middle (does not change anyone's home count)."""
    return next(a for a in moves(state) if camp_of(tuple(a["path"][0])) is None and camp_of(tuple(a["path"][-1])) is None)


@pytest.mark.parametrize("rnd,need", [(20, 5), (25, 8), (30, 10)])
@pytest.mark.parametrize("short", [True, False])
def test_anti_passivity_checkpoints(rnd, need, short):
    outside = need - 1 if short else need
    pieces = {"0": L(CAMPS[0][:10 - outside]) + L(MIDDLE[:outside]), "1": L(MIDDLE[-10:])}
    for r in (rnd - 1, rnd):
        state = state_from_position(2, {}, {"pieces": pieces, "to_move": 0, "round": r})
        state, _ = ENGINE.apply(state, 0, other_move(state))
        state, _ = ENGINE.apply(state, 1, other_move(state))
        fails = short and r == rnd
        assert (state["seats"][0]["status"] == "left") == fails
        if fails:
            assert state["seats"][0]["left_reason"] == "anti_passivity"
            assert state["seats"][1]["spared_by_anti_passivity"] is True
            assert ENGINE.outcome(state).places == [2, 1]
            assert occupancy(state) and 0 not in occupancy(state).values()


def test_team_thresholds_15_and_23():
    c0, c3 = CAMPS[0], CAMPS[3]
    pos = {"pieces": {"0": L(c3[:7]) + [[0, 0], [1, 1], [-2, 4]], "2": L(c0[:7]) + [[2, 0], [3, 0], [0, 2]],
                      "1": [[-2, 0]], "3": [[2, -3]]}, "to_move": 0, "round": 3}
    state = state_from_position(4, {"mode": "teams"}, pos)
    assert ENGINE.apply(state, 0, {"type": "move", "path": [[0, 0], [0, -1]]})[0]["result"] is None  # 14
    won, _ = ENGINE.apply(state, 0, {"type": "move", "path": [[-2, 4], [-2, 5]]})  # 15
    assert won["result"]["reason"] == "team_victory" and won["result"]["winner_team"] == 0
    gap, out = (5, -1), (4, -1)
    for n4, wins in ((6, True), (5, False)):  # 8 + 8 + (n4 + 1) in targets after the move
        pos = {"pieces": {"0": L(c3[:8]) + [[0, 3]], "2": L(CAMPS[5][:8]) + [[-3, 0]],
                          "4": L([h for h in CAMPS[1] if h != gap][:n4]) + [list(out), [2, -3]],
                          "1": [[0, 0]], "3": [[1, 1]], "5": [[-1, -1]]}, "to_move": 4, "round": 3}
        state = state_from_position(6, {"mode": "teams"}, pos)
        new, _ = ENGINE.apply(state, 4, {"type": "move", "path": [list(out), list(gap)]})
        assert (new["result"] is not None and new["result"]["reason"] == "team_victory") == wins


def test_finishing_order_and_resign_places():
    pos = {"pieces": {"0": near_finish(3, (-1, 5), (-1, 4)), "1": [[0, 0]], "2": [[2, 2]], "3": [[-2, -1]]},
           "to_move": 0, "round": 5}
    state = state_from_position(4, {}, pos)
    state, _ = ENGINE.apply(state, 2, {"type": "resign"})
    state, _ = ENGINE.apply(state, 1, {"type": "resign"})
    assert 2 not in occupancy(state).values()
    state, _ = ENGINE.apply(state, 0, {"type": "move", "path": [[-1, 4], [-1, 5]]})
    assert ENGINE.outcome(state).places == [1, 3, 4, 2]


def test_three_consecutive_timeouts_leave_and_a_move_resets():
    timeout = {"type": "timeout"}
    state = ENGINE.new_game(3, {}, 0)
    for step in ["T", "m", "m", "T", "m", "m", "M", "m", "m", "T", "m", "m", "T", "m", "m"]:
        state, _ = ENGINE.apply(state, state["to_move"], timeout if step == "T" else moves(state)[0])
    assert (state["seats"][0]["timeouts"], state["seats"][0]["status"]) == (2, "playing")
    state, _ = ENGINE.apply(state, 0, timeout)
    assert state["seats"][0]["status"] == "left" and 0 not in occupancy(state).values()
    assert state["result"] is None and state["to_move"] == 1


def test_draw_needs_everyone_still_playing():
    state = ENGINE.new_game(3, {}, 0)
    state, _ = ENGINE.apply(state, 1, {"type": "offer_draw"})
    state, _ = ENGINE.apply(state, 0, {"type": "accept_draw"})
    assert state["result"] is None
    state, _ = ENGINE.apply(state, 2, {"type": "accept_draw"})
    assert state["result"]["reason"] == "draw" and ENGINE.outcome(state).draw


# --------------------------------------------------------------------------- malformed actions

MALFORMED = [
    None, 1, "move", [], {}, {"type": None}, {"type": 1}, {"type": ["move"]}, {"type": "MOVE"},
    {"type": "move"}, {"type": "move", "path": None}, {"type": "move", "path": "ab"},
    {"type": "move", "path": [[1, -5]]}, {"type": "move", "path": [[True, -5], [0, -4]]},
    {"type": "move", "path": [[1, -5], [False, -4]]}, {"type": "move", "path": [[1.0, -5], [0, -4]]},
    {"type": "move", "path": [[1, -5], [0, float("nan")]]}, {"type": "move", "path": [[10 ** 30, -5], [0, -4]]},
    {"type": "move", "path": [[1, -5], [-100, -4]]}, {"type": "move", "path": [[1, -5], [0, -4, 1]]},
    {"type": "move", "path": [["1", "-5"], ["0", "-4"]]}, {"type": "move", "path": [{"q": 1, "r": -5}, [0, -4]]},
    {"type": "move", "path": [[1, -5], [1, -5]]}, {"type": "move", "path": [[1, -5], [0, -4], [-1, -3]]},
    {"type": "move", "path": [[1, -5]] + [[0, -4], [1, -4]] * 2000},
    {"type": "move", "path": [[-4, 5], [-4, 4]]}, {"type": "move", "path": [[4, -8], [4, -7]]},
    {"type": "move", "path": [[1, -5], [1, -3]]}, {"type": "accept_draw"}, {"type": "decline_draw"},
]


@pytest.mark.parametrize("seat", [0, 1, -1, 2, True, None, "0", 1.0])
def test_malformed_actions_raise_rules_errors_and_change_nothing(seat):
    state = ENGINE.new_game(2, {"jump_rule": "long"}, 0)
    before = json.dumps(state, sort_keys=True)
    for action in MALFORMED:
        with pytest.raises(RulesError) as err:
            ENGINE.apply(state, seat, action)
        assert str(err.value)
        assert json.dumps(state, sort_keys=True) == before


def test_error_message_of_a_huge_path_is_bounded():
    """Audit finding, fixed: a 200,001-hole path once gave a 2.2 MB message."""
    state = ENGINE.new_game(2, {}, 0)
    with pytest.raises(RulesError) as err:
        ENGINE.apply(state, 0, {"type": "move", "path": [[1, -5]] + [[0, -4], [1, -4]] * 2000})
    assert str(err.value) == "A move's path has at most 121 holes; this one has 4001."
    with pytest.raises(RulesError) as err:
        ENGINE.apply(state, 0, {"type": "move", "path": [[1, -5], [[0] * 1000, 1]]})
    assert len(str(err.value)) < 200
