"""The game websocket over the real Redis channel layer: each viewer gets its own view
after every committed move and every timeout; resync on demand; unknown games close."""

from __future__ import annotations

import asyncio
import datetime as dt

import pytest
from channels.db import database_sync_to_async
from channels.layers import get_channel_layer
from channels.testing import WebsocketCommunicator
from django.test import Client

from boardgames.asgi import application
from boardgames.registry import get_engine
from boardgames.services import action_submit, deadlines_expire, game_create, game_join

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]


def _session_cookie(user) -> str:
    client = Client()
    client.force_login(user)
    return client.cookies["sessionid"].value


async def connect(game_id: int, user=None, timeout: float = 10) -> WebsocketCommunicator:
    """``user``'s (None: anonymous) socket of ``game_id``, accepted within ``timeout``
    seconds (the communicator's 1 s default failed on a loaded machine)."""
    headers = [(b"origin", b"http://testserver"), (b"host", b"testserver")]
    if user is not None:
        cookie = await database_sync_to_async(_session_cookie)(user)
        headers.append((b"cookie", f"sessionid={cookie}".encode()))
    communicator = WebsocketCommunicator(application, f"/ws/games/{game_id}/", headers=headers)
    connected, _ = await communicator.connect(timeout=timeout)
    assert connected
    return communicator


@database_sync_to_async
def setup_game(make_user):
    ann, bob = make_user("ann"), make_user("bob")
    game = game_create(user=ann, game_type="chinese-checkers", players=2, options={})
    game_join(game_id=game.pk, user=bob)
    game.refresh_from_db()
    return ann, bob, game


async def test_each_viewer_gets_its_own_view_after_a_move_and_a_timeout(make_user):
    await get_channel_layer().flush()
    ann, bob, game = await setup_game(make_user)
    sockets = {"ann": await connect(game.pk, ann), "bob": await connect(game.pk, bob), "guest": await connect(game.pk)}
    first = {name: await s.receive_json_from(timeout=5) for name, s in sockets.items()}
    assert {n: (m["type"], m["game"]["version"], m["game"]["my_seat"]) for n, m in first.items()} == {
        "ann": ("game", 0, 0), "bob": ("game", 0, 1), "guest": ("game", 0, None)}
    assert first["guest"]["game"]["legal_actions"] == [] and first["guest"]["game"]["invite_code"] is None
    assert any(a["type"] == "move" for a in first["ann"]["game"]["legal_actions"])

    engine = get_engine("chinese-checkers")
    action = next(a for a in engine.legal_actions(game.state, 0) if a["type"] == "move")
    await database_sync_to_async(action_submit)(game_id=game.pk, user=ann, action=action, expected_version=0)
    after_move = {name: await s.receive_json_from(timeout=5) for name, s in sockets.items()}
    assert {n: (m["game"]["version"], m["game"]["my_seat"]) for n, m in after_move.items()} == {
        "ann": (1, 0), "bob": (1, 1), "guest": (1, None)}
    assert [p["seat"] for p in after_move["bob"]["game"]["prompts"]] == [1]
    assert any(a["type"] == "move" for a in after_move["bob"]["game"]["legal_actions"])

    later = dt.datetime.now(dt.timezone.utc) + dt.timedelta(seconds=120)
    assert await database_sync_to_async(deadlines_expire)(game.pk, now=later) == 1
    after_timeout = {name: await s.receive_json_from(timeout=5) for name, s in sockets.items()}
    assert {n: m["game"]["version"] for n, m in after_timeout.items()} == {"ann": 2, "bob": 2, "guest": 2}
    assert [p["seat"] for p in after_timeout["ann"]["game"]["prompts"]] == [0]

    await sockets["guest"].send_json_to({"type": "resync"})
    resync = await sockets["guest"].receive_json_from(timeout=5)
    assert resync["game"]["version"] == 2
    await sockets["guest"].send_json_to({"type": "move"})
    assert (await sockets["guest"].receive_json_from(timeout=5))["type"] == "error"
    for s in sockets.values():
        assert await s.receive_nothing(timeout=0.2)
        await s.disconnect()


async def test_an_unknown_game_closes_the_socket():
    await get_channel_layer().flush()
    communicator = WebsocketCommunicator(application, "/ws/games/424242/",
                                         headers=[(b"origin", b"http://testserver"), (b"host", b"testserver")])
    connected, code = await communicator.connect()
    assert not connected and code == 4404


async def test_a_resync_answer_read_before_a_move_is_not_sent_after_its_push(make_user, monkeypatch):
    """The resync's read finishes with version 0 after version 1 was pushed: the socket
    sends 1 and never 0 after it (the answer is sent under the send lock, and only when
    no newer version went out meanwhile)."""
    from boardgames.consumers import GameConsumer

    await get_channel_layer().flush()
    ann, bob, game = await setup_game(make_user)
    guest = await connect(game.pk)
    assert (await guest.receive_json_from(timeout=5))["game"]["version"] == 0

    read, gate = asyncio.Event(), asyncio.Event()
    real = GameConsumer.__dict__["_payload"]  # database_sync_to_async: bound through __get__

    async def slow_read(self):
        payload = await real.__get__(self, GameConsumer)()
        read.set()
        await gate.wait()  # the move is made and pushed while the answer waits
        return payload

    monkeypatch.setattr(GameConsumer, "_payload", slow_read)
    await guest.send_json_to({"type": "resync"})
    await asyncio.wait_for(read.wait(), 5)
    engine = get_engine("chinese-checkers")
    action = next(a for a in engine.legal_actions(game.state, 0) if a["type"] == "move")
    await database_sync_to_async(action_submit)(game_id=game.pk, user=ann, action=action, expected_version=0)
    assert (await guest.receive_json_from(timeout=5))["game"]["version"] == 1
    gate.set()
    assert await guest.receive_nothing(timeout=0.5)
    await guest.disconnect()
