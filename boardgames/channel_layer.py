"""The Redis channel layer with a connection pool that waits instead of failing.

channels-redis builds redis-py's ``ConnectionPool``, which raises ``MaxConnectionsError``
("Too many connections") the moment more than ``max_connections`` (100) layer calls are
in flight in one process: a burst of sockets joining or leaving at once (pages
reconnecting after a deploy, 300 sockets closing) closed sockets with 1013 and left
their chat and user groups unreleased. :class:`RedisChannelLayer` uses
``BlockingConnectionPool`` instead: a call past the limit waits up to ``pool_timeout``
seconds for a free connection.
"""

from __future__ import annotations

from channels_redis import core
from redis.asyncio import BlockingConnectionPool

# Defaults of the two keys this layer reads from each host (settings: CHANNEL_LAYERS).
MAX_CONNECTIONS = 100
POOL_TIMEOUT = 10.0


class RedisChannelLayer(core.RedisChannelLayer):
    """channels-redis's layer; each host dict (``address`` form only) may also carry
    ``max_connections`` (connections per process, default 100) and ``pool_timeout``
    (seconds a call waits for one, default 10; then redis' ConnectionError, which the
    sockets treat as an unreachable layer)."""

    def create_pool(self, index):
        """A ``BlockingConnectionPool`` for host ``index``."""
        host = dict(self.hosts[index])
        if "address" not in host:  # sentinels: channels-redis's own pool
            host.pop("max_connections", None)
            host.pop("pool_timeout", None)
            return super().create_pool(index)
        address = host.pop("address")
        return BlockingConnectionPool.from_url(address, max_connections=host.pop("max_connections", MAX_CONNECTIONS),
                                               timeout=host.pop("pool_timeout", POOL_TIMEOUT), **host)
