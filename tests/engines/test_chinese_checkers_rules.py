"""QQ跳棋: finishing order, teams (15 / 23), anti-passivity at rounds 20/25/30, three
timeouts, resigning, draw agreement, prompts, the view, positions and their errors."""

from __future__ import annotations

import json

import pytest

from boardgames.engines.chinese_checkers import ENGINE, position_of, state_from_position
from boardgames.engines.chinese_checkers.board import CAMP_HOLES, CAMP_OF, HOLES, seat_camps
from boardgames.engines.core import GameOver, IllegalAction, InvalidAction, NotYourTurn

# Hexagon holes, centre first, handed out to seats as "outside" squares.
POOL = sorted((h for i, h in enumerate(HOLES) if CAMP_OF[i] == -1),
              key=lambda h: (max(abs(h[0]), abs(h[1]), abs(h[0] + h[1])), h))


def camp(c: int) -> list[tuple[int, int]]:
    """Camp ``c``'s holes, tip first (farthest from the centre first)."""
    return sorted((HOLES[h] for h in CAMP_HOLES[c]),
                  key=lambda h: (-max(abs(h[0]), abs(h[1]), abs(h[0] + h[1])), h))


def start(players, pieces, to_move=0, round_no=1, rule="single", mode="ffa"):
    return state_from_position(
        players, {"jump_rule": rule, "mode": mode},
        {"pieces": {str(s): [list(h) for h in hs] for s, hs in pieces.items()},
         "to_move": to_move, "round": round_no})


def layout(players, outside):
    """Per seat: ``10 - outside[seat]`` pieces at home (front rows first) and the rest
    on distinct hexagon holes (centre first)."""
    pool = iter(POOL)
    pieces = {}
    for seat, home in enumerate(seat_camps(players)):
        n = outside.get(seat, 0)
        pieces[seat] = camp(home)[::-1][: 10 - n] + [next(pool) for _ in range(n)]
    return pieces


def hexagon_move(state, seat):
    """A legal move of ``seat`` from a hexagon hole to a hexagon hole (keeps the
    home/target counts)."""
    for a in ENGINE.legal_moves(state, seat):
        s, e = a["path"][0], a["path"][-1]
        if CAMP_OF[HOLES.index(tuple(s))] == -1 and CAMP_OF[HOLES.index(tuple(e))] == -1:
            return a
    raise AssertionError("no hexagon move")


def play(state, seat, action):
    before = json.dumps(state, sort_keys=True)
    new, events = ENGINE.apply(state, seat, action)
    assert json.dumps(state, sort_keys=True) == before
    json.dumps(new)
    json.dumps(events)
    return new, events


def step(a, b):
    return {"type": "move", "path": [list(a), list(b)]}


def types(events):
    return [e["type"] for e in events]


