"""Wave-2 attacks on the bell's websocket (``ws/notifications/``): a junk game id in the
query, a ping flood."""

from __future__ import annotations

import datetime as dt

import pytest
from channels.db import database_sync_to_async
from channels.layers import get_channel_layer
from django.utils import timezone

from notifications.models import Presence
from tests.notifications.test_websocket_and_api import bell

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]


async def test_a_superscript_game_id_is_no_game_and_the_bell_opens(make_user):
    """``"²".isdigit()`` is true but ``int("²")`` fails: the socket died at connect."""
    await get_channel_layer().flush()
    ann = await database_sync_to_async(make_user)("ann")
    socket = await bell(ann, "?game=%C2%B2")
    assert (await socket.connect())[0]
    assert await socket.receive_json_from(timeout=5) == {"type": "unread", "unread": 0}
    assert await database_sync_to_async(lambda: list(Presence.objects.values_list("user_id", "game_id")))() == [
        (ann.pk, None)]
    await socket.disconnect()


async def test_a_ping_flood_writes_the_heartbeat_once(make_user, settings):
    """The page pings every 25 s; a thousand pings a second must not be a thousand
    database writes: after one beat, further pings within BEAT_EVERY write nothing."""
    settings.WS_FRAME_BURST = 1000  # the frame bucket closes a flood first (test_attack2_socket_limits.py)
    await get_channel_layer().flush()
    ann = await database_sync_to_async(make_user)("ann")
    socket = await bell(ann)
    assert (await socket.connect())[0]
    await socket.receive_json_from(timeout=5)
    await socket.send_to(text_data='{"type": "ping"}')
    old = timezone.now() - dt.timedelta(hours=1)
    for _ in range(30):
        await socket.send_to(text_data='{"type": "ping"}')
    await socket.send_to(text_data='{"type": "junk"}')  # answered after every ping before it
    assert (await socket.receive_json_from(timeout=5))["type"] == "error"
    await database_sync_to_async(lambda: Presence.objects.update(seen_at=old))()
    for _ in range(30):
        await socket.send_to(text_data='{"type": "ping"}')
    await socket.send_to(text_data='{"type": "junk"}')
    assert (await socket.receive_json_from(timeout=5))["type"] == "error"
    assert await database_sync_to_async(lambda: list(Presence.objects.values_list("seen_at", flat=True)))() == [old]
    await socket.disconnect()


async def _watch(game_id: int, user=None, address: str | None = None):
    from channels.testing import WebsocketCommunicator

    from boardgames.asgi import application
    from tests.push.test_websocket import _session_cookie

    headers = [(b"origin", b"http://testserver"), (b"host", b"testserver")]
    if user is not None:
        headers.append((b"cookie", f"sessionid={await database_sync_to_async(_session_cookie)(user)}".encode()))
    socket = WebsocketCommunicator(application, f"/ws/games/{game_id}/", headers=headers)
    if address:
        socket.scope["client"] = (address, 40000)
    assert (await socket.connect())[0]
    assert (await socket.receive_json_from(timeout=5))["type"] == "game"
    return socket


async def test_many_sockets_of_one_viewer_count_as_one_spectator(make_user, start_game):
    """Opening many game sockets inflated the lobby's spectator count (one member per
    socket); now the count is of viewers: a user, or an anonymous client's address."""
    from boardgames.services import presence

    await get_channel_layer().flush()
    ann, bob, cy = [await database_sync_to_async(make_user)(n) for n in ("ann", "bob", "cy")]
    game = await database_sync_to_async(start_game)([ann, bob])
    await database_sync_to_async(presence._redis().delete)(f"presence:{game.pk}")  # an earlier run's game
    count = database_sync_to_async(lambda: presence.spectator_counts([game.pk])[game.pk])
    cys = [await _watch(game.pk, cy) for _ in range(4)]
    crowd = [await _watch(game.pk, None, "203.0.113.7") for _ in range(3)]
    other = await _watch(game.pk, None, "198.51.100.2")
    player = await _watch(game.pk, ann)
    assert await count() == 3
    for socket in cys[:3]:
        await socket.disconnect()
    assert await count() == 3  # cy still has a page open
    await cys[3].disconnect()
    assert await count() == 2
    for socket in [*crowd, other, player]:
        await socket.disconnect()
    assert await count() == 0
