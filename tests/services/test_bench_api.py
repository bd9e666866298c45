"""``manage.py bench_api``: a small run completes and prints its figures. The bots'
accounts are made in the database and the rooms opened before the start barrier; the
sign-ups through the API it once did from every game's thread at once were refused past
the per-address sign-up rate (20 an hour per server process), and the threads that died
before the barrier broke it (``BrokenBarrierError`` after 300 s, no figure)."""

from __future__ import annotations

import re
from io import StringIO

import pytest
from django.core.management import call_command

from boardgames.models import Game
from tests.conftest import subprocess_env

GAMES = 11   # 22 accounts: more than one server process's sign-up rate allows
MOVES = 3
LINE = re.compile(r"^(\d+) concurrent games, (\d+) moves in [\d.]+ s .*: [\d.]+ moves/s; "
                  r"POST move latency p50 [\d.]+ ms, p95 [\d.]+ ms, p99 [\d.]+ ms; errors: (\d+)$")


@pytest.mark.django_db(transaction=True)
@pytest.mark.timeout(240)
def test_bench_api_plays_every_game_and_prints_its_figures(monkeypatch):
    # The server the command starts inherits the environment: this run's test database.
    for name in ("DATABASE_URL", "PYTHONPATH"):
        monkeypatch.setenv(name, subprocess_env()[name])
    out = StringIO()
    call_command("bench_api", games=GAMES, moves=MOVES, workers=1, stdout=out)
    match = LINE.match(out.getvalue().strip())
    assert match, out.getvalue()
    assert (int(match[1]), int(match[2]), int(match[3])) == (GAMES, GAMES * MOVES, 0)
    games = Game.objects.filter(game_type="chinese-checkers")
    assert sorted(g.version for g in games) == [MOVES] * GAMES
    assert all(sorted(s.user.username[:5] for s in g.seats.all()) == ["bench", "bench"] for g in games)
