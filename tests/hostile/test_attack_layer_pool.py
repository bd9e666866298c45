"""A burst of channel-layer calls in one process (sockets joining or leaving at once):
channels-redis's pool raised MaxConnectionsError for every call past 100 in flight (300
group_add at once: 200 failed; sockets closed 1013, groups left behind). The project's
layer (boardgames/channel_layer.py) waits for a free connection instead."""

from __future__ import annotations

import asyncio

import pytest
from channels.layers import get_channel_layer
from django.conf import settings

pytestmark = pytest.mark.asyncio


async def test_three_hundred_group_calls_at_once_all_succeed():
    if "redis" not in settings.CHANNEL_LAYERS["default"]["BACKEND"].lower():
        pytest.skip("the embedded mode uses the in-memory layer")
    layer = get_channel_layer()
    channel = await layer.new_channel()
    groups = [f"attack-burst-{n}" for n in range(300)]
    added = await asyncio.gather(*(layer.group_add(g, channel) for g in groups), return_exceptions=True)
    assert [a for a in added if isinstance(a, Exception)] == []
    await layer.group_send(groups[-1], {"type": "hello"})
    assert (await asyncio.wait_for(layer.receive(channel), 5))["type"] == "hello"
    dropped = await asyncio.gather(*(layer.group_discard(g, channel) for g in groups), return_exceptions=True)
    assert [d for d in dropped if isinstance(d, Exception)] == []
