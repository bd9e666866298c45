"""``bench_push``'s measurement: one game, its players and N spectators connected by
websocket (spread over the servers given), moves POSTed one at a time; for each move,
when each viewer got the pushed version.

Three clocks: from the move's row insert (``Move.created_at``, inside the move's
transaction, so before the commit: an upper bound of commit-to-viewer), from the push's
``group_send`` just after the commit (the servers' hubs record it, bench_push reads it)
and from the moment the POST's answer arrived. The client's own cost is
measured too: its CPU seconds while a push is being received, over the wall seconds of
that window (``client_busy``: near 1.0 means the client itself, one Python process, is
what the last viewer waits for). Viewers keep the raw text and read only its version.
"""

from __future__ import annotations

import asyncio
import random
import re
import time
from importlib import import_module

import websockets

from django.conf import settings
from django.contrib.auth import BACKEND_SESSION_KEY, HASH_SESSION_KEY, SESSION_KEY, get_user_model

from boardgames.bench import load
from boardgames.management.commands.bench_api import Client
from boardgames.models import Game, Move
from boardgames.registry import get_engine

GAME = "chinese-checkers"
# Handshakes in flight at once (each one reads the game and joins groups on the server).
CONNECTING = 8
VERSION = re.compile(r'"version": (\d+)')


def open_game(url: str, players: int) -> tuple[int, list[Client], list[str]]:
    """A started QQ跳棋 game of ``players`` new accounts: (game id, API clients by seat,
    session-free tokens by seat)."""
    run = load.new_run()
    tokens = [load.register(url, f"p{run}s{i}") for i in range(players)]
    clients = [Client(url, t) for t in tokens]
    _, game = clients[0].call("POST", "/api/v1/games/", {
        "game": GAME, "players": players, "rated": False,
        "time_control": {"kind": "correspondence", "days": 1}})
    for seat in range(1, players):
        status, body = clients[seat].call("POST", f"/api/v1/games/{game['id']}/join/", {"seat": seat})
        if status not in (200, 201):
            raise RuntimeError(f"join failed: {status} {body}")
    return game["id"], clients, tokens


def session_cookie(token: str) -> str:
    """A ``Cookie`` header logging the socket in as the owner of API ``token`` (the
    socket accepts sessions only: boardgames/asgi.py), from a session saved here."""
    user = get_user_model().objects.get(auth_token__key=token)
    store = import_module(settings.SESSION_ENGINE).SessionStore()
    store[SESSION_KEY], store[HASH_SESSION_KEY] = str(user.pk), user.get_session_auth_hash()
    store[BACKEND_SESSION_KEY] = "django.contrib.auth.backends.ModelBackend"  # what a login records
    store.save()
    return f"{settings.SESSION_COOKIE_NAME}={store.session_key}"


class Viewers:
    """Every viewer's arrivals: ``(epoch seconds, raw text)`` in arrival order."""

    def __init__(self, count: int, cookies: list[str] = ()) -> None:
        self.count = count
        self.cookies = list(cookies)  # the first viewers' Cookie headers (their seats' users)
        self.arrivals: list[tuple[float, str]] = []
        self.opened = 0
        self.all_open = asyncio.Event()
        self.wanted = count  # arrivals that complete the current push
        self.complete = asyncio.Event()

    def expect(self) -> int:
        """Start waiting for one more push to every viewer; returns its first index."""
        start = len(self.arrivals)
        self.wanted = start + self.count
        self.complete.clear()
        return start

    async def run(self, url: str, origin: str, gate: asyncio.Semaphore, cookie: str | None = None) -> None:
        headers = {"Cookie": cookie} if cookie else None
        async with gate:
            socket = await websockets.connect(url, origin=origin, max_size=None, open_timeout=120,
                                              additional_headers=headers)
            first = await socket.recv()
        if cookie and '"my_seat": null' in first:
            raise RuntimeError("a player's socket was not logged in")
        self.opened += 1
        if self.opened == self.count:
            self.all_open.set()
        async with socket:
            async for raw in socket:
                self.arrivals.append((time.time(), raw))
                if len(self.arrivals) >= self.wanted:
                    self.complete.set()


