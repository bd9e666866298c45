"""The production layout of docs/operations.md, for real: gunicorn (WSGI, threaded,
database connections kept 60 s) serves HTTP while the ASGI server serves the game's
websocket; a move POSTed to gunicorn is answered from the game in memory and pushed to
the socket on the ASGI server, and kept connections keep working across requests."""

from __future__ import annotations

import asyncio
import json
import urllib.request

import pytest
import websockets

from boardgames.registry import get_engine
from tests.conftest import free_port, start_process, subprocess_env, wait_for

pytestmark = pytest.mark.django_db(transaction=True)


def _get(url: str) -> int:
    try:
        with urllib.request.urlopen(url, timeout=5) as answer:
            return answer.status
    except OSError:
        return 0


def _post(url: str, token: str, body: dict) -> tuple[int, dict]:
    request = urllib.request.Request(url, data=json.dumps(body).encode(), method="POST", headers={
        "Content-Type": "application/json", "Authorization": f"Token {token}"})
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


async def _first_two(ws_url: str, origin: str, post) -> list[dict]:
    async with websockets.connect(ws_url, origin=origin) as socket:
        first = json.loads(await socket.recv())
        await asyncio.to_thread(post)
        second = json.loads(await asyncio.wait_for(socket.recv(), 15))
        return [first, second]


def test_gunicorn_serves_moves_and_the_asgi_server_pushes_them(make_user, start_game, tmp_path):
    from rest_framework.authtoken.models import Token

    ann, bob = make_user("ann"), make_user("bob")
    game = start_game([ann, bob], time_control={"kind": "correspondence", "days": 1})
    token = Token.objects.create(user=ann).key
    env = {**subprocess_env(), "DEBUG": "0", "DATABASE_CONN_MAX_AGE": "60"}
    http_port, ws_port = free_port(), free_port()
    http = start_process(["gunicorn", "boardgames.wsgi:application", "-b", f"127.0.0.1:{http_port}",
                          "-k", "gthread", "-w", "1", "--threads", "4"], env, tmp_path / "gunicorn.log")
    asgi = start_process(["daphne", "-b", "127.0.0.1", "-p", str(ws_port), "boardgames.asgi:application"],
                         {**env, "DATABASE_CONN_MAX_AGE": "0"}, tmp_path / "daphne.log")
    try:
        base = f"http://127.0.0.1:{http_port}"
        wait_for(lambda: _get(f"{base}/healthz") == 200, timeout=60)
        wait_for(lambda: _get(f"http://127.0.0.1:{ws_port}/healthz") == 200, timeout=60)
        assert _get(f"{base}/readyz") == 200
        engine = get_engine("chinese-checkers")
        action = next(a for a in engine.legal_actions(game.state, 0) if a["type"] == "move")
        answers = []
        post = lambda: answers.append(_post(f"{base}/api/v1/games/{game.pk}/moves/", token,
                                            {"version": 0, "action": action}))
        first, second = asyncio.run(_first_two(f"ws://127.0.0.1:{ws_port}/ws/games/{game.pk}/",
                                               f"http://127.0.0.1:{ws_port}", post))
        status, body = answers[0]
        assert status == 201 and body["version"] == 1 and body["last_move"]["action"] == action
        assert first["game"]["version"] == 0 and second["game"]["version"] == 1
        assert second["game"]["last_move"]["action"] == action
        # the same kept connection answers the next requests: a stale version is a 409
        for _ in range(3):
            status, body = _post(f"{base}/api/v1/games/{game.pk}/moves/", token, {"version": 0, "action": action})
            assert status == 409 and body["code"] == "stale_version" and body["extra"]["version"] == 1
    finally:
        for process in (http, asgi):
            process.terminate()
            process.wait(20)
