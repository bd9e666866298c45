"""QQ跳棋 items (道具): exact legal target sets per item in hand-made positions under both
jump rules, the checks and their messages, obstacle lifetimes across rounds (with a seat
leaving and a seat passing), 动力弹珠 with a chain, the camp rule after 飞天翼 and 移形换位,
龙卷风 from the game RNG, and the position notation with items.

Expected sets are computed here from the rules' own definitions (cube distance, the camp
inequalities of docs/rules/chinese-checkers.md), not from the engine's tables."""

from __future__ import annotations

import pytest

from boardgames.engines.chinese_checkers import ENGINE, position_of, state_from_position
from boardgames.engines.core import IllegalAction, InvalidAction, NotYourTurn

from .chinese_checkers_support import ITEMS as ITEM_NAMES, STAR, camp, dist, ends, item, pos


def item_uses(state, seat=0, name=None):
    uses = [a for a in ENGINE.legal_actions(state, seat) if a["type"] == "item"]
    return [a for a in uses if name is None or a["item"] == name]


def holes_of(state, name, seat=0):
    return {tuple(a["hole"]) for a in item_uses(state, seat, name)}


def pairs_of(state, name, seat=0):
    return {(tuple(a["from"]), tuple(a["to"])) for a in item_uses(state, seat, name)}


def play(state, seat, action):
    new, events = ENGINE.apply(state, seat, action)
    return new, events


class TestOption:
    def test_items_option_defaults_off_and_plain_rooms_refuse_items(self):
        plain = ENGINE.new_game(2, {}, 1)
        assert plain["options"]["items"] is False
        assert plain["seats"][0]["items"] is None
        assert item_uses(plain) == []
        with pytest.raises(IllegalAction, match="without items"):
            ENGINE.apply(plain, 0, item("power_marble"))

    @pytest.mark.parametrize("players, mode", [(2, "ffa"), (3, "ffa"), (4, "ffa"), (4, "teams"),
                                               (6, "ffa"), (6, "teams")])
    @pytest.mark.parametrize("rule", ["single", "long"])
    def test_every_seat_starts_with_one_of_each(self, players, mode, rule):
        state = ENGINE.new_game(players, {"items": True, "mode": mode, "jump_rule": rule}, 3)
        assert [s["items"] for s in state["seats"]] == [dict.fromkeys(ITEM_NAMES, 1)] * players
        assert ENGINE.prompts(state)[0].kinds == ("move", "item")
        # At the opening every piece is in its home camp: the obstacles' holes are the
        # hexagon holes within 3 of one's camp, the tornado's 37 centres, power marble.
        names = {a["item"] for a in item_uses(state)}
        assert names == {"roadblock", "road_worker", "power_marble", "wings", "tornado"}
        assert len(holes_of(state, "tornado")) == 37


