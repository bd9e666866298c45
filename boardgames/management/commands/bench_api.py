"""``manage.py bench_api``: many concurrent bot games through the REST API.

Starts an ASGI server (uvicorn, ``--workers`` processes) on the configured database and
channel layer (PostgreSQL and Redis in services mode), opens
``--games`` 2-player QQ跳棋 games and plays ``--moves`` moves in each, one thread per
game, every move a GET of the legal actions and a POST /api/v1/games/{id}/moves/ with
the expected version. The bots' accounts (token only, no password: nothing to hash) are
made in the database and the rooms opened through the API one after another before the
clock starts, so a run of many games measures only the play (200 sign-ups at once through
the API once outlasted the start barrier). Prints moves per second and POST latency
p50/p95/p99 (milliseconds). Not a test.
"""

from __future__ import annotations

import http.client
import json
import statistics
from urllib.parse import urlparse

from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandError


class Client:
    """A keep-alive JSON client for one thread. A connection the server closed while it
    was idle is reopened once and the request sent again."""

    def __init__(self, base: str, token: str | None = None) -> None:
        url = urlparse(base)
        self.conn = http.client.HTTPConnection(url.hostname, url.port, timeout=30)
        self.token = token

    def call(self, method: str, path: str, body=None) -> tuple[int, dict]:
        headers = {"Content-Type": "application/json"}
        if self.token:
            headers["Authorization"] = f"Token {self.token}"
        payload = json.dumps(body) if body is not None else None
        try:
            self.conn.request(method, path, body=payload, headers=headers)
            response = self.conn.getresponse()
        except (BrokenPipeError, ConnectionResetError, http.client.RemoteDisconnected):
            self.conn.close()
            self.conn.request(method, path, body=payload, headers=headers)
            response = self.conn.getresponse()
        body = response.read()
        try:
            return response.status, json.loads(body or b"{}")
        except ValueError:
            return response.status, {"message": body[:200].decode(errors="replace")}


class Command(BaseCommand):
    help = "Benchmark concurrent bot games through the REST API; prints moves/s and latency percentiles."

    def add_arguments(self, parser):
        parser.add_argument("--games", type=int, default=16)
        parser.add_argument("--moves", type=int, default=40, help="moves per game")
        parser.add_argument("--workers", type=int, default=2, help="uvicorn worker processes")
        parser.add_argument("--url", help="benchmark a running server on this database instead of starting one")

    def handle(self, *args, games: int, moves: int, workers: int, url: str | None, **options):
        from boardgames.bench import load, servers

        server = None
        if url is None:
            if settings.EMBEDDED:
                raise CommandError("Set DATABASE_URL and REDIS_URL: the benchmark runs in services mode.")
            call_command("migrate", verbosity=0)
            port = servers.free_port()
            url = f"http://127.0.0.1:{port}"
            server = servers.start("asgi", port, workers)
        try:
            servers.wait_up(url, timeout=120)  # a loaded machine starts uvicorn slowly
            tokens = load.accounts(load.new_run(), 2 * games)
            players = [load.api_game_worker(url, tokens[2 * i:2 * i + 2], i, moves) for i in range(games)]
            phase = load.timed("move", server.pid if server else 0, players, games)  # its CPU is not printed
        except RuntimeError as error:
            raise CommandError(str(error)) from error
        finally:
            if server is not None:
                servers.stop(server)
        self._print(games, phase)

    def _print(self, games: int, phase) -> None:
        if not phase.latencies:
            raise CommandError(f"no move succeeded: {phase.errors[:3]}")
        q = statistics.quantiles(phase.latencies, n=100) if len(phase.latencies) > 1 else [phase.latencies[0]] * 99
        self.stdout.write(
            f"{games} concurrent games, {phase.requests} moves in {phase.wall:.1f} s "
            f"(each move: GET legal-actions, then POST the move): {phase.requests / phase.wall:.1f} moves/s; "
            f"POST move latency p50 {q[49] * 1000:.1f} ms, p95 {q[94] * 1000:.1f} ms, p99 {q[98] * 1000:.1f} ms; "
            f"errors: {len(phase.errors)}"
        )
