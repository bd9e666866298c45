"""Computer players through the services: seats filled at creation, moves through the
move service from the Celery task, retries by the sweep, never a duplicate move."""

from __future__ import annotations

import datetime as dt
import random

import pytest
from django.test import override_settings
from django.utils import timezone

from boardgames.bots import bot_for
from boardgames.models import Game, Move
from boardgames.services import game_create
from boardgames.services.bots import bot_move, bots_retry
from ratings.models import PlayerRating
from ratings.selectors import leaderboard
from tests.conftest import wait_for


@pytest.mark.django_db
def test_bots_fill_the_other_seats_and_the_game_starts_at_once(make_user, api):
    ann = make_user("ann")
    response = api(ann).post("/api/v1/games/", {"game": "monopoly-deal", "players": 3, "bots": "good"},
                             format="json")
    assert response.status_code == 201, response.json()
    body = response.json()
    assert body["status"] == "active" and body["rated"] is False
    assert [(s["user"], s["is_bot"]) for s in body["seats"]] == [
        ("ann", False), ("computer-good-1", True), ("computer-good-2", True)]


@pytest.mark.django_db
def test_a_game_with_bots_is_rated_only_when_the_human_opts_in(make_user):
    ann = make_user("ann")
    opted = game_create(user=ann, game_type="qiangshou", players=2, bots="random", rated_with_bots=True)
    plain = game_create(user=ann, game_type="qiangshou", players=2, bots="random")
    assert (opted.rated, plain.rated) == (True, False)
    part = game_create(user=ann, game_type="chinese-checkers", players=3, bots="good", bot_count=1)
    assert part.status == Game.Status.OPEN
    assert [s.user.username if s.user else None for s in part.seats.order_by("index")] == [
        "ann", "computer-good-1", None]


@pytest.mark.django_db
@pytest.mark.parametrize("body,message", [
    ({"bots": "expert"}, "Computer level must be one of: random, good; got 'expert'."),
    ({"bots": "good", "bot_count": 2}, "bot_count must be 1 to 1 (the empty seats)."),
    ({"bots": "good", "options": {"room": "coin"}}, "Computer players cannot sit in a coin room: they have no coins."),
])
def test_bad_bot_requests_are_refused_and_create_nothing(make_user, api, body, message):
    ann = make_user("ann")
    response = api(ann).post("/api/v1/games/", {"game": "qiangshou", "players": 2, **body}, format="json")
    assert response.status_code == 400
    assert response.json()["message"] == message
    assert not Game.objects.exists()


@pytest.mark.django_db
def test_leaderboards_never_list_a_bot(make_user):
    ann = make_user("ann")
    game = game_create(user=ann, game_type="qiangshou", players=2, bots="good")
    bot = game.seats.get(index=1).user
    PlayerRating.objects.create(user=bot, game_type="qiangshou", points=500)
    PlayerRating.objects.create(user=ann, game_type="qiangshou", points=10)
    assert [r.user.username for r in leaderboard("qiangshou")] == ["ann"]


@pytest.mark.django_db
def test_a_stale_bot_task_changes_nothing_and_the_sweep_moves_a_forgotten_bot(make_user):
    ann = make_user("ann")
    game = game_create(user=ann, game_type="qiangshou", players=2, bots="random", seat=1)
    assert game.status == Game.Status.ACTIVE and game.version == 0  # the bot (seat 0) rolls first
    assert bot_move(game.pk, version=5) is False
    assert bots_retry() == 0  # not yet quiet for BOT_RETRY_AFTER seconds
    Game.objects.filter(pk=game.pk).update(updated_at=timezone.now() - dt.timedelta(minutes=5))
    assert bots_retry() == 1
    move = Move.objects.get(game=game)
    assert (move.seq, move.seat, move.action, move.user.username) == (1, 0, {"type": "roll"}, "computer-random-1")
    assert bot_move(game.pk, version=0) is False  # the task of version 0 arriving late


def _my_move(detail: dict) -> dict:
    legal = [a for a in detail["legal_actions"] if a["type"] == "move"]
    return bot_for("chinese-checkers", "good")(detail["view"], legal, random.Random(detail["version"]))


@pytest.mark.celery
@pytest.mark.django_db(transaction=True)
@override_settings(BOT_MOVE_DELAY=0.2)
def test_a_human_plays_a_bot_through_the_api_to_the_end(celery_worker_thread, make_user, api):
    ann = make_user("ann")
    client = api(ann)
    created = client.post("/api/v1/games/", {"game": "chinese-checkers", "players": 2, "bots": "good",
                                             "time_control": {"kind": "live", "seconds": 60}}, format="json")
    game_id = created.json()["id"]
    for _ in range(200):
        detail = client.get(f"/api/v1/games/{game_id}/").json()
        if detail["status"] != "active":
            break
        response = client.post(f"/api/v1/games/{game_id}/moves/",
                               {"version": detail["version"], "action": _my_move(detail)}, format="json")
        assert response.status_code == 201, response.json()
        wait_for(lambda: Game.objects.get(pk=game_id).version >= detail["version"] + 2
                 or Game.objects.get(pk=game_id).status != "active", timeout=15, interval=0.05)
    game = Game.objects.get(pk=game_id)
    assert game.status == Game.Status.FINISHED and game.result["reason"] == "finished"
    moves = list(Move.objects.filter(game=game).order_by("seq"))
    assert [m.seat for m in moves] == [i % 2 for i in range(len(moves))]  # strictly alternating
    assert not any(m.by_timeout for m in moves) and len(moves) > 40
    answers = [(b.created_at - a.created_at).total_seconds() for a, b in zip(moves[::2], moves[1::2])]
    assert min(answers) >= 0.2  # the bot waited its delay after each human move
    assert sorted(answers)[len(answers) // 2] < 3  # and answered soon after it


@pytest.mark.django_db
def test_the_last_person_leaving_a_room_with_computer_players_closes_it(make_user):
    """The last one out aborts a room (docs/api.md): computer players are not people
    waiting in it. The room stayed open with its bots and ann's opt-in to a rated game,
    for whoever joined next."""
    from boardgames.services import game_leave_seat

    ann = make_user("ann")
    room = game_create(user=ann, game_type="chinese-checkers", players=3, bots="good", bot_count=1,
                       rated_with_bots=True)
    game_leave_seat(game_id=room.pk, user=ann)
    room.refresh_from_db()
    assert room.status == Game.Status.ABORTED
