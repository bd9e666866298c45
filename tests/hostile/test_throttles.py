"""Brute force and floods (issue 9, defects 10 and 11): login lockout on both log-in
routes, DRF throttles on sign-up, token, room creation and moves, the websocket resync
cap, and case-insensitive usernames enforced by the database under a race."""

from __future__ import annotations

import threading

import pytest
from django.contrib.auth import get_user_model
from rest_framework.test import APIClient

pytestmark = pytest.mark.django_db

PASSWORD = "pass-word-123"


def test_thirty_wrong_passwords_lock_the_token_api_even_for_the_right_one(make_user, settings):
    # the address throttle (30/min) would refuse the 31st request too; this is the lockout
    settings.THROTTLE_RATES = {**settings.THROTTLE_RATES, "auth_token": "100/min"}
    make_user("ann")
    client = APIClient()
    codes = [client.post("/api/v1/auth/token/", {"username": "ann", "password": f"guess-{i}"},
                         format="json").status_code for i in range(30)]
    limit = settings.AXES_FAILURE_LIMIT
    assert codes[:limit - 1] == [400] * (limit - 1) and set(codes[limit:]) == {429}
    right = client.post("/api/v1/auth/token/", {"username": "ann", "password": PASSWORD}, format="json")
    assert right.status_code == 429 and right.json()["code"] == "locked_out"
    assert "try again in 15 minutes" in right.json()["message"] and "token" not in right.json()
    # another name from the same address is not locked
    make_user("bob")
    other = client.post("/api/v1/auth/token/", {"username": "bob", "password": PASSWORD}, format="json")
    assert other.status_code == 200 and other.json()["token"]


def test_thirty_wrong_passwords_lock_the_login_page_and_the_operator_can_unlock(client, make_user):
    from django.core.management import call_command

    make_user("ann")
    for i in range(30):
        client.post("/accounts/login/", {"username": "ann", "password": f"guess-{i}"})
    right = client.post("/accounts/login/", {"username": "ann", "password": PASSWORD})
    assert right.status_code == 429 and 'data-testid="locked-out"' in right.content.decode()
    assert "_auth_user_id" not in client.session
    call_command("axes_reset_username", "ann")
    after = client.post("/accounts/login/", {"username": "ann", "password": PASSWORD})
    assert after.status_code == 302 and client.session["_auth_user_id"]


def test_an_over_long_username_on_the_login_page_is_a_form_error_not_a_500(client):
    # issue 9 trial: Django's log-in form does not validate the length, django-axes then
    # failed to store the 500-character name of the failed attempt
    response = client.post("/accounts/login/", {"username": "y" * 500, "password": "guess"})
    assert response.status_code == 200 and "at most 150 characters" in response.content.decode()


def test_sign_ups_from_one_address_are_throttled(settings):
    settings.THROTTLE_RATES = {**settings.THROTTLE_RATES, "register": "5/hour"}
    client = APIClient()
    codes = [client.post("/api/v1/auth/register/", {"username": f"new{i}", "password": PASSWORD},
                         format="json").status_code for i in range(8)]
    assert codes == [201] * 5 + [429] * 3
    refused = client.post("/api/v1/auth/register/", {"username": "late", "password": PASSWORD}, format="json")
    assert refused.json()["code"] == "throttled" and "Request was throttled" in refused.json()["message"]
    assert get_user_model().objects.count() == 5


def test_a_forged_forwarded_for_header_does_not_escape_the_address_rates(settings, make_user):
    # issue 9 trial: DRF trusts X-Forwarded-For unless NUM_PROXIES is set, so a client
    # sending a new address with each request was never throttled
    settings.THROTTLE_RATES = {**settings.THROTTLE_RATES, "register": "5/hour", "auth_token": "5/min"}
    client = APIClient()
    codes = [client.post("/api/v1/auth/register/", {"username": f"new{i}", "password": PASSWORD}, format="json",
                         HTTP_X_FORWARDED_FOR=f"10.0.0.{i}").status_code for i in range(8)]
    assert codes == [201] * 5 + [429] * 3
    tokens = [client.post("/api/v1/auth/token/", {"username": "new0", "password": PASSWORD}, format="json",
                          HTTP_X_FORWARDED_FOR=f"10.1.0.{i}").status_code for i in range(7)]
    assert tokens == [200] * 5 + [429] * 2


def test_the_sign_up_page_shares_the_register_rate(settings):
    from django.test import Client

    settings.THROTTLE_RATES = {**settings.THROTTLE_RATES, "register": "2/hour"}
    codes = [Client().post("/accounts/signup/", {"username": f"page{i}", "password1": PASSWORD,
                                                 "password2": PASSWORD}).status_code for i in range(3)]
    assert codes == [302, 302, 429] and get_user_model().objects.count() == 2
    refused = Client().post("/accounts/signup/", {"username": "late", "password1": PASSWORD, "password2": PASSWORD})
    assert "Too many new accounts from your address" in refused.content.decode()


