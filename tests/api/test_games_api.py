"""The REST API: auth, rooms, a game's view, moves with their status codes, history,
filters, users and the OpenAPI schema."""

from __future__ import annotations

import pytest
import yaml
from openapi_spec_validator import validate

from boardgames.registry import get_engine

pytestmark = pytest.mark.django_db


def register(client, username):
    response = client.post("/api/v1/auth/register/", {"username": username, "password": "pass-word-123"}, format="json")
    assert response.status_code == 201, response.json()
    return response.json()["token"]


def authed(api_client_cls, token):
    client = api_client_cls()
    client.credentials(HTTP_AUTHORIZATION=f"Token {token}")
    return client


@pytest.fixture
def two(api):
    from rest_framework.test import APIClient

    anon = APIClient()
    ann = authed(APIClient, register(anon, "ann"))
    bob = authed(APIClient, register(anon, "bob"))
    return anon, ann, bob


def test_register_and_token(api):
    from rest_framework.test import APIClient

    client = APIClient()
    token = register(client, "ann")
    again = client.post("/api/v1/auth/token/", {"username": "ann", "password": "pass-word-123"}, format="json")
    assert again.status_code == 200 and again.json() == {"username": "ann", "token": token}
    wrong = client.post("/api/v1/auth/token/", {"username": "ann", "password": "nope"}, format="json")
    assert wrong.status_code == 400 and wrong.json()["message"] == "Wrong username or password."
    assert wrong.json()["code"] == "invalid_credentials"
    taken = client.post("/api/v1/auth/register/", {"username": "ANN", "password": "pass-word-123"}, format="json")
    assert taken.status_code == 400 and taken.json()["code"] == "username_taken"
    weak = client.post("/api/v1/auth/register/", {"username": "cy", "password": "123"}, format="json")
    assert weak.status_code == 400 and "too short" in weak.json()["message"]
    missing = client.post("/api/v1/auth/register/", {}, format="json")
    assert missing.status_code == 400 and "username" in missing.json()["message"]


def test_a_whole_exchange_of_moves(two):
    anon, ann, bob = two
    created = ann.post("/api/v1/games/", {"game": "chinese-checkers", "players": 2,
                                          "options": {"jump_rule": "long"},
                                          "time_control": {"kind": "correspondence", "days": 2},
                                          "rated": False}, format="json")
    assert created.status_code == 201, created.json()
    game = created.json()
    assert (game["status"], game["my_seat"], game["time_control"]) == ("open", 0, {"kind": "correspondence", "days": 2})
    gid = game["id"]
    open_list = anon.get("/api/v1/games/?status=open&game=chinese-checkers").json()
    assert [g["id"] for g in open_list["results"]] == [gid]

    joined = bob.post(f"/api/v1/games/{gid}/join/", {}, format="json")
    assert joined.status_code == 200 and joined.json()["status"] == "active" and joined.json()["my_seat"] == 1
    detail = ann.get(f"/api/v1/games/{gid}/").json()
    assert detail["version"] == 0 and [p["seat"] for p in detail["prompts"]] == [0]
    assert detail["prompts"][0]["deadline"] is not None
    legal = ann.get(f"/api/v1/games/{gid}/legal-actions/").json()
    assert legal["seat"] == 0 and legal["actions"] == detail["legal_actions"] and legal["actions"]
    bob_can = {a["type"] for a in bob.get(f"/api/v1/games/{gid}/legal-actions/").json()["actions"]}
    assert "move" not in bob_can and "resign" in bob_can

    action = next(a for a in legal["actions"] if a["type"] == "move")
    out_of_turn = bob.post(f"/api/v1/games/{gid}/moves/", {"version": 0, "action": action}, format="json")
    assert out_of_turn.status_code == 403 and out_of_turn.json()["code"] == "not_your_turn"
    illegal = ann.post(f"/api/v1/games/{gid}/moves/", {"version": 0, "action": {"type": "move", "path": [[0, 0], [0, 1]]}},
                       format="json")
    assert illegal.status_code == 400 and illegal.json()["message"]
    no_version = ann.post(f"/api/v1/games/{gid}/moves/", {"action": action}, format="json")
    assert no_version.status_code == 400 and "version" in no_version.json()["message"]
    anonymous = anon.post(f"/api/v1/games/{gid}/moves/", {"version": 0, "action": action}, format="json")
    assert anonymous.status_code == 401 and anonymous.json()["code"] == "not_authenticated"

    moved = ann.post(f"/api/v1/games/{gid}/moves/", {"version": 0, "action": action}, format="json")
    assert moved.status_code == 201 and moved.json()["version"] == 1
    again = ann.post(f"/api/v1/games/{gid}/moves/", {"version": 0, "action": action}, format="json")
    assert again.status_code == 409 and again.json()["code"] == "stale_version" and again.json()["extra"] == {"version": 1}

    history = anon.get(f"/api/v1/games/{gid}/moves/").json()
    assert history["count"] == 1 and history["results"][0]["action"] == action and history["results"][0]["seat"] == 0
    start = anon.get(f"/api/v1/games/{gid}/replay/?seq=0").json()
    assert start["view"] == get_engine("chinese-checkers").view(
        __import__("boardgames.models", fromlist=["Game"]).Game.objects.get(pk=gid).initial_state, None)
    assert anon.get(f"/api/v1/games/{gid}/replay/?seq=9").status_code == 400

    mine = ann.get("/api/v1/me/games/").json()
    assert [g["id"] for g in mine] == [gid] and mine[0]["my_turn"] is False
    assert bob.get("/api/v1/me/games/").json()[0]["my_turn"] is True

    resigned = bob.post(f"/api/v1/games/{gid}/moves/", {"version": 1, "action": {"type": "resign"}}, format="json")
    assert resigned.status_code == 201
    final = anon.get(f"/api/v1/games/{gid}/").json()
    assert final["status"] == "finished" and final["result"]["places"] == [1, 2]
    assert [s["place"] for s in final["seats"]] == [1, 2]
    finished = anon.get("/api/v1/games/?player=bob&status=finished").json()
    assert [g["id"] for g in finished["results"]] == [gid]
    assert anon.get("/api/v1/games/?finished_before=2000-01-01T00:00:00Z").json()["count"] == 0
    profile = anon.get("/api/v1/users/ann/").json()
    assert (profile["games_played"], profile["games_won"]) == (1, 1)


