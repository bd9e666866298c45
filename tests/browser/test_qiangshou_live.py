"""强手棋 live in two browsers: Ann and Bob roll, Ann buys, Bob pays her rent, Ann lands
on Bob's built street without the cash and sells land in the mortgage dialog (抵押); each
page follows the other's moves over the websocket without a reload.

The position: staff "from position" is not supported for 强手棋 (the engine has no
position format), so the test opens a normal live game through the services and, before
anyone opens the page, writes an engine-made state into ``Game.state`` (and
``initial_state``, so replays agree): ``ENGINE.new_game`` edited with the rules module's
helpers (land and building levels; cash paid to the bank with ``rules.transfer``, so the
cash balance holds) and its RNG set so the next three rolls are 3+3, 2+4 and 4+6:

- Ann (seat 0, cash 1000) rolls 6 from 银行 onto 唐老鸦大街 (square 6, unowned) and buys it
  for 300;
- Bob (seat 1) rolls 6 onto it and pays Ann its rent, 18;
- Ann (cash 718) rolls 10 onto Bob's 詹姆斯广场 (square 16, 3 houses): rent 1650. She owns
  阿童木大街 (1, 3 houses, sells for 315), 雷欧大街 (3, 90), 新干线 (5, 200), 唐老鸦大街
  (6, 150), 查尔斯大街 (11, 2 houses, 510) and 长途铁路线 (15, 200), so she must sell: she
  ticks 11, 5, 15 and 6 (718 + 1060 = 1778) and keeps the surplus of 128.

Fixtures (daphne on the test database, headless Chromium) and the sign-up helper come from
the QQ跳棋 browser test.
"""

from __future__ import annotations

import re

import pytest
from django.contrib.auth import get_user_model
from django.utils import timezone

from boardgames.engines.qiangshou import ENGINE, rules
from boardgames.models import Game
from boardgames.services import game_create, game_join
from boardgames.services.timers import refresh_deadlines
from tests.browser.conftest import sign_up
from tests.engines.qiangshou_support import rng_for

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ANN_LAND = {1: 3, 3: 0, 5: 0, 11: 2, 15: 0}  # square -> building level
BOB_STREET, BOB_LEVEL, RENT = 16, 3, 1650



def position() -> dict:
    """The engine-made state described in the module docstring."""
    s = ENGINE.new_game(2, ENGINE.normalize_options(2, {"room": "normal"}), seed=1)
    ctx = rules.Ctx(s)
    for square, level in ANN_LAND.items():
        s["owners"][square], s["levels"][square] = 0, level
    s["owners"][BOB_STREET], s["levels"][BOB_STREET] = 1, BOB_LEVEL
    rules.transfer(ctx, 0, rules.BANK, 3500, "purchase")  # Ann: 1000 left
    rules.transfer(ctx, 1, rules.BANK, 1500, "purchase")  # Bob: 3000 left
    s["rng"] = rng_for((3, 3, 2, 4, 4, 6))
    return s


def open_game(ann_name: str, bob_name: str) -> Game:
    """A live 2-player 强手棋 game of the two users, set to :func:`position`."""
    users = get_user_model().objects
    ann, bob = users.get(username=ann_name), users.get(username=bob_name)
    game = game_create(user=ann, game_type="qiangshou", players=2, options={"room": "normal"},
                       time_control={"kind": "live", "seconds": 300}, rated=False)
    game_join(game_id=game.pk, user=bob)
    game.refresh_from_db()
    game.state = game.initial_state = position()
    refresh_deadlines(game, ENGINE, timezone.now())
    game.save()
    return game


def details(page, seat: int) -> str:
    return page.locator(f"#seats [data-seat='{seat}'] .seat-details").inner_text()


def wait_text(page, selector: str, text: str) -> None:
    """Wait until the element's text contains ``text``."""
    page.wait_for_function(
        "([sel, text]) => { const n = document.querySelector(sel); return n && n.textContent.includes(text); }",
        arg=[selector, text])


