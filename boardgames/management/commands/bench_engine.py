"""``manage.py bench_engine``: how fast each engine generates legal moves and plays.

Prints, per game: legal-action generations per second on the opening position, and
random-playout actions per second (seeded, so runs are comparable); for the room
variants in ``VARIANTS`` (e.g. QQ跳棋 with items) the same figures beside the plain game.
For QQ跳棋 also legal-move generation per position on fixed opening and midgame positions
(2/3/4/6 players, both jump rules, items on and off), the generator of before issue 17
beside today's (boardgames/bench/cc_generation.py; ``--no-positions`` skips it).
Not a test.
"""

from __future__ import annotations

import os
import random
import time

from django.core.management.base import BaseCommand

from boardgames.registry import get_engine, slugs

#: Room options measured besides the defaults, per game slug.
VARIANTS = {"chinese-checkers": ({"items": True},)}


class Command(BaseCommand):
    help = "Print each engine's legal-move generation rate and playout speed."

    def add_arguments(self, parser):
        parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
        parser.add_argument("--game", action="append", help="only these game slugs")
        parser.add_argument("--no-positions", action="store_true",
                            help="skip the QQ跳棋 generation figures on fixed positions")
        parser.add_argument("--position-seconds", type=float, default=0.05,
                            help="CPU seconds per side, figure and round of the position figures")

    def handle(self, *args, seconds: float, game: list[str] | None, no_positions: bool,
               position_seconds: float, **options):
        for slug in game or slugs():
            engine = get_engine(slug)
            for players in sorted({engine.player_counts[0], engine.player_counts[-1]}):
                for variant in ({}, *VARIANTS.get(slug, ())):
                    self._bench(engine, slug, players, seconds, variant)
            if slug == "chinese-checkers" and not no_positions:
                self._positions(position_seconds)

    def _positions(self, seconds: float) -> None:
        """The QQ跳棋 generation table (boardgames/bench/cc_generation.py)."""
        from boardgames.bench.cc_generation import measure
        from boardgames.bench.cc_positions import position_sets

        self.stdout.write(f"QQ跳棋 legal-move generation, µs of CPU per position, before -> after (x faster); "
                          f"load average {os.getloadavg()[0]:.2f}")
        self.stdout.write(f"{'positions':30} {'n':>2} {'moves':>5}  {'paths':>20}  {'actions':>20}  {'per move':>20}")
        engine = get_engine("chinese-checkers")
        for ps in position_sets():
            fig = measure(ps, seconds)
            moves = sum(len(engine.legal_moves(s, s["to_move"])) for s in ps.states) / len(ps.states)
            cells = "  ".join(f"{fig.old[k]:6.0f} -> {fig.new[k]:5.0f} ({fig.old[k] / fig.new[k]:3.1f}x)"
                              for k in ("paths", "actions", "move"))
            self.stdout.write(f"{ps.label:30} {len(ps.states):2} {moves:5.0f}  {cells}")
        self.stdout.write(f"load average at the end {os.getloadavg()[0]:.2f}")

    def _bench(self, engine, slug: str, players: int, seconds: float, variant: dict) -> None:
        opts = engine.normalize_options(players, variant)
        state = engine.new_game(players, opts, 1)
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
            state_ = engine.new_game(players, opts, rng.randrange(1 << 30))
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
            f"{slug} ({players} players{''.join(f', {k}={v}' for k, v in variant.items())}): the first decision has {n_actions} legal actions; "
            f"{rate:,.0f} legal-action generations/s; random play {actions / elapsed:,.0f} actions/s "
            f"({games} games finished in {elapsed:.1f} s)"
        )
