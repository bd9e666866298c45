"""The process's Redis client for small shared hints kept beside the channel layer (who
watches a game: boardgames/services/presence.py; which seats have sockets open:
boardgames/watchers.py). One client per process, made on first use, with 2-second
timeouts so that a slow Redis never holds a socket or a move for long."""

from __future__ import annotations

import threading

from django.conf import settings

_client = []
_lock = threading.Lock()


def client():
    """The ``redis.Redis`` client of ``settings.REDIS_URL`` (thread-safe; its pool is
    shared), or None without a REDIS_URL (the embedded one-process mode)."""
    if not settings.REDIS_URL:
        return None
    if not _client:
        import redis

        with _lock:
            if not _client:
                _client.append(redis.Redis.from_url(settings.REDIS_URL, socket_timeout=2, socket_connect_timeout=2))
    return _client[0]
