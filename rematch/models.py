"""Rematch offers (docs/rematch.md). Only :mod:`rematch.services` writes them."""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.db.models import Q


class RematchOffer(models.Model):
    """A proposal, after ``game`` finished, to play it again with the same players and
    options, seats rotated by one. ``status``: ``open`` (answers awaited), ``declined``
    (someone said no; a new offer may follow), ``started`` (``new_game`` is the rematch)
    or ``failed`` (``note`` says why, e.g. a wallet short of coins)."""

    class Status(models.TextChoices):
        OPEN = "open", "waiting for answers"
        DECLINED = "declined", "declined"
        STARTED = "started", "started"
        FAILED = "failed", "could not start"

    game = models.ForeignKey("boardgames.Game", on_delete=models.CASCADE, related_name="rematch_offers")
    proposed_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.OPEN)
    new_game = models.ForeignKey("boardgames.Game", null=True, blank=True, on_delete=models.SET_NULL,
                                 related_name="rematch_of")
    note = models.CharField(max_length=300, blank=True, default="")
    # With params, ``note`` is an English msgid (gettext_noop) shown in the reader's language
    # (rematch.selectors.offer_entry); None: ``note`` is shown as stored (older rows).
    note_params = models.JSONField(null=True, blank=True, default=None)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-id"]
        constraints = [
            # At most one offer per game is open or started.
            models.UniqueConstraint(fields=["game"], condition=Q(status__in=["open", "started"]),
                                    name="uniq_live_rematch_offer"),
        ]

    def __str__(self) -> str:
        return f"rematch of game {self.game_id} ({self.status})"


class RematchAnswer(models.Model):
    """One player's answer to an offer (the proposer's is ``accepted`` at once)."""

    offer = models.ForeignKey(RematchOffer, on_delete=models.CASCADE, related_name="answers")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    accepted = models.BooleanField()
    answered_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["offer", "user"], name="uniq_rematch_answer")]

    def __str__(self) -> str:
        return f"{self.user_id} {'accepts' if self.accepted else 'declines'} offer {self.offer_id}"
