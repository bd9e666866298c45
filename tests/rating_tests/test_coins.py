"""Coin wallets: a ledger that sums to zero, wallets never negative, grants, holds,
settlement of 强手棋 coin rooms (idempotent), releases."""

from __future__ import annotations

import threading

import pytest
from django.db import close_old_connections, transaction

from boardgames.errors import ApplicationError
from ratings import services
from ratings.models import CoinSettlement, LedgerEntry, Wallet

from .helpers import assert_totals_consistent, finished_game, outcome, user

W = services.WELCOME_COINS


def balance(u):
    return Wallet.objects.get(user=u).balance


@pytest.mark.django_db
def test_welcome_coins_once_from_the_house():
    a = user()
    services.coins_grant(user(staff=True), a, 5, "test")
    services.coins_grant(user(staff=True), a, 5, "test")
    assert balance(a) == W + 10
    assert LedgerEntry.objects.filter(account=a, kind="welcome").count() == 1
    assert LedgerEntry.objects.filter(account=None, kind="welcome").get().amount == -W
    assert_totals_consistent()


@pytest.mark.django_db
def test_grant_records_admin_and_reason_and_can_take_back_but_not_below_zero():
    admin, a = user(staff=True), user()
    entries = services.coins_grant(admin, a, 300, "tournament prize")
    assert {e.amount for e in entries} == {300, -300}
    assert all(e.created_by == admin and e.reason == "tournament prize" and e.kind == "grant" for e in entries)
    services.coins_grant(admin, a, -(W + 300), "reset")
    assert balance(a) == 0
    with pytest.raises(ApplicationError) as error:
        services.coins_grant(admin, a, -1, "more")
    assert error.value.code == "not_enough_coins"
    assert balance(a) == 0
    assert_totals_consistent()


@pytest.mark.django_db
def test_grant_needs_staff_and_reason():
    with pytest.raises(ApplicationError):
        services.coins_grant(user(), user(), 5, "x")
    with pytest.raises(ApplicationError):
        services.coins_grant(user(staff=True), user(), 5, "")


@pytest.mark.django_db
def test_hold_short_raises_not_enough_coins_and_changes_nothing():
    a = user()
    game = finished_game("qiangshou", [a], outcome(["won"], [1]), options={"room": "coin"})
    services.coins_hold(a, W - 100, game, "start cash and deposit")
    with pytest.raises(ApplicationError) as error:
        services.coins_hold(a, 101, game)
    assert error.value.status == 400 and error.value.message == "not enough coins"
    assert balance(a) == 100
    assert_totals_consistent()


@pytest.mark.django_db
def test_unbalanced_transfer_is_refused():
    with pytest.raises(ApplicationError):
        services.coins_transfer(legs=[(None, -5), (user(), 4)], kind="transfer", reason="bad")


@pytest.mark.django_db
def test_coin_room_settles_once_and_ledger_sums_to_zero():
    users = [user() for _ in range(3)]
    game = finished_game(
        "qiangshou", users,
        outcome(["won", "lost", "resigned"], [1, 2, 3], coins_returned=[9000, 3000, 700]),
        options={"room": "coin"}, rated=True)
    for u in users:
        services.coins_hold(u, 4500 + 1000, game)
    services.game_finished(game)
    services.game_finished(game)
    assert services.coins_settle(game) is False
    assert [balance(u) for u in users] == [W - 5500 + 9000, W - 5500 + 3000, W - 5500 + 700]
    assert CoinSettlement.objects.filter(game=game).count() == 1
    assert LedgerEntry.objects.filter(game=game, kind="settle").count() == 6
    assert_totals_consistent()


@pytest.mark.django_db
def test_unrated_coin_room_still_settles_coins():
    a, b = user(), user()
    game = finished_game("qiangshou", [a, b], outcome(["won", "lost"], [1, 2], coins_returned=[100, 0]),
                         options={"room": "coin"}, rated=False)
    services.game_finished(game)
    assert balance(a) == W + 100
    assert not Wallet.objects.filter(user=b).exists() or balance(b) == W


@pytest.mark.django_db
def test_normal_room_moves_no_coins():
    a, b = user(), user()
    game = finished_game("qiangshou", [a, b], outcome(["won", "lost"], [1, 2], coins_returned=[100, 50]),
                         options={"room": "normal"})
    services.game_finished(game)
    assert not LedgerEntry.objects.exists()


@pytest.mark.django_db
def test_release_returns_holds_once_and_never_after_settle():
    a, b = user(), user()
    game = finished_game("qiangshou", [a, b], outcome(["won", "lost"], [1, 2]), options={"room": "coin"})
    services.coins_hold(a, 5000, game)
    services.coins_hold(b, 4500, game)
    assert services.coins_release(game) is True
    assert services.coins_release(game) is False
    assert balance(a) == balance(b) == W
    assert services.coins_settle(game) is False
    assert_totals_consistent()


@pytest.mark.django_db(transaction=True)
def test_wallet_never_negative_under_concurrent_holds():
    a = user()
    game = finished_game("qiangshou", [a], outcome(["won"], [1]), options={"room": "coin"})
    services.coins_grant(user(staff=True), a, 0 - W + 10_000, "set to 10000")  # balance 10,000
    barrier = threading.Barrier(6)
    ok, refused = [], []

    def run():
        try:
            barrier.wait()
            with transaction.atomic():
                services.coins_hold(a, 3000, game)
            ok.append(1)
        except ApplicationError:
            refused.append(1)
        finally:
            close_old_connections()

    threads = [threading.Thread(target=run) for _ in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert len(ok) == 3 and len(refused) == 3
    assert balance(a) == 1000
    assert_totals_consistent()


@pytest.mark.django_db(transaction=True)
def test_concurrent_first_use_grants_welcome_once():
    a = user()
    game = finished_game("qiangshou", [a], outcome(["won"], [1]), options={"room": "coin"})
    barrier = threading.Barrier(4)
    errors = []

    def run():
        try:
            barrier.wait()
            with transaction.atomic():
                services.coins_hold(a, 10, game)
        except Exception as error:  # noqa: BLE001
            errors.append(error)
        finally:
            close_old_connections()

    threads = [threading.Thread(target=run) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert not errors
    assert LedgerEntry.objects.filter(account=a, kind="welcome").count() == 1
    assert balance(a) == W - 40
    assert_totals_consistent()
