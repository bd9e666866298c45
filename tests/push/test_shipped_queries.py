"""The committer's views cost a fixed number of statements (issue 17): with every seat
and a spectator watching, :func:`boardgames.fanout.shipped_views` reads the seats'
skipped moves (``my_timeouts``) in one statement for all of them, not one per seat, and
each view it ships still equals GET /api/v1/games/{id}/ for that viewer."""

from __future__ import annotations

import json

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from boardgames import fanout, watchers
from boardgames.models import Move
from boardgames.services import deadlines_expire
from tests.correspondence.helpers import corr_game, move

pytestmark = pytest.mark.django_db


def api_view(game_id: int, user) -> dict:
    """GET /api/v1/games/{id}/ as ``user`` (None: anonymous), without ``server_time``."""
    client = Client()
    if user is not None:
        client.force_login(user)
    answer = client.get(f"/api/v1/games/{game_id}/")
    assert answer.status_code == 200
    return {k: v for k, v in answer.json().items() if k != "server_time"}


def test_shipped_views_of_all_seats_cost_fixed_statements_and_equal_the_api(make_user, monkeypatch, django_capture_on_commit_callbacks):
    users = [make_user(name) for name in ("ann", "bob", "cyd")]
    game = move(corr_game(users), users[0], 0)
    assert deadlines_expire(game.pk, now=game.deadline) == 1  # bob skipped
    game = move(game, users[2], 2)
    monkeypatch.setattr(watchers, "users", lambda game_id: {u.pk for u in users} | {None})
    calls = []
    real = fanout.shipped_views
    monkeypatch.setattr(fanout, "shipped_views", lambda *a: calls.append(a) or real(*a))
    with django_capture_on_commit_callbacks(execute=True):
        game = move(game, users[0], 0)  # bob to move, with one skipped move; ann just moved
    (committed, last), = calls
    skipped = Move.objects.get(game=game, by_timeout=True).created_at.isoformat()

    with CaptureQueriesContext(connection) as queries:
        shipped = real(committed, last)
    assert len(queries) == 1, [q["sql"] for q in queries]  # the watchers' seats' timeouts
    assert "ROW_NUMBER" in queries[0]["sql"]
    views = {key: json.loads(text)["game"] for key, text in shipped["views"].items()}
    assert sorted(views) == ["-", "0", "1", "2"]
    assert views["1"]["my_timeouts"] == {"skipped": [skipped], "limit": 3}
    assert views["0"]["my_timeouts"] == views["2"]["my_timeouts"] == {"skipped": [], "limit": 3}
    assert views["-"]["my_timeouts"] is None
    for key, view in views.items():
        user = users[int(key)] if key != "-" else None
        assert {k: v for k, v in view.items() if k != "server_time"} == api_view(game.pk, user)
