"""拥有者的决断 through the REST API: a rated 5-player correspondence game of bots played
to its end (chairmen answering in other players' turns), rank points from the RULINGS
table, the errors a client sees, and the replay equal to the stored state."""

from __future__ import annotations

import random

import pytest
from rest_framework.test import APIClient

from boardgames.registry import get_engine
from boardgames.models import Game
from ratings.models import RatingChange
from tests.engine_harness import replay

pytestmark = pytest.mark.django_db


def clients(n):
    out = []
    for i in range(n):
        token = APIClient().post("/api/v1/auth/register/", {"username": f"oc{i}", "password": "pass-word-123"},
                                 format="json").json()["token"]
        client = APIClient()
        client.credentials(HTTP_AUTHORIZATION=f"Token {token}")
        out.append(client)
    return out


def move(client, gid, version, action):
    return client.post(f"/api/v1/games/{gid}/moves/", {"version": version, "action": action}, format="json")


def bot_choice(rng, actions):
    """A bot: never resigns; prefers moving by paying, trades sometimes."""
    useful = [a for a in actions if a["type"] != "resign"]
    trades = [a for a in useful if a["type"] == "trade"]
    if trades and rng.random() < 0.3:
        return rng.choice(trades)
    rest = [a for a in useful if a["type"] != "trade"] or useful
    return rng.choice(rest)


def test_five_bots_play_a_rated_correspondence_game_to_the_end():
    bots = clients(5)
    created = bots[0].post("/api/v1/games/", {"game": "owners-choice", "players": 5, "rated": True,
                                              "time_control": {"kind": "correspondence", "days": 3}}, format="json")
    assert created.status_code == 201, created.json()
    gid = created.json()["id"]
    for bot in bots[1:]:
        assert bot.post(f"/api/v1/games/{gid}/join/", {}, format="json").status_code == 200
    seats = {bot.get(f"/api/v1/games/{gid}/").json()["my_seat"]: bot for bot in bots}
    state = bots[0].get(f"/api/v1/games/{gid}/").json()
    view = state["view"]
    assert [s["cash"] for s in view["seats"]] == [390] * 5 and view["fund"] == 0
    assert sum(s["shares"]["blue"] for s in view["seats"]) == 6
    assert "rng" not in str(view.keys())
    rng = random.Random(11)
    moves, off_turn = 0, 0
    while state["status"] == "active":
        prompt = state["prompts"][0]
        seat = prompt["seat"]
        if seat != state["view"]["turn"]["seat"]:
            off_turn += 1
        mine = seats[seat].get(f"/api/v1/games/{gid}/legal-actions/").json()
        response = move(seats[seat], gid, mine["version"], bot_choice(rng, mine["actions"]))
        assert response.status_code == 201, response.json()
        state = response.json()
        moves += 1
        assert moves < 1500
    assert off_turn > 0  # decisions by chairmen (or holders) during another player's turn
    result = state["result"]
    assert state["status"] == "finished" and result["reason"] == "finished"
    cash = [s["cash"] for s in result["seats"]]
    order = sorted(range(5), key=lambda p: (-cash[p], p))
    assert [result["places"][p] for p in order] == [1, 2, 3, 4, 5]
    points = {c.seat: c.delta for c in RatingChange.objects.filter(game_id=gid)}
    assert [points[p] for p in order] == [25, 10, -5, -10, -20]
    row = Game.objects.get(pk=gid)
    log = [(m.seat, m.action) for m in row.moves.order_by("seq")]
    assert replay(get_engine("owners-choice"), 5, row.options, row.seed, log) == row.state


def test_errors_a_client_sees():
    ann, bob = clients(2)
    gid = ann.post("/api/v1/games/", {"game": "owners-choice", "players": 2, "rated": False,
                                      "time_control": {"kind": "live", "seconds": 60}}, format="json").json()["id"]
    bob.post(f"/api/v1/games/{gid}/join/", {}, format="json")
    detail = ann.get(f"/api/v1/games/{gid}/").json()
    assert detail["prompts"][0]["seat"] == 0 and detail["prompts"][0]["kinds"] == ["trade", "move", "roll"]
    assert move(bob, gid, 0, {"type": "roll", "pawn": 0}).status_code == 403
    bad = move(ann, gid, 0, {"type": "move", "pawn": 0, "steps": 5})
    assert bad.status_code == 400 and "1 to 4" in bad.json()["message"]
    extra = move(ann, gid, 0, {"type": "trade", "buy": {"red": 1}, "note": "x"})
    assert extra.status_code == 400 and "note" in extra.json()["message"]
    too_many = move(ann, gid, 0, {"type": "trade", "buy": {"red": 13}})
    assert too_many.status_code == 400
    assert Game.objects.get(pk=gid).version == 0
    poor = move(ann, gid, 0, {"type": "trade", "buy": {"red": 1}})  # 690 - 6 x 100 = 90 left
    assert poor.status_code == 400 and "costs 100" in poor.json()["message"]
    held = next(c for c, n in detail["view"]["seats"][0]["shares"].items() if n)
    ok = move(ann, gid, 0, {"type": "trade", "sell": {held: 1}})
    assert ok.status_code == 201 and ok.json()["view"]["seats"][0]["cash"] == 90 + 100
    assert ok.json()["prompts"][0]["kinds"] == ["move", "roll"]
