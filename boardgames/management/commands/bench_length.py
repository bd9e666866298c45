"""``manage.py bench_length``: the cost of a move at several lengths of a game.

For every registered game, one 2-player game of random legal actions (resign left out)
is played through the move service (``action_submit``: the row lock, the version check,
the engine, the insert and the update, on this machine's database) up to ``--moves``
moves or the game's end. At each checkpoint it prints the mean wall time of the next 10
moves in the service (ms), their SQL statements per move, the stored state's size and
the size of the answer a player gets (``view_payload``, bytes of JSON). Flat columns
mean nothing grows with the game's length. Not a test.
"""

from __future__ import annotations

import json
import random
import secrets
import time

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand
from django.db import connection
from django.test.utils import CaptureQueriesContext

from boardgames import selectors
from boardgames.models import Game
from boardgames.registry import all_specs, get_engine
from boardgames.services import action_submit, game_create, game_join

CHECKPOINTS = (10, 100, 300, 1000)
WINDOW = 10


class Command(BaseCommand):
    help = "Cost per move at move 10, 100, 300 and 1000 for every game (service time, SQL, sizes)."

    def add_arguments(self, parser):
        parser.add_argument("--moves", type=int, default=1010)
        parser.add_argument("--seed", type=int, default=7)

    def handle(self, *args, moves: int, seed: int, **options):
        self.stdout.write("game                  move  ms/move  sql/move  state_bytes  answer_bytes")
        for spec in all_specs():
            self._play(spec.slug, moves, random.Random(seed))

    def _play(self, slug: str, limit: int, rng: random.Random) -> None:
        engine, users = get_engine(slug), _users(2)
        game = game_create(user=users[0], game_type=slug, players=2, rated=False,
                           time_control={"kind": "correspondence", "days": 1})
        game_join(game_id=game.pk, user=users[1])
        game = Game.objects.get(pk=game.pk)
        state, window, last = game.state, [], None
        for version in range(limit):
            prompts = engine.prompts(state)
            if not prompts:
                break
            seat = prompts[0].seat
            actions = [a for a in engine.legal_actions(state, seat) if a.get("type") != "resign"]
            if not actions:
                break
            action = rng.choice(actions)
            with CaptureQueriesContext(connection) as ctx:
                started = time.perf_counter()
                move = action_submit(game_id=game.pk, user=users[seat], action=action, expected_version=version)
                elapsed = time.perf_counter() - started
            state = move.game.state
            if any(version >= c and version < c + WINDOW for c in CHECKPOINTS):
                window.append((elapsed, len(ctx.captured_queries)))
                last = move
            if window and (version + 1 - WINDOW) in CHECKPOINTS:
                self._row(slug, version + 1 - WINDOW, window, last)
                window = []
        else:
            version = limit
        self.stdout.write(f"{slug:20}  ended or stopped after {version} moves")

    def _row(self, slug: str, at: int, window: list, move) -> None:
        game = move.game
        answer = json.dumps(selectors.view_payload(game, move.seat, move))
        ms = 1000 * sum(e for e, _ in window) / len(window)
        sql = sum(q for _, q in window) / len(window)
        self.stdout.write(f"{slug:20}  {at:4}  {ms:7.2f}  {sql:8.1f}  {len(json.dumps(game.state)):11}  "
                          f"{len(answer):12}")


def _users(count: int) -> list:
    run = secrets.token_hex(3)
    model = get_user_model()
    return [model.objects.create_user(username=f"len{run}{i}", password=None) for i in range(count)]
