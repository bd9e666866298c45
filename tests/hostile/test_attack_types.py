"""Values of the wrong JSON type where the schema says ``string`` or ``integer``: DRF's
fields coerced them (a chat post ``{"text": 0}`` was stored as "0", a vacation of
``{"days": "3"}`` began); they are 400s and change nothing (schemathesis ST201 found
the chat one)."""

from __future__ import annotations

import pytest

from boardgames.models import Vacation
from chat.models import ChatMessage

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("text", [0, 12.5, True, ["hi"], {"t": "hi"}])
def test_a_chat_post_whose_text_is_not_a_string_is_a_400(make_user, api, start_game, text):
    ann, bob = make_user("ann"), make_user("bob")
    game = start_game([ann, bob])
    response = api(ann).post(f"/api/v1/games/{game.pk}/chat/", {"text": text}, format="json")
    assert response.status_code == 400, response.content[:300]
    assert response.json()["code"] == "invalid_request"
    assert ChatMessage.objects.count() == 0
    assert api(ann).post(f"/api/v1/games/{game.pk}/chat/", {"text": "0"}, format="json").status_code == 201


@pytest.mark.parametrize("days", ["3", 3.0, True, "٣"])
def test_vacation_days_that_are_not_a_json_integer_are_a_400(make_user, api, days):
    client = api(make_user("ann"))
    response = client.post("/api/v1/me/vacation/", {"days": days}, format="json")
    assert response.status_code == 400, response.content[:300]
    assert Vacation.objects.count() == 0
    assert client.post("/api/v1/me/vacation/", {"days": 3}, format="json").status_code == 201


@pytest.mark.parametrize("value", ["2", 2.0, True])
def test_room_numbers_that_are_not_json_integers_are_a_400(make_user, api, value):
    """POST /games/ ``players`` and ``bot_count``, join's ``seat`` and ``team``: the schema
    says integer; DRF's IntegerField also took ``"2"``, ``2.0`` (and ``True`` as 1)."""
    from boardgames.models import Game

    ann, bob = api(make_user("ann")), api(make_user("bob"))
    base = {"game": "chinese-checkers", "players": 2, "time_control": {"kind": "live", "seconds": 60}}
    for field in ("players", "bot_count"):
        refused = ann.post("/api/v1/games/", {**base, field: value, **({"bots": "random"} if field == "bot_count" else {})},
                           format="json")
        assert refused.status_code == 400 and field in refused.json()["message"], refused.json()
    assert not Game.objects.exists()
    room = ann.post("/api/v1/games/", base, format="json").json()
    for field in ("seat", "team"):
        refused = bob.post(f"/api/v1/games/{room['id']}/join/", {field: value}, format="json")
        assert refused.status_code == 400 and field in refused.json()["message"], refused.json()
    assert Game.objects.get(pk=room["id"]).status == Game.Status.OPEN  # bob did not take the last seat
