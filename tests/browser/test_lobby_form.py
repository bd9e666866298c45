"""The lobby's create form follows the chosen game: a game without room options says so
(no empty options box), and the rules in a nutshell beside it are the chosen game's."""

from __future__ import annotations

import pytest
from tests.browser.conftest import sign_up

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_the_form_shows_only_the_chosen_games_boxes(web_server, browser):
    page = sign_up(browser, web_server, "ann")
    page.select_option("#id_game", "chinese-checkers")
    assert page.locator("fieldset.options[data-game=chinese-checkers]").is_visible()
    assert page.locator(".rules-card[data-game=chinese-checkers]").is_visible()
    assert page.locator(".rules-card:visible").count() == 1

    page.select_option("#id_game", "owners-choice")
    # 拥有者的决断 has no room options: a note instead of an empty box.
    box = page.locator("fieldset.options[data-game=owners-choice]")
    assert box.is_visible() and "No room options" in box.inner_text()
    assert page.locator("fieldset.options:visible").count() == 1
    assert page.locator(".rules-card[data-game=chinese-checkers]").is_hidden()
    card = page.locator(".rules-card[data-game=owners-choice]")
    assert card.is_visible() and "拥有者的决断 (Owner's Choice) in a nutshell" in card.inner_text()

    page.select_option("#id_game", "monopoly-deal")
    assert "three complete property sets" in page.locator(".rules-card:visible").inner_text()
    page.select_option("#id_game", "chinese-checkers")
    assert page.locator(".rules-card[data-game=chinese-checkers]").is_visible()
    assert page.errors == []


def test_a_room_options_checkbox_is_one_44px_tap_target_with_its_words(web_server, browser):
    """On a Chinese phone the Ultimate Cheater box of 大富翁作弊版 is a label holding the
    checkbox and its words, at least 44 px high: a tap on the words ticks it (it was a
    13 px box under a bare heading, which a tap on the words did not reach)."""
    from tests.browser.cheaters_pages import PHONE, signed_up

    page = signed_up(browser, web_server, "mei", PHONE, locale="zh-CN")
    page.select_option("#id_game", "cheaters-edition")
    name = "opt__cheaters-edition__ultimate"
    row = page.locator(f"fieldset.options[data-game=cheaters-edition] label:has(input[name='{name}'])")
    assert row.inner_text().strip() == "终极作弊者模式"
    assert row.bounding_box()["height"] >= 44
    box = page.locator(f"input[name='{name}']")
    assert not box.is_checked()
    row.locator("span").click()
    assert box.is_checked()
    assert page.errors == []
