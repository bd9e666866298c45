"""拥有者的决断 live in two browsers: Ann trades through the form (which refuses a purchase
beyond her cash before sending), moves a pawn by clicking a highlighted landing square
onto Bob's company, Bob answers as chairman during Ann's turn, then Bob moves onto Ann's
company and Ann answers during Bob's turn; each page follows the other over the
websocket without a reload.

The position (tests/engines/owners_choice_support.position, the fixed test track: square 1
red, 2 yellow, 3 green, 4 blue): Ann (seat 0) holds 3 red + 3 yellow and ¥90, Bob (seat 1)
3 green + 3 blue and ¥90; both pawns on the start; the fund is empty.
"""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from django.utils import timezone

from boardgames.engines.owners_choice import ENGINE
from boardgames.models import Game
from boardgames.services import game_create, game_join
from boardgames.services.timers import refresh_deadlines
from tests.browser.conftest import sign_up
from tests.engines.owners_choice_support import money_total, position

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def open_game() -> Game:
    users = get_user_model().objects
    ann, bob = users.get(username="ann"), users.get(username="bob")
    game = game_create(user=ann, game_type="owners-choice", players=2, options={},
                       time_control={"kind": "live", "seconds": 300}, rated=False)
    game_join(game_id=game.pk, user=bob)
    game.refresh_from_db()
    game.state = game.initial_state = position(
        players=2, shares=[{"red": 3, "yellow": 3}, {"green": 3, "blue": 3}], cash=[90, 90])
    refresh_deadlines(game, ENGINE, timezone.now())
    game.save()
    return game


def wait_text(page, selector: str, text: str) -> None:
    page.wait_for_function(
        "([sel, text]) => { const n = document.querySelector(sel); return n && n.textContent.includes(text); }",
        arg=[selector, text])


def test_trade_move_and_chairmen_answering_live(web_server, browser, monkeypatch):
    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    base = web_server
    ann = sign_up(browser, base, "ann")
    bob = sign_up(browser, base, "bob")
    game = open_game()
    url = f"{base}/games/{game.pk}/"
    for page in (ann, bob):
        page.goto(url)
        page.wait_for_selector("#conn[data-state=live]")
        assert page.locator(".oc-square").count() == 38
        assert page.locator("[data-testid=oc-fund]").text_content() == "¥0"
        page.evaluate("window.__noReload = true")
    assert ann.locator("[data-testid=status]").inner_text().startswith("Your move")
    # The page's own resign label, not the bare action type.
    assert ann.locator("button[data-action=resign]").inner_text() == "Resign · 认输"
    # Goal100 is squeezed into its square (it overflowed at phone width).
    goal = ann.locator(".oc-goal text:not(.oc-num)")
    assert goal.text_content() == "Goal100" and goal.get_attribute("textLength") == "46"
    assert bob.locator("[data-testid=oc-trade]").count() == 0
    assert bob.locator("[data-testid=oc-move-1]").count() == 0

    # The form refuses 2 green for ¥200 with ¥90 before anything is sent.
    ann.fill("[data-testid=oc-buy-green]", "2")
    wait_text(ann, "[data-testid=oc-trade-total]", "not enough cash")
    assert ann.locator("[data-testid=oc-trade-send]").is_disabled()
    ann.fill("[data-testid=oc-buy-green]", "1")
    ann.fill("[data-testid=oc-sell-red]", "1")
    wait_text(ann, "[data-testid=oc-trade-total]", "cash after ¥90")
    ann.click("[data-testid=oc-trade-send]")
    bob.wait_for_selector("#moves .move-row[data-seq='1']")
    ann.wait_for_selector("#moves .move-row[data-seq='1']")
    ann.wait_for_selector("[data-testid=oc-trade]", state="detached")
    assert "¥100" in bob.locator("#moves .move-row[data-seq='1']").inner_text()

    # Ann's landing squares for pawn A are 1-4; she clicks square 3 (green, Bob chairs it).
    assert ann.locator(".oc-landing").count() == 4
    ann.click(".oc-square[data-square='3']")
    bob.wait_for_selector("[data-testid=oc-company_die]")
    assert "绿 chairman (董事长) decides" in bob.locator("[data-testid=oc-decision]").inner_text()
    assert bob.locator("[data-testid=oc-countdown]").count() == 1
    assert ann.locator("[data-testid=oc-company_die]").count() == 0
    bob.click("[data-testid=oc-company_die]")
    wait_text(ann, "[data-testid=oc-fund]", "¥30")
    ann.wait_for_selector(".oc-die-green")

    # Ann traded and moved: Bob's turn. He pays 20 and moves pawn B onto red (Ann chairs it).
    bob.wait_for_selector("[data-testid=oc-pick-pawn-1]")
    bob.click("[data-testid=oc-pick-pawn-1]")
    bob.click("[data-testid=oc-move-1]")
    ann.wait_for_selector("[data-testid=oc-fund_die]")
    ann.click("[data-testid=oc-fund_die]")
    bob.wait_for_selector(".oc-die-black")
    bob.wait_for_selector("[data-testid=oc-end_turn]")
    bob.click("[data-testid=oc-end_turn]")
    ann.wait_for_function("document.querySelector('[data-testid=status]').textContent.startsWith('Your move')")
    ann.wait_for_selector("#moves .move-row[data-seq='6']")
    assert "¥20" in ann.locator("#moves .move-row[data-seq='2']").inner_text()

    game.refresh_from_db()
    s = game.state
    assert game.version == 6 and s["pawns"] == [3, 1] and s["turn"]["seat"] == 0
    assert s["shares"][0]["red"] == 2 and s["shares"][0]["green"] == 1
    assert money_total(s) == 2 * 690
    assert ann.evaluate("window.__noReload") is True and bob.evaluate("window.__noReload") is True
    assert ann.errors == [] and bob.errors == []
    # The phone layout: nothing wider than the screen.
    ann.set_viewport_size({"width": 390, "height": 844})
    assert ann.evaluate("document.documentElement.scrollWidth") <= 390
