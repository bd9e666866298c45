"""QQ跳棋 items: an independent audit of the engine's legal item uses and moves.

A generator written from RULINGS.md "QQ跳棋" ("Items", "Items in detail") and the seed
001_4725200b6eba8a09.txt 道具说明 only, without reading items.py / item_actions.py, lists
every legal item action (all six items) and every move with obstacles on the board
(路障 a wall, 修路工 a fixed piece of nobody's), under both jump rules, with the camp
rule and "within N" as hex distance. It reads the state JSON (board string, obstacles,
items held, item_turn) and is compared with ENGINE.legal_actions on thousands of
positions reached by seeded random item-room play (2/3/4/6 players, ffa and teams).
Every listed item use must also be accepted by apply(), and random unlisted ones
refused with IllegalAction and no change. Pure engine, no Django.

Findings: the legal sets agreed on every position. Fixed: a seat with no move but a
legal item use was passed automatically (now prompted, rules.can_act), and a 动力弹珠
played by such a seat now passes at once. Judgement calls kept: 移形换位 never takes a
piece of a finished seat (its finish stands); 龙卷风 centres need no own piece nearby.
"""

from __future__ import annotations

import json
import random

import pytest

from boardgames.engines.chinese_checkers import ENGINE
from boardgames.engines.core import IllegalAction

# --------------------------------------------------------------------------- independent rules

DIRS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))
SEAT_CAMPS = {2: (0, 3), 3: (0, 2, 4), 4: (0, 1, 3, 4), 6: (0, 1, 2, 3, 4, 5)}
ITEMS = ("roadblock", "road_worker", "power_marble", "wings", "swap", "tornado")
WALL, WORKER = "#", "+"


def on_star(h):
    q, r = h
    s = -q - r
    return min(q, r, s) >= -4 or max(q, r, s) <= 4


HOLES = sorted((q, r) for q in range(-8, 9) for r in range(-8, 9) if on_star((q, r)))


def camp_of(h):
    q, r = h
    s = -q - r
    for camp, inside in enumerate((r < -4, q > 4, s < -4, r > 4, q < -4, s > 4)):
        if inside:
            return camp
    return None


def dist(a, b):
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def add(h, d, k=1):
    return (h[0] + k * d[0], h[1] + k * d[1])


def may_end(h, home):
    return camp_of(h) in (None, home, (home + 3) % 6)


def jumps(occ, p, rule):
    """Landings of one jump from p. occ: hole -> seat digit, WALL or WORKER (mover removed)."""
    out = []
    for d in DIRS:
        if rule == "single":
            pivot, land = add(p, d), add(p, d, 2)
            if occ.get(pivot) not in (None, WALL) and on_star(land) and land not in occ:
                out.append(land)
            continue
        k = 0
        while on_star(add(p, d, k + 1)) and add(p, d, k + 1) not in occ:
            k += 1
        pivot = add(p, d, k + 1)
        if not on_star(pivot) or occ[pivot] == WALL:
            continue
        far = [add(p, d, i) for i in range(k + 2, 2 * k + 3)]
        if all(on_star(h) and h not in occ for h in far):
            out.append(add(p, d, 2 * k + 2))
    return out


def destinations(occ, start, home, rule):
    occ = {h: v for h, v in occ.items() if h != start}
    ends = {add(start, d) for d in DIRS if on_star(add(start, d)) and add(start, d) not in occ}
    seen, stack = {start}, [start]
    while stack:
        for j in jumps(occ, stack.pop(), rule):
            if j not in seen:
                seen.add(j)
                stack.append(j)
    ends |= seen - {start}
    return {e for e in ends if may_end(e, home)}


def occupancy(state):
    return {HOLES[i]: c for i, c in enumerate(state["board"]) if c != "."}


def expected_moves(state, seat, rule):
    occ = occupancy(state)
    home = state["seats"][seat]["camp"]
    follow = (state.get("item_turn") or {}).get("follow_up")
    starts = [tuple(follow)] if follow else [h for h, c in occ.items() if c == str(seat)]
    return {(h, e) for h in starts for e in destinations(occ, h, home, rule)}


