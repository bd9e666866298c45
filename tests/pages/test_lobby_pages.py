"""The lobby: open games, my games, the create form, joining seats and team slots,
invite links, staff's start-from-position, leaving a room."""

from __future__ import annotations

import json

import pytest
from django.urls import reverse

from boardgames.models import Game
from boardgames.services import action_submit, game_create

pytestmark = pytest.mark.django_db


def create_form(**overrides) -> dict:
    """The create form's POST data for a 2-player 一子跳 live game, with ``overrides``."""
    data = {
        "game": "chinese-checkers", "players": "2",
        "opt__chinese-checkers__jump_rule": "single", "opt__chinese-checkers__mode": "ffa",
        "speed": "live", "seconds": "60", "days": "3", "rated": "on",
    }
    data.update(overrides)
    return {k: v for k, v in data.items() if v is not None}


def test_lobby_for_visitors_invites_to_sign_up(client):
    html = client.get(reverse("lobby")).content.decode()
    assert "Sign up to play" in html
    assert "New game" not in html


def test_lobby_lists_open_games_with_join_buttons(client, make_user):
    ann, bob = make_user("ann"), make_user("bob")
    game = game_create(user=ann, game_type="chinese-checkers", players=4, options={"mode": "teams"})
    client.force_login(bob)
    html = client.get(reverse("lobby")).content.decode()
    assert f'data-testid="open-game-{game.pk}"' in html
    assert "QQ跳棋" in html and "ann" in html
    # Seat 0 (team A) is ann's; seats 1-3 are free and clickable; teams are shown as A队 / B队.
    assert f'data-testid="join-{game.pk}-0"' not in html
    for seat in (1, 2, 3):
        assert f'data-testid="join-{game.pk}-{seat}"' in html
    assert "A队" in html and "B队" in html


def test_lobby_hides_my_own_open_game_from_the_open_list_but_lists_it_in_mine(client, make_user):
    ann = make_user("ann")
    game = game_create(user=ann, game_type="chinese-checkers", players=2)
    client.force_login(ann)
    response = client.get(reverse("lobby"))
    assert [g["id"] for g in response.context["open_games"]] == []
    assert [g["id"] for g in response.context["my_games"]] == [game.pk]
    assert reverse("invite", args=[game.invite_code]) in response.content.decode()


def test_my_games_lists_games_waiting_for_my_move_first(client, make_user, start_game):
    ann, bob, cat = make_user("ann"), make_user("bob"), make_user("cat")
    bobs_turn = start_game([bob, ann])           # seat 0 (bob) to move
    anns_turn = start_game([ann, bob])           # seat 0 (ann) to move
    after_cat = start_game([cat, ann])           # cat moves, then it is ann's turn
    move = next(a for a in _legal(after_cat, cat) if a["type"] == "move")
    action_submit(game_id=after_cat.pk, user=cat, action=move, expected_version=0)
    client.force_login(ann)
    mine = client.get(reverse("lobby")).context["my_games"]
    ids = [g["id"] for g in mine]
    assert set(ids[:2]) == {anns_turn.pk, after_cat.pk}
    assert ids[2] == bobs_turn.pk
    assert [g["my_turn"] for g in mine] == [True, True, False]
    html = client.get(reverse("lobby")).content.decode()
    assert "2 waiting for you" in html and "Your move" in html


def _legal(game, user):
    from boardgames import selectors

    game.refresh_from_db()
    return selectors.game_detail(game, user)["legal_actions"]


def test_create_form_shows_the_engine_options(client, make_user):
    client.force_login(make_user("ann"))
    html = client.get(reverse("lobby")).content.decode()
    for words in ("一子跳", "空跳", "各自为战", "2V2", "Seconds per move", "Days per move", "Rated"):
        assert words in html
    for n in (2, 3, 4, 6):
        assert f'<option value="{n}"' in html


def test_create_form_creates_a_game(client, make_user):
    ann = make_user("ann")
    client.force_login(ann)
    response = client.post(reverse("game-create"), create_form(**{"opt__chinese-checkers__jump_rule": "long",
                                                                  "seconds": "45"}))
    game = Game.objects.get()
    assert response.status_code == 302 and response["Location"] == reverse("game", args=[game.pk])
    assert game.game_type == "chinese-checkers" and game.players == 2
    assert game.options == {"jump_rule": "long", "mode": "ffa", "items": False}
    assert game.speed == "live" and game.move_seconds == 45 and game.rated
    assert game.seats.get(index=0).user == ann and game.status == "open"


