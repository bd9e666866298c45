"""Two people in two browsers: sign up, create and join a QQ跳棋 game through the pages,
and each sees the other's move appear without reloading.

A real ASGI server (daphne, websockets included) runs in a subprocess against this test
run's database; Chromium is driven by Playwright (Debian's /usr/bin/chromium, headless).
Needs PostgreSQL and Redis (DATABASE_URL, REDIS_URL): with Redis as the channel layer the
server's pushes reach every open page.
"""

from __future__ import annotations

import json
import re
import urllib.request

import pytest

from tests.browser.conftest import new_page, sign_up

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

def play_a_move(page) -> str:
    """Pick up a movable piece, check the reachable holes light up, put it back with a
    right-click, pick it up again and move it; returns the destination hole "q,r"."""
    piece = page.locator(".cc-piece.cc-movable").first
    piece.click()
    assert page.locator(".cc-target").count() > 0
    piece.click(button="right")
    assert page.locator(".cc-target").count() == 0
    piece.click()
    target = page.locator(".cc-target").first
    destination = target.get_attribute("data-hole")
    target.click()
    return destination


def test_two_players_see_each_others_moves_live(web_server, browser):
    base = web_server
    ann = sign_up(browser, base, "ann")
    bob = sign_up(browser, base, "bob")

    # Ann creates a 2-player 空跳 live game from the lobby form.
    ann.select_option("#id_game", "chinese-checkers")
    ann.select_option("#id_players", "2")
    ann.locator("fieldset[data-game=chinese-checkers] input[value=long]").check(force=True)
    ann.locator("input[name=seconds]").fill("300")
    ann.click("[data-testid=create-game]")
    ann.wait_for_url(re.compile(r".*/games/\d+/$"))
    game_url = ann.url
    invite = ann.locator("[data-testid=invite-url]").input_value()
    assert "/join/" in invite
    ann.wait_for_selector("#conn[data-state=live]")
    assert "Share the invite link" in ann.locator("[data-testid=flash]").inner_text()

    # Bob opens the invite link and joins; the game starts.
    bob.goto(invite)
    bob.click("[data-testid=invite-join]")
    bob.wait_for_url(game_url)
    bob.wait_for_selector("#conn[data-state=live]")

    # Ann's page learns of it without a reload: the board appears and it is her move.
    ann.evaluate("window.__noReload = true")
    bob.evaluate("window.__noReload = true")
    ann.wait_for_selector(".cc-piece.cc-movable")
    assert ann.locator("[data-testid=status]").inner_text().startswith("Your move")
    assert bob.locator("[data-testid=status]").inner_text() == "Waiting for ann"
    assert ann.locator(".cc-hole").count() == 121 and ann.locator(".cc-piece").count() == 20
    # The "Game created. Share the invite link…" message went with the open room.
    assert ann.locator("[data-testid=flash]").count() == 0
    # Seat details in English too.
    assert "In target 入营 0/10" in ann.locator("#seats [data-seat='0'] .seat-details").inner_text()

    # The whole board (down to the viewer's home camp) fits in the window.
    for width, height in ((1280, 900), (1440, 900), (390, 844)):
        ann.set_viewport_size({"width": width, "height": height})
        ann.wait_for_timeout(100)
        box = ann.evaluate("(() => { const r = document.querySelector('.cc-board').getBoundingClientRect();"
                           " return {top: r.top + scrollY, bottom: r.bottom + scrollY, width: r.width}; })()")
        assert box["bottom"] <= height, (width, height, box)
        assert box["width"] >= 280, (width, height, box)
    ann.set_viewport_size({"width": 1280, "height": 900})

    # The clocks follow the server's clock: a local clock an hour slow shows the move's
    # deadline as long gone.
    assert ann.locator("#seats [data-clock-seat='0']").inner_text() not in ("", "0:00")
    ann.evaluate("window.gamePage.takeServerTime({server_time: new Date(Date.now() + 3600e3).toISOString()});"
                 " window.gamePage.tick()")
    assert ann.locator("#seats [data-clock-seat='0']").inner_text() == "0:00"
    ann.evaluate("window.gamePage.takeServerTime({server_time: new Date().toISOString()}); window.gamePage.tick()")
    assert ann.locator("#seats [data-clock-seat='0']").inner_text() != "0:00"

    # Ann moves; Bob sees the piece arrive and the move listed, and gets the move.
    to = play_a_move(ann)
    bob.wait_for_selector("#moves .move-row[data-seq='1']")
    bob.wait_for_selector(f".cc-piece.cc-seat-0[data-hole='{to}']")
    bob.wait_for_function("document.querySelector('[data-testid=status]').textContent.startsWith('Your move')")
    ann.wait_for_selector("#moves .move-row[data-seq='1']")

    # Bob answers; Ann sees it live too.
    to = play_a_move(bob)
    ann.wait_for_selector(f".cc-piece.cc-seat-1[data-hole='{to}']")
    ann.wait_for_selector("#moves .move-row[data-seq='2']")
    ann.wait_for_function("document.querySelector('[data-testid=status]').textContent.startsWith('Your move')")

    # Stepping back through the moves shows the old board read-only, then back to live.
    ann.click("[data-step=prev]")
    ann.wait_for_selector("#replay-bar:not([hidden])")
    assert ann.locator(".cc-piece.cc-movable").count() == 0
    assert ann.locator("[data-testid=status]").inner_text() == "Replaying move 1 of 2"
    # The clocks as they were after move 1: bob's (to move then) stopped, ann's empty.
    assert ann.locator("#seats [data-clock-seat='0']").inner_text() == ""
    assert ann.locator("#seats [data-clock-seat='1'].frozen").inner_text() not in ("", "0:00")
    assert ann.locator("#actions button").count() > 0
    assert all(b.is_disabled() for b in ann.locator("#actions button").all())
    ann.click("[data-step=first]")
    ann.wait_for_function("document.querySelector('[data-testid=status]').textContent.startsWith('Replaying: the start')")
    ann.click("#replay-live")
    ann.wait_for_selector(".cc-piece.cc-movable")
    assert ann.locator("[data-testid=status]").inner_text().startswith("Your move")
    assert ann.locator("#seats [data-clock-seat='0']").inner_text() != ""
    assert not any(b.is_disabled() for b in ann.locator("#actions button").all())

    # A stale page (it believes the game is a version behind) gets the server's 409
    # message, catches up, and then moves normally.
    ann.evaluate("window.gamePage.game.version -= 1")
    play_a_move(ann)
    ann.wait_for_selector("#notice:not([hidden])")
    assert ann.locator("#notice").inner_text() == "Someone moved first; the board is up to date — decide again."
    ann.wait_for_function("window.gamePage.game.version === 2")
    ann.wait_for_selector(".cc-piece.cc-movable")
    to = play_a_move(ann)
    bob.wait_for_selector(f".cc-piece.cc-seat-0[data-hole='{to}']")
    bob.wait_for_selector("#moves .move-row[data-seq='3']")

    # The server agrees: a 空跳 game at version 3. (Asked over REST: Playwright's sync API
    # runs an event loop in this thread, so the ORM refuses to run here.)
    game_id = int(game_url.rstrip("/").rsplit("/", 1)[1])
    with urllib.request.urlopen(f"{base}/api/v1/games/{game_id}/", timeout=5) as response:
        game = json.load(response)
    assert game["options"]["jump_rule"] == "long" and game["version"] == 3 and game["status"] == "active"

    # Neither page was reloaded, and no script failed.
    assert ann.evaluate("window.__noReload") is True
    assert bob.evaluate("window.__noReload") is True
    assert ann.errors == [] and bob.errors == []


