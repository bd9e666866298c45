"""Every game's page mid-game on a phone (390x844, Chinese and English): no sideways
scroll, every control of the page a 44 px tap target, and any open dialog inside the
window (docs/frontend.md, "Phones").

The game is played a few moves through the move service (each prompted seat takes one
of its legal actions, chosen by a seeded RNG) and brought to Ann's turn when it can be,
so her page shows its buttons, fields and choosers. Board squares and pieces are left out:
they are the board's size and the boards zoom (QQ跳棋, 强手棋). Fixtures: daphne on the
test database, headless Chromium (tests/browser/conftest.py)."""

from __future__ import annotations

import random

import pytest

from boardgames.models import Game
from boardgames.registry import get_engine
from tests.browser.conftest import PASSWORD, TIMEOUT_MS, sign_up
from tests.browser.test_push_keeps_input import _orm_beside_playwright, act, new_game, open_page  # noqa: F401

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}

# The page's visible controls (not the board's squares, pieces and cards drawn in SVG or
# as cards) under 44 px: [{text, width, height}].
SMALL_CONTROLS = """() => [...document.querySelectorAll('.game-page button, .game-page .button, .game-page select, .game-page input:not([type=checkbox]):not([type=radio]):not([type=hidden])')]
  .filter(n => { const r = n.getBoundingClientRect(); return r.width > 0 && r.height > 0 && !n.closest('[hidden]') && getComputedStyle(n).visibility !== 'hidden'; })
  .map(n => { const r = n.getBoundingClientRect(); return {text: (n.getAttribute('aria-label') || n.textContent || n.dataset.testid || '').trim().slice(0, 40), width: Math.round(r.width), height: Math.round(r.height)}; })
  .filter(c => c.height < 44 || c.width < 44)"""

DIALOGS_OUTSIDE = """() => [...document.querySelectorAll('[role=dialog]')].filter(n => n.getBoundingClientRect().height > 0)
  .map(n => ({testid: n.dataset.testid, ...n.getBoundingClientRect().toJSON()}))
  .filter(r => r.left < 0 || r.right > innerWidth || r.top < 0 || r.bottom > innerHeight)"""


def play_moves(game_id: int, steps: int, rng: random.Random) -> None:
    """``steps`` moves: the first prompted seat takes a random legal action (not resign,
    not a draw offer); then seats other than Ann's move on until she is asked (10 at most)."""
    def one() -> bool:
        game = Game.objects.get(pk=game_id)
        engine = get_engine(game.game_type)
        prompts = engine.prompts(game.state) if game.status == "active" else []
        if not prompts:
            return False
        seat = prompts[0].seat
        legal = [a for a in engine.legal_actions(game.state, seat) if a["type"] not in ("resign", "offer_draw")]
        act(game_id, seat, rng.choice(legal))
        return True

    for _ in range(steps):
        if not one():
            return
    for _ in range(10):
        game = Game.objects.get(pk=game_id)
        prompts = get_engine(game.game_type).prompts(game.state) if game.status == "active" else []
        if not prompts or any(p.seat == 0 for p in prompts) or not one():
            return


@pytest.mark.parametrize("slug", ["chinese-checkers", "qiangshou", "monopoly-deal", "owners-choice", "cheaters-edition"])
def test_game_page_mid_game_fits_a_phone(web_server, browser, slug, tmp_path):
    base = web_server
    for name in ("ann", "bob", "cat"):
        sign_up(browser, base, name).context.close()
    game = new_game(slug, ["ann", "bob", "cat"])
    play_moves(game.pk, 9, random.Random(3))
    for locale in ("zh-CN", "en-US"):
        context = browser.new_context(locale=locale, **PHONE)
        context.set_default_timeout(TIMEOUT_MS)
        page = context.new_page()
        errors = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(base + "/accounts/login/")
        page.fill("#id_username", "ann")
        page.fill("#id_password", PASSWORD)
        page.click("form button[type=submit]")
        page.wait_for_selector("[data-testid=nav-user]")
        open_page(page, base, game)
        page.wait_for_function("window.gamePage.moves && window.gamePage.moves.length >= window.gamePage.game.version")
        page.screenshot(path=str(tmp_path / f"{slug}-{locale}-390x844.png"), full_page=True)
        assert page.evaluate("document.documentElement.scrollWidth") == 390, locale
        assert page.evaluate(SMALL_CONTROLS) == [], locale
        assert page.evaluate(DIALOGS_OUTSIDE) == [], locale
        assert errors == []
        context.close()
    print("screenshots in", tmp_path)
