"""The embedded default (``make run``): one process, SQLite, in-memory channel layer,
Celery worker and beat in threads. A move pushes to a websocket, and a live deadline
fires from the embedded worker and is pushed too (the worker-thread send that the
in-memory layer would drop without the server-loop hand-off: notes/stack.md)."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import urllib.request

import pytest
import websockets

from tests.conftest import ROOT, free_port, start_process, wait_for


def call(base: str, method: str, path: str, body=None, token=None):
    request = urllib.request.Request(base + path, method=method, data=json.dumps(body).encode() if body else None,
                                     headers={"Content-Type": "application/json",
                                              **({"Authorization": f"Token {token}"} if token else {})})
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.loads(response.read())


def up(base: str) -> bool:
    try:
        call(base, "GET", "/api/v1/game-types/")
        return True
    except OSError:
        return False


@pytest.fixture
def embedded_site(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "REDIS_URL", "TEST_DATABASE_NAME")}
    env.update(VAR_DIR=str(tmp_path), PYTHONPATH=str(ROOT), DEBUG="1")
    migrate = start_process(["django", "migrate", "--noinput", "--settings", "boardgames.settings"], env,
                            tmp_path / "migrate.log")
    assert migrate.wait(120) == 0, (tmp_path / "migrate.log").read_text()
    port = free_port()
    server = start_process(["django", "serve", "--settings", "boardgames.settings", "--port", str(port)], env,
                           tmp_path / "serve.log")
    base = f"http://127.0.0.1:{port}"
    try:
        wait_for(lambda: up(base), timeout=30, interval=0.3)
        yield base
    finally:
        server.send_signal(signal.SIGINT)
        try:
            server.wait(15)
        except Exception:
            server.kill()


def test_embedded_site_plays_pushes_and_times_out(embedded_site):
    base = embedded_site
    ann = call(base, "POST", "/api/v1/auth/register/", {"username": "ann", "password": "pass-word-123"})["token"]
    bob = call(base, "POST", "/api/v1/auth/register/", {"username": "bob", "password": "pass-word-123"})["token"]
    game = call(base, "POST", "/api/v1/games/", {"game": "chinese-checkers", "players": 2,
                                                 "time_control": {"kind": "live", "seconds": 10}}, ann)
    call(base, "POST", f"/api/v1/games/{game['id']}/join/", {}, bob)

    async def watch():
        url = base.replace("http", "ws") + f"/ws/games/{game['id']}/"
        async with websockets.connect(url, origin=base, compression="deflate") as socket:
            # production's websocket settings: the offered compression is declined
            assert socket.response.headers.get("Sec-WebSocket-Extensions") is None
            first = json.loads(await asyncio.wait_for(socket.recv(), 10))
            assert first["game"]["version"] == 0
            legal = await asyncio.to_thread(call, base, "GET", f"/api/v1/games/{game['id']}/legal-actions/", None, ann)
            action = next(a for a in legal["actions"] if a["type"] == "move")
            await asyncio.to_thread(call, base, "POST", f"/api/v1/games/{game['id']}/moves/",
                                    {"version": 0, "action": action}, ann)
            moved = json.loads(await asyncio.wait_for(socket.recv(), 10))
            assert moved["game"]["version"] == 1 and [p["seat"] for p in moved["game"]["prompts"]] == [1]
            # bob does nothing: the embedded worker fires his 10-second deadline
            timed_out = json.loads(await asyncio.wait_for(socket.recv(), 25))
            assert timed_out["game"]["version"] == 2
            assert [p["seat"] for p in timed_out["game"]["prompts"]] == [0]

    asyncio.run(watch())
    history = call(base, "GET", f"/api/v1/games/{game['id']}/moves/")
    assert [(m["seat"], m["by_timeout"]) for m in history["results"]] == [(0, False), (1, True)]


def test_embedded_site_plays_a_computer_player(embedded_site):
    """A bot moves from the embedded worker thread, through the move service, and the
    page's websocket hears it: first the bot's opening move, then its answer to ann's."""
    base = embedded_site
    ann = call(base, "POST", "/api/v1/auth/register/", {"username": "ann", "password": "pass-word-123"})["token"]
    game = call(base, "POST", "/api/v1/games/", {"game": "chinese-checkers", "players": 2, "seat": 1,
                                                 "bots": "good"}, ann)
    assert game["status"] == "active" and game["seats"][0]["is_bot"] is True

    async def watch():
        url = base.replace("http", "ws") + f"/ws/games/{game['id']}/"
        async with websockets.connect(url, origin=base) as socket:
            frame = json.loads(await asyncio.wait_for(socket.recv(), 10))
            while frame["game"]["version"] < 1:  # the bot (seat 0) opens
                frame = json.loads(await asyncio.wait_for(socket.recv(), 15))
            assert frame["game"]["version"] == 1 and [p["seat"] for p in frame["game"]["prompts"]] == [1]
            legal = await asyncio.to_thread(call, base, "GET", f"/api/v1/games/{game['id']}/legal-actions/", None, ann)
            action = next(a for a in legal["actions"] if a["type"] == "move")
            await asyncio.to_thread(call, base, "POST", f"/api/v1/games/{game['id']}/moves/",
                                    {"version": 1, "action": action}, ann)
            while frame["game"]["version"] < 3:
                frame = json.loads(await asyncio.wait_for(socket.recv(), 15))
            assert [p["seat"] for p in frame["game"]["prompts"]] == [1]

    asyncio.run(watch())
    history = call(base, "GET", f"/api/v1/games/{game['id']}/moves/")
    assert [(m["seat"], m["by_timeout"]) for m in history["results"]] == [(0, False), (1, False), (0, False)]
