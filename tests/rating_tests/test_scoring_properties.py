"""Properties of the QQ跳棋 scoring over generated outcomes (hypothesis, no database)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from ratings.scoring.chinese_checkers import LEAVE_POINTS, is_short_game, score_game

STATUSES = ["won", "lost", "resigned", "left"]


@st.composite
def ffa_games(draw):
    n = draw(st.sampled_from([2, 3, 4, 6]))
    order = draw(st.permutations(list(range(1, n + 1))))
    rounds = draw(st.integers(1, 80))
    seats = []
    for i in range(n):
        status = "won" if order[i] == 1 else draw(st.sampled_from(STATUSES[1:]))
        seats.append({
            "status": status,
            "finished_round": draw(st.integers(1, rounds)) if status == "won" else None,
            "pieces_in_target": draw(st.integers(0, 9)),
            "exit_round": draw(st.integers(1, rounds)) if status in ("resigned", "left") else None,
            "anti_passivity": status == "left" and draw(st.booleans()),
            "spared_by_anti_passivity": draw(st.booleans()),
        })
    outcome = {"reason": "finished", "places": list(order), "draw": False, "rounds": rounds, "seats": seats,
               "teams": [None] * n}
    options = {"jump_rule": draw(st.sampled_from(["single", "long"])), "mode": "ffa"}
    levels = [draw(st.integers(1, 25)) for _ in range(n)]
    return outcome, options, levels


@settings(max_examples=400, deadline=None)
@given(ffa_games())
def test_ffa_properties(game):
    outcome, options, levels = game
    scores = score_game(outcome, options, levels)
    short = is_short_game(outcome, options["jump_rule"])
    n = len(levels)
    for facts, score in zip(outcome["seats"], scores):
        status = facts["status"]
        if status == "left":
            assert score.points == LEAVE_POINTS
        if status == "resigned":
            assert score.points < 0
        if short:
            assert score.points <= 0
        if facts["spared_by_anti_passivity"] and status not in ("left", "resigned"):
            assert score.points >= 0
        if n == 2 and status == "won" and not short:
            assert 10 <= score.points <= 49
        if n == 2 and status == "lost":
            assert -49 <= score.points <= 18
        assert score.reason
