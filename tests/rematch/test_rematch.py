"""Rematches: propose, accept, decline; seats rotated, same options; a coin room's rematch
holds the coins again (or fails, naming who is short); computer players accept at once;
the API and its errors."""

from __future__ import annotations

import pytest

from boardgames.models import Game
from boardgames.services import action_submit, game_create, game_join
from ratings.models import LedgerEntry, Wallet
from ratings.services import coins_grant
from rematch.models import RematchOffer

pytestmark = pytest.mark.django_db


@pytest.fixture
def finished(make_user, start_game):
    ann, bob, cy = make_user("ann"), make_user("bob"), make_user("cy")
    game = start_game([ann, bob, cy], rated=True, time_control={"kind": "correspondence", "days": 2})
    for user in (ann, bob):
        action_submit(game_id=game.pk, user=user, action={"type": "resign"}, expected_version=game.version)
        game.refresh_from_db()
    assert game.status == Game.Status.FINISHED
    return game, ann, bob, cy


def rematch_url(game) -> str:
    return f"/api/v1/games/{game.pk}/rematch/"


def test_all_accept_starts_a_rotated_copy(finished, api):
    game, ann, bob, cy = finished
    proposed = api(bob).post(rematch_url(game))
    assert proposed.status_code == 201
    offer = proposed.json()["offer"]
    assert (offer["status"], offer["proposed_by"], offer["answers"]) == (
        "open", "bob", {"ann": None, "bob": True, "cy": None})
    assert api(ann).post(rematch_url(game) + "answer/", {"accept": True}, format="json").json()["offer"]["status"] == "open"
    done = api(cy).post(rematch_url(game) + "answer/", {"accept": True}, format="json").json()["offer"]
    assert done["status"] == "started" and done["url"] == f"/games/{done['new_game']}/"
    new = Game.objects.get(pk=done["new_game"])
    assert new.status == Game.Status.ACTIVE
    assert [s.user.username for s in new.seats.order_by("index")] == ["cy", "ann", "bob"]
    assert (new.game_type, new.players, new.options, new.speed, new.move_seconds, new.rated) == (
        game.game_type, game.players, game.options, game.speed, game.move_seconds, game.rated)
    assert new.seed != game.seed
    # anyone can read the state; a second proposal is refused
    assert api(None).get(rematch_url(game)).json()["offer"]["new_game"] == new.pk
    again = api(ann).post(rematch_url(game))
    assert again.status_code == 409 and again.json()["code"] == "rematch_exists"


def test_a_declined_rematch_starts_nothing_and_may_be_proposed_again(finished, api):
    game, ann, bob, cy = finished
    api(ann).post(rematch_url(game))
    declined = api(cy).post(rematch_url(game) + "answer/", {"accept": False}, format="json").json()["offer"]
    assert declined["status"] == "declined" and declined["answers"] == {"ann": True, "bob": None, "cy": False}
    late = api(bob).post(rematch_url(game) + "answer/", {"accept": True}, format="json")
    assert late.status_code == 409 and late.json()["code"] == "rematch_closed"
    assert Game.objects.count() == 1
    assert api(bob).post(rematch_url(game)).status_code == 201
    assert RematchOffer.objects.filter(game=game).count() == 2


def test_errors(finished, api, make_user, start_game):
    game, ann, bob, cy = finished
    outsider = make_user("dan")
    assert api(outsider).post(rematch_url(game)).status_code == 403
    assert api(None).post(rematch_url(game)).status_code in (401, 403)
    assert api(ann).post("/api/v1/games/999999/rematch/").status_code == 404
    assert api(ann).post(rematch_url(game) + "answer/", {"accept": True}, format="json").status_code == 404
    api(ann).post(rematch_url(game))
    assert api(ann).post(rematch_url(game) + "answer/", {"accept": True}, format="json").status_code == 409
    assert api(bob).post(rematch_url(game) + "answer/", {"accept": "maybe"}, format="json").status_code == 400
    live = start_game([make_user("eve"), make_user("fay")])
    refused = api(live.seats.get(index=0).user).post(rematch_url(live))
    assert refused.status_code == 409 and refused.json()["code"] == "game_not_over"


