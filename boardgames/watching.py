"""Games in progress, for anyone to watch (the lobby's list and
``GET /api/v1/games/in-progress/``), with how many spectators each has open
(:mod:`boardgames.services.presence`). Spectators get the public view only: the game
page and its websocket give a viewer without a seat the engine's ``view(state, None)``."""

from __future__ import annotations

from typing import Any

from django.db.models import QuerySet

from boardgames.models import Game
from boardgames.registry import slugs
from boardgames.selectors import game_summary
from boardgames.services.presence import spectator_counts

LOBBY_SHOWN = 30


def in_progress(game_type: str | None = None) -> QuerySet[Game]:
    """Active games (optionally of one ``game_type``; an unknown one gives none), most
    recently started first, seats prefetched."""
    qs = Game.objects.filter(status=Game.Status.ACTIVE).prefetch_related("seats__user")
    if game_type:
        qs = qs.filter(game_type=game_type if game_type in slugs() else "")
    return qs.order_by("-started_at", "-id")


def watch_entries(games) -> list[dict[str, Any]]:
    """:func:`~boardgames.selectors.game_summary` of each game plus ``spectators``
    (open spectator sockets now)."""
    games = list(games)
    counts = spectator_counts([g.pk for g in games])
    return [{**game_summary(g), "spectators": counts.get(g.pk, 0)} for g in games]
