"""Load generators of ``bench_serving``: floor requests and POST-only moves from many
client threads, with latency and the server's CPU per request."""

from __future__ import annotations

import random
import secrets
import statistics
import threading
import time
from dataclasses import dataclass

from boardgames.bench.servers import cpu_seconds
from boardgames.models import Game
from boardgames.registry import get_engine
from boardgames.management.commands.bench_api import Client

GAME = "chinese-checkers"


@dataclass
class Phase:
    """What one timed phase measured: requests done, wall seconds, server CPU seconds,
    latencies (seconds) and error lines."""

    name: str
    clients: int
    requests: int
    wall: float
    cpu: float
    latencies: list[float]
    errors: list[str]

    def line(self) -> dict:
        """The phase as a table row: requests/s, CPU ms per request, p50/p95 ms."""
        q = statistics.quantiles(self.latencies, n=100) if len(self.latencies) > 1 else [0] * 99
        return {"phase": self.name, "clients": self.clients, "requests": self.requests,
                "per_s": self.requests / self.wall if self.wall else 0.0,
                "cpu_ms": 1000 * self.cpu / self.requests if self.requests else 0.0,
                "p50": q[49] * 1000, "p95": q[94] * 1000, "errors": len(self.errors)}


def register(url: str, name: str) -> str:
    """A new account's API token."""
    status, body = Client(url).call("POST", "/api/v1/auth/register/",
                                    {"username": name, "password": "bench-pass-123"})
    if status != 201:
        raise RuntimeError(f"register failed: {status} {body}")
    return body["token"]


def accounts(run: str, count: int) -> list[str]:
    """API tokens of ``count`` new accounts named ``bench{run}n{i}``, made in the database
    directly (no password: the bots authenticate by token alone, so no hash is computed);
    for a server on this database."""
    from django.contrib.auth import get_user_model
    from rest_framework.authtoken.models import Token

    tokens = []
    for i in range(count):
        user = get_user_model()(username=f"bench{run}n{i}")
        user.set_unusable_password()
        user.save()
        tokens.append(Token.objects.create(user=user).key)
    return tokens


def timed(name: str, server_pid: int, workers: list, clients: int) -> Phase:
    """Run ``workers`` (callables taking a barrier and returning (latencies, errors)) in
    threads, timing from the barrier to the last thread's end."""
    barrier = threading.Barrier(len(workers) + 1)
    results: list[tuple[list, list]] = [([], [])] * len(workers)

    def run(i, work):
        results[i] = work(barrier)

    threads = [threading.Thread(target=run, args=(i, w)) for i, w in enumerate(workers)]
    for t in threads:
        t.start()
    barrier.wait(timeout=600)
    cpu0, t0 = cpu_seconds(server_pid), time.perf_counter()
    for t in threads:
        t.join()
    wall, cpu = time.perf_counter() - t0, cpu_seconds(server_pid) - cpu0
    latencies = [x for lat, _ in results for x in lat]
    errors = [e for _, err in results for e in err]
    return Phase(name, clients, len(latencies), wall, cpu, latencies, errors)


def floor_worker(url: str, token: str, row: int, count: int):
    """A client thread posting ``count`` floor requests on its own row."""
    def work(barrier):
        client, latencies, errors = Client(url, token), [], []
        client.call("POST", "/bench/floor/", {"row": row})  # connect outside the clock
        barrier.wait(timeout=600)
        for _ in range(count):
            started = time.perf_counter()
            status, body = client.call("POST", "/bench/floor/", {"row": row})
            (latencies.append(time.perf_counter() - started) if status == 201
             else errors.append(f"{status} {body}"))
        return latencies, errors
    return work


# The games' clocks: by correspondence (no timer task per move) or live (each move's new
# deadline is within the timer horizon, so it sends one ETA task, as in play).
CLOCKS = {"correspondence": {"kind": "correspondence", "days": 1}, "live": {"kind": "live", "seconds": 300}}


def game_worker(url: str, run: str, index: int, moves: int, clock: str = "correspondence"):
    """A client thread that opens a 2-player QQ跳棋 game for two new accounts with the
    clock ``clock`` (a key of :data:`CLOCKS`) and plays ``moves`` moves, each one POST
    (the legal actions come from the engine applied to a local copy of the state, so no
    GET precedes a move)."""
    a = Client(url, register(url, f"b{run}a{index}"))
    b = Client(url, register(url, f"b{run}b{index}"))
    _, game = a.call("POST", "/api/v1/games/", {"game": GAME, "players": 2, "rated": False,
                                                "time_control": CLOCKS[clock]})
    b.call("POST", f"/api/v1/games/{game['id']}/join/", {})
    state = Game.objects.get(pk=game["id"]).state
    engine, rng = get_engine(GAME), random.Random(index)

    def work(barrier):
        nonlocal state
        clients, latencies, errors = [a, b], [], []
        barrier.wait(timeout=600)
        for version in range(moves):
            prompts = engine.prompts(state)
            if not prompts:
                break
            seat = prompts[0].seat
            action = rng.choice([x for x in engine.legal_actions(state, seat) if x["type"] == "move"])
            started = time.perf_counter()
            status, body = clients[seat].call("POST", f"/api/v1/games/{game['id']}/moves/",
                                              {"version": version, "action": action})
            if status != 201:
                errors.append(f"{status} {body.get('message')}")
                break
            latencies.append(time.perf_counter() - started)
            state, _ = engine.apply(state, seat, action)
        return latencies, errors
    return work


def api_game_worker(url: str, tokens: list[str], index: int, moves: int):
    """``bench_api``'s player pair: opens a 2-player QQ跳棋 game by correspondence for the
    accounts of ``tokens`` (two) now, and returns the work that plays ``moves`` moves after
    the barrier, each a GET of the mover's legal actions then a POST of a random move.
    Raises RuntimeError if the room cannot be opened or joined."""
    a, b = Client(url, tokens[0]), Client(url, tokens[1])
    status, game = a.call("POST", "/api/v1/games/", {"game": GAME, "players": 2, "rated": False,
                                                     "time_control": CLOCKS["correspondence"]})
    if status != 201:
        raise RuntimeError(f"room not opened: {status} {game}")
    status, game = b.call("POST", f"/api/v1/games/{game['id']}/join/", {})
    if status != 200:
        raise RuntimeError(f"room not joined: {status} {game}")
    rng = random.Random(index)

    def work(barrier):
        nonlocal game
        clients, latencies, errors = [a, b], [], []
        barrier.wait(timeout=600)
        for _ in range(moves):
            if not game["prompts"]:
                break
            seat = game["prompts"][0]["seat"]
            status, mine = clients[seat].call("GET", f"/api/v1/games/{game['id']}/legal-actions/")
            if status != 200:
                errors.append(f"{status} {mine.get('message')}")
                break
            action = rng.choice([x for x in mine["actions"] if x["type"] == "move"])
            started = time.perf_counter()
            status, body = clients[seat].call("POST", f"/api/v1/games/{game['id']}/moves/",
                                              {"version": mine["version"], "action": action})
            if status != 201:
                errors.append(f"{status} {body.get('message')}")
                break
            latencies.append(time.perf_counter() - started)
            game = body
        return latencies, errors
    return work


def new_run() -> str:
    """A short token naming this run's accounts."""
    return secrets.token_hex(3)
