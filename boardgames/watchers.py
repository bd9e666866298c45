"""Who has a socket of a game open, by server process: what the committing process
builds the push's views for (issue 17; boardgames/fanout.py, services/push.py).

Each server process's hub keeps one member ``<hub channel>|<user key>`` per user among
its sockets of a game (``-`` for anonymous sockets) in the Redis sorted set
``push-viewers:<game id>``, scored with the epoch second it expires. The hub adds the
member when its first socket of that user opens, removes it when the last one closes,
and renews its members every :data:`RENEW_SECONDS`; a process that died without closing
its sockets leaves members that expire after :data:`TTL_SECONDS`. A stale member only
makes the committer build a view nobody gets, a missing one makes a hub build that view
itself (the fallback). A game with no member at all gets no push from a move's committer
(services/push.py): so a socket is refused when its member cannot be recorded
(``fanout.Hub.join``), it is recorded before the socket reads the game, and a failed
renewal is retried within seconds. Without Redis (the embedded
one-process mode) the same is kept in this process's memory. Every function swallows
Redis errors (logged at DEBUG): the set must never break a socket or a move.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Iterable

from boardgames.shared_redis import client as _redis

log = logging.getLogger(__name__)

# Seconds a member lives without being renewed (a process that died), and how often a
# living hub renews its members.
TTL_SECONDS = 300
RENEW_SECONDS = 100
ANONYMOUS = "-"
_local: dict[int, dict[str, float]] = {}
_lock = threading.Lock()


def _key(game_id: int) -> str:
    return f"push-viewers:{game_id}"


def _member(hub: str, user: int | None) -> str:
    return f"{hub}|{ANONYMOUS if user is None else user}"


def add(entries: Iterable[tuple[int, int | None]], hub: str) -> bool:
    """Record (or renew, for :data:`TTL_SECONDS` from now) that ``hub`` (a hub's
    channel name) has sockets of each ``(game id, user pk or None)`` of ``entries``.
    Returns False when Redis could not be written (logged at DEBUG), else True."""
    expires = time.time() + TTL_SECONDS
    entries = list(entries)
    client = _redis()
    if client is None:
        with _lock:
            for game_id, user in entries:
                _local.setdefault(game_id, {})[_member(hub, user)] = expires
        return True
    try:
        pipe = client.pipeline(transaction=False)
        for game_id, user in entries:
            pipe.zremrangebyscore(_key(game_id), "-inf", time.time())  # dead processes' members
            pipe.zadd(_key(game_id), {_member(hub, user): expires})
            pipe.expire(_key(game_id), TTL_SECONDS)
        pipe.execute()
    except Exception as error:  # noqa: BLE001 - the caller decides (Hub.join refuses the socket)
        log.debug("push viewers not recorded: %s", error)
        return False
    return True


def remove(game_id: int, user: int | None, hub: str) -> None:
    """``hub`` has no socket of ``user`` (None: anonymous) at ``game_id`` any more."""
    client = _redis()
    if client is None:
        with _lock:
            _local.get(game_id, {}).pop(_member(hub, user), None)
        return
    try:
        client.zrem(_key(game_id), _member(hub, user))
    except Exception as error:  # noqa: BLE001
        log.debug("push viewer of game %s not removed: %s", game_id, error)


def users(game_id: int) -> set[int | None] | None:
    """The users (pks; None for anonymous sockets) with a socket of ``game_id`` open in
    some server process, as recorded and not expired; None when Redis cannot be read
    (the caller then ships no views: every hub builds its own)."""
    now = time.time()
    client = _redis()
    if client is None:
        with _lock:
            members = [m for m, t in _local.get(game_id, {}).items() if t > now]
    else:
        try:
            members = [m.decode() for m in client.zrangebyscore(_key(game_id), now, "+inf")]
        except Exception as error:  # noqa: BLE001
            log.debug("push viewers of game %s not read: %s", game_id, error)
            return None
    found: set[int | None] = set()
    for member in members:
        user = member.rsplit("|", 1)[1]
        found.add(None if user == ANONYMOUS else int(user))
    return found
