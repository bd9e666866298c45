"""Give more time (one day on another player's deadline, recorded, pushed) and abort
without penalty (who, when, coins returned, no points; the sweep's abort of a game whose
first player never moved) (issue 13; docs/correspondence.md)."""

from __future__ import annotations

import datetime as dt

import pytest
from django.utils import timezone

from boardgames.errors import ApplicationError
from boardgames.models import Game, GameEvent, Move
from boardgames.selectors import game_detail
from boardgames.services import deadlines_expire, game_create, game_join
from boardgames.services.abort import game_abort
from boardgames.services.more_time import more_time_give
from ratings.models import PlayerRating, RatingChange, Wallet
from ratings.services import WELCOME_COINS

from .helpers import DAY, corr_game, entry_of, move, when

pytestmark = pytest.mark.django_db


def refused(fn, **kwargs) -> ApplicationError:
    with pytest.raises(ApplicationError) as error:
        fn(**kwargs)
    return error.value


def test_an_opponent_gives_one_more_day_once_per_decision(make_user):
    ann, bob, cy = make_user("ann"), make_user("bob"), make_user("cy")
    game = move(corr_game([ann, bob]), ann, 0)
    due = when(entry_of(game, 1))
    event = more_time_give(game_id=game.pk, user=ann, seat=1)
    assert when(entry_of(game, 1)) == due + DAY
    game.refresh_from_db()
    assert game.deadline == due + DAY and game.version == 1  # no move: replays unchanged
    assert (event.kind, event.user, event.seat, event.data["deadline"]) == (
        "more_time", ann, 1, (due + DAY).isoformat())
    shown = game_detail(game, bob)
    assert [(e["kind"], e["by"], e["seat"]) for e in shown["platform_events"]] == [("more_time", "ann", 1)]
    assert game_detail(game, ann)["more_time_seats"] == []  # given already
    again = refused(more_time_give, game_id=game.pk, user=ann, seat=1)
    assert (again.status, again.code) == (409, "already_given")
    assert when(entry_of(game, 1)) == due + DAY
    # bob's next decision may get its own day
    move(game, bob, 1)
    game = move(game, ann, 0)
    assert game_detail(game, ann)["more_time_seats"] == [1]
    assert refused(more_time_give, game_id=game.pk, user=cy, seat=1).status == 403  # a spectator


def test_more_time_refuses_what_it_must(make_user):
    ann, bob = make_user("ann"), make_user("bob")
    game = move(corr_game([ann, bob]), ann, 0)
    cases = [
        (dict(user=bob, seat=1), 400, "invalid_seat"),      # yourself
        (dict(user=bob, seat=0), 409, "no_deadline"),       # ann has nothing to decide
        (dict(user=ann, seat=7), 400, "invalid_seat"),
        (dict(user=ann, seat="1"), 400, "invalid_seat"),
        (dict(user=ann, seat=True), 400, "invalid_seat"),
        (dict(user=None, seat=1), 403, "not_a_player"),
    ]
    for kwargs, status, code in cases:
        error = refused(more_time_give, game_id=game.pk, **kwargs)
        assert (error.status, error.code) == (status, code), kwargs
    assert refused(more_time_give, game_id=99999, user=ann, seat=1).status == 404
    live = move(corr_game([ann, bob], speed="live"), ann, 0)
    assert refused(more_time_give, game_id=live.pk, user=ann, seat=1).code == "not_correspondence"
    assert not GameEvent.objects.exists()


def test_any_player_aborts_until_every_seat_has_decided(make_user):
    ann, bob, cy = make_user("ann"), make_user("bob"), make_user("cy")
    game = corr_game([ann, bob])
    assert game_detail(game, bob)["can_abort"] is True
    assert refused(game_abort, game_id=game.pk, user=cy).status == 403
    move(game, ann, 0)
    game_abort(game_id=game.pk, user=bob)  # bob has not moved yet
    game.refresh_from_db()
    assert (game.status, game.result, game.deadline, game.deadlines) == ("aborted", None, None, {})
    assert [(e.kind, e.user, e.data) for e in GameEvent.objects.filter(game=game)] == [
        ("aborted", bob, {"reason": "by_player"})]
    assert not RatingChange.objects.exists() and not PlayerRating.objects.exists()  # no points
    assert refused(game_abort, game_id=game.pk, user=ann).code == "game_over"

    late = move(move(corr_game([ann, bob]), ann, 0), bob, 1)
    error = refused(game_abort, game_id=late.pk, user=ann)
    assert (error.status, error.code) == (409, "abort_too_late")
    assert game_detail(late, ann)["can_abort"] is False


def test_an_aborted_coin_room_returns_every_coin(make_user):
    ann, bob = make_user("ann"), make_user("bob")
    game = game_create(user=ann, game_type="qiangshou", players=2, options={"room": "coin"},
                       time_control={"kind": "correspondence", "days": 2}, rated=True)
    game_join(game_id=game.pk, user=bob)
    held = {u.username: Wallet.objects.get(user=u).balance for u in (ann, bob)}
    assert all(balance < WELCOME_COINS for balance in held.values())
    game_abort(game_id=game.pk, user=ann)
    assert {u.username: Wallet.objects.get(user=u).balance for u in (ann, bob)} == {
        "ann": WELCOME_COINS, "bob": WELCOME_COINS}
    assert not RatingChange.objects.exists()


def test_the_sweep_aborts_a_correspondence_game_whose_first_player_never_moved(make_user):
    ann, bob = make_user("ann"), make_user("bob")
    game = corr_game([ann, bob])
    due = game.deadline
    assert deadlines_expire(game.pk, now=due - dt.timedelta(seconds=1)) == 0
    assert deadlines_expire(game.pk, now=due) == 0
    game.refresh_from_db()
    assert game.status == Game.Status.ABORTED and not Move.objects.filter(game=game).exists()
    assert GameEvent.objects.get(game=game).data == {"reason": "first_move_never_made"}
    assert not RatingChange.objects.exists()
    # once the first move is made, a missed deadline is a timeout as always
    other = move(corr_game([ann, bob]), ann, 0)
    assert deadlines_expire(other.pk, now=other.deadline) == 1
    other.refresh_from_db()
    assert other.status == Game.Status.ACTIVE
    # and a live game's first deadline is still a timeout (the sweep aborts correspondence only)
    live = corr_game([ann, bob], speed="live")
    assert deadlines_expire(live.pk, now=timezone.now() + dt.timedelta(minutes=2)) == 1


def test_the_skipped_moves_are_shown_to_their_player_until_they_move(make_user):
    ann, bob = make_user("ann"), make_user("bob")
    game = move(corr_game([ann, bob]), ann, 0)
    for _ in range(2):
        game.refresh_from_db()
        assert deadlines_expire(game.pk, now=game.deadline) == 1  # bob skipped
        game = move(game, ann, 0)
    skipped = list(Move.objects.filter(game=game, by_timeout=True).values_list("created_at", flat=True))
    shown = game_detail(game, bob)["my_timeouts"]
    assert shown == {"skipped": [t.isoformat() for t in skipped], "limit": 3}
    assert game_detail(game, ann)["my_timeouts"] == {"skipped": [], "limit": 3}
    assert game_detail(game, None)["my_timeouts"] is None
    move(game, bob, 1)
    assert game_detail(game, bob)["my_timeouts"]["skipped"] == []
