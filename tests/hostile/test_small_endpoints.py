"""Attacks on this round's small endpoints: the game-type catalogue, the lobby's create
form started from the query string (GameCreateForm.prefill) and the mails' unsubscribe
link (GET asks, POST acts). Junk gets a clear answer, never a 500, and nothing from the
query string is reflected unescaped."""

from __future__ import annotations

import re

import pytest
from django.core import signing
from django.test import Client
from django.urls import reverse

from boardgames.registry import all_specs
from notifications import kinds, mail

pytestmark = pytest.mark.django_db
XSS = '"><script>alert(1)</script>'


def test_every_game_has_a_catalogue_answer_and_an_unknown_slug_is_a_json_404(client):
    for spec in all_specs():
        answer = client.get(f"/api/v1/game-types/{spec.slug}/catalogue/")
        assert answer.status_code == 200 and answer.json()["game"] == spec.slug
    for slug in ("nope", "a" * 200, "cheaters-edition-"):
        answer = client.get(f"/api/v1/game-types/{slug}/catalogue/")
        assert answer.status_code == 404 and answer["Content-Type"].startswith("application/json")
        assert answer.json()["code"] == "not_found"


@pytest.mark.parametrize("query", [
    {"game": XSS, "players": XSS, "speed": XSS, "seconds": XSS, "days": XSS, "rated": XSS, "bots": XSS},
    {"game": "x" * 100000, "players": "9" * 5000, "seconds": "-1", "days": "1e9"},
    {"seconds": "nan", "days": "inf", "bots": "-1", "players": "٣"},
    {f"opt__cheaters-edition__{XSS}": XSS, "opt__cheaters-edition__ultimate": XSS},
])
def test_the_lobby_prefill_ignores_junk_and_reflects_nothing(client, make_user, query):
    client.force_login(make_user("ann"))
    answer = client.get(reverse("lobby"), query)
    html = answer.content.decode()
    assert answer.status_code == 200
    assert "<script>alert(1)" not in html
    # the language form's "next" holds the whole address, escaped; nothing else does
    assert "x" * 65 not in re.sub(r'<form [^>]*id="lang-form".*?</form>', "", html, flags=re.S)


def test_a_nul_in_the_lobby_query_is_a_clear_400(client, make_user):
    client.force_login(make_user("ann"))
    for query in ({"players": "\x00"}, {"game": "\x00chinese-checkers"}):
        answer = client.get(reverse("lobby"), query)
        assert answer.status_code == 400 and "NUL character" in answer.content.decode()


def test_an_unsubscribe_link_for_a_kind_no_longer_mailed_is_a_400_not_a_500(client, make_user):
    """A signed link of an older mail whose kind this server no longer knows."""
    ann = make_user("ann")
    token = signing.dumps({"u": ann.pk, "w": "no-such-kind"}, salt=mail.UNSUBSCRIBE_SALT, compress=True)
    url = reverse("notifications-unsubscribe", args=[token])
    assert client.get(url).status_code == 400
    assert client.post(url).status_code == 400
    for junk in ("x", "a" * 3000, token[:-2] + "zz"):
        url = reverse("notifications-unsubscribe", args=[junk])
        assert (client.get(url).status_code, client.post(url).status_code) == (400, 400)
    digest = signing.dumps({"u": ann.pk, "w": kinds.DIGEST}, salt=mail.UNSUBSCRIBE_SALT, compress=True)
    assert client.get(reverse("notifications-unsubscribe", args=[digest])).status_code == 200
