"""Independent audit of 拥有者的决断 against its seed (002_749179dd78bd8803.txt, the 楷体
variant parts) and RULINGS.md (拥有者的决断): the seed's numbers and dice transcribed here
by hand and compared with data.py, then one test per rule with exact values."""

from __future__ import annotations

import pytest

from boardgames.engines.core import IllegalAction
from boardgames.engines.owners_choice import ENGINE, data

from .owners_choice_support import Dice, cell, check_state, position

RED, YELLOW, GREEN, BLUE, ANY, EVENT, X100, DOLLAR = 1, 2, 3, 4, 5, 6, 7, 8


@pytest.fixture
def dice(monkeypatch):
    return Dice(monkeypatch)


def faces(die):
    """A die's faces as sorted (effect, n) pairs, to compare as multisets."""
    return sorted(tuple(f) for f in die)


# -- the seed's numbers and dice, transcribed independently ---------------------------

def test_seed_dice_section_six_face_by_face():
    # seed 六: 红 +2 (两面), 分红 (两面), 红色外的一支 +1 (两面)
    assert faces(data.COMPANY_DICE["red"]) == sorted([("up", 2)] * 2 + [("dividend", 0)] * 2 + [("other_up", 1)] * 2)
    # 蓝 +1 (两面), +2, 分红, 蓝色外的一支 -1, 蓝色外的一支 -2
    assert faces(data.COMPANY_DICE["blue"]) == sorted([("up", 1)] * 2 + [("up", 2), ("dividend", 0),
                                                                           ("other_down", 1), ("other_down", 2)])
    # 绿 +1, +2, 分红 (三面), 什么都不做
    assert faces(data.COMPANY_DICE["green"]) == sorted([("up", 1), ("up", 2)] + [("dividend", 0)] * 3 + [("nothing", 0)])
    # 黄 +1, +2, +3, 分红 (两面), -1
    assert faces(data.COMPANY_DICE["yellow"]) == sorted([("up", 1), ("up", 2), ("up", 3), ("dividend", 0),
                                                         ("dividend", 0), ("down", 1)])
    # 黑: -1 & 拿光基金 (三面), -2 & 拿光基金 (两面), 什么都不做
    assert faces(data.BLACK_DIE) == sorted([("down_take", 1)] * 3 + [("down_take", 2)] * 2 + [("nothing", 0)])
    # 白: 基金拿 30 再掷 (两面; 50 -> 30), 银行 100, 交换一张股票, 全部 -1, 任选一个 -2
    assert faces(data.WHITE_DIE) == sorted([("fund_reroll", 30)] * 2 + [("bank", 100), ("swap", 0),
                                                                        ("all_down", 1), ("pick_down", 2)])
    assert all(len(d) == 6 for d in (*data.COMPANY_DICE.values(), data.BLACK_DIE, data.WHITE_DIE))


def test_seed_and_rulings_numbers():
    assert (data.START_CASH, data.START_SHARE_PRICE, data.MOVE_COST, data.FUND_ROLL_COST) == (690, 100, 20, 30)
    assert (data.CHAIRMAN_BONUS, data.GOAL_BONUS, data.MAX_SHARES, data.SHARES_PER_COMPANY) == (100, 100, 12, 15)
    assert data.SUSPENDED_BUY_PRICE == 40 and data.RELIST_PRICES == (40, 60, 120, 190)
    ladder = [40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160, 170, 180, 190, 200, 220, 240, 260, 280, 300]
    assert list(data.CELL_PRICES[1:-1]) == ladder and data.CELL_PRICES[-1] == 300  # limit-up sells at 300
    assert data.CELL_PRICES[data.START_CELL] == 100 and data.CELL_PRICES[data.HIGH_ZONE_CELL] == 200
    assert data.MAX_STEPS == {2: 4, 3: 4, 4: 3, 5: 3} and data.DEAL_PER_SEAT == {2: 6, 3: 4, 4: 3, 5: 3}
    assert data.DEAL_POOL[5] == {"red": 3, "yellow": 3, "green": 3, "blue": 6}
    assert all(data.DEAL_POOL[n] == {c: 3 for c in data.COMPANIES} for n in (2, 3, 4))


