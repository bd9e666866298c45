"""Around the table, in real Chromium (issue 15): two players and a spectator chat live
(script-injection payloads stay inert text; the spectators' chat never reaches the
players), a player resigns and the game-over screen shows the rating records' points,
a rematch proposed from one browser and accepted in the other moves every page (the
spectator's too) to the new game with the seats rotated; a declined rematch starts
nothing."""

from __future__ import annotations

import os
import re

import pytest
from django.contrib.auth import get_user_model

from boardgames.models import Game
from boardgames.services import game_create, game_join
from ratings.models import RatingChange
from tests.browser.conftest import new_page, sign_up

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PAYLOADS = [
    '<img src=x onerror="window.__xss = 1">',
    "<script>window.__xss = 2</script>",
    '"><svg onload="window.__xss = 3"></svg>',
    "javascript:alert(4) & <b>bold</b> 😀 中文",
]
SHOTS = "/tmp/h15-shots"


def chat_texts(page) -> list[str]:
    return page.locator("[data-testid=chat-line] .chat-text").all_inner_texts()


def say(page, text):
    page.fill("[data-testid=chat-input]", text)
    page.click("[data-testid=chat-send]")


def wait_text(page, text):
    page.wait_for_function("t => [...document.querySelectorAll('[data-testid=chat-line] .chat-text')]"
                           ".some(n => n.textContent === t)", arg=text)


def resign(page):
    page.once("dialog", lambda d: d.accept())
    page.click("button.action-resign")


def test_chat_game_over_and_rematch_in_three_browsers(web_server, browser, monkeypatch):
    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")  # the ORM beside Playwright's loop
    os.makedirs(SHOTS, exist_ok=True)
    base = web_server
    ann, bob, cy = (sign_up(browser, base, name) for name in ("ann", "bob", "cy"))
    users = {u.username: u for u in get_user_model().objects.filter(username__in=["ann", "bob", "cy"])}
    game = game_create(user=users["ann"], game_type="chinese-checkers", players=2, rated=True,
                       time_control={"kind": "live", "seconds": 600})
    game_join(game_id=game.pk, user=users["bob"])
    url = f"{base}/games/{game.pk}/"
    for page in (ann, bob, cy):
        page.goto(url)
        page.wait_for_selector("#conn[data-state=live]")
        page.wait_for_selector("[data-testid=chat-input]")
    assert "spectators' chat" in cy.locator("[data-testid=chat]").inner_text()

    # Script-injection payloads arrive live as plain text and run nothing.
    for text in PAYLOADS:
        say(ann, text)
        wait_text(ann, text)
    for page in (ann, bob, cy):
        wait_text(page, PAYLOADS[-1])
        assert chat_texts(page) == PAYLOADS
        assert page.evaluate("window.__xss") is None
        assert page.locator("[data-testid=chat-list] img, [data-testid=chat-list] script, "
                            "[data-testid=chat-list] svg, [data-testid=chat-list] b").count() == 0

    # The spectators' chat reaches spectators only.
    say(cy, "spectator hello")
    wait_text(cy, "spectator hello")
    say(bob, "players only")
    wait_text(ann, "players only")
    wait_text(cy, "players only")
    assert "spectator hello" not in chat_texts(ann) and "spectator hello" not in chat_texts(bob)

    # Bob mutes ann: her next line stays off his page (and only his).
    bob.locator("[data-testid=chat-line] button.chat-author", has_text="ann").first.click()
    bob.click("[data-testid=chat-mute]")
    bob.wait_for_selector(".chat-muted")
    assert chat_texts(bob) == ["players only"]
    say(ann, "can bob read this?")
    wait_text(cy, "can bob read this?")
    say(cy, "marker")  # reaches cy after ann's line: bob has had time to get it too
    wait_text(cy, "marker")
    assert "can bob read this?" not in chat_texts(bob)
    for page, name in ((ann, "chat"), (cy, "chat-spectator")):
        page.screenshot(path=f"{SHOTS}/{name}-1280.png", full_page=True)

    # Ann resigns: the game-over screen with the rating records' values.
    resign(ann)
    for page in (ann, bob, cy):
        page.wait_for_selector("[data-testid=game-over] [data-testid=game-over-list]")
    for change in RatingChange.objects.filter(game=game):
        delta = f"+{change.delta}" if change.delta > 0 else str(change.delta)
        for page in (ann, bob, cy):
            assert page.locator(f"[data-testid=points-{change.seat}]").inner_text() == f"{delta} points"
    assert bob.locator("[data-testid=game-over] h2").inner_text() == "You won!"
    assert bob.locator("[data-testid=game-over-reason]").inner_text() != ""
    assert bob.locator("[data-testid=new-game]").is_visible() and bob.locator("[data-testid=replay-start]").is_visible()
    assert cy.locator("[data-testid=rematch-propose]").count() == 0  # spectators do not propose
    bob.screenshot(path=f"{SHOTS}/game-over-1280.png", full_page=True)
    bob.set_viewport_size({"width": 390, "height": 844})
    bob.screenshot(path=f"{SHOTS}/game-over-390.png", full_page=True)
    bob.set_viewport_size({"width": 1280, "height": 900})

    # Ann proposes a rematch, bob accepts: all three pages move to the new game.
    ann.click("[data-testid=rematch-propose]")
    bob.wait_for_selector("[data-testid=rematch-accept]")
    assert "ann proposes a rematch" in cy.locator("[data-testid=rematch-status]").inner_text()
    bob.click("[data-testid=rematch-accept]")
    new_url = re.compile(r".*/games/(?!%d/)\d+/$" % game.pk)
    for page in (ann, bob, cy):
        page.wait_for_url(new_url)
    new = Game.objects.exclude(pk=game.pk).get()
    assert ann.url == bob.url == cy.url == f"{base}/games/{new.pk}/"
    assert [s.user.username for s in new.seats.order_by("index")] == ["bob", "ann"]
    assert new.status == Game.Status.ACTIVE

    # The rematch ends too; bob proposes another, ann declines: nothing starts.
    for page in (ann, bob):
        page.wait_for_selector("#conn[data-state=live]")
    bob.wait_for_selector("button.action-resign")
    resign(bob)
    for page in (ann, bob):
        page.wait_for_selector("[data-testid=rematch-propose]")
    bob.click("[data-testid=rematch-propose]")
    ann.click("[data-testid=rematch-decline]")
    bob.wait_for_function("document.querySelector('[data-testid=rematch-status]')?.textContent === "
                          "'ann declined the rematch.'")
    assert Game.objects.count() == 2
    for page in (ann, bob, cy):
        assert page.errors == []

    # "New game" opens the create form with this game's settings.
    bob.click("[data-testid=new-game]")
    bob.wait_for_url(re.compile(r".*/\?game=chinese-checkers&players=2&speed=live&seconds=600&rated=1.*#create-game$"))
    assert bob.locator("#create-form select[name=game]").input_value() == "chinese-checkers"
    assert bob.locator("#create-form input[name=seconds]").input_value() == "600"
    assert bob.locator("#create-form input[name=rated]").is_checked()

    # The lobby: my finished games with my result, the coins in the header, games in progress.
    bob.goto(base + "/")
    assert bob.locator(f"[data-testid=my-result-{game.pk}] .badge").inner_text() == "won"
    assert bob.locator("[data-testid=nav-coins]").is_visible()
    bob.screenshot(path=f"{SHOTS}/lobby-1280.png", full_page=True)
    bob.set_viewport_size({"width": 390, "height": 844})
    bob.screenshot(path=f"{SHOTS}/lobby-390.png", full_page=True)


