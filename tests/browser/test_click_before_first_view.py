"""A choice made before the websocket's first view arrives survives that view
(docs/frontend.md, "Pushes and what the player is doing"). The page draws the game from
the payload in its HTML, then the socket's first message carries the same version; a
hand card clicked in between must keep its chooser open when that message redraws the
board, and so must the move log arriving (the board is drawn again with it only when that
changes what it is given). A click is lost when the card is replaced between the press
and the release of the button; the socket's messages are held back by a wrapper around
``WebSocket`` (an init script) and the log's request by a route, and both are let through
between the press and the release, every time, not only under load."""

from __future__ import annotations

import pytest

from tests.browser.conftest import sign_up
from tests.browser.test_push_keeps_input import new_game

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

# Every socket the page opens queues its messages until window.__releaseSocket().
HOLD_SOCKET = """(() => {
  const Real = window.WebSocket;
  const held = [];
  let open = false;
  window.__releaseSocket = () => { open = true; for (const f of held.splice(0)) f(); };
  window.__heldMessages = () => held.length;
  window.WebSocket = class extends Real {
    addEventListener(type, listener, options) {
      if (type !== "message") return super.addEventListener(type, listener, options);
      return super.addEventListener(type, (event) => {
        const deliver = () => listener.call(this, new MessageEvent("message", { data: event.data }));
        if (open) deliver(); else held.push(deliver);
      }, options);
    }
  };
})();"""


@pytest.fixture(autouse=True)
def _orm_beside_playwright(monkeypatch):
    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")


def test_monopoly_deal_chooser_opened_before_the_first_view_stays_open(web_server, browser):
    base = web_server
    ann = sign_up(browser, base, "ann")
    sign_up(browser, base, "bob").context.close()
    game = new_game("monopoly-deal", ["ann", "bob"])
    ann.context.add_init_script(HOLD_SOCKET)
    held_log = []
    ann.route("**/moves/?page=*", lambda route: held_log.append(route))
    ann.goto(f"{base}/games/{game.pk}/")
    ann.evaluate("window.__noReload = true")
    ann.wait_for_function("window.__heldMessages() >= 1")  # the first view is there, held
    for _ in range(200):  # the log's request is held by the route (handled while waiting)
        if held_log:
            break
        ann.wait_for_timeout(50)
    assert len(held_log) == 1

    card = ann.locator("[data-testid=md-hand] .md-usable").first
    card_id = card.get_attribute("data-card")
    box = card.bounding_box()
    ann.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    ann.mouse.down()
    # The first view is taken between the press and the release of the button.
    ann.evaluate("window.__releaseSocket()")
    ann.wait_for_function("window.gamePage.transport.connection !== null")
    held_log[0].continue_()
    ann.wait_for_function("window.gamePage.moveList.loadedOnce")
    ann.evaluate("() => new Promise(requestAnimationFrame)")
    ann.mouse.up()
    ann.wait_for_selector(".md-dialog[data-testid=md-chooser]", timeout=3000)
    assert ann.locator(".md-dialog[data-testid=md-chooser]").count() == 1
    assert ann.locator("[data-testid=md-hand] .md-selected").evaluate_all("ns => ns.map(n => n.dataset.card)") == [card_id]
    assert ann.errors == []
