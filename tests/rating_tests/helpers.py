"""Helpers for the ratings DB tests: users and finished games made directly as rows."""

from __future__ import annotations

import itertools

from django.contrib.auth import get_user_model
from django.db.models import Sum
from django.utils import timezone

_names = itertools.count(1)


def user(name: str | None = None, *, staff: bool = False):
    """A saved user (named ``u<N>`` unless ``name`` is given)."""
    name = name or f"u{next(_names)}"
    return get_user_model().objects.create_user(username=name, password="pass-word-123", is_staff=staff)


def finished_game(game_type: str, users: list, result: dict, *, options: dict | None = None,
                  rated: bool = True, teams: list | None = None):
    """A finished Game with ``users`` seated in order and ``result`` shaped like
    ``Outcome.to_dict()`` (seat places and outcomes copied onto the Seat rows)."""
    from boardgames.models import Game, Seat

    now = timezone.now()
    game = Game.objects.create(game_type=game_type, players=len(users), options=options or {}, speed="live",
                               move_seconds=60, rated=rated, status=Game.Status.FINISHED, result=result,
                               started_at=now, finished_at=now)
    for i, u in enumerate(users):
        Seat.objects.create(game=game, index=i, user=u, team=(teams[i] if teams else None),
                            place=result["places"][i], outcome=result["seats"][i].get("status", ""))
    return game


def outcome(statuses: list[str], places: list[int], *, rounds: int = 40, draw: bool = False,
            teams: list | None = None, **per_seat) -> dict:
    """``Outcome.to_dict()``-shaped data; ``per_seat`` maps a fact name to a list."""
    seats = []
    for i, status in enumerate(statuses):
        facts = {"status": status}
        for key, values in per_seat.items():
            facts[key] = values[i]
        seats.append(facts)
    return {"reason": "finished", "places": places, "draw": draw, "rounds": rounds, "seats": seats,
            "teams": teams if teams is not None else [None] * len(statuses)}


def assert_totals_consistent() -> None:
    """Every PlayerRating's points, games and wins equal what its changes say; every
    change chains from the previous one; the ledger sums to zero; every wallet's
    balance equals its entries and is not negative."""
    from ratings.models import LedgerEntry, PlayerRating, RatingChange, Wallet

    for rating in PlayerRating.objects.all():
        changes = list(RatingChange.objects.filter(user=rating.user, game_type=rating.game_type)
                       .order_by("created_at", "id"))
        assert rating.points == sum(c.delta for c in changes)
        assert rating.games == sum(1 for c in changes if c.game_id is not None)
        assert rating.wins == sum(1 for c in changes if c.won)
        running = 0
        for c in changes:
            assert c.points_before == running
            running = c.points_after
    assert (LedgerEntry.objects.aggregate(s=Sum("amount"))["s"] or 0) == 0
    for group in LedgerEntry.objects.values("transfer").annotate(s=Sum("amount")):
        assert group["s"] == 0
    for wallet in Wallet.objects.all():
        assert wallet.balance >= 0
        assert wallet.balance == LedgerEntry.objects.filter(account=wallet.user).aggregate(s=Sum("amount"))["s"]
