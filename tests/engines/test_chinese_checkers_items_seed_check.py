"""QQ跳棋 items (道具) checked line by line against the seed and the rulings.

Each test quotes the line it checks: the seed ``shared/seeds/001_4725200b6eba8a09.txt``
(section 道具说明) or ``shared/RULINGS.md`` ("QQ跳棋", "Items", "Items in detail").
Expected sets are computed here from the texts (cube distance, the camp inequalities of
docs/rules/chinese-checkers.md), never from the engine's tables. The last part fuzzes
junk item actions: each must raise a RulesError and leave the state as it was.
"""

from __future__ import annotations

import copy
import random

import pytest

from boardgames.engines.chinese_checkers import ENGINE, state_from_position
from boardgames.engines.core import GameOver, IllegalAction, InvalidAction, NotYourTurn, RulesError, Rng

from .chinese_checkers_support import ITEMS, STAR, camp, dist, ends, item, pos


def may_end(home: int, h) -> bool:
    """RULINGS: a move may end only in the mover's home or target camp, or outside."""
    return camp(h) in (None, home, (home + 3) % 6)


def move(*holes):
    return {"type": "move", "path": [list(h) for h in holes]}


def uses(state, name, seat=0):
    return [a for a in ENGINE.legal_actions(state, seat) if a["type"] == "item" and a["item"] == name]


def cell(state, h) -> str:
    from boardgames.engines.chinese_checkers.board import INDEX
    return state["board"][INDEX[tuple(h)]]


def refused(state, seat, action, error, text):
    """``action`` raises ``error`` whose message contains ``text``; state unchanged."""
    before = copy.deepcopy(state)
    with pytest.raises(error) as caught:
        ENGINE.apply(state, seat, action)
    assert text in str(caught.value), str(caught.value)
    assert state == before


# -- how items are obtained and held ------------------------------------------------

@pytest.mark.parametrize("players, mode", [(2, "ffa"), (3, "ffa"), (4, "ffa"), (6, "ffa"),
                                           (4, "teams"), (6, "teams")])
def test_each_player_starts_with_one_of_each(players, mode):
    # RULINGS "Items": "a room option; each player starts with one of each". The seed
    # names no other way to get items: none appear on the board, none are dealt later.
    state = ENGINE.new_game(players, {"items": True, "mode": mode}, 7)
    assert [s["items"] for s in state["seats"]] == [dict.fromkeys(ITEMS, 1)] * players
    plain = ENGINE.new_game(players, {"mode": mode}, 7)
    assert [s["items"] for s in plain["seats"]] == [None] * players


def test_items_are_never_gained_and_used_ones_are_gone():
    # RULINGS "Items": one of each at the start, so a used item is gone for the game.
    rng = random.Random(11)
    state = ENGINE.new_game(3, {"items": True}, 5)
    for _ in range(300):
        if state["result"] is not None:
            break
        seat = state["to_move"]
        legal = [a for a in ENGINE.legal_actions(state, seat) if a["type"] in ("move", "item")]
        before = {s: dict(info["items"]) for s, info in enumerate(state["seats"])}
        action = rng.choice(legal)
        state, events = ENGINE.apply(state, seat, action)
        for s, info in enumerate(state["seats"]):
            used = [e["item"] for e in events if e["type"] == "item" and e["seat"] == s]
            assert info["items"] == {n: before[s][n] - used.count(n) for n in ITEMS}
    assert all(0 <= n <= 1 for info in state["seats"] for n in info["items"].values())
    spent = pos({0: [(0, 0)], 1: [(0, -3)]})
    spent, _ = ENGINE.apply(spent, 0, item("tornado", hole=(1, 1)))
    spent, _ = ENGINE.apply(spent, 0, move(*_first_move(spent)))
    spent, _ = ENGINE.apply(spent, 1, move(*_first_move(spent, 1)))
    refused(spent, 0, item("tornado", hole=(1, 1)), IllegalAction, "You have no 龙卷风 (tornado) left.")


def _first_move(state, seat=0):
    return [tuple(h) for h in ENGINE.legal_moves(state, seat)[0]["path"]]


