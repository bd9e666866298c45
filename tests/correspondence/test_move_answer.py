"""The move POST's answer is built from what the move service loaded under the lock (the
seats with their vacations and first decisions, whether the game has platform events,
the move just made) instead of reading them again (issue 17): it must equal a fresh
read of the game for the same player, whatever vacations, gifts of time and timeouts
the game holds. A player on vacation who submits still ends the vacation, also when the
submission is refused (docs/correspondence.md)."""

from __future__ import annotations

import pytest
from django.utils import timezone

from boardgames.models import Game, Vacation
from boardgames.services import deadlines_expire
from boardgames.services.more_time import more_time_give
from boardgames.services.vacation import vacation_take

from .helpers import DAY, ENGINE, corr_game, entry_of, when

pytestmark = pytest.mark.django_db


def post_move(client, game: Game, seat: int):
    """``client`` (at ``seat``) POSTs its first listed step at the game's version."""
    game.refresh_from_db()
    action = next(a for a in ENGINE.legal_actions(game.state, seat) if a["type"] == "move")
    return client.post(f"/api/v1/games/{game.pk}/moves/", {"version": game.version, "action": action},
                       format="json")


def assert_answer_is_a_fresh_read(answer, client, game: Game) -> dict:
    """The 201 answer equals ``GET /games/<id>/`` for the same caller (the clock aside)."""
    assert answer.status_code == 201, answer.content
    fresh = client.get(f"/api/v1/games/{game.pk}/").json()
    body = answer.json()
    assert {k: v for k, v in body.items() if k != "server_time"} == {
        k: v for k, v in fresh.items() if k != "server_time"}
    return body


def test_the_answer_equals_a_fresh_read_through_vacation_more_time_and_timeouts(make_user, api):
    ann, bob = make_user("ann"), make_user("bob")
    game = corr_game([ann, bob], days=2)
    a, b = api(ann), api(bob)
    vacation_take(user=bob, days=3)
    body = assert_answer_is_a_fresh_read(post_move(a, game, 0), a, game)
    assert list(body["vacations"]) == ["1"] and body["can_abort"] is True  # bob has not decided
    assert body["platform_events"] == [] and body["my_timeouts"] == {"skipped": [], "limit": 3}
    assert [p["paused"] for p in body["prompts"]] == [True]  # bob's clock waits for him
    more_time_give(game_id=game.pk, user=ann, seat=1)

    body = assert_answer_is_a_fresh_read(post_move(b, game, 1), b, game)  # ends bob's vacation
    assert Vacation.objects.get(user=bob).ended_at is not None
    assert body["vacations"] == {} and body["can_abort"] is False  # both seats have decided
    assert [(e["kind"], e["by"], e["seat"]) for e in body["platform_events"]] == [("more_time", "ann", 1)]

    due = when(entry_of(game, 0))
    assert deadlines_expire(game.pk, now=due) == 1  # ann's move is skipped
    skipped = a.get(f"/api/v1/games/{game.pk}/").json()["my_timeouts"]["skipped"]
    assert len(skipped) == 1
    body = assert_answer_is_a_fresh_read(post_move(b, game, 1), b, game)
    assert body["my_timeouts"] == {"skipped": [], "limit": 3}
    assert a.get(f"/api/v1/games/{game.pk}/").json()["my_timeouts"]["skipped"] == skipped
    body = assert_answer_is_a_fresh_read(post_move(a, game, 0), a, game)
    assert body["my_timeouts"] == {"skipped": [], "limit": 3}  # her own move ends the run


def test_a_live_game_answer_equals_a_fresh_read_and_has_no_platform_events(make_user, api):
    ann, bob = make_user("ann"), make_user("bob")
    game = corr_game([ann, bob], speed="live")
    a, b = api(ann), api(bob)
    body = assert_answer_is_a_fresh_read(post_move(a, game, 0), a, game)
    assert body["can_abort"] is True and body["vacations"] == {} and body["platform_events"] == []
    body = assert_answer_is_a_fresh_read(post_move(b, game, 1), b, game)
    assert body["can_abort"] is False and body["more_time_seats"] == []


def test_a_refused_submission_still_ends_the_vacation(make_user, api):
    ann, bob, cy = make_user("ann"), make_user("bob"), make_user("cy")
    game = corr_game([ann, bob])
    action = next(a for a in ENGINE.legal_actions(game.state, 0) if a["type"] == "move")
    cases = [
        (bob, game.pk, 5, 409, "stale_version"),   # bob's own game, a stale version
        (cy, game.pk, 0, 403, "not_a_player"),      # not a player of this game
        (ann, 987654, 0, 404, "not_found"),         # no such game
    ]
    for user, game_id, version, status, code in cases:
        vacation = vacation_take(user=user, days=2)
        answer = api(user).post(f"/api/v1/games/{game_id}/moves/", {"version": version, "action": action},
                                format="json")
        assert (answer.status_code, answer.json()["code"]) == (status, code)
        vacation.refresh_from_db()
        assert vacation.ended_at is not None and vacation.ended_at <= timezone.now(), code
    game.refresh_from_db()
    assert game.version == 0 and not game.moves.exists()
    assert when(entry_of(game, 0)) - timezone.now() > DAY  # ann's clock resumed, nothing moved
