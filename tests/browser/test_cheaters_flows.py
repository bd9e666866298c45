"""Monopoly: Cheaters Edition end to end in the browser (issue 12): a sealed-bid auction
and a trade, a debt sale to the bank and to a player, and an Ultimate Cheater room, each
driven through the pages of every player, at 1280 x 800 and 390 x 844, in English and
Chinese. Positions are set up through the engine (``cheaters_pages.set_state``) where
reaching them by play is long; every move after that is a click in a page.

Each phone dialog is checked to fit the screen (inside the viewport, under no sticky bar,
44 px targets), each Chinese page to show no English word, the secondary buttons (No bid,
Decline, Pass) to have AA contrast. Screenshots go to ``CHEATERS_SHOTS`` when it is set.
"""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model

from boardgames.engines.cheaters.data import FORGEABLE
from boardgames.models import Game
from boardgames.services import game_create, game_join
from tests.browser.cheaters_pages import (DESK, ENGINE, PHONE, assert_dialog_fits, contrast, english_words,
                                          open_live, rng_rolling, set_state, shot, signed_up, wait_text)

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

NAMES = ("ann", "bob", "cyd")
#: The parts of a game page the Cheaters renderer draws (board, turn panel, dialogs, lists).
BOARD = "#board"
AA = 4.5  # WCAG 2 AA, normal text


def new_room(players: int, options: dict | None = None) -> Game:
    users = get_user_model().objects
    seated = [users.get(username=n) for n in NAMES[:players]]
    game = game_create(user=seated[0], game_type="cheaters-edition", players=players, options=options or {},
                       time_control={"kind": "live", "seconds": 120}, rated=False)
    for seat, user in enumerate(seated[1:], start=1):
        game_join(game_id=game.pk, user=user, seat=seat)
    game.refresh_from_db()
    return game


def opening(players: int, roll: tuple[int, int], **ultimate) -> dict:
    """The opening state of a ``players`` game whose first roll is ``roll``."""
    s = ENGINE.new_game(players, ENGINE.normalize_options(players, ultimate), seed=11)
    s["rng"] = rng_rolling(roll)
    return s


def no_english(page) -> None:
    words = english_words(page, f"{BOARD}, #moves", NAMES)
    assert words == [], words


