"""Every registered game declares the shape of every action it offers (issue 9, defect
5): the move service refuses, through shapes.check_action, any action type an engine has
not declared, so a game without ``action_shapes`` could not be played at all."""

from __future__ import annotations

import random

import pytest

from boardgames.engines.core import InvalidAction
from boardgames.engines.shapes import check_action
from boardgames.registry import get_engine, slugs


@pytest.mark.parametrize("slug", slugs())
def test_every_legal_action_of_a_random_game_passes_the_declared_shape(slug):
    engine = get_engine(slug)
    players = engine.player_counts[-1]
    state = engine.new_game(players, engine.normalize_options(players, {}), seed=3)
    rng, checked = random.Random(5), set()
    for _ in range(150):
        prompts = engine.prompts(state)
        if not prompts:
            break
        prompt = rng.choice(prompts)
        actions = engine.legal_actions(state, prompt.seat)
        for action in actions:
            assert check_action(engine.action_shapes, action) == action["type"]
            checked.add(action["type"])
        playable = [a for a in actions if a["type"] in prompt.kinds and a["type"] != "resign"]
        state, _ = engine.apply(state, prompt.seat, rng.choice(playable or actions))
    assert checked - {"resign"}, f"{slug}: no legal action was checked"
    assert engine.timeout_action(state, 0)["type"] in engine.action_shapes


def test_owners_choice_trade_shape_refuses_free_text_and_nested_values():
    shapes = get_engine("owners-choice").action_shapes
    assert check_action(shapes, {"type": "trade", "buy": {"red": 2}}) == "trade"
    for bad in ({"type": "trade", "buy": {"red": {"x": 1}}},
                {"type": "trade", "buy": {"red\x00": 1}},
                {"type": "trade", "buy": {"x" * 65: 1}},
                {"type": "trade", "buy": {"a": 1, "b": 1, "c": 1, "d": 1, "e": 1}},
                {"type": "trade", "buy": {"red": 1}, "note": "<img src=x onerror=alert(1)>"},
                {"type": "choose_company", "company": ["red"]},
                {"type": "end_turn", "note": "hi"}):
        with pytest.raises(InvalidAction):
            check_action(shapes, bad)