def expected_items(state, seat):
    """Every legal item action of ``seat`` (the seat to move) as comparable tuples."""
    if state.get("item_turn") or not state["seats"][seat].get("items"):
        return set()
    held = {k for k, n in state["seats"][seat]["items"].items() if n > 0}
    occ = occupancy(state)
    mine = [h for h, c in occ.items() if c == str(seat)]
    home = state["seats"][seat]["camp"]
    out = set()
    for h in HOLES:
        if h in occ or camp_of(h) is not None or not any(dist(h, p) <= 3 for p in mine):
            continue
        out |= {(k, h) for k in ("roadblock", "road_worker") if k in held}
    if "power_marble" in held:
        out.add(("power_marble",))
    for p in mine:
        for h in HOLES:
            if not 1 <= dist(p, h) <= 4:
                continue
            if "wings" in held and h not in occ and may_end(h, home):
                out.add(("wings", p, h))
            other = occ.get(h)
            if "swap" in held and other not in (None, WALL, WORKER, str(seat)):
                info = state["seats"][int(other)]
                if info["status"] == "playing" and may_end(h, home) and may_end(p, info["camp"]):
                    out.add(("swap", p, h))
    if "tornado" in held:
        for h in HOLES:
            seven = [h] + [add(h, d) for d in DIRS]
            if all(on_star(x) and camp_of(x) is None for x in seven):
                out.add(("tornado", h))
    return out


def as_tuple(a):
    if a["item"] in ("wings", "swap"):
        return (a["item"], tuple(a["from"]), tuple(a["to"]))
    if a["item"] == "power_marble":
        return ("power_marble",)
    return (a["item"], tuple(a["hole"]))


def as_action(t):
    a = {"type": "item", "item": t[0]}
    if t[0] in ("wings", "swap"):
        a["from"], a["to"] = list(t[1]), list(t[2])
    elif t[0] != "power_marble":
        a["hole"] = list(t[1])
    return a


# --------------------------------------------------------------------------- comparison


def compare(state, seat, rule, rng):
    legal = ENGINE.legal_actions(state, seat)
    got_moves = [(tuple(a["path"][0]), tuple(a["path"][-1])) for a in legal if a["type"] == "move"]
    got_items = [as_tuple(a) for a in legal if a["type"] == "item"]
    assert len(got_moves) == len(set(got_moves)) and len(got_items) == len(set(got_items))
    exp_m, exp_i = expected_moves(state, seat, rule), expected_items(state, seat)
    ctx = json.dumps({k: state[k] for k in ("board", "obstacles", "item_turn", "round")})
    assert set(got_moves) == exp_m, (ctx, sorted(set(got_moves) - exp_m), sorted(exp_m - set(got_moves)))
    assert set(got_items) == exp_i, (ctx, sorted(set(got_items) - exp_i), sorted(exp_i - set(got_items)))
    if exp_i and rng.random() < 0.15:  # a listed use is accepted, a random unlisted one refused
        before = json.dumps(state, sort_keys=True)
        ENGINE.apply(state, seat, as_action(rng.choice(sorted(exp_i))))
        kind = rng.choice(["roadblock", "road_worker", "tornado", "wings", "swap"])
        a, b = rng.choice(HOLES), rng.choice(HOLES)
        t = (kind, a, b) if kind in ("wings", "swap") else (kind, a)
        if t not in exp_i:
            with pytest.raises(IllegalAction):
                ENGINE.apply(state, seat, as_action(t))
        assert json.dumps(state, sort_keys=True) == before
    return legal


def run(players, mode, rule, seed, positions):
    rng = random.Random(seed)
    state = ENGINE.new_game(players, {"items": True, "mode": mode, "jump_rule": rule}, rng.randrange(10**6))
    checked = 0
    while checked < positions:
        prompts = ENGINE.prompts(state)
        if not prompts:
            state = ENGINE.new_game(players, {"items": True, "mode": mode, "jump_rule": rule}, rng.randrange(10**6))
            continue
        seat = prompts[0].seat
        legal = compare(state, seat, rule, rng)
        checked += 1
        items = [a for a in legal if a["type"] == "item"]
        moves = [a for a in legal if a["type"] == "move"]
        action = rng.choice(items) if items and rng.random() < 0.35 else rng.choice(moves or items)
        state, _ = ENGINE.apply(state, seat, action)
    return checked


CONFIGS = [(2, "ffa"), (3, "ffa"), (4, "ffa"), (4, "teams"), (6, "ffa"), (6, "teams")]


@pytest.mark.parametrize("rule", ["single", "long"])
@pytest.mark.parametrize("players, mode", CONFIGS, ids=[f"{p}-{m}" for p, m in CONFIGS])
def test_independent_item_generator_matches_engine(players, mode, rule):
    assert run(players, mode, rule, f"{players}-{mode}-{rule}", 200) == 200


MIDDLE = [h for h in HOLES if camp_of(h) is None]


