"""Monopoly: Cheaters Edition in a Chinese browser, at 1280 x 800 and 390 x 844: the
gaps docs/rules/cheaters-edition.md listed as "not checked yet" (Known / decided).

1. 意外拆除 (Accidental Demolition)'s two square fields: Ann picks which of Bob's hotels
   to remove (公园广场 / Park Place, not the first listed) and which of her bare
   properties gets it (东方大道 / Oriental Avenue, not the first listed); Bob passes; the
   reward puts the hotel there (seed 作弊卡: "作弊者將酒店放置在他們自己的房產上"). Cash unchanged
   (₩1,500 each), hotels read from the page and the database.
2. Ultimate mode, a cheat at a debt: Ann (₩10) pays Bob's ₩36 rent on 肯塔基大道 and the
   debt dialog opens; its "或者作弊" row opens 少付钱 (Underpay) over it (取消 brings the
   debt dialog back, as it does from the sale to a player): ₩10 to Bob pays
   the debt (Ann ₩0, Bob ₩1,510); at the end of her turn the reward, ₩100 from the bank
   (Ann ₩100). The Ultimate centre (all fifteen cheats by name) is checked on both pages.

Positions are set through the engine (``cheaters_pages.set_state``, ``rng_rolling``);
every move after that is a click. Screenshots go to ``CHEATERS_SHOTS`` when it is set.
"""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model

from boardgames.engines.cheaters import data
from boardgames.models import Game
from boardgames.services import game_create, game_join
from tests.browser.cheaters_pages import (DESK, ENGINE, PHONE, assert_dialog_fits, english_words, open_live,
                                          rng_rolling, set_state, shot, signed_up, wait_text)

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

NAMES = ("ann", "bob")
SIZES = [pytest.param(DESK, id="1280x800"), pytest.param(PHONE, id="390x844")]


def new_room(options: dict) -> Game:
    users = get_user_model().objects
    game = game_create(user=users.get(username="ann"), game_type="cheaters-edition", players=2, options=options,
                       time_control={"kind": "live", "seconds": 300}, rated=False)
    game_join(game_id=game.pk, user=users.get(username="bob"), seat=1)
    game.refresh_from_db()
    return game


def db_state(game: Game) -> dict:
    game.refresh_from_db()
    return game.state


def no_english(page) -> None:
    words = english_words(page, "#board, #moves", NAMES)
    assert words == [], words


def size_name(viewport: dict) -> str:
    return f"{viewport['width']}x{viewport['height']}"


def demolition_position() -> dict:
    """Ann (seat 0, on GO, to roll 1+3 onto a rest square) owns 地中海大道 (1), 波罗的海大道 (3)
    and 东方大道 (6), no hotels; Bob owns 公园广场 (37) and 木板路 (39), each with a hotel
    (13 left in the tray: Connecticut Avenue holds one). 意外拆除 lies face up."""
    s = ENGINE.new_game(2, ENGINE.normalize_options(2, {}), seed=11)
    face_up = ["accidental_demolition", "bank_heist", "pickpocket", "trick_dice", "slippery_deed"]
    s["face_up"], s["cheat_deck"] = face_up, [c for c in data.CHEAT_IDS if c not in face_up]
    for q in (1, 3, 6):
        s["owners"][q] = 0
    for q in (37, 39):
        s["owners"][q] = 1
        s["levels"][q] = 1
        s["hotels_left"] -= 1
    s["rng"] = rng_rolling((1, 3))
    return s


