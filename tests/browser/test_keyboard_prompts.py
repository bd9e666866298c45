"""Answering a prompt with the keyboard alone (docs/frontend.md, "Keyboard"): in each
game family's page (English, 1280x800) the game is brought by legal moves to a prompt of
Ann's (buy or decline, an auction bid, paying a debt with cards, a die choice), and Tab,
Enter and Space alone answer it: the focus is in the prompt or reaches it by Tab, and the
move the server records is that answer. One server and one browser for the module."""

from __future__ import annotations

import random

import pytest

from boardgames.models import Game
from boardgames.registry import get_engine
from tests.browser.conftest import PASSWORD
from tests.browser.conftest import logged_in
from tests.browser.test_push_keeps_input import act, new_game, open_page

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

# The focused element: [testid, tag, text, inside a dialog].
FOCUSED = """() => { const n = document.activeElement; if (!n || n === document.body) return null;
  return [n.dataset.testid || null, n.tagName.toLowerCase(), (n.getAttribute('aria-label') || n.textContent || n.value || '').trim().slice(0, 50), !!n.closest('[role=dialog]')]; }"""


def bring_to(game_id: int, wanted: set[str], rng: random.Random, limit: int = 400) -> set[str]:
    """Random legal moves (not resign or a draw offer) until seat 0's legal action types
    are within ``wanted``; those types. Fails when it takes over ``limit`` moves."""
    for _ in range(limit):
        game = Game.objects.get(pk=game_id)
        engine = get_engine(game.game_type)
        prompts = engine.prompts(game.state)
        assert prompts, "the game ended before the prompt"
        types = {a["type"] for a in engine.legal_actions(game.state, 0)} - {"resign", "offer_draw"}
        if any(p.seat == 0 for p in prompts) and types and types <= wanted:
            return types
        seat = prompts[0].seat
        legal = [a for a in engine.legal_actions(game.state, seat) if a["type"] not in ("resign", "offer_draw")]
        act(game_id, seat, rng.choice(legal))
    raise AssertionError(f"no prompt of {wanted} in {limit} moves")


def tab_until(page, testid: str, limit: int = 25) -> int:
    """Press Tab until the element with ``testid`` has the focus; the presses (0 when it
    already has it). Fails past ``limit``."""
    for presses in range(limit + 1):
        if page.evaluate("() => document.activeElement && document.activeElement.dataset.testid") == testid:
            return presses
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab did not reach {testid} in {limit} presses: {page.evaluate(FOCUSED)}")


def last_move(game_id: int):
    return Game.objects.get(pk=game_id).moves.order_by("-seq").first()


# slug -> (seat 0's prompt: its legal action types, the answer's type)
CASES = {
    "qiangshou": ({"buy", "decline"}, "decline"),
    "cheaters-edition": ({"bid"}, "bid"),
    "monopoly-deal": ({"pay"}, "pay"),
    "owners-choice": ({"company_die", "fund_die"}, "fund_die"),
}


@pytest.mark.parametrize("slug", list(CASES))
def test_a_prompt_is_answered_with_tab_enter_and_space(web_server, browser, slug):
    from accounts.services import user_register

    wanted, answer = CASES[slug]
    for name in ("ann", "bob", "cat"):
        user_register(username=name, password=PASSWORD)
    game = new_game(slug, ["ann", "bob", "cat"])
    bring_to(game.pk, wanted, random.Random(3))
    before = last_move(game.pk).seq
    page = logged_in(browser, web_server, "ann", locale="en-US")
    open_page(page, web_server, game)
    if slug == "qiangshou":
        # The prompt has the focus on Buy; Tab to Decline, Space declines.
        page.wait_for_function("document.activeElement.dataset.testid === 'qs-buy'")
        page.keyboard.press("Tab")
        assert page.evaluate(FOCUSED)[0] == "qs-decline"
        page.keyboard.press("Space")
    elif slug == "cheaters-edition":
        # The auction's dialog takes the focus (its bid field): not 40 squares of Tabs away.
        page.wait_for_function("document.activeElement.closest('[role=dialog]') !== null")
        assert page.evaluate(FOCUSED)[1] == "input"
        page.keyboard.type("130")
        page.keyboard.press("Tab")
        assert page.evaluate(FOCUSED)[2] == "Bid"
        page.keyboard.press("Enter")
    elif slug == "monopoly-deal":
        # The debt's dialog takes the focus; Tab reaches "Pay the suggestion", whose Enter
        # picks the cards and puts the focus on Pay; Enter pays.
        page.wait_for_function("document.activeElement.closest('[role=dialog]') !== null")
        tab_until(page, "md-pay-suggested", limit=12)
        page.keyboard.press("Enter")
        page.wait_for_function("document.activeElement.dataset.testid === 'md-pay-submit'")
        page.keyboard.press("Enter")
    else:
        tab_until(page, "oc-fund_die", limit=12)  # past the header's links
        page.keyboard.press("Space")
    page.wait_for_function("v => window.gamePage.game.version > v", arg=before)
    move = Game.objects.get(pk=game.pk).moves.get(seq=before + 1)
    assert (move.seat, move.action["type"]) == (0, answer), move.action
    if slug == "cheaters-edition":
        assert move.action["amount"] == 130, move.action
    assert page.errors == []
    page.context.close()
