"""强手棋 through the REST API: create and join rooms (the coin-room deposit chosen on
joining), roll, buy, and the errors a client sees."""

from __future__ import annotations

import pytest

from boardgames.models import Game

pytestmark = pytest.mark.django_db


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


def move(client, gid, version, action):
    return client.post(f"/api/v1/games/{gid}/moves/", {"version": version, "action": action}, format="json")


def test_create_join_roll_and_buy(two):
    ann, bob = two
    created = ann.post("/api/v1/games/", {"game": "qiangshou", "players": 2, "rated": False,
                                          "time_control": {"kind": "live", "seconds": 120}}, format="json")
    assert created.status_code == 201, created.json()
    gid = created.json()["id"]
    assert created.json()["status"] == "open" and created.json()["options"]["room"] == "normal"
    Game.objects.filter(pk=gid).update(seed=20261129)  # fixed dice for this test

    joined = bob.post(f"/api/v1/games/{gid}/join/", {}, format="json")
    assert joined.status_code == 200 and joined.json()["status"] == "active" and joined.json()["my_seat"] == 1
    detail = ann.get(f"/api/v1/games/{gid}/").json()
    view = detail["view"]
    assert len(view["board"]) == 40 and view["board"][0]["name"] == "银行"
    assert [s["cash"] for s in view["seats"]] == [4500, 4500]
    assert [(p["seat"], p["kinds"]) for p in detail["prompts"]] == [(0, ["roll"])]
    assert detail["legal_actions"] == [{"type": "roll"}, {"type": "resign"}]
    assert bob.get(f"/api/v1/games/{gid}/legal-actions/").json()["actions"] == [{"type": "resign"}]

    # Bob may not roll for Ann; a buy before a roll is refused with the rules' message.
    refused = move(bob, gid, 0, {"type": "roll"})
    assert refused.status_code == 403 and refused.json()["code"] == "not_your_turn"
    early = move(ann, gid, 0, {"type": "buy"})
    assert early.status_code == 400 and "roll" in early.json()["message"]

    # Roll (in turn) until somebody may buy, then buy.
    clients = {0: ann, 1: bob}
    version, bought = 0, None
    for _ in range(40):
        game = ann.get(f"/api/v1/games/{gid}/").json()
        pending = game["view"]["pending"]
        client = clients[pending["seat"]]
        if pending["kind"] == "buy":
            cash = game["view"]["seats"][pending["seat"]]["cash"]
            answer = move(client, gid, version, {"type": "buy"})
            assert answer.status_code == 201, answer.json()
            bought = (pending["seat"], pending["square"], pending["cost"], cash)
            version += 1
            break
        action = {"type": "roll"} if pending["kind"] == "roll" else {"type": "decline"}
        answer = move(client, gid, version, action)
        assert answer.status_code == 201, answer.json()
        version += 1
    assert bought is not None
    seat, square, price, cash_before = bought
    after = ann.get(f"/api/v1/games/{gid}/").json()
    assert after["version"] == version
    assert after["view"]["board"][square]["owner"] == seat
    assert after["view"]["seats"][seat]["cash"] == cash_before - price
    assert square in after["view"]["seats"][seat]["squares"]

    # The move list has the roll and the purchase as events, every one public.
    moves = ann.get(f"/api/v1/games/{gid}/moves/").json()["results"]
    assert [m["seq"] for m in moves] == list(range(1, version + 1))
    assert moves[0]["action"] == {"type": "roll"}
    assert {"dice", "move"} <= {e["type"] for e in moves[0]["events"]}
    last = moves[-1]
    assert last["action"] == {"type": "buy"}
    assert [(e["square"], e["price"]) for e in last["events"] if e["type"] == "buy"] == [(square, price)]

    # A repeated submission with the old version is a 409.
    stale = move(clients[seat], gid, version - 1, {"type": "buy"})
    assert stale.status_code == 409 and stale.json()["code"] == "stale_version"


def test_a_coin_room_takes_each_players_deposit_on_joining(two):
    ann, bob = two
    created = ann.post("/api/v1/games/", {"game": "qiangshou", "players": 2, "rated": False,
                                          "options": {"room": "coin"}, "seat_extra": {"deposit": 3}},
                       format="json")
    assert created.status_code == 201, created.json()
    gid = created.json()["id"]
    too_much = bob.post(f"/api/v1/games/{gid}/join/", {"seat_extra": {"deposit": 31}}, format="json")
    assert too_much.status_code == 400 and "0 to 30" in too_much.json()["message"]
    joined = bob.post(f"/api/v1/games/{gid}/join/", {"seat_extra": {"deposit": 5}}, format="json")
    assert joined.status_code == 200 and joined.json()["status"] == "active"
    view = joined.json()["view"]
    assert view["room"] == "coin"
    assert [(s["deposit"], s["deposit_left"]) for s in view["seats"]] == [(1500, 1500), (2500, 2500)]
    game = Game.objects.get(pk=gid)
    assert [s.extra for s in game.seats.order_by("index")] == [{"deposit": 3}, {"deposit": 5}]
    # joining held the start cash plus the deposit from each wallet (engine.seat_stake)
    from ratings.models import Wallet
    from ratings.services import WELCOME_COINS

    balances = {w.user.username: w.balance for w in Wallet.objects.select_related("user")}
    assert balances == {"ann": WELCOME_COINS - 4500 - 1500, "bob": WELCOME_COINS - 4500 - 2500}


def test_a_normal_room_refuses_a_deposit(two):
    ann, bob = two
    refused = ann.post("/api/v1/games/", {"game": "qiangshou", "players": 2, "seat_extra": {"deposit": 2}},
                       format="json")
    assert refused.status_code == 400
    assert "普通场" in refused.json()["message"] and "保证金" in refused.json()["message"]
    created = ann.post("/api/v1/games/", {"game": "qiangshou", "players": 2}, format="json")
    gid = created.json()["id"]
    refused = bob.post(f"/api/v1/games/{gid}/join/", {"seat_extra": {"deposit": 1}}, format="json")
    assert refused.status_code == 400 and "普通场" in refused.json()["message"]
    assert Game.objects.get(pk=gid).status == Game.Status.OPEN
