"""QQ跳棋 on a laptop (1280x800) and a phone (390x844), in English and Chinese
(Accept-Language): layout facts, not words (the catalogues come separately).

A 3-player game where bob and cat have moved since ann's last turn: the board shows both
moves (the last one and the other since her turn), the move list names holes by the
readable naming (docs/rules/chinese-checkers.md, "Hole names"), every hole has a unique
accessible name, camp letters are at least 12 px, on the phone every piece and lit hole is
a tap target of about 44 px (the zoomed board) and the acting clock is on screen, and the
pieces and lit holes are reached and played by keyboard. Screenshots go to tmp_path.
"""

from __future__ import annotations

import re

import pytest

from tests.browser.conftest import PASSWORD, logged_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SIZES = {"laptop": (1280, 800), "phone": (390, 844)}
LANGUAGES = {"en": "en-GB,en;q=0.9", "zh": "zh-Hans,zh-CN;q=0.9,zh;q=0.8"}
HOLE_NAME = re.compile(r"^(?:[A-F](?:[1-9]|10)|M0|M[1-4]\.\d{1,2})$")
MOVE_TEXT = re.compile(r"^(?:[A-F](?:[1-9]|10)|M0|M[1-4]\.\d{1,2}) → (?:[A-F](?:[1-9]|10)|M0|M[1-4]\.\d{1,2})")

# Screen size in px of an SVG text's font (its font-size is in board units).
LABEL_PX = """sel => [...document.querySelectorAll(sel)].map(n =>
    parseFloat(getComputedStyle(n).fontSize) * n.getScreenCTM().a)"""
BOXES = """sel => [...document.querySelectorAll(sel)].map(n => {
    const r = n.getBoundingClientRect(); return [r.width, r.height]; })"""
# The running clock of the seat to move (the page's, or the one over the board) is inside the window.
CLOCK_ON_SCREEN = """() => [...document.querySelectorAll('.clock.running, [data-clock-seat].running, .cc-acting-clock')].some(n => {
    const r = n.getBoundingClientRect();
    return r.width > 0 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth
      && n.textContent.trim() !== ''; })"""


def open_page(browser, base, size, lang, username):
    width, height = SIZES[size]
    phone = size == "phone"
    return logged_in(browser, base, username, viewport={"width": width, "height": height}, has_touch=phone,
                     is_mobile=phone, extra_http_headers={"Accept-Language": LANGUAGES[lang]})


@pytest.fixture
def three_player_game(start_game, monkeypatch):
    """ann, bob, cat (3 players, live 300 s); each has made one move: ann to move."""
    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    from accounts.services import user_register
    from boardgames import selectors
    from boardgames.services import action_submit

    users = [user_register(username=n, password=PASSWORD) for n in ("ann", "bob", "cat")]
    game = start_game(users, time_control={"kind": "live", "seconds": 300})
    for version, user in enumerate(users):
        game.refresh_from_db()
        move = next(a for a in selectors.game_detail(game, user)["legal_actions"] if a["type"] == "move")
        action_submit(game_id=game.pk, user=user, action=move, expected_version=version)
    return game


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_board_layout(web_server, browser, three_player_game, size, lang, tmp_path):
    page = open_page(browser, web_server, size, lang, "ann")
    page.goto(f"{web_server}/games/{three_player_game.pk}/")
    page.wait_for_selector(".cc-piece.cc-movable")
    page.wait_for_selector("#moves .move-row[data-seq='3']")

    # Every hole is named, once; the names follow the documented naming.
    names = page.locator(".cc-hole").evaluate_all("hs => hs.map(h => h.getAttribute('aria-label'))")
    assert len(names) == 121 and len(set(names)) == 121 and all(HOLE_NAME.match(n) for n in names)
    assert page.locator(".cc-piece[aria-label]").count() == 30
    # The move list in hole names, not axial pairs.
    texts = page.locator("#moves .move-row[data-seq] .move-text").all_inner_texts()
    assert len(texts) == 3 and all(MOVE_TEXT.match(t) for t in texts), texts
    # The last move, and the other move since ann's turn (bob's), on the board.
    assert page.locator(".cc-last polyline").count() == 1
    page.wait_for_function("document.querySelectorAll('.cc-recent polyline').length === 1")
    # Seat shapes beside colour: one per piece.
    assert page.locator(".cc-piece-g .cc-shape").count() == 30

    # Board labels (camp letters) at least 12 px.
    assert min(page.evaluate(LABEL_PX, ".cc-camp-letter")) >= 12
    # The acting player's clock is on screen without scrolling.
    assert page.evaluate(CLOCK_ON_SCREEN), "the acting clock is off screen"
    # The board does not push the page sideways.
    page.screenshot(path=str(tmp_path / f"cc-{size}-{lang}.png"))
    assert page.evaluate("document.documentElement.scrollWidth") <= SIZES[size][0]

    if size == "phone":
        # Tap targets of about 44 px: the pieces to move, then the holes they reach.
        pieces = page.evaluate(BOXES, ".cc-hit[data-kind=piece]")
        assert pieces and min(min(w, h) for w, h in pieces) >= 43.5, pieces
        page.locator(".cc-piece.cc-movable").first.tap()
        page.wait_for_selector(".cc-target")
        targets = page.evaluate(BOXES, ".cc-hit[data-kind=move]")
        assert targets and min(min(w, h) for w, h in targets) >= 43.5, targets
        hint = page.locator(".cc-hint").inner_text()
        assert "Right-click" not in hint and "Esc" not in hint
        assert "Right-click" not in page.locator("#board-help").inner_text()
        page.screenshot(path=str(tmp_path / f"cc-{size}-{lang}-picked.png"))
        # The whole board on demand.
        page.click("[data-testid=cc-zoom]")
        box = page.evaluate("(() => { const r = document.querySelector('.cc-board').getBoundingClientRect(); return [r.width, r.right]; })()")
        assert box[1] <= 390
    else:
        # Keyboard: Tab to a piece, Enter picks it up and focuses a lit hole, Enter moves.
        page.locator(".cc-piece.cc-movable").first.focus()
        page.keyboard.press("Enter")
        page.wait_for_selector(".cc-target")
        assert page.evaluate("document.activeElement.classList.contains('cc-target')")
        focus = page.evaluate("getComputedStyle(document.activeElement).strokeWidth")
        assert float(focus.rstrip("px")) >= 0.1  # the visible focus ring
        page.keyboard.press("Escape")
        assert page.locator(".cc-target").count() == 0
        page.locator(".cc-piece.cc-movable").first.focus()
        page.keyboard.press("Enter")
        page.keyboard.press("Enter")
        page.wait_for_selector("#moves .move-row[data-seq='4']")
    assert page.errors == []


