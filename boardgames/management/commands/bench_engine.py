"""``manage.py bench_engine``: how fast each engine generates legal moves and plays.

Prints, per game: legal-action generations per second on the opening position, and
random-playout actions per second (seeded, so runs are comparable). Not a test.
"""

from __future__ import annotations

import random
import time

from django.core.management.base import BaseCommand

from boardgames.registry import get_engine, slugs


class Command(BaseCommand):
    help = "Print each engine's legal-move generation rate and playout speed."

    def add_arguments(self, parser):
        parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
        parser.add_argument("--game", action="append", help="only these game slugs")

    def handle(self, *args, seconds: float, game: list[str] | None, **options):
        for slug in game or slugs():
            engine = get_engine(slug)
            for players in sorted({engine.player_counts[0], engine.player_counts[-1]}):
                self._bench(engine, slug, players, seconds)

    def _bench(self, engine, slug: str, players: int, seconds: float) -> None:
        state = engine.new_game(players, engine.normalize_options(players, {}), 1)
        prompt = engine.prompts(state)[0]
        seat = prompt.seat
        calls, started = 0, time.perf_counter()
        while time.perf_counter() - started < seconds:
            legal = engine.legal_actions(state, seat)
            calls += 1
        n_actions = sum(1 for a in legal if a["type"] in prompt.kinds)
        rate = calls / (time.perf_counter() - started)
        actions, games, rng = 0, 0, random.Random(7)
        started = time.perf_counter()
        while time.perf_counter() - started < seconds:
            state_ = engine.new_game(players, engine.normalize_options(players, {}), rng.randrange(1 << 30))
            for _ in range(2000):
                prompts = engine.prompts(state_)
                if not prompts:
                    games += 1
                    break
                prompt = rng.choice(prompts)
                legal = [a for a in engine.legal_actions(state_, prompt.seat) if a["type"] in prompt.kinds]
                state_, _ = engine.apply(state_, prompt.seat, rng.choice(legal))
                actions += 1
                if time.perf_counter() - started >= seconds:
                    break
        elapsed = time.perf_counter() - started
        self.stdout.write(
            f"{slug} ({players} players): the first decision has {n_actions} legal actions; "
            f"{rate:,.0f} legal-action generations/s; random play {actions / elapsed:,.0f} actions/s "
            f"({games} games finished in {elapsed:.1f} s)"
        )
