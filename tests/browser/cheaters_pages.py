"""Helpers of the Monopoly: Cheaters Edition browser tests: positions set up through the
engine, signed-up browsers, waiting for text, screenshots, and the page checks every
screen must pass (a phone's dialog fits the screen with 44 px targets, a Chinese page
shows no English, a button's text contrast)."""

from __future__ import annotations

import os
import re
from pathlib import Path

from django.utils import timezone

from boardgames.registry import get_engine
from boardgames.services.timers import refresh_deadlines
from tests.browser.conftest import PASSWORD, TIMEOUT_MS

ENGINE = get_engine("cheaters-edition")
DESK = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}


def rng_rolling(*rolls: tuple[int, int]) -> int:
    """An RNG state whose next rolls are ``rolls`` (the engine's own dice code)."""
    from boardgames.engines.cheaters import rules

    for candidate in range(1, 2_000_000):
        probe = {"rng": candidate}
        if all(tuple(rules.roll_dice(probe)) == roll for roll in rolls):
            return candidate
    raise AssertionError(f"no RNG state rolls {rolls}")


def set_state(game, state: dict) -> None:
    """Make ``state`` the game's (before any move), with the deadlines it implies."""
    game.state = game.initial_state = state
    refresh_deadlines(game, ENGINE, timezone.now())
    game.save()


def signed_up(browser, base: str, username: str, viewport: dict, locale: str = "en-US"):
    """A new browser context of ``viewport`` and ``locale`` with ``username`` signed up;
    its page (``page.errors`` collects the page's script errors)."""
    context = browser.new_context(viewport=viewport, locale=locale)
    context.set_default_timeout(TIMEOUT_MS)
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda error: page.errors.append(str(error)))
    page.goto(base + "/accounts/signup/")
    page.fill("#id_username", username)
    page.fill("#id_password1", PASSWORD)
    page.fill("#id_password2", PASSWORD)
    page.click("form button[type=submit]")
    page.wait_for_url(base + "/")
    return page


def open_live(page, url: str) -> None:
    """Open the game page and wait for its live connection."""
    page.goto(url)
    page.wait_for_selector("#conn[data-state=live]")
    page.evaluate("window.__noReload = true")


def wait_text(page, selector: str, text: str) -> None:
    """Wait until the element's text contains ``text``."""
    page.wait_for_function(
        "([sel, text]) => { const n = document.querySelector(sel); return n && n.textContent.includes(text); }",
        arg=[selector, text])


def shot(page, name: str) -> None:
    """A screenshot into ``CHEATERS_SHOTS`` (a directory) when that variable is set."""
    folder = os.environ.get("CHEATERS_SHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(folder) / f"{name}.png"), full_page=False)


def english_words(page, selector: str, names: tuple[str, ...]) -> list[str]:
    """Words of two or more Latin letters in the text of every ``selector`` element, the
    players' ``names`` left out (a Chinese page should have none)."""
    text = " ".join(page.locator(selector).all_inner_texts())
    for name in names:
        text = text.replace(name, "")
    return re.findall(r"[A-Za-z]{2,}", text)


def assert_dialog_fits(page, testid: str) -> None:
    """The dialog lies inside the viewport, nothing (no sticky bar) covers its corners,
    and its buttons, selects, inputs and choices are at least 44 px high."""
    found = page.evaluate("""(testid) => {
      const d = document.querySelector(`[data-testid=${testid}]`);
      const r = d.getBoundingClientRect();
      const inside = (x, y) => d.contains(document.elementFromPoint(x, y));
      const small = [...d.querySelectorAll('button, select, input[type=number], .ce-choice')]
        .filter((n) => n.getBoundingClientRect().height < 44).map((n) => n.outerHTML.slice(0, 80));
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, w: innerWidth, h: innerHeight,
               corners: [inside(r.left + 4, r.top + 4), inside(r.right - 4, r.top + 4)], small };
    }""", testid)
    assert found["left"] >= 0 and found["top"] >= 0, found
    assert found["right"] <= found["w"] and found["bottom"] <= found["h"], found
    assert found["corners"] == [True, True], found
    assert found["small"] == [], found


def contrast(page, selector: str) -> float:
    """The WCAG contrast ratio of the element's text colour on its background colour."""
    rgb = page.evaluate("""(sel) => { const s = getComputedStyle(document.querySelector(sel));
      return [s.color, s.backgroundColor].map((c) => c.match(/[\\d.]+/g).map(Number)); }""", selector)

    def luminance(colour):
        r, g, b = (c / 255 for c in colour[:3])
        lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in (r, g, b)]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]

    text, back = rgb
    assert len(back) == 3 or back[3] == 1, f"{selector}: the background is not opaque: {back}"
    hi, lo = sorted((luminance(text), luminance(back)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)