def test_create_form_makes_an_item_room(client, make_user):
    client.force_login(make_user("ann"))
    html = client.get(reverse("lobby")).content.decode()
    assert "道具场 (items)" in html and 'name="opt__chinese-checkers__items"' in html
    client.post(reverse("game-create"), create_form(**{"opt__chinese-checkers__items": "on",
                                                       "opt__chinese-checkers__mode": "teams", "players": "4"}))
    game = Game.objects.get()
    assert game.options == {"jump_rule": "single", "mode": "teams", "items": True} and game.players == 4


def test_create_form_teams_and_correspondence(client, make_user):
    client.force_login(make_user("ann"))
    client.post(reverse("game-create"), create_form(players="6", speed="correspondence", days="2", rated=None,
                                                    **{"opt__chinese-checkers__mode": "teams"}))
    game = Game.objects.get()
    assert game.players == 6 and game.options["mode"] == "teams"
    assert game.speed == "correspondence" and game.move_seconds == 2 * 86400 and not game.rated
    assert [s.team for s in game.seats.order_by("index")] == [0, 1, 0, 1, 0, 1]


@pytest.mark.parametrize("overrides, words", [
    ({"players": "3", "opt__chinese-checkers__mode": "teams"}, "3-player room cannot play teams"),
    ({"players": "5"}, "5"),
    ({"seconds": "5"}, "greater than or equal to 10"),
    ({"speed": "correspondence", "days": "30"}, "less than or equal to 14"),
])
def test_create_form_explains_bad_choices(client, make_user, overrides, words):
    client.force_login(make_user("ann"))
    response = client.post(reverse("game-create"), create_form(**overrides))
    assert response.status_code == 400
    assert words in response.content.decode()
    assert not Game.objects.exists()


def test_create_needs_a_login(client):
    response = client.post(reverse("game-create"), create_form())
    assert response.status_code == 302 and reverse("login") in response["Location"]
    assert not Game.objects.exists()


def test_join_a_seat_from_the_lobby_starts_a_full_game(client, make_user):
    ann, bob = make_user("ann"), make_user("bob")
    game = game_create(user=ann, game_type="chinese-checkers", players=2)
    client.force_login(bob)
    response = client.post(reverse("game-join", args=[game.pk]), {"seat": "1"})
    assert response.status_code == 302 and response["Location"] == reverse("game", args=[game.pk])
    game.refresh_from_db()
    assert game.status == "active" and game.seats.get(index=1).user == bob


def test_join_a_team_slot(client, make_user):
    ann, bob = make_user("ann"), make_user("bob")
    game = game_create(user=ann, game_type="chinese-checkers", players=4, options={"mode": "teams"})
    client.force_login(bob)
    client.post(reverse("game-join", args=[game.pk]), {"team": "0"})
    seat = game.seats.get(user=bob)
    assert seat.team == 0 and seat.index == 2


def test_join_a_taken_seat_says_so(client, make_user):
    ann, bob = make_user("ann"), make_user("bob")
    game = game_create(user=ann, game_type="chinese-checkers", players=2)
    client.force_login(bob)
    response = client.post(reverse("game-join", args=[game.pk]), {"seat": "0"}, follow=True)
    assert "Seat 0 is taken" in response.content.decode()
    assert game.seats.get(index=1).user is None


def test_leave_an_open_room(client, make_user):
    ann, bob = make_user("ann"), make_user("bob")
    game = game_create(user=ann, game_type="chinese-checkers", players=3)
    client.force_login(bob)
    client.post(reverse("game-join", args=[game.pk]), {})
    response = client.post(reverse("game-leave", args=[game.pk]))
    assert response.status_code == 302
    assert not game.seats.filter(user=bob).exists()


def test_invite_link_joins_the_invitee(client, make_user):
    ann, bob = make_user("ann"), make_user("bob")
    game = game_create(user=ann, game_type="chinese-checkers", players=2)
    url = reverse("invite", args=[game.invite_code])
    anonymous = client.get(url).content.decode()
    assert "Sign up" in anonymous and f"?next={url}" in anonymous
    client.force_login(bob)
    page = client.get(url)
    assert page.status_code == 200 and 'data-testid="invite-join"' in page.content.decode()
    response = client.post(url)
    assert response["Location"] == reverse("game", args=[game.pk])
    game.refresh_from_db()
    assert game.status == "active" and game.seats.get(index=1).user == bob
    # Opening the link again goes straight to the game.
    assert client.get(url)["Location"] == reverse("game", args=[game.pk])


