"""Static catalogues are served once (API and page), never in the game payload."""

from __future__ import annotations

import json
import re

import pytest
from django.urls import reverse

from boardgames.engines.monopoly_deal import cards, data

pytestmark = pytest.mark.django_db


def test_the_catalogue_api_serves_the_monopoly_deal_cards(api):
    body = api().get("/api/v1/game-types/monopoly-deal/catalogue/").json()
    assert body["game"] == "monopoly-deal"
    assert len(body["catalogue"]["cards"]) == data.DECK_SIZE == 106
    assert body["catalogue"]["cards"] == json.loads(json.dumps(cards.catalogue()))
    assert sorted(body["catalogue"]["colors"]) == sorted(data.COLORS)


def test_the_catalogue_api_serves_the_qq_tiaoqi_hole_names(api):
    body = api().get("/api/v1/game-types/chinese-checkers/catalogue/").json()
    names = body["catalogue"]["hole_names"]
    assert body["game"] == "chinese-checkers" and len(names) == 121 == len(set(names.values()))
    assert (names["2,-6"], names["0,-4"], names["0,0"]) == ("A4", "M4.1", "M0")


def test_a_game_without_catalogue_and_an_unknown_game(api):
    from boardgames.registry import all_specs

    bare = [spec.slug for spec in all_specs() if spec.catalogue is None]
    for slug in bare:
        assert api().get(f"/api/v1/game-types/{slug}/catalogue/").json() == {"game": slug, "catalogue": None}
    response = api().get("/api/v1/game-types/no-such-game/catalogue/")
    assert response.status_code == 404 and response.json()["code"] == "not_found"


def test_the_payload_carries_game_state_only_and_the_page_the_catalogue_once(client, make_user, api):
    from boardgames.services import game_create, game_join

    ann, bob = make_user("ann"), make_user("bob")
    game = game_create(user=ann, game_type="monopoly-deal", players=2)
    game_join(game_id=game.pk, user=bob)
    detail = api(ann).get(f"/api/v1/games/{game.pk}/").json()
    assert {"cards", "colors", "prompts", "legal_actions"}.isdisjoint(detail["view"])
    assert detail["prompts"] and detail["legal_actions"]  # in the envelope, once
    client.force_login(ann)
    html = client.get(reverse("game", args=[game.pk])).content.decode()
    match = re.search(r'<script id="game-catalogue" type="application/json">(.*?)</script>', html, re.S)
    assert match and len(json.loads(match.group(1))["cards"]) == 106