@pytest.mark.parametrize("viewport", SIZES)
def test_accidental_demolition_square_fields(web_server, browser, monkeypatch, viewport):
    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    ann = signed_up(browser, web_server, "ann", viewport, locale="zh-CN")
    bob = signed_up(browser, web_server, "bob", DESK, locale="zh-CN")
    game = new_room({})
    set_state(game, demolition_position())
    assert db_state(game)["hotels_left"] == 13
    url = f"{web_server}/games/{game.pk}/"
    for page in (ann, bob):
        open_live(page, url)
    size = size_name(viewport)

    ann.click("[data-testid=ce-cheat-accidental_demolition]")
    form = ann.locator("[data-testid=ce-cheat-form]")
    assert form.locator("h3").inner_text() == "意外拆除"
    square = form.locator("[data-testid=ce-cheat-square]")
    target = form.locator("[data-testid=ce-cheat-target_square]")
    assert square.locator("option").evaluate_all("(os) => os.map((o) => o.value)") == ["37", "39"]
    assert target.locator("option").evaluate_all("(os) => os.map((o) => o.value)") == ["1", "3", "6"]
    labels = form.locator("label").all_inner_texts()
    assert [x.split("\n")[0] for x in labels] == ["拆掉这里的酒店", "把酒店放到"], labels
    assert square.locator("option[value='37']").inner_text() == "公园广场 · bob · 🏨"
    assert "东方大道" in target.locator("option[value='6']").inner_text()
    square.select_option("37")
    target.select_option("6")
    if viewport is PHONE:
        assert_dialog_fits(ann, "ce-cheat-form")
    no_english(ann)
    shot(ann, f"gaps-1-demolition-form-zh-{size}")
    form.locator("[data-testid=ce-cheat-send]").click()
    for page in (ann, bob):
        page.wait_for_selector(".ce-sq[data-square='37']:not([data-hotel])")
    assert ann.locator(".ce-sq[data-square='39'][data-hotel='1']").count() == 1
    s = db_state(game)
    assert s["levels"][37] == 0 and s["levels"][39] == 1 and s["hotels_left"] == 14

    ann.click("[data-testid=ce-roll]")
    ann.click("[data-testid=ce-end_turn]")
    bob.click("[data-testid=ce-pass]")
    for page in (ann, bob):
        page.wait_for_selector(".ce-sq[data-square='6'][data-hotel='1']")
        succeeded = page.locator("[data-testid=ce-result-succeeded]")
        succeeded.wait_for()
        assert "意外拆除" in succeeded.inner_text()
        assert page.locator("[data-testid=ce-cash-0]").inner_text() == "₩1,500"
        assert page.locator("[data-testid=ce-cash-1]").inner_text() == "₩1,500"
    deeds = ann.locator("[data-testid=ce-player-0] .ce-deeds").inner_text()
    assert "东方大道" in deeds, deeds
    for q in (1, 3, 37):
        assert ann.locator(f".ce-sq[data-square='{q}'][data-hotel]").count() == 0
    no_english(ann)
    shot(ann, f"gaps-2-demolition-reward-zh-{size}")
    s = db_state(game)
    assert [q for q in data.STREETS if s["levels"][q]] == [6, 9, 39] and s["hotels_left"] == 13
    assert s["owners"][6] == 0 and s["owners"][37] == 1 and [p["cash"] for p in s["seats"]] == [1500, 1500]
    for page in (ann, bob):
        assert page.errors == []


def ultimate_debt_position() -> dict:
    """Ultimate mode. Ann (₩10, on 纽约大道, 18) owns 州大道 (₩20) and 波罗的海大道 (₩60): ₩90
    in all covers a ₩36 debt, so it is no bankruptcy; Bob owns the whole red
    group, so 肯塔基大道's rent is ₩36 (doubled, RULINGS). Ann rolls 1+2 onto it."""
    s = ENGINE.new_game(2, ENGINE.normalize_options(2, {"ultimate": True}), seed=11)
    s["seats"][0].update(cash=10, position=18)
    s["owners"][13] = s["owners"][3] = 0
    for q in (21, 23, 24):
        s["owners"][q] = 1
    s["rng"] = rng_rolling((1, 2))
    return s