def test_invite_link_to_a_team_game_offers_both_teams(client, make_user):
    ann, bob = make_user("ann"), make_user("bob")
    game = game_create(user=ann, game_type="chinese-checkers", players=4, options={"mode": "teams"})
    client.force_login(bob)
    html = client.get(reverse("invite", args=[game.invite_code])).content.decode()
    assert "Join A队 (1 free)" in html and "Join B队 (2 free)" in html
    client.post(reverse("invite", args=[game.invite_code]), {"team": "1"})
    assert game.seats.get(user=bob).team == 1


def test_unknown_invite_is_404(client):
    assert client.get(reverse("invite", args=["nope"])).status_code == 404


POSITION = {"pieces": {"0": [[0, 0], [1, -1]], "1": [[-1, 5], [-2, 5]]}, "to_move": 0}


def test_staff_starts_a_game_from_a_position(client, make_user):
    staff = make_user("teacher", staff=True)
    client.force_login(staff)
    assert "Start from position" in client.get(reverse("lobby")).content.decode()
    response = client.post(reverse("game-create-position"), {
        "game": "chinese-checkers", "players": "2", "options": '{"jump_rule": "long"}',
        "position": json.dumps(POSITION), "seat": "0", "seconds": "",
    })
    game = Game.objects.get()
    assert response["Location"] == reverse("game", args=[game.pk])
    assert game.from_position and not game.rated and game.options["jump_rule"] == "long"


def test_position_form_reports_bad_json_and_bad_positions(client, make_user):
    client.force_login(make_user("teacher", staff=True))
    bad_json = client.post(reverse("game-create-position"), {
        "game": "chinese-checkers", "players": "2", "options": "{}", "position": "{pieces:",
    })
    assert bad_json.status_code == 400 and "Not valid JSON" in bad_json.content.decode()
    off_board = client.post(reverse("game-create-position"), {
        "game": "chinese-checkers", "players": "2", "options": "{}",
        "position": json.dumps({"pieces": {"0": [[9, 9]], "1": [[-1, 5]]}}),
    })
    assert off_board.status_code == 400 and "not on a hole" in off_board.content.decode()
    assert not Game.objects.exists()


def test_position_form_is_staff_only(client, make_user):
    client.force_login(make_user("ann"))
    assert "Start from position" not in client.get(reverse("lobby")).content.decode()
    client.post(reverse("game-create-position"), {
        "game": "chinese-checkers", "players": "2", "options": "{}", "position": json.dumps(POSITION),
    })
    assert not Game.objects.exists()


# -- polish: meta lines, whose move, joining choices ----------------------------------

def test_meta_line_has_no_empty_separators_for_a_game_without_options(client, make_user):
    ann = make_user("ann")
    game = game_create(user=ann, game_type="monopoly-deal", players=2,
                       time_control={"kind": "live", "seconds": 60})
    client.force_login(make_user("bob"))
    for url in (reverse("lobby"), reverse("game", args=[game.pk]), reverse("invite", args=[game.invite_code])):
        html = client.get(url).content.decode()
        assert "2 players · 60 s/move · rated" in html, url
        assert "·  ·" not in html and "· ·" not in html, url


def test_my_games_says_whose_move_it_is(client, make_user, start_game):
    ann, bob = make_user("ann"), make_user("bob")
    game = start_game([bob, ann])  # bob (seat 0) to move
    client.force_login(ann)
    html = client.get(reverse("lobby")).content.decode()
    assert f'data-testid="waiting-{game.pk}">bob&#x27;s move<' in html
    assert ">waiting<" not in html


def qiangshou_form(**overrides) -> dict:
    data = create_form(game="qiangshou", **{"opt__qiangshou__room": "coin", "seat__qiangshou__deposit": "3"})
    data.update(overrides)
    return {k: v for k, v in data.items() if v is not None}


def test_create_form_offers_the_deposit_only_for_coin_rooms(client, make_user):
    client.force_login(make_user("ann"))
    html = client.get(reverse("lobby")).content.decode()
    assert 'name="seat__qiangshou__deposit"' in html
    assert 'data-when-field="opt__qiangshou__room" data-when-value="coin"' in html


def test_create_a_coin_room_with_a_deposit(client, make_user):
    ann = make_user("ann")
    client.force_login(ann)
    response = client.post(reverse("game-create"), qiangshou_form())
    game = Game.objects.get()
    assert response.status_code == 302 and game.options["room"] == "coin"
    assert game.seats.get(index=0).extra == {"deposit": 3}


