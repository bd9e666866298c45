"""Two questions the seed leaves open, decided (docs/rules/cheaters-edition.md, "Cheating"
and "The end"): Underpay at a debt out of Ultimate mode, and Identity Theft of a token in
the final run (waiting on GO, or stolen past GO).

Seed 003_47cfe9ecf61478dc.txt, 作弊卡 少付錢: "如果一名玩家欠另一名玩家錢，債務人支付給債權人的錢少於他們
實際欠的錢"; 身份盜竊: "在他們的回合中，玩家移動另一名玩家的棋子而不是他們自己的棋子" with the reward
"棋子保持在原位。被移動棋子的玩家必須向作弊者支付 ₩100" and the penalty "被移動棋子的玩家將棋子放回原位";
遊戲結束: "一旦他們到達'GO'空格，他們就會停止，即使他們還有剩餘的移動". RULINGS "Monopoly: Cheaters
Edition": a cheat is "available in your turn where its situation applies (paying rent,
collecting at GO, a debt...)"; "少付钱: pay another player less than a debt"; "身份盗窃: move
another player's token by your roll instead of yours". Three players with ₩1500 each;
seat 0 cheats, seats 1 and 2 answer the window. Money worked out by hand from the classic
deeds (RULINGS) with the seed's prices.
"""

from __future__ import annotations

import pytest

from boardgames.engines.core import NotYourTurn

from .cheaters_support import E, act, at, cash, cheat, game, own, rig, roll, turn_of
from .test_cheaters_audit2 import close, hotel, with_cheat
from .test_cheaters_final_run import final_board


def prompt_of(s):
    return [(p.seat, p.kinds) for p in E.prompts(s)]


# -- (1) Underpay and a debt -----------------------------------------------------------------

def on_boardwalk(ultimate=False):
    """Seat 0 (₩1500, owning Park Place 350 and Pacific / North Carolina 300 each) rolls
    1 + 2 from Chance (36) onto seat 1's Boardwalk with a hotel: rent ₩2000, more than its
    cash. Underpay lies face up."""
    if ultimate:
        s = turn_of(game(3, ultimate=True), 0, 36)
    else:
        s = with_cheat("underpay", players=3, square=36)
    own(s, 1, 39)
    hotel(s, 39)
    own(s, 0, 37, 31, 32)
    s, _ = roll(s, 0, 1, 2)
    assert s["seats"][0]["position"] == 39 and s["stage"]["kind"] == "rent"
    return s


def underpays(s, seat=0):
    return [a for a in E.legal_actions(s, seat) if a.get("cheat") == "underpay"]


def test_underpay_is_offered_at_the_rent_even_when_the_rent_is_more_than_the_cash():
    # The debt's situation is met where the debtor decides what to pay: the rent decision.
    s = on_boardwalk()
    assert prompt_of(s) == [(0, ("pay_rent", "cheat"))]
    assert underpays(s) == [{"type": "cheat", "cheat": "underpay", "amount": 1},
                            {"type": "cheat", "cheat": "underpay", "amount": 1000}]


def test_underpaying_more_than_the_cash_opens_the_debt_of_what_was_chosen():
    """₩1800 of ₩2000 chosen with ₩1500 in cash: a debt of ₩1800. Selling Park Place (350)
    covers it: 1500 + 350 - 1800 = 50; seat 1 gets 1800. Uncaught: +100 from the bank."""
    s, _ = cheat(on_boardwalk(), 0, "underpay", amount=1800)
    assert [(d["debtor"], d["amount"], d["payees"]) for d in s["debts"]] == [(0, 1800, [[1, 1800]])]
    assert cash(s) == [1500, 1500, 1500]
    s, _ = act(s, 0, {"type": "sell", "squares": [37]})
    assert cash(s) == [50, 3300, 1500] and s["debts"] == [] and s["owners"][37] is None
    s = close(s)
    assert cash(s) == [150, 3300, 1500]


def test_no_underpay_at_the_debt_left_by_paying_the_rent_in_full():
    """Decided: out of Ultimate mode the debt decision offers no cheat (the rent decision
    before it offered Underpay with any amount). Paying ₩2000 leaves a debt of 2000 on
    ₩1500; a cheat there is refused and nothing changes; selling Park Place and Pacific
    (350 + 300) pays it: 1500 + 650 - 2000 = 150."""
    s, _ = act(on_boardwalk(), 0, {"type": "pay_rent"})
    assert [(d["debtor"], d["amount"]) for d in s["debts"]] == [(0, 2000)]
    assert underpays(s) == [] and [a for a in E.legal_actions(s, 0) if a["type"] == "cheat"] == []
    before = cash(s)
    with pytest.raises(NotYourTurn, match='"Cheat" is not accepted now: raise the money you owe'):
        E.apply(s, 0, {"type": "cheat", "cheat": "underpay", "target": 1, "amount": 10})
    assert cash(s) == before
    s, _ = act(s, 0, {"type": "sell", "squares": [37, 31]})
    assert cash(s) == [150, 3500, 1500] and s["debts"] == []


