"""Two people in an item room (道具场) of QQ跳棋, in two browsers: the room made from the
lobby form with the items option, the six item buttons with their names and counts, an
item's legal targets lit on the board (the same set the engine lists), obstacles drawn
with their rounds left, and each player seeing the other's item events live.

Screenshots at 1280x800 and 390x844 go to the test's tmp_path (kept by pytest)."""

from __future__ import annotations

import json
import re
import urllib.request

import pytest

from tests.browser.conftest import sign_up
from tests.browser.test_live_game import play_a_move

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

NAMES = ["路障", "修路工", "动力弹珠", "飞天翼", "移形换位", "龙卷风"]


def legal_items(base: str, game_id: int, page, item: str) -> list[dict]:
    """The viewer's legal uses of ``item`` as the page holds them (the API's list)."""
    return [a for a in page.evaluate("window.gamePage.game.legal_actions") if a.get("item") == item]


def test_two_players_use_items_and_see_them_live(web_server, browser, tmp_path):
    base = web_server
    ann = sign_up(browser, base, "ann")
    bob = sign_up(browser, base, "bob")
    ann.select_option("#id_game", "chinese-checkers")
    ann.select_option("#id_players", "2")
    ann.locator("input[name='opt__chinese-checkers__items']").check(force=True)
    ann.locator("input[name=seconds]").fill("300")
    ann.click("[data-testid=create-game]")
    ann.wait_for_url(re.compile(r".*/games/\d+/$"))
    game_url = ann.url
    game_id = int(game_url.rstrip("/").rsplit("/", 1)[1])
    invite = ann.locator("[data-testid=invite-url]").input_value()
    bob.goto(invite)
    bob.click("[data-testid=invite-join]")
    bob.wait_for_url(game_url)
    for page in (ann, bob):
        page.wait_for_selector("#conn[data-state=live]")
        page.evaluate("window.__noReload = true")
    ann.wait_for_selector(".cc-piece.cc-movable")

    # Six buttons: Chinese names, a glyph, one of each left; 移形换位 has no use yet.
    buttons = ann.locator(".cc-items .cc-item")
    assert buttons.count() == 6
    assert [b.locator(".cc-item-name").inner_text() for b in buttons.all()] == NAMES
    assert [b.locator(".cc-item-count").inner_text() for b in buttons.all()] == ["×1"] * 6
    assert ann.locator(".cc-items .cc-glyph").count() == 6
    assert ann.locator("[data-testid=item-swap]").is_disabled()
    assert bob.locator(".cc-items .cc-item:not([disabled])").count() == 0  # not Bob's turn

    # 路障: the lit holes are exactly the engine's legal targets; Esc cancels.
    ann.click("[data-testid=item-roadblock]")
    lit = set(ann.locator(".cc-item-target").evaluate_all("ts => ts.map(t => t.dataset.hole)"))
    legal = {f"{a['hole'][0]},{a['hole'][1]}" for a in legal_items(base, game_id, ann, "roadblock")}
    assert lit == legal and len(lit) > 5
    ann.set_viewport_size({"width": 1280, "height": 800})
    ann.screenshot(path=str(tmp_path / "items-roadblock-targets-1280x800.png"))
    ann.keyboard.press("Escape")
    assert ann.locator(".cc-item-target").count() == 0
    ann.click("[data-testid=item-roadblock]")
    ann.click("[data-testid='item-target-0,-4']")

    # Bob sees the roadblock appear live, with its rounds left, and the event listed.
    bob.wait_for_selector(".cc-obstacle.cc-roadblock[data-obstacle='0,-4']")
    assert bob.locator(".cc-obstacle-rounds").text_content() == "3"
    bob.wait_for_selector("#moves .move-row[data-seq='1']")
    assert "路障 roadblock at M4.1" in bob.locator("#moves .move-row[data-seq='1']").inner_text()
    ann.wait_for_selector("[data-testid=item-roadblock] >> text=×0")
    assert ann.locator(".cc-items .cc-item:not([disabled])").count() == 0  # one item a turn
    play_a_move(ann)

    # Bob flies a piece with 飞天翼: first his piece, then a hole within 4.
    bob.wait_for_function("document.querySelector('[data-testid=status]').textContent.startsWith('Your move')")
    bob.click("[data-testid=item-wings]")
    bob.locator(".cc-item-target").first.click()
    bob.set_viewport_size({"width": 390, "height": 844})
    bob.screenshot(path=str(tmp_path / "items-wings-targets-390x844.png"))
    target = bob.locator(".cc-item-target").first
    to = target.get_attribute("data-hole")
    target.click()
    ann.wait_for_selector(f".cc-piece.cc-seat-1[data-hole='{to}']")
    ann.wait_for_selector("#moves .move-row[data-seq='3']")
    assert "飞天翼" in ann.locator("#moves .move-row[data-seq='3']").inner_text()
    assert "飞天翼" not in ann.locator("#seats [data-seat='1'] .seat-details").inner_text()
    assert "飞天翼" in ann.locator("#seats [data-seat='0'] .seat-details").inner_text()

    # Ann plays 动力弹珠 (sent at once) and moves the same piece twice.
    ann.wait_for_function("document.querySelector('[data-testid=status]').textContent.startsWith('Your move')")
    ann.click("[data-testid=item-power_marble]")
    bob.wait_for_selector("#moves .move-row[data-seq='4']")
    assert "动力弹珠" in bob.locator("#moves .move-row[data-seq='4']").inner_text()
    ann.wait_for_selector(".cc-piece.cc-movable")
    first = play_a_move(ann)
    ann.wait_for_selector(f".cc-piece.cc-movable[data-hole='{first}']")
    assert ann.locator(".cc-piece.cc-movable").count() == 1  # only that piece moves again
    # the second move is optional: a button under the board gives it up
    assert ann.locator("[data-action=end_turn]").inner_text() == "End the turn (no second move)"
    ann.screenshot(path=str(tmp_path / "items-second-move-end-turn.png"), full_page=True)
    play_a_move(ann)
    bob.wait_for_selector("#moves .move-row[data-seq='6']")

    for width, height in ((1280, 800), (390, 844)):
        for name, page in (("ann", ann), ("bob", bob)):
            page.set_viewport_size({"width": width, "height": height})
            page.wait_for_timeout(150)
            page.screenshot(path=str(tmp_path / f"items-{name}-{width}x{height}.png"), full_page=True)
    print("screenshots in", tmp_path)

    with urllib.request.urlopen(f"{base}/api/v1/games/{game_id}/", timeout=5) as response:
        game = json.load(response)
    assert game["options"]["items"] is True and game["version"] == 6
    assert [h["action"]["type"] for h in json.load(urllib.request.urlopen(
        f"{base}/api/v1/games/{game_id}/moves/", timeout=5))["results"]] == ["item", "move", "item", "item", "move", "move"]
    assert ann.evaluate("window.__noReload") is True and bob.evaluate("window.__noReload") is True
    assert ann.errors == [] and bob.errors == []
