"""A game socket whose connect fails after it joined the process's hub (the client went
away before the handshake's answer, the game's read failed) must leave the hub: without
that the hub kept the dead socket for ever, stayed in the game's group and renewed the
user's watcher entry every 100 s (the committer then built that seat's view on every
move for nobody)."""

from __future__ import annotations

import pytest
from channels.db import database_sync_to_async
from channels.layers import get_channel_layer
from channels.testing import WebsocketCommunicator
from django.db import OperationalError

from boardgames import fanout, watchers
from boardgames.asgi import application
from boardgames.consumers import GameConsumer
from boardgames.shared_redis import client as redis_client

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]

HEADERS = [(b"origin", b"http://testserver"), (b"host", b"testserver")]


async def _try(game_id: int) -> None:
    """Open a socket of ``game_id`` that is never accepted (the application may raise)."""
    socket = WebsocketCommunicator(application, f"/ws/games/{game_id}/", headers=HEADERS)
    try:
        connected, _ = await socket.connect(timeout=10)
    except OperationalError:
        return
    assert not connected


@pytest.mark.parametrize("failure", [OSError("client disconnected"), OperationalError("database gone")])
async def test_a_socket_whose_connect_fails_leaves_the_hub(make_user, start_game, monkeypatch, failure):
    await get_channel_layer().flush()
    game = await database_sync_to_async(lambda: start_game([make_user("ann"), make_user("bob")]))()

    async def fails(self, *args, **kwargs):
        raise failure

    client = redis_client()
    if client is not None:  # an earlier run's entries of the same game id
        client.delete(f"push-viewers:{game.pk}")
    monkeypatch.setattr(GameConsumer, "accept", fails)
    await _try(game.pk)
    hub = fanout.hub()
    assert hub.games == {}
    assert await database_sync_to_async(watchers.users)(game.pk) == set()