def test_auction_then_trade(web_server, browser, monkeypatch):
    """Ann declines 波羅的海大道 / Baltic Avenue (₩60): all three bid in their pages
    (Ann ₩40, Bob ₩75, Cyd no bid); Bob pays ₩75 for the deed. Then Ann offers Bob ₩100
    for it and Bob (a Chinese phone) accepts: Ann ₩1,400 with the deed, Bob ₩1,525."""
    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    ann = signed_up(browser, web_server, "ann", DESK)
    bob = signed_up(browser, web_server, "bob", PHONE, locale="zh-CN")
    cyd = signed_up(browser, web_server, "cyd", DESK)
    game = new_room(3)
    set_state(game, opening(3, (1, 2)))  # GO + 3: Baltic Avenue, unowned
    url = f"{web_server}/games/{game.pk}/"
    pages = (ann, bob, cyd)
    for page in pages:
        open_live(page, url)

    ann.click("[data-testid=ce-roll]")
    decline = ann.locator("[data-testid=ce-decline]")
    decline.wait_for()
    assert decline.inner_text() == "Decline (it goes to auction)"
    assert contrast(ann, "[data-testid=ce-decline]") >= AA
    shot(ann, "flow-1-ann-buy-or-decline-1280x800")
    decline.click()

    for page in pages:
        page.wait_for_selector("[data-testid=ce-auction]")
    assert ann.locator("[data-testid=ce-auction] h3").inner_text().startswith("Auction: Baltic Avenue")
    assert bob.locator("[data-testid=ce-auction] h3").inner_text().startswith("拍卖：波罗的海大道")
    assert contrast(cyd, "[data-testid=ce-no-bid]") >= AA and contrast(bob, "[data-testid=ce-no-bid]") >= AA
    assert_dialog_fits(bob, "ce-auction")
    no_english(bob)
    shot(bob, "flow-2-bob-auction-zh-390x844")
    shot(cyd, "flow-2-cyd-auction-1280x800")
    # Bob types first; Ann's bid arriving rebuilds his dialog, which keeps what he typed.
    bob.fill("[data-testid=ce-bid-amount]", "75")
    ann.fill("[data-testid=ce-bid-amount]", "40")
    ann.click("[data-testid=ce-bid]")
    bob.wait_for_function("() => !document.querySelector('[data-testid=ce-auction] .ce-hint').textContent"
                          ".includes('ann')")
    assert bob.input_value("[data-testid=ce-bid-amount]") == "75"
    bob.click("[data-testid=ce-bid]")
    cyd.click("[data-testid=ce-no-bid]")
    for page in pages:
        page.wait_for_selector("[data-testid=ce-auction]", state="detached")
        wait_text(page, "[data-testid=ce-cash-1]", "₩1,425")
        wait_text(page, "[data-testid=ce-player-1] .ce-deeds", "Baltic Avenue" if page is not bob else "波罗的海大道")
    assert ann.locator("[data-testid=ce-cash-0]").inner_text() == "₩1,500"
    assert "auction of Baltic Avenue won by bob" in ann.locator("#moves").inner_text()
    assert "波罗的海大道" in bob.locator("#moves").inner_text()
    no_english(bob)
    game.refresh_from_db()
    assert game.state["owners"][3] == 1 and [p["cash"] for p in game.state["seats"]] == [1500, 1425, 1500]

    # The trade: Ann (still in her turn) offers ₩100 for Baltic Avenue; Bob accepts.
    ann.click("[data-testid=ce-open-trade]")
    form = ann.locator("[data-testid=ce-trade]")
    form.locator("[data-testid=ce-trade-to]").select_option("1")
    form.locator("[data-testid=ce-trade-get] input[data-square='3']").check()
    form.locator("[data-testid=ce-trade-give-cash]").fill("100")
    shot(ann, "flow-3-ann-trade-1280x800")
    form.locator("[data-testid=ce-trade-send]").click()
    received = bob.locator("[data-testid=ce-offer-received]")
    received.wait_for()
    text = received.inner_text()
    assert "ann 提出交易" in text and "你得到（现金 ₩100）" in text and "你付出（现金 ₩0）" in text, text
    assert "波罗的海大道" in text
    assert_dialog_fits(bob, "ce-offer-received")
    no_english(bob)
    shot(bob, "flow-4-bob-offer-zh-390x844")
    received.locator("[data-testid=ce-accept]").click()
    for page in pages:
        wait_text(page, "[data-testid=ce-cash-0]", "₩1,400")
        wait_text(page, "[data-testid=ce-cash-1]", "₩1,525")
    assert "Baltic Avenue" in ann.locator("[data-testid=ce-player-0] .ce-deeds").inner_text()
    game.refresh_from_db()
    assert game.state["owners"][3] == 0 and [p["cash"] for p in game.state["seats"]] == [1400, 1525, 1500]
    for page in pages:
        assert page.errors == []


def debt_position() -> dict:
    """Ann (₩10, on 纽约大道 + 0) owns 州大道 (₩20) and 波罗的海大道 (₩60); Bob owns the
    whole red group, so 肯塔基大道's rent is ₩36 (doubled, RULINGS). Ann rolls 1+2 from
    square 18 to 21, Kentucky Avenue."""
    s = opening(2, (1, 2))
    s["seats"][0].update(cash=10, position=18)
    for q in (13, 3):
        s["owners"][q] = 0
    for q in (21, 23, 24):
        s["owners"][q] = 1
    return s


