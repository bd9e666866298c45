"""强手棋's page at a laptop (1280x800) and a phone (390x844) size, in English and Chinese
(Accept-Language): the board's names are 12 px or more, the acting player's clock is in
view, rent paid to the viewer shows up as a toast, the 抵押 dialog fits the window with
its Sell button reachable, and replaying a middle move shows the round, the player panels
and the clocks as they were then.

The position (written into ``Game.state`` before anyone opens the page, as
test_qiangshou_live.py does): Ann (seat 0) stands on 银行 with ¥400 and a lot of land,
among it the railways 新干线 (5) and 长途铁路线 (15); Bob (seat 1) owns 詹姆斯广场 (16) with
three houses. The dice: Ann 3+3 onto 唐老鸦大街 (6, free: she declines with the N key),
Bob 2+3 onto 新干线 (he pays Ann ¥100 rent: two railways), Ann 4+6 onto 詹姆斯广场 (rent
¥1,650 > her cash: the dialog opens).

Screenshots go to $BROWSER_SHOTS (default: the test's tmp dir).
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from django.contrib.auth import get_user_model
from django.utils import timezone

from boardgames.engines.qiangshou import ENGINE, rules
from boardgames.models import Game
from boardgames.services import game_create, game_join
from boardgames.services.timers import refresh_deadlines
from tests.browser.conftest import sign_up
from tests.engines.qiangshou_support import rng_for

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ANN_LAND = {1: 3, 3: 2, 5: 0, 8: 0, 9: 0, 11: 2, 12: 0, 13: 1, 14: 0, 15: 0, 18: 0, 19: 0, 21: 0, 23: 0}
SIZES = {"laptop": (1280, 800), "phone": (390, 844)}
LANGUAGES = {"en": "en-US,en;q=0.9", "zh": "zh-Hans,zh;q=0.9"}

# Every element of the dialog inside the window (a few px of rounding allowed).
OUTSIDE_JS = """() => {
  const w = window.innerWidth, h = window.innerHeight;
  const out = [];
  for (const n of document.querySelectorAll('[data-testid=qs-mortgage], [data-testid=qs-mortgage] *')) {
    const r = n.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    const list = n.closest('.qs-asset-list');
    if (list && list !== n) continue;  // rows scroll inside the list, which itself is checked
    if (r.left < -1 || r.top < -1 || r.right > w + 1 || r.bottom > h + 1) out.push(n.className || n.tagName);
  }
  return out;
}"""
MIN_NAME_FONT_JS = "() => Math.min(...[...document.querySelectorAll('.qs-name')].map((n) => parseFloat(getComputedStyle(n).fontSize)))"
REACHABLE_JS = """(sel) => {
  const b = document.querySelector(sel).getBoundingClientRect();
  const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
  return !!hit && hit.closest(sel) !== null;
}"""


def position() -> dict:
    s = ENGINE.new_game(2, ENGINE.normalize_options(2, {"room": "normal"}), seed=1)
    ctx = rules.Ctx(s)
    for square, level in ANN_LAND.items():
        s["owners"][square], s["levels"][square] = 0, level
    s["owners"][16], s["levels"][16] = 1, 3
    rules.transfer(ctx, 0, rules.BANK, 4100, "purchase")  # Ann: 400 left
    s["rng"] = rng_for((3, 3, 2, 3, 4, 6))
    return s


def open_game() -> Game:
    users = get_user_model().objects
    ann, bob = users.get(username="ann"), users.get(username="bob")
    game = game_create(user=ann, game_type="qiangshou", players=2, options={"room": "normal"},
                       time_control={"kind": "live", "seconds": 300}, rated=False)
    game_join(game_id=game.pk, user=bob)
    game.refresh_from_db()
    game.state = game.initial_state = position()
    refresh_deadlines(game, ENGINE, timezone.now())
    game.save()
    return game


def shot(page, tmp_path: Path, name: str) -> None:
    folder = Path(os.environ.get("BROWSER_SHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(folder / f"{name}.png"))


def in_view(page, selector: str) -> bool:
    box = page.locator(selector).bounding_box()
    size = page.viewport_size
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= size["height"] and box["x"] + box["width"] <= size["width"]


def panels(page) -> dict:
    """What the page shows of the state: the round and each seat's details and clock."""
    return page.evaluate("""() => ({
      round: document.querySelector('#round').textContent,
      seats: [...document.querySelectorAll('#seats .seat-row')].map((r) => r.querySelector('.seat-details').textContent),
      acting: [...document.querySelectorAll('#seats .seat-row.to-move')].map((r) => r.dataset.seat),
    })""")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_qiangshou_page_layout(web_server, browser, monkeypatch, tmp_path, size, lang):
    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    width, height = SIZES[size]
    ann = sign_up(browser, web_server, "ann")
    bob = sign_up(browser, web_server, "bob")
    ann.context.set_extra_http_headers({"Accept-Language": LANGUAGES[lang]})
    ann.set_viewport_size({"width": width, "height": height})
    game = open_game()
    for page in (ann, bob):
        page.goto(f"{web_server}/games/{game.pk}/")
        page.wait_for_selector("#conn[data-state=live]")
    assert ann.locator(".qs-sq").count() == 40

    # Names 12 px at least; the acting clock (Ann's) in view with the time.
    assert ann.evaluate(MIN_NAME_FONT_JS) >= 12
    assert re.fullmatch(r"⏱ \d:\d\d", ann.locator("[data-testid=status-clock]").inner_text())
    assert in_view(ann, "[data-testid=status-clock]")
    if size == "laptop":  # the whole board in the window
        assert ann.evaluate("document.querySelector('.qs-root').getBoundingClientRect().bottom") <= height
    else:  # scrolled down to the players and the moves, the clock stays in view
        ann.evaluate("window.scrollTo(0, document.body.scrollHeight)")
        ann.wait_for_function("window.scrollY > 300")
        assert in_view(ann, "[data-testid=status-clock]")
        ann.evaluate("window.scrollTo(0, 0)")
        # zoomed, the names stay 12 px and the squares grow
        narrow = ann.locator(".qs-sq[data-square='6']").bounding_box()["width"]
        ann.click("[data-testid=qs-zoom]")
        assert ann.locator(".qs-sq[data-square='6']").bounding_box()["width"] > 2 * narrow
        assert ann.evaluate(MIN_NAME_FONT_JS) >= 12
        shot(ann, tmp_path, f"qs-{size}-{lang}-zoomed")
        ann.click("[data-testid=qs-zoom]")
    shot(ann, tmp_path, f"qs-{size}-{lang}-start")

    # Ann rolls (R key), declines 唐老鸦大街 (N key).
    ann.keyboard.press("r")
    ann.wait_for_selector("[data-testid=qs-decline]")
    ann.keyboard.press("n")
    ann.wait_for_function("window.gamePage.game.version === 2")

    # Bob rolls onto 新干线 and pays Ann: a toast says so where she looks.
    bob.click("[data-testid=qs-roll]")
    toast = ann.locator("[data-testid=toast]", has_text="bob")
    toast.first.wait_for()
    assert "¥100" in toast.first.inner_text()
    assert in_view(ann, "[data-testid=toasts]")
    ann.wait_for_selector("[data-testid=qs-roll]")
    after_three = panels(ann)
    shot(ann, tmp_path, f"qs-{size}-{lang}-toast")

    # Ann rolls onto 詹姆斯广场 without the cash: the dialog fits the window.
    ann.keyboard.press("r")
    dialog = ann.locator("[data-testid=qs-mortgage]")
    dialog.wait_for()
    assert ann.evaluate(OUTSIDE_JS) == []
    # The keyboard is in the dialog: the first checkbox has the focus, Space ticks it.
    first = ann.evaluate("document.activeElement.dataset.testid")
    assert first.startswith("qs-asset-")
    ann.keyboard.press(" ")
    assert dialog.locator(f"[data-testid={first}]").is_checked()
    ann.click(".qs-auto-pick")
    sell = dialog.locator("[data-testid=qs-sell]")
    assert sell.is_enabled() and ann.evaluate(REACHABLE_JS, "[data-testid=qs-sell]")
    shot(ann, tmp_path, f"qs-{size}-{lang}-mortgage")
    sell.click()
    dialog.wait_for(state="detached")
    ann.wait_for_function("window.gamePage.game.version === 5")

    # Replaying move 3: the round, the panels and the clock as they were after it.
    ann.evaluate("window.gamePage.showReplay(3)")
    ann.wait_for_function("document.querySelector('[data-testid=status]').textContent.includes('3')")
    ann.wait_for_selector("#replay-bar:not([hidden])")
    assert panels(ann) == after_three
    assert ann.locator("#seats [data-clock-seat='0']").inner_text() == "5:00"
    assert ann.locator("#seats [data-clock-seat='1']").inner_text() == ""
    shot(ann, tmp_path, f"qs-{size}-{lang}-replay")
    assert ann.errors == [] and bob.errors == []
