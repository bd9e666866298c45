"""``manage.py bench_bots``: the good bot's win rate against random bots, per game and
player count, over seeded games (so runs are comparable). Not a test; the numbers go
into docs/bots.md. Target: at least 80% (issue 14).
"""

from __future__ import annotations

import time

from django.core.management.base import BaseCommand

from boardgames.bots import games_with_bots
from boardgames.bots.bench import good_vs_random
from boardgames.registry import get_engine


class Command(BaseCommand):
    help = "Print the good bot's win rate against random bots for each game."

    def add_arguments(self, parser):
        parser.add_argument("--games", type=int, default=100, help="games per game and player count")
        parser.add_argument("--game", action="append", help="only these game slugs")
        parser.add_argument("--seed", type=int, default=1, help="first seed")

    def handle(self, *args, games: int, game: list[str] | None, seed: int, **options):
        for slug in game or games_with_bots():
            engine = get_engine(slug)
            for players in engine.player_counts:
                started = time.perf_counter()
                result = good_vs_random(engine, players, games, seed)
                took = time.perf_counter() - started
                self.stdout.write(
                    f"{slug:17} {players} players: good won {result.wins}/{result.games} "
                    f"({100 * result.rate:.0f}%), {result.actions / games:.0f} actions a game, {took:.1f} s")
