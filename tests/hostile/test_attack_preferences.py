"""Junk at PATCH /api/v1/notifications/preferences/ (notifications/api.py): a field the
settings do not have is a 400 naming it, not a 200 that silently changed nothing."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("body", [{"digset": True}, {"digest": True, "text": None}, {"Email": "a@b.org"}])
def test_an_unknown_preference_is_a_400_and_changes_nothing(make_user, api, body):
    client = api(make_user("ann"))
    before = client.get("/api/v1/notifications/preferences/").json()
    response = client.patch("/api/v1/notifications/preferences/", body, format="json")
    assert response.status_code == 400, response.content[:300]
    unknown = sorted(set(body) - {"digest"})
    assert response.json()["message"] == f"Unknown field(s): {', '.join(unknown)}."
    assert client.get("/api/v1/notifications/preferences/").json() == before


def test_the_get_payload_sent_back_is_still_accepted(make_user, api):
    """``email_confirmed`` is read-only but part of what GET gives: PATCHing the GET
    payload back (a client's round trip) is no error."""
    client = api(make_user("ann"))
    payload = client.get("/api/v1/notifications/preferences/").json()
    payload["digest"] = not payload["digest"]
    response = client.patch("/api/v1/notifications/preferences/", payload, format="json")
    assert response.status_code == 200, response.content[:300]
    assert response.json() == payload
