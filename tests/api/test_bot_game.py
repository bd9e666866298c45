"""A 6-player correspondence game of bots through the REST API, played to its end."""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from boardgames.models import Game, Move
from boardgames.registry import get_engine
from tests.engine_harness import replay

pytestmark = pytest.mark.django_db

# The tip hole of each camp (docs/rules/chinese-checkers.md, "Board and coordinates").
TIPS = {0: (4, -8), 1: (8, -4), 2: (4, 4), 3: (-4, 8), 4: (-8, 4), 5: (-4, -4)}


def distance(a, b) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return max(abs(dq), abs(dr), abs(dq + dr))


def bot_move(view: dict, seat: int, actions: list[dict]) -> dict:
    """A simple bot: the move that gains most toward the target tip (the laggard piece
    first); with no gain, the move that brings an outside piece nearest to a free hole
    of the target camp."""
    me = view["seats"][seat]
    tip = TIPS[me["target"]]
    camp = [(h["q"], h["r"]) for h in view["holes"] if h["camp"] == me["target"]]
    free = [h for h in camp if not any(tuple(p) == h for p in me["pieces"])]
    moves = [a for a in actions if a["type"] == "move"]

    def to_free(hole) -> int:
        return min((distance(hole, h) for h in free), default=0)

    def score(a):
        start, end = tuple(a["path"][0]), tuple(a["path"][-1])
        return (distance(start, tip) - distance(end, tip), -to_free(end) if start not in camp else -99,
                distance(start, tip))

    best = max(moves, key=score)
    if score(best)[0] <= 0:
        best = min(moves, key=lambda a: (tuple(a["path"][0]) in camp, to_free(tuple(a["path"][-1]))))
    return best


def test_six_bots_play_a_correspondence_game_to_the_end():
    anon = APIClient()
    bots = []
    for i in range(6):
        token = anon.post("/api/v1/auth/register/", {"username": f"bot{i}", "password": "pass-word-123"},
                          format="json").json()["token"]
        client = APIClient()
        client.credentials(HTTP_AUTHORIZATION=f"Token {token}")
        bots.append(client)
    game = bots[0].post("/api/v1/games/", {"game": "chinese-checkers", "players": 6, "options": {"mode": "ffa"},
                                           "time_control": {"kind": "correspondence", "days": 14}},
                        format="json").json()
    gid = game["id"]
    for bot in bots[1:]:
        assert bot.post(f"/api/v1/games/{gid}/join/", {}, format="json").status_code == 200
    seats = {bot.get(f"/api/v1/games/{gid}/").json()["my_seat"]: bot for bot in bots}
    assert sorted(seats) == list(range(6))
    state = anon.get(f"/api/v1/games/{gid}/").json()
    deadline = state["prompts"][0]["deadline"]
    assert deadline > state["started_at"]  # 14 days from the start
    moves = 0
    while state["status"] == "active":
        seat = state["prompts"][0]["seat"]
        mine = seats[seat].get(f"/api/v1/games/{gid}/legal-actions/").json()
        action = bot_move(state["view"], seat, mine["actions"])
        response = seats[seat].post(f"/api/v1/games/{gid}/moves/", {"version": mine["version"], "action": action},
                                    format="json")
        assert response.status_code == 201, response.json()
        state = response.json()
        moves += 1
        assert moves < 1000
    result = state["result"]
    assert state["status"] == "finished" and result["reason"] == "finished"
    winner = result["places"].index(1)
    assert result["seats"][winner]["status"] == "won" and result["seats"][winner]["pieces_in_target"] == 10
    assert [s["place"] for s in state["seats"]] == result["places"]
    game_row = Game.objects.get(pk=gid)
    assert Move.objects.filter(game=game_row).count() == game_row.version
    log = [(m.seat, m.action) for m in game_row.moves.order_by("seq")]
    assert replay(get_engine("chinese-checkers"), 6, game_row.options, game_row.seed, log) == game_row.state
