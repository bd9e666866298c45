"""强手棋: the board and price table (seed appendix with the RULINGS corrections), rents,
railways, utilities, taxes, buying and building, as played through the engine."""

from __future__ import annotations

import pytest

from boardgames.engines.core import IllegalAction, InvalidAction, NotYourTurn
from boardgames.engines.qiangshou import data

from .qiangshou_support import E, game, land_on, money, to_move, roll

# The seed's appendix, typed out again (seed row number, name, price, rents bare/1/2/3/4
# houses/hotel, build, mortgage), with RULINGS corrections: 停车场 3/4 houses 3300/3900
# (printed 5500/6500), 鲁宾逊大街 build 300 (printed 301).
STREETS = [
    (2, "阿童木大街", 180, (6, 30, 90, 270, 480, 750), 150, 90),
    (4, "雷欧大街", 180, (12, 60, 180, 540, 640, 1350), 150, 90),
    (7, "唐老鸦大街", 300, (18, 180, 270, 810, 1200, 1650), 150, 150),
    (9, "匹诺曹大街", 300, (18, 180, 270, 810, 1200, 1650), 150, 150),
    (10, "小木克大街", 360, (24, 120, 300, 900, 1350, 1800), 150, 180),
    (12, "查尔斯大街", 420, (30, 150, 450, 1350, 1875, 2250), 300, 210),
    (14, "鲁宾逊大街", 420, (30, 150, 450, 1350, 1875, 2250), 300, 210),
    (15, "伊丽莎白大街", 480, (36, 180, 540, 1500, 2100, 2700), 300, 240),
    (17, "詹姆斯广场", 540, (42, 210, 600, 1650, 2250, 2850), 300, 270),
    (19, "阿里巴巴大街", 540, (42, 210, 600, 1650, 2250, 2850), 300, 270),
    (20, "辛伯达大街", 600, (48, 240, 660, 1800, 2400, 3000), 300, 300),
    (22, "印度洋大街", 660, (54, 270, 750, 2100, 2625, 3150), 450, 330),
    (24, "丘比特大街", 660, (54, 270, 750, 2100, 2625, 3150), 450, 330),
    (25, "维纳斯大街", 720, (60, 300, 900, 2250, 2775, 3300), 450, 360),
    (27, "大西洋大街", 780, (66, 330, 990, 2400, 2925, 3450), 450, 390),
    (28, "格列佛大街", 780, (66, 330, 990, 2400, 2925, 3450), 450, 390),
    (30, "马文公园", 840, (72, 360, 1080, 2550, 3075, 3600), 450, 420),
    (32, "太平洋大街", 900, (78, 390, 1170, 2700, 3300, 3825), 600, 450),
    (33, "汤姆大街", 900, (78, 390, 1170, 2700, 3300, 3825), 600, 450),
    (35, "威尼斯大街", 960, (84, 450, 1350, 3000, 3600, 4200), 600, 480),
    (38, "停车场", 1050, (105, 525, 1500, 3300, 3900, 4500), 600, 525),
    (39, "海滨", 1200, (150, 600, 1800, 4200, 5100, 6000), 600, 600),
]
RENT_CASES = [(row, level, rents[level]) for row, _, _, rents, _, _ in STREETS for level in range(6)]


class TestBoardData:
    def test_forty_squares_in_seed_order(self):
        names = [s["name"] for s in data.SQUARES]
        assert len(names) == 40
        assert names[0] == "银行" and names[10] == "拘留地" and names[20] == "自由公园"
        assert names[30] == "进“停留地”" and names[39] == "奢侈税" and names[4] == "契税"
        assert [i for i, s in enumerate(data.SQUARES) if s["kind"] == "chance"] == [7, 22, 36]
        assert [i for i, s in enumerate(data.SQUARES) if s["kind"] == "chest"] == [2, 17, 33]
        assert data.RAILWAY_SQUARES == (5, 15, 25, 35)
        assert data.UTILITY_SQUARES == (12, 28)

    @pytest.mark.parametrize("row,name,price,rents,build,mortgage", STREETS)
    def test_street_row(self, row, name, price, rents, build, mortgage):
        sq = data.SQUARES[row - 1]
        assert (sq["name"], sq["kind"], sq["price"], tuple(sq["rents"]), sq["build"], sq["mortgage"]) == \
            (name, "street", price, rents, build, mortgage)

    def test_the_three_corrections_keep_the_printed_values(self):
        assert data.SQUARES[37]["printed"] == {"rents": [105, 525, 1500, 5500, 6500, 4500]}
        assert data.SQUARES[13]["printed"] == {"build": 301}
        assert data.SQUARES[28]["printed"] == {"mortgage": None} and data.SQUARES[28]["mortgage"] == 225

    def test_groups(self):
        groups = {}
        for s in data.SQUARES:
            if s["kind"] == "street":
                groups.setdefault(s["group"], []).append(s["number"])
        assert groups == {"A": [2, 4], "B": [7, 9, 10], "C": [12, 14, 15], "D": [17, 19, 20],
                          "E": [22, 24, 25], "F": [27, 28, 30], "G": [32, 33, 35], "H": [38, 39]}