def test_debt_sale_to_the_bank_and_to_a_player(web_server, browser, monkeypatch):
    """Ann (a Chinese phone) lands on Bob's 肯塔基大道 and owes ₩36 rent with ₩10: she sells 州大道 to the bank
    (₩20: still ₩30, short), then sells 波罗的海大道 to Bob for ₩50 by offer, which Bob
    accepts: the debt is paid, Ann ₩44, Bob ₩1,486 with the deed."""
    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    ann = signed_up(browser, web_server, "ann", PHONE, locale="zh-CN")
    bob = signed_up(browser, web_server, "bob", DESK)
    game = new_room(2)
    set_state(game, debt_position())
    url = f"{web_server}/games/{game.pk}/"
    for page in (ann, bob):
        open_live(page, url)

    ann.click("[data-testid=ce-roll]")  # the rent is due on landing: the debt opens
    debt = ann.locator("[data-testid=ce-debt]")
    debt.wait_for()
    assert debt.locator("h3").inner_text().startswith("你欠 ₩36")
    assert debt.locator("[data-testid=ce-debt-total]").inner_text() == "₩10 + ₩0 = ₩10 / ₩36"
    debt.locator("input[data-square='13']").check()
    assert debt.locator("[data-testid=ce-debt-total]").inner_text() == "₩10 + ₩20 = ₩30 / ₩36"
    assert_dialog_fits(ann, "ce-debt")
    no_english(ann)
    shot(ann, "flow-5-ann-debt-zh-390x844")
    debt.locator("[data-testid=ce-debt-sell]").click()
    wait_text(ann, "[data-testid=ce-cash-0]", "₩30")
    wait_text(bob, "[data-testid=ce-cash-0]", "₩30")
    ann.wait_for_selector("[data-testid=ce-debt] input[data-square='3']")
    assert ann.locator("[data-testid=ce-debt] input[data-square='13']").count() == 0
    game.refresh_from_db()
    assert game.state["owners"][13] is None and game.state["debts"][0]["amount"] == 36

    ann.click("[data-testid=ce-debt-offer]")
    sale = ann.locator("[data-testid=ce-trade]")
    sale.wait_for()
    assert sale.locator("h3").inner_text() == "卖给玩家"
    sale.locator("[data-testid=ce-trade-give] input[data-square='3']").check()
    sale.locator("[data-testid=ce-trade-get-cash]").fill("50")
    assert_dialog_fits(ann, "ce-trade")
    no_english(ann)
    shot(ann, "flow-6-ann-sale-zh-390x844")
    sale.locator("[data-testid=ce-trade-send]").click()
    received = bob.locator("[data-testid=ce-offer-received]")
    received.wait_for()
    assert "ann offers a sale" in received.inner_text() and "You give (cash ₩50)" in received.inner_text()
    shot(bob, "flow-7-bob-sale-offer-1280x800")
    received.locator("[data-testid=ce-accept]").click()
    for page in (ann, bob):
        wait_text(page, "[data-testid=ce-cash-0]", "₩44")
        wait_text(page, "[data-testid=ce-cash-1]", "₩1,486")
    ann.wait_for_selector("[data-testid=ce-debt]", state="detached")
    game.refresh_from_db()
    assert game.state["debts"] == [] and game.state["owners"][3] == 1
    assert [p["cash"] for p in game.state["seats"]] == [44, 1486]
    for page in (ann, bob):
        assert page.errors == []


