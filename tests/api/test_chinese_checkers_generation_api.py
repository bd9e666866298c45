"""QQ跳棋 through the REST API: a position's legal moves are generated once per process
(the engine's memo, issue 17), however often the answer to a move, the seat's GET of its
legal actions and its game page ask for them; the POST itself generates none (apply
checks only the submitted path, and the next seat's "has a move" is answered by a step)."""

from __future__ import annotations

import pytest

from boardgames.engines.chinese_checkers.engine import coord_paths
from boardgames.engines.chinese_checkers.moves import legal_paths

from .test_games_api import authed, register

pytestmark = pytest.mark.django_db


def generated() -> int:
    """How many positions' moves were generated (memo misses) so far."""
    return legal_paths.cache_info().misses


@pytest.mark.parametrize("items", [False, True])
def test_each_position_is_generated_once(api, items):
    from rest_framework.test import APIClient

    anon = APIClient()
    ann = authed(APIClient, register(anon, "ann"))
    bob = authed(APIClient, register(anon, "bob"))
    gid = ann.post("/api/v1/games/", {"game": "chinese-checkers", "players": 2,
                                      "options": {"items": items}}, format="json").json()["id"]
    assert bob.post(f"/api/v1/games/{gid}/join/", {}, format="json").status_code == 200
    legal_paths.cache_clear()
    coord_paths.cache_clear()
    players = (ann, bob)
    for version in range(4):
        mover = players[version % 2]
        before = generated()
        actions = mover.get(f"/api/v1/games/{gid}/legal-actions/").json()["actions"]
        assert mover.get(f"/api/v1/games/{gid}/").json()["legal_actions"] == actions
        assert mover.get(f"/api/v1/games/{gid}/legal-actions/").json()["actions"] == actions
        assert generated() == before + 1
        move = [a for a in actions if a["type"] == "move"][-1]
        answer = mover.post(f"/api/v1/games/{gid}/moves/", {"version": version, "action": move}, format="json")
        assert answer.status_code == 201, answer.json()
        assert generated() == before + 1  # the POST and its answer generated nothing


def test_an_item_rooms_item_uses_are_listed_once_per_position(api):
    """Item rooms: the ~230 item uses of a position are listed once (the memo
    ``item_actions.listed_uses``, keyed on the board, the seat, its items, the camps and
    the seats playing), whoever asks; the POST and its answer list none."""
    from rest_framework.test import APIClient

    from boardgames.engines.chinese_checkers.item_actions import listed_uses

    anon = APIClient()
    ann = authed(APIClient, register(anon, "ann"))
    bob = authed(APIClient, register(anon, "bob"))
    gid = ann.post("/api/v1/games/", {"game": "chinese-checkers", "players": 2,
                                      "options": {"items": True}}, format="json").json()["id"]
    assert bob.post(f"/api/v1/games/{gid}/join/", {}, format="json").status_code == 200
    listed_uses.cache_clear()
    players = (ann, bob)
    for version in range(4):
        mover = players[version % 2]
        before = listed_uses.cache_info().misses
        actions = mover.get(f"/api/v1/games/{gid}/legal-actions/").json()["actions"]
        assert mover.get(f"/api/v1/games/{gid}/").json()["legal_actions"] == actions
        assert mover.get(f"/api/v1/games/{gid}/legal-actions/").json()["actions"] == actions
        assert len([a for a in actions if a["type"] == "item"]) >= 229  # every item held still: 229 at the opening
        assert listed_uses.cache_info().misses == before + 1
        move = [a for a in actions if a["type"] == "move"][-1]
        answer = mover.post(f"/api/v1/games/{gid}/moves/", {"version": version, "action": move}, format="json")
        assert answer.status_code == 201, answer.json()
        assert listed_uses.cache_info().misses == before + 1