# -- who may use an item, and when ---------------------------------------------------

def test_only_the_seat_to_move_and_at_most_one_item_a_turn():
    # RULINGS "Items in detail": "at most one item a turn"; items are played "before your
    # move" or "are your move", so only in the seat's own turn.
    state = pos({0: [(0, 0)], 1: [(0, -3)]})
    refused(state, 1, item("power_marble"), NotYourTurn, "It is seat 0's turn, not seat 1's")
    after, _ = ENGINE.apply(state, 0, item("road_worker", hole=(2, 0)))
    assert after["to_move"] == 0 and after["seats"][0]["items"]["road_worker"] == 0
    for second in (item("roadblock", hole=(-2, 0)), item("power_marble"), item("tornado", hole=(1, 1)),
                   item("wings", **{"from": (0, 0), "to": (0, 4)})):
        refused(after, 0, second, IllegalAction, "At most one item a turn: you have already used 修路工")
    assert [a for a in ENGINE.legal_actions(after, 0) if a["type"] == "item"] == []
    assert ENGINE.prompts(after)[0].kinds == ("move",)
    assert ENGINE.prompts(state)[0].kinds == ("move", "item")


def test_plain_room_refuses_items():
    # RULINGS "Items": "a room option".
    plain = ENGINE.new_game(2, {}, 1)
    refused(plain, 0, item("power_marble"), IllegalAction, "This room plays without items")


def test_no_item_once_the_game_is_over():
    state = pos({0: [(-1, 4)], 1: [(0, -3)]})
    over, _ = ENGINE.apply(state, 0, move((-1, 4), (-1, 5)))
    assert over["result"]["reason"] == "finished"
    refused(over, 0, item("power_marble"), GameOver, "The game is over")


# -- 路障 roadblock --------------------------------------------------------------------

def test_roadblock_and_road_worker_targets_are_empty_non_camp_holes_within_3():
    # Seed 路障/修路工: "在非营区处，己方棋子3棋位半径内的空位上". RULINGS: "an empty hole
    # outside every camp within 3 holes of one of your pieces" (own pieces: not a partner's).
    pieces = {0: [(0, -4), (-3, 3)], 1: [(1, -4), (2, -3)], 2: [(-2, 2)], 3: [(3, 0)]}
    state = pos(pieces, players=4, mode="teams")
    taken = {h for hs in pieces.values() for h in hs}
    want = {h for h in STAR if camp(h) is None and h not in taken
            and any(dist(h, p) <= 3 for p in pieces[0])}
    assert (1, -5) not in want and (-2, 2) not in want and (4, 0) not in want
    assert (1, 1) not in want  # within 3 of the partner's (-2, 2) only
    for name in ("roadblock", "road_worker"):
        assert {tuple(a["hole"]) for a in uses(state, name)} == want
    refused(state, 0, item("roadblock", hole=(1, -5)), IllegalAction,
            "(1, -5): the hole is in a camp (obstacles go outside every camp)")
    refused(state, 0, item("roadblock", hole=(1, -4)), IllegalAction, "(1, -4): the hole is not empty")
    refused(state, 0, item("road_worker", hole=(4, 0)), IllegalAction,
            "(4, 0): none of your pieces is within 3 holes of it")


def test_roadblock_is_never_landed_on_nor_jumped_single():
    # Seed 路障: "任何棋子不能跳跃之". RULINGS: "nothing may land on or jump over it".
    state = pos({0: [(0, 0)], 1: [(0, -3)]})
    blocked, events = ENGINE.apply(state, 0, item("roadblock", hole=(0, 1)))
    assert events[0]["expires_after_round"] == 4 and cell(blocked, (0, 1)) == "#"
    assert ends(blocked) == {(-1, 0), (-1, 1), (0, -1), (1, -1), (1, 0)}
    refused(blocked, 0, move((0, 0), (0, 1)), IllegalAction, "blocked by a 路障 (roadblock)")
    refused(blocked, 0, move((0, 0), (0, 2)), IllegalAction, "there is no 一子跳 jump from (0, 0) to (0, 2)")