class TestRent:
    @pytest.mark.parametrize("row,level,expected", RENT_CASES)
    def test_street_rent_at_every_level(self, row, level, expected):
        s = game()
        square = row - 1
        s["owners"][square] = 1
        s["levels"][square] = level
        s["seats"][0]["cash"] = 10000
        s, events = land_on(s, 0, square)
        assert money(events, "rent") == [(0, 1, expected)]
        lap = 500 if square < 7 else 0  # rolling 7 onto 阿童木大街 passes 银行
        assert s["seats"][0]["cash"] == 10000 + lap - expected
        assert s["seats"][1]["cash"] == 4500 + expected
        assert s["turn"] == 1 and s["pending"]["kind"] == "roll"

    @pytest.mark.parametrize("count,expected", [(1, 50), (2, 100), (3, 200), (4, 400)])
    def test_railway_rent_by_count(self, count, expected):
        s = game(3)
        for square in (5, 15, 25, 35)[:count]:
            s["owners"][square] = 2
        s["owners"][35 if count < 4 else 5] = 2 if count == 4 else 1  # a rival's railway
        s, events = land_on(s, 0, 5 if count < 4 else 15)
        assert money(events, "rent") == [(0, 2, expected)]

    @pytest.mark.parametrize("owned,dice,expected", [
        ((12,), (2, 5), 4 * 7), ((12,), (6, 6), 4 * 12),
        ((12, 28), (2, 5), 10 * 7), ((12, 28), (1, 1), 10 * 2),
    ])
    def test_utility_rent_is_a_server_roll_times_4_or_10(self, owned, dice, expected):
        s = game()
        for square in owned:
            s["owners"][square] = 1
        s, events = land_on(s, 0, 12, extra=dice)
        rolls = [e for e in events if e["type"] == "dice"]
        assert [r["purpose"] for r in rolls] == ["move", "utility_rent"]
        assert rolls[1]["dice"] == list(dice)
        assert money(events, "rent") == [(0, 1, expected)]

    def test_own_and_unowned_land_collects_nothing(self):
        s = game()
        s["owners"][1] = 0
        s, events = land_on(s, 0, 1, dice=(1, 2))
        assert money(events, "rent") == [] and s["pending"]["kind"] == "build"


class TestTaxes:
    @pytest.mark.parametrize("cash,expected", [(4500, 200), (2001, 200), (2000, 200), (1999, 199),
                                              (1500, 150), (1234, 123), (5, 0)])
    def test_income_tax_10_percent_at_most_200(self, cash, expected):
        s = game()
        s["seats"][0]["cash"] = cash
        s, events = land_on(s, 0, 4, dice=(1, 3))
        assert money(events, "tax") == ([(0, "bank", expected)] if expected else [])
        assert s["seats"][0]["cash"] == cash - expected

    @pytest.mark.parametrize("cash", [4500, 2500, 1999, 226, 225])
    def test_luxury_tax_225(self, cash):
        s = game()
        s["seats"][0]["cash"] = cash
        s, events = land_on(s, 0, 39)
        assert money(events, "tax") == [(0, "bank", 225)]
        assert s["seats"][0]["cash"] == cash - 225

    def test_luxury_tax_above_cash_opens_a_debt(self):
        s = game()
        s["seats"][0]["cash"] = 100
        s["owners"][37] = 0
        s, events = land_on(s, 0, 39)
        assert money(events) == []
        assert [(d["debtor"], d["amount"]) for d in s["debts"]] == [(0, 225)]