class TestFinishing:
    def three_player_position(self):
        # seat 0 (target camp 3), seat 1 (target 5), seat 2 (target 1): nine pieces in
        # the target and the tenth one step away.
        return start(3, {
            0: [h for h in camp(3) if h != (-1, 5)] + [(-1, 4)],
            1: [h for h in camp(5) if h != (-3, -2)] + [(-2, -2)],
            2: [h for h in camp(1) if h != (5, -2)] + [(4, -2)],
        })

    def test_finishing_order_with_three_players(self):
        state = self.three_player_position()
        state, events = play(state, 0, step((-1, 4), (-1, 5)))
        assert events[1] == {"type": "finished", "seat": 0, "round": 1, "place": 1}
        assert state["to_move"] == 1 and ENGINE.outcome(state) is None
        with pytest.raises(NotYourTurn, match="Seat 0 has finished"):
            ENGINE.apply(state, 0, {"type": "resign"})
        state, _ = play(state, 1, step((-2, -2), (-2, -1)))
        state, _ = play(state, 2, hexagon_move(state, 2))
        # seat 0 is skipped; the round ended when seat 2 passed the turn back
        assert state["to_move"] == 1 and state["round"] == 2
        assert [p.seat for p in ENGINE.prompts(state)] == [1]
        state, _ = play(state, 1, step((-2, -1), (-2, -2)))
        piece = [h for h in ENGINE.view(state, None)["seats"][2]["pieces"] if tuple(h) not in camp(1)][0]
        back = {"type": "move", "path": [piece, [4, -2]]}
        state, _ = play(state, 2, back)
        state, _ = play(state, 1, step((-2, -2), (-3, -2)))  # seat 1 finishes second
        out = ENGINE.outcome(state)
        # seat 1 finished second: only seat 2 plays on, so it takes third place
        assert out.reason == "finished"
        assert out.places == [1, 2, 3]
        assert [s["status"] for s in out.seats] == ["won", "lost", "lost"]
        assert [s["finished_round"] for s in out.seats] == [1, 3, None]
        assert [s["pieces_in_target"] for s in out.seats] == [10, 10, 9]
        assert out.rounds == 3
        assert out.teams == [None, None, None]
        assert ENGINE.prompts(state) == []
        with pytest.raises(GameOver):
            ENGINE.apply(state, 2, {"type": "resign"})

    def test_two_player_finish_wins(self):
        state = start(2, {0: [h for h in camp(3) if h != (-1, 5)] + [(-1, 4)], 1: [(0, 0)]})
        state, events = play(state, 0, step((-1, 4), (-1, 5)))
        out = ENGINE.outcome(state)
        assert out.reason == "finished" and out.places == [1, 2] and not out.draw
        assert [s["status"] for s in out.seats] == ["won", "lost"]
        assert types(events) == ["move", "finished", "game_over"]


class TestTeams:
    def test_2v2_wins_at_15_pieces(self):
        pieces = {
            0: [h for h in camp(3) if h not in ((-1, 5), (-2, 5))] + [(1, 1), (2, 1)],  # 8 in target
            1: camp(1),
            2: camp(0)[:6] + [(1, -4), (-1, 0), (-2, 0), (-3, 0)],  # 6 in target, one step away
            3: camp(4),
        }
        state = start(4, pieces, to_move=2, mode="teams")
        assert ENGINE.view(state, None)["teams"][0]["pieces_in_targets"] == 14
        state, events = play(state, 2, step((1, -4), (1, -5)))
        assert {"type": "team_target_reached", "team": 0, "pieces": 15, "needed": 15} in events
        out = ENGINE.outcome(state)
        assert out.reason == "team_victory"
        assert out.places == [1, 2, 1, 2]
        assert out.teams == [0, 1, 0, 1]
        assert [s["status"] for s in out.seats] == ["won", "lost", "won", "lost"]
        assert [s["pieces_in_target"] for s in out.seats] == [8, 0, 7, 0]

    def test_2v2_member_finishing_wins_for_the_team(self):
        pieces = {0: [h for h in camp(3) if h != (-1, 5)] + [(-1, 4)], 1: camp(1), 2: [(0, 0)], 3: camp(4)}
        state = start(4, pieces, mode="teams")
        state, _ = play(state, 0, step((-1, 4), (-1, 5)))
        out = ENGINE.outcome(state)
        assert out.reason == "team_victory" and out.places == [1, 2, 1, 2]
        assert out.seats[0]["finished_round"] == 1

    def test_3v3_wins_at_23_pieces(self):
        pieces = {
            0: [h for h in camp(3) if h not in ((-1, 5), (-2, 5))] + [(-3, 2), (-3, 1)],  # 8
            2: [h for h in camp(5) if h not in ((-3, -2), (-2, -3))] + [(-2, -2), (-1, -1)],  # 8
            4: camp(1)[:6] + [(4, -2), (3, 0), (3, 1), (2, 1)],  # 6, (4,-2) steps to (5,-2)
            1: [(0, 0)], 3: [(1, 0)], 5: [(0, 1)],
        }
        state = start(6, pieces, to_move=4, mode="teams")
        assert ENGINE.view(state, None)["teams"][0]["pieces_in_targets"] == 22
        state, events = play(state, 4, step((4, -2), (5, -2)))
        assert {"type": "team_target_reached", "team": 0, "pieces": 23, "needed": 23} in events
        out = ENGINE.outcome(state)
        assert out.places == [1, 2, 1, 2, 1, 2]
        assert out.teams == [0, 1, 0, 1, 0, 1]

    def test_teams_need_four_or_six_players(self):
        for n in (2, 3):
            with pytest.raises(InvalidAction, match="2v2 \\(4 players\\) or 3v3 \\(6 players\\)"):
                ENGINE.normalize_options(n, {"mode": "teams"})
        assert ENGINE.seat_teams(4, ENGINE.normalize_options(4, {"mode": "teams"})) == [0, 1, 0, 1]
        assert ENGINE.seat_teams(6, ENGINE.normalize_options(6, {"mode": "teams"})) == [0, 1, 0, 1, 0, 1]
        assert ENGINE.seat_teams(6, ENGINE.normalize_options(6, {})) == [None] * 6
        assert ENGINE.normalize_options(2, {}) == {"jump_rule": "single", "mode": "ffa", "items": False}
        with pytest.raises(InvalidAction, match="jump_rule"):
            ENGINE.normalize_options(2, {"jump_rule": "double"})
        with pytest.raises(InvalidAction, match="^This game is played by 2, 3, 4, 6 players, not 5.$"):
            ENGINE.normalize_options(5, {})

    def test_2v2_partners_are_opposite(self):
        state = ENGINE.new_game(4, {"mode": "teams"}, 0)
        seats = ENGINE.view(state, None)["seats"]
        assert [(s["camp"], s["target"], s["team"]) for s in seats] == [(0, 3, 0), (1, 4, 1), (3, 0, 0), (4, 1, 1)]

    def test_team_member_resigning_loses_for_the_team(self):
        state = ENGINE.new_game(4, {"mode": "teams"}, 0)
        state, events = play(state, 1, {"type": "resign"})
        out = ENGINE.outcome(state)
        assert out.reason == "resigned" and out.places == [1, 2, 1, 2]
        assert [s["status"] for s in out.seats] == ["won", "resigned", "won", "lost"]
        assert out.seats[1]["resign_order"] == 1


