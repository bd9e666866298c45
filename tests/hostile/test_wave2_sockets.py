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


async def test_a_ping_flood_writes_the_heartbeat_once(make_user):
    """The page pings every 25 s; a thousand pings a second must not be a thousand
    database writes: after one beat, further pings within BEAT_EVERY write nothing."""
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
