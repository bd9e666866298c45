"""Pages in both languages: the browser's Accept-Language by default, the header's
switch (a cookie, and User.language for a logged-in player, applied at log-in), the game
names, the rules in a nutshell per game, the create form per game."""

from __future__ import annotations

import pytest
from django.conf import settings
from django.urls import reverse

from boardgames.services import game_create

pytestmark = pytest.mark.django_db

ZH = {"HTTP_ACCEPT_LANGUAGE": "zh-CN,zh;q=0.9"}
COOKIE = settings.LANGUAGE_COOKIE_NAME


def test_the_browser_language_picks_the_page_language(client):
    english = client.get(reverse("lobby"), HTTP_ACCEPT_LANGUAGE="en-GB,en").content.decode()
    chinese = client.get(reverse("lobby"), **ZH).content.decode()
    assert '<html lang="en">' in english and "Open games" in english and "Sign up to play" in english
    assert '<html lang="zh-hans">' in chinese
    assert "可加入的对局" in chinese and "注册开玩" in chinese and "大厅" in chinese
    assert "Open games" not in chinese and "Sign up to play" not in chinese


def test_the_landing_page_describes_every_game_in_the_page_language(client):
    english = client.get(reverse("lobby")).content.decode()
    chinese = client.get(reverse("lobby"), **ZH).content.decode()
    for name in ("QQ跳棋 (Chinese Checkers)", "强手棋 (Qiangshou)", "Monopoly Deal", "拥有者的决断 (Owner&#x27;s Choice)"):
        assert name in english
    assert "The card game: collect three complete property sets first" in english
    assert "大富翁纸牌 (Monopoly Deal)" in chinese and "纸牌游戏：率先集齐三套完整的物业" in chinese
    assert "QQ跳棋 (Chinese Checkers)" not in chinese
    for slug in ("chinese-checkers", "qiangshou", "monopoly-deal", "owners-choice"):
        assert f'data-testid="rules-{slug}"' in english


def test_the_create_form_speaks_about_each_game(client, make_user):
    client.force_login(make_user("ann"))
    html = client.get(reverse("lobby")).content.decode()
    assert "Monopoly Deal in a nutshell" in html and "three complete property sets" in html
    assert "强手棋 (Qiangshou) in a nutshell" in html and "round 120" in html
    # No empty options box: a game without room options says so.
    assert '<fieldset class="options options-none" data-game="monopoly-deal">' in html
    assert "No room options: every room plays the full rules." in html
    # Engine option texts: Chinese terms with the English beside them on English pages.
    assert "场次 (room)" in html and "金币场 (coins)" in html and "跳子规则 (jump rule)" in html
    html = client.get(reverse("lobby"), **ZH).content.decode()
    assert "大富翁纸牌 (Monopoly Deal) 简明规则" in html and "回合结束时手牌最多 7 张。" in html
    assert "没有房间选项" in html and ">跳子规则<" in html and "(jump rule)" not in html
    assert "创建对局" in html and "每步秒数" in html


