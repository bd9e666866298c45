"""Monopoly Deal with a full table on a laptop (1280x800) and a phone (390x844), in English
and Chinese (Accept-Language): layout facts, not words (the catalogues come separately).

Every seat has property groups and a bank: the table is taller than the window, yet the
viewer's hand and the acting player's clock stay on screen without scrolling; a card's
chooser is an overlay with every element inside the window; table labels are at least
11 px; a card is chosen and played by keyboard. Screenshots go to tmp_path.
"""

from __future__ import annotations

import pytest

from tests.browser.conftest import PASSWORD
from tests.browser.test_chinese_checkers_layout import LANGUAGES, SIZES, open_page

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

# Every element of the open dialog lies inside the window.
DIALOG_INSIDE = """() => { const d = document.querySelector('.md-dialog'); if (!d) return 'no dialog';
  const out = [d, ...d.querySelectorAll('*')].filter(n => { const r = n.getBoundingClientRect();
    return r.width > 0 && (r.left < 0 || r.top < 0 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5); });
  return out.map(n => n.className || n.tagName); }"""
INSIDE = """sel => { const r = document.querySelector(sel).getBoundingClientRect();
  return r.top >= 0 && r.bottom <= innerHeight && r.height > 0; }"""
MIN_FONT = """sel => Math.min(...[...document.querySelectorAll(sel)].filter(n => n.getClientRects().length)
  .map(n => parseFloat(getComputedStyle(n).fontSize)))"""
LABELS = ".md-table .md-name, .md-table .md-set-name, .md-table .md-zone-title, .md-table .md-value, .md-table .md-pile-label, .md-table .md-set-rent"


def fill_table(game):
    """Give every seat four property groups and six bank cards from the draw pile (the
    shuffle is the game's own: colours whose cards are all in hands are skipped)."""
    from boardgames.engines.monopoly_deal import cards
    from boardgames.models import Game

    state = game.state
    draw = state["draw"]

    def take(test, n):
        got = [c for c in draw if test(cards.card(c))][:n]
        for c in got:
            draw.remove(c)
        return got

    order = ["red", "yellow", "green", "orange", "light_blue", "pink", "railroad", "utility", "brown", "dark_blue"] * 3
    for seat in range(3):
        while len(state["props"][seat]) < 4:
            colour = order.pop(0)
            if colour in state["props"][seat]:
                continue
            ids = take(lambda c, colour=colour: c["kind"] == "property" and c["colors"] == [colour], 2)
            if ids:
                state["props"][seat][colour] = {"cards": ids, "house": None, "hotel": None}
        state["banks"][seat] = take(lambda c: c["kind"] == "money", 6)
    Game.objects.filter(pk=game.pk).update(state=state)


