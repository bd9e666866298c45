"""What the game-over screen shows of a finished game, read from the ratings and the
coin ledger (so it always equals their records; docs/ratings.md, Game over)."""

from __future__ import annotations

from typing import Any

from django.db.models import Sum

from boardgames.models import Game
from boardgames.registry import get_spec

from .models import LedgerEntry, RatingChange
from .scoring.levels import level_row


def coin_result(game: Game, user_id: int) -> dict[str, Any]:
    """One player's coins in the coin room ``game``: ``held`` (coins taken from the
    wallet for it, net of releases), ``returned`` (paid back at the end), ``net``
    (``returned - held``: won when above zero, lost below) and ``state``: ``held`` (the
    game is not over), ``returned`` (got back what was held: net 0, or an aborted room),
    ``won`` or ``lost``."""
    rows = dict(LedgerEntry.objects.filter(game=game, account_id=user_id).order_by().values("kind")
                .annotate(total=Sum("amount")).values_list("kind", "total"))
    held = -((rows.get(LedgerEntry.Kind.HOLD) or 0) + (rows.get(LedgerEntry.Kind.RELEASE) or 0))
    returned = rows.get(LedgerEntry.Kind.SETTLE) or 0
    net = returned - held
    if game.status == Game.Status.FINISHED:
        state = "won" if net > 0 else "lost" if net < 0 else "returned"
    elif game.status == Game.Status.ABORTED:
        state = "returned"
    else:
        state = "held"
    return {"held": held, "returned": returned, "net": net, "state": state}


def points_result(change: RatingChange) -> dict[str, Any]:
    """One RatingChange as the screen shows it: ``delta``, ``before``, ``after``,
    ``level_before``, ``level``, ``title`` (after the game) and ``reason``."""
    row = level_row(change.game_type, change.points_after)
    return {"delta": change.delta, "before": change.points_before, "after": change.points_after,
            "level_before": change.level_before, "level": row.level, "title": row.title,
            "reason": change.reason_shown}


def game_over(game: Game) -> dict[str, Any]:
    """The summary of ``game`` (any status; meaningful once finished): ``game``,
    ``status``, ``rated``, ``coin_room``, ``reason`` (``result["reason"]``), ``draw`` and
    ``seats``: one per seat in ranking order (place, then seat) with ``index``, ``user``,
    ``place``, ``outcome``, ``points`` (:func:`points_result`, or None: unrated, not rated
    yet, or a computer) and ``coins`` (:func:`coin_result`, coin rooms only)."""
    coin_room = get_spec(game.game_type).is_coin_room(game.options)
    changes = {c.seat: c for c in RatingChange.objects.filter(game=game, kind=RatingChange.Kind.GAME)}
    seats = []
    for seat in game.seats.select_related("user").order_by("index"):
        change = changes.get(seat.index)
        seats.append({
            "index": seat.index,
            "user": seat.user.username if seat.user_id else None,
            "place": seat.place,
            "outcome": seat.outcome or None,
            "points": points_result(change) if change is not None else None,
            "coins": coin_result(game, seat.user_id) if coin_room and seat.user_id else None,
        })
    seats.sort(key=lambda s: (s["place"] if s["place"] is not None else 99, s["index"]))
    result = game.result or {}
    return {"game": game.pk, "status": game.status, "rated": game.rated, "coin_room": coin_room,
            "reason": result.get("reason"), "draw": bool(result.get("draw")), "seats": seats}


def results_for(user, game_ids: list[int]) -> dict[int, dict[str, Any]]:
    """For "my games": ``{game id: {"points": delta or None, "coins": net or None}}`` of
    ``user`` in each of ``game_ids`` (two queries in all)."""
    out: dict[int, dict[str, Any]] = {g: {"points": None, "coins": None} for g in game_ids}
    for game_id, delta in RatingChange.objects.filter(user=user, game_id__in=game_ids).values_list("game_id", "delta"):
        out[game_id]["points"] = delta
    coins = (LedgerEntry.objects.filter(account=user, game_id__in=game_ids).order_by()
             .values("game_id").annotate(total=Sum("amount")).values_list("game_id", "total"))
    for game_id, total in coins:
        out[game_id]["coins"] = total
    return out
