"""The mover's answer reuses the view its push built (issue 17, fifth pass): when the
mover has a page open, the committer builds the mover's seat's payload after the commit
(``fanout.shipped_views``), and the POST's 201 answer is that payload, not a second
build; it still equals GET /api/v1/games/{id}/ for the mover, and no other seat's view
is ever the answer."""

from __future__ import annotations

import pytest

from boardgames import selectors, watchers
from boardgames.registry import get_engine
from tests.push.test_shipped_queries import api_view

# Real commits: the push runs at the move's commit, before the answer, as on the server.
pytestmark = pytest.mark.django_db(transaction=True)
ENGINE = get_engine("chinese-checkers")


@pytest.mark.parametrize("watching", ["mover and spectator", "others only", "nobody"])
def test_the_answer_is_the_pushed_payload_of_the_movers_seat(make_user, start_game, api, monkeypatch, watching):
    ann, bob = make_user("ann"), make_user("bob")
    game = start_game([ann, bob], time_control={"kind": "live", "seconds": 60})
    seat = ENGINE.prompts(game.state)[0].seat
    mover, other = [ann, bob][seat], [ann, bob][1 - seat]
    open_sockets = {"mover and spectator": {mover.pk, None}, "others only": {other.pk, None}, "nobody": set()}[watching]
    monkeypatch.setattr(watchers, "users", lambda game_id: set(open_sockets))
    built = []
    real = selectors.view_payload
    monkeypatch.setattr(selectors, "view_payload", lambda g, index, *a, **k: built.append(index) or real(g, index, *a, **k))
    action = next(a for a in ENGINE.legal_actions(game.state, seat) if a["type"] == "move")
    answer = api(mover).post(f"/api/v1/games/{game.pk}/moves/", {"version": 0, "action": action}, format="json")
    assert answer.status_code == 201, answer.content
    expected_builds = {"mover and spectator": [seat, None], "others only": [1 - seat, None, seat], "nobody": [seat]}
    assert sorted(built, key=str) == sorted(expected_builds[watching], key=str)
    body = answer.json()
    assert body["my_seat"] == seat and body["version"] == 1 and body["last_move"]["seq"] == 1
    monkeypatch.setattr(selectors, "view_payload", real)
    assert {k: v for k, v in body.items() if k != "server_time"} == api_view(game.pk, mover)
