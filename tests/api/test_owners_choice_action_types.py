"""拥有者的决断 through the move service: every declared action type passes the shape
gate (engines/shapes.py) and is applied (201), from positions set up in the stored game;
``timeout`` is refused from a client (server only)."""

from __future__ import annotations

import pytest

from boardgames.engines.owners_choice import ENGINE, data
from boardgames.models import Game
from tests.engines.owners_choice_support import Dice, position

from .test_owners_choice_api import clients, move

pytestmark = pytest.mark.django_db
HOLDINGS = [{"red": 1, "yellow": 1, "green": 1, "blue": 1}, {"red": 3, "yellow": 3, "green": 3, "blue": 3}, {}]


@pytest.fixture
def game():
    """A 3-player correspondence game; returns (game id, clients by seat)."""
    bots = clients(3)
    gid = bots[0].post("/api/v1/games/", {"game": "owners-choice", "players": 3, "rated": False,
                                          "time_control": {"kind": "correspondence", "days": 3}},
                       format="json").json()["id"]
    for bot in bots[1:]:
        assert bot.post(f"/api/v1/games/{gid}/join/", {}, format="json").status_code == 200
    return gid, {bot.get(f"/api/v1/games/{gid}/").json()["my_seat"]: bot for bot in bots}


def put(gid, state):
    """Store ``state`` as the game's current position; returns its version."""
    row = Game.objects.get(pk=gid)
    row.state = state
    row.save()
    return row.version


def send(gid, seats, seat, action):
    version = seats[seat].get(f"/api/v1/games/{gid}/").json()["version"]
    response = move(seats[seat], gid, version, action)
    assert response.status_code == 201, (action, response.json())
    return response.json()["view"]


def test_every_action_type_is_accepted(game, monkeypatch):
    gid, seats = game
    dice = Dice(monkeypatch)
    done = set()

    def go(seat, action):
        done.add(action["type"])
        return send(gid, seats, seat, action)

    put(gid, position(shares=HOLDINGS))
    go(0, {"type": "trade", "sell": {"red": 1}, "buy": {"blue": 1}})
    dice.queue(("other_up", 1))
    assert go(0, {"type": "move", "pawn": 0, "steps": 1})["pending"]["kind"] == "company"  # red square
    assert go(1, {"type": "company_die"})["pending"]["kind"] == "target"
    assert go(1, {"type": "choose_company", "company": "green"})["companies"]["green"]["price"] == 110
    put(gid, position(shares=HOLDINGS, fund=50))
    dice.queue(("steps", 3), ("down_take", 1))
    go(0, {"type": "roll", "pawn": 0})  # green square
    view = go(1, {"type": "fund_die"})
    assert view["fund"] == 0 and view["seats"][1]["cash"] == 690 + 50 and view["companies"]["green"]["price"] == 90
    for answer in ({"type": "swap", "with": 1, "give": "red", "take": "blue"}, {"type": "decline"}):
        put(gid, position(shares=HOLDINGS, pawns=(5, 0)))
        dice.queue(("swap", 0))
        assert go(0, {"type": "move", "pawn": 0, "steps": 1})["pending"]["kind"] == "swap"  # event square
        view = go(0, answer)
        assert view["seats"][0]["shares"]["blue"] == (2 if answer["type"] == "swap" else 1)
        assert go(0, {"type": "end_turn"})["turn"]["seat"] == 1  # moved, not traded: the turn is open
    put(gid, position(shares=HOLDINGS, cells={"red": data.SUSPENDED}))
    dice.queue(("up", 2), ("dividend", 0), ("nothing", 0), ("dividend", 0))
    assert go(0, {"type": "move", "pawn": 0, "steps": 1})["pending"]["kind"] == "relist"
    view = go(0, {"type": "relist"})
    assert view["companies"]["red"]["price"] == 40 and view["seats"][0]["cash"] == 670 + 40
    assert go(2, {"type": "resign"})["seats"][2]["status"] == "resigned"
    assert done == set(ENGINE.action_shapes) - {"timeout"}
    refused = move(seats[0], gid, Game.objects.get(pk=gid).version, {"type": "timeout"})
    assert refused.status_code == 400 and "server" in refused.json()["message"]
