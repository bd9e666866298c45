"""Wave-3 attacks on the game socket's hub (boardgames/fanout.py, watchers.py): sockets
of games that do not exist leave nothing behind, in the hub's memory or in Redis."""

from __future__ import annotations

import pytest
from channels.layers import get_channel_layer
from channels.testing import WebsocketCommunicator

from boardgames import fanout
from boardgames.asgi import application
from boardgames.shared_redis import client as redis_client

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]

HEADERS = [(b"origin", b"http://testserver"), (b"host", b"testserver")]


async def _refused(game_id: str) -> None:
    socket = WebsocketCommunicator(application, f"/ws/games/{game_id}/", headers=HEADERS)
    connected, code = await socket.connect()
    assert (connected, code) == (False, 4404)
    await socket.disconnect()


@pytest.mark.parametrize("game_id", ["99999999999999999999999", "9223372036854775808", "0"])
async def test_a_socket_of_a_game_out_of_range_is_refused_4404(game_id):
    await get_channel_layer().flush()
    await _refused(game_id)


async def test_sockets_of_many_missing_games_leave_no_lock_and_no_watcher_key():
    """Each game id a socket named kept an asyncio.Lock in the hub for ever: a client
    walking ws/games/1..N/ grew the server's memory without bound."""
    await get_channel_layer().flush()
    ids = range(900_000_000, 900_000_200)
    for game_id in ids:
        await _refused(str(game_id))
    hub = fanout.hub()
    assert hub.games == {} and hub._membership == {}
    client = redis_client()
    if client is not None:
        assert [client.exists(f"push-viewers:{game_id}") for game_id in ids] == [0] * len(ids)
