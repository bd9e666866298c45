"""One person alone: create a QQ跳棋 game against the computer from the lobby form and
play it to the end in the browser; the bot's moves come from a real Celery worker."""

from __future__ import annotations

import random
import re

import pytest
from boardgames.bots import bot_for
from tests.browser.conftest import sign_up

pytestmark = [pytest.mark.browser, pytest.mark.celery, pytest.mark.django_db(transaction=True)]


def hole(coords) -> str:
    return f"{coords[0]},{coords[1]}"


def test_one_person_plays_the_computer_to_the_end(celery_worker_thread, web_server, browser):
    page = sign_up(browser, web_server, "ann")
    page.select_option("#id_game", "chinese-checkers")
    page.select_option("#id_players", "2")
    page.select_option("#id_bots", "random")
    page.locator("input[name=seconds]").fill("600")
    page.click("[data-testid=create-game]")
    page.wait_for_url(re.compile(r".*/games/\d+/$"))
    page.wait_for_selector("#conn[data-state=live]")
    page.wait_for_selector("[data-testid=robot-1]")
    assert "computer-random-1" in page.locator("#seats [data-seat='1']").inner_text()
    first = page.evaluate("window.gamePage.game")
    assert first["status"] == "active" and first["rated"] is False
    assert [s["is_bot"] for s in first["seats"]] == [False, True]

    good = bot_for("chinese-checkers", "good")
    for turn in range(60):
        page.wait_for_function("window.gamePage.game.status === 'finished' || "
                               "document.querySelector('.cc-piece.cc-movable') !== null")
        detail = page.evaluate("window.gamePage.game")
        if detail["status"] == "finished":
            break
        legal = [a for a in detail["legal_actions"] if a["type"] == "move"]
        path = good(detail["view"], legal, random.Random(turn))["path"]
        page.locator(f".cc-piece.cc-movable[data-hole='{hole(path[0])}']").click()
        page.locator(f".cc-target[data-hole='{hole(path[-1])}']").click()
        page.wait_for_function(f"window.gamePage.game.version > {detail['version']}")
    # The game-over card (page/game-over.js) replaces the plain result box once its
    # numbers have loaded; either way the headline is the same.
    page.wait_for_selector("[data-testid=game-over] h2, [data-testid=result]:not([hidden]) h2")
    headline = page.locator("[data-testid=game-over]:not([hidden]) h2, [data-testid=result]:not([hidden]) h2")
    assert headline.first.inner_text() == "You won!"
    final = page.evaluate("window.gamePage.game")
    assert final["status"] == "finished" and final["result"]["places"] == [1, 2]
    assert final["version"] > 2 * 10  # both seats moved, many times
    assert page.errors == []