def test_roll_buy_rent_and_the_mortgage_dialog_live(web_server, browser, monkeypatch):  # noqa: F811
    # Playwright's sync API runs an event loop in this thread; the ORM calls here are
    # plain synchronous ones between browser steps (daphne's environment is already set).
    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    base = web_server
    ann = sign_up(browser, base, "ann")
    bob = sign_up(browser, base, "bob")
    game = open_game("ann", "bob")
    url = f"{base}/games/{game.pk}/"
    for page in (ann, bob):
        page.goto(url)
        page.wait_for_selector("#conn[data-state=live]")
        assert page.locator(".qs-sq").count() == 40
        assert page.locator(".qs-sq[data-square='16'] .qs-name").inner_text() == "詹姆斯广场"
        assert page.locator(".qs-sq[data-square='16']").get_attribute("data-level") == "3"
        page.evaluate("window.__noReload = true")
    assert ann.locator("[data-testid=status]").inner_text().startswith("Your move")
    assert bob.locator("[data-testid=qs-roll]").count() == 0
    # The resign button leads with the English word; the seed's 自杀 stays visible.
    assert ann.locator("#actions [data-action=resign]").inner_text() == "Resign · 认输 (自杀)"
    # The whole board fits in the 1280 x 900 window.
    assert ann.evaluate("document.querySelector('.qs-root').getBoundingClientRect().bottom") <= 900

    # Ann rolls 3+3 onto 唐老鸦大街 and buys it; Bob sees her token, the dice and the sale.
    ann.click("[data-testid=qs-roll]")
    ann.wait_for_selector("[data-testid=qs-buy]")
    assert "唐老鸦大街" in ann.locator("[data-testid=qs-prompt]").inner_text()
    bob.wait_for_selector(".qs-token[data-seat='0'][data-square='6']")
    assert bob.locator("[data-testid=qs-dice] .qs-die").count() == 2
    ann.click("[data-testid=qs-buy]")
    bob.wait_for_selector(".qs-sq[data-square='6'][data-owner='0']")
    wait_text(bob, "#seats [data-seat='0'] .seat-details", "cash ¥700")

    # Bob rolls 2+4 onto it and pays Ann 18; Ann's page shows both cash amounts.
    bob.wait_for_selector("[data-testid=qs-roll]")
    bob.click("[data-testid=qs-roll]")
    ann.wait_for_selector(".qs-token[data-seat='1'][data-square='6']")
    wait_text(ann, "#seats [data-seat='0'] .seat-details", "cash ¥718")
    assert "cash ¥2,982" in details(ann, 1)
    ann.wait_for_selector("#moves .move-row[data-seq='3']")
    assert "rent ¥18 to ann" in ann.locator("#moves .move-row[data-seq='3']").inner_text()

    # Ann rolls 4+6 onto 詹姆斯广场: rent 1650 > cash 718. The mortgage dialog opens.
    ann.wait_for_selector("[data-testid=qs-roll]")
    ann.click("[data-testid=qs-roll]")
    dialog = ann.locator("[data-testid=qs-mortgage]")
    dialog.wait_for()
    assert dialog.locator("[data-testid=qs-debt]").inner_text() == "¥1,650"
    assert dialog.locator("input[type=checkbox]").count() == 6
    assert re.fullmatch(r"0:[0-3]\d", dialog.locator("[data-testid=qs-countdown]").inner_text())
    bob.wait_for_selector(".qs-debt-line[data-debtor='0']")
    assert bob.locator("[data-testid=qs-mortgage]").count() == 0
    sell = dialog.locator("[data-testid=qs-sell]")
    assert sell.is_disabled()
    dialog.locator("[data-testid=qs-asset-11]").check()
    assert dialog.locator("[data-testid=qs-remain]").inner_text() == "¥422 short"
    dialog.locator("[data-testid=qs-asset-5]").check()
    dialog.locator("[data-testid=qs-asset-15]").check()
    assert dialog.locator("[data-testid=qs-remain]").inner_text() == "¥22 short"
    assert sell.is_disabled()
    dialog.locator("[data-testid=qs-asset-6]").check()
    assert dialog.locator("[data-testid=qs-total]").inner_text() == "¥718 + ¥1,060 = ¥1,778"
    assert dialog.locator("[data-testid=qs-remain]").inner_text() == "¥128 left after paying"
    sell.click()

    # The land goes back to the bank on both pages; Bob has the rent; Bob is to move.
    ann.wait_for_selector("[data-testid=qs-mortgage]", state="detached")
    for square in (5, 6, 11, 15):
        bob.wait_for_selector(f".qs-sq[data-square='{square}']:not([data-owner])")
    wait_text(bob, "#seats [data-seat='0'] .seat-details", "cash ¥128")
    assert "cash ¥4,632" in details(bob, 1)
    assert ann.locator(".qs-sq[data-square='1']").get_attribute("data-owner") == "0"
    bob.wait_for_function("document.querySelector('[data-testid=status]').textContent.startsWith('Your move')")
    bob.wait_for_selector("[data-testid=qs-roll]")
    ann.wait_for_selector("#moves .move-row[data-seq='5']")
    assert "sold" in ann.locator("#moves .move-row[data-seq='5']").inner_text()

    game.refresh_from_db()
    s = game.state
    assert game.version == 5 and s["debts"] == []
    assert rules.owned(s, 0) == [1, 3] and s["levels"][11] == 0
    assert [p["cash"] for p in s["seats"]] == [128, 4632]
    assert ann.evaluate("window.__noReload") is True and bob.evaluate("window.__noReload") is True
    assert ann.errors == [] and bob.errors == []