def test_a_deposit_in_a_normal_room_is_refused_on_the_form(client, make_user):
    client.force_login(make_user("ann"))
    response = client.post(reverse("game-create"), qiangshou_form(**{"opt__qiangshou__room": "normal"}))
    assert response.status_code == 400 and not Game.objects.exists()
    form = response.context["create_form"]
    assert "normal room" in " ".join(form.errors["seat__qiangshou__deposit"])
    assert "normal room" in response.content.decode()


def test_join_a_coin_room_with_a_deposit_from_the_lobby_and_by_invite(client, make_user):
    ann, bob, cat = make_user("ann"), make_user("bob"), make_user("cat")
    game = game_create(user=ann, game_type="qiangshou", players=3, options={"room": "coin"})
    client.force_login(bob)
    html = client.get(reverse("lobby")).content.decode()
    assert f'data-testid="join-deposit-{game.pk}"' in html and 'name="extra__deposit"' in html
    client.post(reverse("game-join", args=[game.pk]), {"seat": "1", "extra__deposit": "4"})
    assert game.seats.get(index=1).extra == {"deposit": 4}
    client.force_login(cat)
    invite = reverse("invite", args=[game.invite_code])
    assert 'name="extra__deposit"' in client.get(invite).content.decode()
    client.post(invite, {"extra__deposit": "2"})
    assert game.seats.get(index=2).extra == {"deposit": 2}


def test_joining_choices_errors_are_shown(client, make_user):
    ann, bob = make_user("ann"), make_user("bob")
    normal = game_create(user=ann, game_type="qiangshou", players=2, options={"room": "normal"})
    client.force_login(bob)
    html = client.get(reverse("lobby")).content.decode()
    assert 'name="extra__deposit"' not in html  # a normal room has no deposit
    response = client.post(reverse("game-join", args=[normal.pk]), {"seat": "1", "extra__deposit": "5"}, follow=True)
    assert "normal room" in response.content.decode()
    assert normal.seats.get(index=1).user is None
    coin = game_create(user=ann, game_type="qiangshou", players=2, options={"room": "coin"})
    response = client.post(reverse("invite", args=[coin.invite_code]), {"extra__deposit": "99"}, follow=True)
    assert "0 to 30" in response.content.decode()
    assert coin.seats.get(index=1).user is None


def test_flash_messages_carry_the_game_status_they_describe(client, make_user):
    ann = make_user("ann")
    client.force_login(ann)
    response = client.post(reverse("game-create"), create_form(), follow=True)
    assert 'data-tags="while-open"' in response.content.decode()
    game = Game.objects.get()
    client.force_login(make_user("bob"))
    response = client.post(reverse("game-join", args=[game.pk]), {"seat": "1"}, follow=True)
    html = response.content.decode()
    assert 'data-tags="while-active transient"' in html and "the game has started" in html


def test_create_form_starts_from_the_query_of_new_game(client, make_user):
    """The game-over screen's "New game" links to the lobby with the game's settings
    (static/js/page/game-over.js newGameHref): the form starts from them."""
    client.force_login(make_user("ann"))
    query = {"game": "cheaters-edition", "players": "4", "speed": "correspondence", "days": "5",
             "rated": "0", "bots": "good", "opt__cheaters-edition__ultimate": "1"}
    form = client.get(reverse("lobby"), query).context["create_form"]
    assert {name: form[name].value() for name in query} == {
        "game": "cheaters-edition", "players": "4", "speed": "correspondence", "days": "5",
        "rated": False, "bots": "good", "opt__cheaters-edition__ultimate": True}
    html = client.get(reverse("lobby"), query).content.decode()
    assert '<option value="cheaters-edition" selected>' in html and '<option value="4" selected>' in html


def test_create_form_ignores_query_values_its_fields_refuse(client, make_user):
    client.force_login(make_user("ann"))
    query = {"game": "chess", "players": "99", "speed": "blitz", "days": "400", "seconds": "x" * 100,
             "bots": "<script>", "opt__chinese-checkers__jump_rule": "teleport"}
    response = client.get(reverse("lobby"), query)
    form = response.context["create_form"]
    assert response.status_code == 200 and not form.is_bound
    assert {name: form[name].value() for name in query} == {
        "game": "chinese-checkers", "players": None, "speed": "live", "days": 3, "seconds": 60,
        "bots": "", "opt__chinese-checkers__jump_rule": "single"}
