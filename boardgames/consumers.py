"""The websocket of a game page (DESIGN.md, Push).

On connect and after every committed change the connection sends its own user's view:
``{"type": "game", "game": <the same payload as GET /api/v1/games/{id}/>}``. A client may
send ``{"type": "resync"}`` at any time (e.g. when it saw a gap in versions) to get the
current view again. Nothing is ever sent that the user's seat may not see.
"""

from __future__ import annotations

import asyncio
import logging
import time

from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncJsonWebsocketConsumer
from redis.exceptions import RedisError

from boardgames import selectors
from boardgames.models import Game
from boardgames.services.push import group_name

log = logging.getLogger(__name__)

# What an unreachable channel layer raises (Redis refused, reset or timed out).
LAYER_ERRORS = (RedisError, OSError, asyncio.TimeoutError)
# A broken layer is logged at most once per this many seconds per process, not once per
# socket (issue 9: no traceback storm).
LAYER_LOG_INTERVAL = 60.0
# Close code for "the server cannot serve this socket now; reconnect later" (RFC 6455
# 1011 is an unexpected condition; 1013 is "try again later").
CLOSE_TRY_AGAIN = 1013
_last_layer_log = [float("-inf")]


def layer_failed(game_id: object, error: BaseException) -> None:
    """Log a channel-layer failure of a game socket, at most once per
    ``LAYER_LOG_INTERVAL`` seconds in this process (later ones at DEBUG)."""
    now = time.monotonic()
    level = logging.ERROR if now - _last_layer_log[0] >= LAYER_LOG_INTERVAL else logging.DEBUG
    if level == logging.ERROR:
        _last_layer_log[0] = now
    log.log(level, "game socket of game %s closed: channel layer unreachable (%s: %s); "
            "check /readyz", game_id, type(error).__name__, error)


class GameConsumer(AsyncJsonWebsocketConsumer):
    """``ws/games/<id>/``: pushes the connected user's view of one game. When the
    channel layer is unreachable the socket is refused (handshake) or closed with 1013
    and one line is logged; the page reconnects later."""

    async def __call__(self, scope, receive, send):
        try:
            await super().__call__(scope, receive, send)
        except LAYER_ERRORS as error:
            layer_failed(getattr(self, "game_id", None), error)
            try:
                await send({"type": "websocket.close", "code": CLOSE_TRY_AGAIN})
            except Exception:  # the client is already gone
                pass

    async def connect(self):
        self.game_id = int(self.scope["url_route"]["kwargs"]["game_id"])
        self.last_sent = -1
        payload = await self._payload()
        if payload is None:
            await self.close(code=4404)
            return
        await self.channel_layer.group_add(group_name(self.game_id), self.channel_name)
        await self.accept()
        await self._send_payload(payload)

    async def disconnect(self, code):
        if hasattr(self, "game_id"):
            await self.channel_layer.group_discard(group_name(self.game_id), self.channel_name)

    async def receive_json(self, content, **kwargs):
        if isinstance(content, dict) and content.get("type") == "resync":
            payload = await self._payload()
            if payload is not None:
                await self._send_payload(payload, force=True)
        else:
            await self.send_json({"type": "error", "message": "Send {\"type\": \"resync\"}; moves go through the REST API."})

    async def game_changed(self, event):
        if event.get("version", 0) < self.last_sent:
            return
        payload = await self._payload()
        if payload is not None:
            await self._send_payload(payload)

    async def _send_payload(self, payload, force=False):
        self.last_sent = payload["version"]
        await self.send_json({"type": "game", "game": payload})

    @database_sync_to_async
    def _payload(self):
        game = Game.objects.prefetch_related("seats__user").filter(pk=self.game_id).first()
        if game is None:
            return None
        return selectors.game_detail(game, self.scope.get("user"))