def test_road_worker_is_a_fixed_pivot_single():
    # Seed 修路工: "放置一个固定的虚拟棋子"; RULINGS: "a fixed piece that can be jumped over
    # but not moved".
    state = pos({0: [(0, 0)], 1: [(0, -3)]})
    worker, _ = ENGINE.apply(state, 0, item("road_worker", hole=(0, 1)))
    assert cell(worker, (0, 1)) == "+"
    assert ends(worker) == {(-1, 0), (-1, 1), (0, -1), (1, -1), (1, 0), (0, 2)}
    jumped, _ = ENGINE.apply(worker, 0, move((0, 0), (0, 2)))
    assert cell(jumped, (0, 1)) == "+" and cell(jumped, (0, 2)) == "0"


def test_obstacles_under_long_jumps():
    # RULINGS "Items in detail": "under 空跳 a line through it [路障] is blocked"; 修路工
    # "counts as a piece for every jump rule (pivot, and not an empty hole)".
    base = {0: [(0, 0)], 1: [(2, 0), (0, -3)]}
    open_line = pos(base, rule="long")
    assert (4, 0) in ends(open_line)
    for hole in ((1, 0), (3, 0)):
        s, _ = ENGINE.apply(pos(base, rule="long"), 0, item("roadblock", hole=hole))
        assert (4, 0) not in ends(s)
        w, _ = ENGINE.apply(pos(base, rule="long"), 0, item("road_worker", hole=hole))
        assert (4, 0) not in ends(w)  # a piece before or after the pivot breaks the symmetry
    pivot = pos({0: [(0, 0)], 1: [(0, -3)]}, rule="long")
    w, _ = ENGINE.apply(pivot, 0, item("road_worker", hole=(2, 0)))
    assert (4, 0) in ends(w)
    r, _ = ENGINE.apply(pivot, 0, item("roadblock", hole=(2, 0)))
    assert (4, 0) not in ends(r) and (1, 0) in ends(r)


@pytest.mark.parametrize("placer", [0, 1])
def test_obstacle_lasts_three_rounds(placer):
    # Seed: "维持3轮"; RULINGS: "an obstacle's 3 rounds end when the round that began
    # after its placing plus two more have ended": placed in round 1, gone at the end of 4.
    state = pos({0: [(0, 0), (-3, -1)], 1: [(0, -3), (3, 1)]}, to_move=placer)
    hole = (2, 0) if placer == 0 else (-2, -1)
    state, events = ENGINE.apply(state, placer, item("roadblock", hole=hole))
    seen = []
    while state["round"] <= 4:
        seen.append((state["round"], cell(state, hole)))
        seat = state["to_move"]
        state, events = ENGINE.apply(state, seat, ENGINE.legal_moves(state, seat)[0])
    assert {c for _, c in seen} == {"#"}
    assert cell(state, hole) == "." and state["obstacles"] == [] and state["round"] == 5
    assert {"type": "obstacle_expired", "kind": "roadblock", "hole": list(hole), "seat": placer,
            "round": 4} in events


def test_obstacle_survives_its_placer_leaving():
    # The rulings say the 3 rounds count rounds only; the obstacle is the board's, not the seat's.
    state = pos({0: [(0, 0)], 1: [(0, -3)], 2: [(3, 1)]}, players=3)
    state, _ = ENGINE.apply(state, 0, item("road_worker", hole=(2, 0)))
    state, _ = ENGINE.apply(state, 0, {"type": "resign"})
    assert cell(state, (2, 0)) == "+" and state["obstacles"][0]["expires_after_round"] == 4


# -- 动力弹珠 power marble ---------------------------------------------------------------

