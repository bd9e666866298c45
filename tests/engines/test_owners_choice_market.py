"""拥有者的决断 market: trading limits, chairmen, suspension, delisting, relisting."""

from __future__ import annotations

import pytest

from boardgames.engines.core import IllegalAction, InvalidAction
from boardgames.engines.owners_choice import ENGINE
from boardgames.engines.owners_choice.market import leave_one_ok, move_price

from .owners_choice_support import Dice, cell, position

RED_SQUARE = 1


@pytest.fixture
def dice(monkeypatch):
    return Dice(monkeypatch)


def trade(s, seat=0, **sides):
    return ENGINE.apply(s, seat, {"type": "trade", **sides})


# -- trading -------------------------------------------------------------------------

def test_buy_and_sell_at_market():
    s = position(shares=[{"red": 2}, {}, {}], cells={"red": cell(150), "blue": cell(60)})
    s2, _ = trade(s, sell={"red": 2}, buy={"blue": 3})
    assert s2["cash"][0] == 690 + 300 - 180
    assert s2["shares"][0]["red"] == 0 and s2["shares"][0]["blue"] == 3
    assert s2["bank_shares"]["blue"] == 12 and s2["bank_shares"]["red"] == 15


def test_sales_come_before_purchases_at_pre_trade_prices():
    s = position(shares=[{"red": 3}, {"red": 1}, {}], cash=[0, 690, 690])
    s2, _ = trade(s, sell={"red": 3}, buy={"yellow": 3})
    assert s2["cash"][0] == 0 and s2["shares"][0]["yellow"] == 3


def test_purchase_beyond_cash_is_refused_and_changes_nothing():
    s = position(cash=[250, 690, 690])
    with pytest.raises(IllegalAction, match="costs 300"):
        trade(s, buy={"red": 3})
    assert s["cash"][0] == 250


def test_cap_of_12_shares():
    s = position(shares=[{"red": 11}, {"red": 1}, {}], cash=[2000, 690, 690])
    with pytest.raises(IllegalAction, match="At most 12"):
        trade(s, buy={"red": 2})
    s2, _ = trade(s, buy={"red": 1})
    assert s2["shares"][0]["red"] == 12


def test_leave_one_counts_other_players_only():
    s = position(shares=[{"red": 2}, {}, {}])
    s["bank_shares"]["red"] = 3  # a bank of 3 (not reachable with 15 and the cap; the rule alone)
    assert leave_one_ok(s, 0, "red", 2) and not leave_one_ok(s, 0, "red", 3)
    s["shares"][1]["red"] = 1
    assert leave_one_ok(s, 0, "red", 3)


def test_limit_up_cannot_be_bought_but_sells_at_300():
    s = position(shares=[{"red": 2}, {"red": 1}, {}], cells={"red": 23})
    with pytest.raises(IllegalAction, match="limit-up"):
        trade(s, buy={"red": 1})
    s2, _ = trade(s, sell={"red": 2})
    assert s2["cash"][0] == 690 + 600


def test_suspended_cannot_be_sold_but_is_bought_at_40():
    s = position(shares=[{"red": 2}, {"red": 1}, {}], cells={"red": 0})
    with pytest.raises(IllegalAction, match="suspended"):
        trade(s, sell={"red": 1})
    s2, _ = trade(s, buy={"red": 2})
    assert s2["cash"][0] == 690 - 80 and s2["shares"][0]["red"] == 4


def test_one_trade_a_turn_before_or_after_the_move():
    s = position()
    s["track"][RED_SQUARE] = "x100"
    s, _ = trade(s, buy={"red": 1})
    with pytest.raises(IllegalAction, match='cannot "Trade" now'):
        trade(s, buy={"red": 1})
    s = position()
    s["track"][RED_SQUARE] = "x100"
    s, _ = ENGINE.apply(s, 0, {"type": "move", "pawn": 0, "steps": 1})
    s, _ = trade(s, buy={"red": 1})
    assert s["turn"]["seat"] == 1  # traded and moved: the turn is over


