"""Reads of the chat: who reads and writes which channel, a game's messages as one
user may see them (docs/chat.md)."""

from __future__ import annotations

from typing import Any

from boardgames.models import Game, Seat

from .models import ChatMessage, ChatMute, ChatPreference

PLAYERS = ChatMessage.Channel.PLAYERS
SPECTATORS = ChatMessage.Channel.SPECTATORS
RECENT = 200  # messages a page loads at once (the newest ones)


def is_seated(game: Game, user) -> bool:
    """Whether ``user`` has a seat at ``game`` (anonymous: False)."""
    if user is None or not getattr(user, "is_authenticated", False):
        return False
    return Seat.objects.filter(game=game, user=user).exists()


def channels_read(seated: bool) -> list[str]:
    """The channels a reader sees: a player only the players' chat; anyone else (a
    spectator, a visitor) the players' chat and the spectators' chat (BGA style)."""
    return [PLAYERS] if seated else [PLAYERS, SPECTATORS]


def channel_written(seated: bool) -> str:
    """The channel a writer posts to: players to ``players``, everyone else to
    ``spectators``."""
    return PLAYERS if seated else SPECTATORS


def chat_off(user) -> bool:
    """Whether ``user`` turned the chat off (anonymous: False)."""
    if user is None or not getattr(user, "is_authenticated", False):
        return False
    return ChatPreference.objects.filter(user=user, chat_off=True).exists()


def muted_ids(user) -> set[int]:
    """The ids of the users ``user`` muted (anonymous: none)."""
    if user is None or not getattr(user, "is_authenticated", False):
        return set()
    return set(ChatMute.objects.filter(user=user).values_list("muted_id", flat=True))


def muted_pairs(user) -> list[tuple[int, str]]:
    """``(user id, username)`` of each user ``user`` muted (anonymous: none)."""
    if user is None or not getattr(user, "is_authenticated", False):
        return []
    return list(ChatMute.objects.filter(user=user).values_list("muted_id", "muted__username"))


def muted_names(user) -> list[str]:
    """The usernames ``user`` muted, sorted."""
    if user is None or not getattr(user, "is_authenticated", False):
        return []
    return sorted(ChatMute.objects.filter(user=user).values_list("muted__username", flat=True))


def message_entry(message: ChatMessage) -> dict[str, Any]:
    """A message as the API and the websocket show it: ``id``, ``user`` (username),
    ``channel``, ``text``, ``at_version`` (the move it follows) and ``created_at``."""
    return {
        "id": message.pk,
        "user": message.user.username,
        "channel": message.channel,
        "text": message.text,
        "at_version": message.at_version,
        "created_at": message.created_at.isoformat(),
    }


def chat_for(game: Game, user) -> dict[str, Any]:
    """What ``user`` sees of ``game``'s chat: ``chat_off`` (then ``messages`` is empty),
    ``can_post``, ``channel`` (where a post goes), ``reads`` (channels), ``muted``
    (usernames) and ``messages``: the newest :data:`RECENT` visible ones, oldest first,
    without the messages of muted users."""
    seated = is_seated(game, user)
    authenticated = bool(user is not None and getattr(user, "is_authenticated", False))
    off = chat_off(user)
    data = {
        "chat_off": off,
        "can_post": authenticated and not off and not getattr(user, "is_bot", False)
        and game.status != Game.Status.ABORTED,
        "channel": channel_written(seated),
        "reads": channels_read(seated),
        "muted": muted_names(user),
        "messages": [],
    }
    if off:
        return data
    qs = (ChatMessage.objects.filter(game=game, channel__in=channels_read(seated))
          .exclude(user_id__in=muted_ids(user)).select_related("user").order_by("-id")[:RECENT])
    data["messages"] = [message_entry(m) for m in reversed(list(qs))]
    return data
