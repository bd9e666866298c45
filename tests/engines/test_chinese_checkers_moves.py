"""QQ跳棋: board geometry, camps, opening counts and exact legal move sets for both jump
rules (steps, blocked jumps, turning chains, the camp rule, no revisits, 空跳 distances),
plus path validation in apply()."""

from __future__ import annotations

import json

import pytest

from boardgames.engines.chinese_checkers import ENGINE, count_legal_moves, state_from_position
from boardgames.engines.chinese_checkers.board import (
    CAMP_HOLES,
    CAMP_OF,
    HOLES,
    STEPS,
    allowed_ends,
    seat_camps,
    target_camp,
)
from boardgames.engines.core import IllegalAction, InvalidAction

from .chinese_checkers_support import camp as camp_at, on_star


def position(pieces: dict[int, list[tuple[int, int]]], rule: str = "single", players: int = 2,
             to_move: int = 0, mode: str = "ffa", round_no: int = 1) -> dict:
    """A running game from a hand-made position."""
    return state_from_position(
        players, {"jump_rule": rule, "mode": mode},
        {"pieces": {str(s): [list(h) for h in hs] for s, hs in pieces.items()},
         "to_move": to_move, "round": round_no},
    )


def moves_of(state: dict, seat: int = 0) -> dict[tuple[tuple[int, int], tuple[int, int]], list[tuple[int, int]]]:
    """(start, end) -> canonical path, from legal_actions."""
    out = {}
    for a in ENGINE.legal_actions(state, seat):
        if a["type"] == "move":
            path = [tuple(h) for h in a["path"]]
            key = (path[0], path[-1])
            assert key not in out, f"destination listed twice: {key}"
            out[key] = path
    return out


def ends_from(state: dict, start: tuple[int, int], seat: int = 0) -> set[tuple[int, int]]:
    return {e for (s, e) in moves_of(state, seat) if s == start}


class TestBoard:
    def test_star_has_121_holes_and_six_camps_of_ten(self):
        assert len(HOLES) == 121
        assert [len(c) for c in CAMP_HOLES] == [10] * 6
        assert sum(1 for c in CAMP_OF if c == -1) == 61  # the middle hexagon

    def test_camps_are_the_six_star_points_clockwise_from_the_top(self):
        # Each camp's tip, the one hole with a single-hole row: the six star points.
        tips = {}
        for camp, holes in enumerate(CAMP_HOLES):
            coords = [HOLES[h] for h in holes]
            tips[camp] = max(coords, key=lambda h: max(abs(h[0]), abs(h[1]), abs(h[0] + h[1])))
        assert tips == {0: (4, -8), 1: (8, -4), 2: (4, 4), 3: (-4, 8), 4: (-8, 4), 5: (-4, -4)}
        # camp 0 is r < -4 exactly, camp 3 r > 4 etc.
        assert sorted(HOLES[h] for h in CAMP_HOLES[0]) == sorted(
            (q, r) for q, r in HOLES if r < -4)
        assert sorted(HOLES[h] for h in CAMP_HOLES[5]) == sorted(
            (q, r) for q, r in HOLES if -q - r > 4)

    def test_targets_are_opposite_and_seat_camps(self):
        assert [target_camp(c) for c in range(6)] == [3, 4, 5, 0, 1, 2]
        assert seat_camps(2) == (0, 3)
        assert seat_camps(3) == (0, 2, 4)
        assert seat_camps(4) == (0, 1, 3, 4)
        assert seat_camps(6) == (0, 1, 2, 3, 4, 5)
        # Opposite camps are point reflections: (q, r) -> (-q, -r).
        for c in range(6):
            assert sorted((-q, -r) for q, r in (HOLES[h] for h in CAMP_HOLES[c])) == sorted(
                HOLES[h] for h in CAMP_HOLES[target_camp(c)])

    def test_centre_has_six_neighbours_and_tip_two(self):
        centre = HOLES.index((0, 0))
        assert sorted(HOLES[n] for n in STEPS[centre]) == [(-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0)]
        assert sorted(HOLES[n] for n in STEPS[HOLES.index((4, -8))]) == [(3, -7), (4, -7)]

    def test_camp_rule_table(self):
        ok = allowed_ends(0)
        assert sum(ok) == 61 + 10 + 10
        assert ok[HOLES.index((4, -8))] and ok[HOLES.index((-4, 8))]
        assert not ok[HOLES.index((8, -4))]

    def test_opening_pieces(self):
        state = ENGINE.new_game(6, {}, 7)
        view = ENGINE.view(state, None)
        for seat in range(6):
            assert sorted(map(tuple, view["seats"][seat]["pieces"])) == sorted(
                HOLES[h] for h in CAMP_HOLES[seat])