@pytest.mark.parametrize("viewport", SIZES)
def test_ultimate_cheat_at_a_debt(web_server, browser, monkeypatch, viewport):
    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    ann = signed_up(browser, web_server, "ann", viewport, locale="zh-CN")
    bob = signed_up(browser, web_server, "bob", DESK, locale="zh-CN")
    game = new_room({"ultimate": True})
    set_state(game, ultimate_debt_position())
    url = f"{web_server}/games/{game.pk}/"
    for page in (ann, bob):
        open_live(page, url)
    size = size_name(viewport)

    # The Ultimate centre: all fifteen cheats by their Chinese names, nothing in English.
    names = [c["name"] for c in data.CHEATS]
    for page in (ann, bob):
        text = page.locator("[data-testid=ce-cheats]").inner_text()
        assert "终极作弊者模式" in text and [n for n in names if n not in text] == [], text
        no_english(page)
        box = page.evaluate("""() => { const n = document.querySelector('[data-testid=ce-cheats]');
          const m = document.querySelector('.ce-middle').getBoundingClientRect(); const r = n.getBoundingClientRect();
          return { cut: n.scrollHeight > n.clientHeight + 1 || n.scrollWidth > n.clientWidth + 1,
                   inside: r.left >= m.left - 1 && r.right <= m.right + 1 }; }""")
        assert box == {"cut": False, "inside": True}, box
    shot(ann, f"gaps-3-ultimate-zh-{size}")
    shot(bob, "gaps-3-ultimate-bob-zh-1280x800")

    ann.click("[data-testid=ce-roll]")
    ann.click("[data-testid=ce-pay_rent]")
    debt = ann.locator("[data-testid=ce-debt]")
    debt.wait_for()
    assert debt.locator("h3").inner_text().startswith("你欠 ₩36")
    row = debt.locator("[data-testid=ce-dialog-cheats]")
    assert row.locator("[data-testid=ce-dialog-cheat-underpay]").count() == 1
    assert row.locator("[data-testid=ce-dialog-cheat-bank_heist]").count() == 1
    if viewport is PHONE:
        assert_dialog_fits(ann, "ce-debt")
    no_english(ann)
    shot(ann, f"gaps-4-ultimate-debt-zh-{size}")
    s = db_state(game)
    assert s["debts"][0]["amount"] == 36 and s["debts"][0]["payees"] == [[1, 36]]

    # Cancel brings the debt dialog back (it was covered by the form), as does the sale's.
    row.locator("[data-testid=ce-dialog-cheat-underpay]").click()
    ann.locator("[data-testid=ce-cheat-cancel]").click()
    debt.wait_for()
    debt.locator("[data-testid=ce-debt-offer]").click()
    ann.locator("[data-testid=ce-trade-cancel]").click()
    debt.wait_for()
    row.locator("[data-testid=ce-dialog-cheat-underpay]").click()
    form = ann.locator("[data-testid=ce-cheat-form]")
    form.wait_for()
    assert ann.locator("[data-testid=ce-debt]").count() == 0
    assert form.locator("h3").inner_text() == "少付钱"
    assert form.locator("[data-testid=ce-cheat-target] option").evaluate_all("(os) => os.map((o) => o.value)") == ["1"]
    form.locator("[data-testid=ce-cheat-amount]").fill("10")
    if viewport is PHONE:
        assert_dialog_fits(ann, "ce-cheat-form")
    no_english(ann)
    shot(ann, f"gaps-5-ultimate-debt-underpay-zh-{size}")
    form.locator("[data-testid=ce-cheat-send]").click()
    for page in (ann, bob):
        wait_text(page, "[data-testid=ce-cash-0]", "₩0")
        wait_text(page, "[data-testid=ce-cash-1]", "₩1,510")
    ann.wait_for_selector("[data-testid=ce-debt]", state="detached")
    s = db_state(game)
    assert s["debts"] == [] and [p["cash"] for p in s["seats"]] == [0, 1510] and s["owners"][13] == s["owners"][3] == 0

    ann.click("[data-testid=ce-end_turn]")
    for page in (ann, bob):
        wait_text(page, "[data-testid=ce-cash-0]", "₩100")
        succeeded = page.locator("[data-testid=ce-result-succeeded]")
        succeeded.wait_for()
        assert "少付钱" in succeeded.inner_text()
        no_english(page)
    shot(ann, f"gaps-6-ultimate-reward-zh-{size}")
    s = db_state(game)
    assert [p["cash"] for p in s["seats"]] == [100, 1510] and s["turn"]["seat"] == 1
    for page in (ann, bob):
        assert page.errors == []
