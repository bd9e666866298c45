"""The engine contract, checked for every registered game (boardgames.registry): a new
game gets these tests by registering. Seeded random playouts (min and max player
counts) end and keep the invariants; views hide other seats' secrets; replaying the
moves reproduces the state; every legal action is accepted; junk raises only
RulesError; apply never mutates its input. Bounded: a few seeded games per game."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import pytest

from boardgames.engines.core import Engine, RulesError
from boardgames.registry import get_spec, slugs

from .hooks import INVARIANTS, SECRETS, scramble_rng
from .junk import junk_actions

MAX_ACTIONS = 5000
SAMPLE_EVERY = 7          # keep every 7th state for the per-state checks
LEGAL_PER_SEAT = 25       # legal actions tried per prompted seat and sampled state
JUNK_PER_GAME = 3000
STATUSES = {"won", "lost", "resigned", "left", "drew"}


@dataclass
class Playout:
    """One seeded random game: its setup, every move, sampled states, the final state."""

    engine: Engine
    players: int
    options: dict[str, Any]
    seed: int
    moves: list[tuple[int, Any]] = field(default_factory=list)
    samples: list[dict] = field(default_factory=list)
    final: dict | None = None


def _generic_invariants(engine: Engine, state: dict, players: int) -> None:
    json.dumps(state)
    prompts = engine.prompts(state)
    over = engine.outcome(state) is not None
    assert over == (not prompts), (over, prompts)
    assert len({p.seat for p in prompts}) == len(prompts), "at most one prompt per seat"
    assert len({p.key for p in prompts}) == len(prompts), "prompt keys are unique"
    assert all(0 <= p.seat < players and p.kinds for p in prompts), prompts


def _play(slug: str, players: int, seed: int) -> Playout:
    engine = get_spec(slug).engine
    options = engine.normalize_options(players, {})
    game = Playout(engine, players, options, seed)
    state, rng, check = engine.new_game(players, options, seed), random.Random(seed), INVARIANTS.get(slug)
    for n in range(MAX_ACTIONS):
        _generic_invariants(engine, state, players)
        if check is not None:
            check(state)
        if n % SAMPLE_EVERY == 0:
            game.samples.append(state)
        prompts = engine.prompts(state)
        if not prompts:
            game.final = state
            return game
        prompt = rng.choice(prompts)
        if rng.random() < 0.02:
            action = engine.timeout_action(state, prompt.seat)
        else:
            legal = [a for a in engine.legal_actions(state, prompt.seat) if a.get("type") in prompt.kinds]
            assert legal, f"seat {prompt.seat} is prompted but has no legal action"
            action = rng.choice(legal)
        before = json.dumps(state, sort_keys=True)
        new_state, events = engine.apply(state, prompt.seat, action)
        assert json.dumps(state, sort_keys=True) == before, "apply mutated its input"
        json.dumps(events)
        game.moves.append((prompt.seat, action))
        state = new_state
    raise AssertionError(f"{slug}: no end within {MAX_ACTIONS} actions (seed {seed})")


@lru_cache(maxsize=None)
def playouts(slug: str) -> tuple[Playout, ...]:
    """The seeded games of ``slug``: the smallest and the largest player count."""
    counts = get_spec(slug).engine.player_counts
    return tuple(_play(slug, n, seed) for seed, n in enumerate(sorted({counts[0], counts[-1]}), start=11))


@pytest.mark.parametrize("slug", slugs())
def test_random_playouts_end_with_a_complete_outcome(slug):
    for game in playouts(slug):
        outcome = game.engine.outcome(game.final)
        assert outcome is not None and game.moves
        assert len(outcome.places) == len(outcome.seats) == game.players
        assert all(1 <= p <= game.players for p in outcome.places), outcome.places
        assert {facts["status"] for facts in outcome.seats} <= STATUSES
        json.dumps(outcome.to_dict())


@pytest.mark.parametrize("slug", slugs())
def test_replaying_the_moves_reproduces_the_state(slug):
    for game in playouts(slug):
        state = game.engine.new_game(game.players, game.options, game.seed)
        for seat, action in game.moves:
            state, _ = game.engine.apply(state, seat, action)
        assert state == game.final


@pytest.mark.parametrize("slug", slugs())
def test_every_legal_action_is_accepted(slug):
    rng = random.Random(3)
    tried = 0
    for game in playouts(slug):
        for state in game.samples:
            for prompt in game.engine.prompts(state):
                legal = game.engine.legal_actions(state, prompt.seat)
                for action in rng.sample(legal, min(len(legal), LEGAL_PER_SEAT)):
                    game.engine.apply(state, prompt.seat, action)
                    tried += 1
    assert tried > 0


@pytest.mark.parametrize("slug", slugs())
def test_views_show_no_other_seats_secret(slug):
    scramble = SECRETS.get(slug, scramble_rng)
    rng = random.Random(5)
    for game in playouts(slug):
        for state in [*game.samples, game.final]:
            for viewer in [None, *range(game.players)]:
                view = game.engine.view(state, viewer)
                if len(str(state["rng"])) >= 12:  # a small seed may appear by chance
                    assert str(state["rng"]) not in json.dumps(view), "the RNG state leaks"
                assert game.engine.view(scramble(state, viewer, rng), viewer) == view, (viewer, state)


@pytest.mark.parametrize("slug", slugs())
def test_junk_actions_raise_only_rules_errors_and_change_nothing(slug):
    rng = random.Random(7)
    states = [s for game in playouts(slug) for s in game.samples]
    engine = get_spec(slug).engine
    refused = 0
    for i in range(JUNK_PER_GAME // 50):
        state = rng.choice(states)
        players = state["players"]
        seat = rng.choice([*(p.seat for p in engine.prompts(state)), rng.randrange(players)])
        legal = engine.legal_actions(state, seat)
        before = json.dumps(state, sort_keys=True)
        for action in junk_actions(legal, rng, 50):
            try:
                engine.apply(state, seat, action)
            except RulesError as error:
                assert str(error), action
                refused += 1
            assert json.dumps(state, sort_keys=True) == before, ("apply mutated its input", action)
    assert refused > JUNK_PER_GAME // 2
