"""Account pages: sign up, log in, log out, the profile with its API token."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from django.urls import reverse
from rest_framework.authtoken.models import Token

pytestmark = pytest.mark.django_db


def test_signup_creates_the_user_and_logs_in(client):
    response = client.post(reverse("signup"), {
        "username": "mei", "email": "", "password1": "tiaoqi-2026!", "password2": "tiaoqi-2026!",
    })
    assert response.status_code == 302
    assert response["Location"] == reverse("lobby")
    assert get_user_model().objects.filter(username="mei").exists()
    lobby = client.get(reverse("lobby"))
    assert lobby.context["user"].username == "mei"
    assert b"New game" in lobby.content


def test_signup_goes_on_to_next(client):
    response = client.post(reverse("signup") + "?next=/join/abc/", {
        "username": "mei", "password1": "tiaoqi-2026!", "password2": "tiaoqi-2026!", "next": "/join/abc/",
    })
    assert response["Location"] == "/join/abc/"


@pytest.mark.parametrize("data, field, words", [
    ({"password1": "tiaoqi-2026!", "password2": "other-2026!"}, "password2", "differ"),
    ({"password1": "12345678", "password2": "12345678"}, "password1", "common"),
    ({"username": "bad name!", "password1": "tiaoqi-2026!", "password2": "tiaoqi-2026!"}, "username", "valid"),
])
def test_signup_shows_what_is_wrong(client, data, field, words):
    response = client.post(reverse("signup"), {"username": "mei", **data})
    assert response.status_code == 200
    errors = " ".join(response.context["form"].errors.get(field, []))
    assert words in errors
    assert not get_user_model().objects.filter(username="mei").exists()


def test_signup_rejects_a_taken_name(client, make_user):
    make_user("Mei")
    response = client.post(reverse("signup"), {"username": "mei", "password1": "tiaoqi-2026!",
                                               "password2": "tiaoqi-2026!"})
    assert "taken" in " ".join(response.context["form"].errors["username"])


def test_login_and_logout(client, make_user):
    make_user("ann")
    assert client.get(reverse("login")).status_code == 200
    bad = client.post(reverse("login"), {"username": "ann", "password": "wrong"})
    assert bad.status_code == 200 and bad.context["form"].errors
    good = client.post(reverse("login"), {"username": "ann", "password": "pass-word-123"})
    assert good.status_code == 302 and good["Location"] == reverse("lobby")
    assert client.get(reverse("lobby")).context["user"].is_authenticated
    assert client.get(reverse("logout")).status_code == 405  # log out is POST only
    out = client.post(reverse("logout"))
    assert out.status_code == 302
    assert not client.get(reverse("lobby")).context["user"].is_authenticated


def test_profile_shows_games_and_the_token_only_to_its_owner(client, make_user, start_game):
    ann, bob = make_user("ann"), make_user("bob")
    game = start_game([ann, bob])
    page = client.get(reverse("profile", args=["ann"]))
    assert page.status_code == 200
    html = page.content.decode()
    assert "Joined" in html and f"#{game.pk}" in html and "QQ跳棋" in html
    assert 'data-testid="profile-ratings"' in html
    assert 'data-testid="api-token"' not in html
    client.force_login(ann)
    own = client.get(reverse("profile", args=["ann"])).content.decode()
    token = Token.objects.get(user=ann).key
    assert token in own
    assert client.get(reverse("profile", args=["bob"])).content.decode().count(token) == 0


def test_profile_counts_games_and_wins(client, make_user, start_game):
    from boardgames.services import action_submit

    ann, bob = make_user("ann"), make_user("bob")
    finished = start_game([ann, bob])
    action_submit(game_id=finished.pk, user=bob, action={"type": "resign"}, expected_version=0)
    start_game([bob, ann])
    counts = client.get(reverse("profile", args=["ann"])).context["counts"]
    assert counts == {"total": 2, "active": 1, "finished": 1, "won": 1}
    assert client.get(reverse("profile", args=["bob"])).context["counts"]["won"] == 0


def test_token_regenerate(client, make_user):
    ann = make_user("ann")
    client.force_login(ann)
    client.get(reverse("profile", args=["ann"]))
    old = Token.objects.get(user=ann).key
    assert client.get(reverse("token-regenerate")).status_code == 405
    response = client.post(reverse("token-regenerate"))
    assert response.status_code == 302
    new = Token.objects.get(user=ann).key
    assert new != old
    assert new in client.get(reverse("profile", args=["ann"])).content.decode()


def test_profile_of_an_unknown_user_is_404(client):
    assert client.get(reverse("profile", args=["nobody"])).status_code == 404