class TestAntiPassivity:
    def test_round_20_fewer_than_5_out_loses_and_spares_the_opposite(self):
        state = start(2, layout(2, {0: 4, 1: 5}), to_move=1, round_no=20)
        view = ENGINE.view(state, 0)
        assert view["anti_passivity"]["next_round"] == 20 and view["anti_passivity"]["next_required"] == 5
        assert [(s["pieces_outside_home"], s["anti_passivity_ok"]) for s in view["seats"]] == [(4, False), (5, True)]
        state, events = play(state, 1, hexagon_move(state, 1))
        assert {"type": "anti_passivity_check", "round": 20, "required": 5, "failed": [0]} in events
        assert ENGINE.view(state, None)["seats"][0]["pieces"] == []
        out = ENGINE.outcome(state)
        assert out.reason == "anti_passivity" and out.rounds == 20
        assert out.places == [2, 1]
        assert out.seats[0]["status"] == "left" and out.seats[0]["anti_passivity"]
        assert out.seats[0]["left_order"] == 1 and out.seats[0]["left_reason"] == "anti_passivity"
        assert out.seats[0]["pieces_outside_home"] == 4
        assert out.seats[1]["status"] == "won" and out.seats[1]["spared_by_anti_passivity"]
        assert not out.seats[0]["spared_by_anti_passivity"]

    def test_moving_out_in_the_last_turn_of_round_20_is_enough(self):
        state = start(2, layout(2, {0: 4, 1: 5}), to_move=0, round_no=20)
        # a front-row piece steps out of home camp 0 into the hexagon
        state, _ = play(state, 0, step((1, -5), (0, -4)))
        state, events = play(state, 1, hexagon_move(state, 1))
        assert {"type": "anti_passivity_check", "round": 20, "required": 5, "failed": []} in events
        assert state["round"] == 21 and ENGINE.outcome(state) is None

    def test_no_check_at_the_end_of_round_19(self):
        state = start(2, layout(2, {0: 1, 1: 1}), to_move=1, round_no=19)
        state, events = play(state, 1, hexagon_move(state, 1))
        assert "anti_passivity_check" not in types(events)
        assert state["round"] == 20 and ENGINE.outcome(state) is None

    def test_round_25_needs_8_three_players_play_on(self):
        state = start(3, layout(3, {0: 7, 1: 8, 2: 10}), to_move=2, round_no=25)
        state, events = play(state, 2, hexagon_move(state, 2))
        assert {"type": "anti_passivity_check", "round": 25, "required": 8, "failed": [0]} in events
        assert ENGINE.outcome(state) is None
        assert state["round"] == 26 and state["to_move"] == 1
        seats = state["seats"]
        assert (seats[0]["status"], seats[0]["place"]) == ("left", 3)
        assert not any(s["spared_by_anti_passivity"] for s in seats)  # 3 players: no 对家
        assert "0" not in state["board"]

    def test_round_30_needs_10_four_players(self):
        state = start(4, layout(4, {0: 10, 1: 9, 2: 10, 3: 10}), to_move=3, round_no=30)
        state, events = play(state, 3, hexagon_move(state, 3))
        assert {"type": "anti_passivity_check", "round": 30, "required": 10, "failed": [1]} in events
        seats = state["seats"]
        assert seats[1]["status"] == "left" and seats[1]["anti_passivity"]
        assert seats[3]["spared_by_anti_passivity"]  # camp 4 is seat 1's target
        assert state["round"] == 31 and state["to_move"] == 0
        assert ENGINE.view(state, 0)["anti_passivity"]["next_round"] is None

    def test_team_member_failing_loses_for_the_team(self):
        state = start(4, layout(4, {0: 5, 1: 4, 2: 5, 3: 5}), to_move=3, round_no=20, mode="teams")
        state, _ = play(state, 3, hexagon_move(state, 3))
        out = ENGINE.outcome(state)
        assert out.reason == "anti_passivity" and out.places == [1, 2, 1, 2]
        assert [s["status"] for s in out.seats] == ["won", "left", "won", "lost"]
        assert out.seats[3]["spared_by_anti_passivity"]  # the partner sits opposite

    def test_two_failing_at_once_share_the_place(self):
        state = start(2, layout(2, {0: 4, 1: 4}), to_move=1, round_no=20)
        state, _ = play(state, 1, hexagon_move(state, 1))
        out = ENGINE.outcome(state)
        assert out.places == [1, 1] and [s["status"] for s in out.seats] == ["left", "left"]
        assert [s["left_order"] for s in out.seats] == [1, 1]
        assert not any(s["spared_by_anti_passivity"] for s in out.seats)


