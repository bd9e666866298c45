"""Ratings and coin-wallet models (docs/ratings.md).

Only :mod:`ratings.services` writes these rows. Invariants (tested):

- a user's ``PlayerRating.points`` equals the sum of their ``RatingChange.delta`` for
  that game type; ``games`` counts their game rows, ``wins`` those with ``won``;
- each finished rated game has at most one :class:`RatedGame` and one RatingChange
  per player;
- ``LedgerEntry`` amounts sum to zero (over everything, and per transfer);
  a user's ``Wallet.balance`` equals the sum of their entries and is never negative.
"""

from __future__ import annotations

import uuid

from django.conf import settings
from django.db import models
from django.db.models import F, Q

from .scoring.levels import level_row

DEFAULT_MU = 25.0
DEFAULT_SIGMA = 25.0 / 3.0


class PlayerRating(models.Model):
    """One player's standing in one game type.

    - ``points``: the seed's total (int; may be negative, docs/ratings.md); level and
      title are derived from it (:attr:`level`, :attr:`title`), never stored.
    - ``games`` / ``wins``: rated games played / won.
    - ``mu`` / ``sigma``: the OpenSkill (Plackett-Luce) skill and its uncertainty;
      :attr:`ordinal` is ``mu - 3 * sigma``.
    """

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="ratings")
    game_type = models.CharField(max_length=40)
    points = models.IntegerField(default=0)
    games = models.PositiveIntegerField(default=0)
    wins = models.PositiveIntegerField(default=0)
    mu = models.FloatField(default=DEFAULT_MU)
    sigma = models.FloatField(default=DEFAULT_SIGMA)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["game_type", "-points", "user_id"]
        constraints = [
            models.UniqueConstraint(fields=["user", "game_type"], name="uniq_rating_user_game_type"),
        ]
        indexes = [models.Index(fields=["game_type", "-points"], name="rating_board")]

    def __str__(self) -> str:
        return f"{self.user} {self.game_type}: {self.points}"

    @property
    def level(self) -> int:
        """The level number of :attr:`points` in the game's table."""
        return level_row(self.game_type, self.points).level

    @property
    def title(self) -> str:
        """The title of :attr:`points` in the game's table."""
        return level_row(self.game_type, self.points).title

    @property
    def ordinal(self) -> float:
        """The conservative skill estimate ``mu - 3 * sigma``."""
        return self.mu - 3.0 * self.sigma

    @property
    def win_rate(self) -> float | None:
        """``wins / games`` (0..1), or ``None`` before the first game."""
        return self.wins / self.games if self.games else None


class RatedGame(models.Model):
    """The marker that a finished game has been rated (exactly once: one row per game)."""

    game = models.OneToOneField("boardgames.Game", on_delete=models.PROTECT, related_name="rated_marker")
    rated_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return f"game {self.game_id} rated"


class RatingChange(models.Model):
    """One change of one player's points (and skill): from a rated game (``game`` set,
    one row per player) or an admin's manual adjustment (``game`` null, ``created_by``
    the admin, ``reason`` theirs)."""

    class Kind(models.TextChoices):
        GAME = "game", "game result"
        ADJUSTMENT = "adjustment", "manual adjustment"

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="rating_changes")
    game_type = models.CharField(max_length=40, db_index=True)
    game = models.ForeignKey("boardgames.Game", null=True, blank=True, on_delete=models.PROTECT,
                             related_name="rating_changes")
    kind = models.CharField(max_length=12, choices=Kind.choices, default=Kind.GAME)
    seat = models.PositiveSmallIntegerField(null=True, blank=True)
    place = models.PositiveSmallIntegerField(null=True, blank=True)
    won = models.BooleanField(default=False)
    points_before = models.IntegerField()
    points_after = models.IntegerField()
    delta = models.IntegerField()
    level_before = models.PositiveSmallIntegerField(default=1)
    mu_before = models.FloatField()
    mu_after = models.FloatField()
    sigma_before = models.FloatField()
    sigma_after = models.FloatField()
    reason = models.TextField()
    # The reason as a key of ratings.scoring.reasons.TEMPLATES and its parameters, shown
    # in the reader's language (ratings.reasons.reason_text); "" : the English reason.
    reason_key = models.CharField(max_length=40, blank=True, default="")
    reason_params = models.JSONField(default=dict, blank=True)
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL,
                                   related_name="+")
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)

    @property
    def reason_shown(self) -> str:
        """The reason in the active language (ratings.reasons.reason_text)."""
        from ratings.reasons import reason_text

        return reason_text(self.reason_key, self.reason_params, self.reason)

    class Meta:
        ordering = ["created_at", "id"]
        constraints = [
            models.UniqueConstraint(fields=["game", "user"], condition=Q(game__isnull=False),
                                    name="uniq_rating_change_game_user"),
            models.CheckConstraint(condition=Q(points_after=F("points_before") + F("delta")),
                                   name="rating_change_adds_up"),
        ]
        indexes = [models.Index(fields=["user", "game_type", "created_at"], name="rating_change_history")]

    def __str__(self) -> str:
        return f"{self.user} {self.game_type} {self.delta:+d}"


class Wallet(models.Model):
    """A user's coin balance, kept equal to the sum of their ledger entries. The row is
    locked (``select_for_update``) for every movement; the balance is never negative."""

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="wallet")
    balance = models.BigIntegerField(default=0)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [models.CheckConstraint(condition=Q(balance__gte=0), name="wallet_not_negative")]

    def __str__(self) -> str:
        return f"{self.user}: {self.balance} coins"


class LedgerEntry(models.Model):
    """One side of a coin transfer. ``account`` is a user, or NULL for the house
    (system) account. Entries of one ``transfer`` sum to zero."""

    class Kind(models.TextChoices):
        WELCOME = "welcome", "starting coins"
        GRANT = "grant", "admin grant"
        HOLD = "hold", "held for a game"
        SETTLE = "settle", "paid at the end of a game"
        RELEASE = "release", "returned from an aborted game"
        TRANSFER = "transfer", "transfer"

    account = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT,
                                related_name="ledger_entries")
    amount = models.BigIntegerField()
    transfer = models.UUIDField(default=uuid.uuid4, db_index=True)
    kind = models.CharField(max_length=10, choices=Kind.choices, default=Kind.TRANSFER)
    game = models.ForeignKey("boardgames.Game", null=True, blank=True, on_delete=models.PROTECT,
                             related_name="ledger_entries")
    reason = models.TextField(blank=True, default="")
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL,
                                   related_name="+")
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        verbose_name_plural = "ledger entries"
        indexes = [models.Index(fields=["account", "created_at"], name="ledger_account_time")]

    def __str__(self) -> str:
        who = self.account or "house"
        return f"{who} {self.amount:+d} ({self.kind})"


class CoinSettlement(models.Model):
    """The marker that a coin game's holds were settled (or released, if it was
    aborted): one row per game, so settling is idempotent."""

    class Kind(models.TextChoices):
        SETTLED = "settled", "settled"
        RELEASED = "released", "released"

    game = models.OneToOneField("boardgames.Game", on_delete=models.PROTECT, related_name="coin_settlement")
    kind = models.CharField(max_length=10, choices=Kind.choices, default=Kind.SETTLED)
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return f"game {self.game_id} {self.kind}"