def test_an_ultimate_room_from_the_lobby(web_server, browser, monkeypatch):
    """Ann (a Chinese phone) creates an Ultimate Cheater room in the lobby; Bob (a Chinese
    desktop) joins. Ann plays 银行抢劫 (Bank Heist, not face up: Ultimate allows every
    cheat) for ₩300, rolls 1+3 to a rest square and ends her turn: no accusation prompt on
    Bob's page, the reward is paid (Bob pays her ₩100): Ann ₩1,900, Bob ₩1,400. Bob rolls
    3+4 to 机会 (Chance): he sees the card he drew (假股息, ₩50) and, in 伪造机会's (Forged
    Chance) form, the cards he could play instead by name; he reads his: ₩1,450."""
    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    ann = signed_up(browser, web_server, "ann", PHONE, locale="zh-CN")
    bob = signed_up(browser, web_server, "bob", DESK, locale="zh-CN")
    ann.select_option("#create-form select[name=game]", "cheaters-edition")
    ann.select_option("#create-form select[name=players]", "2")
    options = ann.locator("#create-form fieldset.options[data-game=cheaters-edition]")
    assert "终极作弊者模式" in options.inner_text() and "Ultimate" not in options.inner_text()
    options.locator("input[type=checkbox]").check()
    shot(ann, "flow-8-ann-lobby-ultimate-zh-390x844")
    ann.click("[data-testid=create-game]")
    ann.wait_for_url("**/games/*/")
    game = Game.objects.get()
    assert game.options["ultimate"] is True
    game_join(game_id=game.pk, user=get_user_model().objects.get(username="bob"), seat=1)
    game.refresh_from_db()
    state = dict(game.state)
    assert state["ultimate"] is True
    state["face_up"] = [c for c in state["face_up"] if c not in ("bank_heist", "forged_chance")][:5]
    state["cheat_deck"] = [c for c in state["face_up"] + state["cheat_deck"] if c not in state["face_up"]]
    state["rng"] = rng_rolling((1, 3), (3, 4))  # Ann GO + 4: rest; Bob GO + 7: 机会 (Chance)
    state["decks"]["chance"] = ["CH06", *(c for c in state["decks"]["chance"] if c != "CH06")]  # 假股息 on top
    set_state(game, state)
    url = f"{web_server}/games/{game.pk}/"
    for page in (ann, bob):
        open_live(page, url)

    cheats = ann.locator("[data-testid=ce-cheats]").inner_text()
    assert "终极作弊者模式" in cheats and "银行抢劫" in cheats and "滑溜溜的契约" in cheats
    no_english(ann)
    ann.click("[data-testid=ce-cheat-bank_heist]")
    form = ann.locator("[data-testid=ce-cheat-form]")
    assert form.locator("h3").inner_text() == "银行抢劫"
    form.locator("[data-testid=ce-cheat-amount]").fill("300")
    assert "没有人能指控你" in form.inner_text() and "指控你。" not in form.inner_text()
    assert_dialog_fits(ann, "ce-cheat-form")
    no_english(ann)
    shot(ann, "flow-9-ann-ultimate-cheat-zh-390x844")
    form.locator("[data-testid=ce-cheat-send]").click()
    wait_text(bob, "[data-testid=ce-cash-0]", "₩1,800")
    ann.click("[data-testid=ce-roll]")
    ann.click("[data-testid=ce-end_turn]")
    for page in (ann, bob):
        wait_text(page, "[data-testid=ce-cash-0]", "₩1,900")
        wait_text(page, "[data-testid=ce-cash-1]", "₩1,400")
    bob.wait_for_selector("[data-testid=ce-roll]")
    assert bob.locator("[data-testid=ce-accuse]").count() == 0 and ann.locator("[data-testid=ce-accuse]").count() == 0
    for page in (ann, bob):
        succeeded = page.locator("[data-testid=ce-result-succeeded]")
        assert "银行抢劫" in succeeded.inner_text() and "其他每位玩家付给你₩100。" in succeeded.inner_text()
        no_english(page)
    shot(ann, "flow-10-ann-ultimate-reward-zh-390x844")
    shot(bob, "flow-10-bob-ultimate-reward-zh-1280x800")

    # Bob draws a Chance card: he sees it; 伪造机会's form names the cards it may play.
    bob.click("[data-testid=ce-roll]")
    drawn = bob.locator("[data-testid=ce-drawn-card]")
    drawn.wait_for()
    assert drawn.inner_text().split("\n") == ["机会 · 假股息", "银行付给你一笔没核查过的股息。领取₩50。"]
    assert ann.locator("[data-testid=ce-drawn-card]").count() == 0
    bob.click("[data-testid=ce-cheat-forged_chance]")
    choices = bob.locator("[data-testid=ce-cheat-form] [data-testid=ce-cheat-card] option").all_inner_texts()
    assert "伊利诺大道接头：去伊利诺大道与同伙碰头。前进到那里。" in choices, choices
    assert len(choices) == len(FORGEABLE) - 1 and not [c for c in choices if c.startswith("CH")], choices
    no_english(bob)
    shot(bob, "flow-11-bob-forged-chance-zh-1280x800")
    bob.locator("[data-testid=ce-cheat-form] button", has_text="取消").click()
    bob.click("[data-testid=ce-read_card]")
    for page in (ann, bob):
        wait_text(page, "[data-testid=ce-cash-1]", "₩1,450")
    game.refresh_from_db()
    assert [p["cash"] for p in game.state["seats"]] == [1900, 1450]
    assert "window_open" not in [e["type"] for m in game.moves.all() for e in m.events]
    for page in (ann, bob):
        assert page.errors == []