class TestTimeouts:
    def test_three_timeouts_in_a_row_leave_two_player_game(self):
        state = ENGINE.new_game(2, {}, 0)
        keys = []
        for n in range(1, 4):
            keys.append(ENGINE.prompts(state)[0].key)
            assert ENGINE.timeout_action(state, 0) == {"type": "timeout"}
            state, events = play(state, 0, {"type": "timeout"})
            assert events[0] == {"type": "timeout", "seat": 0, "consecutive": n}
            if n < 3:
                assert state["to_move"] == 1
                keys.append(ENGINE.prompts(state)[0].key)
                state, _ = play(state, 1, ENGINE.legal_moves(state, 1)[0])
        assert len(set(keys)) == len(keys)
        assert "0" not in state["board"]
        out = ENGINE.outcome(state)
        assert out.reason == "timeouts" and out.places == [2, 1]
        assert out.seats[0]["status"] == "left" and out.seats[0]["left_reason"] == "timeouts"
        assert out.seats[0]["timeouts"] == 3 and not out.seats[0]["anti_passivity"]
        assert out.seats[1]["status"] == "won" and not out.seats[1]["spared_by_anti_passivity"]

    def test_a_move_resets_the_count(self):
        state = ENGINE.new_game(2, {}, 0)
        for _ in range(2):
            state, _ = play(state, 0, {"type": "timeout"})
            state, _ = play(state, 1, ENGINE.legal_moves(state, 1)[0])
        assert state["seats"][0]["timeouts"] == 2
        state, _ = play(state, 0, ENGINE.legal_moves(state, 0)[0])
        assert state["seats"][0]["timeouts"] == 0
        assert state["round"] == 3  # timeouts are turns: rounds 1 and 2 are done

    def test_three_player_leaver_is_removed_and_others_play_on(self):
        state = ENGINE.new_game(3, {}, 0)
        for _ in range(3):
            for seat in (0, 1, 2):
                if state["seats"][seat]["status"] != "playing":
                    continue
                action = {"type": "timeout"} if seat == 1 else ENGINE.legal_moves(state, seat)[0]
                state, _ = play(state, seat, action)
        assert state["seats"][1]["status"] == "left" and state["seats"][1]["place"] == 3
        assert "1" not in state["board"]
        assert ENGINE.outcome(state) is None and state["to_move"] == 0 and state["round"] == 4
        state, _ = play(state, 0, ENGINE.legal_moves(state, 0)[0])
        assert state["to_move"] == 2

    def test_timeout_out_of_turn(self):
        state = ENGINE.new_game(2, {}, 0)
        with pytest.raises(NotYourTurn, match="It is seat 0's turn, not seat 1's; \"Time out\""):
            ENGINE.apply(state, 1, {"type": "timeout"})


