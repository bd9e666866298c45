""""Give more time" (issue 13, lichess's moretime; docs/correspondence.md): in a
correspondence game a player adds one day to another player's current deadline.

Each player may give each open prompt of another seat one day (a second gift to the
same prompt is refused): the gifts of a game of many players stay bounded. The gift is
a :class:`GameEvent` (the platform's log, shown on the page), not a move, so replays and
the engine's log are unchanged; the game's viewers get the new deadline pushed.
"""

from __future__ import annotations

import datetime as dt

from django.db import transaction
from django.utils.translation import gettext as _

from boardgames.errors import ApplicationError, no_game
from boardgames.engines.kit.values import is_seat
from boardgames.models import Game, GameEvent, Seat

from .push import broadcast_on_commit
from .timers import arm_timer_on_commit, earliest_deadline

MORE_TIME = dt.timedelta(days=1)  # issue 13: "add one day"


def more_time_give(*, game_id: int, user, seat) -> GameEvent:
    """Add one day to the deadline of ``seat``'s open prompt(s) of ``game_id`` on behalf
    of ``user``, another player of it. Returns the event (``data``: ``{"seat", "keys",
    "deadline"}``, the new earliest deadline of that seat). Raises ApplicationError:
    404 no game; 403 not a player; 400 ``invalid_seat`` (not a seat index, or your own),
    ``not_correspondence`` (a live game); 409 ``game_over``, ``no_deadline`` (that seat
    has nothing to decide), ``already_given`` (you gave this prompt its day already)."""
    with transaction.atomic():
        game = Game.objects.select_for_update().filter(pk=game_id).first()
        if game is None:
            raise no_game(game_id)
        mine = (Seat.objects.filter(game=game, user=user).first()
                if getattr(user, "is_authenticated", False) else None)
        if mine is None or mine.bot_level:
            raise ApplicationError(_("You are not playing in this game."), code="not_a_player", status=403)
        if not is_seat(seat, game.players):
            raise ApplicationError(_("seat must be a seat index, 0 to %(last)d.") % {"last": game.players - 1}, code="invalid_seat")
        if seat == mine.index:
            raise ApplicationError(_("You cannot give yourself more time."), code="invalid_seat")
        if game.speed != Game.Speed.CORRESPONDENCE:
            raise ApplicationError(_("More time is given in correspondence games only."),
                                   code="not_correspondence")
        if game.status != Game.Status.ACTIVE:
            raise ApplicationError(_("The game is not in play."), code="game_over", status=409)
        keys = sorted(k for k, e in (game.deadlines or {}).items() if e["seat"] == seat and not e.get("waits"))
        if not keys:
            raise ApplicationError(_("Seat %(n)d has nothing to decide now.") % {"n": seat + 1}, code="no_deadline", status=409)
        given = GameEvent.objects.filter(game=game, kind=GameEvent.Kind.MORE_TIME, user=user, seat=seat)
        if any(set(keys) & set(e.data.get("keys", [])) for e in given):
            raise ApplicationError(_("You already gave this decision one more day."), code="already_given",
                                   status=409)
        entries = dict(game.deadlines)
        for key in keys:
            due = dt.datetime.fromisoformat(entries[key]["deadline"]) + MORE_TIME
            entries[key] = {**entries[key], "deadline": due.isoformat()}
        game.deadlines = entries
        game.deadline = earliest_deadline(entries)
        game.timer_armed_for = None
        game.save(update_fields=["deadlines", "deadline", "timer_armed_for", "updated_at"])
        new = min(entries[k]["deadline"] for k in keys)
        event = GameEvent.objects.create(game=game, kind=GameEvent.Kind.MORE_TIME, user=user, seat=seat,
                                         data={"seat": seat, "keys": keys, "deadline": new})
        broadcast_on_commit(game.pk, game.version)
        arm_timer_on_commit(game)
        return event
