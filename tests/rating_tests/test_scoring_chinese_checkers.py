"""QQ跳棋 points (seed 001 计分等级), every case of the seed (pure, no database)."""

import pytest

from ratings.scoring.chinese_checkers import (FFA_POINTS, TEAM_POINTS, encouragement, is_short_game,
                                              one_v_one_loss, one_v_one_win, score_game)

SINGLE = {"jump_rule": "single", "mode": "ffa"}
LONG = {"jump_rule": "long", "mode": "ffa"}
TEAMS = {"jump_rule": "single", "mode": "teams"}


def seat(status, **facts):
    return {"status": status, **facts}


def outcome(seats, places, rounds=40, draw=False, teams=None, reason="finished"):
    return {"reason": reason, "places": places, "draw": draw, "rounds": rounds, "seats": seats,
            "teams": teams if teams is not None else [None] * len(seats)}


def points(out, options, levels):
    return [s.points for s in score_game(out, options, levels)]


# -- 1V1 formula -------------------------------------------------------------------

# level difference own - opponent -> (win, loss)
@pytest.mark.parametrize("own,opp,win,loss", [
    (1, 25, 49, 1),     # -24
    (5, 10, 30, 20),    # -5
    (7, 7, 25, 25),     # 0
    (10, 5, 20, 30),    # 5
    (25, 1, 10, 49),    # 24
])
def test_one_v_one_formula(own, opp, win, loss):
    assert one_v_one_win(own, opp) == win
    assert one_v_one_loss(own, opp) == loss


def test_win_never_below_ten():
    assert one_v_one_win(20, 1) == 10   # 25 - 19 = 6 -> 10
    assert one_v_one_win(16, 1) == 10   # 25 - 15 = 10
    assert one_v_one_win(15, 1) == 11


@pytest.mark.parametrize("own,opp", [(a, b) for a in range(1, 26) for b in range(1, 26)])
def test_bounds_for_every_level_pair(own, opp):
    assert 10 <= one_v_one_win(own, opp) <= 49
    assert 1 <= one_v_one_loss(own, opp) <= 49


@pytest.mark.parametrize("diff", [-24, -5, 0, 5, 24])
def test_one_v_one_game(diff):
    winner_level = 13 if abs(diff) < 12 else (1 if diff < 0 else 25)
    loser_level = winner_level - diff
    out = outcome([seat("won", finished_round=40), seat("lost", pieces_in_target=0)], [1, 2])
    assert points(out, SINGLE, [winner_level, loser_level]) == [
        max(25 - diff, 10), -(25 + (loser_level - winner_level))]


# -- 鼓励分 -----------------------------------------------------------------------------

def test_encouragement_doubled_at_level_5_not_6():
    assert encouragement(7, 5) == 14
    assert encouragement(7, 6) == 7
    assert encouragement(7, 1) == 14
    assert encouragement(0, 1) == 0


@pytest.mark.parametrize("loser_level,enc", [(5, 8), (6, 4)])
def test_one_v_one_loser_gets_encouragement(loser_level, enc):
    out = outcome([seat("won", finished_round=30), seat("lost", pieces_in_target=4)], [1, 2])
    winner_level = loser_level
    assert points(out, SINGLE, [winner_level, loser_level]) == [25, -25 + enc]


# -- 全自由 ---------------------------------------------------------------------------

@pytest.mark.parametrize("n,table", [(3, (30, 15, -15)), (4, (35, 25, 15, -15)), (6, (45, 35, 25, 15, -15, -25))])
def test_ffa_every_place(n, table):
    assert FFA_POINTS[n] == table
    places = list(range(1, n + 1))
    seats = [seat("won", finished_round=30)] + [seat("lost", pieces_in_target=0) for _ in range(n - 1)]
    for i in range(1, n - 1):
        seats[i]["finished_round"] = 30 + i
    assert points(outcome(seats, places, rounds=45), SINGLE, [8] * n) == list(table)


