"""Correspondence play in the browser: the skipped-move notice in the player's time zone,
"Give one more day", a vacation taken from the profile that the opponent sees on the
game page with the clock stopped, and "Abort the game" (issue 13). Screenshots at
1280x800 and 390x844 go to the test's tmp directory."""

from __future__ import annotations

import datetime as dt
import re
import threading

import pytest

from boardgames.models import Game, Move, Vacation
from boardgames.registry import get_engine
from boardgames.services import action_submit, deadlines_expire, game_create, game_join
from tests.browser.conftest import page_local_time, sign_up

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def first_step(game: Game, seat: int) -> dict:
    game.refresh_from_db()
    return next(a for a in get_engine("chinese-checkers").legal_actions(game.state, seat) if a["type"] == "move")


def setup(ann, bob) -> Game:
    """ann moves, bob's move is skipped by a timeout, ann moves again: bob to decide."""
    game = game_create(user=ann, game_type="chinese-checkers", players=2, rated=False,
                       time_control={"kind": "correspondence", "days": 2})
    game_join(game_id=game.pk, user=bob)
    action_submit(game_id=game.pk, user=ann, action=first_step(game, 0), expected_version=0)
    game.refresh_from_db()
    assert deadlines_expire(game.pk, now=game.deadline) == 1
    action_submit(game_id=game.pk, user=ann, action=first_step(game, 0), expected_version=2)
    game.refresh_from_db()
    return game


def in_thread(fn):
    result = []
    worker = threading.Thread(target=lambda: result.append(fn()))
    worker.start()
    worker.join(60)
    return result[0]


def test_notices_more_time_vacation_and_abort(web_server, browser, tmp_path, monkeypatch):
    from django.contrib.auth import get_user_model

    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")  # the ORM beside Playwright's loop

    ann_page, bob_page = sign_up(browser, web_server, "ann"), sign_up(browser, web_server, "bob")
    ann, bob = (get_user_model().objects.get(username=n) for n in ("ann", "bob"))
    # the server-side setup pushes through async_to_sync: not on Playwright's loop thread
    game = in_thread(lambda: setup(ann, bob))
    skipped_at = Move.objects.get(game=game, by_timeout=True).created_at

    bob_page.emulate_media(color_scheme="light")
    bob_page.goto(f"{web_server}/games/{game.pk}/")
    notice = bob_page.wait_for_selector("[data-testid=skipped-notice]").inner_text()
    local = page_local_time(bob_page, skipped_at.isoformat())
    other_day = page_local_time(bob_page, (skipped_at + dt.timedelta(days=3)).isoformat())
    assert other_day.endswith(local) and other_day != local  # another day also names the date
    assert notice == f"Your move was skipped at {local} (1 of 3)"
    assert bob_page.locator("[data-testid=abort-game]").is_visible()  # bob has not moved yet

    ann_page.goto(f"{web_server}/games/{game.pk}/")
    ann_page.wait_for_selector("#conn[data-state=live]")
    assert ann_page.locator("[data-testid=skipped-notice]").count() == 0
    ann_page.click("[data-testid=more-time-1]")
    ann_page.wait_for_selector("[data-testid=platform-events] li")
    assert ann_page.locator("[data-testid=platform-events]").inner_text().startswith("ann gave bob one more day")
    assert ann_page.locator("[data-testid=more-time-1]").count() == 0
    bob_page.wait_for_selector("[data-testid=platform-events] li")  # pushed to the other viewer

    bob_page.goto(f"{web_server}/u/bob/")
    bob_page.select_option("[data-testid=vacation-days]", "3")
    bob_page.click("[data-testid=vacation-take]")  # the web server pauses and pushes
    bob_page.wait_for_selector("[data-testid=vacation-running]")
    assert "On vacation until" in bob_page.locator("[data-testid=vacation-running]").inner_text()
    assert Vacation.objects.get(user=bob).days == 3
    ann_page.wait_for_selector("[data-testid=vacation-1]")  # pushed when the clock stopped
    assert ann_page.locator("[data-testid=vacation-1]").inner_text().startswith("on vacation until")
    assert ann_page.locator("#seats [data-clock-seat='1']").inner_text().startswith("⏸")
    for width, height in ((1280, 800), (390, 844)):
        ann_page.set_viewport_size({"width": width, "height": height})
        ann_page.screenshot(path=str(tmp_path / f"game-{width}.png"), full_page=True)
        bob_page.set_viewport_size({"width": width, "height": height})
        bob_page.screenshot(path=str(tmp_path / f"profile-{width}.png"), full_page=True)

    # the lobby's "due in" of a paused clock stands still, with the pause mark
    bob_page.goto(f"{web_server}/")
    countdown = bob_page.wait_for_selector(f"[data-testid=countdown-{game.pk}]")
    shown = countdown.inner_text()
    assert shown.startswith("⏸ ") and shown.endswith(" left")
    bob_page.wait_for_timeout(2100)
    assert countdown.inner_text() == shown

    bob_page.goto(f"{web_server}/games/{game.pk}/")
    ann_page.wait_for_selector("[data-testid=chat-input]")
    bob_page.on("dialog", lambda dialog: dialog.accept())
    bob_page.click("[data-testid=abort-game]")
    bob_page.wait_for_function("window.gamePage.game.status === 'aborted'")
    assert re.search(r"Aborted by bob", bob_page.locator("[data-testid=platform-events]").inner_text())
    assert Game.objects.get(pk=game.pk).status == "aborted"
    # the other player's open page drops its chat form with the abort's push, no reload
    ann_page.wait_for_function("window.gamePage.game.status === 'aborted'")
    ann_page.wait_for_selector("[data-testid=chat-input]", state="detached", timeout=10000)
    assert ann_page.locator("[data-testid=chat-list]").count() == 1
    assert ann_page.errors == [] and bob_page.errors == []
