"""Hostile input through the real API (issue 9, defects 2-5, 13, 14): every malformed
request is a 4xx with the API's JSON error shape and a human message, and nothing is
stored."""

from __future__ import annotations

import json

import pytest

from boardgames.models import Move

pytestmark = pytest.mark.django_db

DEEP = 1000


@pytest.fixture
def seated(make_user, api, start_game):
    """An active 2-player QQ跳棋 at version 0; ann (seat 0) is to move."""
    ann, bob = make_user("ann"), make_user("bob")
    game = start_game([ann, bob])
    return game, api(ann), api(None)


def post_raw(client, url, body: bytes | str, content_type="application/json"):
    return client.generic("POST", url, body, content_type=content_type)


def assert_error(response, status, code=None, contains=""):
    assert response.status_code == status, response.content[:300]
    assert response["Content-Type"].startswith("application/json")
    body = response.json()
    assert set(body) == {"code", "message", "extra"} and body["message"]
    if code:
        assert body["code"] == code
    assert contains in body["message"]
    return body


def moves_url(game):
    return f"/api/v1/games/{game.pk}/moves/"


@pytest.mark.parametrize("kind", [{"x": 1}, ["resign"], 7, None, True])
def test_a_type_that_is_not_text_is_a_400(seated, kind):
    game, ann, _ = seated
    response = ann.post(moves_url(game), {"version": 0, "action": {"type": kind}}, format="json")
    assert_error(response, 400, "invalid_action", "An action must be a JSON object with a 'type' field.")
    assert Move.objects.filter(game=game).count() == 0


@pytest.mark.parametrize("text", [
    '{"version": 0, "action": {"type": "move", "path": [[0, -5], "a\\u0000b"]}}',
    '{"version": 0, "action": {"type": "resign", "n\\u0000": 1}}',
    '{"version": 0, "action": {"type": "resign\\u0000"}}',
    '{"version": 0, "action": {"type": "move", "path": [["\\ud800", 1]]}}',
    '{"version": 0, "action": {"type": "resign", "\\udfff": "x"}}',
])
def test_nul_and_lone_surrogates_anywhere_are_a_400(seated, text):
    game, ann, _ = seated
    body = assert_error(post_raw(ann, moves_url(game), text), 400, "invalid_request")
    assert "NUL character or a lone surrogate" in body["message"]
    assert Move.objects.filter(game=game).count() == 0


def test_nul_in_an_address_is_a_400_not_a_500(seated):
    _, _, anon = seated
    assert_error(anon.get("/api/v1/users/a%00b/"), 400, "invalid_request", "NUL")
    assert_error(anon.get("/api/v1/games/?player=a%00b"), 400, "invalid_request", "NUL")


def test_json_nested_a_thousand_deep_is_a_400_on_register_and_in_an_action(seated):
    game, ann, anon = seated
    deep = "[" * DEEP + "]" * DEEP
    body = assert_error(post_raw(anon, "/api/v1/auth/register/", f'{{"username": {deep}, "password": "x"}}'),
                        400, "invalid_request")
    assert body["message"] == "JSON parse error - nested deeper than 32 levels."
    nested = '{"a": ' * DEEP + "1" + "}" * DEEP
    assert_error(post_raw(ann, moves_url(game), f'{{"version": 0, "action": {nested}}}'), 400,
                 "invalid_request", "nested deeper than 32 levels")
    # brackets inside a string are text, not nesting
    text = json.dumps({"version": 0, "action": {"type": "resign", "x": "[" * 100}})
    assert_error(post_raw(ann, moves_url(game), text), 400, "invalid_action",
                 "The action 'resign' takes no field(s) 'x'.")


def test_extra_fields_are_refused_and_never_shown(seated):
    game, ann, anon = seated
    note = {"type": "resign", "note": "<img src=x onerror=alert(1)>"}
    assert_error(ann.post(moves_url(game), {"version": 0, "action": note}, format="json"), 400,
                 "invalid_action", "The action 'resign' takes no field(s) 'note'.")
    padded = {"type": "move", "path": [[0, -5], [0, -4]], "pad": "x" * 1000}
    assert_error(ann.post(moves_url(game), {"version": 0, "action": padded}, format="json"), 400,
                 "invalid_action", "takes no field(s) 'pad'")
    assert Move.objects.filter(game=game).count() == 0
    assert anon.get(moves_url(game)).json()["count"] == 0


def test_a_body_over_the_limit_is_a_413_and_stores_nothing(seated):
    game, ann, _ = seated
    padded = json.dumps({"version": 0, "action": {"type": "resign", "pad": "x" * (2_500_000)}})
    assert_error(post_raw(ann, moves_url(game), padded), 413, "too_large",
                 "The request body is larger than 65536 bytes.")
    assert Move.objects.filter(game=game).count() == 0


def test_the_body_bound_holds_without_a_declared_length():
    """The parser counts the bytes itself (a chunked body declares no length)."""
    from io import BytesIO

    from boardgames.api.limits import BoundedJSONParser, PayloadTooLarge

    with pytest.raises(PayloadTooLarge):
        BoundedJSONParser().parse(BytesIO(b'{"a": "' + b"x" * 70_000 + b'"}'))
    assert BoundedJSONParser().parse(BytesIO(b'{"a": [1, {"b": null}]}')) == {"a": [1, {"b": None}]}


def test_unknown_api_routes_are_json_404s(seated):
    _, _, anon = seated
    for url in ("/api/v1/games/null%2Cnull/", "/api/v1/games/null%2Cnull/moves/", "/api/v1/nothing/"):
        assert_error(anon.get(url), 404, "not_found", "There is no API endpoint")


