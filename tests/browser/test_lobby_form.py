"""The lobby's create form follows the chosen game: a game without room options shows no
empty options box, and the QQ跳棋 rules summary shows only while QQ跳棋 is chosen."""

from __future__ import annotations

import pytest
from tests.browser.conftest import sign_up

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_the_form_shows_only_the_chosen_games_boxes(web_server, browser):
    page = sign_up(browser, web_server, "ann")
    page.select_option("#id_game", "chinese-checkers")
    assert page.locator("fieldset.options[data-game=chinese-checkers]").is_visible()
    assert page.locator(".rules-card").is_visible()

    page.select_option("#id_game", "owners-choice")
    # 拥有者的决断 has no room options: no (empty) fieldset at all.
    assert page.locator("fieldset.options[data-game=owners-choice]").count() == 0
    assert page.locator("fieldset.options:visible").count() == 0
    assert page.locator(".rules-card").is_hidden()

    page.select_option("#id_game", "chinese-checkers")
    assert page.locator(".rules-card").is_visible()
    assert page.errors == []