class TestOpening:
    def test_two_player_single_opening_has_14_moves_and_196_pairs(self):
        state = ENGINE.new_game(2, {"jump_rule": "single"}, 1)
        moves = ENGINE.legal_moves(state, 0)
        assert len(moves) == 14
        assert count_legal_moves(state) == 14
        pairs = 0
        for action in moves:
            after, _ = ENGINE.apply(state, 0, action)
            assert after["to_move"] == 1
            pairs += len(ENGINE.legal_moves(after, 1))
        assert pairs == 196

    def test_opening_move_set(self):
        state = ENGINE.new_game(2, {}, 1)
        got = {(s, e) for s, e in moves_of(state)}
        # Front row (r = -5) steps forward, and the second row jumps over it.
        expected = {
            ((1, -5), (0, -4)), ((1, -5), (1, -4)),
            ((2, -5), (1, -4)), ((2, -5), (2, -4)),
            ((3, -5), (2, -4)), ((3, -5), (3, -4)),
            ((4, -5), (3, -4)), ((4, -5), (4, -4)),
            ((2, -6), (0, -4)), ((2, -6), (2, -4)),
            ((3, -6), (1, -4)), ((3, -6), (3, -4)),
            ((4, -6), (2, -4)), ((4, -6), (4, -4)),
        }
        assert got == expected

    def test_counts_for_every_player_count_and_rule(self):
        for players in (2, 3, 4, 6):
            for rule in ("single", "long"):
                state = ENGINE.new_game(players, {"jump_rule": rule}, 0)
                assert count_legal_moves(state) == 14
                assert len(ENGINE.legal_moves(state, 0)) == 14
                assert ENGINE.legal_moves(state, 1) == []  # not seat 1's turn


# A position with a turning jump chain, a blocked jump and a chain back to the start.
#   seat 0 at (0, 0); pieces at (1,0) E, (0,1) SE, (-1,0) W with (-2,0) behind it,
#   and (2,1), (1,2) to turn around.
CHAIN = {0: [(0, 0)], 1: [(1, 0), (2, 1), (1, 2), (0, 1), (-1, 0), (-2, 0)]}


