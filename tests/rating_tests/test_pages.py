"""Ratings pages, the profile fragment, and the admin's adjustment and grant forms.

The pages extend ``base.html`` (another app's template, still changing): these tests
put a minimal ``base.html`` first in the template path, so they check only our parts."""

from __future__ import annotations

import pytest
from django.template.loader import render_to_string

from ratings import selectors, services
from ratings.models import LedgerEntry, RatingChange

from .helpers import assert_totals_consistent, finished_game, outcome, user

CC = {"jump_rule": "single", "mode": "ffa"}
MINIMAL_BASE = "<html><title>{% block title %}{% endblock %}</title><body>{% block content %}{% endblock %}</body></html>"


@pytest.fixture
def minimal_base(settings, tmp_path):
    (tmp_path / "base.html").write_text(MINIMAL_BASE)
    templates = [dict(t) for t in settings.TEMPLATES]
    templates[0]["DIRS"] = [tmp_path, *templates[0]["DIRS"]]
    settings.TEMPLATES = templates
    return tmp_path


@pytest.fixture
def played(db):
    ann, bob = user("ann"), user("bob")
    for statuses in (["won", "lost"], ["lost", "won"], ["won", "lost"]):
        game = finished_game("chinese-checkers", [ann, bob],
                             outcome(statuses, [1 if s == "won" else 2 for s in statuses],
                                     finished_round=[30, 30], pieces_in_target=[3, 3]), options=CC)
        services.game_finished(game)
    return ann, bob


def test_leaderboard_page(client, minimal_base, played):
    response = client.get("/ratings/chinese-checkers/")
    assert response.status_code == 200
    html = response.content.decode()
    assert "QQ跳棋" in html or "chinese-checkers" in html
    assert html.count('data-testid="leaderboard-row"') == 2
    assert "ann" in html and "顽童" in html and "±" in html


def test_leaderboard_page_unknown_game(client, minimal_base, db):
    assert client.get("/ratings/no-such-game/").status_code == 404


def test_leaderboards_index(client, minimal_base, played):
    response = client.get("/ratings/")
    assert response.status_code == 200
    assert 'data-testid="board-chinese-checkers"' in response.content.decode()


def test_profile_ratings_selector_and_fragment(played):
    ann, _ = played
    [entry] = selectors.profile_ratings(ann)
    assert entry["game"] == "chinese-checkers"
    assert entry["games"] == 3 and entry["wins"] == 2 and entry["win_rate_percent"] == 67
    assert [p["points"] for p in entry["series"]] == [25, 25 - 25 + 6, 6 + 25]
    assert len(entry["recent"]) == 3 and entry["recent"][0]["points_after"] == 31
    html = render_to_string("ratings/_profile_ratings.html", {"ratings": selectors.profile_ratings(ann)})
    assert "<svg" in html and "<polyline" in html and entry["chart"]["polyline"] in html
    assert 'data-testid="rating-chinese-checkers"' in html and "顽童" in html


def test_profile_fragment_without_ratings(db):
    html = render_to_string("ratings/_profile_ratings.html", {"ratings": selectors.profile_ratings(user())})
    assert "No rated games yet." in html


def test_points_chart_geometry():
    chart = selectors.points_chart([10, -5, 30])
    coords = [tuple(map(float, p.split(","))) for p in chart["polyline"].split()]
    assert len(coords) == 4 and chart["min"] == -5 and chart["max"] == 30
    assert all(0 <= x <= chart["width"] and 0 <= y <= chart["height"] for x, y in coords)
    assert coords[3][1] < coords[1][1] < coords[0][1] < coords[2][1]  # higher points drawn higher


def test_admin_adjustment_goes_through_the_service(client, db):
    admin = user("boss", staff=True)
    admin.is_superuser = True
    admin.save()
    ann = user("ann")
    client.force_login(admin)
    assert client.get("/admin/ratings/ratingchange/add/").status_code == 200
    response = client.post("/admin/ratings/ratingchange/add/", {
        "user": ann.pk, "game_type": "chinese-checkers", "delta": "-12", "reason": "abuse"})
    assert response.status_code == 302, response.content.decode()[:2000]
    change = RatingChange.objects.get(user=ann)
    assert (change.delta, change.reason, change.created_by, change.game) == (-12, "abuse", admin, None)
    assert client.get("/admin/ratings/ratingchange/?game_type=chinese-checkers").status_code == 200
    assert client.get(f"/admin/ratings/ratingchange/{change.pk}/change/").status_code == 200
    assert_totals_consistent()


def test_admin_coin_grant_goes_through_the_service(client, db):
    admin = user("boss", staff=True)
    admin.is_superuser = True
    admin.save()
    ann = user("ann")
    client.force_login(admin)
    response = client.post("/admin/ratings/ledgerentry/add/", {"account": ann.pk, "amount": "250", "reason": "prize"})
    assert response.status_code == 302
    entry = LedgerEntry.objects.get(account=ann, kind="grant")
    assert entry.amount == 250 and entry.created_by == admin and entry.reason == "prize"
    assert client.get("/admin/ratings/ledgerentry/?kind=grant").status_code == 200
    assert client.get("/admin/ratings/playerrating/").status_code == 200
    assert client.get("/admin/ratings/wallet/").status_code == 200
    # taking back more than the balance is refused with a message, nothing recorded
    response = client.post("/admin/ratings/ledgerentry/add/", {"account": ann.pk, "amount": "-999999", "reason": "x"})
    assert response.status_code == 302
    assert LedgerEntry.objects.filter(account=ann).count() == 2
    assert_totals_consistent()


def test_pages_render_inside_the_site_base(client, played):
    """With the real templates/base.html and the accounts app's profile page (both exist:
    a broken link in base.html or a missing profile fails here, it is not skipped)."""
    response = client.get("/ratings/chinese-checkers/")
    assert response.status_code == 200
    assert response.content.decode().count('data-testid="leaderboard-row"') == 2
    ann, _ = played
    profile = client.get(f"/u/{ann.username}/")  # the accounts app's profile includes our fragment
    assert profile.status_code == 200
    html = profile.content.decode()
    assert 'data-testid="profile-ratings"' in html and "<polyline" in html
