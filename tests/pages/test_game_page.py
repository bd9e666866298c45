"""The game page: the server-rendered shell, its embedded payload and its static modules."""

from __future__ import annotations

import json
import re

import pytest
from django.contrib.staticfiles import finders
from django.urls import reverse

from boardgames import selectors
from boardgames.services import game_create

pytestmark = pytest.mark.django_db


def _json_script(html: str, element_id: str):
    match = re.search(rf'<script id="{element_id}" type="application/json">(.*?)</script>', html, re.S)
    assert match, element_id
    return json.loads(match.group(1))


def test_game_page_renders_for_a_player(client, make_user, start_game):
    ann, bob = make_user("ann"), make_user("bob")
    game = start_game([ann, bob])
    client.force_login(ann)
    response = client.get(reverse("game", args=[game.pk]))
    assert response.status_code == 200
    html = response.content.decode()
    assert "QQ跳棋" in html and 'id="board"' in html and "csrftoken" in response.cookies
    config = _json_script(html, "page-config")
    assert config == {
        "gameId": game.pk, "slug": "chinese-checkers", "user": "ann",
        "api": f"/api/v1/games/{game.pk}/", "moves": f"/api/v1/games/{game.pk}/moves/",
        "replay": f"/api/v1/games/{game.pk}/replay/", "ws": f"/ws/games/{game.pk}/",
    }
    initial = _json_script(html, "game-initial")
    assert initial["my_seat"] == 0 and initial["version"] == 0 and initial["status"] == "active"
    assert any(a["type"] == "move" for a in initial["legal_actions"])
    assert len(initial["view"]["holes"]) == 121
    assert '<script type="module">' in html and "js/game-page.js" in html and "/static/games/" in html


def test_game_page_for_a_spectator_has_no_actions(client, make_user, start_game):
    game = start_game([make_user("ann"), make_user("bob")])
    html = client.get(reverse("game", args=[game.pk])).content.decode()
    initial = _json_script(html, "game-initial")
    assert initial["my_seat"] is None and initial["legal_actions"] == []


def test_open_game_page_shows_the_room_and_invite_link_to_its_players(client, make_user):
    ann = make_user("ann")
    game = game_create(user=ann, game_type="chinese-checkers", players=2)
    client.force_login(ann)
    html = client.get(reverse("game", args=[game.pk])).content.decode()
    assert "Waiting for players: 1 seat free" in html
    assert f"/join/{game.invite_code}/" in html
    client.force_login(make_user("bob"))
    other = client.get(reverse("game", args=[game.pk])).content.decode()
    assert f"/join/{game.invite_code}/" not in other
    assert f'data-testid="join-{game.pk}-1"' in other


def test_unknown_game_is_404(client):
    assert client.get(reverse("game", args=[999999])).status_code == 404


def test_static_modules_exist_for_the_page_and_every_renderer():
    for path in ("css/site.css", "js/game-page.js", "js/lobby.js", "games/chinese-checkers.js"):
        assert finders.find(path), path
    source = open(finders.find("games/chinese-checkers.js"), encoding="utf-8").read()
    assert "export function render(container, view, ctx)" in source
    assert all(g["game"] for g in selectors.game_types())


def test_stylesheet_has_a_cjk_font_stack_and_fits_the_board_to_the_window():
    css = open(finders.find("css/site.css"), encoding="utf-8").read()
    for face in ('"PingFang SC"', '"Hiragino Sans GB"', '"Microsoft YaHei"', '"Noto Sans CJK SC"',
                 '"Source Han Sans SC"', '"WenQuanYi Micro Hei"'):
        assert face in css, face
    assert "var(--board-top" in css and "100dvh" in css


def test_renderer_labels_are_english_first():
    cc = open(finders.find("games/chinese-checkers/words.js"), encoding="utf-8").read()  # the renderer's words
    assert "In target 入营" in cc and "Out of home 出营" in cc and "Timeouts 超时" in cc
    qs = open(finders.find("games/qiangshou/words.js"), encoding="utf-8").read()  # the renderer's words
    assert '"Resign · 认输 (自杀)"' in qs and '"自杀 · Resign"' not in qs


def test_game_page_payload_has_the_server_time(client, make_user, start_game):
    game = start_game([make_user("ann"), make_user("bob")])
    initial = _json_script(client.get(reverse("game", args=[game.pk])).content.decode(), "game-initial")
    assert initial["server_time"]
