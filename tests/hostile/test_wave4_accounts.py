"""Wave-4 attacks on accounts and the notification address (tests/hostile/).

- Look-alike names: a full-width "ａｄｍｉｎ" was stored as a second account beside
  "admin"; the log-in page compares names in NFKC form (Django's UsernameField), so that
  account could not even log in there. Names are now stored in NFKC form.
- NFKC may lengthen a name ("ﬃ" is "ffi"): 150 ligatures became 450 characters, a 500
  at the 150-character column (sign-up) and at django-axes' (the token API).
- "." and ".." were names: browsers resolve /u/../ to the lobby, so that profile could
  never be opened.
- An address over the columns' 254 characters (Django's validator takes 320) reached the
  database: a 500 on the preferences API.
- Confirmation mails go to any address the user types: 40 PATCHes were 40 mails to a
  stranger's mailbox. Now at most ``CONFIRM_MAILS_PER_DAY`` a day, then 429.
"""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from django.test import Client, override_settings

from notifications.models import EmailAddress, OutboundEmail

pytestmark = pytest.mark.django_db

PASSWORD = "pass-word-123"
# 64 + 1 + 4 * 61 + 3 = 312 characters: valid for Django's validator (at most 320)
LONG_ADDRESS = "a" * 64 + "@" + ("b" * 60 + ".") * 4 + "org"


def test_a_full_width_look_alike_of_a_taken_name_is_taken(make_user, api):
    make_user("admin")
    answer = api(None).post("/api/v1/auth/register/", {"username": "ａｄｍｉｎ", "password": "x-pass-word-9"},
                            format="json")
    assert answer.status_code == 400
    assert answer.json()["code"] == "username_taken"
    page = Client().post("/accounts/signup/", {"username": "ＡＤＭＩＮ", "password1": "x-pass-word-9",
                                               "password2": "x-pass-word-9"})
    assert page.status_code == 200
    assert "is taken" in page.content.decode()
    assert list(get_user_model().objects.values_list("username", flat=True)) == ["admin"]


def test_a_full_width_name_is_stored_plain_and_logs_in_both_ways(api):
    answer = api(None).post("/api/v1/auth/register/", {"username": "ａｎｎ", "password": PASSWORD}, format="json")
    assert answer.status_code == 201
    assert answer.json()["username"] == "ann"
    page = Client().post("/accounts/login/", {"username": "ann", "password": PASSWORD})
    assert (page.status_code, page.headers["Location"]) == (302, "/")
    token = api(None).post("/api/v1/auth/token/", {"username": "ａｎｎ", "password": PASSWORD}, format="json")
    assert token.status_code == 200
    assert token.json()["username"] == "ann"


def test_a_name_that_nfkc_lengthens_past_the_column_is_a_400(api):
    ligatures = "\ufb03" * 150  # "ﬃ": 150 characters as sent, 450 ("ffi") once normalized
    register = api(None).post("/api/v1/auth/register/", {"username": ligatures, "password": PASSWORD}, format="json")
    assert (register.status_code, register.json()["message"]) == (
        400, "A username is at most 150 characters; this one has 450.")
    token = api(None).post("/api/v1/auth/token/", {"username": ligatures, "password": PASSWORD}, format="json")
    assert (token.status_code, token.json()["message"]) == (
        400, "username: Ensure this field has no more than 150 characters.")
    assert get_user_model().objects.count() == 0


def test_a_name_that_urls_drop_is_refused(api):
    for name in (".", ".."):
        answer = api(None).post("/api/v1/auth/register/", {"username": name, "password": PASSWORD}, format="json")
        assert answer.status_code == 400
        assert answer.json() == {"code": "invalid_username", "extra": {}, "message": (
            f"{name} cannot be a username: web addresses drop it (a profile at /u/{name}/ would be the "
            "lobby). Choose another.")}
    page = Client().post("/accounts/signup/", {"username": "..", "password1": PASSWORD, "password2": PASSWORD})
    assert page.status_code == 200
    assert "cannot be a username" in page.content.decode()
    assert get_user_model().objects.count() == 0
    held = api(None).post("/api/v1/auth/register/", {"username": "...", "password": PASSWORD}, format="json")
    assert held.status_code == 201  # three dots are no dot segment


def test_an_address_longer_than_its_column_is_a_400_everywhere(make_user, api):
    assert len(LONG_ADDRESS) == 312
    ann = make_user("ann")
    patch = api(ann).patch("/api/v1/notifications/preferences/", {"email": LONG_ADDRESS}, format="json")
    assert patch.status_code == 400
    assert patch.json()["message"] == "email: Ensure this field has no more than 254 characters."
    register = api(None).post("/api/v1/auth/register/", {"username": "bob", "password": PASSWORD,
                                                         "email": LONG_ADDRESS}, format="json")
    assert register.status_code == 400
    assert register.json()["message"] == "email: Ensure this field has no more than 254 characters."
    signup = Client().post("/accounts/signup/", {"username": "cy", "email": LONG_ADDRESS,
                                                 "password1": PASSWORD, "password2": PASSWORD})
    assert signup.status_code == 200
    assert "at most 254 characters" in signup.content.decode()
    assert get_user_model().objects.filter(username__in=["bob", "cy"]).count() == 0
    assert get_user_model().objects.get(username="ann").email == ""


@override_settings(CONFIRM_MAILS_PER_DAY=3)
def test_confirmation_mails_to_typed_addresses_are_bounded(make_user, api):
    ann = make_user("ann")
    client = api(ann)
    for i in range(3):
        ok = client.patch("/api/v1/notifications/preferences/", {"email": f"victim{i}@example.org"}, format="json")
        assert ok.status_code == 200
    refused = client.patch("/api/v1/notifications/preferences/", {"email": "victim9@example.org", "digest": False},
                           format="json")
    assert refused.status_code == 429
    assert refused.json() == {"code": "throttled", "extra": {},
                              "message": "We sent 3 confirmation mails in the last 24 hours; try again tomorrow."}
    assert client.get("/api/v1/notifications/preferences/").json()["email"] == "victim2@example.org"
    assert client.get("/api/v1/notifications/preferences/").json()["digest"] is True
    web = Client()
    web.force_login(ann)
    page = web.post("/notifications/settings/resend/", follow=True)
    assert "We sent 3 confirmation mails in the last 24 hours" in page.content.decode()
    form = web.post("/notifications/settings/", {"email": "victim8@example.org", "digest_hour": 8,
                                                 "time_zone": "UTC", "quiet_hours": 6})
    assert form.status_code == 429
    assert "We sent 3 confirmation mails" in form.content.decode()
    assert OutboundEmail.objects.filter(kind="confirm_email").count() == 3
    assert EmailAddress.objects.get(user=ann).email == "victim2@example.org"