def log_in(browser, base: str, username: str, password: str = "pass-word-123"):
    """A new browser context with ``username`` (made by ``make_user``) logged in; its page."""
    page = new_page(browser)
    page.goto(base + "/accounts/login/")
    page.fill("#id_username", username)
    page.fill("#id_password", password)
    page.click("form button[type=submit]")
    page.wait_for_url(base + "/")
    return page


def test_no_last_move_marker_on_a_resigned_players_empty_hole(web_server, browser, make_user, start_game,
                                                              monkeypatch):
    # A 3-player game: ann, bob and cat move, then cat resigns (allowed out of turn) and
    # the rules take cat's pieces off: cat's move, the last one, ended on a now empty hole.
    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    from boardgames import selectors
    from boardgames.services import action_submit

    ann, bob, cat = make_user("ann"), make_user("bob"), make_user("cat")
    game = start_game([ann, bob, cat], time_control={"kind": "live", "seconds": 300})
    for version, user in enumerate((ann, bob, cat)):
        game.refresh_from_db()
        move = next(a for a in selectors.game_detail(game, user)["legal_actions"] if a["type"] == "move")
        action_submit(game_id=game.pk, user=user, action=move, expected_version=version)
    page = log_in(browser, web_server, "ann")
    page.goto(f"{web_server}/games/{game.pk}/")
    page.wait_for_selector(".cc-piece.cc-movable")
    assert page.locator(".cc-last polyline").count() == 1 and page.locator(".cc-last-ring").count() == 1

    action_submit(game_id=game.pk, user=cat, action={"type": "resign"}, expected_version=3)
    # (Submitted from this thread, whose event loop is Playwright's, the push cannot be
    # sent: the page asks for the game instead.)
    page.evaluate("window.gamePage.fetchGame()")
    page.wait_for_selector("#moves .move-row[data-seq='4']")
    page.wait_for_function("document.querySelectorAll('.cc-piece.cc-seat-2').length === 0")
    assert page.locator(".cc-last polyline").count() == 0
    assert page.locator(".cc-last circle").count() == 0 and page.locator(".cc-last-ring").count() == 0
    assert page.errors == []