@pytest.fixture
def full_table_game(monkeypatch):
    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    from accounts.services import user_register
    from boardgames.models import Game
    from boardgames.services import game_create, game_join

    users = [user_register(username=n, password=PASSWORD) for n in ("ann", "bob", "cat")]
    game = game_create(user=users[0], game_type="monopoly-deal", players=3, options={}, rated=False,
                       time_control={"kind": "live", "seconds": 600})
    for seat, user in enumerate(users[1:], start=1):
        game_join(game_id=game.pk, user=user, seat=seat)
    game = Game.objects.get(pk=game.pk)
    fill_table(game)
    return Game.objects.get(pk=game.pk)


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_full_table_layout(web_server, browser, full_table_game, size, lang, tmp_path):
    width, height = SIZES[size]
    page = open_page(browser, web_server, size, lang, "ann")
    page.goto(f"{web_server}/games/{full_table_game.pk}/")
    page.wait_for_selector("[data-testid=md-hand] .md-usable")
    assert page.locator("[data-testid=md-props-1] .md-set").count() == 4

    page.screenshot(path=str(tmp_path / f"md-{size}-{lang}.png"))
    # The table is taller than the window, yet the hand and the acting clock are on screen.
    assert page.evaluate("document.documentElement.scrollHeight") > height
    assert page.evaluate(INSIDE, "[data-testid=md-hand]"), "the hand is below the fold"
    assert page.evaluate(INSIDE, ".md-acting-clock"), "the acting clock is off screen"
    assert page.locator(".md-acting-clock").inner_text().strip() not in ("", "0:00")
    assert page.evaluate(MIN_FONT, LABELS) >= 11
    assert page.evaluate("document.documentElement.scrollWidth") <= width

    # A card's chooser: an overlay inside the window, above the hand. Clicked once the
    # socket is live (under load a click before the socket's first view was lost once).
    page.wait_for_selector("#conn[data-state=live]")
    page.locator("[data-testid=md-hand] .md-usable").first.click()
    page.wait_for_selector(".md-dialog[data-testid=md-chooser]")
    assert page.evaluate(DIALOG_INSIDE) == []
    dialog = page.locator(".md-dialog").bounding_box()
    hand = page.locator("[data-testid=md-hand]").bounding_box()
    assert dialog["y"] + dialog["height"] <= hand["y"] + 1
    if size == "phone":
        sizes = page.locator(".md-dialog button").evaluate_all("bs => bs.map(b => b.getBoundingClientRect().height)")
        assert min(sizes) >= 43.5, sizes
    page.screenshot(path=str(tmp_path / f"md-{size}-{lang}-chooser.png"))
    page.locator(".md-dialog .md-cancel").click()
    assert page.locator(".md-dialog").count() == 0

    # Keyboard: Enter on a hand card opens its chooser with the focus in it; Enter on the
    # choice plays it (a money card banked, say).
    money = page.locator("[data-testid=md-hand] .md-money.md-usable")
    if size == "laptop" and money.count():
        card = money.first.get_attribute("data-card")
        money.first.focus()
        page.keyboard.press("Enter")
        page.wait_for_selector(".md-dialog[data-testid=md-chooser]")
        assert page.evaluate("!!document.activeElement.closest('.md-dialog')")
        page.locator(".md-dialog [data-choice='\"bank\"'], .md-dialog .md-confirm").first.focus()
        page.keyboard.press("Enter")
        page.wait_for_selector(f"[data-testid=md-bank-0] .md-card[data-card='{card}']")
    assert page.errors == []


def test_payment_picker_fits_a_phone(web_server, browser, full_table_game, tmp_path):
    # ann holds a Debt Collector and charges bob 5M; bob, on a phone, gets the payment
    # picker over his full table: every element inside the window, 44 px buttons.
    from boardgames.engines.monopoly_deal import cards
    from boardgames.models import Game

    state = full_table_game.state
    debt = next(c for c in state["draw"] if cards.action_of(c) == "debt_collector")
    state["draw"].remove(debt)
    state["draw"].append(state["hands"][0].pop())
    state["hands"][0].append(debt)
    Game.objects.filter(pk=full_table_game.pk).update(state=state)

    ann = open_page(browser, web_server, "laptop", "en", "ann")
    bob = open_page(browser, web_server, "phone", "zh", "bob")
    for page in (ann, bob):
        page.goto(f"{web_server}/games/{full_table_game.pk}/")
        page.wait_for_selector("#conn[data-state=live]")
    ann.click(f"[data-testid=md-hand] .md-card[data-card='{debt}']")
    ann.wait_for_selector(".md-dialog[data-testid=md-chooser]")
    ann.click(".md-dialog [data-field=type][data-choice='\"play\"']")
    ann.click(".md-dialog [data-field=target][data-choice='1']")  # the last choice sends it
    bob.wait_for_selector(".md-dialog[data-testid=md-pay]")
    bob.screenshot(path=str(tmp_path / "md-phone-pay.png"))
    assert bob.evaluate(DIALOG_INSIDE) == []
    heights = bob.locator(".md-dialog button").evaluate_all("bs => bs.map(b => b.getBoundingClientRect().height)")
    assert min(heights) >= 43.5, heights
    assert bob.evaluate("document.documentElement.scrollWidth") <= 390
    assert ann.errors == [] and bob.errors == []