class TestSingleJumps:
    def test_exact_moves_with_turning_chain_blocked_jump_and_no_revisit(self):
        state = position(CHAIN)
        assert moves_of(state) == {
            ((0, 0), (-1, 1)): [(0, 0), (-1, 1)],
            ((0, 0), (0, -1)): [(0, 0), (0, -1)],
            ((0, 0), (1, -1)): [(0, 0), (1, -1)],
            ((0, 0), (0, 2)): [(0, 0), (0, 2)],
            ((0, 0), (2, 0)): [(0, 0), (2, 0)],
            # reachable via (0,2) and via (2,0): the lexicographically smaller path
            ((0, 0), (2, 2)): [(0, 0), (0, 2), (2, 2)],
        }
        # (-2, 0) is blocked: the hole beyond (-1, 0) is occupied.

    def test_apply_accepts_any_valid_chain(self):
        state = position(CHAIN)
        longer = [[0, 0], [2, 0], [2, 2], [0, 2]]  # turns twice, ends where a direct jump ends
        after, events = ENGINE.apply(state, 0, {"type": "move", "path": longer})
        assert events[0] == {"type": "move", "seat": 0, "path": longer, "kind": "jump"}
        assert ENGINE.view(after, None)["seats"][0]["pieces"] == [[0, 2]]
        assert after["last_move"]["path"] == longer

    @pytest.mark.parametrize("path, message", [
        ([[0, 0], [0, 2], [2, 2], [2, 0], [0, 0]], "returns to its start (0, 0)"),
        ([[0, 0], [2, 0], [2, 2], [0, 2], [2, 2]], "lands on (2, 2) twice"),
        ([[0, 0], [-2, 0]], "no 一子跳 jump from (0, 0) to (-2, 0)"),
        ([[0, 0], [1, 0]], "the hole (1, 0) is occupied"),
        ([[0, 0], [0, -1], [0, -2]], "is inside a jump chain"),
        ([[0, 0], [0, -2]], "no 一子跳 jump from (0, 0) to (0, -2)"),
        ([[1, 0], [1, -1]], "does not hold one of your pieces (it holds seat 1's piece)"),
        ([[0, 0], [2, 0], [4, 0]], "no 一子跳 jump from (2, 0) to (4, 0)"),
    ])
    def test_illegal_paths(self, path, message):
        state = position(CHAIN)
        before = json.dumps(state, sort_keys=True)
        with pytest.raises(IllegalAction) as err:
            ENGINE.apply(state, 0, {"type": "move", "path": path})
        assert message in str(err.value)
        assert str(err.value).startswith("Illegal move ")
        assert json.dumps(state, sort_keys=True) == before

    def test_camp_rule_pass_through_but_not_end(self):
        # (5, -1) is in camp 1 (not seat 0's home 0 nor target 3): the chain may pass
        # through it but not end there.
        state = position({0: [(3, -1)], 1: [(4, -1), (4, 0)]})
        assert moves_of(state) == {
            ((3, -1), (2, -1)): [(3, -1), (2, -1)],
            ((3, -1), (2, 0)): [(3, -1), (2, 0)],
            ((3, -1), (3, -2)): [(3, -1), (3, -2)],
            ((3, -1), (3, 0)): [(3, -1), (3, 0)],
            ((3, -1), (4, -2)): [(3, -1), (4, -2)],
            ((3, -1), (3, 1)): [(3, -1), (5, -1), (3, 1)],
        }
        with pytest.raises(IllegalAction, match="end in another player's camp at \\(5, -1\\)"):
            ENGINE.apply(state, 0, {"type": "move", "path": [[3, -1], [5, -1]]})

    def test_camp_rule_allows_home_and_target(self):
        # seat 0 next to its home (camp 0) and a seat-1 piece next to seat 1's target (camp 0).
        state = position({0: [(1, -4), (-1, 4)], 1: [(0, 0)]})
        ends = ends_from(state, (1, -4))
        assert (1, -5) in ends and (2, -5) in ends  # back into its own home camp
        assert ends_from(state, (-1, 4)) >= {(-1, 5), (-2, 5)}  # into its target camp
        # and a step into camp 5 ((0,-4) -> (-1,-4) is s = 5) is not allowed
        state = position({0: [(0, -4)], 1: [(0, 0)]})
        assert ends_from(state, (0, -4)) == {(1, -5), (1, -4), (0, -3), (-1, -3)}

    def test_six_player_camps_of_others_are_closed(self):
        # In a 6-player game seat 0 may not stop in camp 1 or 5 either.
        holes = [(4, -4), (-4, 4), (-4, 0), (4, 0), (0, 4), (0, -4)]
        pieces = {seat: [hole] for seat, hole in enumerate(holes)}
        state = position(pieces, players=6)
        # (4,-4) neighbours: (5,-5)? off; (5,-4) camp 1; (4,-5) camp 0 (home); (3,-4), (3,-3), (4,-3)
        assert ends_from(state, (4, -4)) == {(3, -4), (3, -3), (4, -3), (4, -5)}


LONG = {0: [(-4, 0)], 1: [(-1, 0), (-2, -2)]}