@pytest.mark.parametrize("action,error", [
    ({"type": "trade"}, InvalidAction),
    ({"type": "trade", "buy": {"purple": 1}}, InvalidAction),
    ({"type": "trade", "buy": {"red": -1}}, InvalidAction),
    ({"type": "trade", "buy": {"red": True}}, InvalidAction),
    ({"type": "trade", "buy": [1]}, InvalidAction),
    ({"type": "trade", "buy": {"red": 1}, "price": 1}, InvalidAction),
    ({"type": "trade", "buy": {"red": 1}, "sell": {"red": 1}}, IllegalAction),
    ({"type": "trade", "sell": {"red": 1}}, IllegalAction),
])
def test_malformed_or_refused_trades(action, error):
    with pytest.raises(error):
        ENGINE.apply(position(), 0, action)


def test_bank_runs_out_of_shares():
    s = position(shares=[{"red": 12}, {"red": 2}, {}], cash=[690, 690, 690])
    with pytest.raises(IllegalAction, match="only 1"):
        trade(s, seat=0, buy={"red": 2})


# -- chairmen --------------------------------------------------------------------------

def test_chairman_changes_with_holdings_and_ties_keep_the_sitting_one():
    s = position(shares=[{"red": 3}, {"red": 2}, {}], seat=1)
    assert s["companies"]["red"]["chairman"] == 0
    s, ev = trade(s, seat=1, buy={"red": 1})
    assert s["companies"]["red"]["chairman"] == 0  # 3 - 3: the sitting chairman stays
    s2 = position(shares=[{"red": 3}, {"red": 2}, {}], seat=1)
    s2, ev = trade(s2, seat=1, buy={"red": 2})
    assert s2["companies"]["red"]["chairman"] == 1
    assert {"type": "chairman", "company": "red", "seat": 1, "was": 0} in ev


def test_chairman_leaves_the_seat_by_selling():
    s = position(shares=[{"red": 3}, {"red": 1}, {"red": 1}])
    s, _ = trade(s, sell={"red": 3})
    assert s["companies"]["red"]["chairman"] == 1  # a 1-1 tie without a sitting chairman: earliest seat


# -- suspension and delisting ----------------------------------------------------------

def test_falling_past_40_suspends_without_debt():
    s = position(shares=[{"red": 1}, {}, {}], cells={"red": cell(40)})
    move_price(s, "red", -2, "blue", [])
    assert s["companies"]["red"] == {"cell": 0, "debt": 0, "chairman": 0}


def test_suspended_debt_accumulates_blue_stops_at_two():
    s = position(shares=[{"red": 2}, {"red": 1}, {}], cells={"red": 0})
    move_price(s, "red", -1, "blue", [])
    assert s["companies"]["red"]["debt"] == 1
    move_price(s, "red", -2, "blue", [])
    assert s["companies"]["red"]["debt"] == 2 and s["shares"][0]["red"] == 2


def test_price_up_offsets_debt_down_to_zero_only():
    s = position(shares=[{"red": 2}, {}, {}], cells={"red": 0}, debts={"red": 2})
    move_price(s, "red", 1, "yellow", [])
    assert s["companies"]["red"]["debt"] == 1
    move_price(s, "red", 3, "yellow", [])
    assert (s["companies"]["red"]["cell"], s["companies"]["red"]["debt"]) == (0, 0)


def test_white_die_delists_at_price_minus_3(dice):
    s = position(shares=[{"red": 2, "blue": 1}, {"red": 1}, {}], cells={"red": 0}, debts={"red": 1})
    s["track"][RED_SQUARE] = "event"
    dice.queue(("pick_down", 2))
    s, _ = ENGINE.apply(s, 0, {"type": "move", "pawn": 0, "steps": 1})
    s, ev = ENGINE.apply(s, 0, {"type": "choose_company", "company": "red"})
    assert s["companies"]["red"] == {"cell": 7, "debt": 0, "chairman": None}
    assert s["shares"][0]["red"] == 0 and s["shares"][1]["red"] == 0 and s["bank_shares"]["red"] == 15
    assert s["cash"][0] == 670 and any(e["type"] == "delisted" for e in ev)


