"""A seat that left a Monopoly Deal game of three: the others play on, the random bot
plays the seat out through the bot task of a real Celery worker (page: "played by the
computer"), its player can no longer act for it, and it places last (RULINGS
platform-wide, timeouts)."""

from __future__ import annotations

import datetime as dt
import random

import pytest
from django.utils import timezone

from boardgames.bots import bot_for
from boardgames.bots.runner import prompt_legal
from boardgames.errors import ApplicationError
from boardgames.models import Game, Move, Seat
from boardgames.registry import get_engine
from boardgames.selectors import game_detail
from boardgames.services import action_submit, deadlines_expire, game_create, game_join
from tests.conftest import wait_for

pytestmark = [pytest.mark.celery, pytest.mark.django_db(transaction=True)]

ENGINE = get_engine("monopoly-deal")


def expire_seat(game: Game, seat: int) -> None:
    """Let only ``seat``'s open prompt run out."""
    past = (timezone.now() - dt.timedelta(seconds=1)).isoformat()
    game.deadlines = {k: ({**e, "deadline": past} if e["seat"] == seat else e) for k, e in game.deadlines.items()}
    game.save(update_fields=["deadlines"])
    assert deadlines_expire(game.pk) >= 1


def test_a_seat_that_left_is_played_out_by_the_random_bot_and_places_last(celery_worker_thread, make_user):
    users = [make_user(name) for name in ("ann", "bob", "cy")]
    game = game_create(user=users[0], game_type="monopoly-deal", players=3, rated=False)
    for user in users[1:]:
        game_join(game_id=game.pk, user=user)
    good = bot_for("monopoly-deal", "good")
    timeouts, left_at, refused = 0, None, False
    for step in range(4000):
        game.refresh_from_db()
        if game.status != Game.Status.ACTIVE:
            break
        seats = sorted({p.seat for p in ENGINE.prompts(game.state)})
        if left_at is None and 2 in seats:
            if timeouts == 3:
                left_at = game.version
                continue
            expire_seat(game, 2)
            timeouts += 1
            game.refresh_from_db()
            if ENGINE.view(game.state, None)["seats"][2]["status"] == "left":
                left_at = game.version
            continue
        humans = [s for s in seats if s != 2 or left_at is None]
        if not humans:  # only the computer's seat decides: the worker's bot task moves it
            if not refused:
                action = prompt_legal(ENGINE, game.state, 2)[0]
                with pytest.raises(ApplicationError) as error:  # its player left: refused
                    action_submit(game_id=game.pk, user=users[2], action=action, expected_version=game.version)
                assert error.value.status == 403
                refused = True
            version = game.version
            wait_for(lambda: Game.objects.get(pk=game.pk).version > version, timeout=30)
            continue
        seat = humans[0]
        action = good(ENGINE.view(game.state, seat), prompt_legal(ENGINE, game.state, seat), random.Random(step))
        try:
            action_submit(game_id=game.pk, user=users[seat], action=action, expected_version=game.version)
        except ApplicationError as error:
            assert error.status == 409  # the bot answered first: decide again
    game.refresh_from_db()
    assert left_at is not None and game.status == Game.Status.FINISHED
    assert Seat.objects.get(game=game, index=2).bot_level == "random"
    played = Move.objects.filter(game=game, seat=2, seq__gt=left_at, by_timeout=False)
    assert played.exists(), "the computer never played the seat that left"
    assert game.result["seats"][2]["status"] == "left"
    assert game.result["places"][2] == 3 and sorted(game.result["places"][:2]) in ([1, 2], [1, 1])
    seats = {s["index"]: s for s in game_detail(game, users[0])["seats"]}
    assert [seats[i]["played_by_computer"] for i in range(3)] == [False, False, True]
    assert Seat.objects.get(game=game, index=2).outcome == "left"
