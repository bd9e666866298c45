"""Monopoly Deal in three browsers: each player plays through the page (click a card,
the chooser, End turn); the others see every card land live, without a reload; a Debt
Collector shows the payment picker (debt, running total, countdown) to the charged player
only, who pays by clicking; nobody's page shows another player's hand.

Uses the daphne + Chromium fixtures of tests/browser/conftest.py (PostgreSQL, Redis). The game's
shuffle is chosen with the engine (:func:`find_plan`) so the cards are known: ann banks a
money card and holds a Debt Collector; bob banks a money card, his whole table when
charged 5M.
"""

from __future__ import annotations

import re

import pytest

from tests.browser.conftest import sign_up

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

def find_plan(first_seed: int = 6):
    """A shuffle where the plan works: seat 0 holds money and a Debt Collector, seat 1
    has money after its draw, seat 2 can end its turn at once. Returns (seed, ann's money,
    the Debt Collector, bob's money) (seed 6 today: cards 10, 83, 6)."""
    from boardgames.registry import get_engine
    from boardgames.engines.monopoly_deal import cards

    engine = get_engine("monopoly-deal")

    def money(hand):
        return sorted((c for c in hand if cards.card(c)["kind"] == "money"), key=lambda c: (-cards.value(c), c))

    for seed in range(first_seed, first_seed + 3000):
        state = engine.new_game(3, {}, seed)
        dcs = [c for c in state["hands"][0] if cards.action_of(c) == "debt_collector"]
        if not dcs or not money(state["hands"][0]):
            continue
        m0 = money(state["hands"][0])[0]
        state, _ = engine.apply(state, 0, {"type": "bank", "card": m0})
        state, _ = engine.apply(state, 0, {"type": "end_turn"})
        if not money(state["hands"][1]):
            continue
        m1 = money(state["hands"][1])[0]
        state, _ = engine.apply(state, 1, {"type": "bank", "card": m1})
        state, _ = engine.apply(state, 1, {"type": "end_turn"})
        state, _ = engine.apply(state, 2, {"type": "end_turn"})
        if state["phase"] == "play" and state["current"] == 0:
            return seed, m0, dcs[0], m1
    raise AssertionError("no shuffle fits the plan")


def start_game(names, seed):
    from django.contrib.auth import get_user_model

    from boardgames.models import Game
    from boardgames.services import game_create, game_join

    users = [get_user_model().objects.get(username=n) for n in names]
    game = game_create(user=users[0], game_type="monopoly-deal", players=3, options={}, rated=False,
                       time_control={"kind": "live", "seconds": 600})
    Game.objects.filter(pk=game.pk).update(seed=seed)
    for seat, user in enumerate(users[1:], start=1):
        game_join(game_id=game.pk, user=user, seat=seat)
    return Game.objects.get(pk=game.pk)


def hand_of(game_id, seat):
    from boardgames.models import Game

    return Game.objects.get(pk=game_id).state["hands"][seat]


def play_from_hand(page, card, *choices):
    """Click a hand card, then the chooser's buttons (field, JSON value) in order; a card
    with one legal use shows a confirm button instead."""
    page.click(f"[data-testid=md-hand] .md-card[data-card='{card}']")
    page.wait_for_selector("[data-testid=md-chooser]")
    if not choices:
        page.click("[data-testid=md-chooser] .md-confirm")
    for field, value in choices:
        page.click(f"[data-testid=md-chooser] [data-field={field}][data-choice='{value}']")


