"""Pages with computer players: the create form fills the seats, the robot mark shows."""

from __future__ import annotations

import pytest
from django.urls import reverse

from boardgames.models import Game

pytestmark = pytest.mark.django_db


def test_the_lobby_form_creates_a_game_against_the_computer(client, make_user):
    client.force_login(make_user("ann"))
    response = client.post(reverse("game-create"), {
        "game": "monopoly-deal", "players": "3", "speed": "live", "seconds": "90", "bots": "good"})
    game = Game.objects.get()
    assert response.status_code == 302 and response["Location"] == reverse("game", args=[game.pk])
    assert game.status == Game.Status.ACTIVE and game.rated is False  # "Rated" not ticked: casual
    assert [s.user.username for s in game.seats.order_by("index")] == ["ann", "computer-good-1", "computer-good-2"]
    lobby = client.get(reverse("lobby")).content.decode()
    assert "ann · 🤖 computer-good-1 · 🤖 computer-good-2" in lobby


def test_the_lobby_form_refuses_an_unknown_level(client, make_user):
    client.force_login(make_user("ann"))
    response = client.post(reverse("game-create"), {
        "game": "monopoly-deal", "players": "3", "speed": "live", "seconds": "90", "bots": "expert"})
    assert response.status_code == 400
    assert "Select a valid choice. expert is not one of the available choices." in response.content.decode()
    assert not Game.objects.exists()


def test_rated_ticked_with_computer_players_is_the_opt_in(client, make_user):
    client.force_login(make_user("ann"))
    form = client.get(reverse("lobby")).content.decode()
    assert "rated_with_bots" not in form and "Rated even with computer players" not in form
    client.post(reverse("game-create"), {
        "game": "monopoly-deal", "players": "2", "speed": "live", "seconds": "90", "rated": "on", "bots": "random"})
    game = Game.objects.get()
    assert game.rated is True and game.status == Game.Status.ACTIVE
