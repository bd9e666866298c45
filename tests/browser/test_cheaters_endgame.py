"""Monopoly: Cheaters Edition's end in the browser: the final run, a bankruptcy, the
game-over screen, its "New game" link and a rematch, driven through three pages (Ann:
English desktop, Bob: Chinese phone, Cyd: Chinese desktop).

Every street is owned (Ann: every other one and the dark blue pair, Cyd: the rest), so
the final run is on (docs/rules/cheaters-edition.md, "Final run"). Ann rolls 1+2 from
Park Place (37) to GO and waits there; Bob, with ₩0 and no deed, rolls 1+2 from 36 onto
Ann's Boardwalk (₩100 rent, the whole group) and is bankrupt; Cyd rolls 1+2 from 37 to
GO (no window opens after a bankruptcy). With both players still in on GO the rents are paid out and the game ends.
Screenshots go to ``CHEATERS_SHOTS`` when it is set.
"""

from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

import pytest
from django.contrib.auth import get_user_model

from boardgames.engines.cheaters import data
from boardgames.services import game_create, game_join
from tests.browser.cheaters_pages import (DESK, ENGINE, PHONE, english_words, open_live, rng_rolling, set_state,
                                          shot, signed_up, wait_text)

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

NAMES = ("ann", "bob", "cyd")
#: The bottom of the cheat cards and the top of the turn panel over the board (px).
EDGES = """() => ({ cards: document.querySelector('[data-testid=ce-cheats]').getBoundingClientRect().bottom,
                   turn: document.querySelector('.ce-turn').getBoundingClientRect().top })"""


def final_run() -> dict:
    s = ENGINE.new_game(3, ENGINE.normalize_options(3, {}), seed=11)
    for i, q in enumerate(data.STREETS):
        s["owners"][q] = 0 if i % 2 == 0 else 2
    for q in (37, 39):
        s["owners"][q] = 0
    s["final_run"] = True
    s["seats"][0].update(position=37)
    s["seats"][1].update(position=36, cash=0)
    s["seats"][2].update(position=37, cash=900)
    s["rng"] = rng_rolling((1, 2), (1, 2), (1, 2))
    return s


def pass_window(pages) -> None:
    for page in pages:
        page.locator("[data-testid=ce-pass]").click()


