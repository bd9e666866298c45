"""The game page and its detail for a seated player and for a spectator: the detail
carries the correspondence facts (vacation, timeouts, abort) of the caller's seat."""

from __future__ import annotations

import pytest
from django.urls import reverse

from boardgames import selectors
from boardgames.services import game_create, game_join

pytestmark = pytest.mark.django_db


def correspondence_game(make_user):
    ann, bob = make_user("ann"), make_user("bob")
    game = game_create(user=ann, game_type="chinese-checkers", players=2, options={},
                       time_control={"kind": "correspondence", "days": 3})
    game_join(game_id=game.pk, user=bob, seat=1)
    game.refresh_from_db()
    return game, ann, bob


def test_game_page_opens_for_a_seated_player_and_a_spectator(client, make_user):
    game, ann, _bob = correspondence_game(make_user)
    client.force_login(ann)
    assert client.get(reverse("game", args=[game.pk])).status_code == 200
    client.force_login(make_user("cyd"))
    assert client.get(reverse("game", args=[game.pk])).status_code == 200


def test_view_payload_gives_the_seat_its_own_correspondence_facts(make_user):
    game, _ann, _bob = correspondence_game(make_user)
    mine = selectors.view_payload(game, 0)
    assert mine["my_timeouts"] == {"skipped": [], "limit": 3}
    assert mine["can_abort"] is True
    spectator = selectors.view_payload(game, None)
    assert spectator["my_timeouts"] is None and spectator["can_abort"] is False
