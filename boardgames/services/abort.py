"""Abort without penalty (issue 13; docs/correspondence.md): until every seat has made
its first decision any player may abort the game; a correspondence game whose first
player never moves is aborted by the sweep at its first deadline instead of counting a
timeout (:func:`boardgames.services.play.deadlines_expire`).

An aborted game has status ``aborted``, no result and no points (``game_finished`` is
not sent, so nothing is rated); :data:`boardgames.signals.game_aborted` returns every
coin held for it (the ratings app's wallet). The abort is a :class:`GameEvent`, not a
move: replays are unchanged.
"""

from __future__ import annotations

import datetime as dt

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from boardgames.errors import ApplicationError, no_game
from boardgames.models import Game, GameEvent, Move, Seat
from boardgames.signals import game_aborted

from .push import broadcast_on_commit

REASON_BY_PLAYER = "by_player"
REASON_NEVER_STARTED = "first_move_never_made"


def seats_not_started(game: Game) -> set[int]:
    """The seats that have not made a decision of their own yet (a timeout is none)."""
    decided = set(Move.objects.filter(game=game, by_timeout=False).values_list("seat", flat=True).distinct())
    return set(range(game.players)) - decided


def game_abort(*, game_id: int, user) -> Game:
    """Abort ``game_id`` for ``user``, a player of it, while some seat has not made its
    first decision. Returns the Game. Raises ApplicationError: 404 no game, 403 not a
    player, 409 ``game_over`` (not in play) or ``abort_too_late`` (every seat has
    moved: resign instead)."""
    with transaction.atomic():
        game = Game.objects.select_for_update().filter(pk=game_id).first()
        if game is None:
            raise no_game(game_id)
        seat = (Seat.objects.filter(game=game, user=user).first()
                if getattr(user, "is_authenticated", False) else None)
        if seat is None or seat.bot_level:
            raise ApplicationError(_("You are not playing in this game."), code="not_a_player", status=403)
        if game.status != Game.Status.ACTIVE:
            raise ApplicationError(_("Only a game in play can be aborted."), code="game_over", status=409,
                                   extra={"status": game.status})
        if not seats_not_started(game):
            raise ApplicationError(_("Every player has made a move, so the game can no longer be aborted: "
                                     "resign instead."), code="abort_too_late", status=409)
        abort_locked(game, user=user, seat=seat.index, reason=REASON_BY_PLAYER, now=timezone.now())
        game.save()
        return game


def abort_locked(game: Game, *, user, seat: int | None, reason: str, now: dt.datetime) -> None:
    """Abort ``game`` (row locked by the caller, who saves it): status, clocks off, the
    event, coins returned (:data:`game_aborted`), the push after commit."""
    game.status = Game.Status.ABORTED
    game.finished_at = now
    game.deadlines = {}
    game.deadline = None
    game.timer_armed_for = None
    GameEvent.objects.create(game=game, kind=GameEvent.Kind.ABORTED, user=user, seat=seat,
                             data={"reason": reason})
    game_aborted.send(sender=Game, game=game)
    broadcast_on_commit(game.pk, game.version)
