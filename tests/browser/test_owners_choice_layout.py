"""拥有者的决断's page at a laptop (1280x800) and a phone (390x844) size, in English and
Chinese (Accept-Language): the decision panel in view without scrolling, the board's
square labels rendered at 12 px or more, the acting player's clock in view, and a move
played with the keyboard only (Tab to a landing square, Enter).

The position is test_owners_choice_live.py's. Screenshots go to $BROWSER_SHOTS (default:
the test's tmp dir).
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from tests.browser.conftest import sign_up
from tests.browser.test_owners_choice_live import open_game

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SIZES = {"laptop": (1280, 800), "phone": (390, 844)}
LANGUAGES = {"en": "en-US,en;q=0.9", "zh": "zh-Hans,zh;q=0.9"}

# The smallest rendered size (px) of the visible SVG labels: font size in board units
# times the board's scale on screen.
MIN_LABEL_JS = """() => {
  const svg = document.querySelector('[data-testid=oc-board]');
  const scale = svg.getScreenCTM().a;
  const sizes = [...svg.querySelectorAll('text')].filter((n) => getComputedStyle(n).display !== 'none' && n.closest('g:not([style*="display: none"])'))
    .filter((n) => n.getBBox().width > 0 && !n.classList.contains('oc-num'))
    .map((n) => parseFloat(getComputedStyle(n).fontSize) * scale);
  return Math.min(...sizes);
}"""


def in_view(page, selector: str) -> bool:
    box = page.locator(selector).bounding_box()
    size = page.viewport_size
    return (box is not None and box["y"] >= 0 and box["x"] >= 0
            and box["y"] + box["height"] <= size["height"] and box["x"] + box["width"] <= size["width"])


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_owners_choice_page_layout(web_server, browser, monkeypatch, tmp_path, size, lang):
    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    width, height = SIZES[size]
    ann = sign_up(browser, web_server, "ann")
    sign_up(browser, web_server, "bob").context.close()
    ann.context.set_extra_http_headers({"Accept-Language": LANGUAGES[lang]})
    ann.set_viewport_size({"width": width, "height": height})
    game = open_game()
    ann.goto(f"{web_server}/games/{game.pk}/")
    ann.wait_for_selector("#conn[data-state=live]")
    ann.wait_for_selector(".oc-landing")

    assert re.fullmatch(r"⏱ \d:\d\d", ann.locator("[data-testid=status-clock]").inner_text())
    assert in_view(ann, "[data-testid=status-clock]")
    assert ann.evaluate(MIN_LABEL_JS) >= 12
    if size == "laptop":
        assert in_view(ann, "[data-testid=oc-decision]")
        assert in_view(ann, "[data-testid=oc-board]")
    folder = Path(os.environ.get("BROWSER_SHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    ann.screenshot(path=str(folder / f"oc-{size}-{lang}.png"))

    # Keyboard only: Tab reaches the landing squares; Enter moves pawn A there (¥20).
    ann.locator(".oc-landing").first.focus()
    square = ann.evaluate("document.activeElement.dataset.square")
    assert square is not None
    ann.keyboard.press("Enter")
    ann.wait_for_function("window.gamePage.game.version === 1")
    assert ann.evaluate("window.gamePage.game.view.pawns[0]") == int(square)
    assert ann.errors == []
