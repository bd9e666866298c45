"""The long-game plan of ``bench_length`` (boardgames/bench/long_game.py): every step is
legal where it is played, no step ends the game while another answer does not, and a game
whose rules must end says why."""

from __future__ import annotations

from boardgames.bench.long_game import MAX_RUN, plan_long_game
from boardgames.bots import bot_for
from boardgames.bots.runner import play_out
from boardgames.registry import get_engine


def replay(engine, state, steps):
    """Apply the plan's steps (a waiting period's end: the engine's timeout) with the
    engine's own checks; returns the final state."""
    for step in steps:
        action = engine.timeout_action(state, step.seat) if step.action is None else step.action
        state, _ = engine.apply(state, step.seat, action)
    return state


def test_monopoly_deal_plays_past_where_its_bots_end_the_game_without_stalling():
    engine = get_engine("monopoly-deal")
    start = engine.new_game(2, engine.normalize_options(2, {}), 4)
    assert play_out(engine, [bot_for("monopoly-deal", "good")] * 2, 4).actions < 150  # the bots alone
    plan = plan_long_game(engine, start, bot_for("monopoly-deal", "good"), 150, seed=4)
    assert plan.outcome is None and len(plan.steps) == 150
    assert engine.outcome(replay(engine, start, plan.steps)) is None
    runs, last, run = [], None, 0
    for step in plan.steps:
        run = run + 1 if step.seat == last else 1
        last = step.seat
        runs.append(run)
    assert max(runs) <= MAX_RUN  # no endless wildcard moves in one turn


def test_a_correspondence_cheaters_game_of_three_is_planned_legally():
    engine = get_engine("cheaters-edition")
    options = {**engine.normalize_options(3, {}), engine.speed_option: True}  # as game_create sets it
    start = engine.new_game(3, options, 3)
    plan = plan_long_game(engine, start, bot_for("cheaters-edition", "good"), 120, seed=3)
    assert plan.outcome is None and len(plan.steps) == 120
    assert {step.seat for step in plan.steps} == {0, 1, 2}
    assert engine.outcome(replay(engine, start, plan.steps)) is None


def test_a_game_that_must_end_ends_with_its_reason():
    engine = get_engine("owners-choice")
    start = engine.new_game(2, engine.normalize_options(2, {}), 0)
    plan = plan_long_game(engine, start, bot_for("owners-choice", "good"), 1000, seed=0, backjumps=3)
    assert plan.outcome is not None and plan.outcome.reason == "finished"
    assert plan.backjumps == 3 and len(plan.steps) < 1000
    assert engine.outcome(replay(engine, start, plan.steps)) == plan.outcome
