"""QQ跳棋 item rooms through the REST API: the room option, item actions with their
status codes and messages, the history and replay showing item events, and a rated item
room scored by the same tables as a plain one."""

from __future__ import annotations

import pytest

from boardgames.models import Game

from .test_games_api import authed, register

pytestmark = pytest.mark.django_db


@pytest.fixture
def room(api):
    from rest_framework.test import APIClient

    anon = APIClient()
    ann = authed(APIClient, register(anon, "ann"))
    bob = authed(APIClient, register(anon, "bob"))
    created = ann.post("/api/v1/games/", {"game": "chinese-checkers", "players": 2, "rated": True,
                                          "options": {"items": True, "jump_rule": "single"}}, format="json")
    assert created.status_code == 201, created.json()
    gid = created.json()["id"]
    assert bob.post(f"/api/v1/games/{gid}/join/", {}, format="json").status_code == 200
    return anon, ann, bob, gid


def post(client, gid, version, action):
    return client.post(f"/api/v1/games/{gid}/moves/", {"version": version, "action": action}, format="json")


def test_items_option_is_listed(api):
    from rest_framework.test import APIClient

    cc = next(t for t in APIClient().get("/api/v1/game-types/").json() if t["game"] == "chinese-checkers")
    option = next(o for o in cc["options"] if o["name"] == "items")
    assert (option["kind"], option["default"], option["label"]) == ("bool", False, "道具场 (items)")


def test_item_actions_status_codes_and_history(room):
    anon, ann, bob, gid = room
    legal = ann.get(f"/api/v1/games/{gid}/legal-actions/").json()["actions"]
    items = [a for a in legal if a["type"] == "item"]
    assert {a["item"] for a in items} == {"roadblock", "road_worker", "power_marble", "wings", "tornado"}
    assert {"type": "item", "item": "roadblock", "hole": [0, -4]} in items

    bad = post(ann, gid, 0, {"type": "item", "item": "roadblock", "hole": [0, 4]})
    assert bad.status_code == 400
    assert bad.json()["message"] == ("路障 (roadblock) cannot be played: (0, 4): none of your pieces is "
                                     "within 3 holes of it.")
    extra = post(ann, gid, 0, {"type": "item", "item": "power_marble", "to": [0, 0]})
    assert extra.status_code == 400 and "takes no field" in extra.json()["message"]
    out_of_turn = post(bob, gid, 0, {"type": "item", "item": "power_marble"})
    assert out_of_turn.status_code == 403
    assert Game.objects.get(pk=gid).version == 0

    placed = post(ann, gid, 0, {"type": "item", "item": "roadblock", "hole": [0, -4]})
    assert placed.status_code == 201, placed.json()
    twice = post(ann, gid, 1, {"type": "item", "item": "tornado", "hole": [0, 0]})
    assert twice.status_code == 400 and "At most one item a turn" in twice.json()["message"]
    view = bob.get(f"/api/v1/games/{gid}/").json()["view"]
    assert view["obstacles"][0]["kind"] == "roadblock" and view["obstacles"][0]["rounds_left"] == 3
    assert view["seats"][0]["items"]["roadblock"] == 0 and view["seats"][1]["items"]["roadblock"] == 1
    move = next(a for a in ann.get(f"/api/v1/games/{gid}/legal-actions/").json()["actions"] if a["type"] == "move")
    assert post(ann, gid, 1, move).status_code == 201

    history = anon.get(f"/api/v1/games/{gid}/moves/").json()["results"]
    assert [h["action"]["type"] for h in history] == ["item", "move"]
    replay = anon.get(f"/api/v1/games/{gid}/replay/?seq=1").json()["view"]
    hole = next(h for h in replay["holes"] if (h["q"], h["r"]) == (0, -4))
    assert hole["obstacle"] == {"kind": "roadblock", "rounds_left": 3}


def _deltas(gid):
    from ratings.models import RatingChange

    return sorted((c.user.username, c.points_after - c.points_before)
                  for c in RatingChange.objects.filter(game_id=gid))


def test_rated_item_room_is_scored_like_a_plain_one(room):
    anon, ann, bob, gid = room
    assert post(ann, gid, 0, {"type": "item", "item": "power_marble"}).status_code == 201
    assert post(bob, gid, 1, {"type": "resign"}).status_code == 201
    final = anon.get(f"/api/v1/games/{gid}/").json()
    assert final["status"] == "finished" and final["result"]["places"] == [1, 2]
    plain = ann.post("/api/v1/games/", {"game": "chinese-checkers", "players": 2, "rated": True,
                                        "options": {"jump_rule": "single"}}, format="json").json()["id"]
    assert bob.post(f"/api/v1/games/{plain}/join/", {}, format="json").status_code == 200
    assert post(bob, plain, 0, {"type": "resign"}).status_code == 201
    item_deltas = _deltas(gid)
    # Resigning before round 11: only the resigner loses points (seed 计分等级 限制).
    assert item_deltas and dict(item_deltas)["ann"] == 0 and dict(item_deltas)["bob"] < 0
    assert [d for _, d in _deltas(plain)] == [d for _, d in item_deltas]


def test_six_bots_play_an_item_room_to_the_end(settings):
    """A 6-player item room of bots through the API: the bots use items now and then
    (every kind shows up), the game ends, and replaying the stored log gives the stored
    state (the tornadoes included). The bots move at machine speed, faster than the
    per-user move rate allows a person (600 a minute), so the rate is lifted here."""
    import random

    settings.THROTTLE_RATES = {**settings.THROTTLE_RATES, "move": "100000/min"}

    from rest_framework.test import APIClient

    from boardgames.registry import get_engine
    from tests.api.test_bot_game import bot_move
    from tests.engine_harness import replay

    anon = APIClient()
    bots = [authed(APIClient, register(anon, f"bot{i}")) for i in range(6)]
    gid = bots[0].post("/api/v1/games/", {"game": "chinese-checkers", "players": 6, "options": {"items": True},
                                          "time_control": {"kind": "correspondence", "days": 14}},
                       format="json").json()["id"]
    for bot in bots[1:]:
        assert bot.post(f"/api/v1/games/{gid}/join/", {}, format="json").status_code == 200
    seats = {bot.get(f"/api/v1/games/{gid}/").json()["my_seat"]: bot for bot in bots}
    rng = random.Random(6)
    state = anon.get(f"/api/v1/games/{gid}/").json()
    used, steps = set(), 0
    while state["status"] == "active":
        seat = state["prompts"][0]["seat"]
        mine = seats[seat].get(f"/api/v1/games/{gid}/legal-actions/").json()
        items = [a for a in mine["actions"] if a["type"] == "item"]
        if items and rng.random() < 0.2:
            action = rng.choice(items)
            used.add(action["item"])
        else:
            action = bot_move(state["view"], seat, mine["actions"])
        response = seats[seat].post(f"/api/v1/games/{gid}/moves/", {"version": mine["version"], "action": action},
                                    format="json")
        assert response.status_code == 201, response.json()
        state = response.json()
        steps += 1
        assert steps < 2000
    assert state["status"] == "finished" and state["result"]["reason"] in ("finished", "anti_passivity")
    assert used == {"roadblock", "road_worker", "power_marble", "wings", "swap", "tornado"}
    row = Game.objects.get(pk=gid)
    log = [(m.seat, m.action) for m in row.moves.order_by("seq")]
    assert replay(get_engine("chinese-checkers"), 6, row.options, row.seed, log) == row.state
