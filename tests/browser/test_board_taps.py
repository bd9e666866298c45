"""Tapping small board squares on a phone (390x844, touch): a tap a little off a QQ跳棋
hole (between the tap halos) still means that hole, and a Monopoly: Cheaters Edition
square's card steps to its neighbours, so a tap on the next square is put right in one
tap (docs/frontend.md, "Phones"). One server and one browser for the module."""

from __future__ import annotations

import pytest

from boardgames.models import Move

from tests.browser.conftest import logged_in
from tests.browser.conftest import PASSWORD
from tests.browser.test_push_keeps_input import new_game, open_page

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}

# A screen point 0.53 hole spacings from the first lit hole, outside every tap halo and
# nearer that hole than any other: [x, y, hole] (null when there is none).
GAP_NEAR_TARGET = """() => {
  const svg = document.querySelector('.cc-board');
  const m = svg.getScreenCTM();
  const target = document.querySelector('.cc-target[data-kind=move]');
  const tx = +target.getAttribute('cx'), ty = +target.getAttribute('cy');
  const holes = [...document.querySelectorAll('.cc-hole')].map(h => [+h.getAttribute('cx'), +h.getAttribute('cy'), h.dataset.hole]);
  for (let deg = 0; deg < 360; deg += 5) {
    const a = deg * Math.PI / 180, x = tx + 0.53 * Math.cos(a), y = ty + 0.53 * Math.sin(a);
    const nearest = holes.reduce((b, h) => Math.hypot(h[0] - x, h[1] - y) < Math.hypot(b[0] - x, b[1] - y) ? h : b);
    if (nearest[2] !== target.dataset.hole) continue;
    const p = new DOMPoint(x, y).matrixTransform(m);
    if (p.x < 20 || p.x > innerWidth - 20 || p.y < 20 || p.y > innerHeight - 20) continue;
    const under = document.elementFromPoint(p.x, p.y);
    if (under && under.closest('[data-hole]')) continue;
    return [p.x, p.y, target.dataset.hole];
  }
  return null;
}"""


def test_a_tap_between_the_halos_moves_to_the_nearest_lit_hole(web_server, browser):
    from accounts.services import user_register

    for name in ("ann", "bob"):
        user_register(username=name, password=PASSWORD)
    game = new_game("chinese-checkers", ["ann", "bob"])
    page = logged_in(browser, web_server, "ann", locale="zh-CN", **PHONE)
    open_page(page, web_server, game)
    page.locator(".cc-piece.cc-movable").first.tap()
    page.wait_for_selector(".cc-target[data-kind=move]")
    gap = page.evaluate(GAP_NEAR_TARGET)
    assert gap is not None, "no point between the halos near a lit hole on screen"
    x, y, hole = gap
    # A pointer click, not page.touchscreen.tap: Chromium moves a tap onto the nearest
    # button by itself (touch adjustment), which not every phone browser does.
    page.mouse.click(x, y)
    page.wait_for_selector("#moves .move-row[data-seq='1']")
    move = Move.objects.get(game=game, seq=1)
    assert move.action["path"][-1] == [int(n) for n in hole.split(",")]
    assert page.locator(".cc-target").count() == 0
    assert page.errors == []
    page.context.close()


def test_a_cheaters_square_card_steps_to_its_neighbours(web_server, browser):
    from accounts.services import user_register

    for name in ("ann", "bob", "cat"):
        user_register(username=name, password=PASSWORD)
    game = new_game("cheaters-edition", ["ann", "bob", "cat"])
    page = logged_in(browser, web_server, "ann", locale="zh-CN", **PHONE)
    open_page(page, web_server, game)
    page.locator(".ce-sq[data-square='0']").tap()
    card = page.locator("[data-testid=ce-square-card]")
    assert card.get_attribute("data-square") == "0"
    prev, nxt = page.locator("[data-testid=ce-square-prev]"), page.locator("[data-testid=ce-square-next]")
    assert (prev.get_attribute("aria-label"), nxt.get_attribute("aria-label")) == ("上一格", "下一格")
    for button in (prev, nxt):
        box = button.bounding_box()
        assert box["width"] >= 44 and box["height"] >= 44, box
    nxt.tap()
    page.wait_for_selector("[data-testid=ce-square-card][data-square='1']")
    assert page.locator(".ce-sq.ce-picked").get_attribute("data-square") == "1"
    squares = page.locator(".ce-sq").count()
    prev.tap()
    prev.tap()
    page.wait_for_selector(f"[data-testid=ce-square-card][data-square='{squares - 1}']")
    # By keyboard: Enter on › steps and the focus stays on ›.
    page.locator("[data-testid=ce-square-next]").focus()
    page.keyboard.press("Enter")
    page.wait_for_selector("[data-testid=ce-square-card][data-square='0']")
    assert page.evaluate("document.activeElement.dataset.testid") == "ce-square-next"
    assert page.evaluate("document.documentElement.scrollWidth") == 390
    page.screenshot(path="/tmp/pg/ce-card-phone.png")
    assert page.errors == []
    page.context.close()