def test_the_switch_sets_the_cookie_for_a_visitor(client):
    response = client.post(reverse("set_language"), {"language": "zh-hans", "next": "/"})
    assert response.status_code == 302 and response.cookies[COOKIE].value == "zh-hans"
    html = client.get(reverse("lobby"), HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "可加入的对局" in html and 'aria-current="true" data-testid="lang-zh-hans"' in html


def test_the_switch_is_remembered_for_a_player_on_another_browser(client, make_user, django_user_model):
    ann = make_user("ann")
    client.force_login(ann)
    client.post(reverse("set_language"), {"language": "zh-hans", "next": "/"})
    assert django_user_model.objects.get(pk=ann.pk).language == "zh-hans"
    other = type(client)()  # a fresh browser: no cookie, an English Accept-Language
    other.force_login(ann)
    response = other.get(reverse("lobby"), HTTP_ACCEPT_LANGUAGE="en")
    assert "我的对局" in response.content.decode()
    assert response.cookies[COOKIE].value == "zh-hans"


def test_the_log_in_response_carries_the_saved_language(client, make_user, django_user_model):
    ann = make_user("ann")
    django_user_model.objects.filter(pk=ann.pk).update(language="zh-hans")
    response = client.post(reverse("login"), {"username": "ann", "password": "pass-word-123"},
                           HTTP_ACCEPT_LANGUAGE="en")
    assert response.status_code == 302, response.content.decode()[:500]
    assert response.cookies[COOKIE].value == "zh-hans"


def test_an_unknown_language_changes_nothing(client, make_user, django_user_model):
    ann = make_user("ann")
    client.force_login(ann)
    response = client.post(reverse("set_language"), {"language": "xx", "next": "/"})
    assert response.status_code == 302 and COOKIE not in response.cookies
    assert django_user_model.objects.get(pk=ann.pk).language == ""
    assert client.get(reverse("set_language")).status_code == 405


def test_game_page_profile_and_leaderboards_in_chinese(client, make_user):
    ann = make_user("ann")
    game = game_create(user=ann, game_type="qiangshou", players=2, options={})
    client.force_login(ann)
    page = client.get(reverse("game", args=[game.pk]), **ZH).content.decode()
    assert "<h1>强手棋 <span" in page and "等待玩家：还有 1 个空座位" in page and "离开房间" in page
    assert "2 人" in page and "每步" in page
    profile = client.get(reverse("profile", args=["ann"]), **ZH).content.decode()
    assert "最近的对局" in profile and "等待玩家" in profile and "API 令牌" in profile
    boards = client.get(reverse("leaderboards"), **ZH).content.decode()
    assert "<h1>排行榜</h1>" in boards and "还没有计分的对局。" in boards


def test_messages_and_errors_in_chinese(client, make_user):
    ann, bob = make_user("ann"), make_user("bob")
    game = game_create(user=ann, game_type="chinese-checkers", players=2, options={})
    client.force_login(bob)
    response = client.post(reverse("game-join", args=[game.pk]), {"seat": "1"}, follow=True, **ZH)
    html = response.content.decode()
    assert "座位已满：游戏开始了！" in html and 'data-tags="while-active transient"' in html
    response = client.post(reverse("game-join", args=[game.pk]), {"seat": "1"}, follow=True, **ZH)
    assert "这局游戏不能再加入。" in response.content.decode()
    assert "没有第 99999 局游戏。" in client.get(reverse("game", args=[99999]), **ZH).content.decode()


def test_the_javascript_catalogue_follows_the_language(client):
    chinese = client.get(reverse("javascript-catalog"), **ZH).content.decode()
    assert '"%(clock)s left": "\\u5269 %(clock)s"' in chinese  # 剩, JSON-escaped
    english = client.get(reverse("javascript-catalog"), HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "\\u5269" not in english


def test_every_registered_game_has_its_lobby_texts():
    from django.template.loader import get_template

    from boardgames.game_names import DISPLAY_NAMES, TAGLINES
    from boardgames.registry import slugs

    for slug in slugs():
        assert slug in DISPLAY_NAMES and slug in TAGLINES, slug
        get_template(f"boardgames/nutshell/{slug}.html")  # raises TemplateDoesNotExist


def test_cheaters_edition_has_its_names_and_nutshell_in_both_languages(client, make_user):
    client.force_login(make_user("cy"))
    english = client.get(reverse("lobby"), HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "Monopoly: Cheaters Edition in a nutshell" in english and "Five cheat cards lie face up" in english
    assert "终极作弊者模式 (Ultimate Cheater)" in english
    chinese = client.get(reverse("lobby"), **ZH).content.decode()
    assert "大富翁作弊版 简明规则" in chinese and "五张作弊卡正面朝上" in chinese
    assert ">终极作弊者模式<" in chinese and "15 种作弊随时都能用" in chinese
    assert "Ultimate Cheater" not in chinese and "Five cheat cards" not in chinese
    client.logout()
    landing = client.get(reverse("lobby"), **ZH).content.decode()
    assert "可以作弊的大富翁" in landing


def test_the_notification_settings_speak_chinese(client, make_user):
    client.force_login(make_user("nz"))
    html = client.get(reverse("notification-preferences"), **ZH).content.decode()
    # The help text with a quoted phrase inside {% translate %} finds its translation.
    assert "“轮到你了”的邮件会立即发送" in html and "The email for" not in html
    assert "时间快到了（已用去 80% 的走棋时间）" in html and "何时通知我" in html