def test_teammates_marked_and_an_opponents_move_hops_along_its_path(web_server, browser, start_game, monkeypatch):
    # 2v2 (seats 0 and 2 against 1 and 3): ann's teammate's ten pieces are ringed; when bob's
    # move arrives, his piece hops from its start along the path.
    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    from accounts.services import user_register
    from boardgames import selectors
    from boardgames.services import action_submit

    users = [user_register(username=n, password=PASSWORD) for n in ("ann", "bob", "cat", "dan")]
    game = start_game(users, time_control={"kind": "live", "seconds": 300}, mode="teams")
    page = open_page(browser, web_server, "laptop", "en", "ann")
    page.goto(f"{web_server}/games/{game.pk}/")
    page.wait_for_selector(".cc-piece.cc-movable")
    assert page.locator(".cc-piece.cc-mate").count() == 10
    assert page.locator(".cc-piece.cc-mate.cc-seat-2").count() == 10 and page.locator(".cc-mate-ring").count() == 10
    assert "teammate" in page.locator(".cc-piece.cc-seat-2").first.get_attribute("aria-label")

    page.locator(".cc-piece.cc-movable").first.click()
    page.locator(".cc-target").first.click()
    page.wait_for_selector("#moves .move-row[data-seq='1']")
    game.refresh_from_db()
    move = next(a for a in selectors.game_detail(game, users[1])["legal_actions"] if a["type"] == "move")
    # Record every hop the board announces: a later redraw of the same version (the push
    # after the fetch) may replace the board before a poll would see the attribute.
    page.evaluate("""() => {
      window.__hops = [];
      const seen = (n) => { if (n.dataset && n.dataset.animated) window.__hops.push(n.dataset.animated); };
      new MutationObserver((ms) => ms.forEach((m) => {
        seen(m.target);
        m.addedNodes.forEach((n) => { seen(n); if (n.querySelectorAll) n.querySelectorAll('[data-animated]').forEach(seen); });
      })).observe(document.querySelector('#board'), {attributes: true, childList: true, subtree: true,
                                                      attributeFilter: ['data-animated']});
    }""")
    action_submit(game_id=game.pk, user=users[1], action=move, expected_version=1)
    page.evaluate("window.gamePage.fetchGame()")  # (the push cannot leave this thread's loop)
    end = f"{move['path'][-1][0]},{move['path'][-1][1]}"
    page.wait_for_function(f"window.__hops.includes('{end}')")
    page.wait_for_selector(f".cc-piece.cc-seat-1[data-hole='{end}']")
    assert page.errors == []
