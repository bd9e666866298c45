"""The game-over summary (GET /api/v1/games/{id}/result/) of a real finished game of every
registered game type: each seat's points change, level and title equal its RatingChange
and PlayerRating; a coin room's held / returned / net coins equal the ledger."""

from __future__ import annotations

import pytest
from django.db.models import Sum

from boardgames.models import Game
from boardgames.registry import get_engine, slugs
from boardgames.services import action_submit, game_create, game_join
from ratings.models import LedgerEntry, PlayerRating, RatingChange

pytestmark = pytest.mark.django_db


def play_to_resign(game_type, users, options=None, extras=None):
    """A rated game of ``game_type`` that ends when the first prompted seat resigns."""
    extras = extras or [None] * len(users)
    game = game_create(user=users[0], game_type=game_type, players=len(users), options=options or {},
                       seat_extra=extras[0], rated=True)
    for user, extra in zip(users[1:], extras[1:]):
        game_join(game_id=game.pk, user=user, seat_extra=extra)
    game.refresh_from_db()
    engine = get_engine(game_type)
    while game.status == Game.Status.ACTIVE:
        seat = next(s for s in game.seats.order_by("index")
                    if {"type": "resign"} in engine.legal_actions(game.state, s.index))
        action_submit(game_id=game.pk, user=seat.user, action={"type": "resign"}, expected_version=game.version)
        game.refresh_from_db()
    return game


@pytest.mark.parametrize("game_type", slugs())
def test_points_equal_the_rating_records(game_type, make_user, api):
    users = [make_user(f"{game_type[:4]}{i}") for i in range(2)]
    game = play_to_resign(game_type, users)
    body = api(None).get(f"/api/v1/games/{game.pk}/result/").json()
    assert body["status"] == "finished" and body["rated"] is True and body["coin_room"] is False
    assert body["reason"] == game.result["reason"]
    assert [s["place"] for s in body["seats"]] == sorted(s.place for s in game.seats.all())
    for entry in body["seats"]:
        change = RatingChange.objects.get(game=game, seat=entry["index"])
        rating = PlayerRating.objects.get(user=change.user, game_type=game_type)
        assert entry["user"] == change.user.username
        assert entry["points"]["delta"] == change.delta
        assert entry["points"]["after"] == change.points_after == rating.points
        assert (entry["points"]["level"], entry["points"]["title"]) == (rating.level, rating.title)
        assert entry["coins"] is None


def test_coin_room_coins_equal_the_ledger(make_user, api):
    ann, bob = make_user("ann"), make_user("bob")
    game = play_to_resign("qiangshou", [ann, bob], options={"room": "coin"}, extras=[{"deposit": 3}, {"deposit": 0}])
    body = api(ann).get(f"/api/v1/games/{game.pk}/result/").json()
    assert body["coin_room"] is True
    for entry in body["seats"]:
        user = ann if entry["user"] == "ann" else bob
        rows = LedgerEntry.objects.filter(game=game, account=user)
        held = -rows.filter(kind="hold").aggregate(t=Sum("amount"))["t"]
        returned = rows.filter(kind="settle").aggregate(t=Sum("amount"))["t"] or 0
        facts = game.result["seats"][entry["index"]]
        assert entry["coins"] == {"held": held, "returned": returned, "net": returned - held,
                                  "state": "won" if returned > held else "lost" if returned < held else "returned"}
        assert returned == facts["coins_returned"]
    assert {e["user"]: e["coins"]["held"] for e in body["seats"]} == {"ann": 4500 + 1500, "bob": 4500}


def test_in_play_coins_are_held_and_unrated_games_have_no_points(make_user, api):
    ann, bob = make_user("ann"), make_user("bob")
    game = game_create(user=ann, game_type="qiangshou", players=2, options={"room": "coin"}, rated=False)
    game_join(game_id=game.pk, user=bob)
    body = api(None).get(f"/api/v1/games/{game.pk}/result/").json()
    assert [(s["coins"]["held"], s["coins"]["state"], s["points"]) for s in body["seats"]] == [
        (4500, "held", None), (4500, "held", None)]
    assert api(None).get("/api/v1/games/999999/result/").status_code == 404
