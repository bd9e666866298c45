"""Hostile keys at the compiled token lookup (boardgames/api/authentication.py,
boardgames/prepared.py): SQL-ish text, the driver's placeholders, the lookup's own
sentinel, near misses of a real key. Each is a 401 and the next request with the real key
on the same connection still authenticates (the compiled plan is not bent by a value)."""

from __future__ import annotations

import pytest
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from boardgames.prepared import _SENTINEL_TEXT

pytestmark = pytest.mark.django_db

KEYS = ["' OR '1'='1", "x' OR 1=1 --", "%s", "%(key)s%s%%", "\\" * 40, "\x01" * 40, _SENTINEL_TEXT + "0",
        "{upper}", "{prefix}", "{key}x", "*", "%"]


@pytest.mark.parametrize("key", KEYS)
def test_a_hostile_key_is_a_401_and_the_real_key_still_works(make_user, key):
    ann = make_user("ann")
    real = Token.objects.create(user=ann).key
    sent = key.replace("{upper}", real.upper()).replace("{prefix}", real[:-1]).replace("{key}", real)
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {sent}")
    response = client.get("/api/v1/me/games/")
    assert response.status_code == 401, response.content[:200]
    assert response.json()["message"].startswith("Invalid token")  # keys with spaces: "...header..."
    client.credentials(HTTP_AUTHORIZATION=f"Token {real}")
    assert client.get("/api/v1/me/games/").status_code == 200
