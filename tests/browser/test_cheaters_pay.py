"""Monopoly: Cheaters Edition in a browser: the `pay` decision's button, Underpay's creditor
field, the move list's words for a roll and the computer players' long names.

Ann (seat 0, a person) plays two 3-player games against the computer players
``computer-random-1`` and ``computer-random-2`` (seats 1 and 2; their moves are submitted
here through the move service, as the bot task would). Underpay lies face up, so Chance
CH14 "Pay each player ₩50" opens the `pay` decision (docs/rules/cheaters-edition.md).

1. Game A: computer-random-2 rolls 1+3 and ends its turn, computer-random-1 and Ann pass;
   Ann clicks 🎲 Roll (1+3 from Baltic Avenue onto Chance, CH14), then the `pay` button:
   the API shows the cash ₩1,400 / ₩1,550 / ₩1,550. The move list says "rolled 1+3" once
   per roll (no "rolled · rolled 1+3"), and the computer players' names are whole or cut
   with an ellipsis and their full name as the row's title, at 1280 x 800 and 390 x 844.
2. Game B: Ann at the same `pay` decision plays Underpay through its form, picks
   computer-random-2 as the creditor and ₩20: the API shows ₩1,430 / ₩1,550 / ₩1,520,
   and the computer players' view of the move is the honest ``{"type": "pay"}``.

Screenshots go to ``CHEATERS_SHOTS`` (a directory) when that variable is set.
"""

from __future__ import annotations

import json
import urllib.request

import pytest

from boardgames.engines.cheaters import data
from boardgames.models import Game
from boardgames.services import action_submit, game_create
from tests.browser.cheaters_pages import (DESK, ENGINE, PHONE, open_live, rng_rolling, set_state, shot, signed_up,
                                         wait_text)

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

FACE_UP = ["underpay", "bank_heist", "pickpocket", "slippery_deed", "escape_artist"]
BOTS = ("computer-random-1", "computer-random-2")


def position(turn_seat: int, rolls: list[tuple[int, int]]) -> dict:
    """A 3-player opening with FACE_UP face up and CH14 on top of Chance: ``turn_seat``
    to roll (a computer player on Vermont Avenue, 8), Ann on Baltic Avenue (3); the dice
    roll ``rolls``."""
    from tests.engines.cheaters_support import turn_of

    s = ENGINE.new_game(3, ENGINE.normalize_options(3, {}), seed=11)
    s["face_up"], s["cheat_deck"] = list(FACE_UP), [c for c in data.CHEAT_IDS if c not in FACE_UP]
    s["decks"]["chance"].remove("CH14")
    s["decks"]["chance"].insert(0, "CH14")
    s["seats"][0]["position"] = 3
    s = turn_of(s, turn_seat, 8 if turn_seat else 3)
    s["rng"] = rng_rolling(*rolls)
    return s


def new_game(ann_user, state: dict) -> Game:
    game = game_create(user=ann_user, game_type="cheaters-edition", players=3, options={},
                       time_control={"kind": "live", "seconds": 300}, rated=False, bots="random")
    game.refresh_from_db()
    assert game.status == "active" and [s.user.username for s in game.seats.order_by("index")][1:] == list(BOTS)
    set_state(game, state)
    return game


def submit(game: Game, seat: int, action: dict) -> None:
    """The seat's move through the move service, at the game's current version."""
    game.refresh_from_db()
    user = game.seats.get(index=seat).user
    action_submit(game_id=game.pk, user=user, action=action, expected_version=game.version, by_computer=True)


def api(base: str, path: str) -> dict:
    with urllib.request.urlopen(base + path, timeout=5) as response:
        return json.load(response)


def cash(base: str, game: Game) -> list[int]:
    return [p["cash"] for p in api(base, f"/api/v1/games/{game.pk}/")["view"]["seats"]]


