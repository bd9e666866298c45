"""A choice a push made impossible is dropped, the page says so, and nothing is sent
(docs/frontend.md, "Pushes and what the player is doing"): Monopoly Deal's `md-dropped`
line and 强手棋's `qs-unticked` line, each reached through the server's websocket push
to a signed-in player's page (daphne on the test database, headless Chromium;
tests/browser/conftest.py)."""

from __future__ import annotations

import pytest

from boardgames.models import Game
from boardgames.registry import get_engine
from tests.browser.conftest import sign_up
from tests.browser.test_push_keeps_input import _orm_beside_playwright, act, debt_state, new_game, open_page, wait_version  # noqa: F401

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SLY_DEAL, BOB_BROWN, CAT_LIGHT_BLUE = 77, 20, (22, 23)

MD_DROPPED = {
    "en": "The table changed: a choice of yours is no longer possible and was dropped.",
    "zh-hans": "牌桌变了：你的某个选择已不再可行，已被取消。",
}
QS_UNTICKED = {"en": "No longer yours, unticked: 查尔斯大街", "zh-hans": "已不属于你，已取消勾选：查尔斯大街"}


def sly_deal_state(engine):
    """Seat 0 holds a Sly Deal; Bob (1) has a brown property, Cat (2) two light blue
    ones (no complete set, so every one can be taken; two, so the chooser asks which)."""
    s = engine.new_game(3, {}, 6)
    for card in (SLY_DEAL, BOB_BROWN, *CAT_LIGHT_BLUE):
        for pile in (s["draw"], *s["hands"]):
            if card in pile:
                pile.remove(card)
    s["hands"][0].append(SLY_DEAL)
    s["props"][1] = {"brown": {"cards": [BOB_BROWN], "house": None, "hotel": None}}
    s["props"][2] = {"light_blue": {"cards": list(CAT_LIGHT_BLUE), "house": None, "hotel": None}}
    return s


def set_language(page, base: str, language: str) -> None:
    page.context.add_cookies([{"name": "django_language", "value": language, "url": base}])


@pytest.mark.parametrize("language", ["en", "zh-hans"])
def test_monopoly_deal_drops_a_card_played_from_another_device(web_server, browser, language):
    """Ann plays Sly Deal on Cat and is asked which light blue property to take; from her
    phone (the same account, another page) she banks that Sly Deal instead: the page is
    pushed a hand without the card (still her turn, two plays left), drops the chooser with the md-dropped line and
    sends nothing. (A seat that resigns keeps its cards on the table and can still be
    targeted, engines/monopoly_deal/actions.py `opponents`, so another seat cannot take a
    choice away during my turn.)"""
    base = web_server
    ann = sign_up(browser, base, "ann")
    for name in ("bob", "cat"):
        sign_up(browser, base, name).context.close()
    set_language(ann, base, language)
    game = new_game("monopoly-deal", ["ann", "bob", "cat"], state=sly_deal_state)
    open_page(ann, base, game)
    ann.click(f"[data-testid=md-hand] [data-card='{SLY_DEAL}']")
    ann.click("[data-testid=md-chooser] [data-field=type][data-choice='\"play\"']")
    ann.click("[data-testid=md-chooser] [data-field=target][data-choice='2']")
    takes = ann.locator("[data-testid=md-chooser] [data-field=take]").evaluate_all("ns => ns.map(n => Number(n.dataset.choice))")
    assert sorted(takes) == list(CAT_LIGHT_BLUE)
    assert ann.locator("[data-testid=md-dropped]").count() == 0

    banked = {"type": "bank", "card": SLY_DEAL}
    wait_version(ann, act(game.pk, 0, banked))  # her other device
    assert ann.locator("[data-testid=md-dropped]").inner_text() == MD_DROPPED[language]
    assert ann.locator("[data-testid=md-chooser]").count() == 0
    assert ann.locator(f"[data-testid=md-hand] [data-card='{SLY_DEAL}']").count() == 0
    ann.wait_for_timeout(500)  # nothing goes out after the redraw either
    assert [(m.seat, m.action) for m in Game.objects.get(pk=game.pk).moves.order_by("seq")] == [(0, banked)]
    assert ann.locator("[data-testid=md-end-turn]").is_visible()

    # The hand card she is on (Tab) goes the same way: the focus moves to the card after it.
    hand = ann.locator("[data-testid=md-hand] .md-hand-card").evaluate_all("ns => ns.map(n => Number(n.dataset.card))")
    game = Game.objects.get(pk=game.pk)
    bankable = {a["card"] for a in get_engine("monopoly-deal").legal_actions(game.state, 0) if a["type"] == "bank"}
    on = next(c for c in hand[:-1] if c in bankable)
    after = hand[hand.index(on) + 1]
    ann.locator(f"[data-testid=md-hand] [data-card='{on}']").focus()
    wait_version(ann, act(game.pk, 0, {"type": "bank", "card": on}))
    assert ann.evaluate("document.activeElement.dataset.card") == str(after)
    assert ann.errors == []


@pytest.mark.parametrize("language", ["en", "zh-hans"])
def test_qiangshou_unticks_land_that_a_push_took_away(web_server, browser, language):
    """Ann, in debt, ticks 查尔斯大街 (11) and square 5 in the 抵押 dialog; the next view the
    server pushes (same debt) no longer has 查尔斯大街 as hers: it is unticked with the
    qs-unticked line, square 5 stays ticked and nothing is sent.

    No move of another seat takes a debtor's land in 强手棋 today (only her own sale or
    leaving does), so the view pushed is the game changed in the database (the bank takes
    the square back, as a staff correction would) and announced through the server's
    push (`broadcast_version`), the path every move's view takes."""
    from boardgames.services.push import broadcast_version

    base = web_server
    ann = sign_up(browser, base, "ann")
    for name in ("bob", "cat"):
        sign_up(browser, base, name).context.close()
    set_language(ann, base, language)
    game = new_game("qiangshou", ["ann", "bob", "cat"], state=debt_state)
    open_page(ann, base, game)
    version = act(game.pk, 0, {"type": "roll"})
    wait_version(ann, version)
    ann.wait_for_selector("[data-testid=qs-mortgage]")
    ann.click("[data-testid=qs-asset-11]")
    ann.click("[data-testid=qs-asset-5]")
    assert ann.locator("[data-testid=qs-unticked]").count() == 0

    game = Game.objects.get(pk=game.pk)
    key = game.state["debts"][0]["key"]
    game.state["owners"][11], game.state["levels"][11] = None, 0
    game.save(update_fields=["state"])
    broadcast_version(game.pk, game.version)
    ann.wait_for_selector("[data-testid=qs-unticked]")
    assert ann.locator("[data-testid=qs-unticked]").inner_text() == QS_UNTICKED[language]
    assert Game.objects.get(pk=game.pk).state["debts"][0]["key"] == key
    assert ann.locator("[data-testid=qs-asset-11]").count() == 0
    checked = ann.locator("[data-testid=qs-mortgage] input[data-square]:checked").evaluate_all("ns => ns.map(n => n.dataset.square)")
    assert checked == ["5"]
    ann.wait_for_timeout(500)
    assert [(m.seat, m.action) for m in Game.objects.get(pk=game.pk).moves.order_by("seq")] == [(0, {"type": "roll"})]
    assert ann.errors == []