class TestBuyAndBuild:
    def test_buy_on_landing(self):
        s = game()
        s, _ = land_on(s, 0, 11)
        assert s["pending"]["kind"] == "buy" and s["pending"]["square"] == 11
        assert {p.seat: p.kinds for p in E.prompts(s)} == {0: ("buy", "decline")}
        s, events = E.apply(s, 0, {"type": "buy"})
        assert s["owners"][11] == 0 and s["seats"][0]["cash"] == 4500 - 420
        assert money(events) == [(0, "bank", 420)] and s["bank"]["received"] == 420
        assert s["turn"] == 1

    def test_decline_leaves_land_with_the_bank(self):
        s = game()
        s, _ = land_on(s, 0, 11)
        s, events = E.apply(s, 0, {"type": "decline"})
        assert s["owners"][11] is None and money(events) == [] and s["turn"] == 1

    def test_cannot_buy_without_the_cash(self):
        s = game()
        s["seats"][0]["cash"] = 419
        s, events = land_on(s, 0, 11)
        assert s["pending"]["kind"] == "roll" and s["turn"] == 1
        assert [e["what"] for e in events if e["type"] == "cannot_afford"] == ["buy"]

    def test_build_from_empty_to_hotel(self):
        s = game()
        s["owners"][38] = 0  # 海滨 (seed row 39)
        cash = 4500
        for level in range(1, 6):
            s, _ = land_on(s, 0, 38, dice=(2, 3))
            assert s["pending"]["kind"] == "build"
            s, events = E.apply(s, 0, {"type": "build"})
            cash -= 600
            assert s["levels"][38] == level and s["seats"][0]["cash"] == cash
            assert money(events) == [(0, "bank", 600)]
            assert [e["level"] for e in events if e["type"] == "build"] == [level]
        s, events = land_on(s, 0, 38, dice=(2, 3))
        assert s["pending"]["kind"] == "roll" and s["turn"] == 1 and s["levels"][38] == 5
        view = E.view(s, 0)
        assert view["board"][38]["level"] == 5 and view["board"][38]["rent"] == 6000
        assert view["seats"][0]["total_assets"] == cash + 1200 + 5 * 600

    def test_no_building_on_railways_or_utilities(self):
        s = game()
        s["owners"][5] = 0
        s, _ = land_on(s, 0, 5, dice=(2, 3))
        assert s["pending"]["kind"] == "roll" and s["turn"] == 1

    def test_wrong_answers_are_refused(self):
        s = game()
        s, _ = land_on(s, 0, 11)
        with pytest.raises(IllegalAction, match="with Buy or Decline"):
            E.apply(s, 0, {"type": "build"})
        with pytest.raises(NotYourTurn):
            E.apply(s, 1, {"type": "buy"})
        with pytest.raises(InvalidAction, match="Unknown action"):
            E.apply(s, 0, {"type": "jump"})
        with pytest.raises(InvalidAction):
            E.apply(s, 0, {"type": "buy", "square": 3})
        with pytest.raises(NotYourTurn):
            E.apply(s, 0, {"type": "sell", "squares": []})


class TestMovement:
    def test_go_to_jail_skips_a_turn_and_the_next_lap(self):
        s = game()
        s, events = land_on(s, 0, 30, dice=(3, 4))
        assert s["seats"][0]["position"] == 10 and s["seats"][0]["skip_turns"] == 1
        assert s["turn"] == 1
        s["seats"][1]["position"] = 35
        s, _ = roll(s, 1, 1, 2)  # seat 1 to 停车场 -> buy prompt
        s, events = E.apply(s, 1, {"type": "decline"})
        assert [e["seat"] for e in events if e["type"] == "turn_skipped"] == [0]
        assert s["turn"] == 1 and s["round"] == 2
        # seat 0 moves on later: its first pass of 银行 pays nothing, the next pays 500
        to_move(s, 0, 38)
        s, events = roll(s, 0, 1, 2)
        assert money(events, "lap") == [] and [e["paid"] for e in events if e["type"] == "lap"] == [0]
        to_move(s, 0, 38)
        s, events = roll(s, 0, 1, 2)
        assert money(events, "lap") == [("bank", 0, 500)]

    def test_landing_on_jail_square_is_a_visit(self):
        s = game()
        s, _ = land_on(s, 0, 10)
        assert s["seats"][0]["skip_turns"] == 0 and s["turn"] == 1

    def test_lap_payment_normal_room(self):
        s = game()
        s, events = land_on(s, 0, 0, dice=(4, 4))  # landing on 银行 pays too
        assert money(events) == [("bank", 0, 500)] and s["seats"][0]["cash"] == 5000
        s, events = land_on(s, 1, 1, dice=(1, 2))
        assert money(events, "lap") == [("bank", 1, 500)]

    def test_lap_payment_coin_room_from_deposit_until_used_up(self):
        s = game(room="coin", deposits=[2, 0])
        assert s["seats"][0]["deposit"] == 1000
        for left in (500, 0, 0):
            s, events = land_on(s, 0, 1, dice=(1, 2))
            assert s["seats"][0]["deposit_left"] == left
        assert s["seats"][0]["cash"] == 4500 + 1000
        s, events = land_on(s, 1, 1, dice=(1, 2))  # seat 1 has no deposit
        assert money(events, "lap") == [] and [e["why"] for e in events if e["type"] == "lap"] == ["deposit used up"]

    def test_coin_room_lap_events(self):
        s = game(room="coin", deposits=[1, 0])
        s, events = land_on(s, 0, 1, dice=(1, 2))
        assert money(events, "lap") == [("deposit", 0, 500)]
        s, events = land_on(s, 0, 1, dice=(1, 2))
        assert money(events, "lap") == []