class TestResign:
    def test_resign_places_in_order(self):
        state = ENGINE.new_game(4, {}, 0)
        state, events = play(state, 2, {"type": "resign"})  # out of turn
        assert events[0]["type"] == "resigned" and events[0]["place"] == 4
        assert state["to_move"] == 0 and "2" not in state["board"]
        state, _ = play(state, 0, {"type": "resign"})  # on its turn: the turn passes on
        assert state["to_move"] == 1 and state["seats"][0]["place"] == 3
        state, _ = play(state, 3, {"type": "resign"})
        out = ENGINE.outcome(state)
        assert out.reason == "resigned"
        assert out.places == [3, 1, 4, 2]
        assert [s["status"] for s in out.seats] == ["resigned", "won", "resigned", "resigned"]
        assert [s["resign_order"] for s in out.seats] == [2, None, 1, 3]

    def test_resigned_seat_cannot_act(self):
        state = ENGINE.new_game(3, {}, 0)
        state, _ = play(state, 1, {"type": "resign"})
        with pytest.raises(NotYourTurn, match="Seat 1 has resigned"):
            ENGINE.apply(state, 1, {"type": "offer_draw"})
        assert ENGINE.legal_actions(state, 1) == []


class TestDraw:
    def test_all_playing_seats_must_accept(self):
        state = ENGINE.new_game(3, {}, 0)
        state, _ = play(state, 1, {"type": "offer_draw"})
        assert ENGINE.prompts(state)[0].key == "move-0"  # the mover's decision is unchanged
        assert {"type": "accept_draw"} in ENGINE.legal_actions(state, 2)
        state, _ = play(state, 0, {"type": "accept_draw"})
        assert ENGINE.view(state, None)["draw_offer"] == {"by": 1, "accepted": [1, 0], "waiting": [2]}
        state, events = play(state, 2, {"type": "decline_draw"})
        assert events == [{"type": "draw_declined", "seat": 2, "by": 1}]
        assert state["draw_offer"] is None
        state, _ = play(state, 2, {"type": "offer_draw"})
        state, _ = play(state, 0, {"type": "accept_draw"})
        state, events = play(state, 1, {"type": "accept_draw"})
        out = ENGINE.outcome(state)
        assert out.reason == "draw" and out.draw and out.places == [1, 1, 1]
        assert [s["status"] for s in out.seats] == ["drew"] * 3

    def test_moving_without_accepting_cancels_the_offer(self):
        state = ENGINE.new_game(2, {}, 0)
        state, _ = play(state, 1, {"type": "offer_draw"})
        state, events = play(state, 0, ENGINE.legal_moves(state, 0)[0])
        assert "draw_cancelled" in types(events) and state["draw_offer"] is None

    def test_offerer_may_move_and_keep_the_offer(self):
        state = ENGINE.new_game(2, {}, 0)
        state, _ = play(state, 0, {"type": "offer_draw"})
        state, _ = play(state, 0, ENGINE.legal_moves(state, 0)[0])
        assert state["draw_offer"] == {"by": 0, "accepted": [0]}
        state, _ = play(state, 1, {"type": "accept_draw"})
        assert ENGINE.outcome(state).draw

    def test_draw_errors(self):
        state = ENGINE.new_game(2, {}, 0)
        with pytest.raises(IllegalAction, match="no draw offer to accept"):
            ENGINE.apply(state, 1, {"type": "accept_draw"})
        state, _ = play(state, 0, {"type": "offer_draw"})
        with pytest.raises(IllegalAction, match="Seat 0 has already offered a draw"):
            ENGINE.apply(state, 1, {"type": "offer_draw"})
        with pytest.raises(IllegalAction, match="already agreed"):
            ENGINE.apply(state, 0, {"type": "accept_draw"})
        state, events = play(state, 0, {"type": "decline_draw"})  # the offerer withdraws
        assert state["draw_offer"] is None


