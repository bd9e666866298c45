"""Attack round 2: the same request twice at once (a double click, two tabs)."""

from __future__ import annotations

import pytest
from django.test import Client
from rest_framework.authtoken.models import Token

from tests.hostile.test_wave2_races import _at_once

pytestmark = pytest.mark.django_db(transaction=True)


def test_regenerating_the_api_token_twice_at_once_leaves_one_token(make_user):
    """Both requests deleted the old token, then both inserted a new one: the second
    insert broke the one-token-per-user constraint (a 500)."""
    ann = make_user("ann")
    Token.objects.create(user=ann)

    def regenerate():
        client = Client(raise_request_exception=False)
        client.force_login(ann)
        return client.post("/accounts/token/regenerate/").status_code

    for _ in range(5):
        assert _at_once([regenerate] * 4) == [302] * 4
    assert Token.objects.filter(user=ann).count() == 1