def random_position(players, rng):
    """Pieces anywhere (camps too), up to 12 obstacles of both kinds, random items held."""
    counts = [rng.randint(1, 10) for _ in range(players)]
    n_obs = rng.randint(0, 12)
    obs_holes = rng.sample(MIDDLE, n_obs)
    free = [h for h in HOLES if h not in obs_holes]
    pool = [h for h in free if camp_of(h) is None or rng.random() < 0.4]
    holes = rng.sample(pool, sum(counts))
    pieces, i = {}, 0
    for seat, c in enumerate(counts):
        pieces[str(seat)] = [list(h) for h in holes[i:i + c]]
        i += c
    rnd = rng.randint(1, 19)
    obstacles = [{"kind": rng.choice(["roadblock", "road_worker"]), "hole": list(h),
                  "expires_after_round": rnd + rng.randint(0, 3)} for h in obs_holes]
    items = {str(s): {k: rng.randint(0, 1) for k in ITEMS} for s in range(players)}
    return {"pieces": pieces, "to_move": rng.randrange(players), "round": rnd,
            "obstacles": obstacles, "items": items}


@pytest.mark.parametrize("rule", ["single", "long"])
@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_independent_generator_on_obstacle_heavy_positions(players, rule):
    from boardgames.engines.chinese_checkers import state_from_position
    from boardgames.engines.core import InvalidAction

    rng = random.Random(f"obstacles-{players}-{rule}")
    checked = 0
    while checked < 40:
        mode = "teams" if players in (4, 6) and rng.random() < 0.3 else "ffa"
        try:
            state = state_from_position(players, {"jump_rule": rule, "mode": mode, "items": True},
                                        random_position(players, rng), seed=checked)
        except InvalidAction:
            continue
        seat = state["to_move"]
        legal = compare(state, seat, rule, rng)
        checked += 1
        for a in [a for a in legal if a["type"] == "item"][:: max(1, len(legal) // 6)]:
            after, _ = ENGINE.apply(state, seat, a)  # the position right after an item
            if after["to_move"] is not None and ENGINE.prompts(after):
                compare(after, ENGINE.prompts(after)[0].seat, rule, rng)


# --------------------------------------------------------------------------- findings

# Seat 1's only piece sits on its home tip (-4, 8), both neighbours and both holes beyond
# them held by seat 0: no step, no jump. Seat 0 can still move its piece on (0, 0).
BLOCKED = {"pieces": {"0": [[-4, 7], [-3, 7], [-4, 6], [-2, 6], [0, 0]], "1": [[-4, 8]]},
           "to_move": 0}


def test_finding_seat_without_moves_but_with_items_is_prompted_not_passed():
    """Finding 1: a seat with no move but a legal item use (飞天翼 is "your move") was
    passed automatically and never got to use it. It must be prompted instead."""
    from boardgames.engines.chinese_checkers import state_from_position

    state = state_from_position(2, {"items": True}, BLOCKED)
    state, events = ENGINE.apply(state, 0, {"type": "move", "path": [[0, 0], [1, 0]]})
    assert state["to_move"] == 1 and not [e for e in events if e["type"] == "pass"]
    legal = ENGINE.legal_actions(state, 1)
    assert not [a for a in legal if a["type"] == "move"]
    exp = expected_items(state, 1)
    assert {as_tuple(a) for a in legal if a["type"] == "item"} == exp
    assert ("wings", (-4, 8), (-4, 5)) in exp and ("tornado", (0, 0)) in exp
    state, _ = ENGINE.apply(state, 1, {"type": "item", "item": "wings", "from": [-4, 8], "to": [-4, 5]})
    assert occupancy(state)[(-4, 5)] == "1" and state["to_move"] == 0
    # the position itself may start with seat 1 to move; without items it is refused
    assert state_from_position(2, {"items": True}, {**BLOCKED, "to_move": 1})["to_move"] == 1


def test_seat_without_moves_and_without_usable_items_still_passes():
    from boardgames.engines.chinese_checkers import state_from_position

    none = {"0": {k: 1 for k in ITEMS}, "1": {k: 0 for k in ITEMS}}
    state = state_from_position(2, {"items": True}, {**BLOCKED, "items": none})
    state, events = ENGINE.apply(state, 0, {"type": "move", "path": [[0, 0], [1, 0]]})
    assert [e["seat"] for e in events if e["type"] == "pass"] == [1] and state["to_move"] == 0


def test_power_marble_by_a_seat_without_moves_passes_at_once():
    """Follows from finding 1: a prompted seat with no move that plays 动力弹珠 passes at
    once (RULINGS: an item that leaves the seat without a move is allowed) instead of
    being left to move with nothing to move."""
    from boardgames.engines.chinese_checkers import state_from_position

    state = state_from_position(2, {"items": True}, {**BLOCKED, "to_move": 1})
    state, events = ENGINE.apply(state, 1, {"type": "item", "item": "power_marble"})
    assert [(e["seat"], e["why"]) for e in events if e["type"] == "pass"] == [(1, "no legal move after the item")]
    assert state["to_move"] == 0 and state["round"] == 2
    assert state["seats"][1]["items"]["power_marble"] == 0
