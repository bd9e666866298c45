"""Monopoly: Cheaters Edition in a Chinese browser on a phone (390 x 844): the lobby
names it 大富翁作弊版 with its rules in a nutshell, a game against the computer speaks
Chinese (the roll button, the help line, the players' box), and the status bar's
"第 1 回合" stays on one line, also beside a long status and the clock. Screenshots go to the test's tmp folder."""

from __future__ import annotations

import pytest

from tests.browser.conftest import PASSWORD, TIMEOUT_MS

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

#: Line boxes of an element's text (1 = not wrapped).
LINES = "e => { const r = document.createRange(); r.selectNodeContents(e); " \
        "return new Set([...r.getClientRects()].map(x => Math.round(x.top))).size; }"


def test_a_cheaters_edition_game_in_chinese_on_a_phone(web_server, browser, tmp_path):
    context = browser.new_context(viewport={"width": 390, "height": 844}, locale="zh-CN")
    context.set_default_timeout(TIMEOUT_MS)
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(web_server + "/accounts/signup/")
    page.fill("#id_username", "mei")
    page.fill("#id_password1", PASSWORD)
    page.fill("#id_password2", PASSWORD)
    page.click("form button[type=submit]")
    page.wait_for_url(web_server + "/")

    page.select_option("#create-form select[name=game]", "cheaters-edition")
    assert page.locator("#create-form select[name=game] option:checked").inner_text() == "大富翁作弊版"
    rules = page.locator(".rules-card:visible").inner_text()
    assert "大富翁作弊版 简明规则" in rules and "五张作弊卡正面朝上" in rules
    assert "终极作弊者模式" in page.locator("#create-form").inner_text()
    page.select_option("#create-form select[name=players]", "2")
    page.select_option("#create-form select[name=bots]", "random")
    page.screenshot(path=str(tmp_path / "lobby-cheaters-zh-390.png"), full_page=True)
    page.click("[data-testid=create-game]")
    page.wait_for_url("**/games/*/")

    page.wait_for_selector("[data-testid=ce-roll]")
    assert page.locator("[data-testid=ce-roll]").inner_text() == "🎲 掷骰子"
    assert "玩家：现金、房产证和卡" in page.content()
    assert "用棋盘上的按钮掷骰、买地和付款" in page.content()
    round_label = page.locator(".status-bar .round")
    assert round_label.inner_text() == "第 1 回合"
    assert round_label.evaluate(LINES) == 1
    # A computer's turn says "等待 computer-good-2" beside the clock: still one line.
    page.evaluate("document.getElementById('status-text').textContent = '等待 computer-good-2'")
    assert round_label.evaluate(LINES) == 1
    page.screenshot(path=str(tmp_path / "cheaters-zh-390.png"), full_page=True)
    assert errors == []