async def _open(ws_urls: list[str], origin: str, game_id: int, viewers: Viewers) -> list[asyncio.Task]:
    gate = asyncio.Semaphore(CONNECTING)
    tasks = [asyncio.create_task(viewers.run(f"{ws_urls[i % len(ws_urls)]}/ws/games/{game_id}/", origin, gate,
                                             viewers.cookies[i] if i < len(viewers.cookies) else None))
             for i in range(viewers.count)]
    opened = asyncio.create_task(viewers.all_open.wait())
    done, _ = await asyncio.wait([opened, *tasks], timeout=300, return_when="FIRST_COMPLETED")
    if opened not in done:
        failed = next((t for t in done if t.exception()), None)
        raise RuntimeError(f"{viewers.opened} of {viewers.count} viewers connected") from (
            failed.exception() if failed else None)
    return tasks


async def measure(url: str, ws_urls: list[str], players: int, spectators: int, moves: int,
                  server_cpu=None, seated: bool = True) -> dict:
    """For ``moves`` moves, every viewer's latency (ms) ``from_insert`` and
    ``from_answer``; ``client_busy`` per push (client CPU / wall while it arrived);
    ``arrivals``: version -> each viewer's receipt (epoch seconds); ``cpu_ms``: when
    ``server_cpu`` (a function giving CPU seconds of the servers, a tuple) is given, each one's
    CPU over the moves divided by the moves (ms per move).
    ``seated``: the players' sockets log in as their users (each gets its seat's view,
    shipped by the committer); else they are anonymous too (the public view). A push not received within 10 s counts as 10 s; a wrong version raises."""
    game_id, clients, tokens = await asyncio.to_thread(open_game, url, players)
    state = await asyncio.to_thread(lambda: Game.objects.get(pk=game_id).state)
    cookies = await asyncio.to_thread(lambda: [session_cookie(t) for t in tokens]) if seated else []
    viewers = Viewers(players + spectators, cookies)
    tasks = await _open(ws_urls, url, game_id, viewers)
    engine, rng = get_engine(GAME), random.Random(1)
    result = {"viewers": viewers.count, "moves": moves, "from_insert": [], "from_answer": [], "client_busy": [],
              "arrivals": {}}
    cpu_before = server_cpu() if server_cpu else None
    for version in range(1, moves + 1):
        seat = engine.prompts(state)[0].seat
        action = rng.choice([x for x in engine.legal_actions(state, seat) if x["type"] == "move"])
        start = viewers.expect()
        status, _ = await asyncio.to_thread(clients[seat].call, "POST", f"/api/v1/games/{game_id}/moves/",
                                            {"version": version - 1, "action": action})
        answered, cpu = time.time(), time.process_time()
        if status != 201:
            raise RuntimeError(f"move {version} refused: {status}")
        state, _ = engine.apply(state, seat, action)
        try:
            await asyncio.wait_for(viewers.complete.wait(), 10)
        except asyncio.TimeoutError:
            pass
        got = viewers.arrivals[start:start + viewers.count]
        if got:
            wall = max(got[-1][0] - answered, 1e-6)
            result["client_busy"].append(min(time.process_time() - cpu, wall) / wall)
        versions = {int(VERSION.search(raw).group(1)) for _, raw in got}
        if versions - {version}:
            raise RuntimeError(f"move {version}: viewers got versions {sorted(versions)}")
        inserted = await asyncio.to_thread(
            lambda: Move.objects.get(game_id=game_id, seq=version).created_at.timestamp())
        lost = [10_000.0] * (viewers.count - len(got))
        result["arrivals"][version] = [t for t, _ in got]
        result["from_insert"] += [(t - inserted) * 1000 for t, _ in got] + lost
        result["from_answer"] += [(t - answered) * 1000 for t, _ in got] + lost
    if server_cpu:
        result["cpu_ms"] = tuple((b - a) * 1000 / moves for a, b in zip(cpu_before, server_cpu()))
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    return result
