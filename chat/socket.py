"""The chat on the game websocket (a :mod:`boardgames.socket_hooks` hook).

On connect a socket joins the groups of the channels its user reads
(:func:`chat.selectors.channels_read`: a player the players' chat; anyone else the
players' and the spectators' chat) unless the user turned chat off, and its user's
group (mutes and the switch take effect on open pages at once). A message event is
sent on as ``{"type": "chat", "message": {...}}`` unless its author is muted by this
socket's user; a player never receives a spectators' message, even one posted while
they were still a spectator on this socket.
"""

from __future__ import annotations

from channels.db import database_sync_to_async

from boardgames.models import Game

from . import selectors
from .services import channel_group, user_group


def _authenticated(user) -> bool:
    return user is not None and getattr(user, "is_authenticated", False)


class ChatSocketHook:
    """Joins a game socket to its chat groups and filters what it forwards."""

    name = "chat"

    async def connected(self, consumer, seat) -> None:
        """Join the user's group and the read channels' groups (not when chat is off)."""
        user = consumer.scope.get("user")
        consumer.chat_reads = selectors.channels_read(seat is not None)
        consumer.chat_groups = set()
        if _authenticated(user):
            await self._join(consumer, user_group(user.pk))
        await self._load_settings(consumer)

    async def disconnected(self, consumer) -> None:
        """Leave every chat group."""
        for group in list(getattr(consumer, "chat_groups", ())):
            await consumer.channel_layer.group_discard(group, consumer.channel_name)
        consumer.chat_groups = set()

    async def event(self, consumer, event) -> None:
        """``kind`` "message": forward it unless muted / chat off / not for players;
        "settings": reload the user's mutes and switch and tell the page."""
        if event.get("kind") == "settings":
            await self._load_settings(consumer)
            await consumer.send_json({"type": "chat_settings", "chat_off": consumer.chat_off,
                                      "muted": sorted(consumer.chat_muted_names)})
            return
        message = event.get("message") or {}
        if consumer.chat_off or event.get("author_id") in consumer.chat_muted:
            return
        if message.get("channel") not in consumer.chat_reads:
            return
        if message.get("channel") == selectors.SPECTATORS and await self._seated_now(consumer):
            return
        await consumer.send_json({"type": "chat", "message": message})

    async def _join(self, consumer, group: str) -> None:
        await consumer.channel_layer.group_add(group, consumer.channel_name)
        consumer.chat_groups.add(group)

    async def _load_settings(self, consumer) -> None:
        user = consumer.scope.get("user")
        off, muted, names = await database_sync_to_async(self._settings)(user)
        consumer.chat_off, consumer.chat_muted, consumer.chat_muted_names = off, muted, names
        wanted = set() if off else {channel_group(consumer.game_id, c) for c in consumer.chat_reads}
        for group in [g for g in consumer.chat_groups if g.startswith(f"chat-{consumer.game_id}-")]:
            if group not in wanted:
                await consumer.channel_layer.group_discard(group, consumer.channel_name)
                consumer.chat_groups.discard(group)
        for group in wanted - consumer.chat_groups:
            await self._join(consumer, group)

    @staticmethod
    def _settings(user):
        muted = selectors.muted_pairs(user)
        return selectors.chat_off(user), {uid for uid, _ in muted}, [name for _, name in muted]

    @staticmethod
    async def _seated_now(consumer) -> bool:
        user = consumer.scope.get("user")
        if not _authenticated(user):
            return False
        game = Game(pk=consumer.game_id)
        return await database_sync_to_async(selectors.is_seated)(game, user)