def test_power_marble_moves_the_same_piece_twice():
    # Seed 动力弹珠: "在一轮内，可操作本方任意一跳子连续行动两次". RULINGS: "the piece you
    # move may move again at once".
    state = pos({0: [(0, 0), (-3, -1)], 1: [(0, -3)]})
    state, _ = ENGINE.apply(state, 0, item("power_marble"))
    assert state["to_move"] == 0
    state, events = ENGINE.apply(state, 0, move((0, 0), (1, 0)))
    assert events[-1] == {"type": "second_move", "seat": 0, "hole": [1, 0]}
    assert ends(state) == {(0, 0), (1, -1), (2, -1), (2, 0), (1, 1), (0, 1)}
    assert {tuple(a["path"][0]) for a in ENGINE.legal_moves(state, 0)} == {(1, 0)}
    refused(state, 0, move((-3, -1), (-2, -1)), IllegalAction,
            "the second move must be made by the piece on (1, 0), not (-3, -1)")
    refused(state, 0, item("wings", **{"from": (1, 0), "to": (3, 0)}), IllegalAction, "At most one item")
    state, _ = ENGINE.apply(state, 0, move((1, 0), (2, 0)))
    assert state["to_move"] == 1 and cell(state, (2, 0)) == "0" and state["turn"] == 1


def test_power_marble_no_second_move_when_the_first_finishes():
    state = pos({0: [(-1, 4)], 1: [(0, -3)]})
    state, _ = ENGINE.apply(state, 0, item("power_marble"))
    state, events = ENGINE.apply(state, 0, move((-1, 4), (-1, 5)))
    assert state["result"]["reason"] == "finished" and [s["place"] for s in state["seats"]] == [1, 2]
    assert not any(e["type"] == "second_move" for e in events)


# -- 飞天翼 wings --------------------------------------------------------------------

def test_wings_targets_and_camp_rule():
    # Seed 飞天翼: "移动到半径为4棋位内的任意无跳子位上（瞬移）。注意：任意跳子不允许停留在
    # 除自己营区和目的营区以外的任意营区。" A 修路工 is a 虚拟棋子, so its hole is no
    # 无跳子位; a 路障: "nothing may land on" it (RULINGS).
    pieces = {0: [(2, -3), (-1, 0)], 1: [(3, -2), (0, -4)]}
    state = pos(pieces, obstacles=[{"kind": "road_worker", "hole": [1, -2], "expires_after_round": 3},
                                   {"kind": "roadblock", "hole": [0, -1], "expires_after_round": 3}])
    taken = {h for hs in pieces.values() for h in hs} | {(1, -2), (0, -1)}
    want = {(p, h) for p in pieces[0] for h in STAR
            if 0 < dist(p, h) <= 4 and h not in taken and may_end(0, h)}
    assert {(tuple(a["from"]), tuple(a["to"])) for a in uses(state, "wings")} == want
    assert ((2, -3), (4, -6)) in want and ((2, -3), (5, -4)) not in want  # own home yes, camp 1 no
    refused(state, 0, item("wings", **{"from": (2, -3), "to": (5, -4)}), IllegalAction,
            "your piece would end in another player's camp at (5, -4)")
    refused(state, 0, item("wings", **{"from": (2, -3), "to": (1, -2)}), IllegalAction,
            "the hole (1, -2) is not empty")
    refused(state, 0, item("wings", **{"from": (2, -3), "to": (0, -1)}), IllegalAction,
            "the hole (0, -1) is not empty")
    refused(state, 0, item("wings", **{"from": (-1, 0), "to": (-1, 5)}), IllegalAction,
            "(-1, 5) is not within 4 holes of (-1, 0)")
    refused(state, 0, item("wings", **{"from": (3, -2), "to": (3, 0)}), IllegalAction,
            "(3, -2) does not hold one of your pieces")


def test_wings_is_the_move_and_can_finish():
    # RULINGS: 飞天翼 "[is] your move"; finishing: all pieces in the target camp.
    state = pos({0: [(-1, 4)], 1: [(0, -3)]})
    state["seats"][0]["timeouts"] = 2
    flown, events = ENGINE.apply(state, 0, item("wings", **{"from": (-1, 4), "to": (-3, 7)}))
    assert flown["result"]["reason"] == "finished" and flown["seats"][0]["place"] == 1
    assert flown["seats"][0]["timeouts"] == 0
    mid = pos({0: [(0, 0)], 1: [(0, -3)]})
    mid, _ = ENGINE.apply(mid, 0, item("wings", **{"from": (0, 0), "to": (0, 4)}))
    assert mid["to_move"] == 1 and cell(mid, (0, 4)) == "0" and cell(mid, (0, 0)) == "."


