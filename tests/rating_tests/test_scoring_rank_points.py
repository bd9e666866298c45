"""强手棋 points (seed 000 积分相关) and the platform rank points (RULINGS) (pure)."""

import pytest

from ratings.scoring import qiangshou, rank_points, score_game
from ratings.scoring.base import round_half_away, tied_place_points


def out(statuses, places, **facts):
    seats = [{"status": s} for s in statuses]
    for i, extra in facts.get("extra", {}).items():
        seats[i].update(extra)
    return {"reason": "bankruptcy", "places": places, "draw": facts.get("draw", False), "rounds": 50,
            "seats": seats, "teams": None}


QS = {2: [10, -10], 3: [15, -5, -10], 4: [20, -4, -6, -10]}


@pytest.mark.parametrize("n", [2, 3, 4])
def test_qiangshou_every_place(n):
    statuses = ["won"] + ["lost"] * (n - 1)
    got = [s.points for s in qiangshou.score_game(out(statuses, list(range(1, n + 1))), {"room": "normal"})]
    assert got == QS[n]
    for place, value in enumerate(QS[n], start=1):
        assert qiangshou.place_points(n, place) == value


@pytest.mark.parametrize("n,resign,escape", [(2, -10, -20), (3, -10, -30), (4, -10, -40)])
def test_qiangshou_resign_and_escape(n, resign, escape):
    assert qiangshou.resign_points(n) == resign
    assert qiangshou.escape_points(n) == escape
    statuses = ["won"] + ["lost"] * (n - 1)
    statuses[-1] = "resigned"
    got = qiangshou.score_game(out(statuses, list(range(1, n + 1))), {})
    assert got[-1].points == resign
    statuses[-1] = "left"
    got = qiangshou.score_game(out(statuses, list(range(1, n + 1))), {})
    assert got[-1].points == escape


def test_qiangshou_resigner_scores_last_place_whatever_its_place():
    o = out(["lost", "won", "lost", "lost"], [2, 1, 3, 4], extra={0: {"resigned": True}})
    assert [s.points for s in qiangshou.score_game(o, {})] == [-10, 20, -6, -10]


def test_qiangshou_escape_by_fact():
    o = out(["lost", "won", "lost"], [3, 1, 2], extra={0: {"escaped": True}})
    assert [s.points for s in qiangshou.score_game(o, {})] == [-30, 15, -5]


def test_qiangshou_two_escapes():
    o = out(["left", "won", "lost", "left"], [4, 1, 2, 3])
    assert [s.points for s in score_game("qiangshou", o, {}, [1] * 4)] == [-40, 20, -4, -40]


RP = {2: [10, -10], 3: [15, -5, -10], 4: [20, -4, -6, -10], 5: [25, 10, -5, -10, -20],
      6: [30, 15, 5, -5, -15, -30]}


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_rank_points_every_place(n):
    statuses = ["won"] + ["lost"] * (n - 1)
    got = [s.points for s in score_game("monopoly-deal", out(statuses, list(range(1, n + 1))), {}, [1] * n)]
    assert got == RP[n]
    assert [rank_points.place_points(n, p) for p in range(1, n + 1)] == RP[n]


def test_rank_points_quitters_score_last_place():
    o = out(["resigned", "won", "lost", "left", "lost"], [5, 1, 2, 4, 3])
    assert [s.points for s in rank_points.score_game(o)] == [-20, 25, 10, -20, -5]


def test_rank_points_draw():
    o = out(["drew", "drew", "drew"], [1, 1, 1], draw=True)
    assert [s.points for s in rank_points.score_game(o)] == [0, 0, 0]


def test_ties_share_the_places_they_span():
    assert tied_place_points((15, -5, -10), [1, 1, 3], 0) == 5
    assert tied_place_points((15, -5, -10), [1, 1, 3], 2) == -10
    assert tied_place_points((20, -4, -6, -10), [1, 2, 2, 4], 1) == -5
    assert round_half_away(2.5) == 3 and round_half_away(-2.5) == -3


def test_every_score_has_a_reason():
    o = out(["won", "lost", "lost"], [1, 2, 3])
    assert all(s.reason for s in score_game("qiangshou", o, {}, [1, 1, 1]))