def test_pay_button_underpay_creditor_move_words_and_long_names(web_server, browser, monkeypatch):
    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    from django.contrib.auth import get_user_model

    base = web_server
    ann = signed_up(browser, base, "ann", DESK)
    user = get_user_model().objects.get(username="ann")

    # 1. Game A: the computer players move, Ann rolls onto CH14 and pays with the button.
    game = new_game(user, position(2, [(1, 3), (1, 3)]))
    assert game.state["stage"]["kind"] == "roll" and game.state["turn"]["seat"] == 2
    submit(game, 2, {"type": "roll"})
    submit(game, 2, {"type": "end_turn"})
    submit(game, 1, {"type": "pass"})
    open_live(ann, f"{base}/games/{game.pk}/")
    ann.click("[data-testid=ce-pass]")
    ann.wait_for_selector("[data-testid=ce-roll]:not([disabled])")
    ann.click("[data-testid=ce-roll]")
    ann.wait_for_selector("[data-testid=ce-pay]")
    assert cash(base, game) == [1500, 1500, 1500]
    ann.click("[data-testid=ce-pay]")
    wait_text(ann, "[data-testid=ce-cash-0]", "₩1,400")
    assert cash(base, game) == [1400, 1550, 1550]
    rows = ann.locator("#moves .move-text").all_inner_texts()
    rolls = [r for r in rows if "1+3" in r]
    assert rolls == ["rolled 1+3 · computer-random-2 → Rest (was Electric Company)",
                     "rolled 1+3 · ann → Chance · ann drew Chance"], rows
    assert not [r for r in rows if "rolled · " in r], rows
    for viewport, name in ((DESK, "1280x800"), (PHONE, "390x844")):
        ann.set_viewport_size(viewport)
        ann.wait_for_timeout(200)
        ann.locator("#moves").scroll_into_view_if_needed()
        shot(ann, f"pay-moves-{name}")
        names = ann.evaluate("""() => [...document.querySelectorAll('#moves .move-who')].map((n) => ({
            text: n.textContent, title: n.title, cut: n.scrollWidth > n.clientWidth,
            ellipsis: getComputedStyle(n).textOverflow }))""")
        bots = [n for n in names if n["text"] in BOTS]
        assert bots and all(n["title"] == n["text"] for n in bots), names
        assert all(not n["cut"] or n["ellipsis"] == "ellipsis" for n in names), names
        if viewport is DESK:
            assert not [n for n in bots if n["cut"]], names  # the desktop list shows them whole
    ann.set_viewport_size(DESK)

    # 2. Game B: Underpay at the same decision, through its form, to computer-random-2.
    state = position(0, [(1, 3)])
    game_b = new_game(user, state)
    open_live(ann, f"{base}/games/{game_b.pk}/")
    ann.click("[data-testid=ce-roll]")
    ann.wait_for_selector("[data-testid=ce-pay]")
    ann.click("[data-testid=ce-cheat-underpay]")
    form = ann.locator("[data-testid=ce-cheat-form]")
    target = form.locator("[data-testid=ce-cheat-target]")
    assert target.locator("option").evaluate_all("(os) => os.map((o) => o.value)") == ["1", "2"]
    assert "computer-random-2" in target.locator("option[value='2']").inner_text()
    target.select_option("2")
    form.locator("[data-testid=ce-cheat-amount]").fill("20")
    shot(ann, "pay-underpay-form-1280x800")
    form.locator("[data-testid=ce-cheat-send]").click()
    wait_text(ann, "[data-testid=ce-cash-0]", "₩1,430")
    assert cash(base, game_b) == [1430, 1550, 1520]
    last = api(base, f"/api/v1/games/{game_b.pk}/moves/")["results"][-1]
    assert last["action"] == {"type": "pay"}  # a spectator (and every other seat) sees the honest pay
    assert [(e["payee"], e["amount"]) for e in last["events"] if e["type"] == "money"] == [(1, 50), (2, 20)]
    assert ann.errors == []
