"""Who is watching: the number of open spectator sockets per game (docs/operations.md,
Presence).

Each spectator socket (a viewer without a seat, logged in or not) is one member of the
Redis sorted set ``presence:<game id>`` scored with the time it was last seen (connect,
and every push it gets); it is removed when the socket closes. Members not seen for
:data:`STALE_SECONDS` (a server that died without closing its sockets) are not counted
and are pruned when counted. Without Redis (the embedded one-process mode) the same is
kept in this process's memory. Every function swallows Redis errors (logged once at
DEBUG): watching counts must never break a game socket or the lobby.
"""

from __future__ import annotations

import logging
import threading
import time

from django.conf import settings

log = logging.getLogger(__name__)

STALE_SECONDS = 6 * 3600
_local: dict[int, dict[str, float]] = {}
_lock = threading.Lock()
_client = []


def _redis():
    if not settings.REDIS_URL:
        return None
    if not _client:
        import redis

        _client.append(redis.Redis.from_url(settings.REDIS_URL, socket_timeout=2, socket_connect_timeout=2))
    return _client[0]


def _key(game_id: int) -> str:
    return f"presence:{game_id}"


def seen(game_id: int, member: str) -> None:
    """Count ``member`` (a socket's channel name) as watching ``game_id`` now."""
    now = time.time()
    client = _redis()
    if client is None:
        with _lock:
            _local.setdefault(game_id, {})[member] = now
        return
    try:
        pipe = client.pipeline()
        pipe.zadd(_key(game_id), {member: now})
        pipe.expire(_key(game_id), STALE_SECONDS)
        pipe.execute()
    except Exception as error:  # noqa: BLE001 - presence is best effort
        log.debug("presence of game %s not recorded: %s", game_id, error)


def gone(game_id: int, member: str) -> None:
    """``member`` stopped watching ``game_id``."""
    client = _redis()
    if client is None:
        with _lock:
            _local.get(game_id, {}).pop(member, None)
        return
    try:
        client.zrem(_key(game_id), member)
    except Exception as error:  # noqa: BLE001
        log.debug("presence of game %s not removed: %s", game_id, error)


def spectator_counts(game_ids: list[int]) -> dict[int, int]:
    """``{game id: open spectator sockets}`` for ``game_ids`` (0 when none or when Redis
    cannot be reached)."""
    floor = time.time() - STALE_SECONDS
    client = _redis()
    if client is None:
        with _lock:
            return {g: sum(1 for t in _local.get(g, {}).values() if t >= floor) for g in game_ids}
    try:
        pipe = client.pipeline()
        for game_id in game_ids:
            pipe.zremrangebyscore(_key(game_id), "-inf", floor)
            pipe.zcard(_key(game_id))
        replies = pipe.execute()
    except Exception as error:  # noqa: BLE001
        log.debug("presence counts not read: %s", error)
        return {g: 0 for g in game_ids}
    return {g: int(replies[2 * i + 1]) for i, g in enumerate(game_ids)}
