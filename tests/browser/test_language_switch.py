"""The language in a real browser: the browser's language by default, the header's
switch, the choice kept for the player on another browser, the flash message that
leaves by itself. Screenshots of the lobby at 1280x800 and 390x844 in both languages go
to the test's tmp folder (looked at by hand when the pages change)."""

from __future__ import annotations

import pytest

from tests.browser.conftest import PASSWORD, TIMEOUT_MS, sign_up

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def _context_page(browser, *, locale: str, width: int = 1280, height: int = 800):
    context = browser.new_context(viewport={"width": width, "height": height}, locale=locale)
    context.set_default_timeout(TIMEOUT_MS)
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda error: page.errors.append(str(error)))
    return page


def test_a_chinese_browser_gets_chinese_pages(web_server, browser, tmp_path):
    page = _context_page(browser, locale="zh-CN")
    page.goto(web_server + "/")
    assert page.locator("html").get_attribute("lang") == "zh-hans"
    assert page.locator("h1").first.inner_text() == "桌游：实时对局或通信对局"
    assert page.locator("[data-testid=lang-zh-hans]").get_attribute("aria-current") == "true"
    page.screenshot(path=str(tmp_path / "landing-zh-1280.png"), full_page=True)
    assert page.errors == []


def test_the_switch_changes_the_language_and_follows_the_player(web_server, browser, tmp_path):
    page = sign_up(browser, web_server, "ann")  # an English browser
    assert page.locator("#create-game h2").inner_text() == "New game"
    page.click("[data-testid=lang-zh-hans]")
    page.wait_for_selector("html[lang=zh-hans]")
    assert page.locator("#create-game h2").inner_text() == "新对局"
    assert page.locator("#my-games h2").inner_text().startswith("我的对局")
    page.select_option("#id_game", "monopoly-deal")
    # The lobby's module may still be loading after the switch's reload: wait for it to
    # show the chosen game's card (it reads the selected game when it starts, too).
    page.locator(".rules-card:visible", has_text="大富翁纸牌 (Monopoly Deal) 简明规则").wait_for()
    assert "大富翁纸牌 (Monopoly Deal) 简明规则" in page.locator(".rules-card:visible").inner_text()
    page.screenshot(path=str(tmp_path / "lobby-zh-1280.png"), full_page=True)
    page.set_viewport_size({"width": 390, "height": 844})
    page.screenshot(path=str(tmp_path / "lobby-zh-390.png"), full_page=True)
    assert page.errors == []

    # Another browser, English: after logging in, the saved choice wins.
    other = _context_page(browser, locale="en-US", width=390, height=844)
    other.goto(web_server + "/accounts/login/")
    assert other.locator("h1").inner_text() == "Log in"
    other.fill("#id_username", "ann")
    other.fill("#id_password", PASSWORD)
    other.click("form button[type=submit]")
    other.wait_for_url(web_server + "/")
    assert other.locator("html").get_attribute("lang") == "zh-hans"
    assert other.locator("#create-game h2").inner_text() == "新对局"

    # And back to English with the switch.
    other.click("[data-testid=lang-en]")
    other.wait_for_selector("html[lang=en]")
    assert other.locator("#create-game h2").inner_text() == "New game"
    other.screenshot(path=str(tmp_path / "lobby-en-390.png"), full_page=True)
    assert other.errors == []


def test_the_joiners_start_message_leaves_by_itself(web_server, browser):
    ann = sign_up(browser, web_server, "ann")
    ann.select_option("#id_game", "chinese-checkers")
    ann.click("[data-testid=create-game]")
    ann.wait_for_url("**/games/*/")
    game_url = ann.url
    bob = sign_up(browser, web_server, "bob")
    bob.goto(game_url)
    bob.click("button.seat-join")
    message = bob.locator("[data-testid=flash]", has_text="the game has started")
    message.wait_for(state="visible")
    message.wait_for(state="detached", timeout=30_000)
    assert bob.locator(".messages").count() == 0
    assert bob.errors == []
