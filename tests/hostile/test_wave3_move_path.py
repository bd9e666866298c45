"""Hostile input on the rewritten move path (issue 17: compiled queries run with raw
arguments, boardgames/prepared.py): every odd token, game id or version is a clear 4xx
and nothing is written."""

from __future__ import annotations

import pytest
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from boardgames.models import Game, Move
from notifications.models import Notification

pytestmark = pytest.mark.django_db

RESIGN = {"version": 0, "action": {"type": "resign"}}


@pytest.fixture
def seated(make_user, api, start_game):
    """An active 2-player game at version 0; ``(game, ann's client, ann)``, ann to move."""
    ann, bob = make_user("ann"), make_user("bob")
    game = start_game([ann, bob])
    return game, api(ann), ann


def _unchanged(game: Game, notes: int) -> None:
    game_now = Game.objects.get(pk=game.pk)
    assert (game_now.version, game_now.status) == (0, Game.Status.ACTIVE)
    assert Move.objects.filter(game=game).count() == 0
    assert Notification.objects.count() == notes


@pytest.mark.parametrize("header", ["Token a\x00b", "Token {key}\x00", "Token " + "f" * 41, "Token " + "é" * 20])
def test_a_token_no_key_can_be_is_a_401_not_a_500(seated, header):
    game, _, ann = seated
    notes = Notification.objects.count()
    client = APIClient()
    key = Token.objects.get(user=ann).key
    client.credentials(HTTP_AUTHORIZATION=header.replace("{key}", key).encode().decode("latin-1"))
    response = client.post(f"/api/v1/games/{game.pk}/moves/", RESIGN, format="json")
    assert response.status_code == 401, response.content[:200]
    assert response.json()["message"] == "Invalid token."
    _unchanged(game, notes)


@pytest.mark.parametrize("game_id", ["9223372036854775808", "99999999999999999999999", "2147483648", "0"])
def test_a_game_id_out_of_every_range_is_a_404(seated, game_id):
    game, ann, _ = seated
    response = ann.post(f"/api/v1/games/{game_id}/moves/", RESIGN, format="json")
    assert response.status_code == 404
    assert response.json()["message"] == f"There is no game {game_id}."
    _unchanged(game, Notification.objects.count())


@pytest.mark.parametrize("version, status, message", [
    ("-1", 400, "version: Ensure this value is greater than or equal to 0."),
    ("1e309", 400, "version: A valid integer is required."),
    ("true", 400, "version: A valid integer is required."),
    ("null", 400, "version: This field may not be null."),
    ("1.5", 400, "version: A valid integer is required."),
    # strict since the fifth pass of issue 17 (boardgames/api/move_input.py): no text, no
    # integer past the version column's range (409s before)
    ("9223372036854775808", 400, "version: Ensure this value is less than or equal to 2147483647."),
    ('"1"', 400, "version: A valid integer is required."),
])
def test_an_odd_version_is_a_clear_4xx_and_nothing_moves(seated, version, status, message):
    game, ann, _ = seated
    notes = Notification.objects.count()
    response = ann.generic("POST", f"/api/v1/games/{game.pk}/moves/",
                           '{"version": %s, "action": {"type": "resign"}}' % version, content_type="application/json")
    assert response.status_code == status
    assert response.json()["message"] == message
    _unchanged(game, notes)


def test_an_inactive_players_token_is_refused(seated):
    game, ann_client, ann = seated
    notes = Notification.objects.count()
    ann.is_active = False
    ann.save(update_fields=["is_active"])
    response = ann_client.post(f"/api/v1/games/{game.pk}/moves/", RESIGN, format="json")
    assert response.status_code == 401
    assert response.json()["message"] == "User inactive or deleted."
    _unchanged(game, notes)


def test_a_player_who_left_cannot_move_for_the_computer(seated):
    """Seat.bot_level set: the computer plays the seat; its former player's POST is a
    403 and the game does not move."""
    from boardgames.models import Seat
    from boardgames.services.bots import LEFT_SEAT_LEVEL

    game, ann_client, ann = seated
    Seat.objects.filter(game=game, user=ann).update(bot_level=LEFT_SEAT_LEVEL)
    notes = Notification.objects.count()
    response = ann_client.post(f"/api/v1/games/{game.pk}/moves/", RESIGN, format="json")
    assert response.status_code == 403
    assert response.json()["message"] == "You left this game; the computer plays your seat now."
    _unchanged(game, notes)


def test_the_version_of_another_game_is_stale_here(seated, make_user, start_game):
    game, ann_client, ann = seated
    other = start_game([ann, make_user("cyd")])
    Game.objects.filter(pk=other.pk).update(version=7)
    notes = Notification.objects.count()
    response = ann_client.post(f"/api/v1/games/{game.pk}/moves/", {"version": 7, "action": {"type": "resign"}},
                               format="json")
    assert response.status_code == 409
    assert response.json()["message"] == "The game is at version 0, not 7: reload it and decide again."
    _unchanged(game, notes)


def test_a_revoked_token_and_a_deleted_users_token_are_refused_at_once(seated, make_user, api):
    """The lookup is compiled once per connection, never its answer: the request after a
    revocation (same connection, plan cached) is already a 401."""
    game, ann_client, ann = seated
    notes = Notification.objects.count()
    assert ann_client.get("/api/v1/me/games/").status_code == 200  # compiles the token lookup
    Token.objects.filter(user=ann).delete()
    response = ann_client.post(f"/api/v1/games/{game.pk}/moves/", RESIGN, format="json")
    assert (response.status_code, response.json()["message"]) == (401, "Invalid token.")
    eve = make_user("eve")
    eve_client = api(eve)
    eve.delete()
    response = eve_client.post(f"/api/v1/games/{game.pk}/moves/", RESIGN, format="json")
    assert (response.status_code, response.json()["message"]) == (401, "Invalid token.")
    _unchanged(game, notes)


@pytest.mark.parametrize("path", ["/api/v1/games/424242/", "/api/v1/games/424242/result/",
                                  "/api/v1/games/424242/chat/", "/api/v1/games/424242/moves/"])
@pytest.mark.parametrize("language, message", [("en", "There is no game 424242."), ("zh-hans", "没有第 424242 局游戏。")])
def test_no_game_is_one_404_in_the_readers_language(seated, path, language, message):
    game, ann, _ = seated
    if path.endswith("/moves/"):
        response = ann.post(path, RESIGN, format="json", HTTP_ACCEPT_LANGUAGE=language)
    else:
        response = ann.get(path, HTTP_ACCEPT_LANGUAGE=language)
    assert response.status_code == 404, response.content[:200]
    assert (response.json()["code"], response.json()["message"]) == ("not_found", message)
    _unchanged(game, Notification.objects.count())
