"""Idle game sockets stay open on the real Redis channel layer (issue 9, defect 1).

Each idle websocket's receive loop blocks on Redis for ``brpop_timeout`` (5 s) at a time;
with redis-py 8's default 5 s read timeout the reply raced the timeout and the consumer
died with "Timeout reading from ..." (two of four idle sockets within 32 s). The layer's
connections must read with a timeout well above the blocking time, and four sockets left
idle for more than 40 s must still be open and get the next push."""

from __future__ import annotations

import asyncio

import pytest
from channels.db import database_sync_to_async
from channels.layers import get_channel_layer
from channels_redis.core import RedisChannelLayer
from django.conf import settings

from boardgames.services import action_submit
from boardgames.registry import get_engine
from tests.push.test_websocket import connect, setup_game

IDLE_SECONDS = 42


def test_the_layer_reads_longer_than_it_blocks():
    if settings.CHANNEL_LAYERS["default"]["BACKEND"] != "boardgames.channel_layer.RedisChannelLayer":
        pytest.skip("the embedded mode uses the in-memory layer (no Redis connection)")
    layer = get_channel_layer()
    pool = layer.create_pool(0)
    timeout = pool.connection_kwargs["socket_timeout"]
    assert timeout is not None and timeout >= 3 * RedisChannelLayer.brpop_timeout
    assert pool.connection_kwargs["socket_keepalive"] is True
    assert pool.connection_kwargs["health_check_interval"] > 0


@pytest.mark.django_db(transaction=True)
@pytest.mark.asyncio
async def test_four_idle_sockets_stay_open_and_get_the_next_push(make_user):
    await get_channel_layer().flush()
    ann, bob, game = await setup_game(make_user)
    sockets = [await connect(game.pk, ann), await connect(game.pk, bob), await connect(game.pk),
               await connect(game.pk)]
    for socket in sockets:
        assert (await socket.receive_json_from(timeout=5))["game"]["version"] == 0
    await asyncio.sleep(IDLE_SECONDS)
    # a consumer that died while idle surfaces here: its exception, or a close message
    for socket in sockets:
        assert await socket.receive_nothing(timeout=0.2)
    engine = get_engine("chinese-checkers")
    action = next(a for a in engine.legal_actions(game.state, 0) if a["type"] == "move")
    await database_sync_to_async(action_submit)(game_id=game.pk, user=ann, action=action, expected_version=0)
    for socket in sockets:
        message = await socket.receive_json_from(timeout=5)
        assert message["type"] == "game" and message["game"]["version"] == 1
    for socket in sockets:
        await socket.disconnect()
