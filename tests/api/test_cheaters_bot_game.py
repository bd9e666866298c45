"""Monopoly: Cheaters Edition: a 6-player correspondence game of computer players through
the REST API, played to its end (issue 12, Tests: "API: a 6-player correspondence game of
bots to the end").

Six accounts register through the API, one creates the game, five join. Each decision is
taken by the game's registered "good" bot (``GameSpec.bots``) from exactly what the API
gives that seat (``GET /games/{id}/``: its view and legal actions) and sent
with ``POST .../moves/``. Where no seat may act (the accusation window of a
correspondence game waits for its deadline), the test runs the deadline sweep at the
deadline, as the Celery beat would. At the end: the result's places and reason, the
final cash of every seat against the result, no deed with two owners, at most 16 hotels,
every move stored, and the whole game replays from its seed and its moves to the stored
state.
"""

from __future__ import annotations

import datetime as dt
import pytest
from rest_framework.test import APIClient

from boardgames.bots.runner import seeded_rng
from boardgames.models import Game, Move
from boardgames.registry import get_engine, get_spec
from boardgames.services import deadlines_expire
from tests.engine_harness import replay

# A whole playout with every viewer read after every move: longer than the suite's
# default 300 s on a loaded machine.
pytestmark = [pytest.mark.django_db, pytest.mark.timeout(900)]

SLUG = "cheaters-edition"
MAX_STEPS = 6000  # far above what these games take; a guard against a game that never ends
SEED = 5  # the game's seed and the bots' choices: the same game every run (about 900 moves)


def registered(anon: APIClient, name: str) -> APIClient:
    token = anon.post("/api/v1/auth/register/", {"username": name, "password": "pass-word-123"},
                      format="json").json()["token"]
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {token}")
    return client


def bot_function():
    """The registered "good" bot of the game (docs/bots.md)."""
    import importlib

    path = dict(get_spec(SLUG).bots)["good"]
    module, name = path.split(":")
    return getattr(importlib.import_module(module), name)


def start(anon: APIClient) -> tuple[int, dict[int, APIClient]]:
    clients = [registered(anon, f"cheater{i}") for i in range(6)]
    game = clients[0].post("/api/v1/games/", {"game": SLUG, "players": 6, "options": {},
                                              "time_control": {"kind": "correspondence", "days": 3}},
                           format="json")
    assert game.status_code == 201, game.json()
    gid = game.json()["id"]
    Game.objects.filter(pk=gid).update(seed=SEED)  # the dice and cards, before the game starts
    for client in clients[1:]:
        assert client.post(f"/api/v1/games/{gid}/join/", {}, format="json").status_code == 200
    seats = {c.get(f"/api/v1/games/{gid}/").json()["my_seat"]: c for c in clients}
    assert sorted(seats) == list(range(6))
    return gid, seats


def one_step(gid: int, seats: dict[int, APIClient], bot, state: dict) -> tuple[dict, bool]:
    """One bot decision through the API (the lowest prompted seat that has an answer);
    ``(payload, moved)``; moved False when no seat may act now. ``state`` is the last
    payload received: when it is a seat's own (the answer to its move), that seat decides
    from it, as a client that just moved would, without asking again."""
    for seat in sorted({p["seat"] for p in state["prompts"] if p.get("kinds")}):
        client = seats[seat]
        if state.get("my_seat") == seat:
            mine = state
        else:
            mine = client.get(f"/api/v1/games/{gid}/").json()  # the seat's view and legal actions
        kinds = {k for p in mine["prompts"] if p["seat"] == seat for k in p.get("kinds", [])}
        legal = [a for a in mine["legal_actions"] if a["type"] in kinds]
        if not legal:
            continue
        action = bot(mine["view"], legal, seeded_rng(SEED, mine["version"], seat))
        response = client.post(f"/api/v1/games/{gid}/moves/", {"version": mine["version"], "action": action},
                               format="json")
        assert response.status_code == 201, (action, response.json())
        return response.json(), True
    return state, False


def test_six_bots_play_a_correspondence_game_to_the_end():
    anon = APIClient()
    gid, seats = start(anon)
    bot = bot_function()
    state = anon.get(f"/api/v1/games/{gid}/").json()
    assert state["status"] == "active" and len(state["view"]["seats"]) == 6
    steps = sweeps = 0
    while state["status"] == "active":
        state, moved = one_step(gid, seats, bot, state)
        if not moved:
            game = Game.objects.get(pk=gid)
            assert game.deadline is not None, "nobody may act and no deadline is pending"
            sweeps += deadlines_expire(gid, now=game.deadline + dt.timedelta(seconds=1), wait=True)
            state = anon.get(f"/api/v1/games/{gid}/").json()
        steps += 1
        assert steps < MAX_STEPS, "the game did not end"

    result = state["result"]
    assert state["status"] == "finished"
    assert len(result["places"]) == 6 and set(result["places"]) <= set(range(1, 7)) and 1 in result["places"]
    assert result["reason"] in {"bankruptcy", "final_run", "last_player", "round_limit"}
    assert [s["place"] for s in state["seats"]] == result["places"]
    game = Game.objects.get(pk=gid)
    s = game.state
    owners = [o for o in s["owners"] if o is not None]
    assert all(s["seats"][o]["status"] == "playing" for o in owners)  # no deed of a bankrupt
    assert sum(1 for level in s["levels"] if level) + s["hotels_left"] <= 16
    assert Move.objects.filter(game=game).count() == game.version
    log = [(m.seat, m.action) for m in game.moves.order_by("seq")]
    assert replay(get_engine(SLUG), 6, game.options, game.seed, log) == game.state
    print(f"cheaters 6-bot correspondence game: {game.version} moves, {steps} steps, {sweeps} sweeps, "
          f"reason {result['reason']}")
