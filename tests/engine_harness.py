"""A seeded random-playout harness shared by the engine tests (OpenSpiel's
``random_sim_test``): plays random legal actions until the game ends and checks the
contract's invariants after every action."""

from __future__ import annotations

import json
import random
from typing import Any, Callable

from boardgames.engines.core import Engine, State


def random_playout(
    engine: Engine,
    state: State,
    rng: random.Random,
    max_actions: int = 20000,
    check: Callable[[State], None] | None = None,
    record: list[tuple[int, Any]] | None = None,
) -> tuple[State, int]:
    """Play random legal actions from ``state`` until ``engine.outcome`` is not None.

    Each step picks a random prompted seat and one of its legal actions (an expired
    timer's ``timeout_action`` with probability 1/50). Asserts: prompts are empty
    exactly when the game is over, every prompted seat has a legal action, the state
    stays JSON data, ``apply`` leaves its input unchanged, every view is
    JSON (the state must hold ``players``, the seat count), and ``check(state)`` (if given) holds.
    ``record`` (if given) gets every ``(seat, action)`` applied, in order.
    Returns the final state and the number of actions applied. Fails if the game has
    not ended after ``max_actions``.
    """
    for n in range(max_actions):
        prompts = engine.prompts(state)
        over = engine.outcome(state) is not None
        assert over == (not prompts), (over, prompts)
        if over:
            return state, n
        prompt = rng.choice(prompts)
        if rng.random() < 0.02:
            action = engine.timeout_action(state, prompt.seat)
        else:
            actions = [a for a in engine.legal_actions(state, prompt.seat) if a.get("type") in prompt.kinds]
            assert actions, f"seat {prompt.seat} is prompted but has no legal action"
            action = rng.choice(actions)
        before = json.dumps(state, sort_keys=True)
        new_state, events = engine.apply(state, prompt.seat, action)
        assert json.dumps(state, sort_keys=True) == before, "apply mutated its input"
        if record is not None:
            record.append((prompt.seat, action))
        state = new_state
        json.dumps(state)
        json.dumps(events)
        for seat in [None, *range(state["players"])]:
            json.dumps(engine.view(state, seat))
        if check is not None:
            check(state)
    raise AssertionError(f"game did not end within {max_actions} actions")


def replay(engine: Engine, players: int, options: dict[str, Any], seed: int,
           moves: list[tuple[int, dict]]) -> State:
    """The state reached by applying ``moves`` ``[(seat, action), ...]`` to a new game."""
    state = engine.new_game(players, options, seed)
    for seat, action in moves:
        state, _ = engine.apply(state, seat, action)
    return state
