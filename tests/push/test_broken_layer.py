"""A web process whose Redis is wrong (issue 9, defect 12): /readyz says so (503, per
check), a move is still accepted, its failed push is logged once with the game id and
flagged, the websocket handshake is refused without a traceback, and the sweep of a
healthy process sends the push later. Liveness and readiness of a healthy process.

The broken process is a subprocess with ``REDIS_URL`` pointing at a port nothing listens
on and the test database of this run."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from asgiref.sync import async_to_sync
from channels.db import database_sync_to_async
from channels.layers import get_channel_layer
from django.test import Client

from boardgames.registry import get_engine
from boardgames.models import Game
from boardgames.services.push import pushes_retry
from tests.conftest import free_port, subprocess_env
from tests.push.test_websocket import connect

BROKEN_PROCESS = r'''
import asyncio, json, logging, sys
import django
django.setup()
from channels.testing import WebsocketCommunicator
from django.test import Client
from boardgames.asgi import application
from boardgames.models import Game
from boardgames.services import action_submit
from accounts.models import User

records = []
class Keep(logging.Handler):
    def emit(self, record):
        records.append({"level": record.levelname, "message": record.getMessage(),
                        "traceback": record.exc_info is not None})
logging.getLogger().addHandler(Keep())

game_id, user_id, action = int(sys.argv[1]), int(sys.argv[2]), json.loads(sys.argv[3])
out = {}
ready = Client().get("/readyz")
out["readyz"] = [ready.status_code, ready.json()]
out["healthz"] = Client().get("/healthz").status_code
move = action_submit(game_id=game_id, user=User.objects.get(pk=user_id), action=action, expected_version=0)
out["move_seq"] = move.seq
out["push_pending"] = Game.objects.get(pk=game_id).push_pending

async def handshakes():
    results = []
    for _ in range(3):
        socket = WebsocketCommunicator(application, f"/ws/games/{game_id}/",
                                       headers=[(b"origin", b"http://testserver"), (b"host", b"testserver")])
        connected, code = await socket.connect(timeout=10)
        results.append([connected, code])
    return results
out["handshakes"] = asyncio.run(handshakes())
out["records"] = records
print("RESULT" + json.dumps(out))
'''


def run_broken(game: Game, user, action: dict) -> dict:
    env = subprocess_env()
    env.update(REDIS_URL=f"redis://127.0.0.1:{free_port()}/0", DEBUG="0", ALLOWED_HOSTS="testserver",
               DJANGO_SETTINGS_MODULE="boardgames.settings", LOG_LEVEL="INFO")
    done = subprocess.run([sys.executable, "-c", BROKEN_PROCESS, str(game.pk), str(user.pk), json.dumps(action)],
                          env=env, capture_output=True, text=True, timeout=120)
    line = next((l for l in done.stdout.splitlines() if l.startswith("RESULT")), None)
    assert line is not None, done.stdout + done.stderr
    return json.loads(line[len("RESULT"):])


@pytest.mark.django_db(transaction=True)
def test_a_process_with_a_wrong_redis_is_not_ready_and_fails_loudly_once(make_user, start_game):
    ann, bob = make_user("ann"), make_user("bob")
    game = start_game([ann, bob])
    action = next(a for a in get_engine("chinese-checkers").legal_actions(game.state, 0) if a["type"] == "move")
    # the start's task (armed for an earlier deadline) would serve the move's deadline:
    # without it the move must send its own, to the broken broker
    Game.objects.filter(pk=game.pk).update(timer_armed_for=None)
    out = run_broken(game, ann, action)

    status, body = out["readyz"]
    assert status == 503 and body["status"] == "fail"
    assert body["checks"]["database"]["ok"] is True
    assert body["checks"]["channel_layer"]["ok"] is False and body["checks"]["channel_layer"]["error"]
    assert body["checks"]["broker"]["ok"] is False and body["checks"]["broker"]["error"]
    assert out["healthz"] == 200

    # the move stands, its push is flagged for the sweep and logged once with the game id
    assert out["move_seq"] == 1 and out["push_pending"] is True
    pushes = [r for r in out["records"] if r["message"].startswith(f"push of game {game.pk} version 1 failed")]
    assert len(pushes) == 1 and pushes[0]["level"] == "ERROR" and not pushes[0]["traceback"]
    timers = [r for r in out["records"] if r["message"].startswith(f"timer of game {game.pk} ")]
    assert len(timers) == 1 and not timers[0]["traceback"]

    # three handshakes refused, one line logged, no traceback at all
    assert [connected for connected, _ in out["handshakes"]] == [False, False, False]
    sockets = [r for r in out["records"] if "channel layer unreachable" in r["message"]]
    assert [r["level"] for r in sockets] == ["ERROR"]
    assert not any(r["traceback"] for r in out["records"])

    # a healthy process's sweep sends the push once and clears the flag
    assert async_to_sync(sweep_pushes_to)(game.pk, bob) == [1, 0]
    assert Game.objects.get(pk=game.pk).push_pending is False


async def sweep_pushes_to(game_id: int, user) -> list[int]:
    """Connect ``user``'s socket, resend pending pushes twice; returns what each resend
    sent, after checking the socket got exactly one push of version 1."""
    await get_channel_layer().flush()
    socket = await connect(game_id, user)
    assert (await socket.receive_json_from(timeout=5))["game"]["version"] == 1
    sent = [await database_sync_to_async(pushes_retry)()]
    assert (await socket.receive_json_from(timeout=5))["game"]["version"] == 1
    sent.append(await database_sync_to_async(pushes_retry)())
    assert await socket.receive_nothing(timeout=0.5)
    await socket.disconnect()
    return sent


@pytest.mark.django_db
def test_a_healthy_process_is_live_and_ready():
    live = Client().get("/healthz")
    assert live.status_code == 200 and live.json() == {"status": "ok"}
    assert "no-cache" in live["Cache-Control"]
    ready = Client().get("/readyz")
    body = ready.json()
    assert ready.status_code == 200 and body["status"] == "ok", body
    assert set(body["checks"]) == {"database", "channel_layer", "broker"}
    assert all(check["ok"] and check["ms"] >= 0 for check in body["checks"].values())
    assert Client().post("/readyz").status_code == 405
