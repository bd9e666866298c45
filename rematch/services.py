"""Rematches (docs/rematch.md): at the end of a game any player proposes playing again;
when every player accepts, a new game with the same options, time control and rating
starts with the seats rotated by one (seat i's player takes seat i+1, the last takes
seat 0), and every open page of the old game (players and spectators) moves to it.

A coin room's rematch holds each player's start cash and deposit again through the
usual seat hold (``boardgames.signals.seat_staked`` -> the ratings wallet); a wallet
that is short makes the offer ``failed`` with a note naming the player, and nothing is
held. Computer players accept at once.
"""

from __future__ import annotations

from django.db import IntegrityError, transaction
from django.utils.translation import gettext as _
from django.utils.translation import gettext_noop

from boardgames import services as games
from boardgames.errors import ApplicationError, no_game
from boardgames.models import Game, Seat
from boardgames.selectors import time_control_of
from boardgames.services.push import group_name, send_on_commit

from .models import RematchAnswer, RematchOffer
from .selectors import offer_entry


def _locked_finished_game(game_id: int) -> Game:
    game = Game.objects.select_for_update().filter(pk=game_id).first()
    if game is None:
        raise no_game(game_id)
    if game.status != Game.Status.FINISHED:
        raise ApplicationError(_("A rematch can be proposed once the game is over."), code="game_not_over",
                               status=409)
    return game


def _players(game: Game) -> list[Seat]:
    return list(Seat.objects.filter(game=game).select_related("user").order_by("index"))


def _require_player(seats: list[Seat], user) -> None:
    if user is None or not getattr(user, "is_authenticated", False) or not any(s.user_id == user.pk for s in seats):
        raise ApplicationError(_("Only the players of this game can answer a rematch."), code="not_a_player",
                               status=403)


def rematch_propose(*, game_id: int, user) -> RematchOffer:
    """``user`` (a player of the finished ``game_id``) proposes a rematch; their own
    answer is yes, computer players' too. Returns the offer (``started`` at once when
    nobody else has to answer). Raises ApplicationError: 404 no game, 409 not over /
    an offer is already open or started, 403 not a player, 400 a game from a position."""
    with transaction.atomic():
        game = _locked_finished_game(game_id)
        seats = _players(game)
        _require_player(seats, user)
        if game.from_position:
            raise ApplicationError(_("A game started from a position has no rematch."), code="invalid_request")
        live = RematchOffer.objects.filter(game=game, status__in=[RematchOffer.Status.OPEN,
                                                                   RematchOffer.Status.STARTED]).first()
        if live is not None:
            word = _("is already open") if live.status == RematchOffer.Status.OPEN else _("has already started")
            raise ApplicationError(_("A rematch of this game %(word)s.") % {"word": word}, code="rematch_exists",
                                   status=409, extra={"offer": live.pk})
        try:
            with transaction.atomic():
                offer = RematchOffer.objects.create(game=game, proposed_by=user)
        except IntegrityError:
            raise ApplicationError(_("A rematch of this game is already open."), code="rematch_exists", status=409)
        RematchAnswer.objects.bulk_create(
            [RematchAnswer(offer=offer, user=s.user, accepted=True) for s in seats
             if s.user_id and (s.user_id == user.pk or s.user.is_bot)])
        _maybe_start(game, offer, seats)
        _announce(game, offer)
        return offer


def rematch_answer(*, game_id: int, user, accept: bool) -> RematchOffer:
    """``user`` answers the open rematch offer of ``game_id``: yes (when the last player
    says yes the rematch starts) or no (the offer is ``declined``). Raises
    ApplicationError: 404 no game or no open offer, 403 not a player, 409 answered
    already / the offer is no longer open."""
    with transaction.atomic():
        game = _locked_finished_game(game_id)
        seats = _players(game)
        _require_player(seats, user)
        offer = RematchOffer.objects.select_for_update().filter(game=game).order_by("-id").first()
        if offer is None:
            raise ApplicationError(_("Nobody has proposed a rematch of this game."), code="not_found", status=404)
        if offer.status != RematchOffer.Status.OPEN:
            raise ApplicationError(_("This rematch offer is no longer open (%(status)s).")
                                   % {"status": offer.get_status_display()}, code="rematch_closed", status=409)
        if RematchAnswer.objects.filter(offer=offer, user=user).exists():
            raise ApplicationError(_("You have already answered."), code="already_answered", status=409)
        RematchAnswer.objects.create(offer=offer, user=user, accepted=bool(accept))
        if not accept:
            offer.status = RematchOffer.Status.DECLINED
            offer.save(update_fields=["status", "updated_at"])
        else:
            _maybe_start(game, offer, seats)
        _announce(game, offer)
        return offer


def _maybe_start(game: Game, offer: RematchOffer, seats: list[Seat]) -> None:
    """Start the rematch when every seated user has said yes."""
    yes = set(RematchAnswer.objects.filter(offer=offer, accepted=True).values_list("user_id", flat=True))
    if not all(s.user_id in yes for s in seats if s.user_id):
        return
    try:
        with transaction.atomic():
            new_game = _create_rotated(game, seats)
    except ApplicationError as error:
        offer.status = RematchOffer.Status.FAILED
        keyed = (error.extra or {}).get("note_key")
        if keyed:
            offer.note, offer.note_params = keyed
        else:
            offer.note = str(error.extra.get("note") or error.message)[:300]
        offer.save(update_fields=["status", "note", "note_params", "updated_at"])
        return
    offer.status = RematchOffer.Status.STARTED
    offer.new_game = new_game
    offer.save(update_fields=["status", "new_game", "updated_at"])


def _create_rotated(game: Game, seats: list[Seat]) -> Game:
    """The new game: same type, player count, options, time control and ``rated``; old
    seat i's player sits at i+1 (mod n) with the same joining choices (a coin room's
    deposit). Raises ApplicationError (a short wallet: ``extra["note"]`` names who)."""
    n = len(seats)
    order = [seats[(i - 1) % n] for i in range(n)]  # order[new index] = old seat
    common = dict(game_type=game.game_type, players=game.players, options=game.options,
                  time_control=time_control_of(game), rated=game.rated)
    first = order[0]
    try:
        new_game = games.game_create(user=first.user, seat=0, seat_extra=first.extra or None, **common)
    except ApplicationError as error:
        raise _short(error, first.user)
    for index, old in enumerate(order[1:], start=1):
        try:
            new_game = games.game_join(game_id=new_game.pk, user=old.user, seat=index, seat_extra=old.extra or None)
        except ApplicationError as error:
            raise _short(error, old.user)
    return new_game


def _short(error: ApplicationError, user) -> ApplicationError:
    if error.code == "not_enough_coins":
        template = gettext_noop("%(name)s has not enough coins for the rematch.")
        error.extra = {**(error.extra or {}), "note": _(template) % {"name": user.username},
                       "note_key": (template, {"name": user.username})}
    return error


def _announce(game: Game, offer: RematchOffer) -> None:
    """After commit, tell every open page of ``game`` the offer's state."""
    state = offer_entry(game, offer)
    send_on_commit(group_name(game.pk), {"type": "game.relay", "payload": {"type": "rematch", "rematch": state}})