@pytest.mark.parametrize("n", [3, 4, 6])
@pytest.mark.parametrize("level,factor", [(5, 2), (6, 1)])
def test_ffa_last_place_gets_encouragement(n, level, factor):
    seats = [seat("won", finished_round=30)] + [seat("lost", pieces_in_target=3) for _ in range(n - 1)]
    result = points(outcome(seats, list(range(1, n + 1))), SINGLE, [level] * n)
    assert result[-1] == FFA_POINTS[n][-1] + 3 * factor
    assert result[:-1] == list(FFA_POINTS[n][:-1])  # only the last place gets it


def test_ffa_last_place_that_left_gets_no_encouragement():
    seats = [seat("won", finished_round=30), seat("lost", pieces_in_target=5),
             seat("left", pieces_in_target=5, left_order=1, exit_round=20)]
    assert points(outcome(seats, [1, 2, 3]), SINGLE, [8, 8, 8]) == [30, 15, -50]


# -- 组队 --------------------------------------------------------------------------------

@pytest.mark.parametrize("n,teams", [(4, [0, 1, 0, 1]), (6, [0, 1, 0, 1, 0, 1])])
def test_team_win_and_loss_with_encouragement(n, teams):
    win, loss = TEAM_POINTS[n]
    seats = [seat("won" if t == 0 else "lost", pieces_in_target=2 + i) for i, t in enumerate(teams)]
    seats[0]["finished_round"] = 35
    out = outcome(seats, [1 if t == 0 else 2 for t in teams], rounds=35, teams=teams, reason="team_victory")
    levels = [8] * n
    levels[1] = 3  # a low-level loser: doubled 鼓励分
    expected = []
    for i, t in enumerate(teams):
        if t == 0:
            expected.append(win)
        else:
            expected.append(loss + (2 + i) * (2 if levels[i] <= 5 else 1))
    assert points(out, TEAMS, levels) == expected
    assert (win, loss) == ((30, -10) if n == 4 else (40, -15))


@pytest.mark.parametrize("n,teams", [(4, [0, 1, 0, 1]), (6, [0, 1, 0, 1, 0, 1])])
def test_team_member_leaving_carries_the_deduction(n, teams):
    win, _ = TEAM_POINTS[n]
    seats = [seat("won" if t == 0 else "lost", pieces_in_target=3) for t in teams]
    seats[1] = seat("left", pieces_in_target=3, left_order=1, exit_round=15)
    out = outcome(seats, [1 if t == 0 else 2 for t in teams], rounds=15, teams=teams, reason="timeouts")
    result = points(out, TEAMS, [8] * n)
    for i, t in enumerate(teams):
        if i == 1:
            assert result[i] == -50
        elif t == 0:
            assert result[i] == win
        else:
            assert result[i] == 3  # 鼓励分 only


def test_team_member_resigning_carries_the_team_deduction():
    teams = [0, 1, 0, 1]
    seats = [seat("won"), seat("resigned", resign_order=1, exit_round=15), seat("won"), seat("lost", pieces_in_target=2)]
    out = outcome(seats, [1, 2, 1, 2], rounds=15, teams=teams, reason="resigned")
    assert points(out, TEAMS, [8] * 4) == [30, -10, 30, 2]


def test_team_draw():
    teams = [0, 1, 0, 1, 0, 1]
    out = outcome([seat("drew", pieces_in_target=4) for _ in teams], [1] * 6, draw=True, teams=teams,
                  reason="draw")
    assert points(out, TEAMS, [3] * 6) == [0] * 6


# -- 和棋 ------------------------------------------------------------------------------

def test_one_v_one_draw():
    out = outcome([seat("drew", pieces_in_target=5), seat("drew", pieces_in_target=5)], [1, 1], draw=True)
    assert points(out, SINGLE, [1, 20]) == [0, 0]


