"""A player on the lobby opts in to browser notifications, then gets the bell count and
a browser notification when the opponent moves in a correspondence game (real daphne,
Redis channel layer, Chromium). ``window.Notification`` is observed through an init
script (headless Chromium shows no notification one could read)."""

from __future__ import annotations

import threading

import pytest
from django.contrib.auth import get_user_model

from notifications.models import Notification
from tests.browser.conftest import PASSWORD, TIMEOUT_MS
from tests.conftest import wait_for
from tests.notifications.conftest import play

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

OBSERVE_NOTIFICATIONS = """
window.__notices = [];
window.__permission = "default";
class ObservedNotification {
  constructor(title, options) { window.__notices.push({ title, body: (options || {}).body }); }
  static get permission() { return window.__permission; }
  static requestPermission() { window.__permission = "granted"; return Promise.resolve("granted"); }
}
window.Notification = ObservedNotification;
"""


def move_elsewhere(game, user, seat: int) -> None:
    """``user`` moves from another thread: this one runs Playwright's event loop, from
    which the server's push could not be sent."""
    from django.db import connection

    def run():
        try:
            play(game, user, seat)
        finally:
            connection.close()

    worker = threading.Thread(target=run)
    worker.start()
    worker.join(30)


def log_in(browser, base: str, username: str, viewport: dict):
    context = browser.new_context(viewport=viewport, permissions=["notifications"])
    context.set_default_timeout(TIMEOUT_MS)
    context.add_init_script(OBSERVE_NOTIFICATIONS)
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda error: page.errors.append(str(error)))
    page.goto(base + "/accounts/login/")
    page.fill("#id_username", username)
    page.fill("#id_password", PASSWORD)
    page.click("form button[type=submit]")
    page.wait_for_url(base + "/")
    return page


def test_the_lobby_gets_the_bell_and_a_browser_notification(web_server, browser, start_game, tmp_path, monkeypatch):
    # Playwright's sync API runs an event loop in this thread; the test's own database
    # calls are plain synchronous ones.
    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    User = get_user_model()
    ann = User.objects.create_user("ann", password=PASSWORD)
    bob = User.objects.create_user("bob", password=PASSWORD)
    game = start_game([ann, bob], time_control={"kind": "correspondence", "days": 2})
    page = log_in(browser, web_server, "bob", {"width": 1280, "height": 800})
    count = page.locator("[data-testid=bell-count]")
    count.wait_for(state="visible")
    assert count.inner_text() == "1"  # the game started

    page.click("[data-testid=bell]")
    # The list renders after its fetch and pushes the panel's foot down: wait for it, or
    # the opt-in click could land on the entry that moved under the pointer.
    page.wait_for_function("document.querySelector('[data-bell-list] li') !== null")
    optin = page.locator("[data-testid=notif-optin]")
    assert optin.is_visible()
    optin.click()
    page.wait_for_function("window.__permission === 'granted'")
    assert optin.is_hidden()
    assert page.locator("[data-bell-list] li").first.inner_text() == f"QQ跳棋 #{game.pk} has started."
    page.keyboard.press("Escape")

    move_elsewhere(game, ann, 0)  # the opponent moves
    page.wait_for_function("document.querySelector('[data-testid=bell-count]').textContent === '2'")
    page.wait_for_function("window.__notices.length === 1")
    notices = page.evaluate("window.__notices")
    assert notices == [{"title": "棋馆", "body": f"Your move in QQ跳棋 #{game.pk}."}]

    page.click("[data-testid=bell]")
    page.wait_for_function("document.querySelectorAll('[data-bell-list] li').length === 2")
    page.screenshot(path=str(tmp_path / "bell-1280.png"))
    page.set_viewport_size({"width": 390, "height": 844})
    page.screenshot(path=str(tmp_path / "bell-390.png"))
    page.click("[data-bell-readall]")
    page.wait_for_function("document.querySelector('[data-testid=bell-count]').hidden === true")

    # On that game's own page, a move there makes no browser notification, and its entry
    # is read at once (the page shows the move).
    page.goto(f"{web_server}/games/{game.pk}/")
    page.wait_for_selector("#conn[data-state=live]")
    page.wait_for_selector("[data-bell][data-live]")
    page.evaluate("window.__permission = 'granted'")
    move_elsewhere(game, bob, 1)
    move_elsewhere(game, ann, 0)
    wait_for(lambda: Notification.objects.filter(user=bob, kind="your_move").count() == 2)
    wait_for(lambda: not Notification.objects.filter(user=bob, read_at__isnull=True).exists())
    # The entries are read in the database once the page's read request is served; the
    # badge hides when its answer comes back.
    page.wait_for_function("document.querySelector('[data-testid=bell-count]').hidden === true")
    assert page.evaluate("window.__notices") == []

    page.goto(f"{web_server}/notifications/settings/")
    from notifications import kinds

    assert page.locator(".notif-table tbody tr").count() == len(kinds.KINDS)
    page.screenshot(path=str(tmp_path / "settings-390.png"), full_page=True)
    page.set_viewport_size({"width": 1280, "height": 800})
    page.screenshot(path=str(tmp_path / "settings-1280.png"), full_page=True)
    page.goto(f"{web_server}/notifications/")
    assert page.locator(".notif-item").count() == 3  # started and two "your move"
    page.screenshot(path=str(tmp_path / "list-1280.png"))
    assert page.errors == []
