"""Wave-4 attack (held): markup in the chat, the one free text other people see, runs no
script on the game page, live or loaded, and shows as the very characters typed; a
right-to-left name and a right-to-left override in a line stay inside their own line.

Usernames cannot carry markup (letters, digits and @.+-_ only: tests/hostile/
test_wave4_accounts.py); the chat renderer puts text in with textContent (static/js/page/
chat.js). This proves it in Chromium with a dialog listener: ``alert`` would open one.
"""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model

from chat.services import message_post
from tests.browser.conftest import PASSWORD, TIMEOUT_MS

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

HOSTILE = [
    "<img src=x onerror=alert(1)>",
    "</script><script>alert(2)</script>",
    '"><svg onload=alert(3)>',
    "\u202eevil right-to-left",
]


def _log_in(browser, base: str, name: str):
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    context.set_default_timeout(TIMEOUT_MS)
    page = context.new_page()
    page.dialogs, page.errors = [], []
    page.on("dialog", lambda dialog: (page.dialogs.append(dialog.message), dialog.dismiss()))
    page.on("pageerror", lambda error: page.errors.append(str(error)))
    page.goto(base + "/accounts/login/")
    page.fill("#id_username", name)
    page.fill("#id_password", PASSWORD)
    page.click("form button[type=submit]")
    page.wait_for_selector("[data-testid=nav-user]")
    return page


def test_chat_markup_runs_no_script_loaded_or_pushed(web_server, browser, start_game, monkeypatch):
    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")  # the setup runs beside Playwright's loop
    users = get_user_model().objects
    ann, dani = (users.create_user(username=n, password=PASSWORD) for n in ("ann", "דני"))
    game = start_game([ann, dani])
    for text in HOSTILE[:2]:
        message_post(game_id=game.pk, user=dani, text=text)
    page = _log_in(browser, web_server, "ann")
    page.goto(f"{web_server}/games/{game.pk}/")
    page.wait_for_selector("#conn[data-state=live]")
    for text in HOSTILE[2:]:  # pushed to the open page
        message_post(game_id=game.pk, user=dani, text=text)
    lines = page.locator("[data-testid=chat-line] .chat-text")
    lines.nth(3).wait_for()
    assert lines.all_text_contents() == HOSTILE
    assert page.locator("[data-testid=chat-line] img, [data-testid=chat-line] svg").count() == 0
    assert page.locator(".chat-author").all_text_contents() == ["דני"] * 4
    page.goto(f"{web_server}/u/דני/")
    assert page.locator("[data-testid=profile-name]").inner_text() == "דני"
    assert page.dialogs == [] and page.errors == []