def test_ffa_draw():
    out = outcome([seat("drew") for _ in range(4)], [1, 1, 1, 1], draw=True)
    assert points(out, SINGLE, [4, 4, 4, 4]) == [0, 0, 0, 0]


def test_ffa_partial_draw_after_a_finish():
    seats = [seat("won", finished_round=30), seat("drew"), seat("drew")]
    out = outcome(seats, [1, 2, 2], rounds=50, reason="draw")
    assert points(out, SINGLE, [8, 8, 8]) == [30, 0, 0]


# -- 认输 ------------------------------------------------------------------------------

def test_one_v_one_resign_only_deducted():
    out = outcome([seat("won"), seat("resigned", resign_order=1, pieces_in_target=6, exit_round=15)], [1, 2],
                  rounds=15, reason="resigned")
    # winner: 25 - (4 - 9) = 30; resigner: -(25 + (9 - 4)) = -30, no 鼓励分
    assert points(out, SINGLE, [4, 9]) == [30, -30]


def test_ffa_resigners_take_places_from_the_bottom_and_never_gain():
    seats = [seat("won", finished_round=40), seat("resigned", resign_order=2, exit_round=25),
             seat("lost", pieces_in_target=4, finished_round=None),
             seat("resigned", resign_order=1, exit_round=20)]
    # first resigner: 4th (-15); second resigner: 3rd (+15 -> only deducted: -15)
    out = outcome(seats, [1, 3, 2, 4], rounds=50)
    assert points(out, SINGLE, [8] * 4) == [35, -15, 25, -15]


def test_six_player_resigners():
    seats = [seat("won", finished_round=40), seat("lost", finished_round=45), seat("lost", finished_round=46),
             seat("resigned", resign_order=3, exit_round=30), seat("resigned", resign_order=2, exit_round=25),
             seat("resigned", resign_order=1, exit_round=20)]
    out = outcome(seats, [1, 2, 3, 4, 5, 6], rounds=50)
    assert points(out, SINGLE, [8] * 6) == [45, 35, 25, -15, -15, -25]


# -- 退出 ------------------------------------------------------------------------------

def test_one_v_one_leave():
    out = outcome([seat("won"), seat("left", left_order=1, pieces_in_target=3, exit_round=12)], [1, 2],
                  rounds=12, reason="timeouts")
    assert points(out, SINGLE, [6, 6]) == [25, -50]


def test_ffa_leavers_minus_fifty_in_order():
    seats = [seat("left", left_order=2, exit_round=22), seat("won", finished_round=40),
             seat("left", left_order=1, exit_round=21), seat("lost", pieces_in_target=1)]
    out = outcome(seats, [3, 1, 4, 2], rounds=50)
    assert points(out, SINGLE, [8] * 4) == [-50, 35, -50, 25]


# -- 限制 (short games) -----------------------------------------------------------------

@pytest.mark.parametrize("options,round_,short", [
    (SINGLE, 17, True), (SINGLE, 18, False), (LONG, 9, True), (LONG, 10, False),
])
def test_short_win(options, round_, short):
    out = outcome([seat("won", finished_round=round_), seat("lost", pieces_in_target=2)], [1, 2], rounds=round_)
    assert is_short_game(out, options["jump_rule"]) is short
    result = points(out, options, [7, 7])
    assert result == ([0, -25 + 2] if short else [25, -25 + 2])


@pytest.mark.parametrize("status", ["resigned", "left"])
@pytest.mark.parametrize("round_,short", [(10, True), (11, False)])
def test_short_resign_or_leave(status, round_, short):
    quitter = seat(status, exit_round=round_, resign_order=1 if status == "resigned" else None,
                   left_order=1 if status == "left" else None)
    out = outcome([seat("won"), quitter], [1, 2], rounds=round_, reason=status)
    result = points(out, SINGLE, [7, 7])
    assert result[0] == (0 if short else 25)
    assert result[1] == (-50 if status == "left" else -25)


