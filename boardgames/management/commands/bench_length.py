"""``manage.py bench_length``: the cost of a move at several lengths of a game.

For every registered game, one game of ``--players`` seats is planned in the engine
(:mod:`boardgames.bench.long_game`: the game's strongest bot on every seat, never taking
an answer that ends the game while another does not; when that plan ends or stalls before
``--moves``, the weaker levels' plans too, and the longest is played) and then played move by move
through the move service (``action_submit``: the row lock, the version check, the engine,
the insert and the update, on this machine's database); a waiting period's end (a prompt
with no kinds) goes through the timeout sweep (``deadlines_expire``) as on the server. At
each checkpoint (the move log's length) it prints the mean wall time of the next
``--window`` submitted moves in the service (ms), their SQL statements per move, the
stored state's size and the size of the answer a player gets (``view_payload``, bytes of
JSON), and the number of moves the database holds for the game (``log``, counted when the
row is printed). ``sql_each``: the distinct statement counts of those moves (a move that
opens another player's prompt also writes their "your move" entry, so two values are
normal). A game whose rules end
it before ``--moves`` says at which move and why. Flat columns mean nothing grows with
the game's length. Not a test.
"""

from __future__ import annotations

import datetime as dt
import json
import secrets
import time

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError
from django.db import connection
from django.test.utils import CaptureQueriesContext

from boardgames import selectors
from boardgames.bench.long_game import MAX_RUN, plan_long_game
from boardgames.bots import LEVELS
from boardgames.models import Game, Move
from boardgames.registry import all_specs, resolve
from boardgames.services import action_submit, deadlines_expire, game_create, game_join

CHECKPOINTS = "10,100,300,1000"
HEADER = "game                  move   log  ms/move  sql/move  sql_each  state_bytes  answer_bytes"


class Command(BaseCommand):
    help = "Cost per move at move 10, 100, 300 and 1000 of every game (service time, SQL, sizes)."

    def add_arguments(self, parser):
        parser.add_argument("--moves", type=int, default=1010, help="moves to plan (the log's length)")
        parser.add_argument("--players", type=int, default=2)
        parser.add_argument("--seed", type=int, default=7, help="fixes the bots' choices")
        parser.add_argument("--checkpoints", default=CHECKPOINTS, help="log lengths, comma-separated")
        parser.add_argument("--window", type=int, default=10, help="submitted moves measured per checkpoint")

    def handle(self, *args, moves: int, players: int, seed: int, checkpoints: str, window: int, **options):
        try:
            marks = sorted(int(c) for c in checkpoints.split(","))
        except ValueError:
            raise CommandError("--checkpoints: whole numbers separated by commas, e.g. 10,100,300,1000")
        self.stdout.write(HEADER)
        for spec in all_specs():
            self._play(spec, moves, players, seed, marks, window)

    def _play(self, spec, moves: int, players: int, seed: int, marks: list[int], window: int) -> None:
        users = _users(players)
        game = game_create(user=users[0], game_type=spec.slug, players=players, rated=False,
                           time_control={"kind": "correspondence", "days": 1})
        for user in users[1:]:
            game_join(game_id=game.pk, user=user)
        game = Game.objects.get(pk=game.pk)
        started = time.perf_counter()
        plan, level = _longest_plan(spec, game.state, moves, seed)
        planned = time.perf_counter() - started
        measured, pending, last, version = [], list(marks), None, game.version
        for step in plan.steps:
            mark = pending[0] if pending else None
            if step.action is None:
                _end_wait(game.pk)
                version = Game.objects.values_list("version", flat=True).get(pk=game.pk)
            else:
                connection.queries_log.clear()  # the log keeps 9,000 entries: indices must not shift
                with CaptureQueriesContext(connection) as ctx:
                    began = time.perf_counter()
                    last = action_submit(game_id=game.pk, user=users[step.seat], action=step.action,
                                         expected_version=version)
                    took = time.perf_counter() - began
                version = last.seq
                if mark is not None and version > mark:
                    measured.append((took, len(ctx.captured_queries)))
            if mark is not None and len(measured) == window:
                self._row(spec, mark, measured, last)
                pending.pop(0)
                measured = []
        self._end(spec, plan, game.pk, f"{level} bots, planned in {planned:.1f} s", moves)

    def _row(self, spec, mark: int, measured: list, move) -> None:
        game = Game.objects.get(pk=move.game_id)
        answer = json.dumps(selectors.view_payload(game, move.seat, move))
        held = Move.objects.filter(game_id=game.pk).count()
        ms = 1000 * sum(t for t, _ in measured) / len(measured)
        sql = sum(q for _, q in measured) / len(measured)
        each = ",".join(str(q) for q in sorted({q for _, q in measured}))
        self.stdout.write(f"{spec.slug:20}  {mark:4}  {held:4}  {ms:7.2f}  {sql:8.1f}  {each:>8}  "
                          f"{len(json.dumps(game.state)):11}  {len(answer):12}")

    def _end(self, spec, plan, game_id: int, planned: str, moves: int) -> None:
        held = Move.objects.filter(game_id=game_id).count()
        if plan.outcome is None and len(plan.steps) < moves:
            self.stdout.write(f"{spec.slug:20}  stopped at move {held}, still running: every line "
                              f"found past it stalls (one seat answering {MAX_RUN}+ times in a row; "
                              f"{planned}, {plan.backjumps} backjumps)")
        elif plan.outcome is None:
            self.stdout.write(f"{spec.slug:20}  reached {held} moves, still running "
                              f"({planned}, {plan.backjumps} backjumps)")
        else:
            self.stdout.write(f"{spec.slug:20}  ended at move {held}: {plan.outcome.reason}, "
                              f"round {plan.outcome.rounds} ({planned}, {plan.backjumps} backjumps)")


def _longest_plan(spec, state: dict, moves: int, seed: int):
    """``(plan, bot level)``: the plan of the strongest bot level that reaches ``moves``,
    else the longest of every level's plans (bot levels weakest last tried last)."""
    best = None
    for level in reversed(LEVELS):
        plan = plan_long_game(spec.engine, state, resolve(spec.bots[level]), moves, seed)
        if best is None or len(plan.steps) > len(best[0].steps):
            best = (plan, level)
        if len(plan.steps) >= moves:
            break
    return best


def _end_wait(game_id: int) -> None:
    """End the game's running waiting period now, as the sweep does at its deadline."""
    deadlines = Game.objects.values_list("deadlines", flat=True).get(pk=game_id) or {}
    due = max(dt.datetime.fromisoformat(e["deadline"]) for e in deadlines.values() if e.get("waits"))
    if deadlines_expire(game_id, now=due, wait=True) < 1:
        raise CommandError(f"game {game_id}: the waiting period did not end")


def _users(count: int) -> list:
    run = secrets.token_hex(3)
    model = get_user_model()
    return [model.objects.create_user(username=f"len{run}{i}", password=None) for i in range(count)]
