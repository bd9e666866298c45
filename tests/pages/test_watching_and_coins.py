"""Pages of issue 15: the lobby's games in progress (filter, spectator counts, open to
visitors), "my games" results (won, place, points, coins), the coin balance in the header
and on the profile, the paginated ledger page; the in-progress API."""

from __future__ import annotations

import pytest
from django.test import Client

from boardgames.services import action_submit, game_create, game_join, presence
from ratings.models import LedgerEntry, RatingChange
from ratings.services import WELCOME_COINS, coins_grant

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _no_presence_left():
    """Game ids restart with each test database; presence sets of earlier runs (same
    Redis database) must not count."""
    client = presence._redis()
    if client is not None:
        for key in client.scan_iter("presence:*"):
            client.delete(key)


def client_for(user=None) -> Client:
    client = Client()
    if user is not None:
        client.force_login(user)
    return client


def test_in_progress_list_filter_and_spectators(make_user, start_game, api):
    ann, bob, cy, dan = (make_user(n) for n in ("ann", "bob", "cy", "dan"))
    checkers = start_game([ann, bob])
    monopoly = game_create(user=cy, game_type="monopoly-deal", players=2)
    game_join(game_id=monopoly.pk, user=dan)
    game_create(user=ann, game_type="qiangshou", players=2)  # open: not in progress
    presence.seen(checkers.pk, "spectator-socket-1")
    presence.seen(checkers.pk, "spectator-socket-2")
    try:
        page = client_for().get("/").content.decode()
        assert 'data-testid="live-game-%d"' % checkers.pk in page and 'data-testid="live-game-%d"' % monopoly.pk in page
        assert 'data-testid="spectators-%d" title="Spectators watching now">👁 2<' % checkers.pk in page
        filtered = client_for().get("/?watch=monopoly-deal").content.decode()
        assert 'live-game-%d"' % monopoly.pk in filtered and 'live-game-%d"' % checkers.pk not in filtered
        body = api(None).get("/api/v1/games/in-progress/").json()
        assert [(g["id"], g["spectators"]) for g in body["results"]] == [(monopoly.pk, 0), (checkers.pk, 2)]
        only = api(None).get("/api/v1/games/in-progress/?game=chinese-checkers").json()
        assert [g["id"] for g in only["results"]] == [checkers.pk]
        assert api(None).get("/api/v1/games/in-progress/?game=nope").json()["count"] == 0
        assert api(None).get("/api/v1/games/in-progress/?game=").status_code == 400
    finally:
        presence.gone(checkers.pk, "spectator-socket-1")
        presence.gone(checkers.pk, "spectator-socket-2")


def test_spectators_get_the_public_view(make_user, api):
    ann, bob = make_user("ann"), make_user("bob")
    game = game_create(user=ann, game_type="monopoly-deal", players=2)
    game_join(game_id=game.pk, user=bob)
    seen = api(make_user("cy")).get(f"/api/v1/games/{game.pk}/").json()
    from boardgames.registry import get_engine

    game.refresh_from_db()
    assert seen["my_seat"] is None and seen["legal_actions"] == []
    assert seen["view"] == get_engine("monopoly-deal").view(game.state, None)


def test_my_games_show_my_result_points_and_coins(make_user):
    ann, bob = make_user("ann"), make_user("bob")
    game = game_create(user=ann, game_type="qiangshou", players=2, options={"room": "coin"}, rated=True)
    game_join(game_id=game.pk, user=bob)
    game.refresh_from_db()
    action_submit(game_id=game.pk, user=ann, action={"type": "resign"}, expected_version=game.version)
    game.refresh_from_db()
    page = client_for(bob).get("/").content.decode()
    delta = RatingChange.objects.get(game=game, user=bob).delta
    net = sum(e.amount for e in LedgerEntry.objects.filter(game=game, account=bob))
    assert f'data-testid="my-result-{game.pk}"' in page
    block = page[page.index(f'data-testid="my-result-{game.pk}"'):][:900]
    assert ">won<" in block
    assert f'data-testid="my-points-{game.pk}">+{delta} pts' in block
    assert f'data-testid="my-coins-{game.pk}">🪙 {"+" if net > 0 else ""}{net}' in block
    loser = client_for(ann).get("/").content.decode()
    block = loser[loser.index(f'data-testid="my-result-{game.pk}"'):][:900]
    assert "place 2" in block and f'data-testid="winner-{game.pk}">🏆 bob<' in block


def test_coin_balance_in_header_profile_and_ledger_pages(make_user):
    ann = make_user("ann")
    page = client_for(ann).get("/").content.decode()
    assert f'data-testid="nav-coins" title="Your coins">🪙 {WELCOME_COINS}<' in page
    admin = make_user("mod", staff=True)
    for i in range(60):
        coins_grant(admin, ann, i + 1, f"grant {i}")
    balance = WELCOME_COINS + sum(range(1, 61))
    assert f"🪙 {balance}<" in client_for(ann).get("/").content.decode()
    assert f'data-testid="profile-coins">{balance}<' in client_for(ann).get("/u/ann/").content.decode()
    assert 'profile-coins' not in client_for(make_user("bob")).get("/u/ann/").content.decode()
    first = client_for(ann).get("/ratings/coins/").content.decode()
    assert first.count('data-testid="ledger-row"') == 50 and "grant 59" in first and "Page 1 of 2" in first
    second = client_for(ann).get("/ratings/coins/?page=2").content.decode()
    assert second.count('data-testid="ledger-row"') == 11 and "starting coins" in second
    assert client_for().get("/ratings/coins/").status_code == 302
    assert 'nav-coins' not in client_for().get("/").content.decode()