def test_coin_room_game_over_shows_the_ledger(web_server, browser, monkeypatch):
    """A 强手棋 coin room: ann resigns in her browser; both game-over screens show each
    player's held and returned coins as the ledger records them."""
    from ratings.models import LedgerEntry

    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    os.makedirs(SHOTS, exist_ok=True)
    base = web_server
    ann, bob = (sign_up(browser, base, name) for name in ("ann", "bob"))
    users = {u.username: u for u in get_user_model().objects.filter(username__in=["ann", "bob"])}
    game = game_create(user=users["ann"], game_type="qiangshou", players=2, options={"room": "coin"},
                       seat_extra={"deposit": 2}, time_control={"kind": "live", "seconds": 600})
    game_join(game_id=game.pk, user=users["bob"], seat_extra={"deposit": 0})
    for page in (ann, bob):
        page.goto(f"{base}/games/{game.pk}/")
        page.wait_for_selector("#conn[data-state=live]")
    # A visitor watches; another finds the game in the lobby's list with one spectator.
    from boardgames.services import presence

    client = presence._redis()
    client.delete(f"presence:{game.pk}")  # an earlier run's game of this id
    watcher = new_page(browser)
    watcher.goto(f"{base}/games/{game.pk}/")
    watcher.wait_for_selector("#conn[data-state=live]")
    assert watcher.locator("button.action-resign").count() == 0
    lobby = new_page(browser)
    lobby.goto(f"{base}/?watch=qiangshou")
    assert lobby.locator(f"[data-testid=spectators-{game.pk}]").inner_text() == "👁 1"
    lobby.screenshot(path=f"{SHOTS}/lobby-watching-1280.png", full_page=True)
    lobby.set_viewport_size({"width": 390, "height": 844})
    lobby.screenshot(path=f"{SHOTS}/lobby-watching-390.png", full_page=True)
    lobby.goto(f"{base}/?watch=monopoly-deal")
    assert lobby.locator(f"[data-testid=live-game-{game.pk}]").count() == 0

    ann.wait_for_selector("button.action-resign")
    resign(ann)
    for page in (ann, bob, watcher):
        page.wait_for_selector("[data-testid=game-over] [data-testid=coins-0]")
    for index, name in enumerate(["ann", "bob"]):
        rows = LedgerEntry.objects.filter(game=game, account=users[name])
        held = -sum(e.amount for e in rows if e.kind == "hold")
        returned = sum(e.amount for e in rows if e.kind == "settle")
        net = returned - held
        word = f"won {net} coins" if net > 0 else f"lost {-net} coins" if net < 0 else "coins returned"
        for page in (ann, bob):
            text = page.locator(f"[data-testid=coins-{index}]").inner_text()
            assert text == f"🪙 {word} (held {held}, returned {returned})", text
    assert held == 4500  # bob: start cash, no deposit
    from ratings.models import Wallet

    balance = Wallet.objects.get(user=users["bob"]).balance
    bob.wait_for_function("b => document.querySelector('[data-testid=nav-coins]').textContent === b",
                          arg=f"🪙 {balance}")
    bob.wait_for_selector("[data-testid=rematch-propose]")
    bob.screenshot(path=f"{SHOTS}/coin-game-over-1280.png", full_page=True)
    assert ann.errors == [] and bob.errors == []
