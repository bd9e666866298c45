"""Phone layout (390 x 844, touch, a Chinese browser) of the site's own pages: the
header keeps to two rows, and the profile keeps Chinese labels, figures, table headings
and badges whole (Chinese may break between any two characters; a narrow column broke
them one character a line). Screenshots go to the test's tmp folder."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model

from boardgames.services import action_submit, game_create, game_join
from tests.browser.conftest import PASSWORD, TIMEOUT_MS

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True, "locale": "zh-CN"}

# Each element that wraps: its height now against its height on one line.
WRAPPED = """(selector) => [...document.querySelectorAll(selector)].filter((el) => {
  const h = el.getBoundingClientRect().height;
  const keep = el.style.whiteSpace; el.style.whiteSpace = "nowrap";
  const one = el.getBoundingClientRect().height; el.style.whiteSpace = keep;
  return h > one + 1; }).map((el) => el.textContent.trim())"""

# The header's rows: the items' vertical centres, those within 12 px counted as one row.
ROWS = """() => { const mids = [...document.querySelectorAll(".topbar .brand, .topbar .nav > *")]
  .map((el) => el.getBoundingClientRect()).filter((r) => r.height).map((r) => r.top + r.height / 2).sort((a, b) => a - b);
  return mids.filter((m, i) => i === 0 || m - mids[i - 1] > 12).length; }"""


def phone_page(browser, base: str, username: str):
    context = browser.new_context(**PHONE)
    context.set_default_timeout(TIMEOUT_MS)
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda error: page.errors.append(str(error)))
    page.goto(base + "/accounts/login/")
    page.fill("#id_username", username)
    page.fill("#id_password", PASSWORD)
    page.click("form button[type=submit]")
    page.wait_for_selector("[data-testid=nav-user]")
    return page


def finished_rated_game(ann, bob):
    game = game_create(user=ann, game_type="chinese-checkers", players=2, options={}, rated=True)
    game_join(game_id=game.pk, user=bob, seat=1)
    game.refresh_from_db()
    action_submit(game_id=game.pk, user=ann, action={"type": "resign"}, expected_version=game.version)


def test_phone_header_is_two_rows_and_the_profile_keeps_words_whole(web_server, browser, tmp_path, monkeypatch):
    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")  # the setup below runs beside Playwright's loop
    users = get_user_model().objects
    ann, bob = (users.create_user(username=n, password=PASSWORD) for n in ("ann", "bob"))
    finished_rated_game(ann, bob)
    page = phone_page(browser, web_server, "bob")
    page.goto(f"{web_server}/u/bob/")
    page.screenshot(path=str(tmp_path / "profile-zh-390.png"), full_page=True)

    # The brand and the first nav link share the top row; the rest fits in one more.
    brand = page.locator(".brand").bounding_box()
    lobby = page.locator(".nav a").first.bounding_box()
    assert lobby["y"] < brand["y"] + brand["height"] and brand["y"] < lobby["y"] + lobby["height"], (brand, lobby)
    assert page.evaluate(ROWS) == 2

    assert page.locator(".stats dt").count() >= 5 and page.locator(".badge").count() >= 1
    assert page.evaluate(WRAPPED, ".stats dt, .stats dd, .games-table th, .badge") == []
    assert page.evaluate("document.documentElement.scrollWidth") == 390
    # The vacation form's day count and button are 44 px tap targets.
    for testid in ("vacation-days", "vacation-take"):
        box = page.locator(f"[data-testid={testid}]").bounding_box()
        assert box["height"] >= 44 and box["width"] >= 44, (testid, box)
    assert page.errors == []