def test_malformed_multipart_is_a_json_400(seated):
    game, ann, _ = seated
    for content_type in ("multipart/form-data", "multipart/form-data; boundary=", "multipart/form-data; boundary=\x00"):
        response = post_raw(ann, f"/api/v1/games/{game.pk}/join/", b"garbage", content_type=content_type)
        assert_error(response, 400, "invalid_request", "Multipart form parse error")


def test_token_responses_and_the_own_profile_are_not_stored_by_caches(client, make_user):
    from rest_framework.test import APIClient

    anon = APIClient()
    created = anon.post("/api/v1/auth/register/", {"username": "cy", "password": "pass-word-123"}, format="json")
    assert created.status_code == 201 and "no-store" in created["Cache-Control"]
    token = anon.post("/api/v1/auth/token/", {"username": "cy", "password": "pass-word-123"}, format="json")
    assert token.status_code == 200 and "no-store" in token["Cache-Control"]
    user = make_user("dee")
    client.force_login(user)
    own = client.get("/u/dee/")
    assert own.status_code == 200 and "no-store" in own["Cache-Control"]
    other = client.get("/u/cy/")
    assert other.status_code == 200 and "no-store" not in other.get("Cache-Control", "")


@pytest.mark.parametrize("debug", [True, False])
def test_bad_game_and_invite_links_show_the_sites_404_page(client, settings, debug):
    settings.DEBUG = debug
    reasons = {
        "/games/424242/": "There is no game #424242.",
        "/join/no-such-code/": "This invite link leads to no game: the code is mistyped or the room is gone.",
        "/u/nobody-here/": "There is no player called nobody-here.",
    }
    for url, reason in reasons.items():
        response = client.get(url)
        assert response.status_code == 404
        html = response.content.decode()
        assert 'data-testid="not-found"' in html and "Back to the lobby" in html, url
        assert reason in html and "matches the given query" not in html, url
        assert "Traceback" not in html and "URLconf" not in html


def test_the_500_page_is_the_sites_and_api_500s_are_json(rf):
    from boardgames.error_pages import server_error

    page = server_error(rf.get("/games/1/"))
    assert page.status_code == 500 and 'data-testid="server-error"' in page.content.decode()
    api = server_error(rf.get("/api/v1/games/1/"))
    assert api.status_code == 500 and json.loads(api.content)["code"] == "server_error"


def test_empty_filters_and_a_replay_without_seq_are_400s(seated):
    game, _, anon = seated
    assert_error(anon.get("/api/v1/games/?status="), 400, "invalid_request",
                 "Query parameter(s) status must not be empty")
    assert_error(anon.get("/api/v1/games/?status=null"), 400, "invalid_request", "status")
    assert_error(anon.get(f"/api/v1/games/{game.pk}/replay/"), 400, "invalid_request", "Give seq")
    assert anon.get(f"/api/v1/games/{game.pk}/replay/?seq=0").json()["seq"] == 0


def test_the_schema_documents_pages_and_error_responses():
    from drf_spectacular.generators import SchemaGenerator

    schema = SchemaGenerator().get_schema(request=None, public=True)
    paths = schema["paths"]
    for path in ("/api/v1/games/", "/api/v1/games/{game_id}/moves/", "/api/v1/ratings/{game}/leaderboard/",
                 "/api/v1/users/{username}/rating-history/"):
        ref = paths[path]["get"]["responses"]["200"]["content"]["application/json"]["schema"]["$ref"]
        page = schema["components"]["schemas"][ref.rsplit("/", 1)[1]]
        assert sorted(page["properties"]) == ["count", "next", "previous", "results"], path
    assert {"400", "401", "404"} <= set(paths["/api/v1/users/{username}/"]["get"]["responses"])
    assert {"400", "401", "403", "404", "413", "415", "429"} <= set(paths["/api/v1/auth/register/"]["post"]["responses"])
    assert paths["/api/v1/games/{game_id}/replay/"]["get"]["parameters"][1]["required"] is True


@pytest.mark.parametrize("username", [10**400, "x" * 300, "é" * 151])
def test_an_over_long_username_at_the_token_route_is_a_400_not_a_500(username):
    from rest_framework.test import APIClient

    response = APIClient().post("/api/v1/auth/token/", {"username": username, "password": "guess"}, format="json")
    assert_error(response, 400, contains="150")


@pytest.mark.parametrize("query", ["page=", "page=abc", "page=0", "page=1&page=1", "page_size=false",
                                   "page_size=", "page_size=10&page_size=10", "page=1.5"])
def test_a_malformed_page_or_page_size_is_a_400_on_every_list(seated, query):
    # schemathesis found ?page=&page_size=false answered 200 with the default page
    game, _, anonymous = seated
    for url in ("/api/v1/games/", f"/api/v1/games/{game.pk}/moves/", "/api/v1/ratings/chinese-checkers/leaderboard/",
                "/api/v1/users/ann/rating-history/"):
        if "page_size" in query and "ratings" not in url and "rating-history" not in url:
            continue
        assert_error(anonymous.get(f"{url}?{query}"), 400, "invalid_request", "whole number")


def test_a_whole_page_number_still_pages(seated):
    _, _, anonymous = seated
    assert anonymous.get("/api/v1/games/?page=1").json()["count"] == 1
    assert anonymous.get("/api/v1/ratings/chinese-checkers/leaderboard/?page=1&page_size=200").status_code == 200
    assert_error(anonymous.get("/api/v1/games/?page=99"), 404)