# -- 移形换位 swap -------------------------------------------------------------------

def test_swap_targets_any_other_players_piece_within_4_teammates_included():
    # Seed 移形换位: "先选择自己的一个跳子，再选择半径为4棋位内的任意一他人跳子，2个跳子
    # 将发生位置的交换" with the same 注意 (camp rule); RULINGS: "swap one own piece with
    # another player's piece within 4".
    pieces = {0: [(0, 0), (2, -5), (2, -2)], 1: [(0, 2), (5, -3), (1, -2)], 2: [(1, 0)], 3: [(-4, 0)]}
    state = pos(pieces, players=4, mode="teams",
                obstacles=[{"kind": "road_worker", "hole": [-1, 0], "expires_after_round": 2}])
    homes = {0: 0, 1: 1, 2: 3, 3: 4}
    want = {(p, o) for p in pieces[0] for s in (1, 2, 3) for o in pieces[s]
            if 0 < dist(p, o) <= 4 and may_end(0, o) and may_end(homes[s], p)}
    assert want == {((0, 0), (-4, 0)), ((0, 0), (0, 2)), ((0, 0), (1, -2)), ((0, 0), (1, 0)),
                    ((2, -2), (0, 2)), ((2, -2), (1, -2)), ((2, -2), (1, 0))}
    assert {(tuple(a["from"]), tuple(a["to"])) for a in uses(state, "swap")} == want
    refused(state, 0, item("swap", **{"from": (2, -2), "to": (5, -3)}), IllegalAction,
            "your piece would end in another player's camp at (5, -3)")
    refused(state, 0, item("swap", **{"from": (2, -5), "to": (1, -2)}), IllegalAction,
            "seat 1's piece would end in a camp not its own at (2, -5)")
    refused(state, 0, item("swap", **{"from": (0, 0), "to": (-1, 0)}), IllegalAction,
            "(-1, 0) does not hold another player's piece")
    refused(state, 0, item("swap", **{"from": (0, 0), "to": (2, -2)}), IllegalAction,
            "(2, -2) does not hold another player's piece")
    swapped, events = ENGINE.apply(state, 0, item("swap", **{"from": (0, 0), "to": (1, 0)}))
    assert cell(swapped, (0, 0)) == "2" and cell(swapped, (1, 0)) == "0" and swapped["to_move"] == 1


def test_swap_can_finish_the_other_seat():
    # RULINGS "Finishing: all ten pieces in the target camp" holds whoever moved them.
    state = pos({0: [(2, -5), (0, 0)], 1: [(1, -3)]})
    state, events = ENGINE.apply(state, 0, item("swap", **{"from": (2, -5), "to": (1, -3)}))
    assert state["result"]["reason"] == "finished"
    assert [s["place"] for s in state["seats"]] == [2, 1]


# -- 龙卷风 tornado ------------------------------------------------------------------

def test_tornado_centres_are_the_37_with_seven_holes_outside_every_camp():
    # Seed 龙卷风: "在非营区处，引发六角形共7个棋位（半径=1）上的所有跳子重列位置";
    # RULINGS: "龙卷风's seven holes must all lie outside every camp".
    state = pos({0: [(0, 0)], 1: [(0, -3)]})
    want = {h for h in STAR if all(camp(n) is None and n in STAR for n in STAR if dist(h, n) <= 1)
            and sum(1 for n in STAR if dist(h, n) <= 1) == 7}
    assert len(want) == 37
    assert {tuple(a["hole"]) for a in uses(state, "tornado")} == want
    refused(state, 0, item("tornado", hole=(0, -4)), IllegalAction,
            "the hole (0, -4) and its six neighbours must all lie outside every camp")


