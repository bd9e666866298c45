"""The profile's vacation card: the button takes a vacation, bad days are refused with a
message and change nothing, other people see "On vacation until"."""

from __future__ import annotations

import pytest
from django.test import Client

from boardgames.models import Vacation

pytestmark = pytest.mark.django_db


def logged_in(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def test_the_profile_button_takes_and_ends_a_vacation(make_user):
    bob, ann = make_user("bob"), make_user("ann")
    client = logged_in(bob)
    page = client.get("/u/bob/").content.decode()
    assert 'data-testid="vacation-take"' in page and "30 of 30 days left this year" in page
    for days in ("abc", "0", "99", "-3", "", "7.5"):
        answer = client.post("/vacation/take/", {"days": days}, follow=True)
        assert answer.status_code == 200 and "Vacation is taken in whole days, 1 to 14" in answer.content.decode()
    assert not Vacation.objects.exists()
    answer = client.post("/vacation/take/", {"days": "5"}, follow=True).content.decode()
    assert "You are on vacation until" in answer and 'data-testid="vacation-end"' in answer
    assert Vacation.objects.get(user=bob).days == 5
    other = logged_in(ann).get("/u/bob/").content.decode()
    assert "On vacation until" in other and 'data-testid="vacation-end"' not in other
    client.post("/vacation/end/")
    assert Vacation.objects.get(user=bob).charged == 1
    assert Client().post("/vacation/take/", {"days": "3"}).status_code == 302  # to the login page
    assert client.get("/vacation/take/").status_code == 405