def test_every_tile_face_has_the_rulings_squares():
    for face in data.TILE_FACES:
        assert len(face) == 9
        assert sorted(face) == sorted(["red", "yellow", "green", "blue", "any", "event", "event", "x100", "dividend"])
    assert len(set(data.TILE_FACES)) == 8  # seed 一.2 "正反各不同"


# -- setup ----------------------------------------------------------------------------

@pytest.mark.parametrize("players,each", [(2, 6), (3, 4), (4, 3), (5, 3)])
def test_setup_deal_and_payment(players, each):
    s = ENGINE.new_game(players, {}, 7)
    assert s["cash"] == [690 - 100 * each] * players and s["bank"] == 100 * each * players
    assert [sum(x.values()) for x in s["shares"]] == [each] * players
    dealt = {c: sum(x[c] for x in s["shares"]) for c in data.COMPANIES}
    # seed 一.5: 3 of each company (3-4 players), Blue 6 and 3 of each other (5); RULINGS 2p: 3 each
    assert dealt == {"red": 3, "yellow": 3, "green": 3, "blue": 6 if players == 5 else 3}
    assert all(s["companies"][c]["cell"] == cell(100) for c in data.COMPANIES)
    assert s["pawns"] == [0, 0] and s["fund"] == 0
    for c in data.COMPANIES:
        counts = [x[c] for x in s["shares"]]
        assert s["companies"][c]["chairman"] == counts.index(max(counts))  # earliest seat on a tie
    check_state(s)


# -- trading --------------------------------------------------------------------------

def test_trade_sell_then_buy_at_prices_before_the_trade():
    s = position(shares=[{"red": 2}, {"blue": 1}, {}], cells={"red": cell(150), "blue": cell(60)}, cash=[10, 690, 690])
    s, _ = ENGINE.apply(s, 0, {"type": "trade", "sell": {"red": 2}, "buy": {"blue": 5}})
    assert s["cash"][0] == 10 + 300 - 300 and s["shares"][0]["blue"] == 5 and s["shares"][0]["red"] == 0
    assert s["companies"]["blue"]["chairman"] == 0 and s["companies"]["red"]["chairman"] is None
    with pytest.raises(IllegalAction):
        ENGINE.apply(s, 0, {"type": "trade", "buy": {"green": 1}})  # one trade a turn


def test_trade_limits_cap_limit_up_suspended():
    s = position(shares=[{"red": 11, "green": 1}, {"yellow": 1}, {}],
                 cells={"yellow": data.LIMIT_UP, "green": data.SUSPENDED}, cash=[5000, 690, 690])
    for bad in ({"buy": {"red": 2}}, {"buy": {"yellow": 1}}, {"sell": {"green": 1}}):
        with pytest.raises(IllegalAction):
            ENGINE.apply(s, 0, {"type": "trade", **bad})
    s2, _ = ENGINE.apply(s, 0, {"type": "trade", "buy": {"red": 1, "green": 2}})
    assert s2["cash"][0] == 5000 - 100 - 80 and s2["shares"][0]["red"] == 12
    s = position(shares=[{"yellow": 1}, {}, {}], cells={"yellow": data.LIMIT_UP})
    s, _ = ENGINE.apply(s, 0, {"type": "trade", "sell": {"yellow": 1}})
    assert s["cash"][0] == 690 + 300  # limit-up sells like 300


# -- the company square and the dice ----------------------------------------------------

def chair_all(**kw):
    return position(shares=[{"red": 1, "yellow": 1, "green": 1, "blue": 1},
                            {"red": 3, "yellow": 3, "green": 3, "blue": 3}, {}], **kw)


