"""Attacks on the websockets (boardgames/consumers.py, notifications/consumers.py,
boardgames/routing.py): paths no route takes, junk and floods."""

from __future__ import annotations

import logging

import pytest
from channels.layers import get_channel_layer
from channels.testing import WebsocketCommunicator

from boardgames.asgi import application

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]

HEADERS = [(b"origin", b"http://testserver"), (b"host", b"testserver")]


@pytest.mark.parametrize("path", ["/ws/games/abc/", "/ws/games/-1/", "/ws/games/2", "/ws/games/2/extra/",
                                  "/ws/", "/ws/notifications", "/ws/%00/", "/ws/games/١٢/"])
async def test_a_socket_of_a_path_no_route_takes_is_refused_4404_without_a_traceback(path, caplog):
    """Channels' router raised ValueError("No route found") for such a path: the server
    answered the handshake with a 500 and logged a traceback for every try."""
    await get_channel_layer().flush()
    socket = WebsocketCommunicator(application, path, headers=HEADERS)
    with caplog.at_level(logging.ERROR):
        connected, code = await socket.connect()
    assert (connected, code) == (False, 4404)
    assert [r for r in caplog.records if r.levelno >= logging.ERROR] == []
    await socket.disconnect()
