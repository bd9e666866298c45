"""强手棋 seed numbers that no other test played: each test plays the rule through the
engine and asserts the exact cash after it (seed 000_65dfeed9db5cb2d8.txt, RULINGS 强手棋)."""

from __future__ import annotations

import pytest

from .qiangshou_support import E, game, land_on, money, total_cash_check

WATER, POWER = 12, 28  # 自来水厂 (appendix row 13), 电灯公司 (appendix row 29)


@pytest.mark.parametrize("square", [WATER, POWER])
def test_utilities_of_two_owners_each_charge_four_times(square):
    # seed 公用事业价格表: x10 only when one owner has both; one each is x4 for both.
    s = game(3)
    s["owners"][WATER], s["owners"][POWER] = 1, 2
    owner = s["owners"][square]
    s, events = land_on(s, 0, square, dice=(1, 2), extra=(5, 6))
    assert money(events) == [(0, owner, 44)]
    assert s["seats"][0]["cash"] == 4500 - 44 and s["seats"][owner]["cash"] == 4500 + 44
    view = E.view(s, 0)
    assert view["board"][WATER]["rent_multiplier"] == 4 and view["board"][POWER]["rent_multiplier"] == 4
    total_cash_check(s)


def test_a_card_to_bank_is_the_first_pass_after_jail_and_pays_nothing():
    # seed 三 [停留地] "从停留地释放以后第一次经过银行时将不能拿到保证金"; RULINGS: either room.
    s = game(2)
    s["seats"][0]["no_lap_pay"] = True  # just released from 停留地
    order = s["decks"]["chance"]
    order.remove("chance-01")
    order.insert(0, "chance-01")
    s, events = land_on(s, 0, 7, dice=(1, 2))
    assert s["seats"][0]["position"] == 0 and s["seats"][0]["cash"] == 4500
    assert money(events) == []
    assert [e for e in events if e["type"] == "lap"] == [
        {"type": "lap", "seat": 0, "paid": 0, "why": "first pass after 停留地"}]
    assert s["seats"][0]["no_lap_pay"] is False
    # the next pass pays the room's 500 again
    s, events = land_on(s, 0, 1, dice=(1, 2))  # 38 -> 阿童木大街, past 银行
    assert money(events, "lap") == [("bank", 0, 500)] and s["seats"][0]["cash"] == 5000