class TestContract:
    def test_prompts_one_seat_and_keys_change_every_turn(self):
        state = ENGINE.new_game(6, {"jump_rule": "long"}, 0)
        seen = set()
        for turn in range(12):
            prompts = ENGINE.prompts(state)
            assert len(prompts) == 1
            p = prompts[0]
            assert p.seat == turn % 6 and p.kinds == ("move",) and p.clock == "move"
            assert p.key not in seen
            seen.add(p.key)
            state, _ = play(state, p.seat, ENGINE.legal_moves(state, p.seat)[-1])
        assert state["round"] == 3

    def test_wrong_seat_and_bad_seat(self):
        state = ENGINE.new_game(2, {}, 0)
        with pytest.raises(NotYourTurn, match="It is seat 0's turn, not seat 1's; \"Move\""):
            ENGINE.apply(state, 1, step((-1, 5), (-1, 4)))
        with pytest.raises(InvalidAction, match="There is no seat 2"):
            ENGINE.apply(state, 2, {"type": "resign"})
        with pytest.raises(IllegalAction, match="does not hold one of your pieces \\(it holds seat 1's piece\\)"):
            ENGINE.apply(state, 0, step((-1, 5), (-1, 4)))

    def test_legal_actions_for_waiting_seats(self):
        state = ENGINE.new_game(2, {}, 0)
        assert ENGINE.legal_actions(state, 1) == [{"type": "resign"}, {"type": "offer_draw"}]
        acts = ENGINE.legal_actions(state, 0)
        assert len(acts) == 16 and acts[-2:] == [{"type": "resign"}, {"type": "offer_draw"}]

    def test_view_is_public_and_complete(self):
        state = ENGINE.new_game(4, {"mode": "teams"}, 12345)
        view = ENGINE.view(state, 0)
        assert "rng" not in json.dumps(view) and "12345" not in json.dumps(view)
        assert len(view["holes"]) == 121 and len(view["camps"]) == 6
        assert view["to_move"] == 0 and view["round"] == 1 and view["draw_offer"] is None
        # The beginner aid (reachable holes) comes from the legal actions, not the view.
        moves = [a["path"] for a in ENGINE.legal_actions(state, 0) if a["type"] == "move"]
        assert len(moves) == 14
        assert [p for p in moves if p[0] == [2, -6]] == [[[2, -6], [0, -4]], [[2, -6], [2, -4]]]
        assert [a for a in ENGINE.legal_actions(state, 1) if a["type"] == "move"] == []
        for viewer in (0, 1, None):
            assert not {"legal_moves", "legal_items", "over", "result"} & set(ENGINE.view(state, viewer))
        seat = view["seats"][2]
        assert (seat["camp"], seat["target"], seat["team"], seat["status"], seat["timeouts"]) == (3, 0, 0, "playing", 0)
        assert seat["anti_passivity_required"] == 5 and seat["pieces_outside_home"] == 0
        assert view["teams"][1] == {"team": 1, "seats": [1, 3], "pieces_in_targets": 0, "needed": 15}

    def test_pass_when_no_legal_move(self):
        # seat 1's only piece sits on the tip of camp 3, walled in by seat 0's pieces.
        state = start(2, {0: [(-4, 7), (-3, 7), (-4, 6), (-2, 6), (0, 0)], 1: [(-4, 8)]})
        assert ENGINE.count_legal_moves(state, 0) > 0
        state, events = play(state, 0, step((0, 0), (1, 0)))
        assert {"type": "pass", "seat": 1, "round": 1, "why": "no legal move"} in events
        assert state["to_move"] == 0 and state["round"] == 2


