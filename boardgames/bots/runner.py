"""Asking a bot for a seat's action, and playing whole games of bots (pure Python).

:func:`decide` is the one place a bot is called: it hands the bot exactly
``engine.view(state, seat)`` and the seat's legal actions for its open prompt, never the
state. The move service (boardgames/services/bots.py) and :func:`play_out` both use it.
"""

from __future__ import annotations

import logging
import random
from dataclasses import dataclass
from typing import Any, Callable

from boardgames.engines.core import Engine, Outcome

log = logging.getLogger(__name__)

Action = dict[str, Any]


def seeded_rng(seed: int, version: int, seat: int) -> random.Random:
    """The bot's generator for one decision: fixed by the game's seed, its version and the
    seat, so a bot game replays and a retried task decides the same."""
    return random.Random(f"{seed}:{version}:{seat}")


def prompt_legal(engine: Engine, state: dict, seat: int) -> list[Action]:
    """The legal actions of ``seat`` that answer its open prompt (``[]``: no prompt, or
    nothing listed). Resigning and draw offers are never a bot's answer."""
    kinds = next((p.kinds for p in engine.prompts(state) if p.seat == seat), None)
    if kinds is None:
        return []
    return [a for a in engine.legal_actions(state, seat) if a.get("type") in kinds]


def decide(engine: Engine, state: dict, seat: int, bot: Callable, rng: random.Random) -> Action | None:
    """The action ``bot`` chooses for ``seat`` now, or ``None`` when the seat has no
    prompt with a listed answer (its timeout will act). A bot answer outside the legal
    list (a bug) is logged and replaced by a random legal action, so a game never stalls
    on a bot."""
    legal = prompt_legal(engine, state, seat)
    if not legal:
        return None
    action = bot(engine.view(state, seat), legal, rng)
    if action not in legal:
        log.error("bot %r of %s returned %r, not a legal action", bot, engine.slug, action)
        action = legal[rng.randrange(len(legal))]
    return action


@dataclass
class PlayedGame:
    """A finished bot-only game: its outcome and how many actions were applied."""

    outcome: Outcome
    actions: int


def play_out(engine: Engine, bots: list[Callable], seed: int, options: dict | None = None,
             max_actions: int = 20000) -> PlayedGame:
    """Play one game of ``len(bots)`` seats (seat i is ``bots[i]``) from ``seed`` to its
    end, answering the first open prompt each step. Raises ``RuntimeError`` when a
    prompt has no listed answer or the game passes ``max_actions``."""
    players = len(bots)
    state = engine.new_game(players, engine.normalize_options(players, options or {}), seed)
    for count in range(max_actions):
        result = engine.outcome(state)
        if result is not None:
            return PlayedGame(result, count)
        seat = engine.prompts(state)[0].seat
        action = decide(engine, state, seat, bots[seat], seeded_rng(seed, count, seat))
        if action is None:
            raise RuntimeError(f"{engine.slug}: seat {seat} has a prompt but no listed answer")
        state, _ = engine.apply(state, seat, action)
    raise RuntimeError(f"{engine.slug}: no result after {max_actions} actions (seed {seed})")
