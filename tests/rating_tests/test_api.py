"""Ratings API: leaderboard, a user's ratings, rating history, my wallet."""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from ratings import services

from .helpers import finished_game, outcome, user

CC = {"jump_rule": "single", "mode": "ffa"}


@pytest.fixture
def played(db):
    ann, bob, cat = user("ann"), user("bob"), user("cat")
    g1 = finished_game("chinese-checkers", [ann, bob], outcome(["won", "lost"], [1, 2], finished_round=[30, None],
                                                                pieces_in_target=[10, 0]), options=CC)
    services.game_finished(g1)
    g2 = finished_game("chinese-checkers", [cat, ann, bob],
                       outcome(["won", "lost", "lost"], [1, 2, 3], finished_round=[30, 35, None],
                               pieces_in_target=[10, 10, 0]), options=CC)
    services.game_finished(g2)
    return {"ann": ann, "bob": bob, "cat": cat, "games": [g1, g2]}


def test_leaderboard(played):
    response = APIClient().get("/api/v1/ratings/chinese-checkers/leaderboard/")
    assert response.status_code == 200
    body = response.json()
    assert body["count"] == 3
    rows = body["results"]
    assert [r["username"] for r in rows] == ["ann", "cat", "bob"]
    assert [r["rank"] for r in rows] == [1, 2, 3]
    assert rows[0]["points"] == 25 + 15 and rows[0]["title"] == "顽童" and rows[0]["level"] == 1
    assert set(rows[0]) >= {"mu", "sigma", "ordinal", "games", "wins", "win_rate"}
    assert rows[0]["win_rate"] == 0.5
    assert rows[0]["ordinal"] == pytest.approx(rows[0]["mu"] - 3 * rows[0]["sigma"], abs=0.01)


def test_leaderboard_pages(played):
    body = APIClient().get("/api/v1/ratings/chinese-checkers/leaderboard/?page=2&page_size=1").json()
    assert body["count"] == 3
    assert [(r["rank"], r["username"]) for r in body["results"]] == [(2, "cat")]
    assert body["next"] and body["previous"]


def test_leaderboard_unknown_game_404(db):
    response = APIClient().get("/api/v1/ratings/no-such-game/leaderboard/")
    assert response.status_code == 404
    assert response.json()["code"] == "not_found"


def test_leaderboard_known_game_without_ratings_is_empty(db):
    body = APIClient().get("/api/v1/ratings/qiangshou/leaderboard/").json()
    assert body["count"] == 0 and body["results"] == []


def test_user_ratings(played):
    response = APIClient().get("/api/v1/users/ann/ratings/")
    assert response.status_code == 200
    [entry] = response.json()
    assert entry["game"] == "chinese-checkers" and entry["points"] == 40
    assert entry["games"] == 2 and entry["wins"] == 1 and entry["win_rate"] == 0.5
    assert entry["sigma"] < 25 / 3


def test_user_ratings_unknown_user_404(db):
    response = APIClient().get("/api/v1/users/nobody/ratings/")
    assert response.status_code == 404 and response.json()["code"] == "not_found"


def test_rating_history_oldest_first(played):
    services.rating_adjust(user(staff=True), played["ann"], "qiangshou", 7, "gift")
    body = APIClient().get("/api/v1/users/ann/rating-history/?game=chinese-checkers").json()
    rows = body["results"]
    assert [r["game_id"] for r in rows] == [g.pk for g in played["games"]]
    assert [r["points_after"] for r in rows] == [25, 40]
    assert rows[1]["points_before"] == 25 and rows[1]["delta"] == 15
    assert rows[0]["reason"]
    everything = APIClient().get("/api/v1/users/ann/rating-history/").json()["results"]
    assert len(everything) == 3 and everything[-1]["kind"] == "adjustment" and everything[-1]["game_id"] is None


def test_rating_history_errors(played):
    assert APIClient().get("/api/v1/users/nobody/rating-history/").status_code == 404
    assert APIClient().get("/api/v1/users/ann/rating-history/?game=nope").status_code == 404


def test_wallet(db):
    ann = user("ann")
    client = APIClient()
    assert client.get("/api/v1/me/wallet/").status_code in (401, 403)
    client.force_authenticate(ann)
    body = client.get("/api/v1/me/wallet/").json()
    assert body["welcome_pending"] and body["balance"] == 0 and body["available"] == services.WELCOME_COINS
    services.coins_grant(user(staff=True), ann, 50, "prize")
    body = client.get("/api/v1/me/wallet/").json()
    assert body["balance"] == services.WELCOME_COINS + 50 and not body["welcome_pending"]
    assert [e["kind"] for e in body["entries"]] == ["grant", "welcome"]


def test_schema_builds(db):
    response = APIClient().get("/api/v1/schema/")
    assert response.status_code == 200
    text = response.content.decode()
    assert "/api/v1/ratings/{game}/leaderboard/" in text
    assert "/api/v1/users/{username}/rating-history/" in text
