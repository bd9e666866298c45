"""Good bot against random bots over seeded games: the win rates docs/bots.md records."""

from __future__ import annotations

from dataclasses import dataclass

from boardgames.engines.core import Engine

from . import bot_for
from .runner import play_out


@dataclass
class WinRate:
    """``wins`` of ``games`` for the good bot (sole first place), with the mean length."""

    slug: str
    players: int
    games: int
    wins: int
    actions: int

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


def good_vs_random(engine: Engine, players: int, games: int, first_seed: int = 1) -> WinRate:
    """Play ``games`` seeded games (seeds ``first_seed``...): one good bot, whose seat
    rotates, against ``players - 1`` random bots. A win is a sole first place."""
    wins = actions = 0
    for g in range(games):
        good_seat = g % players
        bots = [bot_for(engine.slug, "good" if s == good_seat else "random") for s in range(players)]
        played = play_out(engine, bots, seed=first_seed + g)
        actions += played.actions
        places = played.outcome.places
        wins += places[good_seat] == 1 and places.count(1) == 1
    return WinRate(engine.slug, players, games, wins, actions)
