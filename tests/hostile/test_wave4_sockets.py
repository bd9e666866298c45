"""Wave-4 attack (held): cross-site websocket hijacking. A page on another site opens a
socket to ours from a player's browser, which sends the player's session cookie: the
game socket would hand that page the player's own view (a Monopoly Deal hand), the bell
their notifications. Both routes refuse an Origin outside ALLOWED_HOSTS
(channels' AllowedHostsOriginValidator, boardgames/asgi.py), and a socket with no Origin
is refused too; the same cookie from our own origin is accepted.
"""

from __future__ import annotations

import pytest
from channels.db import database_sync_to_async
from channels.testing import WebsocketCommunicator
from django.test import Client

from boardgames.asgi import application
from boardgames.services import game_create

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]


@database_sync_to_async
def _player_cookie(make_user) -> tuple[int, str]:
    ann = make_user("ann")
    game = game_create(user=ann, game_type="chinese-checkers", players=2, options={})
    client = Client()
    client.force_login(ann)
    return game.pk, client.cookies["sessionid"].value


async def _accepted(path: str, cookie: str, origin: bytes | None) -> bool:
    headers = [(b"host", b"testserver"), (b"cookie", f"sessionid={cookie}".encode())]
    if origin is not None:
        headers.append((b"origin", origin))
    communicator = WebsocketCommunicator(application, path, headers=headers)
    connected, _ = await communicator.connect(timeout=10)
    await communicator.disconnect()
    return connected


async def test_a_socket_from_another_site_is_refused_with_the_players_cookie(make_user):
    game_id, cookie = await _player_cookie(make_user)
    for path in (f"/ws/games/{game_id}/", "/ws/notifications/"):
        outcome = {origin: await _accepted(path, cookie, origin)
                   for origin in (b"http://evil.example", b"http://testserver.evil.example", b"null", None,
                                  b"http://testserver")}
        assert outcome == {b"http://evil.example": False, b"http://testserver.evil.example": False,
                           b"null": False, None: False, b"http://testserver": True}, path
