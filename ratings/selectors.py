"""Reads of the ratings app: leaderboards, a player's ratings and history, the profile
fragment's data, wallets. Nothing here writes."""

from __future__ import annotations

from typing import Any

from django.contrib.auth import get_user_model
from django.db.models import QuerySet

from boardgames.errors import ApplicationError
from boardgames.registry import find_spec, slugs

from .models import LedgerEntry, PlayerRating, RatingChange, Wallet
from .scoring.levels import level_row

RECENT_GAMES = 10
CHART_WIDTH = 320
CHART_HEIGHT = 100
CHART_PAD = 6


def game_name(game_type: str) -> str:
    """The display name of the registered game ``game_type`` (its seed name), or the
    slug for a game that is not registered."""
    spec = find_spec(game_type)
    return spec.name_zh if spec is not None else game_type


def known_game_types() -> list[str]:
    """The slugs of the registered games (``boardgames.registry``), in display order.
    Ratings of a game that is no longer registered stay in the database but are not
    shown (there is no level table to read them with)."""
    return slugs()


def check_game_type(game_type: str) -> str:
    """``game_type`` if the server knows it; else ApplicationError 404 ``not_found``."""
    if game_type not in known_game_types():
        raise ApplicationError(f"There is no game {game_type!r}.", code="not_found", status=404)
    return game_type


def user_by_name(username: str):
    """The user called ``username``; ApplicationError 404 ``not_found`` if none."""
    user = get_user_model().objects.filter(username=username).first()
    if user is None:
        raise ApplicationError(f"There is no user {username!r}.", code="not_found", status=404)
    return user


def leaderboard(game_type: str) -> QuerySet[PlayerRating]:
    """Players with at least one rated game or adjustment in ``game_type``, best first:
    by points, then skill ordinal (mu), then user id; computer players (``is_bot``) are
    never listed. Raises 404 for an unknown game."""
    check_game_type(game_type)
    return (PlayerRating.objects.filter(game_type=game_type, user__is_bot=False)
            .select_related("user").order_by("-points", "-mu", "sigma", "user_id"))


def rating_entry(rating: PlayerRating, rank: int | None = None) -> dict[str, Any]:
    """One PlayerRating as JSON-ready data: ``game``, ``name``, ``username``,
    ``points``, ``level``, ``title``, ``mu``, ``sigma``, ``ordinal``, ``games``,
    ``wins``, ``win_rate`` (0..1 or None) and ``rank`` when given."""
    row = level_row(rating.game_type, rating.points)
    data = {
        "game": rating.game_type,
        "name": game_name(rating.game_type),
        "username": rating.user.username,
        "points": rating.points,
        "level": row.level,
        "title": row.title,
        "mu": round(rating.mu, 3),
        "sigma": round(rating.sigma, 3),
        "ordinal": round(rating.ordinal, 3),
        "games": rating.games,
        "wins": rating.wins,
        "win_rate": round(rating.win_rate, 4) if rating.win_rate is not None else None,
    }
    if rank is not None:
        data["rank"] = rank
    return data


def user_ratings(user) -> list[dict[str, Any]]:
    """``user``'s ratings, one :func:`rating_entry` per game type they have, by game."""
    rows = _registered(PlayerRating.objects.filter(user=user)).select_related("user").order_by("game_type")
    return [rating_entry(r) for r in rows]


def _registered(qs: QuerySet) -> QuerySet:
    """``qs`` (rows with a ``game_type``) restricted to the registered games."""
    return qs.filter(game_type__in=slugs())


def rating_history(user, game_type: str | None = None) -> QuerySet[RatingChange]:
    """``user``'s RatingChange rows, oldest first (optionally of one ``game_type``)."""
    qs = RatingChange.objects.filter(user=user).select_related("game", "created_by")
    if game_type:
        qs = qs.filter(game_type=game_type)
    return qs.order_by("created_at", "id")