def land_on(s, square, pawn_from=None):
    s["pawns"][0] = square - 1
    s, _ = ENGINE.apply(s, 0, {"type": "move", "pawn": 0, "steps": 1})
    return s


def test_chairman_pays_30_and_red_dividend(dice):
    s = land_on(chair_all(cells={"red": cell(170)}), RED)
    assert s["pending"]["kind"] == "company" and s["pending"]["seat"] == 1 and s["cash"][0] == 670
    dice.queue(("dividend", 0))
    s, _ = ENGINE.apply(s, 1, {"type": "company_die"})
    assert s["fund"] == 30 and s["cash"][1] == 690 - 30 + 3 * 17 and s["cash"][0] == 670 + 17


def test_red_other_up_is_the_chairmans_choice(dice):
    s = land_on(chair_all(), RED)
    dice.queue(("other_up", 1))
    s, _ = ENGINE.apply(s, 1, {"type": "company_die"})
    assert s["pending"]["kind"] == "target" and s["pending"]["seat"] == 1
    with pytest.raises(IllegalAction):
        ENGINE.apply(s, 1, {"type": "choose_company", "company": "red"})
    s, _ = ENGINE.apply(s, 1, {"type": "choose_company", "company": "green"})
    assert s["companies"]["green"]["cell"] == cell(110) and s["companies"]["red"]["cell"] == cell(100)


def test_yellow_plus_three_and_minus_one(dice):
    s = land_on(chair_all(cells={"yellow": cell(190)}), YELLOW)
    dice.queue(("up", 3))
    s2, _ = ENGINE.apply(s, 1, {"type": "company_die"})
    assert s2["companies"]["yellow"]["cell"] == cell(240)  # 190 -> 200 -> 220 -> 240
    dice.queue(("down", 1))
    s3, _ = ENGINE.apply(s, 1, {"type": "company_die"})
    assert s3["companies"]["yellow"]["cell"] == cell(180)


def test_black_die_price_down_and_chairman_takes_the_fund(dice):
    s = land_on(chair_all(fund=75), BLUE)
    dice.queue(("down_take", 2))
    s, _ = ENGINE.apply(s, 1, {"type": "fund_die"})
    assert s["companies"]["blue"]["cell"] == cell(80) and s["fund"] == 0 and s["cash"][1] == 690 + 75


def test_up_moves_stop_at_limit_up():
    s = land_on(chair_all(cells={"green": cell(280)}), GREEN)
    from boardgames.engines.owners_choice.market import move_price
    move_price(s, "green", 2, "green", [])
    assert s["companies"]["green"]["cell"] == data.LIMIT_UP
    move_price(s, "green", 1, "green", [])
    assert s["companies"]["green"]["cell"] == data.LIMIT_UP


def test_x100_pays_each_chairman_per_company():
    s = position(shares=[{"red": 2, "blue": 2}, {"yellow": 1}, {}])
    s = land_on(s, X100)
    assert s["cash"] == [670 + 200, 790, 690]


def test_dollar_square_highest_in_zone_ties_pay_and_limit_up():
    s = position(shares=[{"red": 2, "yellow": 1}, {"yellow": 3, "green": 1}, {}],
                 cells={"red": cell(240), "yellow": cell(240), "green": cell(220)})
    s = land_on(s, DOLLAR)
    assert s["cash"] == [670 + 48 + 24, 690 + 72, 690]
    s = position(shares=[{"red": 2}, {"blue": 1}, {}], cells={"red": data.LIMIT_UP, "blue": cell(300)})
    s = land_on(s, DOLLAR)
    assert s["cash"] == [670 + 60, 690, 690]  # limit-up is the top cell and pays like 300
    s = position(shares=[{"red": 2}, {}, {}], cells={"red": cell(190)})
    s = land_on(s, DOLLAR)
    assert s["cash"] == [670, 690, 690]  # nothing in the high-price zone