@pytest.mark.parametrize("seed", [0, 1, 99])
def test_tornado_shuffle_is_the_game_rng_and_obstacles_stay(seed):
    # RULINGS: "the server shuffles the pieces on them (empty holes take part) with the
    # game's RNG, so the result is fixed by the seed"; 修路工 "never moves".
    position = {"pieces": {"0": [[0, 0], [1, 0], [-3, -1]], "1": [[0, 1], [0, -3]]},
                "obstacles": [{"kind": "road_worker", "hole": [-1, 1], "expires_after_round": 2}]}
    state = state_from_position(2, {"items": True}, position, seed)
    seven = sorted(h for h in STAR if dist(h, (0, 0)) <= 1)
    free = [h for h in seven if h != (-1, 1)]
    contents = [cell(state, h) for h in free]
    rng = Rng(seed)
    rng.shuffle(contents)
    after, events = ENGINE.apply(state, 0, item("tornado", hole=(0, 0)))
    assert [cell(after, h) for h in free] == contents and cell(after, (-1, 1)) == "+"
    assert after["rng"] == rng.state and after["to_move"] == 0
    assert events[0]["after"] == [None if cell(after, h) == "." else
                                  "road_worker" if cell(after, h) == "+" else int(cell(after, h))
                                  for h in seven]
    again, _ = ENGINE.apply(state, 0, item("tornado", hole=(0, 0)))
    assert again["board"] == after["board"]


def test_item_leaving_the_seat_without_a_move_is_allowed_and_it_passes():
    # RULINGS: "An item that would leave a seat without any legal move is still allowed
    # (the seat passes)". Seat 0's one piece, walled in but for one hole.
    boxed = pos({0: [(0, 0)], 1: [(0, -3)]},
                obstacles=[{"kind": "roadblock", "hole": list(h), "expires_after_round": 3}
                           for h in [(-1, 0), (-1, 1), (0, -1), (1, -1), (0, 1)]])
    assert ends(boxed) == {(1, 0)}
    shut, events = ENGINE.apply(boxed, 0, item("roadblock", hole=(1, 0)))
    assert events[-1]["type"] == "pass" and events[-1]["why"] == "no legal move after the item"
    assert shut["to_move"] == 1 and shut["seats"][0]["items"]["roadblock"] == 0


# -- timer and turn effects ------------------------------------------------------------

def test_timeout_never_plays_an_item_and_keeps_a_played_one_spent():
    # RULINGS: "A timeout never plays an item."
    state = pos({0: [(0, 0)], 1: [(0, -3)]})
    assert ENGINE.timeout_action(state, 0) == {"type": "timeout"}
    key = ENGINE.prompts(state)[0].key
    played, _ = ENGINE.apply(state, 0, item("tornado", hole=(2, 0)))
    assert ENGINE.prompts(played)[0].key == key  # the same decision: the clock runs on
    timed, events = ENGINE.apply(played, 0, {"type": "timeout"})
    assert [e["type"] for e in events][:1] == ["timeout"] and timed["to_move"] == 1
    assert timed["seats"][0]["timeouts"] == 1 and timed["seats"][0]["items"]["tornado"] == 0
    assert timed["seats"][1]["items"] == dict.fromkeys(ITEMS, 1)
    assert ENGINE.prompts(timed)[0].key != key


# -- junk item actions -------------------------------------------------------------------

JUNK_VALUES = [None, True, False, 0, -1, 1.5, 10**30, "", "0,0", "\x00", [], [0], [0, 0, 0],
               [True, 0], [0.0, 0], ["0", "0"], [[0, 0]], {"q": 0, "r": 0}, [9, 9], [-9, 0],
               [8, -8], [5, 5], [0, 0], [1, 0], [0, -3], [4, -8], [10**12, 0]]