def test_final_run_bankruptcy_game_over_new_game_and_rematch(web_server, browser, monkeypatch):
    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    ann = signed_up(browser, web_server, "ann", DESK)
    bob = signed_up(browser, web_server, "bob", PHONE, locale="zh-CN")
    cyd = signed_up(browser, web_server, "cyd", DESK, locale="zh-CN")
    users = get_user_model().objects
    a, b, c = (users.get(username=n) for n in NAMES)
    game = game_create(user=a, game_type="cheaters-edition", players=3, options={},
                       time_control={"kind": "live", "seconds": 120}, rated=False)
    game_join(game_id=game.pk, user=b, seat=1)
    game_join(game_id=game.pk, user=c, seat=2)
    game.refresh_from_db()
    set_state(game, final_run())
    url = f"{web_server}/games/{game.pk}/"
    pages = (ann, bob, cyd)
    for page in pages:
        open_live(page, url)

    ann.click("[data-testid=ce-roll]")
    ann.wait_for_selector("[data-testid=ce-dice]")
    # The dice beside the title wrap it to two lines: the turn panel still clears the cards.
    edges = ann.evaluate(EDGES)
    assert edges["cards"] <= edges["turn"], edges
    shot(ann, "end-1-ann-at-go-1280x800")
    ann.click("[data-testid=ce-end_turn]")
    pass_window((bob, cyd))

    bob.click("[data-testid=ce-roll]")
    for page in pages:
        wait_text(page, "[data-testid=ce-cash-1]", "₩0")
        page.wait_for_selector("[data-testid=ce-status-1]")
    assert bob.locator("[data-testid=ce-status-1]").inner_text().strip() == "破产"
    assert ann.locator("[data-testid=ce-status-1]").inner_text().strip() == "bankrupt"
    assert english_words(bob, "[data-testid=ce-players]", NAMES) == []
    shot(bob, "end-2-bob-bankrupt-zh-390x844")
    # Bob's turn ends with his bankruptcy: no accusation window, Cyd rolls next.
    assert bob.locator("[data-testid=ce-end_turn]").count() == 0

    cyd.click("[data-testid=ce-roll]")
    cyd.click("[data-testid=ce-end_turn]")
    pass_window((ann,))
    for page in pages:
        page.wait_for_selector("[data-testid=game-over]:visible")
    game.refresh_from_db()
    assert game.state["ended"] == {"round": 1, "reason": "final_run"}
    assert [p["cash"] for p in game.state["seats"]] == [2608, 0, 1260]
    assert cyd.locator("#game-notices").inner_text() == "最终现金：ann ₩2,608 · bob ₩0 · cyd ₩1,260"
    assert ann.locator("#game-notices").inner_text() == "Final cash: ann ₩2,608 · bob ₩0 · cyd ₩1,260"
    ranking = [cyd.locator(f"[data-testid=game-over-seat-{q}]").inner_text().split() for q in (0, 2, 1)]
    assert ranking == [["#1", "ann", "胜"], ["#2", "cyd", "负"], ["#3", "bob", "负"]]
    # Bob's phone scrolls the result (under the board) into view, its title and first place
    # below the sticky top bar and status bar, not behind them.
    bob.wait_for_function("""() => { const r = document.querySelector('[data-testid=game-over]').getBoundingClientRect();
      return r.top >= 0 && r.top < innerHeight; }""")
    bob.wait_for_timeout(800)  # the smooth scroll settles
    seen = bob.evaluate("""() => {
      const card = document.querySelector('[data-testid=game-over]'), first = document.querySelector('[data-testid=game-over-seat-0]');
      const bar = document.querySelector('.game-page .status-bar').getBoundingClientRect();
      const r = first.getBoundingClientRect();
      return { card: card.getBoundingClientRect().top, bar: bar.bottom,
               first: first.contains(document.elementFromPoint(r.left + 20, r.top + r.height / 2)) }; }""")
    assert seen["card"] >= seen["bar"] and seen["first"], seen
    small = bob.evaluate("""() => [...document.querySelectorAll('[data-testid=game-over] .button')]
      .filter((b) => b.getBoundingClientRect().height < 44).map((b) => b.textContent)""")
    assert small == [], small  # 再来一局, 新对局, 回放这局: 44 px tap targets on the phone
    shot(cyd, "end-3-cyd-game-over-zh-1280x800")
    shot(bob, "end-3-bob-game-over-zh-390x844")

    href = ann.locator("[data-testid=new-game]").get_attribute("href")
    query = {k: v[0] for k, v in parse_qs(urlsplit(href).query).items()}
    assert query == {"game": "cheaters-edition", "players": "3", "speed": "live", "seconds": "120", "rated": "0",
                     "opt__cheaters-edition__ultimate": "0", "opt__cheaters-edition__correspondence": "0"}
    ann.click("[data-testid=new-game]")
    ann.wait_for_selector("#create-form")
    ann.wait_for_timeout(300)
    heading = ann.evaluate("""() => { const h = document.querySelector('#create-game h2').getBoundingClientRect();
      return { top: h.top, bar: document.querySelector('.topbar').getBoundingClientRect().bottom }; }""")
    assert heading["top"] >= heading["bar"], heading  # "New game" lands below the sticky top bar
    form = ann.evaluate("Object.fromEntries(new FormData(document.querySelector('#create-form')))")
    form.pop("csrfmiddlewaretoken")
    assert form == {"game": "cheaters-edition", "players": "3", "speed": "live", "seconds": "120", "bots": ""}
    shot(ann, "end-4-ann-new-game-form-1280x800")

    open_live(ann, url)
    ann.click("[data-testid=rematch-propose]")
    for page in (bob, cyd):
        wait_text(page, "[data-testid=rematch]", "ann 提出再来一局")
    shot(cyd, "end-5-cyd-rematch-zh-1280x800")
    for page in (bob, cyd):
        page.click("[data-testid=rematch-accept]")
    for page in pages:
        page.wait_for_url(lambda u: "/games/" in u and f"/games/{game.pk}/" not in u)
        page.wait_for_selector("[data-testid=ce-board], [data-testid=ce-roll], #board")
    shot(bob, "end-6-bob-rematch-started-zh-390x844")
    for page in pages:
        assert page.errors == []
