"""Who is watching: the number of open spectator sockets per game (docs/operations.md,
Presence).

Each spectator socket (a viewer without a seat, logged in or not) is one member
``<viewer>|<socket>`` of the Redis sorted set ``presence:<game id>`` scored with the
time it was last seen (connect, and every push it gets); it is removed when the socket
closes. The count is of distinct viewers (a user, or an anonymous client's address), so
opening many sockets does not inflate it. Members not seen for
:data:`STALE_SECONDS` (a server that died without closing its sockets) are not counted
and are pruned when counted. Without Redis (the embedded one-process mode) the same is
kept in this process's memory. Every function swallows Redis errors (logged once at
DEBUG): watching counts must never break a game socket or the lobby.
"""

from __future__ import annotations

import logging
import threading
import time

from boardgames.shared_redis import client as _redis

log = logging.getLogger(__name__)

STALE_SECONDS = 6 * 3600
_local: dict[int, dict[str, float]] = {}
_lock = threading.Lock()


def _key(game_id: int) -> str:
    return f"presence:{game_id}"


def _member(member: str, viewer: str | None) -> str:
    return f"{viewer}|{member}" if viewer else member


def _viewers(members) -> int:
    """Distinct viewers among set members (``viewer|socket``; a bare socket is its own)."""
    return len({(m.decode() if isinstance(m, bytes) else m).split("|", 1)[0] for m in members})


def seen(game_id: int, member: str, viewer: str | None = None) -> None:
    """Count ``member`` (a socket's channel name) as watching ``game_id`` now, for
    ``viewer`` (``"u<user id>"``, ``"a<address>"``; None: the socket is its own viewer):
    the count is of viewers, so one person's many sockets count once."""
    member = _member(member, viewer)
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


def gone(game_id: int, member: str, viewer: str | None = None) -> None:
    """``member`` (of ``viewer``, as given to :func:`seen`) stopped watching ``game_id``."""
    member = _member(member, viewer)
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
    """``{game id: spectators}`` for ``game_ids``: distinct viewers with an open
    spectator socket (0 when none or when Redis cannot be reached)."""
    floor = time.time() - STALE_SECONDS
    client = _redis()
    if client is None:
        with _lock:
            return {g: _viewers(m for m, t in _local.get(g, {}).items() if t >= floor) for g in game_ids}
    try:
        pipe = client.pipeline()
        for game_id in game_ids:
            pipe.zremrangebyscore(_key(game_id), "-inf", floor)
            pipe.zrange(_key(game_id), 0, -1)
        replies = pipe.execute()
    except Exception as error:  # noqa: BLE001
        log.debug("presence counts not read: %s", error)
        return {g: 0 for g in game_ids}
    return {g: _viewers(replies[2 * i + 1]) for i, g in enumerate(game_ids)}
