"""Limits of every websocket, whatever its route (``ws/games/<id>/``, ``ws/notifications/``,
refused paths): :class:`SocketLimits` wraps the websocket router in boardgames/asgi.py.

- **Open sockets per client** (docs/api.md, Websocket): a logged-in user holds at most
  ``WS_MAX_SOCKETS_PER_USER`` open sockets, an anonymous client address at most
  ``WS_MAX_SOCKETS_PER_ADDRESS``, counted over every server process. One more is accepted
  and closed at once with :data:`CLOSE_TOO_MANY_SOCKETS`. Each open socket holds a slot:
  a member of the Redis sorted set ``ws-slots:<u pk | a address>`` scored with the epoch
  second it expires. The process renews its sockets' slots every :data:`SLOT_RENEW`
  seconds; a closed socket gives its slot back at once; a process that died without
  closing its sockets, or was stopped past its graceful-shutdown timeout (its stuck
  sockets' tasks are cancelled before their release runs), leaves slots that expire
  after :data:`SLOT_TTL` seconds. Without
  Redis (the embedded one-process mode) the same is kept in this process's memory. When
  Redis cannot be read the socket is let in (the limit is a guard, not a gate the site
  depends on; the channel layer then refuses it anyway). A socket without a client
  address (a unix-socket server) and nobody logged in is not counted.
- **Frames per socket**: a token bucket of ``WS_FRAME_BURST`` frames refilled at
  ``WS_FRAME_RATE`` frames a second. A frame with no token is dropped before the consumer
  parses it; ``WS_FRAME_BURST`` dropped in a row (a flood) close the socket with
  :data:`CLOSE_TOO_FAST`. The pages send a ping every 25 s and a resync now and then.
"""

from __future__ import annotations

import logging
import secrets
import threading
import time

from asgiref.sync import sync_to_async
from django.conf import settings

from boardgames.shared_redis import client as _redis

log = logging.getLogger(__name__)

# Close code of a socket over its client's open-socket limit, and of a socket whose client
# sends frames faster than the bucket allows (docs/api.md, Websocket).
CLOSE_TOO_MANY_SOCKETS = 4429
CLOSE_TOO_FAST = 4420
# Seconds a slot lives without being renewed (its process died), and how often a living
# process renews the slots of its open sockets.
SLOT_TTL = 90
SLOT_RENEW = 30

# KEYS[1] the client's set; ARGV: now, expiry, limit, member. 1 when the slot was taken.
_CLAIM = """
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[4])
redis.call('EXPIRE', KEYS[1], ARGV[5])
return 1
"""
_claim_script = []
_local: dict[str, dict[str, float]] = {}
_lock = threading.Lock()
# The slots this process holds ({member: key}) and the renewing thread.
_held: dict[str, str] = {}
_renewer: list[threading.Thread] = []


def client_key(scope: dict) -> tuple[str, int] | None:
    """``(key, limit)`` of the client of a websocket ``scope``: ``("u<pk>",
    WS_MAX_SOCKETS_PER_USER)`` for a logged-in user, ``("a<address>",
    WS_MAX_SOCKETS_PER_ADDRESS)`` for an anonymous one; None without either."""
    user = scope.get("user")
    if user is not None and getattr(user, "is_authenticated", False):
        return f"u{user.pk}", settings.WS_MAX_SOCKETS_PER_USER
    client = scope.get("client")
    if client and client[0]:
        return f"a{client[0]}", settings.WS_MAX_SOCKETS_PER_ADDRESS
    return None


def _slot_key(key: str) -> str:
    return f"ws-slots:{key}"


def claim(key: str, member: str, limit: int) -> bool:
    """Take a slot ``member`` (unique per socket) of client ``key`` unless it already
    holds ``limit`` live ones (expired slots are dropped first). True: taken (or Redis
    could not be asked)."""
    now = time.time()
    client = _redis()
    if client is None:
        with _lock:
            slots = _local.setdefault(key, {})
            for old in [m for m, expires in slots.items() if expires <= now]:
                del slots[old]
            if len(slots) >= limit:
                return False
            slots[member] = now + SLOT_TTL
    else:
        try:
            if not _claim_script:
                _claim_script.append(client.register_script(_CLAIM))
            if not _claim_script[0](keys=[_slot_key(key)], args=[now, now + SLOT_TTL, limit, member, SLOT_TTL]):
                return False
        except Exception as error:  # noqa: BLE001 - a guard: without Redis the layer refuses anyway
            log.debug("websocket slot of %s not taken: %s", key, error)
    with _lock:
        _held[member] = key
    _start_renewer()
    return True