def test_computer_players_accept_at_once(make_user, api):
    ann = make_user("ann")
    game = game_create(user=ann, game_type="chinese-checkers", players=2, bots="random",
                       time_control={"kind": "correspondence", "days": 1})
    game.refresh_from_db()
    action_submit(game_id=game.pk, user=ann, action={"type": "resign"}, expected_version=game.version)
    offer = api(ann).post(rematch_url(game)).json()["offer"]
    assert offer["status"] == "started"
    new = Game.objects.get(pk=offer["new_game"])
    bot = game.seats.get(index=1).user
    assert [s.user_id for s in new.seats.order_by("index")] == [bot.pk, ann.pk]
    assert new.status == Game.Status.ACTIVE and new.rated is False


def held(user, game) -> int:
    return -sum(e.amount for e in LedgerEntry.objects.filter(account=user, game=game, kind="hold"))


def coin_game(ann, bob):
    game = game_create(user=ann, game_type="qiangshou", players=2, options={"room": "coin"},
                       seat_extra={"deposit": 2})
    game_join(game_id=game.pk, user=bob, seat_extra={"deposit": 4})
    game.refresh_from_db()
    action_submit(game_id=game.pk, user=bob, action={"type": "resign"}, expected_version=game.version)
    game.refresh_from_db()
    assert game.status == Game.Status.FINISHED
    return game


def test_a_coin_room_rematch_holds_the_coins_again(make_user, api):
    ann, bob = make_user("ann"), make_user("bob")
    game = coin_game(ann, bob)
    assert (held(ann, game), held(bob, game)) == (4500 + 1000, 4500 + 2000)
    before = {u.username: Wallet.objects.get(user=u).balance for u in (ann, bob)}
    api(ann).post(rematch_url(game))
    offer = api(bob).post(rematch_url(game) + "answer/", {"accept": True}, format="json").json()["offer"]
    new = Game.objects.get(pk=offer["new_game"])
    assert [(s.user.username, s.extra) for s in new.seats.order_by("index")] == [
        ("bob", {"deposit": 4}), ("ann", {"deposit": 2})]
    assert (held(ann, new), held(bob, new)) == (5500, 6500)
    after = {u.username: Wallet.objects.get(user=u).balance for u in (ann, bob)}
    assert after == {"ann": before["ann"] - 5500, "bob": before["bob"] - 6500}


def test_a_coin_room_rematch_fails_when_a_wallet_is_short_and_holds_nothing(make_user, api):
    ann, bob = make_user("ann"), make_user("bob")
    game = coin_game(ann, bob)
    bob_balance = Wallet.objects.get(user=bob).balance
    coins_grant(make_user("mod", staff=True), bob, -(bob_balance - 100), "test: empty the wallet")
    ann_balance = Wallet.objects.get(user=ann).balance
    api(bob).post(rematch_url(game))
    offer = api(ann).post(rematch_url(game) + "answer/", {"accept": True}, format="json").json()["offer"]
    assert offer["status"] == "failed" and offer["note"] == "bob has not enough coins for the rematch."
    assert Game.objects.count() == 1
    assert Wallet.objects.get(user=ann).balance == ann_balance  # ann's hold was rolled back too
    # The note is stored as a msgid and params: each reader sees it in their language,
    # whatever language the last answer was sent in.
    for lang, note in (("zh-hans", "bob 的金币不够再来一局。"), ("en", "bob has not enough coins for the rematch.")):
        got = api(bob).get(rematch_url(game), HTTP_ACCEPT_LANGUAGE=lang).json()["offer"]["note"]
        assert got == note, lang
    assert Wallet.objects.get(user=bob).balance == 100


def test_partners_stay_partners_in_a_team_rematch(make_user, api):
    from tests.rating_tests.helpers import finished_game, outcome

    users = [make_user(n) for n in ("ann", "bob", "cy", "dan")]
    game = finished_game("chinese-checkers", users, outcome(["won", "lost", "won", "lost"], [1, 2, 1, 2]),
                         options={"jump_rule": "single", "mode": "teams", "items": False}, teams=[0, 1, 0, 1])
    api(users[0]).post(rematch_url(game))
    for user in users[1:]:
        api(user).post(rematch_url(game) + "answer/", {"accept": True}, format="json")
    new = Game.objects.exclude(pk=game.pk).get()
    teams = {s.user.username: s.team for s in new.seats.all()}
    assert [s.user.username for s in new.seats.order_by("index")] == ["dan", "ann", "bob", "cy"]
    assert teams["ann"] == teams["cy"] != teams["bob"] == teams["dan"]