def test_white_die_every_face(dice):
    s = chair_all(fund=40)
    dice.queue(("fund_reroll", 30), ("fund_reroll", 30), ("bank", 100))
    s2 = land_on(s, EVENT)
    assert s2["fund"] == 0 and s2["cash"][0] == 670 + 30 + 10 + 100
    dice.queue(("all_down", 1))
    s3 = land_on(s, EVENT)
    assert all(s3["companies"][c]["cell"] == cell(90) for c in data.COMPANIES)
    dice.queue(("pick_down", 2))
    s4 = land_on(s, EVENT)
    assert s4["pending"] == {**s4["pending"], "kind": "target", "seat": 0}
    s4, _ = ENGINE.apply(s4, 0, {"type": "choose_company", "company": "blue"})
    assert s4["companies"]["blue"]["cell"] == cell(80)
    dice.queue(("swap", 0))
    s5 = land_on(s, EVENT)
    s5, _ = ENGINE.apply(s5, 0, {"type": "swap", "with": 1, "give": "red", "take": "blue"})
    assert s5["shares"][0] == {"red": 0, "yellow": 1, "green": 1, "blue": 2}
    assert s5["shares"][1] == {"red": 4, "yellow": 3, "green": 3, "blue": 2}


def test_free_roll_four_runs_an_event_with_four_players(dice):
    s = position(players=4, shares=[{"red": 1}, {}, {}, {}])
    dice.queue(("steps", 4), ("bank", 100))
    s, _ = ENGINE.apply(s, 0, {"type": "roll", "pawn": 0})
    assert s["pawns"] == [0, 0] and s["cash"][0] == 790
    s = position(players=3, shares=[{"red": 1}, {}, {}])
    dice.queue(("steps", 4))
    s, _ = ENGINE.apply(s, 0, {"type": "roll", "pawn": 0})
    assert s["pawns"] == [4, 0] and s["cash"][0] == 690


# -- suspension, delisting, relisting ----------------------------------------------------

def test_suspension_accumulation_blue_limit_and_white_delists(dice):
    from boardgames.engines.owners_choice.market import move_price
    s = chair_all(cells={"green": cell(40)})
    move_price(s, "green", -2, "blue", [])
    assert (s["companies"]["green"]["cell"], s["companies"]["green"]["debt"]) == (0, 0)
    move_price(s, "green", -2, "blue", [])
    move_price(s, "green", -1, "black", [])
    assert s["companies"]["green"]["debt"] == 2  # only the white die delists
    move_price(s, "green", 5, "red", [])
    assert (s["companies"]["green"]["cell"], s["companies"]["green"]["debt"]) == (0, 0)  # +X offsets to +0
    move_price(s, "green", -2, "white", [])
    move_price(s, "green", -1, "white", [])
    assert s["companies"]["green"] == {"cell": cell(100), "debt": 0, "chairman": None}
    assert [x["green"] for x in s["shares"]] == [0, 0, 0] and s["bank_shares"]["green"] == 15


@pytest.mark.parametrize("others,price", [(0, 40), (1, 60), (2, 120), (3, 190)])
def test_relisting_prices_and_reward(dice, others, price):
    s = chair_all(cells={"blue": data.SUSPENDED}, debts={"blue": 2})
    s = land_on(s, BLUE)
    assert s["pending"]["kind"] == "relist" and s["pending"]["seat"] == 0  # the mover first
    rolls = {"red": ("up", 2), "yellow": ("up", 1), "green": ("up", 1), "blue": ("up", 1)}
    not_up = {"red": ("dividend", 0), "yellow": ("down", 1), "green": ("nothing", 0)}
    for c in ("red", "yellow", "green")[others:]:
        rolls[c] = not_up[c]
    dice.queue(*(rolls[c] for c in data.COMPANIES))
    s, _ = ENGINE.apply(s, 0, {"type": "relist"})
    assert s["companies"]["blue"]["cell"] == cell(price) and s["companies"]["blue"]["debt"] == 0
    assert s["cash"][0] == 670 + price