class TestPlacing:
    def test_roadblock_targets_radius_edges_camps_and_occupied_holes(self):
        # Seat 0 at the hexagon corner (4, -4): camps 0 and 1 lie within 3 of it.
        state = pos({0: [(4, -4)], 1: [(2, -3), (-3, 5)]})
        expected = {h for h in STAR if 0 < dist(h, (4, -4)) <= 3 and camp(h) is None} - {(2, -3)}
        assert holes_of(state, "roadblock") == expected == holes_of(state, "road_worker")
        assert (1, -4) in expected and (0, -4) not in expected  # distance 3 in, 4 out
        assert (4, -5) not in expected and (5, -4) not in expected  # camps 0 and 1
        assert len(expected) == 14  # 3 + 5 + 7 hexagon holes at distance 1, 2, 3, minus (2, -3)

    def test_targets_are_the_union_over_all_own_pieces_and_exclude_obstacles(self):
        state = pos({0: [(0, 0), (-3, 0)], 1: [(-4, 5)]},
                    obstacles=[{"kind": "road_worker", "hole": [1, 1], "expires_after_round": 2}])
        expected = {h for h in STAR if camp(h) is None and h not in {(0, 0), (-3, 0), (1, 1)}
                    and (0 < dist(h, (0, 0)) <= 3 or 0 < dist(h, (-3, 0)) <= 3)}
        assert holes_of(state, "roadblock") == expected

    @pytest.mark.parametrize("hole, why", [
        ((0, 4), "none of your pieces is within 3"),
        ((3, -5), "in a camp"),
        ((1, 0), "not empty"),
    ])
    def test_bad_places_are_refused_with_a_reason(self, hole, why):
        state = pos({0: [(0, 0), (3, -6)], 1: [(1, 0)]})
        before = dict(state)
        with pytest.raises(IllegalAction, match=why):
            ENGINE.apply(state, 0, item("roadblock", hole=hole))
        assert state == before

    def test_malformed_item_actions_are_invalid(self):
        state = pos({0: [(0, 0)], 1: [(1, 0)]})
        for action, msg in [
            ({"type": "item", "item": "bomb"}, "Unknown item"),
            ({"type": "item", "item": "roadblock"}, "needs 'hole'"),
            ({"type": "item", "item": "roadblock", "hole": [0, 2], "extra": 1}, "takes no field"),
            ({"type": "item", "item": "power_marble", "hole": [0, 2]}, "takes no field"),
            ({"type": "item", "item": "wings", "from": [0, 0], "to": [9, 9]}, "not a hole"),
            ({"type": "item", "item": "wings", "from": [0, 0], "to": [0, True]}, "must be a hole"),
        ]:
            with pytest.raises(InvalidAction, match=msg):
                ENGINE.apply(state, 0, action)

    def test_only_the_seat_to_move_and_one_item_a_turn(self):
        state = pos({0: [(0, 0)], 1: [(1, 3)]})
        with pytest.raises(NotYourTurn):
            ENGINE.apply(state, 1, item("power_marble"))
        state, events = play(state, 0, item("roadblock", hole=(0, 2)))
        assert events[0] == {"type": "item", "seat": 0, "item": "roadblock", "label": "路障", "round": 1,
                             "hole": [0, 2], "expires_after_round": 4}
        assert state["seats"][0]["items"]["roadblock"] == 0
        assert item_uses(state) == []
        assert ENGINE.prompts(state)[0].kinds == ("move",)
        with pytest.raises(IllegalAction, match="At most one item a turn"):
            ENGINE.apply(state, 0, item("road_worker", hole=(0, 1)))
        state, _ = play(state, 0, ENGINE.legal_moves(state, 0)[0])
        state, _ = play(state, 1, ENGINE.legal_moves(state, 1)[0])
        with pytest.raises(IllegalAction, match="no 路障"):
            ENGINE.apply(state, 0, item("roadblock", hole=(0, -1)))


