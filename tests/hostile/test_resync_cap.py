"""A websocket answers at most WS_RESYNC_LIMIT resyncs per window (issue 9, defect 11)."""

from __future__ import annotations

import pytest
from channels.layers import get_channel_layer
from channels.testing import WebsocketCommunicator
from django.db import close_old_connections

from boardgames.asgi import application
from boardgames.services import game_create

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]


async def test_resyncs_beyond_the_cap_are_refused_once_then_ignored(make_user, settings):
    from channels.db import database_sync_to_async

    settings.WS_RESYNC_LIMIT, settings.WS_RESYNC_WINDOW = 5, 10
    settings.WS_FRAME_BURST = 1000  # the frame bucket closes a flood first (test_attack2_socket_limits.py)
    await get_channel_layer().flush()
    ann = await database_sync_to_async(make_user)("ann")
    game = await database_sync_to_async(game_create)(user=ann, game_type="chinese-checkers", players=2, options={})
    socket = WebsocketCommunicator(application, f"/ws/games/{game.pk}/",
                                   headers=[(b"origin", b"http://testserver"), (b"host", b"testserver")])
    assert (await socket.connect())[0]
    assert (await socket.receive_json_from(timeout=5))["type"] == "game"
    for _ in range(200):
        await socket.send_json_to({"type": "resync"})
    answers = []
    while not await socket.receive_nothing(timeout=0.5):
        answers.append(await socket.receive_json_from(timeout=5))
    assert [a["type"] for a in answers] == ["game"] * 5 + ["error"]
    assert answers[-1]["code"] == "throttled" and "At most 5 resyncs per 10 seconds" in answers[-1]["message"]
    await socket.disconnect()
    await database_sync_to_async(close_old_connections)()


async def test_junk_websocket_messages_get_an_error_and_keep_the_socket(make_user):
    from channels.db import database_sync_to_async

    await get_channel_layer().flush()
    ann = await database_sync_to_async(make_user)("ann")
    game = await database_sync_to_async(game_create)(user=ann, game_type="chinese-checkers", players=2, options={})
    socket = WebsocketCommunicator(application, f"/ws/games/{game.pk}/",
                                   headers=[(b"origin", b"http://testserver"), (b"host", b"testserver")])
    assert (await socket.connect())[0]
    assert (await socket.receive_json_from(timeout=5))["type"] == "game"
    for junk in ("[" * 100000, "not json", '{"type": "resync", "pad": "' + "x" * 5000 + '"}', "\ud800"):
        await socket.send_to(text_data=junk)
        assert (await socket.receive_json_from(timeout=5))["type"] == "error"
    await socket.send_to(bytes_data=b"\x00\x01")  # a binary frame closed the socket with 1011
    assert (await socket.receive_json_from(timeout=5))["type"] == "error"
    await socket.send_json_to({"type": "resync"})
    assert (await socket.receive_json_from(timeout=5))["type"] == "game"
    await socket.disconnect()
    await database_sync_to_async(close_old_connections)()
