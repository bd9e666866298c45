"""Chat rows (docs/chat.md). Only :mod:`chat.services` writes them.

A message belongs to one game and one channel: ``players`` (written by seated players,
read by everyone) or ``spectators`` (written and read by people who have no seat; the
players never receive it). ``at_version`` is the game's version when it was posted, so
the replay timeline places it after that move; it is never part of the move log.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models

MAX_LENGTH = 500  # characters per message (issue 15)
# lines per message: 500 line breaks in one message (20 such a minute) pushed every
# other line out of everyone's chat box
MAX_LINES = 20


class ChatMessage(models.Model):
    """One chat line: ``text`` (1..500 characters, stored as typed, shown with
    textContent only), by ``user`` in ``channel`` of ``game`` after move ``at_version``."""

    class Channel(models.TextChoices):
        PLAYERS = "players", "players"
        SPECTATORS = "spectators", "spectators"

    game = models.ForeignKey("boardgames.Game", on_delete=models.CASCADE, related_name="chat_messages")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="chat_messages")
    channel = models.CharField(max_length=12, choices=Channel.choices)
    text = models.TextField(max_length=MAX_LENGTH)
    at_version = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["game", "id"]
        indexes = [models.Index(fields=["game", "channel", "id"], name="chat_game_channel")]

    def __str__(self) -> str:
        return f"game {self.game_id} {self.channel} #{self.pk} by {self.user_id}"


class ChatMute(models.Model):
    """``user`` does not want to see ``muted``'s messages (in every game). Only ``user``
    is affected: nobody else's chat changes."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="chat_mutes")
    muted = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "muted"], name="uniq_chat_mute")]

    def __str__(self) -> str:
        return f"{self.user_id} mutes {self.muted_id}"


class ChatReport(models.Model):
    """A report of one message by someone who could read it, for staff (admin)."""

    message = models.ForeignKey(ChatMessage, on_delete=models.CASCADE, related_name="reports")
    reporter = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    reason = models.CharField(max_length=MAX_LENGTH, blank=True, default="")
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)
    resolved = models.BooleanField(default=False)

    class Meta:
        ordering = ["resolved", "-created_at"]
        constraints = [models.UniqueConstraint(fields=["message", "reporter"], name="uniq_chat_report")]

    def __str__(self) -> str:
        return f"report of message {self.message_id} by {self.reporter_id}"


class ChatPreference(models.Model):
    """``chat_off``: the user neither sees nor writes chat anywhere (until turned on)."""

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="chat_preference")
    chat_off = models.BooleanField(default=False)

    def __str__(self) -> str:
        return f"{self.user_id}: chat {'off' if self.chat_off else 'on'}"
