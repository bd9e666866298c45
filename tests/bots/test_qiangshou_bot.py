"""The good 强手棋 bot's choices on real views of the engine: a purchase declined when the
next roll can reach a rent the cash left would not cover, a railway and a build taken
anyway, and the
sale that keeps the land that still earns."""

from __future__ import annotations

import random

import pytest

from boardgames.bots.qiangshou import danger, good_bot
from boardgames.bots.runner import prompt_legal
from tests.engines.qiangshou_support import E, game, land_on

SINBAD = 19  # 辛伯达大街 (D): with three houses it asks 1800
SEA = 38  # 海滨 (H): price 1200, sells for 600, bare rent 150
RAILWAYS = (5, 15, 25, 35)  # all four with one owner: 400 each


def choose(state, seat):
    return good_bot(E.view(state, seat), prompt_legal(E, state, seat), random.Random(1))


def opponent_with_three_houses_on_sinbad(cash: int):
    state = game(2)
    state["owners"][SINBAD] = 1
    state["levels"][SINBAD] = 3
    state["seats"][0]["cash"] = cash
    return state


@pytest.mark.parametrize("square,dice,expected", [
    (11, (3, 4), {"type": "decline"}),  # 查尔斯 (420): 辛伯达 is 8 ahead, 2480 left < 1.5 x 1800
    (6, (1, 2), {"type": "buy"}),  # 唐老鸦 (300): 辛伯达 is 13 ahead, out of one roll's reach
])
def test_a_purchase_is_declined_only_when_the_next_roll_can_reach_a_rent_above_the_cash_left(
        square, dice, expected):
    state, _ = land_on(opponent_with_three_houses_on_sinbad(2900), 0, square, dice)
    assert state["pending"]["kind"] == "buy" and state["seats"][0]["cash"] == 2900
    assert danger(E.view(state, 0)) == (1800 if square == 11 else 0)
    assert choose(state, 0) == expected


@pytest.mark.parametrize("square,expected", [
    (15, {"type": "buy"}),  # 长途铁路线 (400): 辛伯达 is 4 ahead, 1600 left < 2700, bought anyway
    (13, {"type": "decline"}),  # 鲁宾逊大街 (420), 6 before 辛伯达: 1580 left, declined
])
def test_a_railway_is_bought_with_a_rent_in_reach_above_the_cash_left(square, expected):
    state, _ = land_on(opponent_with_three_houses_on_sinbad(2000), 0, square, (1, 2))
    assert E.view(state, 0)["pending"]["cost"] == (400 if square == 15 else 420)
    assert danger(E.view(state, 0)) == 1800
    assert choose(state, 0) == expected


def test_a_railway_is_declined_when_a_bankruptcy_would_follow_the_worst_rent():
    state, _ = land_on(opponent_with_three_houses_on_sinbad(1500), 0, 15, (1, 2))
    # after 400: 1100 cash + 200 from selling it = 1300 < 1800
    assert choose(state, 0) == {"type": "decline"}


def test_enough_cash_left_buys_with_the_same_rent_in_reach():
    state, _ = land_on(opponent_with_three_houses_on_sinbad(3120), 0, 11)
    assert choose(state, 0) == {"type": "buy"}  # 2700 left = 1.5 x 1800


def test_a_build_is_taken_even_with_a_rent_in_reach_above_the_cash_left():
    state = opponent_with_three_houses_on_sinbad(2000)
    state["owners"][11] = 0
    state["levels"][11] = 1
    state, _ = land_on(state, 0, 11)
    assert state["pending"]["kind"] == "build"
    assert choose(state, 0) == {"type": "build"}  # 1700 left; liquidity 2210 covers 1800


def test_a_build_is_declined_when_a_bankruptcy_would_follow_the_worst_rent():
    state = opponent_with_three_houses_on_sinbad(500)
    state["owners"][11] = 0
    state, _ = land_on(state, 0, 11)
    # after 300: 200 cash + 210 + 150 from selling 查尔斯 = 560 < 1800
    assert choose(state, 0) == {"type": "decline"}


@pytest.mark.parametrize("round_,expected", [
    (1, [[SEA]]),  # a railway still earns 400 x 119/40 landings: keep them, sell 海滨
    (115, [[r] for r in RAILWAYS]),  # 5 rounds left: a railway loses 200 of worth, 海滨 600
])
def test_the_sale_keeps_what_still_earns_early_and_what_is_worth_most_late(round_, expected):
    state = game(2)
    for square in (*RAILWAYS, SEA):
        state["owners"][square] = 0
    state["owners"][6] = 1
    state["levels"][6] = 1  # 唐老鸦 with one house: 180
    state["seats"][0]["cash"] = 100
    state["round"] = round_
    state, _ = land_on(state, 0, 6, (1, 2))
    legal = prompt_legal(E, state, 0)
    assert {"type": "sell", "squares": [SEA]} in legal and {"type": "sell", "squares": [5]} in legal
    choice = choose(state, 0)
    assert choice["type"] == "sell" and choice["squares"] in expected