def test_short_game_loser_encouragement_never_becomes_a_gain():
    out = outcome([seat("won", finished_round=12), seat("lost", pieces_in_target=9)], [1, 2], rounds=12)
    # 1v1 loss at level 1 vs 25: -1, 鼓励分 18 -> +17, but no gains in a short game
    assert points(out, SINGLE, [25, 1]) == [0, 0]


def test_short_ffa_game_has_no_gains():
    seats = [seat("won", finished_round=16), seat("lost", finished_round=19), seat("lost", pieces_in_target=1)]
    out = outcome(seats, [1, 2, 3], rounds=20)
    assert points(out, SINGLE, [8] * 3) == [0, 0, -14]


def test_ffa_resign_before_round_11_cancels_gains():
    seats = [seat("won", finished_round=30), seat("lost", finished_round=31), seat("resigned", exit_round=6)]
    out = outcome(seats, [1, 2, 3], rounds=35)
    assert points(out, SINGLE, [8] * 3) == [0, 0, -15]


def test_short_team_victory():
    teams = [0, 1, 0, 1]
    seats = [seat("won", finished_round=17), seat("lost", pieces_in_target=3), seat("won"),
             seat("lost", pieces_in_target=12 // 2)]
    out = outcome(seats, [1, 2, 1, 2], rounds=17, teams=teams, reason="team_victory")
    assert points(out, TEAMS, [8] * 4) == [0, -7, 0, -4]
    out["rounds"] = 18
    seats[0]["finished_round"] = 18
    assert points(out, TEAMS, [8] * 4) == [30, -7, 30, -4]


def test_short_team_leave():
    teams = [0, 1, 0, 1]
    seats = [seat("won"), seat("left", exit_round=8), seat("won"), seat("lost", pieces_in_target=2)]
    out = outcome(seats, [1, 2, 1, 2], rounds=8, teams=teams)
    assert points(out, TEAMS, [8] * 4) == [0, -50, 0, 0]


def test_exit_round_falls_back_to_the_game_rounds():
    out = outcome([seat("won"), seat("resigned")], [1, 2], rounds=9)
    assert is_short_game(out, "single")


# -- 防止消极 --------------------------------------------------------------------------------

def test_anti_passivity_one_v_one():
    seats = [seat("left", anti_passivity=True, left_order=1, exit_round=20, pieces_in_target=0),
             seat("won", spared_by_anti_passivity=True)]
    out = outcome(seats, [2, 1], rounds=20, reason="anti_passivity")
    assert points(out, SINGLE, [3, 9]) == [-50, max(25 - (9 - 3), 10)]


def test_anti_passivity_opposite_player_loses_nothing():
    # 6 players: seat 0 fails the round-20 check; seat 3 (its opposite) ends 5th.
    seats = [seat("left", anti_passivity=True, left_order=1, exit_round=20),
             seat("won", finished_round=40), seat("lost", finished_round=42), seat("lost", spared_by_anti_passivity=True, finished_round=44),
             seat("lost", finished_round=43), seat("lost", spared_by_anti_passivity=False, finished_round=41)]
    # places: seat0 6th; 1:1st, 5:2nd, 2:3rd, 4:4th, 3:5th
    out = outcome(seats, [6, 1, 3, 5, 4, 2], rounds=45)
    assert points(out, SINGLE, [8] * 6) == [-50, 45, 25, 0, 15, 35]


def test_anti_passivity_in_2v2_spares_the_partner():
    teams = [0, 1, 0, 1]  # partners sit opposite
    seats = [seat("won"), seat("left", anti_passivity=True, exit_round=25),
             seat("won"), seat("lost", spared_by_anti_passivity=True, pieces_in_target=4)]
    out = outcome(seats, [1, 2, 1, 2], rounds=25, teams=teams, reason="anti_passivity")
    assert points(out, TEAMS, [8] * 4) == [30, -50, 30, 4]
