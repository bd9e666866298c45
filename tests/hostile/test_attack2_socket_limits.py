"""Attack round 2 on every websocket route: one client opening sockets without end, and
one socket sending frames without end (boardgames/socket_limits.py; docs/api.md,
Websocket)."""

from __future__ import annotations

import time

import pytest
from channels.db import database_sync_to_async
from channels.layers import get_channel_layer
from channels.testing import WebsocketCommunicator

from boardgames import socket_limits
from boardgames.asgi import application
from boardgames.shared_redis import client as redis_client
from tests.push.test_websocket import _session_cookie

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]

LIMIT = 3


@pytest.fixture(autouse=True)
def _small_limits(settings):
    settings.WS_MAX_SOCKETS_PER_USER = LIMIT
    settings.WS_MAX_SOCKETS_PER_ADDRESS = LIMIT
    settings.WS_FRAME_RATE = 5
    settings.WS_FRAME_BURST = 20


async def _socket(path: str, user=None, address: str | None = None) -> WebsocketCommunicator:
    headers = [(b"origin", b"http://testserver"), (b"host", b"testserver")]
    if user is not None:
        headers.append((b"cookie", f"sessionid={await database_sync_to_async(_session_cookie)(user)}".encode()))
    socket = WebsocketCommunicator(application, path, headers=headers)
    if address:
        socket.scope["client"] = (address, 40000)
    return socket


async def _opened(path: str, user=None, address: str | None = None) -> WebsocketCommunicator:
    """A socket that was accepted and sent its first message (a game view or the bell's count)."""
    socket = await _socket(path, user, address)
    assert (await socket.connect(timeout=10))[0]
    assert (await socket.receive_json_from(timeout=10))["type"] in ("game", "unread")
    return socket


async def _refused(path: str, user=None, address: str | None = None) -> None:
    """A socket accepted and closed at once with 4429, before any message."""
    socket = await _socket(path, user, address)
    assert (await socket.connect(timeout=10))[0]
    assert await socket.receive_output(timeout=10) == {"type": "websocket.close",
                                                        "code": socket_limits.CLOSE_TOO_MANY_SOCKETS}
    await socket.wait(timeout=10)


def _game(make_user, start_game):
    """A started game and its first player."""
    ann = make_user("ann")
    return start_game([ann, make_user("bob")]), ann


async def test_a_user_over_the_limit_is_closed_4429_on_every_route_until_a_socket_closes(make_user, start_game):
    """One logged-in user opened as many sockets as they liked (each a hub member, a
    watcher entry, chat groups, a presence row): the limit counts the game sockets and the
    bell together, and a closed socket gives its slot back."""
    await get_channel_layer().flush()
    game, ann = await database_sync_to_async(_game)(make_user, start_game)
    sockets = [await _opened(f"/ws/games/{game.pk}/", ann), await _opened(f"/ws/games/{game.pk}/", ann),
               await _opened("/ws/notifications/", ann)]
    await _refused(f"/ws/games/{game.pk}/", ann)
    await _refused("/ws/notifications/", ann)
    other = await _opened(f"/ws/games/{game.pk}/", await database_sync_to_async(make_user)("cyd"))
    await sockets.pop().disconnect()
    sockets.append(await _opened("/ws/notifications/", ann))
    for socket in [*sockets, other]:
        await socket.disconnect()
    client = redis_client()
    if client is not None:
        assert client.zcard(f"ws-slots:u{ann.pk}") == 0


async def test_anonymous_sockets_are_counted_by_client_address(make_user, start_game):
    await get_channel_layer().flush()
    game, _ = await database_sync_to_async(_game)(make_user, start_game)
    path = f"/ws/games/{game.pk}/"
    sockets = [await _opened(path, address="203.0.113.7") for _ in range(LIMIT)]
    await _refused(path, address="203.0.113.7")
    sockets.append(await _opened(path, address="203.0.113.8"))
    for socket in sockets:
        await socket.disconnect()


async def test_slots_of_another_living_process_count_and_those_of_a_dead_one_expire(make_user, start_game):
    """Several server processes: a slot another process holds and renews counts here; one
    of a process that died (not renewed for SLOT_TTL) does not hold the user out."""
    client = redis_client()
    if client is None:
        pytest.skip("needs Redis (the slots of other processes)")
    await get_channel_layer().flush()
    game, ann = await database_sync_to_async(_game)(make_user, start_game)
    key = f"ws-slots:u{ann.pk}"
    now = time.time()
    client.zadd(key, {f"living-{i}": now + socket_limits.SLOT_TTL for i in range(LIMIT)})
    await _refused(f"/ws/games/{game.pk}/", ann)
    client.delete(key)
    client.zadd(key, {f"dead-{i}": now - 1 for i in range(LIMIT)})
    socket = await _opened(f"/ws/games/{game.pk}/", ann)
    assert [m.decode().startswith("dead-") for m in client.zrange(key, 0, -1)] == [False]
    await socket.disconnect()
    assert client.zcard(key) == 0


async def test_the_slots_a_process_holds_are_renewed(make_user, start_game):
    client = redis_client()
    if client is None:
        pytest.skip("needs Redis")
    await get_channel_layer().flush()
    game, ann = await database_sync_to_async(_game)(make_user, start_game)
    socket = await _opened(f"/ws/games/{game.pk}/", ann)
    key = f"ws-slots:u{ann.pk}"
    (member, _), = client.zrange(key, 0, -1, withscores=True)
    client.zadd(key, {member: time.time() + 5})
    await database_sync_to_async(socket_limits.renew)()
    (_, expires), = client.zrange(key, 0, -1, withscores=True)
    assert expires > time.time() + socket_limits.SLOT_TTL - 5
    await socket.disconnect()


@pytest.mark.parametrize("route", ["game", "bell"])
async def test_a_frame_flood_is_dropped_and_closed_4420(make_user, start_game, route):
    """Every junk frame was parsed and answered with an error frame (the game socket) or
    parsed (the bell): a client sending thousands a second cost the server a JSON
    decode and a send each. Frames past the bucket are dropped unanswered and a flood
    closes the socket with 4420."""
    await get_channel_layer().flush()
    game, ann = await database_sync_to_async(_game)(make_user, start_game)
    socket = await _opened(f"/ws/games/{game.pk}/" if route == "game" else "/ws/notifications/", ann)
    for _ in range(200):
        await socket.send_to(text_data='{"type": "junk"}')
    answers = []
    while True:
        output = await socket.receive_output(timeout=10)
        if output["type"] == "websocket.close":
            break
        answers.append(output)
    assert output == {"type": "websocket.close", "code": socket_limits.CLOSE_TOO_FAST}
    assert len(answers) == 20  # one error per frame the bucket let through (WS_FRAME_BURST)
    await socket.wait(timeout=10)
    client = redis_client()
    if client is not None:
        assert client.zcard(f"ws-slots:u{ann.pk}") == 0


async def test_a_page_paced_client_is_never_closed(make_user, start_game):
    """The bucket's rate: a resync every 0.25 s (four a second, under WS_FRAME_RATE)
    for longer than the burst lasts is always answered."""
    await get_channel_layer().flush()
    game, ann = await database_sync_to_async(_game)(make_user, start_game)
    socket = await _opened(f"/ws/games/{game.pk}/", ann)
    import asyncio

    for _ in range(30):
        await socket.send_to(text_data='{"type": "junk"}')
        assert (await socket.receive_json_from(timeout=10))["type"] == "error"
        await asyncio.sleep(0.25)
    await socket.disconnect()