def test_blue_die_cannot_delist_a_suspended_company(dice):
    s = position(shares=[{"red": 1}, {"blue": 3}, {}], cells={"red": 0}, debts={"red": 2})
    s["track"][RED_SQUARE] = "blue"
    dice.queue(("other_down", 2))
    s, _ = ENGINE.apply(s, 0, {"type": "move", "pawn": 0, "steps": 1})
    s, _ = ENGINE.apply(s, 1, {"type": "company_die"})
    s, _ = ENGINE.apply(s, 1, {"type": "choose_company", "company": "red"})
    assert s["companies"]["red"]["debt"] == 2 and s["companies"]["red"]["cell"] == 0 and s["shares"][0]["red"] == 1


def test_all_down_delists_a_suspended_company_at_debt_two(dice):
    s = position(shares=[{"red": 1}, {}, {}], cells={"red": 0}, debts={"red": 2})
    s["track"][RED_SQUARE] = "event"
    dice.queue(("all_down", 1))
    s, _ = ENGINE.apply(s, 0, {"type": "move", "pawn": 0, "steps": 1})
    assert s["companies"]["red"]["cell"] == 7 and s["shares"][0]["red"] == 0


def test_suspended_company_pays_no_dividend_and_is_worth_nothing_at_the_end():
    s = position(shares=[{"red": 5}, {}, {}], cells={"red": 0}, pawns=(37, 36))
    s, _ = ENGINE.apply(s, 0, {"type": "move", "pawn": 1, "steps": 1})
    assert s["final"][0] == 670 and s["bank_shares"]["red"] == 15


# -- relisting ---------------------------------------------------------------------

def relist_position(**kw):
    s = position(shares=[{"red": 2}, {"red": 3}, {}], cells={"red": 0}, debts={"red": 1}, **kw)
    s, _ = ENGINE.apply(s, 0, {"type": "move", "pawn": 0, "steps": 1})
    return s


@pytest.mark.parametrize("others,price", [(0, 40), (1, 60), (2, 120), (3, 190)])
def test_relisting_prices_and_rewards(dice, others, price):
    s = relist_position()
    assert s["pending"]["kind"] == "relist" and s["pending"]["seat"] == 0 and s["pending"]["next"] == [1]
    up = [("up", 1), ("up", 1), ("up", 1)]
    dice.queue(("up", 2), *[up[i] if i < others else ("dividend", 0) for i in range(3)])
    s, ev = ENGINE.apply(s, 0, {"type": "relist"})
    assert s["companies"]["red"] == {"cell": cell(price), "debt": 0, "chairman": 1}
    assert s["cash"][0] == 670 + price and s["shares"][0]["red"] == 2
    assert [e["die"] for e in ev if e["type"] == "die"] == ["red", "yellow", "green", "blue"]


def test_failed_relisting_returns_one_share(dice):
    s = relist_position()
    dice.queue(("other_up", 1), ("up", 1), ("up", 1), ("up", 1))  # red's die did not raise red
    s, _ = ENGINE.apply(s, 0, {"type": "relist"})
    assert s["companies"]["red"]["cell"] == 0 and s["shares"][0]["red"] == 1
    assert s["bank_shares"]["red"] == 11 and s["cash"][0] == 670


def test_relisting_mover_declines_then_the_chairman_may_try(dice):
    s = relist_position()
    s, _ = ENGINE.apply(s, 0, {"type": "decline"})
    assert s["pending"]["kind"] == "relist" and s["pending"]["seat"] == 1
    s, _ = ENGINE.apply(s, 1, ENGINE.timeout_action(s, 1))
    assert s["pending"] is None and s["companies"]["red"]["cell"] == 0


def test_relisting_offered_to_the_chairman_when_the_mover_holds_none():
    s = position(shares=[{}, {"red": 3}, {"red": 1}], cells={"red": 0})
    s, _ = ENGINE.apply(s, 0, {"type": "move", "pawn": 0, "steps": 1})
    assert s["pending"]["seat"] == 1 and s["pending"]["next"] == [2]  # seed: any holder may try
