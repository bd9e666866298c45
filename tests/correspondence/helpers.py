"""Helpers of the correspondence tests: games by correspondence, a first move, times."""

from __future__ import annotations

import datetime as dt

from boardgames.models import Game
from boardgames.registry import get_engine
from boardgames.services import action_submit, game_create, game_join

DAY = dt.timedelta(days=1)
ENGINE = get_engine("chinese-checkers")


def corr_game(users, days: int = 3, speed: str = "correspondence") -> Game:
    """An active 2-player QQ跳棋 game of ``users``, ``days`` per move (or live 60 s)."""
    control = {"kind": "correspondence", "days": days} if speed == "correspondence" else {"kind": "live", "seconds": 60}
    game = game_create(user=users[0], game_type="chinese-checkers", players=len(users), time_control=control,
                       rated=False)
    for user in users[1:]:
        game_join(game_id=game.pk, user=user)
    game.refresh_from_db()
    return game


def move(game: Game, user, seat: int) -> Game:
    """``user`` at ``seat`` makes its first listed step."""
    game.refresh_from_db()
    action = next(a for a in ENGINE.legal_actions(game.state, seat) if a["type"] == "move")
    action_submit(game_id=game.pk, user=user, action=action, expected_version=game.version)
    game.refresh_from_db()
    return game


def entry_of(game: Game, seat: int) -> dict:
    """The one deadline entry of ``seat``."""
    game.refresh_from_db()
    (entry,) = [e for e in game.deadlines.values() if e["seat"] == seat]
    return entry


def when(entry: dict, field: str = "deadline") -> dt.datetime:
    return dt.datetime.fromisoformat(entry[field])
