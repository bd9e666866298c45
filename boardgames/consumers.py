"""The websocket of a game page (DESIGN.md, Push).

On connect and after every committed change the connection sends its own user's view:
``{"type": "game", "game": <the same payload as GET /api/v1/games/{id}/>}``; the payload's
``last_move`` is the new move as this user may see it. The first message also carries
``"connection"``, a token the page sends with its moves (``POST .../moves/``): this
connection then skips the version the POST answer already gave it. A client may
send ``{"type": "resync"}`` at any time (e.g. when it saw a gap in versions) to get the
current view again, at most ``WS_RESYNC_LIMIT`` times per ``WS_RESYNC_WINDOW`` seconds per
connection (settings; beyond that the request is answered with one ``error`` and ignored).
Nothing is ever sent that the user's seat may not see. The pushes of a game reach the
sockets of a server process through its hub (boardgames/fanout.py), which builds each
seat's view once for all of them; a socket reads the game itself only on connect and
on a resync.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import secrets
import time
from collections import deque

from asgiref.sync import sync_to_async
from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncJsonWebsocketConsumer, AsyncWebsocketConsumer
from django.conf import settings
from redis.exceptions import RedisError

from boardgames import selectors, socket_hooks
from boardgames.api.limits import json_depth
from boardgames.fanout import Outbox, hub
from boardgames.models import Game
from boardgames.services import presence

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


# Close code of a socket refused for naming nothing (no game of that id, no such route).
CLOSE_NOT_FOUND = 4404


class NoRouteConsumer(AsyncWebsocketConsumer):
    """Every websocket path no other route takes (``ws/games/abc/``, ``ws/``): refused
    at the handshake with ``CLOSE_NOT_FOUND``. Without it the router raised, the server
    answered 500 and logged a traceback for each such try."""

    async def connect(self):
        await self.close(code=CLOSE_NOT_FOUND)


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
        self.last_sent = self.missed = -1
        self.ready = False  # the hub sends nothing before the first message
        self.send_lock = asyncio.Lock()
        self.outbox = Outbox()
        self.connection = secrets.token_urlsafe(12)
        self.resyncs: deque[float] = deque()
        await hub().join(self)  # before the read: a push from now on is not lost
        try:
            await self._open()
        except Exception:
            # No disconnect follows a connect that raised (the client left before the
            # handshake's answer, the read failed): undo what it did, or the hub keeps
            # the socket, its group and its watcher entry for ever.
            with contextlib.suppress(Exception):
                await self.disconnect(None)
            raise

    async def _open(self):
        """The rest of :meth:`connect` once the socket is in the hub: read the view, run
        the hooks, accept and send the first message (refused 4404 for no game)."""
        payload = await self._payload()
        if payload is None:
            await hub().leave(self)
            await self.close(code=CLOSE_NOT_FOUND)
            return
        self.spectator = payload["my_seat"] is None
        await self._run_hooks("connected", payload["my_seat"])  # their groups, before the first message
        await self._presence_seen()
        await self.accept()
        async with self.send_lock:
            await self._send_payload(payload, connection=self.connection)
            self.ready = True
            if self.missed > self.last_sent:  # pushed while this socket read its first view
                await self._send_payload(await self._payload())

    async def disconnect(self, code):
        if hasattr(self, "game_id"):
            await hub().leave(self)
        if getattr(self, "spectator", False):
            await sync_to_async(presence.gone, thread_sensitive=False)(self.game_id, self.channel_name,
                                                                       self._viewer())
        if hasattr(self, "spectator"):
            await self._run_hooks("disconnected")

    def user_key(self) -> int | None:
        """The user's id (None when anonymous): what the hub picks the seat's view by."""
        user = self.scope.get("user")
        return user.pk if user is not None and user.is_authenticated else None

    async def _presence_seen(self):
        """Count this socket as watching (spectators only; services/presence.py), at most
        once a minute: the set only needs to know the socket is still there."""
        now = time.monotonic()
        if getattr(self, "spectator", False) and now - getattr(self, "presence_at", float("-inf")) >= 60:
            self.presence_at = now
            await sync_to_async(presence.seen, thread_sensitive=False)(self.game_id, self.channel_name,
                                                                       self._viewer())

    def _viewer(self) -> str | None:
        """Who watches, for the spectator count: the user, else the client's address
        (many sockets of one viewer count once)."""
        user = self.scope.get("user")
        if user is not None and user.is_authenticated:
            return f"u{user.pk}"
        client = self.scope.get("client")
        return f"a{client[0]}" if client else None

    async def _run_hooks(self, method: str, *args):
        """Call ``method`` of every registered socket hook (boardgames/socket_hooks.py);
        a failing hook is logged and the socket stays open."""
        for hook in list(socket_hooks.HOOKS.values()):
            try:
                await getattr(hook, method)(self, *args)
            except LAYER_ERRORS:
                raise
            except Exception:  # noqa: BLE001 - an extension must not kill the game socket
                log.exception("socket hook %s.%s failed on game %s", hook.name, method, self.game_id)

    async def hook_event(self, event):
        """A channel-layer event for one socket hook (``{"type": "hook.event", "hook"}``)."""
        hook = socket_hooks.HOOKS.get(event.get("hook"))
        if hook is None:
            return
        try:
            await hook.event(self, event)
        except LAYER_ERRORS:
            raise
        except Exception:  # noqa: BLE001
            log.exception("socket hook %s failed on an event of game %s", hook.name, self.game_id)

    async def game_relay(self, event):
        """Public news of the game for every page (``{"type": "game.relay", "payload"}``,
        e.g. a rematch offer): sent to the client as it is."""
        await self.send_json(event["payload"])

    async def receive(self, text_data=None, bytes_data=None, **kwargs):
        """A binary or empty frame gets an error, like any junk: channels' JSON consumer
        raised on it and closed the socket with 1011."""
        if not text_data:
            await self.send_json({"type": "error", "message": "Send JSON text frames, e.g. {\"type\": \"resync\"}."})
            return
        await super().receive(text_data=text_data, **kwargs)

    async def receive_json(self, content, **kwargs):
        if isinstance(content, dict) and content.get("type") == "resync":
            if not self._resync_allowed():
                if len(self.resyncs) == settings.WS_RESYNC_LIMIT:  # say it once per window
                    self.resyncs.append(time.monotonic())
                    await self.send_json({"type": "error", "code": "throttled", "message":
                                          f"At most {settings.WS_RESYNC_LIMIT} resyncs per "
                                          f"{settings.WS_RESYNC_WINDOW} seconds; the page gets every change anyway."})
                return
            payload = await self._payload()
            if payload is None:
                return
            # Under the send lock, so the answer never overtakes a push (nor is overtaken by
            # one): a push of a newer version taken while it was read (queued or sent, so
            # last_sent is past it) makes the answer stale, and it is dropped.
            async with self.send_lock:
                if payload["version"] >= self.last_sent:
                    await self._send_payload(payload)
        else:
            await self.send_json({"type": "error", "message": "Send {\"type\": \"resync\"}; moves go through the REST API."})

    def _resync_allowed(self) -> bool:
        """Count one resync in the sliding window; False when over the limit."""
        now = time.monotonic()
        while self.resyncs and now - self.resyncs[0] > settings.WS_RESYNC_WINDOW:
            self.resyncs.popleft()
        if len(self.resyncs) >= settings.WS_RESYNC_LIMIT:
            return False
        self.resyncs.append(now)
        return True

    @classmethod
    async def decode_json(cls, text_data):
        """The client's message, or ``None`` (answered with an error) when it is not JSON,
        is over ``WS_MAX_MESSAGE_BYTES`` or nests deeper than ``API_MAX_JSON_DEPTH``."""
        raw = text_data.encode("utf-8", "surrogatepass")
        if len(raw) > settings.WS_MAX_MESSAGE_BYTES or json_depth(raw) > settings.API_MAX_JSON_DEPTH:
            return None
        try:
            return json.loads(text_data)
        except ValueError:
            return None

    async def push_text(self, text: str) -> None:
        """Send a push the hub built (``{"type": "game", "game": ...}`` as JSON text,
        this socket's seat's view) and count a spectator as still watching."""
        await self.send(text_data=text)
        await self._presence_seen()

    async def _send_payload(self, payload, connection=None):
        self.last_sent = max(self.last_sent, payload["version"])
        message = {"type": "game", "game": payload}
        if connection is not None:
            message["connection"] = connection
        await self.send_json(message)

    @database_sync_to_async
    def _payload(self):
        game = Game.objects.prefetch_related("seats__user").filter(pk=self.game_id).first()
        if game is None:
            return None
        return selectors.game_detail(game, self.scope.get("user"))
