"""A seat that left a Monopoly Deal game of three: the others play on, the computer
plays the seat out (page: "played by the computer") and it places last (RULINGS
platform-wide, timeouts)."""

from __future__ import annotations

import datetime as dt
import random

import pytest
from django.utils import timezone

from boardgames.bots import bot_for
from boardgames.bots.runner import prompt_legal
from boardgames.registry import get_engine
from boardgames.models import Game, Seat
from boardgames.selectors import game_detail
from boardgames.services import action_submit, deadlines_expire, game_create, game_join

pytestmark = pytest.mark.django_db

ENGINE = get_engine("monopoly-deal")


def expire_seat(game: Game, seat: int) -> None:
    """Let only ``seat``'s open prompt run out."""
    past = (timezone.now() - dt.timedelta(seconds=1)).isoformat()
    game.deadlines = {k: ({**e, "deadline": past} if e["seat"] == seat else e) for k, e in game.deadlines.items()}
    game.save(update_fields=["deadlines"])
    assert deadlines_expire(game.pk) >= 1


def test_a_seat_that_left_is_played_out_by_the_computer_and_places_last(make_user):
    users = [make_user(name) for name in ("ann", "bob", "cy")]
    game = game_create(user=users[0], game_type="monopoly-deal", players=3, rated=False)
    for user in users[1:]:
        game_join(game_id=game.pk, user=user)
    good = bot_for("monopoly-deal", "good")
    timeouts = 0
    for step in range(3000):
        game.refresh_from_db()
        if game.status != Game.Status.ACTIVE:
            break
        seat = ENGINE.prompts(game.state)[0].seat
        if seat == 2 and timeouts < 3:
            expire_seat(game, 2)
            timeouts += 1
            continue
        assert seat != 2, "a seat that left got a prompt"
        action = good(ENGINE.view(game.state, seat), prompt_legal(ENGINE, game.state, seat), random.Random(step))
        action_submit(game_id=game.pk, user=users[seat], action=action, expected_version=game.version)
        if timeouts == 3:
            assert Seat.objects.get(game=game, index=2).bot_level == "random"
    game.refresh_from_db()
    assert timeouts == 3 and game.status == Game.Status.FINISHED
    assert game.result["seats"][2]["status"] == "left"
    assert game.result["places"][2] == 3 and sorted(game.result["places"][:2]) in ([1, 2], [1, 1])
    seats = {s["index"]: s for s in game_detail(game, users[0])["seats"]}
    assert [seats[i]["played_by_computer"] for i in range(3)] == [False, False, True]
    assert Seat.objects.get(game=game, index=2).outcome == "left"
