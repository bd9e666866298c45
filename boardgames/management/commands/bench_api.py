"""``manage.py bench_api``: many concurrent bot games through the REST API.

Starts an ASGI server (uvicorn, ``--workers`` processes) on the configured database and
channel layer (PostgreSQL and Redis in services mode), registers bots, opens
``--games`` 2-player QQ跳棋 games and plays ``--moves`` moves in each, one thread per
game, every move a GET of the legal actions and a POST /api/v1/games/{id}/moves/ with
the expected version. Sign-up and room creation happen before the clock starts. Prints
moves per second and POST latency p50/p95/p99 (milliseconds). Not a test.
"""

from __future__ import annotations

import http.client
import json
import os
import random
import secrets
import socket
import statistics
import subprocess
import sys
import threading
import time
from urllib.parse import urlparse

from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandError

from boardgames.bench.servers import wait_up


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


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
        parser.add_argument("--url", help="benchmark a running server instead of starting one")

    def handle(self, *args, games: int, moves: int, workers: int, url: str | None, **options):
        server = None
        if url is None:
            if settings.EMBEDDED:
                raise CommandError("Set DATABASE_URL and REDIS_URL: the benchmark runs in services mode.")
            call_command("migrate", verbosity=0)
            port = _free_port()
            url = f"http://127.0.0.1:{port}"
            server = subprocess.Popen(
                [sys.executable, "-m", "uvicorn", "boardgames.asgi:application", "--port", str(port),
                 "--workers", str(workers), "--lifespan", "off", "--log-level", "warning"],
                env={**os.environ, "DEBUG": "0"}, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            )
        try:
            wait_up(url)
            self._run(url, games, moves)
        finally:
            if server is not None:
                server.terminate()
                server.wait(20)

    def _run(self, url: str, games: int, moves: int) -> None:
        run = secrets.token_hex(3)
        latencies: list[float] = []
        errors: list[str] = []
        lock = threading.Lock()
        ready = threading.Barrier(games + 1)  # sign-up and rooms first; then the timed play

        def bot(name: str) -> str:
            status, body = Client(url).call("POST", "/api/v1/auth/register/",
                                            {"username": name, "password": "bench-pass-123"})
            if status != 201:
                raise CommandError(f"register failed: {body}")
            return body["token"]

        def play(index: int) -> None:
            rng = random.Random(index)
            a = Client(url, bot(f"bench{run}a{index}"))
            b = Client(url, bot(f"bench{run}b{index}"))
            status, game = a.call("POST", "/api/v1/games/", {
                "game": "chinese-checkers", "players": 2, "rated": False,
                "time_control": {"kind": "correspondence", "days": 1}})
            gid = game["id"]
            status, game = b.call("POST", f"/api/v1/games/{gid}/join/", {})
            clients = [a, b]
            ready.wait(timeout=300)
            for _ in range(moves):
                seat = game["prompts"][0]["seat"] if game["prompts"] else None
                if seat is None:
                    break
                status, mine = clients[seat].call("GET", f"/api/v1/games/{gid}/legal-actions/")
                if status != 200:
                    with lock:
                        errors.append(f"{status} {mine.get('message')}")
                    break
                action = rng.choice([x for x in mine["actions"] if x["type"] == "move"])
                started = time.perf_counter()
                status, game = clients[seat].call("POST", f"/api/v1/games/{gid}/moves/",
                                                  {"version": mine["version"], "action": action})
                elapsed = time.perf_counter() - started
                with lock:
                    if status == 201:
                        latencies.append(elapsed)
                    else:
                        errors.append(f"{status} {game.get('message')}")

        threads = [threading.Thread(target=play, args=(i,)) for i in range(games)]
        for t in threads:
            t.start()
        ready.wait(timeout=300)
        started = time.perf_counter()
        for t in threads:
            t.join()
        wall = time.perf_counter() - started
        if not latencies:
            raise CommandError(f"no move succeeded: {errors[:3]}")
        q = statistics.quantiles(latencies, n=100)
        self.stdout.write(
            f"{games} concurrent games, {len(latencies)} moves in {wall:.1f} s "
            f"(each move: GET legal-actions, then POST the move): {len(latencies) / wall:.1f} moves/s; "
            f"POST move latency p50 {q[49] * 1000:.1f} ms, p95 {q[94] * 1000:.1f} ms, p99 {q[98] * 1000:.1f} ms; "
            f"errors: {len(errors)}"
        )
