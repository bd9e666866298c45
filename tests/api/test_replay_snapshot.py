"""Replay at every move equals the game as it was after that move: the view (round,
cash, positions: the player panels), the pending prompts and the seconds their clocks
showed (GET /games/{id}/replay/?seq=k, boardgames/replay.py)."""

from __future__ import annotations

import datetime as dt

import pytest

from boardgames.models import Game

pytestmark = pytest.mark.django_db

MOVES = 40


def register(client, username):
    response = client.post("/api/v1/auth/register/", {"username": username, "password": "pass-word-123"},
                           format="json")
    assert response.status_code == 201, response.json()
    return response.json()["token"]


@pytest.fixture
def two():
    from rest_framework.test import APIClient

    clients = []
    for name in ("ann", "bob"):
        client = APIClient()
        client.credentials(HTTP_AUTHORIZATION=f"Token {register(APIClient(), name)}")
        clients.append(client)
    return clients


def snapshot(detail: dict) -> dict:
    """What replay must reproduce of a live payload."""
    return {"view": detail["view"], "prompts": [(p["seat"], p["key"], p["kinds"]) for p in detail["prompts"]]}


def test_replay_at_every_move_equals_the_state_after_it(two):
    ann, bob = two
    created = ann.post("/api/v1/games/", {"game": "qiangshou", "players": 2, "rated": False,
                                          "time_control": {"kind": "live", "seconds": 120}}, format="json")
    gid = created.json()["id"]
    Game.objects.filter(pk=gid).update(seed=20261129)
    bob.post(f"/api/v1/games/{gid}/join/", {}, format="json")
    clients = {0: ann, 1: bob}
    seen = [ann.get(f"/api/v1/games/{gid}/").json()]
    while len(seen) <= MOVES and seen[-1]["status"] == "active":
        detail = seen[-1]
        seat = detail["prompts"][0]["seat"]
        mine = clients[seat].get(f"/api/v1/games/{gid}/").json()
        action = next(a for a in mine["legal_actions"] if a["type"] != "resign")
        posted = clients[seat].post(f"/api/v1/games/{gid}/moves/", {"version": mine["version"], "action": action}, format="json")
        assert posted.status_code == 201, posted.json()
        seen.append(ann.get(f"/api/v1/games/{gid}/").json())
    assert len(seen) > 20 and seen[-1]["view"]["round"] > 1  # several rounds: a middle move is not the end
    moves = {m["seq"]: m for m in ann.get(f"/api/v1/games/{gid}/moves/").json()["results"]}

    for k, detail in enumerate(seen):
        replay = ann.get(f"/api/v1/games/{gid}/replay/?seq={k}").json()
        assert replay["seq"] == k
        got = {"view": replay["view"], "prompts": [(p["seat"], p["key"], p["kinds"]) for p in replay["prompts"]]}
        assert got == snapshot(detail), k
        if k == 0 or detail["status"] != "active":
            continue
        made = dt.datetime.fromisoformat(moves[k]["created_at"])
        for p, live in zip(replay["prompts"], detail["prompts"]):
            expected = (dt.datetime.fromisoformat(live["deadline"]) - made).total_seconds()
            assert abs(p["seconds_left"] - expected) <= 1, (k, p, live)
    middle = len(seen) // 2
    assert ann.get(f"/api/v1/games/{gid}/replay/?seq={middle}").json()["view"]["round"] == seen[middle]["view"]["round"]
    assert seen[middle]["view"]["round"] < seen[-1]["view"]["round"]