class TestObstaclesAndJumps:
    def test_roadblock_blocks_a_jump_that_was_legal_single(self):
        state = pos({0: [(0, 0)], 1: [(1, 0), (-3, 5)]})
        assert (2, 0) in ends(state)
        after, _ = play(state, 0, item("roadblock", hole=(2, 0)))
        assert ends(after) == ends(state) - {(2, 0)}
        with pytest.raises(IllegalAction, match="no 一子跳 jump"):
            ENGINE.apply(after, 0, {"type": "move", "path": [[0, 0], [2, 0]]})

    def test_a_roadblock_is_never_jumped_but_a_road_worker_is_single(self):
        base = pos({0: [(0, 0)], 1: [(-3, 5)]})
        assert ends(base) == {(-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0)}
        wall, _ = play(base, 0, item("roadblock", hole=(1, 0)))
        assert ends(wall) == {(-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1)}
        worker, _ = play(base, 0, item("road_worker", hole=(1, 0)))
        assert ends(worker) == {(-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (2, 0)}

    def test_road_worker_enables_a_chain_single(self):
        # (0,0) over the worker at (1,0) to (2,0), then over seat 1 at (3,0) to (4,0).
        state = pos({0: [(0, 0)], 1: [(3, 0), (-3, 5)]})
        assert (4, 0) not in ends(state)
        after, _ = play(state, 0, item("road_worker", hole=(1, 0)))
        moves = {tuple(a["path"][-1]): a["path"] for a in ENGINE.legal_moves(after, 0)}
        assert moves[(4, 0)] == [[0, 0], [2, 0], [4, 0]]
        after, _ = play(after, 0, {"type": "move", "path": [[0, 0], [2, 0], [4, 0]]})
        assert after["board"].count("+") == 1 and after["board"].count("0") == 1

    def test_long_line_through_a_roadblock_is_blocked_and_worker_is_a_pivot(self):
        # 空跳 along (0, 1) from (0, -3): a piece at (0, -1) gives the landing (0, 1).
        state = pos({0: [(0, -3)], 1: [(0, -1), (-3, 5)]}, rule="long")
        assert (0, 1) in ends(state)
        # A roadblock between the mover and the pivot: the line is blocked.
        wall, _ = play(state, 0, item("roadblock", hole=(0, -2)))
        assert (0, 1) not in ends(wall)
        assert ends(wall) == ends(state) - {(0, 1), (0, -2)}
        # Alone on the line, a 修路工 two holes away is a pivot (landing (0, 1)); a 路障
        # there is not.
        lone = pos({0: [(0, -3)], 1: [(-3, 5)]}, rule="long")
        assert (0, 1) not in ends(lone)
        worker, _ = play(lone, 0, item("road_worker", hole=(0, -1)))
        assert ends(worker) == ends(lone) | {(0, 1)}
        blocked, _ = play(lone, 0, item("roadblock", hole=(0, -1)))
        assert ends(blocked) == ends(lone)

    @pytest.mark.parametrize("kind", ["roadblock", "road_worker"])
    def test_long_far_half_through_either_obstacle_is_blocked(self, kind):
        # Pivot at (0, -1); an obstacle on (0, 0), inside the far half, blocks the landing.
        state = pos({0: [(0, -3)], 1: [(0, -1), (-3, 5)]}, rule="long")
        after, _ = play(state, 0, item(kind, hole=(0, 0)))
        assert (0, 1) not in ends(after)

    def test_single_jump_over_a_roadblock_refused_even_by_path(self):
        state = pos({0: [(0, 0)], 1: [(-3, 5)]})
        after, _ = play(state, 0, item("roadblock", hole=(0, 1)))
        with pytest.raises(IllegalAction, match="no 一子跳 jump from"):
            ENGINE.apply(after, 0, {"type": "move", "path": [[0, 0], [0, 2]]})
        with pytest.raises(IllegalAction, match="roadblock"):
            ENGINE.apply(after, 0, {"type": "move", "path": [[0, 0], [0, 1]]})


class TestLifetime:
    def test_obstacle_lasts_three_rounds_after_the_placing_round(self):
        state = pos({0: [(0, 0), (-4, 0)], 1: [(-3, 5), (-2, 5)]})
        state, _ = play(state, 0, item("roadblock", hole=(2, -2)))
        seen = []
        while state["round"] <= 5:
            view = ENGINE.view(state, None)
            ob = [h["obstacle"] for h in view["holes"] if (h["q"], h["r"]) == (2, -2)][0]
            seen.append((state["round"], state["to_move"], None if ob is None else ob["rounds_left"]))
            seat = state["to_move"]
            state, events = play(state, seat, ENGINE.legal_moves(state, seat)[0])
            if any(e["type"] == "obstacle_expired" for e in events):
                assert state["round"] == 5
                expired = [e for e in events if e["type"] == "obstacle_expired"]
                assert expired == [{"type": "obstacle_expired", "kind": "roadblock", "hole": [2, -2],
                                    "seat": 0, "round": 4}]
        assert seen == [(1, 0, 3), (1, 1, 3), (2, 0, 2), (2, 1, 2), (3, 0, 1), (3, 1, 1),
                        (4, 0, 0), (4, 1, 0), (5, 0, None), (5, 1, None)]
        assert state["obstacles"] == [] and "#" not in state["board"]

    def test_obstacle_expires_on_time_when_its_owner_leaves(self):
        state = ENGINE.new_game(3, {"items": True}, 4)
        state, _ = play(state, 0, ENGINE.legal_moves(state, 0)[0])
        hole = sorted(holes_of(state, "road_worker", 1))[0]
        state, _ = play(state, 1, item("road_worker", hole=hole))
        state, _ = play(state, 1, {"type": "resign"})  # resigning in turn; round 1 goes on
        assert state["board"].count("+") == 1 and state["board"].count("1") == 0
        rounds = {}
        while state["round"] < 6 and state["result"] is None:
            seat = state["to_move"]
            state, events = play(state, seat, ENGINE.legal_moves(state, seat)[0])
            for e in events:
                if e["type"] == "obstacle_expired":
                    rounds[e["round"]] = e
        assert list(rounds) == [4] and rounds[4]["seat"] == 1

    def test_pass_after_own_roadblock_and_lifetime_through_passes(self):
        # Seat 0's only piece at (0, 0) is caged: five neighbours and the holes behind
        # them are held; its one move is the step to (1, 0). A roadblock there is allowed
        # (RULINGS) and leaves it without a move: it passes, round after round, because it
        # holds no other item (a seat with a legal item use is prompted instead).
        cage1 = [(-1, 0), (-1, 1), (0, -1), (-2, 0), (-2, 2)]
        cage2 = [(0, 1), (1, -1), (0, -2), (0, 2), (2, -2)]
        held = {"0": {"roadblock": 1}, "1": {}, "2": {}}
        state = pos({0: [(0, 0)], 1: cage1 + [(3, 3)], 2: cage2 + [(-4, 2)]}, players=3, items=held)
        assert ends(state) == {(1, 0)}
        state, events = play(state, 0, item("roadblock", hole=(1, 0)))
        assert events[-1] == {"type": "pass", "seat": 0, "round": 1, "why": "no legal move after the item"}
        assert state["to_move"] == 1
        free = {1: [(3, 3), (3, 2)], 2: [(-4, 2), (-4, 3)]}
        passes, expired_in = [], None
        for turn in range(8):
            seat = state["to_move"]
            src, dst = free[seat]
            state, events = play(state, seat, {"type": "move", "path": [list(src), list(dst)]})
            free[seat] = [dst, src]
            passes += [e["round"] for e in events if e["type"] == "pass"]
            for e in events:
                if e["type"] == "obstacle_expired":
                    expired_in = e["round"]
        assert passes == [2, 3, 4]  # seat 0 passes in rounds 2-4; in round 5 it may step
        assert expired_in == 4
        assert state["round"] == 5 and state["to_move"] == 0 and ends(state) == {(1, 0)}


class TestPowerMarble:
    @pytest.mark.parametrize("rule", ["single", "long"])
    def test_the_moved_piece_moves_again_with_a_chain(self, rule):
        # Seat 0 steps (0,0)->(0,-1); then from (0,-1) a chain over (1,-1) and (3,-1).
        state = pos({0: [(0, 0), (-4, 0)], 1: [(1, -1), (3, -1), (-3, 5)]}, rule=rule)
        state, events = play(state, 0, item("power_marble"))
        assert events == [{"type": "item", "seat": 0, "item": "power_marble", "label": "动力弹珠", "round": 1}]
        assert state["to_move"] == 0 and ENGINE.prompts(state)[0].key == "move-0"
        state, events = play(state, 0, {"type": "move", "path": [[0, 0], [0, -1]]})
        assert events[-1] == {"type": "second_move", "seat": 0, "hole": [0, -1]}
        assert state["to_move"] == 0
        starts = {tuple(a["path"][0]) for a in ENGINE.legal_moves(state, 0)}
        assert starts == {(0, -1)}
        with pytest.raises(IllegalAction, match="second move must be made by the piece on"):
            ENGINE.apply(state, 0, {"type": "move", "path": [[-4, 0], [-3, 0]]})
        with pytest.raises(IllegalAction, match="At most one item"):
            ENGINE.apply(state, 0, item("wings", **{"from": (0, -1), "to": (0, 3)}))
        paths = {tuple(a["path"][-1]): a["path"] for a in ENGINE.legal_moves(state, 0)}
        assert paths[(4, -1)] == [[0, -1], [2, -1], [4, -1]]
        state, events = play(state, 0, {"type": "move", "path": [[0, -1], [2, -1], [4, -1]]})
        assert state["to_move"] == 1 and state["item_turn"] is None
        assert sorted(state["seats"][0]["items"].items()) == sorted(
            {**dict.fromkeys(ITEM_NAMES, 1), "power_marble": 0}.items())

    def test_second_move_lost_when_the_piece_has_none(self):
        # From position, seat 0's piece stands in camp 1 at (5, -1). It steps out to
        # (4, -1), where every neighbour and the hole behind it is held and the way back
        # would end in camp 1: the second move is lost, the turn passes on.
        held = [(3, -1), (3, 0), (4, -2), (4, 0), (2, -1), (2, 1), (4, -3), (4, 1)]
        state = pos({0: [(5, -1)], 1: held})
        state, _ = play(state, 0, item("power_marble"))
        state, events = play(state, 0, {"type": "move", "path": [[5, -1], [4, -1]]})
        assert events[-1]["type"] != "second_move"
        assert {"type": "pass", "seat": 0, "round": 1, "why": "the 动力弹珠 piece has no second move"} in events
        assert state["to_move"] == 1 and state["item_turn"] is None


    def test_the_second_move_is_optional_end_turn_declines_it(self):
        # RULINGS "the piece you move may move again": seat 0 steps (0,0)->(0,-1), then
        # its answers are that piece's five steps, end_turn, resign and offer_draw.
        state = pos({0: [(0, 0), (-4, 0)], 1: [(-3, 5), (0, 4)]})
        state, _ = play(state, 0, item("power_marble"))
        assert ENGINE.prompts(state)[0].kinds == ("move",)
        state, _ = play(state, 0, {"type": "move", "path": [[0, 0], [0, -1]]})
        (prompt,) = ENGINE.prompts(state)
        assert (prompt.seat, prompt.kinds, prompt.key, prompt.clock) == (0, ("move", "end_turn"), "move-0", "move")
        steps = [[[0, -1], list(h)] for h in sorted([(-1, -1), (-1, 0), (0, -2), (0, 0), (1, -2), (1, -1)])]
        assert ENGINE.legal_actions(state, 0) == [
            *({"type": "move", "path": p} for p in steps),
            {"type": "end_turn"}, {"type": "resign"}, {"type": "offer_draw"}]
        assert ENGINE.legal_actions(state, 1) == [{"type": "resign"}, {"type": "offer_draw"}]
        with pytest.raises(NotYourTurn):
            ENGINE.apply(state, 1, {"type": "end_turn"})
        board = state["board"]
        state, events = play(state, 0, {"type": "end_turn"})
        assert events == [{"type": "second_move_declined", "seat": 0, "hole": [0, -1]}]
        assert state["board"] == board and state["to_move"] == 1 and state["turn"] == 1
        assert state["item_turn"] is None and state["seats"][0]["timeouts"] == 0
        assert ENGINE.prompts(state)[0].key == "move-1"
        assert {"type": "end_turn"} not in ENGINE.legal_actions(state, 1)

    def test_end_turn_is_refused_without_a_second_move(self):
        state = pos({0: [(0, 0), (-4, 0)], 1: [(-3, 5), (0, 4)]})
        msg = "There is no second move to give up"
        with pytest.raises(IllegalAction, match=msg):  # no item played
            ENGINE.apply(state, 0, {"type": "end_turn"})
        state, _ = play(state, 0, item("power_marble"))
        with pytest.raises(IllegalAction, match=msg):  # before the first move
            ENGINE.apply(state, 0, {"type": "end_turn"})
        assert {"type": "end_turn"} not in ENGINE.legal_actions(state, 0)
        with pytest.raises(InvalidAction):
            ENGINE.apply(state, 0, {"type": "end_turn", "hole": [0, 0]})

    def test_a_timeout_on_the_second_move_ends_the_turn_and_counts(self):
        state = pos({0: [(0, 0), (-4, 0)], 1: [(-3, 5), (0, 4)]})
        state, _ = play(state, 0, item("power_marble"))
        state, _ = play(state, 0, {"type": "move", "path": [[0, 0], [0, -1]]})
        assert state["to_move"] == 0 and state["seats"][0]["timeouts"] == 0
        state, events = play(state, 0, {"type": "timeout"})
        assert events[0] == {"type": "timeout", "seat": 0, "consecutive": 1}
        assert state["to_move"] == 1 and state["item_turn"] is None


class TestWingsAndSwap:
    def test_wings_targets_respect_radius_emptiness_and_camps(self):
        state = pos({0: [(4, -1)], 1: [(2, 0), (-3, 5)]},
                    obstacles=[{"kind": "roadblock", "hole": [3, 0], "expires_after_round": 2}])
        allowed = {None, 0, 3}  # seat 0: outside the camps, its home 0, its target 3
        expected = {((4, -1), h) for h in STAR if 0 < dist(h, (4, -1)) <= 4 and camp(h) in allowed
                    and h not in {(2, 0), (3, 0)}}
        assert pairs_of(state, "wings") == expected
        assert ((4, -1), (4, -5)) in expected  # its home camp, 4 away
        assert ((4, -1), (5, -1)) not in expected  # camp 1
        with pytest.raises(IllegalAction, match="another player's camp at \\(5, -1\\)"):
            ENGINE.apply(state, 0, item("wings", **{"from": (4, -1), "to": (5, -1)}))
        with pytest.raises(IllegalAction, match="not within 4"):
            ENGINE.apply(state, 0, item("wings", **{"from": (4, -1), "to": (-1, -1)}))
        with pytest.raises(IllegalAction, match="not empty"):
            ENGINE.apply(state, 0, item("wings", **{"from": (4, -1), "to": (3, 0)}))

    def test_wings_is_the_move_and_can_finish(self):
        target = [(-4, 5), (-4, 6), (-4, 7), (-4, 8), (-3, 5), (-3, 6), (-3, 7), (-2, 5), (-2, 6)]
        state = pos({0: target + [(0, 3)], 1: [(2, -5), (0, -3)]})
        state, events = play(state, 0, item("wings", **{"from": (0, 3), "to": (-1, 5)}))
        assert [e["type"] for e in events] == ["item", "finished", "game_over"]
        assert state["last_move"] == {"seat": 0, "path": [[0, 3], [-1, 5]], "round": 1, "item": "wings"}
        assert ENGINE.outcome(state).places == [1, 2]

    def test_swap_targets_and_the_other_piece_in_a_forbidden_camp(self):
        # 3 players: seat 0 (camp 0, target 3) at home (2, -5); seat 1 (camp 2, target 5).
        state = pos({0: [(2, -5), (0, 0)], 1: [(2, -3), (-1, 3)], 2: [(-2, 0), (-4, 3)]}, players=3)
        got = pairs_of(state, "swap")
        # (2,-5) with seat 1's (2,-3): seat 1 would end in camp 0 -> refused.
        assert ((2, -5), (2, -3)) not in got
        expected = set()
        pieces = {(2, -5): 0, (0, 0): 0, (2, -3): 1, (-1, 3): 1, (-2, 0): 2, (-4, 3): 2}
        homes = {0: 0, 1: 2, 2: 4}
        for own in [(2, -5), (0, 0)]:
            for other, s in pieces.items():
                if s == 0 or not 0 < dist(own, other) <= 4:
                    continue
                ok = lambda h, home: camp(h) in (None, home, (home + 3) % 6)
                if ok(other, 0) and ok(own, homes[s]):
                    expected.add((own, other))
        assert got == expected == {((0, 0), (2, -3)), ((0, 0), (-1, 3)), ((0, 0), (-2, 0)),
                                   ((0, 0), (-4, 3))}
        with pytest.raises(IllegalAction, match="seat 1's piece would end in a camp not its own at \\(2, -5\\)"):
            ENGINE.apply(state, 0, item("swap", **{"from": (2, -5), "to": (2, -3)}))

    def test_swap_allowed_when_the_camp_is_the_others_target(self):
        state = pos({0: [(2, -5), (0, 0)], 1: [(2, -3), (-1, 3)]})  # 2 players: camp 0 is seat 1's target
        state, events = play(state, 0, item("swap", **{"from": (2, -5), "to": (2, -3)}))
        assert events[0]["type"] == "item" and events[0]["from"] == [2, -5] and events[0]["to"] == [2, -3]
        view = ENGINE.view(state, None)
        assert view["seats"][0]["pieces"] == [[0, 0], [2, -3]]
        assert view["seats"][1]["pieces"] == [[-1, 3], [2, -5]]
        assert state["to_move"] == 1

    def test_swap_refuses_own_piece_empty_hole_and_far_pieces(self):
        state = pos({0: [(0, 0), (1, 0)], 1: [(0, 4), (-3, 5)]})
        with pytest.raises(IllegalAction, match="does not hold another player's piece"):
            ENGINE.apply(state, 0, item("swap", **{"from": (0, 0), "to": (1, 0)}))
        with pytest.raises(IllegalAction, match="not within 4"):
            ENGINE.apply(state, 0, item("swap", **{"from": (0, 0), "to": (-3, 5)}))
        with pytest.raises(IllegalAction, match="does not hold one of your pieces"):
            ENGINE.apply(state, 0, item("swap", **{"from": (0, 4), "to": (0, 0)}))


class TestTornado:
    def test_centres_are_the_holes_whose_ring_avoids_every_camp(self):
        state = pos({0: [(0, 0)], 1: [(1, 0)]})
        expected = {h for h in STAR if all(camp(n) is None for n in STAR if dist(n, h) <= 1)
                    and sum(1 for n in STAR if dist(n, h) <= 1) == 7}
        assert holes_of(state, "tornado") == expected
        assert len(expected) == 37 and (3, -3) in expected and (4, 0) not in expected
        with pytest.raises(IllegalAction, match="six neighbours must all lie outside every camp"):
            ENGINE.apply(state, 0, item("tornado", hole=(4, -1)))

    def test_shuffle_from_the_game_rng_with_empty_holes(self):
        pieces = {0: [(0, 0), (1, 0), (-4, 0)], 1: [(0, 1), (-3, 5)]}
        ring = [(-1, 0), (-1, 1), (0, -1), (0, 0), (0, 1), (1, -1), (1, 0)]
        results = set()
        for seed in range(12):
            state = state_from_position(2, {"items": True},
                                        {"pieces": {str(k): [list(h) for h in v] for k, v in pieces.items()}},
                                        seed=seed)
            after, events = play(state, 0, item("tornado", hole=(0, 0)))
            ev = events[0]
            assert ev["holes"] == [list(h) for h in ring]
            assert ev["before"] == [None, None, None, 0, 1, None, 0]
            assert sorted(ev["after"], key=str) == sorted(ev["before"], key=str)
            again, events2 = play(state, 0, item("tornado", hole=(0, 0)))
            assert again == after and events2 == events  # the seed fixes the result
            assert after["rng"] != state["rng"]
            results.add(tuple(ev["after"]))
        assert len(results) > 3  # empty holes take part: pieces land on formerly empty holes

    def test_obstacles_in_the_ring_stay_put(self):
        state = pos({0: [(0, 0), (-4, 0)], 1: [(0, 1), (-3, 5)]},
                    obstacles=[{"kind": "roadblock", "hole": [1, 0], "expires_after_round": 1}])
        after, events = play(state, 0, item("tornado", hole=(0, 0)))
        assert events[0]["after"][6] == "roadblock"
        assert after["board"].count("#") == 1 and after["obstacles"] == state["obstacles"]


class TestPositions:
    def test_position_with_obstacles_and_items_round_trips(self):
        position = {"pieces": {"0": [[0, 0]], "1": [[1, 3]]}, "to_move": 1, "round": 3,
                    "obstacles": [{"kind": "road_worker", "hole": [2, 0], "expires_after_round": 4, "seat": 0}],
                    "items": {"0": dict.fromkeys(ITEM_NAMES, 0), "1": {**dict.fromkeys(ITEM_NAMES, 0), "swap": 2}}}
        state = state_from_position(2, {"items": True}, position)
        assert position_of(state) == position
        assert [a for a in item_uses(state, 1)] == [{"type": "item", "item": "swap", "from": [1, 3], "to": [0, 0]}]

    @pytest.mark.parametrize("extra, msg", [
        ({"obstacles": [{"kind": "wall", "hole": [0, 1], "expires_after_round": 2}]}, "kind"),
        ({"obstacles": [{"kind": "roadblock", "hole": [0, 0], "expires_after_round": 2}]}, "empty hole outside"),
        ({"obstacles": [{"kind": "roadblock", "hole": [1, -5], "expires_after_round": 2}]}, "empty hole outside"),
        ({"obstacles": [{"kind": "roadblock", "hole": [0, 1], "expires_after_round": 0}]}, "expires_after_round"),
        ({"obstacles": [{"kind": "roadblock", "hole": [[0], [1]], "expires_after_round": 2}]}, "not a hole"),
        ({"obstacles": [{"kind": "roadblock", "hole": [0, 1], "expires_after_round": 2, "seat": 2}]}, "'seat'"),
        ({"obstacles": [{"kind": "roadblock", "hole": [0, 1], "expires_after_round": 2, "x": 1}]}, "optional seat"),
        ({"items": {"0": {"roadblock": 1}}}, "every seat"),
        ({"items": {"0": {"laser": 1}, "1": {}}}, "must be an object of"),
    ])
    def test_bad_item_positions_are_refused(self, extra, msg):
        position = {"pieces": {"0": [[0, 0]], "1": [[1, 3]]}, **extra}
        with pytest.raises(InvalidAction, match=msg):
            state_from_position(2, {"items": True}, position)

    def test_plain_rooms_refuse_item_fields(self):
        with pytest.raises(InvalidAction, match="item room"):
            state_from_position(2, {}, {"pieces": {"0": [[0, 0]], "1": [[1, 3]]}, "items": {}})


def test_timeout_never_plays_an_item_and_keeps_them():
    state = ENGINE.new_game(2, {"items": True}, 1)
    assert ENGINE.timeout_action(state, 0) == {"type": "timeout"}
    state, _ = play(state, 0, {"type": "timeout"})
    assert state["seats"][0]["items"] == dict.fromkeys(ITEM_NAMES, 1)


def test_obstacles_do_not_count_for_anti_passivity():
    # Round 20 ends with seat 1's move; seat 0 has 4 pieces out of home (needs 5).
    home = [(1, -5), (2, -6), (2, -5), (3, -7), (3, -6), (3, -5)]
    state = pos({0: home + [(0, 0), (0, 1), (0, 2), (0, 3)], 1: [(0, -2), (1, -3)]},
                round_no=20, to_move=1)
    state, _ = play(state, 1, item("road_worker", hole=(1, -4)))
    state, events = play(state, 1, {"type": "move", "path": [[0, -2], [-1, -2]]})
    check = [e for e in events if e["type"] == "anti_passivity_check"]
    assert check == [{"type": "anti_passivity_check", "round": 20, "required": 5, "failed": [0]}]
    assert state["board"].count("+") == 1
