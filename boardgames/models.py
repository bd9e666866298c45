"""Games, seats and the append-only move log (DESIGN.md, Persistence).

Only :mod:`boardgames.services` writes these rows (HackSoft style: services own writes).
"""

from __future__ import annotations

import secrets

from django.conf import settings
from django.db import models


def _invite_code() -> str:
    return secrets.token_urlsafe(9)


class Game(models.Model):
    """One game of one type, from its open room to its result.

    ``state`` is the engine's JSON snapshot after move ``version`` (the number of moves
    applied). ``deadlines`` maps each pending prompt's key to ``{"seat", "deadline"}``
    (ISO-8601 UTC); ``deadline`` is the earliest of them, indexed for the sweep.
    ``move_seconds`` is the time per decision in seconds (live: the chosen seconds;
    correspondence: days x 86400). ``push_pending``: the last push failed and the sweep
    resends it (issue 9: a wrong channel layer must not fail silently).
    """

    class Status(models.TextChoices):
        OPEN = "open", "waiting for players"
        ACTIVE = "active", "in play"
        FINISHED = "finished", "finished"
        ABORTED = "aborted", "aborted"

    class Speed(models.TextChoices):
        LIVE = "live", "live"
        CORRESPONDENCE = "correspondence", "correspondence"

    game_type = models.CharField(max_length=40, db_index=True)
    players = models.PositiveSmallIntegerField()
    options = models.JSONField(default=dict)
    speed = models.CharField(max_length=16, choices=Speed.choices)
    move_seconds = models.PositiveIntegerField()
    rated = models.BooleanField(default=True)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.OPEN, db_index=True)
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+")
    invite_code = models.CharField(max_length=16, default=_invite_code, unique=True)
    seed = models.BigIntegerField(default=0)
    initial_state = models.JSONField(null=True, blank=True)
    from_position = models.BooleanField(default=False)
    state = models.JSONField(null=True, blank=True)
    version = models.PositiveIntegerField(default=0)
    deadlines = models.JSONField(default=dict, blank=True)
    deadline = models.DateTimeField(null=True, blank=True, db_index=True)
    timer_armed_for = models.DateTimeField(null=True, blank=True)
    # A push of this game failed (channel layer down); the sweep sends it again.
    push_pending = models.BooleanField(default=False)
    result = models.JSONField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True, db_index=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-id"]
        indexes = [
            models.Index(fields=["status", "deadline"], name="game_status_deadline"),
            models.Index(fields=["push_pending"], condition=models.Q(push_pending=True),
                         name="game_push_pending"),
        ]

    def __str__(self) -> str:
        return f"#{self.pk} {self.game_type} ({self.status})"


class Seat(models.Model):
    """A seat at a game: its index (turn order), team, the player, how it ended, and
    ``bot_level`` when a computer plays it out for a player who left."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="seats")
    index = models.PositiveSmallIntegerField()
    team = models.PositiveSmallIntegerField(null=True, blank=True)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="seats")
    joined_at = models.DateTimeField(null=True, blank=True)
    extra = models.JSONField(default=dict, blank=True)
    place = models.PositiveSmallIntegerField(null=True, blank=True)
    outcome = models.CharField(max_length=16, blank=True, default="")
    # The level of the computer that plays this seat for a player who left (RULINGS
    # platform-wide, timeouts); empty while the seat's own user plays it.
    bot_level = models.CharField(max_length=16, blank=True, default="")

    class Meta:
        ordering = ["game", "index"]
        constraints = [
            models.UniqueConstraint(fields=["game", "index"], name="uniq_seat_game_index"),
            models.UniqueConstraint(fields=["game", "user"], name="uniq_seat_game_user"),
        ]

    def __str__(self) -> str:
        return f"game {self.game_id} seat {self.index}: {self.user or 'empty'}"


class Move(models.Model):
    """One applied action, append-only. ``seq`` is the game's version after it.

    ``events`` are the engine's events as stored (secret parts included; every reader
    goes through :func:`boardgames.engines.core.redact_event`). ``by_timeout`` marks an
    action the server submitted when a seat's decision expired; the end of a waiting
    period (a prompt with no kinds) is a server move (``user`` None) without it.
    """

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="moves")
    seq = models.PositiveIntegerField()
    seat = models.PositiveSmallIntegerField()
    user = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    action = models.JSONField()
    events = models.JSONField(default=list)
    by_timeout = models.BooleanField(default=False)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["game", "seq"]
        constraints = [models.UniqueConstraint(fields=["game", "seq"], name="uniq_move_game_seq")]
        # A seat's own moves, newest or oldest first, without reading the rest of the log:
        # whether it has decided (the abort rule) and its last timeouts in a row.
        indexes = [models.Index(fields=["game", "seat", "seq"], name="move_game_seat_seq")]

    def __str__(self) -> str:
        return f"game {self.game_id} move {self.seq} by seat {self.seat}"


class Vacation(models.Model):
    """A player's vacation from correspondence play (issue 13; docs/correspondence.md).

    From ``starts_at`` to ``ends_at`` (``days`` whole days later, 1 to 14) the player's
    correspondence clocks stop in every game; ``ended_at`` is when it really ended (the
    planned end, or earlier when the player moved), ``None`` while it runs. ``charged``
    is the whole days it counts against the year's allowance once it ended (the days
    begun); while it runs its planned ``days`` count.
    """

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="vacations")
    starts_at = models.DateTimeField()
    ends_at = models.DateTimeField()
    days = models.PositiveSmallIntegerField()
    ended_at = models.DateTimeField(null=True, blank=True)
    charged = models.PositiveSmallIntegerField(null=True, blank=True)

    class Meta:
        ordering = ["-starts_at"]
        constraints = [
            # One running vacation per player, enforced by the database.
            models.UniqueConstraint(fields=["user"], condition=models.Q(ended_at__isnull=True),
                                    name="uniq_running_vacation"),
        ]
        indexes = [models.Index(fields=["ends_at"], condition=models.Q(ended_at__isnull=True),
                                name="vacation_running_ends")]

    def __str__(self) -> str:
        return f"{self.user_id} on vacation {self.starts_at:%Y-%m-%d} to {self.ends_at:%Y-%m-%d}"


class GameEvent(models.Model):
    """A platform event of a game outside the engine's move log (so replays never see
    it): one more day given (``more_time``: ``data`` = ``{"seat", "key", "deadline"}``),
    an abort (``aborted``: ``data`` = ``{"reason"}``). ``user`` is who did it (None: the
    server's sweep)."""

    class Kind(models.TextChoices):
        MORE_TIME = "more_time", "more time"
        ABORTED = "aborted", "aborted"

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="platform_events")
    kind = models.CharField(max_length=16, choices=Kind.choices)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    seat = models.PositiveSmallIntegerField(null=True, blank=True)
    data = models.JSONField(default=dict, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["game", "id"]

    def __str__(self) -> str:
        return f"game {self.game_id} {self.kind} by {self.user_id}"
