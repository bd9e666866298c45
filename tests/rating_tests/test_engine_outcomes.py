"""The scoring modules read the real engines' outcomes (random playouts, no database):
强手棋 points agree with the engine's own ``points`` fact; QQ跳棋 outcomes of every mode
score without error and obey the seed's fixed rules."""

from __future__ import annotations

import random

import pytest

from ratings.scoring import score_game
from ratings.scoring.chinese_checkers import FFA_POINTS, TEAM_POINTS
from tests.engine_harness import random_playout


def engine(slug):
    from boardgames.registry import get_engine

    return get_engine(slug)  # every engine is registered: a missing one fails, never skips


@pytest.mark.parametrize("seed", range(9))
def test_qiangshou_points_match_the_engine(seed):
    e = engine("qiangshou")
    n = (2, 3, 4)[seed % 3]
    options = e.normalize_options(n, {})
    state, _ = random_playout(e, e.new_game(n, options, seed), random.Random(seed))
    out = e.outcome(state).to_dict()
    mine = [s.points for s in score_game("qiangshou", out, options, [1] * n)]
    assert mine == [f["points"] for f in out["seats"]]


@pytest.mark.parametrize("n,mode", [(2, "ffa"), (3, "ffa"), (4, "ffa"), (6, "ffa"), (4, "teams"), (6, "teams")])
@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("jump_rule", ["single", "long"])
def test_chinese_checkers_outcomes_score(n, mode, seed, jump_rule):
    e = engine("chinese-checkers")
    options = e.normalize_options(n, {"mode": mode, "jump_rule": jump_rule})
    rng = random.Random(seed * 100 + n)
    state, _ = random_playout(e, e.new_game(n, options, seed), rng)
    out = e.outcome(state).to_dict()
    levels = [rng.randint(1, 25) for _ in range(n)]
    scores = score_game("chinese-checkers", out, options, levels)
    assert len(scores) == n
    for facts, score in zip(out["seats"], scores):
        assert score.reason
        if facts["status"] == "left":
            assert score.points == -50
        elif facts["status"] == "drew":
            assert score.points == 0
        elif facts["status"] == "resigned":
            assert score.points < 0
        if facts.get("spared_by_anti_passivity") and facts["status"] not in ("left", "resigned"):
            assert score.points >= 0
        if mode == "teams" and facts["status"] == "won":
            assert score.points in (0, TEAM_POINTS[n][0])
        if mode == "ffa" and n > 2 and facts["status"] == "won":
            assert score.points in (0, FFA_POINTS[n][0])
