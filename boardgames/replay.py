"""Replay: what a user saw of a game after one of its moves, rebuilt from the initial
state and the log: the view, and the clocks that were running then (docs/frontend.md,
"Replay")."""

from __future__ import annotations

import datetime as dt
from typing import Any

from boardgames.models import Game
from boardgames.registry import get_engine
from boardgames.selectors import seat_of
from boardgames.services.timers import prompt_seconds


def replay_snapshot(game: Game, user, seq: int) -> dict[str, Any]:
    """The caller's view of ``game`` after move ``seq`` (0: the start) and the prompts
    pending then, each ``{"seat", "kinds", "key", ..., "seconds_left"}``: the seconds its
    clock showed the moment move ``seq`` was made (its deadline then minus that moment;
    a prompt keeps its deadline while its key stays pending, as services/timers.py does).
    A finished game's last move has no prompts. Raises ValueError for a ``seq`` outside
    0..version."""
    if game.initial_state is None or not 0 <= seq <= game.version:
        raise ValueError(f"seq must be between 0 and {game.version}.")
    engine = get_engine(game.game_type)
    seat = seat_of(game, user)
    state = game.initial_state
    moment = game.started_at or game.created_at
    since = _pending_since(engine.prompts(state), {}, moment)
    for move in game.moves.filter(seq__lte=seq).order_by("seq"):
        state, _ = engine.apply(state, move.seat, move.action)
        moment = move.created_at
        since = _pending_since(engine.prompts(state), since, moment)
    prompts = []
    for prompt in engine.prompts(state):
        due = since[prompt.key] + dt.timedelta(seconds=prompt_seconds(game, prompt))
        left = max(0, round((due - moment).total_seconds()))
        prompts.append({**prompt.to_dict(), "seconds_left": left})
    return {"view": engine.view(state, seat.index if seat else None), "prompts": prompts}


def _pending_since(prompts, old: dict[str, dt.datetime], moment: dt.datetime) -> dict[str, dt.datetime]:
    """When each pending prompt's clock started: kept for a key still pending, ``moment``
    for a new one."""
    return {p.key: old.get(p.key, moment) for p in prompts}