def test_three_players_see_each_other_live_and_the_charged_one_pays(web_server, browser, monkeypatch):
    # Playwright's sync API runs an event loop in this thread; the ORM calls below are
    # plain synchronous reads and writes of the test database.
    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    base = web_server
    names = ["ann", "bob", "cyd"]
    pages = [sign_up(browser, base, n) for n in names]
    from boardgames.engines.monopoly_deal import cards

    seed, m0, dc, m1 = find_plan()
    game = start_game(names, seed)
    url = f"{base}/games/{game.pk}/"
    for page in pages:
        page.goto(url)
        page.wait_for_selector("#conn[data-state=live]")
        page.wait_for_selector("[data-testid=md-table]")
        page.evaluate("window.__noReload = true")
    ann, bob, cyd = pages

    # Each page shows its own hand and never another's.
    for seat, page in enumerate(pages):
        mine = hand_of(game.pk, seat)
        shown = page.locator("[data-testid=md-hand] .md-card").evaluate_all("ns => ns.map(n => Number(n.dataset.card))")
        assert sorted(shown) == sorted(mine)
        for other in (s for s in range(3) if s != seat):
            for card in hand_of(game.pk, other):
                assert page.locator(f".md-card[data-card='{card}']").count() == 0

    # Ann banks 2M; bob and cyd see it arrive in her bank.
    assert ann.locator("[data-testid=status]").inner_text().startswith("Your move")
    play_from_hand(ann, m0)
    for page in (bob, cyd):
        page.wait_for_selector(f"[data-testid=md-bank-0] .md-card[data-card='{m0}']")
        page.wait_for_selector("#moves .move-row[data-seq='1']")
    assert f"banked {cards.value(m0)}M" in cyd.locator("#moves .move-row[data-seq='1']").inner_text()
    # The turn line counts plays used, the hint the plays left (they read as a contradiction before).
    ann.wait_for_selector(".md-turn-line:text-is('Your turn · 1 of 3 plays used · round 1')")
    assert ann.locator(".md-hint").inner_text() == "Your turn: 2 plays left. Click a card in your hand."
    assert cyd.locator(".md-turn-line").inner_text() == "ann's turn · 1 of 3 plays used · round 1"
    ann.click("[data-testid=md-end-turn]")

    # Bob banks his 2M and ends; cyd ends.
    bob.wait_for_selector("[data-testid=md-end-turn]")
    play_from_hand(bob, m1)
    ann.wait_for_selector(f"[data-testid=md-bank-1] .md-card[data-card='{m1}']")
    cyd.wait_for_selector(f"[data-testid=md-bank-1] .md-card[data-card='{m1}']")
    bob.click("[data-testid=md-end-turn]")
    cyd.wait_for_selector("[data-testid=md-end-turn]")
    cyd.click("[data-testid=md-end-turn]")

    # Ann plays Debt Collector on bob: the chooser asks what to do, then whom.
    ann.wait_for_selector("[data-testid=md-end-turn]")
    play_from_hand(ann, dc, ("type", '"play"'), ("target", "1"))

    # Bob gets the payment picker with the debt, the running total and his countdown.
    bob.wait_for_selector("[data-testid=md-pay]")
    picker = bob.locator("[data-testid=md-pay]")
    assert "charges you 5M" in picker.inner_text()
    assert re.match(r"\d+:\d\d", bob.locator("[data-testid=md-countdown]").inner_text())
    assert bob.locator("[data-testid=md-pay-total]").inner_text() == "Selected 0M of 5M"
    assert bob.locator("[data-testid=md-pay-submit]").is_disabled()
    ann.wait_for_selector("[data-testid=md-pending]")
    assert ann.locator("[data-testid=md-pay]").count() == 0 and cyd.locator("[data-testid=md-pay]").count() == 0
    assert "Debt Collector" in cyd.locator("[data-testid=md-pending]").inner_text()
    bob.click(f"[data-testid=md-pay] .md-card[data-card='{m1}']")
    paid = cards.value(m1)
    assert bob.locator("[data-testid=md-pay-total]").inner_text() == f"Selected {paid}M of 5M"
    bob.click("[data-testid=md-pay-submit]")

    # The 2M moves from bob's bank to ann's, on every page.
    for page in pages:
        page.wait_for_selector(f"[data-testid=md-bank-0] .md-card[data-card='{m1}']")
        assert page.locator("[data-testid=md-bank-1] .md-card").count() == 0
    bob.wait_for_selector("[data-testid=md-pay]", state="detached")
    cyd.wait_for_function(f"document.querySelector('#moves').textContent.includes('paid {paid}M of 5M')")

    for page in pages:
        assert page.evaluate("window.__noReload") is True
        assert page.errors == []
