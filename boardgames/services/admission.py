"""Whether a submission may be applied now: the version it was decided at, and its clock.

RULINGS.md, platform-wide: "A prompt closes at its deadline: an answer that arrives
later is refused (409, "time is up"), even if the server has not yet applied the timeout
action. Answers of different seats to prompts that are open at the same time never
conflict: each seat's answer is accepted while that seat's own prompt is still open,
whatever the others did meanwhile."

So a submission decided at an older version than the game's is still applied when it
answers the seat's own prompt, that prompt (its key) was already open at the version the
client saw, and the seat has not acted since (an answer sent twice applies once). Every
other stale submission is refused (409 ``stale_version``). The caller holds the game's
row lock, so two answers are checked and applied one after the other.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from boardgames.engines.core import Engine, Prompt
from boardgames.errors import ApplicationError
from boardgames.models import Game, Move
from boardgames.selectors import prompts_of

TIME_IS_UP = "time is up"


def answered_prompt(engine: Engine, game: Game, seat: int, action: Any) -> Prompt | None:
    """The pending prompt of ``seat`` that ``action`` answers (its ``type`` is one of the
    prompt's kinds), or None (an action no prompt asks for, such as ``resign``)."""
    kind = action.get("type") if isinstance(action, dict) else None
    if not isinstance(kind, str):
        return None
    for prompt in prompts_of(game, engine):
        if prompt.seat == seat and kind in prompt.kinds:
            return prompt
    return None


def admit(engine: Engine, game: Game, seat: int, action: Any, expected_version: int,
          now: dt.datetime) -> None:
    """Refuse the submission of ``action`` by ``seat`` decided at ``expected_version``
    unless it may be applied to ``game`` (locked, at ``game.version``) at ``now``.

    Raises ApplicationError 409: ``stale_version`` (decided at another version and not
    an answer to the seat's own prompt still open since then, or already answered), or
    ``time_is_up`` (the prompt it answers passed its deadline; ``extra["deadline"]``)."""
    prompt = answered_prompt(engine, game, seat, action)
    entry = (game.deadlines or {}).get(prompt.key) if prompt is not None else None
    if entry is not None and entry.get("seat") != seat:
        entry = None
    if expected_version != game.version and not _open_since(game, seat, entry, expected_version):
        raise ApplicationError(
            f"The game is at version {game.version}, not {expected_version}: "
            "reload it and decide again.",
            code="stale_version", status=409, extra={"version": game.version},
        )
    paused = entry is not None and entry.get("paused_at")
    if entry is not None and not paused and dt.datetime.fromisoformat(entry["deadline"]) <= now:
        raise ApplicationError(
            f"{TIME_IS_UP.capitalize()}: this decision closed at {entry['deadline']}.",
            code="time_is_up", status=409,
            extra={"version": game.version, "deadline": entry["deadline"]},
        )


def _open_since(game: Game, seat: int, entry: dict[str, Any] | None, version: Any) -> bool:
    """True when the seat's prompt ``entry`` opened at or before ``version`` (so the
    client saw it) and the seat has made no move after ``version``."""
    if entry is None or not isinstance(version, int) or isinstance(version, bool):
        return False
    opened = entry.get("since")
    if not isinstance(opened, int) or not opened <= version < game.version:
        return False
    return not Move.objects.filter(game=game, seat=seat, seq__gt=version).exists()
