"""The notification centre's rows (docs/notifications.md).

Only :mod:`notifications.services` and :mod:`notifications.mail` write them.

- :class:`Notification`: one entry of a user's bell; ``key`` is unique, so an event seen
  twice (a redelivered task, a retried transaction) makes one entry.
- :class:`Preference`: per user, each kind on/off per channel, the digest hour and time
  zone, the immediate "your move" email and its quiet period.
- :class:`EmailAddress`: the address a user confirmed through a signed link.
- :class:`OutboundEmail`: every mail, claimed by a unique ``key`` before it is sent
  (a digest per user per local day, a "your move" mail per prompt); ``sent_at`` is set
  once the SMTP server took it, and the sweep re-sends rows left unsent.
- :class:`Presence`: one row per open websocket of the site (the bell's socket), with
  the game page it is on, refreshed by the page's heartbeat.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models

from . import kinds


def default_channels() -> dict:
    """A new user's channels per kind (:data:`kinds.DEFAULTS`)."""
    return {kind: dict(channels) for kind, channels in kinds.DEFAULTS.items()}


class Notification(models.Model):
    """One entry in a user's notification centre.

    ``payload``: the facts the text is built from (JSON; e.g. ``{"count": 1, "of": 3}``
    for a timeout, ``{"place": 1, "points": 25}`` for a game's end). ``read_at``: null
    while unread. ``in_site``: shown in the bell (the user's preference when it was made;
    a row is kept either way, so an event seen twice is still recognised)."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="notifications")
    kind = models.CharField(max_length=24, choices=[(k, k) for k in kinds.KINDS])
    game = models.ForeignKey("boardgames.Game", null=True, blank=True, on_delete=models.CASCADE, related_name="+")
    payload = models.JSONField(default=dict, blank=True)
    key = models.CharField(max_length=200, unique=True)
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)
    read_at = models.DateTimeField(null=True, blank=True)
    in_site = models.BooleanField(default=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["user", "in_site", "read_at"], name="notif_user_unread")]

    def __str__(self) -> str:
        return f"{self.user_id} {self.kind} {self.key}"


class Preference(models.Model):
    """A user's notification settings.

    - ``channels``: ``{kind: {"site": bool, "browser": bool, "email": bool}}``;
    - ``digest``: the daily email of games waiting for a move, sent at ``digest_hour``
      (0-23) local time in ``time_zone`` (an IANA name);
    - ``channels["your_move"]["email"]``: the immediate "your move" email, at most one
      per game per ``quiet_hours`` hours and none while the user is online;
    - ``language``: what the user's pushes and mails are written in.
    """

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="notification_preference")
    channels = models.JSONField(default=default_channels)
    digest = models.BooleanField(default=True)
    digest_hour = models.PositiveSmallIntegerField(default=8)
    time_zone = models.CharField(max_length=64, default="UTC")
    quiet_hours = models.PositiveSmallIntegerField(default=6)
    # The language the user last used the site in (settings.LANGUAGES code; "" = the
    # default): entries pushed and mails sent to them are written in it.
    language = models.CharField(max_length=16, blank=True, default="")
    updated_at = models.DateTimeField(auto_now=True)

    def wants(self, kind: str, channel: str) -> bool:
        """True when ``kind`` goes out on ``channel`` for this user."""
        if channel not in kinds.AVAILABLE.get(kind, ()):
            return False
        default = kinds.DEFAULTS.get(kind, {}).get(channel, False)
        return bool((self.channels or {}).get(kind, {}).get(channel, default))


class EmailAddress(models.Model):
    """The user's address for notifications; ``verified_at`` is set when the signed link
    of the confirmation mail was opened. No mail but the confirmation goes to an
    unconfirmed address."""

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="notification_email")
    email = models.EmailField()
    verified_at = models.DateTimeField(null=True, blank=True)
    updated_at = models.DateTimeField(auto_now=True)


class OutboundEmail(models.Model):
    """One mail, claimed before sending. ``key``: unique (``digest:<user>:<date>``,
    ``move:<game>:<prompt key>``, ...), so a digest is never built twice for a day.
    ``sent_at``: when the SMTP server accepted it; ``attempts``: sending tries."""

    key = models.CharField(max_length=200, unique=True)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    kind = models.CharField(max_length=24)
    game = models.ForeignKey("boardgames.Game", null=True, blank=True, on_delete=models.CASCADE, related_name="+")
    to = models.EmailField()
    subject = models.CharField(max_length=200)
    body = models.TextField()
    unsubscribe_url = models.CharField(max_length=500, blank=True, default="")
    created_at = models.DateTimeField(auto_now_add=True)
    sent_at = models.DateTimeField(null=True, blank=True)
    attempts = models.PositiveSmallIntegerField(default=0)

    class Meta:
        indexes = [
            models.Index(fields=["sent_at"], condition=models.Q(sent_at__isnull=True), name="outbound_unsent"),
            models.Index(fields=["user", "kind", "game", "created_at"], name="outbound_quiet"),
        ]


class Presence(models.Model):
    """An open site page of a user (its notification websocket): ``game_id`` is the game
    page it shows, or null; ``seen_at`` is refreshed by the page's heartbeat."""

    channel_name = models.CharField(max_length=200, primary_key=True)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    game_id = models.BigIntegerField(null=True, blank=True)
    seen_at = models.DateTimeField(db_index=True)

    class Meta:
        indexes = [models.Index(fields=["user", "game_id"], name="presence_user_game")]