class TestPosition:
    def test_round_trip(self):
        pos = {"pieces": {"0": [[-4, 0]], "1": [[-2, -2], [-1, 0]]}, "to_move": 1, "round": 7}
        state = state_from_position(2, {"jump_rule": "long"}, pos)
        assert position_of(state) == pos
        assert ENGINE.position_of(state) == pos
        assert state["round"] == 7 and ENGINE.prompts(state)[0].seat == 1
        game = ENGINE.new_game(6, {}, 3)
        again = ENGINE.from_position(6, {}, position_of(game))
        assert again["board"] == game["board"] and again["seats"] == game["seats"]

    @pytest.mark.parametrize("pos, message", [
        ({"pieces": {"0": [[9, 9]], "1": [[0, 0]]}}, "Seat 0's piece at (9, 9) is not on a hole of the star"),
        ({"pieces": {"0": [[0, 0]], "1": [[0, 0]]}}, "The hole (0, 0) holds two pieces (seats 0 and 1)"),
        ({"pieces": {"0": [[q, 0] for q in range(-4, 5)] + [[0, 1], [0, 2]], "1": [[0, -1]]}},
         "Seat 0 has 11 pieces; at most 10"),
        ({"pieces": {"0": [[0, 0]]}}, "no pieces for seat(s) 1"),
        ({"pieces": {"0": [[0, 0]], "1": []}}, "Seat 1 needs a non-empty list"),
        ({"pieces": {"0": [[0, 0]], "2": [[1, 0]]}}, "'2' is not a seat of this 2-player game"),
        ({"pieces": {"0": [[0, 0]], "1": [[1, 0]]}, "to_move": 2}, "'to_move' must be a seat number 0-1"),
        ({"pieces": {"0": [[0, 0]], "1": [[1, 0]]}, "round": 0}, "'round' must be a whole number from 1"),
        ({"pieces": {"0": [[-4, 8]], "1": [[1, 0]]}}, "Seat 0 already has all its pieces in its target camp"),
        ({"pieces": {"0": [[0, 0]], "1": [[1, 0]]}, "board": "x"}, "Unknown position field(s): board"),
        ({"pieces": {"0": [[0, 0]], "1": [[1, 0]]}}, None),
        ({"pieces": {"0": [[0, 0, 1]], "1": [[1, 0]]}}, "is not [q, r] with two whole numbers"),
        ({"pieces": {"1": [[-4, 8]], "0": [[-4, 7], [-3, 7], [-4, 6], [-2, 6], [0, 0]]}, "to_move": 1},
         "Seat 1, to move, has no legal move"),
    ])
    def test_errors(self, pos, message):
        if message is None:
            assert state_from_position(2, {}, pos)["to_move"] == 0
            return
        with pytest.raises(InvalidAction) as err:
            state_from_position(2, {}, pos)
        assert message in str(err.value)


def test_outcome_gives_the_round_a_seat_resigned_in():
    """The ratings' short-game rule (resign or leave before round 11) reads exit_round."""
    from boardgames.engines.chinese_checkers import ENGINE as E

    s = E.new_game(3, E.normalize_options(3, {}), 0)
    for _ in range(3 * 4):  # four full rounds of first legal moves
        seat = E.prompts(s)[0].seat
        s, _ = E.apply(s, seat, next(a for a in E.legal_actions(s, seat) if a["type"] == "move"))
    s, _ = E.apply(s, 1, {"type": "resign"})
    s, _ = E.apply(s, 2, {"type": "resign"})
    outcome = E.outcome(s)
    assert [f["exit_round"] for f in outcome.seats] == [None, 5, 5]
    assert [f["status"] for f in outcome.seats] == ["won", "resigned", "resigned"]
