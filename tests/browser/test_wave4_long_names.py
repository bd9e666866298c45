"""Wave-4 attack: a username is one unbroken word of up to 150 characters. Logged in as
such a player on a phone (390x844), the header's name made the lobby 2,259 px wide and
the game page 2,661 px (the board went off screen: the side column's grid track took the
name's width). Every page now stays 390 px wide: the header ellipsizes the name, lists
and the profile wrap it, the phone's one grid column may shrink (static/css/site.css).
"""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model

from chat.services import message_post
from tests.browser.conftest import PASSWORD, TIMEOUT_MS

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

LONG = "W" * 150


def test_the_longest_name_widens_no_page_on_a_phone(web_server, browser, start_game, monkeypatch):
    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")  # the setup runs beside Playwright's loop
    users = get_user_model().objects
    long, ann = (users.create_user(username=n, password=PASSWORD) for n in (LONG, "ann"))
    game = start_game([long, ann])
    message_post(game_id=game.pk, user=long, text="hi")
    context = browser.new_context(viewport={"width": 390, "height": 844})
    context.set_default_timeout(TIMEOUT_MS)
    page = context.new_page()
    page.goto(web_server + "/accounts/login/")
    page.fill("#id_username", LONG)
    page.fill("#id_password", PASSWORD)
    page.click("form button[type=submit]")
    page.wait_for_selector("[data-testid=nav-user]")
    widths = {}
    for path in ("/", f"/games/{game.pk}/", f"/u/{LONG}/"):
        page.goto(web_server + path)
        if path.startswith("/games/"):
            page.wait_for_selector("#conn[data-state=live]")
            page.wait_for_selector("[data-testid=chat-line]")
        widths[path] = page.evaluate("document.documentElement.scrollWidth")
    assert widths == {"/": 390, f"/games/{game.pk}/": 390, f"/u/{LONG}/": 390}
    context.close()
