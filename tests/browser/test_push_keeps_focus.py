"""A keyboard player keeps the control they are on through a push, and can play their
turn with Tab and Enter alone (docs/frontend.md, "Pushes and what the player is doing"
and "Keyboard"): in each game's page at 1280x800 the player Tabs from the top of the page
to the game's main control (a square, a hand card, the roll button), sees it marked as
focused, another seat resigns through the move service (the server pushes the new view
and the page redraws the board from scratch), the focus is still on that control, and
Enter plays it.

The shell keeps the focus for every renderer (`takeFocus` / `putFocus`,
static/js/page/keep-input.js, around `render` in static/js/game-page.js). Fixtures:
daphne on the test database and headless Chromium (tests/browser/conftest.py)."""

from __future__ import annotations

import pytest

from boardgames.models import Game
from tests.browser.conftest import sign_up
from tests.browser.test_push_keeps_input import _orm_beside_playwright, act, new_game, open_page, wait_version  # noqa: F401

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

# What marks a focused control: its outline, its shadow, and its shapes' strokes and
# filters (a board square drawn in SVG marks its focus on the square's rectangle).
FOCUS_MARK = """n => [n, ...n.querySelectorAll('*')].map(m => { const s = getComputedStyle(m);
  return [s.outlineStyle, s.outlineWidth, s.boxShadow, s.stroke, s.strokeWidth, s.filter].join(' '); }).join('|')"""

# slug -> (the control Tab must reach, what Enter on it sends: a test on the move's action)
GAMES = {
    "qiangshou": ("[data-testid=qs-roll]", lambda a: a == {"type": "roll"}),
    "monopoly-deal": ("[data-testid=md-hand] .md-hand-card.md-usable", None),
    "owners-choice": ("g.oc-landing[data-square='1']", lambda a: a == {"type": "move", "pawn": 0, "steps": 1}),
    "cheaters-edition": ("[data-testid=ce-roll]", lambda a: a == {"type": "roll"}),
}


def tab_to(page, selector: str, limit: int = 120) -> int:
    """Press Tab from the top of the page until the first node matching ``selector`` has
    the focus; the number of presses. Fails when Tab never reaches it."""
    page.evaluate("document.activeElement && document.activeElement.blur()")
    page.evaluate("window.scrollTo(0, 0)")
    for presses in range(1, limit + 1):
        page.keyboard.press("Tab")
        if page.evaluate("s => document.activeElement === document.querySelector(s)", selector):
            return presses
    raise AssertionError(f"Tab never reached {selector} in {limit} presses")


@pytest.mark.parametrize("slug", list(GAMES))
def test_keyboard_player_keeps_the_focus_through_a_push_and_plays_with_enter(web_server, browser, slug):
    selector, sent = GAMES[slug]
    base = web_server
    ann = sign_up(browser, base, "ann")
    for name in ("bob", "cat"):
        sign_up(browser, base, name).context.close()
    game = new_game(slug, ["ann", "bob", "cat"])
    ann.set_viewport_size({"width": 1280, "height": 800})
    open_page(ann, base, game)
    ann.wait_for_selector(selector)
    ann.evaluate("document.activeElement && document.activeElement.blur()")
    unfocused = ann.locator(selector).first.evaluate(FOCUS_MARK)
    tab_to(ann, selector)
    assert ann.locator(selector).first.evaluate(FOCUS_MARK) != unfocused, "the focused control looks the same"
    key = ann.evaluate("JSON.stringify({...document.activeElement.dataset})")

    version = act(game.pk, 2, {"type": "resign"})  # cat resigns: a push redraws the board
    wait_version(ann, version)
    assert ann.evaluate("JSON.stringify({...document.activeElement.dataset})") == key
    assert ann.evaluate("s => document.activeElement.matches(s)", selector)

    if slug == "monopoly-deal":
        # Enter opens the card's chooser with its first choice focused; Enter takes it.
        card = int(ann.evaluate("document.activeElement.dataset.card"))
        ann.keyboard.press("Enter")
        ann.wait_for_function("document.activeElement.closest('.md-dialog') !== null")
        sent = lambda a: a.get("card") == card and a["type"] in ("bank", "lay", "play")  # noqa: E731
    ann.keyboard.press("Enter")
    ann.wait_for_function("v => window.gamePage.game.version > v", arg=version)
    last = Game.objects.get(pk=game.pk).moves.order_by("-seq").first()
    assert last.seat == 0 and sent(last.action), last.action
    assert ann.errors == []