def test_failed_relisting_returns_one_share_and_red_other_up_does_not_count(dice):
    s = chair_all(cells={"red": data.SUSPENDED})
    s = land_on(s, RED)
    s, _ = ENGINE.apply(s, 0, {"type": "decline"})
    assert s["pending"]["kind"] == "relist" and s["pending"]["seat"] == 1  # then the chairman
    dice.queue(("other_up", 1), ("up", 1), ("up", 1), ("up", 1))
    s, _ = ENGINE.apply(s, 1, {"type": "relist"})
    assert s["companies"]["red"]["cell"] == data.SUSPENDED and s["shares"][1]["red"] == 2
    assert s["bank_shares"]["red"] == 12 and s["cash"][1] == 690


def test_any_holder_may_try_relisting():
    """Seed 变体 股票复盘 "任何持有停盘股票的玩家，均可启动复盘操作": after the mover and the
    chairman (RULINGS order), the other holders are asked in turn order."""
    s = position(players=4, shares=[{}, {"red": 1}, {"red": 3}, {"red": 2}], cells={"red": data.SUSPENDED})
    s = land_on(s, RED)
    assert s["pending"]["kind"] == "relist" and s["pending"]["seat"] == 2  # the chairman (mover holds none)
    s, _ = ENGINE.apply(s, 2, {"type": "decline"})
    assert s["pending"]["seat"] == 1
    s, _ = ENGINE.apply(s, 1, {"type": "decline"})
    assert s["pending"]["seat"] == 3
    s, _ = ENGINE.apply(s, 3, {"type": "decline"})
    assert s["pending"] is None


# -- chairmen, goal, end ------------------------------------------------------------

def test_chairman_tie_keeps_the_sitting_one():
    s = position(shares=[{"red": 2}, {"red": 3}, {}])
    assert s["companies"]["red"]["chairman"] == 1
    s, _ = ENGINE.apply(s, 0, {"type": "trade", "buy": {"red": 1}})
    assert s["companies"]["red"]["chairman"] == 1
    s["turn"]["traded"] = False
    s, _ = ENGINE.apply(s, 0, {"type": "trade", "buy": {"red": 1}})
    assert s["companies"]["red"]["chairman"] == 0


def test_goal_bonus_short_fund_and_the_end_ranking():
    s = position(shares=[{"red": 2}, {"blue": 1}, {"green": 1}], fund=70, pawns=(36, 35),
                 cells={"red": cell(150), "green": data.SUSPENDED}, cash=[100, 500, 690])
    s, _ = ENGINE.apply(s, 0, {"type": "move", "pawn": 0, "steps": 1})
    assert s["cash"][0] == 100 - 20 + 70 and s["fund"] == 0
    s, _ = ENGINE.apply(s, 0, {"type": "end_turn"})
    s, _ = ENGINE.apply(s, 1, {"type": "move", "pawn": 1, "steps": 3})
    assert s["phase"] == "over" and s["pawns"] == [37, 37]
    assert s["final"] == [150 + 300, 480 + 100, 690]  # suspended green worth nothing
    assert ENGINE.outcome(s).places == [3, 2, 1]


def test_a_malformed_action_is_invalid_whoever_is_asked():
    """Found by the action fuzz: a trade naming no company (or a bad company answer) sent
    while another decision is pending was refused as "not now" (IllegalAction), not as
    malformed (InvalidAction)."""
    from boardgames.engines.core import InvalidAction
    s = land_on(chair_all(), RED)  # seat 1 must answer the company square
    for seat, action in ((0, {"type": "trade", "sell": {"a": 1}}), (1, {"type": "trade", "buy": {"red": -1}}),
                         (0, {"type": "choose_company", "company": "purple"}),
                         (0, {"type": "swap", "with": 1, "give": "red", "take": "gold"})):
        with pytest.raises(InvalidAction):
            ENGINE.apply(s, seat, action)
