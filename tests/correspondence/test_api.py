"""The correspondence endpoints: /me/vacation/, /games/<id>/abort/, /games/<id>/more-time/,
their clear 4xx answers to hostile input, and their place in the OpenAPI schema."""

from __future__ import annotations

import pytest

from boardgames.models import Game, GameEvent, Vacation

from .helpers import DAY, corr_game, entry_of, move, when

pytestmark = pytest.mark.django_db


def test_vacation_through_the_api(make_user, api):
    bob = make_user("bob")
    client = api(bob)
    status = client.get("/api/v1/me/vacation/").json()
    assert status["running"] is None and status["days_left"] == 30 and status["max_in_a_row"] == 14
    for body in ({"days": 0}, {"days": 15}, {"days": 2.5}, {"days": "many"}, {}, {"days": None}, [3], "days=3"):
        answer = client.post("/api/v1/me/vacation/", body, format="json")
        assert answer.status_code == 400, body
        assert "message" in answer.json()
    assert not Vacation.objects.exists()
    answer = client.post("/api/v1/me/vacation/", {"days": 3}, format="json")
    assert answer.status_code == 201
    assert answer.json()["running"]["days"] == 3 and answer.json()["days_left"] == 27
    again = client.post("/api/v1/me/vacation/", {"days": 1}, format="json")
    assert again.status_code == 409 and again.json()["code"] == "on_vacation"
    ended = client.delete("/api/v1/me/vacation/").json()
    assert ended["running"] is None and ended["days_used"] == 1
    assert api(None).get("/api/v1/me/vacation/").status_code in (401, 403)
    assert api(None).post("/api/v1/me/vacation/", {"days": 3}, format="json").status_code in (401, 403)


def test_more_time_and_abort_through_the_api(make_user, api):
    ann, bob, eve = make_user("ann"), make_user("bob"), make_user("eve")
    game = move(corr_game([ann, bob]), ann, 0)
    due = when(entry_of(game, 1))
    url = f"/api/v1/games/{game.pk}/more-time/"
    for body in ({}, {"seat": "one"}, {"seat": None}, {"seat": [1]}, {"seat": 5}, {"seat": -1}, {"seat": 0},
                 {"seat": "1"}, {"seat": 1.0}, {"seat": True}):  # a JSON integer only, as the schema says
        answer = api(ann).post(url, body, format="json")
        assert answer.status_code == 400 and answer.json()["message"], body
    assert api(eve).post(url, {"seat": 1}, format="json").status_code == 403
    assert api(None).post(url, {"seat": 1}, format="json").status_code in (401, 403)
    assert api(ann).post("/api/v1/games/987654/more-time/", {"seat": 1}, format="json").status_code == 404
    answer = api(ann).post(url, {"seat": 1}, format="json")
    assert answer.status_code == 200
    prompt = answer.json()["prompts"][0]
    assert prompt["seat"] == 1 and prompt["deadline"] == (due + DAY).isoformat()
    assert answer.json()["platform_events"][0]["kind"] == "more_time"
    assert api(ann).post(url, {"seat": 1}, format="json").json()["code"] == "already_given"

    abort = f"/api/v1/games/{game.pk}/abort/"
    assert api(eve).post(abort).status_code == 403
    answer = api(bob).post(abort)
    assert answer.status_code == 200 and answer.json()["status"] == "aborted"
    assert answer.json()["can_abort"] is False
    assert api(ann).post(abort).json()["code"] == "game_over"
    assert Game.objects.get(pk=game.pk).status == "aborted"
    assert GameEvent.objects.filter(game=game).count() == 2


def test_the_endpoints_are_in_the_schema(api):
    schema = api(None).get("/api/v1/schema/", HTTP_ACCEPT="application/json").json()
    paths = schema["paths"]
    assert {"post"} <= set(paths["/api/v1/games/{game_id}/abort/"])
    assert {"post"} <= set(paths["/api/v1/games/{game_id}/more-time/"])
    assert {"get", "post", "delete"} <= set(paths["/api/v1/me/vacation/"])
    detail = schema["components"]["schemas"]["GameDetail"]["properties"]
    assert {"vacations", "my_timeouts", "platform_events", "can_abort", "more_time_seats"} <= set(detail)