def _junk_actions(rng: random.Random):
    names = ITEMS + ["", "Roadblock", "路障", "item", None, 3, ["wings"], "x" * 300]
    for _ in range(1500):
        action = {"type": "item"}
        if rng.random() < 0.95:
            action["item"] = rng.choice(names)
        for field in ("hole", "from", "to", "path", "seat", "items"):
            if rng.random() < 0.4:
                action[field] = rng.choice(JUNK_VALUES)
        yield action
    yield {"type": "item", "item": "wings", "from": [0, 0], "to": [0, 0]}
    yield {"type": "item", "item": "swap", "from": [0, -3], "to": [0, 0]}  # another seat's piece
    yield {"type": "Item", "item": "wings"}
    yield {"item": "wings"}
    yield ["item", "wings"]


def _fuzz_states():
    out = [pos({0: [(0, 0), (1, 0)], 1: [(0, -3), (0, 1)]}, items={"0": {"wings": 1},
                                                                   "1": dict.fromkeys(ITEMS, 1)})]
    marble, _ = ENGINE.apply(pos({0: [(0, 0)], 1: [(0, -3)]}), 0, item("power_marble"))
    marble, _ = ENGINE.apply(marble, 0, move((0, 0), (1, 0)))
    out.append(marble)  # the second move of a 动力弹珠 turn
    over, _ = ENGINE.apply(pos({0: [(-1, 4)], 1: [(0, -3)]}), 0, move((-1, 4), (-1, 5)))
    out.append(over)
    out.append(ENGINE.new_game(4, {"items": True, "mode": "teams"}, 3))
    return out


def test_junk_item_actions_raise_rules_errors_and_change_nothing():
    # Standards: bad input is refused with a message, never another exception, never a change.
    rng = random.Random(2026)
    accepted = []
    for state in _fuzz_states():
        frozen = copy.deepcopy(state)
        for action in _junk_actions(rng):
            for seat in (0, 1, 2, -1, 7, "0", None):
                try:
                    ENGINE.apply(state, seat, action)
                except RulesError as error:
                    assert str(error)
                else:
                    assert action in ENGINE.legal_actions(state, seat)
                    accepted.append((state["players"], seat, action))
                assert state == frozen, action
    # The junk holds one legal use: 动力弹珠 with no field, by seat 0 of the 4-player opening.
    assert {(p, s, a["item"]) for p, s, a in accepted} == {(4, 0, "power_marble")}


def test_items_not_held_and_other_seats_items_are_refused():
    state = pos({0: [(0, 0)], 1: [(0, -3)]}, items={"0": {"wings": 1}, "1": dict.fromkeys(ITEMS, 1)})
    refused(state, 0, item("tornado", hole=(0, 0)), IllegalAction, "You have no 龙卷风 (tornado) left.")
    refused(state, 1, item("tornado", hole=(0, 0)), NotYourTurn, "It is seat 0's turn")
    refused(state, 0, item("wings", **{"from": (0, -3), "to": (0, -2)}), IllegalAction,
            "(0, -3) does not hold one of your pieces")
    refused(state, 0, item("wings", hole=(0, 0)), InvalidAction, "takes no field(s) 'hole'")
    refused(state, 0, item("wings", **{"from": (0, 0)}), InvalidAction, "needs 'to'")
    refused(state, 0, {"type": "item", "item": "wings", "from": [0, 0], "to": [9, 9]}, InvalidAction,
            "(9, 9) in the item's 'to' is not a hole of the star.")


def test_items_and_item_events_are_public():
    # RULINGS: "Items are public: everyone sees who holds which, and every item event."
    state = pos({0: [(0, 0)], 1: [(0, -3)], 2: [(3, 1)]}, players=3)
    state, events = ENGINE.apply(state, 0, item("roadblock", hole=(2, 0)))
    for viewer in (None, 0, 1, 2):
        view = ENGINE.view(state, viewer)
        assert view["seats"][0]["items"] == {**dict.fromkeys(ITEMS, 1), "roadblock": 0}
        assert view["obstacles"] == [{"kind": "roadblock", "hole": [2, 0], "seat": 0, "placed_round": 1,
                                      "expires_after_round": 4, "rounds_left": 3}]
    assert events == [{"type": "item", "seat": 0, "item": "roadblock", "label": "路障", "round": 1,
                       "hole": [2, 0], "expires_after_round": 4}]
