"""Shared fixtures. The suite runs against the real PostgreSQL and Redis of the machine
(``make test`` sets DATABASE_URL and REDIS_URL); pure engine tests need neither."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

# Servers and workers the tests start move their computer players at once (docs/bots.md).
os.environ.setdefault("BOT_MOVE_DELAY", "0")


@pytest.fixture(scope="session", autouse=True)
def _empty_redis_database():
    """The run owns REDIS_URL's database as it owns its test database (``make test``: 15
    for the first worker, 14 for the second): it starts empty. Game ids start at 1 in
    every run's new test database, so entries a run left behind (watchers live 300 s,
    socket slots 90 s) would otherwise stand for the next run's games."""
    url = os.environ.get("REDIS_URL")
    if url:
        import redis

        client = redis.Redis.from_url(url)
        try:
            client.flushdb()
        finally:
            client.close()


@pytest.fixture(autouse=True)
def _fresh_throttle_counts():
    """Each test starts with no request counted by the throttles (the default cache is
    per process in tests), so the suite never trips a rate a real player would not."""
    from django.core.cache import cache

    cache.clear()


@pytest.fixture
def make_user(db):
    """``make_user("ann")`` -> a saved user with password ``"pass-word-123"``."""
    from accounts.services import user_register

    def make(username: str, *, staff: bool = False):
        user = user_register(username=username, password="pass-word-123")
        if staff:
            user.is_staff = True
            user.save(update_fields=["is_staff"])
        return user

    return make


@pytest.fixture
def api(db):
    """``api(user)`` -> a DRF APIClient authenticated by the user's token (None: anonymous)."""
    from rest_framework.authtoken.models import Token
    from rest_framework.test import APIClient

    def client_for(user=None):
        client = APIClient()
        if user is not None:
            token, _ = Token.objects.get_or_create(user=user)
            client.credentials(HTTP_AUTHORIZATION=f"Token {token.key}")
        return client

    return client_for


@pytest.fixture
def start_game(db):
    """``start_game(users, **options)`` -> an active chinese-checkers Game with ``users``
    seated in order (live, 60 s per move unless ``time_control`` is given)."""
    from boardgames.services import game_create, game_join

    def start(users, *, time_control=None, rated=False, **options):
        game = game_create(user=users[0], game_type="chinese-checkers", players=len(users), options=options,
                           time_control=time_control or {"kind": "live", "seconds": 60}, rated=rated)
        for user in users[1:]:
            game = game_join(game_id=game.pk, user=user)
        game.refresh_from_db()
        return game

    return start


@pytest.fixture
def celery_worker_thread(transactional_db):
    """A real Celery worker (solo pool, in a thread) of the project's app on the broker of
    the settings (Redis under ``make test``). Requested after ``transactional_db`` so it
    stops before the database is torn down (notes/stack.md, section 4)."""
    from celery.contrib.testing.worker import start_worker
    from django.db import connections

    from boardgames.celery import app

    app.control.purge()
    with start_worker(app, pool="solo", perform_ping_check=False, loglevel="WARNING", shutdown_timeout=10) as worker:
        yield worker
    connections.close_all()


def free_port() -> int:
    """A free TCP port on 127.0.0.1."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def subprocess_env() -> dict[str, str]:
    """The environment for a subprocess (a worker, a web server) that must use the
    test database this process uses."""
    from django.db import connection

    env = dict(os.environ)
    settings = connection.settings_dict
    env["DATABASE_URL"] = (
        f"postgres://{settings['USER'] or 'postgres'}@{settings['HOST'] or '127.0.0.1'}:"
        f"{settings['PORT'] or 5432}/{settings['NAME']}"
    )
    env.pop("TEST_DATABASE_NAME", None)
    env["PYTHONPATH"] = str(ROOT)
    return env


def wait_for(predicate, timeout: float = 20.0, interval: float = 0.1):
    """Poll ``predicate()`` until it returns a truthy value (returned) or ``timeout``
    seconds pass (AssertionError)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(interval)
    raise AssertionError(f"condition not met within {timeout} s")


def start_process(args: list[str], env: dict[str, str], log: Path) -> subprocess.Popen:
    """Start ``python -m args...`` from the project root, output to ``log``."""
    handle = open(log, "wb")
    return subprocess.Popen([sys.executable, "-m", *args], cwd=ROOT, env=env, stdout=handle, stderr=subprocess.STDOUT)


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup, django_db_blocker):
    """The test database, and at the end: close the sessions other threads left open
    (asgiref's executor, worker threads), so PostgreSQL can drop it."""
    yield
    with django_db_blocker.unblock():
        from django.db import connection

        if connection.vendor == "postgresql":
            with connection.cursor() as cursor:
                cursor.execute(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                    "WHERE datname = current_database() AND pid <> pg_backend_pid()"
                )


def set_deadlines(game, due) -> None:
    """Move every pending deadline of ``game`` to ``due`` (an aware datetime) and save:
    lets timer tests wait seconds, not a whole move time."""
    game.deadlines = {key: {**entry, "deadline": due.isoformat()} for key, entry in game.deadlines.items()}
    game.deadline = due
    game.timer_armed_for = None
    game.save(update_fields=["deadlines", "deadline", "timer_armed_for"])