def change_entry(change: RatingChange) -> dict[str, Any]:
    """One RatingChange as JSON-ready data."""
    return {
        "id": change.pk,
        "game": change.game_type,
        "game_id": change.game_id,
        "kind": change.kind,
        "place": change.place,
        "won": change.won,
        "points_before": change.points_before,
        "points_after": change.points_after,
        "delta": change.delta,
        "level_before": change.level_before,
        "level_after": level_row(change.game_type, change.points_after).level,
        "title_after": level_row(change.game_type, change.points_after).title,
        "mu_before": round(change.mu_before, 3),
        "mu_after": round(change.mu_after, 3),
        "sigma_before": round(change.sigma_before, 3),
        "sigma_after": round(change.sigma_after, 3),
        "reason": change.reason_shown,
        "created_at": change.created_at.isoformat(),
    }


def points_chart(values: list[int], width: int = CHART_WIDTH, height: int = CHART_HEIGHT) -> dict[str, Any]:
    """Geometry of a small line chart of ``values`` (points after each change, oldest
    first, starting from 0) for an inline SVG: ``width``, ``height``, ``polyline``
    (the ``points`` attribute), ``zero_y`` (the y of 0 points, or None), ``min``,
    ``max`` and ``last`` (the last point, as ``{"x", "y"}``)."""
    series = [0] + list(values)
    low, high = min(series), max(series)
    span = (high - low) or 1
    inner_w, inner_h = width - 2 * CHART_PAD, height - 2 * CHART_PAD
    step = inner_w / (len(series) - 1) if len(series) > 1 else 0
    coords = []
    for i, v in enumerate(series):
        x = CHART_PAD + i * step
        y = CHART_PAD + inner_h - (v - low) / span * inner_h
        coords.append((round(x, 1), round(y, 1)))
    zero_y = None
    if low <= 0 <= high:
        zero_y = round(CHART_PAD + inner_h - (0 - low) / span * inner_h, 1)
    return {
        "width": width, "height": height,
        "polyline": " ".join(f"{x},{y}" for x, y in coords),
        "zero_y": zero_y, "min": low, "max": high,
        "last": {"x": coords[-1][0], "y": coords[-1][1]},
    }


def profile_ratings(user) -> list[dict[str, Any]]:
    """Per game ``user`` has ratings in, what the profile page shows (the fragment
    ``templates/ratings/_profile_ratings.html``): :func:`rating_entry`'s fields plus
    ``recent`` (the last :data:`RECENT_GAMES` changes, newest first, as
    :func:`change_entry`), ``series`` (``[{"at", "points"}]`` oldest first: points
    after every change) and ``chart`` (:func:`points_chart` of the series)."""
    out = []
    for rating in _registered(PlayerRating.objects.filter(user=user)).select_related("user").order_by("game_type"):
        changes = list(rating_history(user, rating.game_type))
        entry = rating_entry(rating)
        entry["win_rate_percent"] = round(entry["win_rate"] * 100) if entry["win_rate"] is not None else None
        entry["recent"] = [change_entry(c) for c in reversed(changes[-RECENT_GAMES:])]
        entry["series"] = [{"at": c.created_at.isoformat(), "points": c.points_after} for c in changes]
        entry["chart"] = points_chart([c.points_after for c in changes])
        out.append(entry)
    return out


def wallet_summary(user, limit: int = 20) -> dict[str, Any]:
    """``user``'s coin balance and their last ``limit`` ledger entries (newest first).
    A user without a wallet yet shows balance 0, ``"welcome_pending": True`` and
    ``available`` = the starting coins, which arrive at the first coin movement
    (docs/ratings.md)."""
    from .services import WELCOME_COINS

    wallet = Wallet.objects.filter(user=user).first()
    entries = LedgerEntry.objects.filter(account=user).select_related("game").order_by("-created_at", "-id")[:limit]
    return {
        "balance": wallet.balance if wallet else 0,
        "welcome_pending": wallet is None,
        "available": wallet.balance if wallet else WELCOME_COINS,
        "entries": [{
            "id": e.pk, "amount": e.amount, "kind": e.kind, "game_id": e.game_id,
            "reason": e.reason, "created_at": e.created_at.isoformat(),
        } for e in entries],
    }