def release(key: str, member: str) -> None:
    """Give back slot ``member`` of client ``key`` (its socket closed)."""
    with _lock:
        _held.pop(member, None)
        _local.get(key, {}).pop(member, None)
        if not _local.get(key, True):
            del _local[key]
    client = _redis()
    if client is None:
        return
    try:
        client.zrem(_slot_key(key), member)
    except Exception as error:  # noqa: BLE001 - it expires after SLOT_TTL
        log.debug("websocket slot of %s not released: %s", key, error)


def renew() -> None:
    """Push the expiry of every slot this process holds to :data:`SLOT_TTL` from now."""
    expires = time.time() + SLOT_TTL
    with _lock:
        held = list(_held.items())
        for member, key in held:
            if member in _local.get(key, {}):
                _local[key][member] = expires
    client = _redis()
    if client is None or not held:
        return
    try:
        pipe = client.pipeline(transaction=False)
        for member, key in held:
            pipe.zadd(_slot_key(key), {member: expires}, xx=True)
            pipe.expire(_slot_key(key), SLOT_TTL)
        pipe.execute()
    except Exception as error:  # noqa: BLE001 - the next renewal tries again
        log.debug("websocket slots not renewed: %s", error)


def _start_renewer() -> None:
    """One daemon thread per process renews the held slots every :data:`SLOT_RENEW` s
    (a thread, not a task: it needs no event loop and never holds up a shutdown)."""
    with _lock:
        if _renewer and _renewer[0].is_alive():
            return

        def run():
            while True:
                time.sleep(SLOT_RENEW)
                renew()

        thread = threading.Thread(target=run, name="ws-slots", daemon=True)
        _renewer[:] = [thread]
        thread.start()


class _FrameBudget:
    """The token bucket of one socket's frames (module docstring)."""

    def __init__(self, receive, send) -> None:
        self._receive, self._send = receive, send
        self.tokens = float(settings.WS_FRAME_BURST)
        self.at = time.monotonic()
        self.dropped = 0

    async def receive(self) -> dict:
        """The next ASGI message for the consumer; a flood ends in ``websocket.close``
        (:data:`CLOSE_TOO_FAST`) to the client and ``websocket.disconnect`` to the consumer."""
        burst, rate = settings.WS_FRAME_BURST, settings.WS_FRAME_RATE
        while True:
            message = await self._receive()
            if message.get("type") != "websocket.receive":
                return message
            now = time.monotonic()
            self.tokens, self.at = min(burst, self.tokens + (now - self.at) * rate), now
            if self.tokens >= 1:
                self.tokens -= 1
                self.dropped = 0
                return message
            self.dropped += 1
            if self.dropped >= burst:
                await self._send({"type": "websocket.close", "code": CLOSE_TOO_FAST})
                return {"type": "websocket.disconnect", "code": CLOSE_TOO_FAST}


async def _refuse(receive, send) -> None:
    """Accept the handshake and close at once with :data:`CLOSE_TOO_MANY_SOCKETS` (a
    refusal at the handshake would show the client no code)."""
    message = await receive()
    if message.get("type") != "websocket.connect":
        return
    await send({"type": "websocket.accept"})
    await send({"type": "websocket.close", "code": CLOSE_TOO_MANY_SOCKETS})


class SocketLimits:
    """ASGI middleware of the websocket stack (inside the session/auth middleware, which
    sets ``scope["user"]``): the open-socket limit and the frame bucket of every socket."""

    def __init__(self, inner) -> None:
        self.inner = inner

    async def __call__(self, scope, receive, send):
        if scope.get("type") != "websocket":
            return await self.inner(scope, receive, send)
        found = client_key(scope)  # the auth middleware has read the user already
        member = secrets.token_hex(8)
        if found is not None and not await sync_to_async(claim, thread_sensitive=False)(found[0], member, found[1]):
            return await _refuse(receive, send)
        try:
            return await self.inner(scope, _FrameBudget(receive, send).receive, send)
        finally:
            if found is not None:
                await sync_to_async(release, thread_sensitive=False)(found[0], member)
