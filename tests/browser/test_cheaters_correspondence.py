"""Monopoly: Cheaters Edition's accusation window in a correspondence room, in three
browsers (RULINGS: "correspondence: until the next player rolls, which waits at least
one hour"; docs/rules/cheaters-edition.md, "The accusation window").

Ann (seat 0, 1280 x 800), Bob (seat 1, the next player, 1280 x 800) and Cyd (seat 2, a
390 x 844 phone in Chinese) play a game of a day per move. Ann's turn is played through
the move service before the pages open: she rolls 1+3 onto a rest square, takes ₩100
from the bank (Bank Heist) and ends her turn.

1. Bob's and Cyd's pages show the accusation prompt and when it closes: "Open until you
   roll / bob rolls, not before HH:MM" (the hour's end in the browser's time zone).
2. Bob passes: his Roll button is shown disabled with that time; Cyd still decides.
3. The hour passes (the deadline sweep at its deadline): Bob's Roll is enabled; he rolls,
   and every page shows the window's outcome (Ann got away with it: each other player
   paid her ₩100) and the cash.

Screenshots go to ``CHEATERS_SHOTS`` (a directory) when that variable is set.
"""

from __future__ import annotations

import datetime as dt

import pytest
from django.contrib.auth import get_user_model

from boardgames.models import Game
from boardgames.services import action_submit, deadlines_expire
from tests.browser.test_cheaters_live import open_game as live_game
from tests.browser.cheaters_pages import shot, signed_up, wait_text
from tests.browser.conftest import page_local_time
from tests.browser.test_cheaters_live import position
from tests.engines.cheaters_support import rng_for

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def open_game() -> Game:
    """The correspondence game, Ann's turn played: the window is open, Bob is next."""
    state = position()
    state["correspondence"] = True
    state["seats"][0]["position"] = 0
    state["rng"] = rng_for((1, 3, 1, 3))
    game = live_game(control={"kind": "correspondence", "days": 1}, state=state)
    ann = get_user_model().objects.get(username="ann")
    for version, action in enumerate(({"type": "roll"}, {"type": "cheat", "cheat": "bank_heist", "amount": 100},
                                      {"type": "end_turn"})):
        action_submit(game_id=game.pk, user=ann, action=action, expected_version=version)
    game.refresh_from_db()
    assert game.state["window"]["next"]["seat"] == 1
    return game


def test_the_next_player_sees_why_roll_waits_and_rolls_after_the_hour(web_server, browser, monkeypatch):
    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    base = web_server
    desk = {"width": 1280, "height": 800}
    ann = signed_up(browser, base, "ann", desk)
    bob = signed_up(browser, base, "bob", desk)
    cyd = signed_up(browser, base, "cyd", {"width": 390, "height": 844}, locale="zh-CN")
    game = open_game()
    key = game.state["window"]["hour"]["key"]
    hour = dt.datetime.fromisoformat(game.deadlines[key]["deadline"])
    pages = {"ann": ann, "bob": bob, "cyd": cyd}
    for page in pages.values():
        page.goto(f"{base}/games/{game.pk}/")
        page.wait_for_selector("#conn[data-state=live]")
        page.evaluate("window.__noReload = true")
    shown = page_local_time(bob, hour.isoformat())
    shown_zh = page_local_time(cyd, hour.isoformat())

    # 1. The accusers see when the window closes.
    bob.wait_for_selector("[data-testid=ce-accuse] [data-testid=ce-window-until]")
    assert bob.locator("[data-testid=ce-window-until]").inner_text() == f"Open until you roll, not before {shown}."
    cyd.wait_for_selector("[data-testid=ce-accuse] [data-testid=ce-window-until]")
    assert cyd.locator("[data-testid=ce-window-until]").inner_text() == f"开放到bob 掷骰子为止，最早 {shown_zh} 结束。"
    ann.wait_for_selector("[data-testid=ce-window-until]")
    assert ann.locator("[data-testid=ce-accuse]").count() == 0
    assert ann.locator(".seat-row.to-move[data-seat='0']").count() == 0  # Ann only waits out the hour
    shot(bob, "c1-bob-accusation-1280x800")
    shot(cyd, "c1-cyd-accusation-zh-390x844")

    # 2. Bob passes: Roll is there, disabled, with the time.
    bob.click("[data-testid=ce-pass]")
    bob.wait_for_selector("[data-testid=ce-roll-wait]")
    assert bob.locator("[data-testid=ce-roll]").is_disabled()
    assert shown in bob.locator("[data-testid=ce-roll-wait]").inner_text()
    assert cyd.locator("[data-testid=ce-accuse]").count() == 1
    shot(bob, "c2-bob-roll-waits-1280x800")

    # 3. The hour passes; Bob rolls; the window's outcome for everyone.
    assert deadlines_expire(game.pk, now=hour + dt.timedelta(seconds=1)) == 1
    bob.wait_for_selector("[data-testid=ce-roll]:not([disabled])")
    assert bob.locator("[data-testid=ce-roll-wait]").count() == 0
    bob.click("[data-testid=ce-roll]")
    for name, page in pages.items():
        page.wait_for_selector("[data-testid=ce-result-succeeded]")
        wait_text(page, "[data-testid=ce-cash-0]", "₩1,800")
        wait_text(page, "[data-testid=ce-cash-1]", "₩1,400")
        wait_text(page, "[data-testid=ce-cash-2]", "₩1,400")
        assert page.locator("[data-testid=ce-accuse]").count() == 0
        assert page.errors == [], (name, page.errors)
    shot(cyd, "c3-cyd-outcome-zh-390x844")
    game.refresh_from_db()
    assert [s["cash"] for s in game.state["seats"]] == [1800, 1400, 1400]
    assert game.state["window"] is None and game.state["seats"][1]["position"] == 4