class TestLongJumps:
    def test_exact_moves_with_one_and_two_empty_holes(self):
        state = position(LONG, rule="long")
        assert moves_of(state) == {
            ((-4, 0), (-4, 1)): [(-4, 0), (-4, 1)],
            ((-4, 0), (-3, -1)): [(-4, 0), (-3, -1)],
            ((-4, 0), (-3, 0)): [(-4, 0), (-3, 0)],
            ((-4, 0), (0, -4)): [(-4, 0), (0, -4)],  # over (-2,-2), one empty hole each side
            ((-4, 0), (2, 0)): [(-4, 0), (2, 0)],  # over (-1,0), two empty holes each side
        }
        # steps into camps 4 and 5 ((-5, 1), (-4, -1)) are closed by the camp rule

    def test_same_position_with_single_jumps_has_only_steps(self):
        state = position(LONG, rule="single")
        assert set(moves_of(state)) == {((-4, 0), (-4, 1)), ((-4, 0), (-3, -1)), ((-4, 0), (-3, 0))}

    def test_piece_in_the_far_half_blocks_the_jump(self):
        state = position({0: [(-4, 0)], 1: [(-1, 0), (-2, -2), (1, 0)]}, rule="long")
        assert ends_from(state, (-4, 0)) == {(-4, 1), (-3, -1), (-3, 0), (0, -4)}
        with pytest.raises(IllegalAction, match="no 空跳 jump from \\(-4, 0\\) to \\(2, 0\\)"):
            ENGINE.apply(state, 0, {"type": "move", "path": [[-4, 0], [2, 0]]})

    def test_landing_off_the_board_is_no_jump(self):
        # (0,3) is the first piece SE of (0,0) at distance 3; the landing (0,6) is off the star.
        state = position({0: [(0, 0)], 1: [(0, 3)]}, rule="long")
        assert ends_from(state, (0, 0)) == {(-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0)}

    def test_long_chain_that_turns_and_cannot_return(self):
        # (-4,0) -> (2,0) over (-1,0); then (2,0) -> (2,4)? needs piece at distance k on SE
        # ray (2,1),(2,2),(2,3),(2,4): piece at (2,2), landing (2,4) (camp 2: not an end) ->
        # from (2,4) over (1,4)? W ray (1,4),(0,4),(-1,4)...: piece (0,4) at distance 2,
        # landing (-2,4) in the hexagon.
        state = position({0: [(-4, 0)], 1: [(-1, 0), (2, 2), (0, 4)]}, rule="long")
        got = moves_of(state)
        assert got[((-4, 0), (2, 0))] == [(-4, 0), (2, 0)]
        assert got[((-4, 0), (-2, 4))] == [(-4, 0), (2, 0), (2, 4), (-2, 4)]
        assert ((-4, 0), (2, 4)) not in got  # camp 2 is nobody's home or target for seat 0
        assert {e for (_, e) in got} == {(-4, 1), (-3, -1), (-3, 0), (2, 0), (-2, 4)}
        # jumping back over (-1,0) from (2,0) would land on the start: not a move
        with pytest.raises(IllegalAction, match="returns to its start"):
            ENGINE.apply(state, 0, {"type": "move", "path": [[-4, 0], [2, 0], [-4, 0]]})

    def test_adjacent_jump_is_the_zero_case(self):
        state = position(CHAIN, rule="long")
        got = moves_of(state)
        assert got[((0, 0), (2, 0))] == [(0, 0), (2, 0)]
        assert got[((0, 0), (0, 2))] == [(0, 0), (0, 2)]
        assert ((0, 0), (-2, 0)) not in got


class TestPathSyntax:
    @pytest.mark.parametrize("action, message", [
        ({"type": "move"}, "needs 'path'"),
        ({"type": "move", "path": [[0, 0]]}, "at least two holes"),
        ({"type": "move", "path": "a1-b2"}, "needs 'path'"),
        ({"type": "move", "path": [[0, 0], [0, "1"]]}, "Hole 1 of the move's path must be [q, r]"),
        ({"type": "move", "path": [[0, 0], [True, 1]]}, "Hole 1"),
        ({"type": "move", "path": [[0, 0], [9, 9]]}, "(9, 9) in the move's path is not a hole of the star"),
        ({"type": "jump", "path": [[0, 0], [0, 1]]}, "Unknown action type 'jump'"),
        ({"path": [[0, 0], [0, 1]]}, "'type' field"),
        ("move", "'type' field"),
    ])
    def test_invalid_actions(self, action, message):
        state = position(CHAIN)
        before = json.dumps(state, sort_keys=True)
        with pytest.raises(InvalidAction) as err:
            ENGINE.apply(state, 0, action)
        assert message in str(err.value)
        assert json.dumps(state, sort_keys=True) == before


