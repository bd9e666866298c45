"""Monopoly: Cheaters Edition: the API's refusals in the player's language.

The engine's messages are English templates marked for the catalogues
(``core.gettext_noop``); the move service answers with ``gettext(template) % params``
(``services.play.rules_message``), a cheat's or a square's name (``core.Term``) in the
page language too. Ann (seat 0) has the first roll of a 2-player game."""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from boardgames.engines.cheaters import data

pytestmark = pytest.mark.django_db

ZH = {"HTTP_ACCEPT_LANGUAGE": "zh-hans"}
EN = {"HTTP_ACCEPT_LANGUAGE": "en"}


def player(name: str) -> APIClient:
    token = APIClient().post("/api/v1/auth/register/", {"username": name, "password": "pass-word-123"},
                             format="json").json()["token"]
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {token}")
    return client


@pytest.fixture
def game():
    ann, bob = player("ann"), player("bob")
    created = ann.post("/api/v1/games/", {"game": "cheaters-edition", "players": 2, "rated": False,
                                          "time_control": {"kind": "live", "seconds": 120}}, format="json")
    assert created.status_code == 201, created.json()
    gid = created.json()["id"]
    assert bob.post(f"/api/v1/games/{gid}/join/", {}, format="json").status_code == 200
    return ann, bob, gid


def move(client, gid, action, **headers):
    version = client.get(f"/api/v1/games/{gid}/").json()["version"]
    return client.post(f"/api/v1/games/{gid}/moves/", {"version": version, "action": action}, format="json",
                       **headers)


def test_a_refused_cheaters_move_speaks_chinese_to_a_chinese_user(game):
    ann, bob, gid = game
    refused = move(ann, gid, {"type": "pay_bail"}, **ZH)
    assert refused.status_code == 400 and refused.json()["code"] == "illegal_action"
    assert refused.json()["message"] == "你不在监狱里。"
    english = move(ann, gid, {"type": "pay_bail"}, **EN)
    assert english.status_code == 400 and english.json()["message"] == "You are not in jail."
    other = move(bob, gid, {"type": "roll"}, **ZH)
    assert other.status_code == 403 and other.json()["message"] == "你现在没有要做的决定。"


def test_a_chinese_refusal_fills_in_its_values_and_names_the_cheat_in_chinese(game):
    ann, _, gid = game
    view = ann.get(f"/api/v1/games/{gid}/").json()["view"]
    face_down = next(c for c in data.CHEAT_IDS if c not in [card["id"] for card in view["face_up"]]
                     and c not in ("extra_allowance", "escape_artist"))
    name = {c["id"]: c["name"] for c in data.CHEATS}[face_down]  # the seed's (Simplified) name
    refused = move(ann, gid, {"type": "cheat", "cheat": face_down, "amount": 5, "target": 1, "square": 1,
                              "total": 5, "target_square": 3, "card": "CH01"}, **ZH)
    assert refused.status_code == 400, refused.json()
    assert refused.json()["message"] == (f"现在不能用{name}：只能用正面朝上的作弊卡，在你自己的回合、它适用的场合，"
                                         "每回合一次。")
    wrong = move(ann, gid, {"type": "end_turn"}, **ZH)
    assert wrong.status_code == 403
    assert wrong.json()["message"] == ("现在不接受“结束回合”：当前要做的决定是：掷骰子"
                                       "（掷骰子、支付保释金、使用卡、建酒店、提出交易、作弊）。")
