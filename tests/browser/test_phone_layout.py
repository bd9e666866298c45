"""Phone layout (390 x 844, touch, a Chinese browser) of the site's own pages: the
header keeps to two rows, and the profile keeps Chinese labels, figures, table headings
and badges whole (Chinese may break between any two characters; a narrow column broke
them one character a line). Screenshots go to the test's tmp folder."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model

from boardgames.services import action_submit, game_create, game_join
from tests.browser.conftest import PASSWORD, TIMEOUT_MS, logged_in

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
    page = logged_in(browser, web_server, "bob", **PHONE)
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


def fits_the_phone(page) -> None:
    """No sideways scrolling, and the form's button (if any) lies wholly on the screen."""
    assert page.evaluate("document.documentElement.scrollWidth") == 390
    buttons = page.locator("main form button[type=submit]")
    if buttons.count():
        box = buttons.first.bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 390, box


@pytest.mark.parametrize("locale, texts", [
    ("zh-CN", ("忘记密码了？", "请查收邮件", "设置新密码", "密码已更改")),
    ("en-GB", ("Forgot your password?", "Check your mail", "Choose a new password", "Password changed")),
])
def test_the_password_reset_pages_fit_a_phone(web_server, browser, tmp_path, monkeypatch, locale, texts):
    from django.contrib.auth.tokens import default_token_generator
    from django.utils.encoding import force_bytes
    from django.utils.http import urlsafe_base64_encode

    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")  # the setup below runs beside Playwright's loop
    ann = get_user_model().objects.create_user(username="ann", password=PASSWORD)
    context = browser.new_context(**{**PHONE, "locale": locale})
    context.set_default_timeout(TIMEOUT_MS)
    page = context.new_page()
    page.goto(f"{web_server}/accounts/login/")
    page.click("[data-testid=forgot-password]")
    assert page.locator("main h1").inner_text() == texts[0]
    fits_the_phone(page)
    page.screenshot(path=str(tmp_path / f"reset-form-{locale}.png"), full_page=True)
    page.fill("#id_email", "nobody@example.test")
    page.click("main form button[type=submit]")
    page.wait_for_url(f"{web_server}/accounts/password-reset/sent/")
    assert page.locator("main h1").inner_text() == texts[1]
    fits_the_phone(page)

    uid = urlsafe_base64_encode(force_bytes(ann.pk))
    page.goto(f"{web_server}/accounts/reset/{uid}/{default_token_generator.make_token(ann)}/")
    assert page.locator("main h1").inner_text() == texts[2]
    page.fill("#id_new_password1", "short1")
    page.fill("#id_new_password2", "short1")
    page.click("main form button[type=submit]")
    page.wait_for_selector(".field-error .error")
    fits_the_phone(page)
    page.screenshot(path=str(tmp_path / f"reset-confirm-error-{locale}.png"), full_page=True)
    page.fill("#id_new_password1", "fresh-Lantern-42")
    page.fill("#id_new_password2", "fresh-Lantern-42")
    page.click("main form button[type=submit]")
    page.wait_for_url(f"{web_server}/accounts/password-reset/done/")
    assert page.locator("main h1").inner_text() == texts[3]
    fits_the_phone(page)
    page.screenshot(path=str(tmp_path / f"reset-done-{locale}.png"), full_page=True)
