"""``ws/notifications/``: the bell's websocket, open on every page of a logged-in user
(docs/notifications.md).

Query ``?game=<id>`` names the game page it is on (for "none while that game's page is
open"). On connect it sends ``{"type": "unread", "unread": n}``; then every new entry as
``{"type": "notify", "notification": {...}, "unread": n, "browser": bool, "site": bool}``
and every count change as ``{"type": "unread", ...}``. The page sends ``{"type":
"ping"}`` every 25 s (its presence heartbeat); anything else gets an error.
"""

from __future__ import annotations

import contextlib
import json
import time
from urllib.parse import parse_qs

from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncJsonWebsocketConsumer

from boardgames.consumers import LAYER_ERRORS, CLOSE_TRY_AGAIN, layer_failed

from . import services

CLOSE_NOT_LOGGED_IN = 4401
# Seconds between two heartbeat writes of one socket: the page pings every 25 s, so a
# beat is never skipped; faster pings (a flood) are answered by nothing and write nothing.
BEAT_EVERY = 20


def _is_ping(text: str) -> bool:
    try:
        message = json.loads(text)
    except ValueError:
        return False
    return isinstance(message, dict) and message.get("type") == "ping"


class NotificationConsumer(AsyncJsonWebsocketConsumer):
    """One user's open page: their bell count and new entries, and their presence."""

    async def __call__(self, scope, receive, send):
        try:
            await super().__call__(scope, receive, send)
        except LAYER_ERRORS as error:
            layer_failed("(notifications)", error)
            try:
                await send({"type": "websocket.close", "code": CLOSE_TRY_AGAIN})
            except Exception:
                pass

    async def connect(self):
        user = self.scope.get("user")
        if user is None or not user.is_authenticated:
            await self.close(code=CLOSE_NOT_LOGGED_IN)
            return
        self.user_id = user.pk
        raw = parse_qs(self.scope.get("query_string", b"").decode("latin-1")).get("game", [""])[0]
        self.game_id = int(raw) if raw.isascii() and raw.isdigit() and len(raw) < 15 else None  # not "²"
        await self.channel_layer.group_add(services.user_group(self.user_id), self.channel_name)
        try:
            await self.accept()
            unread = await self._enter()
            await self.send_json({"type": "unread", "unread": unread})
        except Exception:
            # No disconnect follows a connect that raised (the page left before its
            # first message): forget the group and the presence row it wrote.
            with contextlib.suppress(Exception):
                await self.disconnect(None)
            raise

    async def disconnect(self, code):
        if hasattr(self, "user_id"):
            await self.channel_layer.group_discard(services.user_group(self.user_id), self.channel_name)
            await database_sync_to_async(services.presence_leave)(self.channel_name)

    async def receive(self, text_data=None, bytes_data=None, **kwargs):
        if text_data and len(text_data) < 200 and _is_ping(text_data):
            now = time.monotonic()
            if now - getattr(self, "beat_at", float("-inf")) >= BEAT_EVERY:  # a ping flood writes once
                self.beat_at = now
                await database_sync_to_async(services.presence_beat)(self.channel_name)
            return
        await self.send_json({"type": "error", "message": "Send {\"type\": \"ping\"}; read entries through the REST API."})

    async def user_notify(self, event):
        await self.send_json(event["data"])

    @database_sync_to_async
    def _enter(self) -> int:
        services.presence_enter(self.channel_name, self.user_id, self.game_id)
        return services.unread_count(self.user_id)