def test_errors_are_4xx_with_messages(two):
    anon, ann, bob = two
    assert anon.get("/api/v1/games/999/").status_code == 404
    assert anon.get("/api/v1/games/999/").json()["code"] == "not_found"
    assert anon.get("/api/v1/users/nobody/").status_code == 404
    bad = ann.post("/api/v1/games/", {"game": "chinese-checkers", "players": "two"}, format="json")
    assert bad.status_code == 400 and "players" in bad.json()["message"]
    unknown = ann.post("/api/v1/games/", {"game": "go", "players": 2}, format="json")
    assert unknown.status_code == 400 and "Unknown game" in unknown.json()["message"]
    opts = ann.post("/api/v1/games/", {"game": "chinese-checkers", "players": 2, "options": {"colour": 1}}, format="json")
    assert opts.status_code == 400 and "colour" in opts.json()["message"]
    not_staff = ann.post("/api/v1/games/", {"game": "chinese-checkers", "players": 2, "position": {}}, format="json")
    assert not_staff.status_code == 403
    assert anon.post("/api/v1/games/", {"game": "chinese-checkers", "players": 2}, format="json").status_code == 401
    gid = ann.post("/api/v1/games/", {"game": "chinese-checkers", "players": 3}, format="json").json()["id"]
    assert bob.post(f"/api/v1/games/{gid}/join/", {"seat": 0}, format="json").status_code == 409
    assert bob.post(f"/api/v1/games/{gid}/join/", {"seat": 7}, format="json").status_code == 400
    assert bob.post(f"/api/v1/games/{gid}/join/", {"team": 1}, format="json").status_code == 400
    assert bob.post(f"/api/v1/games/{gid}/moves/", {"version": 0, "action": {"type": "resign"}}, format="json").status_code == 403
    assert ann.post(f"/api/v1/games/{gid}/moves/", {"version": 0, "action": {"type": "resign"}}, format="json").status_code == 409
    left = ann.post(f"/api/v1/games/{gid}/leave/", format="json")
    assert left.status_code == 200 and left.json()["status"] == "aborted"


def test_staff_start_from_a_position(api, make_user):
    staff = api(make_user("teacher", staff=True))
    position = {"pieces": {"0": [[0, 4]], "1": [[0, -4]]}, "to_move": 0}
    created = staff.post("/api/v1/games/", {"game": "chinese-checkers", "players": 2, "position": position}, format="json")
    assert created.status_code == 201, created.json()
    assert created.json()["from_position"] is True and created.json()["rated"] is False
    broken = staff.post("/api/v1/games/", {"game": "chinese-checkers", "players": 2,
                                           "position": {"pieces": {"0": [[50, 50]]}}}, format="json")
    assert broken.status_code == 400 and broken.json()["message"]


def test_game_types_lists_the_options(api):
    types = {t["game"]: t for t in api().get("/api/v1/game-types/").json()}
    cc = types["chinese-checkers"]
    assert cc["name"] == "QQ跳棋" and cc["player_counts"] == [2, 3, 4, 6]
    assert {o["name"] for o in cc["options"]} >= {"jump_rule", "mode"}


def test_the_openapi_schema_is_valid(api):
    response = api().get("/api/v1/schema/")
    assert response.status_code == 200
    schema = yaml.safe_load(response.content)
    validate(schema)
    paths = schema["paths"]
    for path in ("/api/v1/games/", "/api/v1/games/{game_id}/moves/", "/api/v1/auth/register/",
                 "/api/v1/games/{game_id}/legal-actions/", "/api/v1/users/{username}/"):
        assert path in paths, path
    docs = api().get("/api/v1/docs/")
    assert docs.status_code == 200 and b"cdn." not in docs.content  # served from the sidecar, works offline


def test_schema_generation_has_no_warnings(tmp_path):
    from django.core.management import call_command

    call_command("spectacular", "--validate", "--fail-on-warn", "--file", str(tmp_path / "schema.yml"))
    assert "/api/v1/games/{game_id}/moves/" in (tmp_path / "schema.yml").read_text()