def test_ultimate_mode_offers_underpay_at_the_debt():
    # RULINGS: Ultimate mode, "any of the 15 cheats at any time": the debt too.
    s, _ = act(on_boardwalk(ultimate=True), 0, {"type": "pay_rent"})
    assert [(d["debtor"], d["amount"]) for d in s["debts"]] == [(0, 2000)]
    assert underpays(s) == [{"type": "cheat", "cheat": "underpay", "target": 1, "amount": 1},
                            {"type": "cheat", "cheat": "underpay", "target": 1, "amount": 1000}]
    s, _ = cheat(s, 0, "underpay", target=1, amount=1000)
    # 1000 to pay on ₩1500: paid at once, debt gone; Ultimate pays the ₩100 reward at the turn's end
    assert cash(s) == [500, 2500, 1500] and s["debts"] == []


# -- (2) Identity Theft in the final run -----------------------------------------------------

def theft_in_final_run(victim_square, victim_waits):
    """Final run on (every street seat 1's but Baltic and Boardwalk). Seat 0 on 8 steals
    seat 1's identity with the dice 2 + 3; seat 1 stands on ``victim_square``."""
    s = final_board(with_cheat("identity_theft", players=3, square=8))
    s["seats"][1].update(position=victim_square, at_go=victim_waits)
    rig(s, 2, 3)
    s, events = cheat(s, 0, "identity_theft", target=1)
    assert [e for e in events if e["type"] == "money"] == []  # a stolen move collects nothing
    assert s["seats"][0]["position"] == 8 and s["stage"]["kind"] == "end"
    return s, events


def test_identity_theft_of_a_token_waiting_on_go_takes_it_off_go():
    """Decided: a token on GO waits, a token off GO plays on (as for jail). The waiting
    token goes 0 -> 5 and seat 1 plays on; uncaught it pays ₩100 and, the order passing
    to it, rolls again (its next move stops on GO with ₩200, as every arrival)."""
    s, events = theft_in_final_run(0, True)
    assert s["seats"][1]["position"] == 5 and s["seats"][1]["at_go"] is False
    assert [(e["seat"], e["from"], e["to"], e["steps"]) for e in events if e["type"] == "move"] == \
        [(1, 0, 5, 5)]
    s = close(s)
    assert cash(s) == [1600, 1400, 1500]
    assert s["turn"]["seat"] == 1 and s["stage"]["kind"] == "roll" and s["stage"]["seat"] == 1
    assert s["seats"][1]["position"] == 5 and s["seats"][1]["at_go"] is False


def test_identity_theft_of_a_waiting_token_caught_puts_it_back_waiting():
    """Caught by seat 2: seat 1's token goes back on GO and waits again (the penalty's
    "放回原位"); seat 1 puts the cheater on 12 (a rest square); the order passes over seat 1
    to seat 2. No money moves."""
    s, _ = theft_in_final_run(0, True)
    s = close(s, [(2, "identity_theft")])
    assert s["seats"][1]["position"] == 0 and s["seats"][1]["at_go"] is True
    assert s["stage"]["kind"] == "place_token" and s["stage"]["seat"] == 1
    s, _ = act(s, 1, {"type": "place_token", "square": 12})
    assert s["seats"][0]["position"] == 12 and cash(s) == [1500, 1500, 1500]
    assert s["turn"]["seat"] == 2 and s["stage"]["kind"] == "roll" and s["stage"]["seat"] == 2


def test_identity_theft_past_go_in_the_final_run_stops_on_go():
    """Seed 遊戲結束: in the final run a token reaching GO stops "即使他們還有剩餘的移動". Seat 1
    on 38 is moved 2 of the 5 and stops on GO, where it waits; no ₩200 (a stolen move is
    not that player's move, ours). Uncaught: ₩100 to the cheater, and the order passes over
    seat 1 to seat 2."""
    s, events = theft_in_final_run(38, False)
    assert s["seats"][1]["position"] == 0 and s["seats"][1]["at_go"] is True
    assert [(e["seat"], e["from"], e["to"], e["steps"], e["passed_go"]) for e in events
            if e["type"] == "move"] == [(1, 38, 0, 2, True)]
    assert {"type": "at_go", "seat": 1} in events
    s = close(s)
    assert cash(s) == [1600, 1400, 1500]
    assert s["turn"]["seat"] == 2 and s["stage"]["kind"] == "roll" and s["stage"]["seat"] == 2


def test_identity_theft_past_go_caught_puts_the_token_back_in_play():
    s, _ = theft_in_final_run(38, False)
    s = close(s, [(2, "identity_theft")])
    assert s["seats"][1]["position"] == 38 and s["seats"][1]["at_go"] is False
    s, _ = act(s, 1, {"type": "place_token", "square": 12})
    assert cash(s) == [1500, 1500, 1500]
    assert s["turn"]["seat"] == 1 and s["stage"]["kind"] == "roll" and s["stage"]["seat"] == 1


def test_identity_theft_outside_the_final_run_still_passes_go_without_money():
    # Unchanged outside the final run: the token passes GO, nobody collects.
    s = with_cheat("identity_theft", players=3, square=8)
    at(s, 1, 38)
    rig(s, 2, 3)
    s, events = cheat(s, 0, "identity_theft", target=1)
    assert s["seats"][1]["position"] == 3 and s["seats"][1]["at_go"] is False
    assert cash(s) == [1500, 1500, 1500]