def test_token_requests_are_throttled_per_address(make_user, settings):
    settings.THROTTLE_RATES = {**settings.THROTTLE_RATES, "auth_token": "3/min"}
    make_user("ann")
    client = APIClient()
    codes = [client.post("/api/v1/auth/token/", {"username": "ann", "password": PASSWORD},
                         format="json").status_code for _ in range(5)]
    assert codes == [200, 200, 200, 429, 429]


def test_room_creation_is_throttled_per_user_and_listing_is_not(make_user, api, settings):
    settings.THROTTLE_RATES = {**settings.THROTTLE_RATES, "room_create": "3/min"}
    ann = api(make_user("ann"))
    room = {"game": "chinese-checkers", "players": 2, "rated": False}
    codes = [ann.post("/api/v1/games/", room, format="json").status_code for _ in range(5)]
    assert codes == [201, 201, 201, 429, 429]
    assert [ann.get("/api/v1/games/").status_code for _ in range(5)] == [200] * 5
    bob = api(make_user("bob"))
    assert bob.post("/api/v1/games/", room, format="json").status_code == 201


def test_moves_are_throttled_per_user(make_user, api, start_game, settings):
    settings.THROTTLE_RATES = {**settings.THROTTLE_RATES, "move": "2/min"}
    ann, bob = make_user("ann"), make_user("bob")
    game = start_game([ann, bob])
    client = api(ann)
    codes = [client.post(f"/api/v1/games/{game.pk}/moves/", {"version": 99, "action": {"type": "resign"}},
                         format="json").status_code for _ in range(3)]
    assert codes == [409, 409, 429]


def test_replays_are_throttled_per_user_and_per_anonymous_address(make_user, api, start_game, settings):
    """A replay applies the log up to the move asked for (its cost grows with the game):
    every GET counts, a signed-in reader's apart from an anonymous one's."""
    settings.THROTTLE_RATES = {**settings.THROTTLE_RATES, "replay": "2/min"}
    ann, bob = make_user("ann"), make_user("bob")
    game = start_game([ann, bob])
    url = f"/api/v1/games/{game.pk}/replay/?seq=0"
    anonymous, reader = api(None), api(ann)
    assert [anonymous.get(url).status_code for _ in range(3)] == [200, 200, 429]
    refused = anonymous.get(url)
    assert refused.status_code == 429 and "throttled" in refused.json()["message"].lower()
    assert [reader.get(url).status_code for _ in range(3)] == [200, 200, 429]
    assert api(bob).get(url).status_code == 200


def test_the_default_rates_are_ones_a_person_never_reaches(settings):
    from boardgames.api.throttles import ScopedPostThrottle

    per_second = {scope: (lambda n, s: n / s)(*ScopedPostThrottle().parse_rate(rate))
                  for scope, rate in settings.THROTTLE_RATES.items()}
    assert per_second == {"auth_token": 0.5, "register": 20 / 3600, "room_create": 0.5, "move": 10.0,
                          "chat": 20 / 60, "chat_report": 20 / 3600, "rematch": 0.5, "replay": 4.0,
                          "password_reset": 10 / 3600}


@pytest.mark.django_db(transaction=True)
def test_ten_simultaneous_sign_ups_of_case_variants_create_exactly_one_account():
    from django.db import connection

    names = ["Racer", "racer", "RACER", "rAcer", "raCer", "racEr", "raceR", "RAcer", "rACER", "RaCeR"]
    barrier = threading.Barrier(len(names))
    codes: list[int] = []

    def sign_up(name):
        client = APIClient()
        barrier.wait()
        try:
            codes.append(client.post("/api/v1/auth/register/", {"username": name, "password": PASSWORD},
                                     format="json").status_code)
        finally:
            connection.close()

    threads = [threading.Thread(target=sign_up, args=(n,)) for n in names]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(codes) == [201] + [400] * 9
    assert get_user_model().objects.filter(username__iexact="racer").count() == 1


def test_the_database_refuses_a_case_variant_directly(make_user):
    from django.db import IntegrityError, transaction

    make_user("Ann")
    with pytest.raises(IntegrityError), transaction.atomic():
        get_user_model().objects.create(username="aNN")
    taken = APIClient().post("/api/v1/auth/register/", {"username": "ANN", "password": PASSWORD}, format="json")
    assert taken.status_code == 400 and taken.json() == {
        "code": "username_taken", "message": "The username 'ANN' is taken.", "extra": {}}
