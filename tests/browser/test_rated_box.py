"""The create form's one "Rated" box with computer players (issue 14): choosing a
computer unticks it and says the game is casual; ticking it again is the opt-in and the
game is rated; choosing people again restores the box."""

from __future__ import annotations

import re

import pytest

from tests.browser.conftest import sign_up

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_the_rated_box_tells_the_truth_with_computer_players(web_server, browser, tmp_path, monkeypatch):
    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    from boardgames.models import Game

    page = sign_up(browser, web_server, "ann")
    rated = page.locator("#id_rated")
    assert rated.is_checked() and not page.locator("[data-testid=rated-help]").is_visible()
    assert page.locator("text=Rated even with computer players").count() == 0
    page.select_option("#id_game", "chinese-checkers")
    page.select_option("#id_players", "2")
    page.select_option("#id_bots", "good")
    assert not rated.is_checked()
    help_line = page.locator("[data-testid=rated-help]")
    assert help_line.inner_text() == "Casual: games against the computer are not rated unless you tick Rated."
    page.select_option("#id_bots", "")
    assert rated.is_checked()  # people again: as it was
    page.select_option("#id_bots", "random")
    rated.check()
    assert help_line.inner_text() == "Rated, although computer players sit at it: you opted in."
    for width, height in ((1280, 800), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        page.locator("#create-form").screenshot(path=str(tmp_path / f"form-{width}.png"))
    page.click("[data-testid=create-game]")
    page.wait_for_url(re.compile(r".*/games/\d+/$"))
    game = Game.objects.get()
    assert game.rated is True and game.status == Game.Status.ACTIVE
    assert page.errors == []
