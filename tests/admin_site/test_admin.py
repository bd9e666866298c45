"""The admin: games, seats and moves are read-only (the services and engines own them),
moves show their action and events, a user's page links to their ratings, ledger and
games and to the coin grant and rating adjustment, which go through ratings.services."""

from __future__ import annotations

import pytest
from django.urls import reverse

from boardgames.models import Game, Move
from boardgames.services import action_submit, game_create
from ratings.models import LedgerEntry, PlayerRating, RatingChange, Wallet

pytestmark = pytest.mark.django_db


@pytest.fixture
def staff(client, django_user_model):
    boss = django_user_model.objects.create_superuser("boss", "boss@example.com", "pass-word-123")
    client.force_login(boss)
    return boss


@pytest.fixture
def live_game(make_user):
    ann, bob = make_user("ann"), make_user("bob")
    game = game_create(user=ann, game_type="qiangshou", players=2, options={})
    from boardgames.services import game_join
    game_join(game_id=game.pk, user=bob)
    game.refresh_from_db()
    action_submit(game_id=game.pk, user=ann, action={"type": "roll"}, expected_version=game.version)
    game.refresh_from_db()
    return game, ann, bob


def test_a_live_games_page_has_no_editable_field(client, staff, live_game):
    game, ann, _ = live_game
    url = reverse("admin:boardgames_game_change", args=[game.pk])
    html = client.get(url).content.decode()
    assert game.status == Game.Status.ACTIVE
    for name in ("status", "players", "options", "state", "version", "seats-0-user"):
        assert f'name="{name}"' not in html, name
    assert 'name="_save"' not in html
    # A forged POST changes nothing.
    response = client.post(url, {"status": "finished", "players": "4", "version": "0"})
    assert response.status_code == 403
    game.refresh_from_db()
    assert game.status == Game.Status.ACTIVE and game.players == 2 and game.version == 1
    assert client.get(reverse("admin:boardgames_game_add")).status_code == 403
    assert client.post(reverse("admin:boardgames_game_delete", args=[game.pk]), {"post": "yes"}).status_code == 403
    assert Game.objects.filter(pk=game.pk).exists()
    assert f'href="/games/{game.pk}/"' in html and f"?game__id__exact={game.pk}" in html


def test_an_open_room_that_never_started_can_be_deleted(client, staff, make_user):
    game = game_create(user=make_user("cy"), game_type="chinese-checkers", players=2, options={})
    response = client.post(reverse("admin:boardgames_game_delete", args=[game.pk]), {"post": "yes"})
    assert response.status_code == 302 and not Game.objects.filter(pk=game.pk).exists()


def test_the_move_list_shows_each_moves_action_and_events(client, staff, live_game):
    game, ann, _ = live_game
    move = Move.objects.get(game=game, seq=1)
    html = client.get(reverse("admin:boardgames_move_changelist") + f"?game__id__exact={game.pk}").content.decode()
    assert "<td class=\"field-action_text\">roll</td>" in html
    first_event = move.events[0]["type"]
    assert first_event in html and "field-events_text" in html
    detail = client.get(reverse("admin:boardgames_move_change", args=[move.pk])).content.decode()
    assert "&quot;type&quot;: &quot;roll&quot;" in detail


def test_a_users_page_links_to_ratings_ledger_games_and_staff_actions(client, staff, live_game):
    _, ann, _ = live_game
    html = client.get(reverse("admin:accounts_user_change", args=[ann.pk])).content.decode()
    for link in (f"/admin/ratings/playerrating/?user__id__exact={ann.pk}",
                 f"/admin/ratings/ratingchange/?user__id__exact={ann.pk}",
                 f"/admin/ratings/ledgerentry/?account__id__exact={ann.pk}",
                 f"/admin/boardgames/game/?seats__user__id__exact={ann.pk}",
                 f"/admin/ratings/ledgerentry/add/?account={ann.pk}",
                 f"/admin/ratings/ratingchange/add/?user={ann.pk}"):
        assert link in html, link
        assert client.get(link).status_code == 200, link
    games = client.get(f"/admin/boardgames/game/?seats__user__id__exact={ann.pk}").content.decode()
    assert "1 game" in games or "1 result" in games


def test_the_grant_form_from_a_users_page_is_prefilled_and_keeps_the_wallet_consistent(client, staff, make_user):
    dan = make_user("dan")
    form = client.get(reverse("admin:ratings_ledgerentry_add") + f"?account={dan.pk}").content.decode()
    assert f'<option value="{dan.pk}" selected>dan</option>' in form
    response = client.post(reverse("admin:ratings_ledgerentry_add"),
                           {"account": dan.pk, "amount": "250", "reason": "welcome"})
    assert response.status_code == 302
    balance = Wallet.objects.get(user=dan).balance
    assert balance - 250 == sum(e.amount for e in LedgerEntry.objects.filter(account=dan).exclude(reason="welcome"))
    assert sum(e.amount for e in LedgerEntry.objects.filter(account=dan)) == balance
    assert LedgerEntry.objects.get(account=dan, reason="welcome").amount == 250
    html = client.get(reverse("admin:accounts_user_change", args=[dan.pk])).content.decode()
    assert f'<div class="readonly">{balance}</div>' in html


def test_the_rating_adjustment_from_a_users_page_goes_through_the_service(client, staff, make_user):
    eve = make_user("eve")
    form = client.get(reverse("admin:ratings_ratingchange_add") + f"?user={eve.pk}").content.decode()
    assert f'<option value="{eve.pk}" selected>eve</option>' in form
    response = client.post(reverse("admin:ratings_ratingchange_add"),
                           {"user": eve.pk, "game_type": "qiangshou", "delta": "-7", "reason": "penalty"})
    assert response.status_code == 302
    rating = PlayerRating.objects.get(user=eve, game_type="qiangshou")
    change = RatingChange.objects.get(user=eve)
    assert rating.points == -7 and change.points_after == -7 and change.created_by.username == "boss"