# -- an independent reference, in plain coordinates -----------------------------------

DIRS = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)]


def ref_jumps(h, occ, rule):
    """Landings of one jump from h (reference implementation)."""
    out = []
    for dq, dr in DIRS:
        if rule == "single":
            over, land = (h[0] + dq, h[1] + dr), (h[0] + 2 * dq, h[1] + 2 * dr)
            if on_star(land) and over in occ and land not in occ:
                out.append(land)
            continue
        k = 1
        while on_star((h[0] + k * dq, h[1] + k * dr)) and (h[0] + k * dq, h[1] + k * dr) not in occ:
            k += 1
        if not on_star((h[0] + k * dq, h[1] + k * dr)):
            continue
        beyond = [(h[0] + j * dq, h[1] + j * dr) for j in range(k + 1, 2 * k + 1)]
        if all(on_star(x) and x not in occ for x in beyond):
            out.append(beyond[-1])
    return out


def ref_moves(pieces_by_seat, seat, rule, home):
    """{(start, end): number of jumps in the shortest chain (0 = step)}."""
    occupied = {h for hs in pieces_by_seat.values() for h in hs}
    ok_camps = {None, home, (home + 3) % 6}
    result = {}
    for start in pieces_by_seat[seat]:
        occ = occupied - {start}
        for dq, dr in DIRS:
            n = (start[0] + dq, start[1] + dr)
            if on_star(n) and n not in occ and camp_at(n) in ok_camps:
                result[(start, n)] = 0
        dist = {start: 0}
        frontier = [start]
        while frontier:
            nxt = []
            for h in frontier:
                for land in ref_jumps(h, occ, rule):
                    if land not in dist:
                        dist[land] = dist[h] + 1
                        nxt.append(land)
            frontier = nxt
        for end, d in dist.items():
            if end != start and camp_at(end) in ok_camps and (start, end) not in result:
                result[(start, end)] = d
    return result


def random_position(rnd):
    players = rnd.choice([2, 3, 4, 6])
    holes = [h for h in HOLES]
    rnd.shuffle(holes)
    pieces = {}
    for seat in range(players):
        n = rnd.randint(1, 10)
        pieces[seat] = [holes.pop() for _ in range(n)]
    return players, pieces


class TestAgainstReference:
    def test_random_positions_match_a_reference_generator(self):
        import random

        rnd = random.Random(2024)
        checked = 0
        while checked < 400:
            players, pieces = random_position(rnd)
            rule = rnd.choice(["single", "long"])
            to_move = rnd.randrange(players)
            try:
                state = position(pieces, rule=rule, players=players, to_move=to_move)
            except InvalidAction:
                continue  # already finished, or no legal move
            checked += 1
            home = seat_camps(players)[to_move]
            expected = ref_moves(pieces, to_move, rule, home)
            got = moves_of(state, to_move)
            assert set(got) == set(expected)
            for key, path in got.items():
                assert len(path) - 1 == max(expected[key], 1)
                ENGINE.apply(state, to_move, {"type": "move", "path": [list(h) for h in path]})
            # random other jump chains (no revisits) are accepted and end where they end
            occ = {h for hs in pieces.values() for h in hs}
            for start in pieces[to_move]:
                path, seen = [start], {start}
                while True:
                    options = [x for x in ref_jumps(path[-1], occ - {start}, rule) if x not in seen]
                    if not options:
                        break
                    path.append(rnd.choice(options))
                    seen.add(path[-1])
                    action = {"type": "move", "path": [list(h) for h in path]}
                    if camp_at(path[-1]) in {None, home, (home + 3) % 6}:
                        after, _ = ENGINE.apply(state, to_move, action)
                        assert after["board"].count(str(to_move)) == len(pieces[to_move])
                    else:
                        with pytest.raises(IllegalAction, match="another player's camp"):
                            ENGINE.apply(state, to_move, action)
        assert count_legal_moves(state, to_move) == len(got)
