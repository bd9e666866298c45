"""强手棋 independent audit: the seed appendix 地价表 transcribed separately from data.py
(with the three RULINGS.md corrections), compared value by value with data.py and with the
rent the engine actually charges; taxes, lap payment, 停留地, passive mortgage, bankruptcy
ranking, the 120-round end, resign/escape, the decks, and malformed actions.
Pure engine; fast."""

from __future__ import annotations

import json

import pytest

from boardgames.engines.core import GameOver, RulesError
from boardgames.engines.qiangshou import data
from boardgames.engines.qiangshou.cards import CHANCE_CARDS, CHEST_CARDS, DECKS

from .qiangshou_support import E, game, land_on, money, roll, to_move

# -- the appendix, transcribed independently (seed numbering 1..40) ---------------------
# (number, group, name, price, rents [bare, 1-4 houses, hotel], build, mortgage)
STREETS = [
    (2, "A", "阿童木大街", 180, [6, 30, 90, 270, 480, 750], 150, 90),
    (4, "A", "雷欧大街", 180, [12, 60, 180, 540, 640, 1350], 150, 90),
    (7, "B", "唐老鸦大街", 300, [18, 180, 270, 810, 1200, 1650], 150, 150),
    (9, "B", "匹诺曹大街", 300, [18, 180, 270, 810, 1200, 1650], 150, 150),
    (10, "B", "小木克大街", 360, [24, 120, 300, 900, 1350, 1800], 150, 180),
    (12, "C", "查尔斯大街", 420, [30, 150, 450, 1350, 1875, 2250], 300, 210),
    (14, "C", "鲁宾逊大街", 420, [30, 150, 450, 1350, 1875, 2250], 300, 210),  # printed build 301
    (15, "C", "伊丽莎白大街", 480, [36, 180, 540, 1500, 2100, 2700], 300, 240),
    (17, "D", "詹姆斯广场", 540, [42, 210, 600, 1650, 2250, 2850], 300, 270),
    (19, "D", "阿里巴巴大街", 540, [42, 210, 600, 1650, 2250, 2850], 300, 270),
    (20, "D", "辛伯达大街", 600, [48, 240, 660, 1800, 2400, 3000], 300, 300),
    (22, "E", "印度洋大街", 660, [54, 270, 750, 2100, 2625, 3150], 450, 330),
    (24, "E", "丘比特大街", 660, [54, 270, 750, 2100, 2625, 3150], 450, 330),
    (25, "E", "维纳斯大街", 720, [60, 300, 900, 2250, 2775, 3300], 450, 360),
    (27, "F", "大西洋大街", 780, [66, 330, 990, 2400, 2925, 3450], 450, 390),
    (28, "F", "格列佛大街", 780, [66, 330, 990, 2400, 2925, 3450], 450, 390),
    (30, "F", "马文公园", 840, [72, 360, 1080, 2550, 3075, 3600], 450, 420),
    (32, "G", "太平洋大街", 900, [78, 390, 1170, 2700, 3300, 3825], 600, 450),
    (33, "G", "汤姆大街", 900, [78, 390, 1170, 2700, 3300, 3825], 600, 450),
    (35, "G", "威尼斯大街", 960, [84, 450, 1350, 3000, 3600, 4200], 600, 480),
    (38, "H", "停车场", 1050, [105, 525, 1500, 3300, 3900, 4500], 600, 525),  # printed 5500/6500
    (39, "H", "海滨", 1200, [150, 600, 1800, 4200, 5100, 6000], 600, 600),
]
RAILWAYS = [(6, "新干线"), (16, "长途铁路线"), (26, "短程铁路线"), (36, "地铁")]
UTILITIES = [(13, "自来水厂"), (29, "电灯公司")]
OTHER = {1: "银行", 3: "公共基金", 5: "契税", 8: "机会", 11: "拘留地", 18: "公共基金",
         21: "自由公园", 23: "机会", 31: "进停留地", 34: "公共基金", 37: "机会", 40: "奢侈税"}

STREET_LEVELS = [(row, level) for row in STREETS for level in range(6)]


def balanced(before, after):
    """Cash moved only between seats, the bank and the seats' own deposits."""
    def side(st):
        drawn = sum(p["deposit"] - p["deposit_left"] for p in st["seats"])
        return sum(p["cash"] for p in st["seats"]) - drawn - st["bank"]["paid"] + st["bank"]["received"]
    assert side(before) == side(after)


def idx(number):
    return number - 1


def _ids(row_level):
    row, level = row_level
    return f"{row[2]}-L{level}"


# -- 1. the table ------------------------------------------------------------------------
class TestTable:
    def test_board_covers_all_forty_squares(self):
        numbers = {r[0] for r in STREETS} | {r[0] for r in RAILWAYS} | {u[0] for u in UTILITIES} | set(OTHER)
        assert numbers == set(range(1, 41))
        assert len(data.SQUARES) == 40

    @pytest.mark.parametrize("row", STREETS, ids=lambda r: r[2])
    def test_street_values(self, row):
        number, group, name, price, rents, build, mortgage = row
        sq = data.SQUARES[idx(number)]
        assert (sq["kind"], sq["name"].replace(" ", ""), sq["group"]) == ("street", name, group)
        assert (sq["price"], sq["rents"], sq["build"], sq["mortgage"]) == (price, rents, build, mortgage)

    @pytest.mark.parametrize("number,name", RAILWAYS)
    def test_railway_values(self, number, name):
        sq = data.SQUARES[idx(number)]
        assert (sq["kind"], sq["name"], sq["price"], sq["mortgage"]) == ("railway", name, 400, 200)

    @pytest.mark.parametrize("number,name", UTILITIES)
    def test_utility_values(self, number, name):
        sq = data.SQUARES[idx(number)]
        assert (sq["kind"], sq["name"], sq["price"], sq["mortgage"]) == ("utility", name, 450, 225)

    def test_non_land_squares(self):
        for number, name in OTHER.items():
            sq = data.SQUARES[idx(number)]
            assert sq["kind"] not in data.OWNABLE_KINDS
            assert sq["name"].replace("\u201c", "").replace("\u201d", "") == name

    def test_corrections_keep_printed_values(self):
        assert data.SQUARES[idx(14)]["printed"] == {"build": 301}
        assert data.SQUARES[idx(38)]["printed"]["rents"][3:5] == [5500, 6500]
        assert data.SQUARES[idx(29)]["printed"] == {"mortgage": None}

    def test_constants(self):
        assert data.START_CASH == 4500 and data.LAP_PAYMENT == 500 and data.ROUND_LIMIT == 120
        assert data.LUXURY_TAX == 225 and data.INCOME_TAX_CAP == 200
        assert data.PLACE_POINTS == {4: (20, -4, -6, -10), 3: (15, -5, -10), 2: (10, -10)}


# -- rents charged by the engine -------------------------------------------------------------
class TestRentsCharged:
    @pytest.mark.parametrize("row_level", STREET_LEVELS, ids=_ids)
    def test_street_rent(self, row_level):
        row, level = row_level
        sq = idx(row[0])
        s = game(3)
        s["owners"][sq] = 2
        s["levels"][sq] = level
        s["seats"][0]["cash"] = 9000
        s["seats"][2]["cash"] = 0
        before = E.copy_state(s)
        s, events = land_on(s, 0, sq, dice=(1, 2))
        lap = 500 if sq < 3 else 0  # 阿童木大街 is reached past 银行
        assert money(events, "rent") == [(0, 2, row[4][level])]
        assert s["seats"][0]["cash"] == 9000 + lap - row[4][level]
        assert s["seats"][2]["cash"] == row[4][level]
        balanced(before, s)

    @pytest.mark.parametrize("count,expected", [(1, 50), (2, 100), (3, 200), (4, 400)])
    @pytest.mark.parametrize("number", [r[0] for r in RAILWAYS])
    def test_railway_rent(self, number, count, expected):
        s = game(2)
        others = [idx(r[0]) for r in RAILWAYS if r[0] != number][: count - 1]
        for q in [idx(number), *others]:
            s["owners"][q] = 1
        s, events = land_on(s, 0, idx(number), dice=(1, 2))
        assert money(events) == [(0, 1, expected)]

    def test_railways_of_another_owner_do_not_count(self):
        s = game(3)
        s["owners"][5] = 1
        s["owners"][15] = 2
        s["owners"][25] = 2
        s, events = land_on(s, 0, 5, dice=(1, 2))
        assert money(events) == [(0, 1, 50)]

    @pytest.mark.parametrize("both,mult", [(False, 4), (True, 10)])
    @pytest.mark.parametrize("number", [u[0] for u in UTILITIES])
    @pytest.mark.parametrize("udice", [(1, 1), (3, 4), (6, 6)])
    def test_utility_rent(self, number, both, mult, udice):
        s = game(2)
        s["owners"][idx(number)] = 1
        if both:
            for u, _ in UTILITIES:
                s["owners"][idx(u)] = 1
        s, events = land_on(s, 0, idx(number), dice=(1, 2), extra=udice)
        [d] = [e for e in events if e["type"] == "dice" and e["purpose"] == "utility_rent"]
        assert d["dice"] == list(udice)
        assert money(events) == [(0, 1, sum(udice) * mult)]



class TestBuyAndBuildCharged:
    @pytest.mark.parametrize("number", [r[0] for r in STREETS] + [r[0] for r in RAILWAYS] + [u[0] for u in UTILITIES])
    def test_buy_at_price(self, number):
        price = {r[0]: r[3] for r in STREETS}.get(number, 400 if number in dict(RAILWAYS) else 450)
        s = game(2)
        s, ev = land_on(s, 0, idx(number), dice=(1, 1))
        assert s["pending"]["kind"] == "buy" and E.view(s, 0)["pending"]["cost"] == price
        s, ev = E.apply(s, 0, {"type": "buy"})
        assert money(ev) == [(0, "bank", price)] and s["owners"][idx(number)] == 0

    @pytest.mark.parametrize("row", STREETS, ids=lambda r: r[2])
    def test_build_to_hotel_at_build_price(self, row):
        q = idx(row[0])
        s = game(2)
        s["owners"][q] = 0
        s["seats"][0]["cash"] = 9000
        for level in range(1, 6):
            s, ev = land_on(s, 0, q, dice=(1, 1))
            assert s["pending"]["kind"] == "build"
            s, ev = E.apply(s, 0, {"type": "build"})
            assert money(ev) == [(0, "bank", row[5])] and s["levels"][q] == level
            assert E.view(s, 1)["board"][q]["rent"] == row[4][level]
        s, ev = land_on(s, 0, q, dice=(1, 1))
        assert s["pending"]["kind"] == "roll" and s["turn"] == 1  # nothing beyond the hotel
        assert s["seats"][0]["cash"] == 9000 - 5 * row[5] + (6 * 500 if q < 2 else 0)  # 阿童木: six laps

    @pytest.mark.parametrize("number", [r[0] for r in RAILWAYS] + [u[0] for u in UTILITIES])
    def test_no_build_on_railway_or_utility(self, number):
        s = game(2)
        s["owners"][idx(number)] = 0
        s, ev = land_on(s, 0, idx(number), dice=(1, 1))
        assert s["pending"]["kind"] == "roll" and s["turn"] == 1 and money(ev) == []


# -- taxes -----------------------------------------------------------------------------------
class TestTaxes:
    @pytest.mark.parametrize("cash,expected", [(1500, 150), (1999, 199), (2000, 200), (2001, 200),
                                               (2500, 200), (4500, 200), (10, 1), (0, 0)])
    def test_income_tax(self, cash, expected):
        s = game(2)
        s["seats"][0]["cash"] = cash
        s, events = land_on(s, 0, 4, dice=(1, 3))  # from 银行 to 契税, not passing 银行
        assert money(events) == ([(0, "bank", expected)] if expected else [])
        assert s["seats"][0]["cash"] == cash - expected

    @pytest.mark.parametrize("cash", [1500, 2500, 225])
    def test_luxury_tax(self, cash):
        s = game(2)
        s["seats"][0]["cash"] = cash
        s, events = land_on(s, 0, 39, dice=(1, 2))
        assert money(events) == [(0, "bank", 225)]
        assert s["seats"][0]["cash"] == cash - 225


# -- lap payment, 停留地 ------------------------------------------------------------------------
def _laps(events):
    return [e["paid"] for e in events if e["type"] == "lap"]


class TestLapAndJail:
    def test_normal_room_pass_and_land(self):
        s = game(2)
        s, ev = land_on(s, 0, 2, dice=(2, 3))  # 37 -> 2 passing 银行
        assert _laps(ev) == [500] and (("bank", 0, 500) in money(ev))
        s = game(2)
        s, ev = land_on(s, 0, 0, dice=(3, 4))  # landing exactly on 银行
        assert _laps(ev) == [500] and s["seats"][0]["cash"] == 5000

    def test_coin_room_from_deposit(self):
        s = game(2, room="coin", deposits=[2, 0])
        paid = []
        for _ in range(3):
            s, ev = land_on(s, 0, 0, dice=(3, 4))
            paid += _laps(ev)
            assert ("bank", 0, 500) not in money(ev)
        assert paid == [500, 500, 0]
        assert s["seats"][0]["cash"] == 5500 and s["seats"][0]["deposit_left"] == 0
        s = game(2, room="coin", deposits=[0, 0])
        s, ev = land_on(s, 0, 0, dice=(3, 4))
        assert _laps(ev) == [0] and s["seats"][0]["cash"] == 4500

    @pytest.mark.parametrize("room,deposits", [("normal", None), ("coin", [5, 5])])
    def test_jail_skips_one_turn_and_first_pass_pays_nothing(self, room, deposits):
        s = game(2, room=room, deposits=deposits)
        s, ev = land_on(s, 0, 30, dice=(3, 4))
        assert s["seats"][0]["position"] == 10 and not any(e["type"] == "lap" for e in ev)
        assert s["turn"] == 1
        s, ev = land_on(s, 1, 20, dice=(1, 2))
        assert [e["seat"] for e in ev if e["type"] == "turn_skipped"] == [0] and s["turn"] == 1
        s, ev = land_on(s, 1, 20, dice=(1, 2))
        s, ev = land_on(s, 0, 1, dice=(1, 2))  # 38 -> 1: first pass after 停留地
        assert _laps(ev) == [0] and s["seats"][0]["cash"] == 4500

    def test_jail_skip_exact(self):
        s = game(2)
        s, ev = land_on(s, 0, 30, dice=(3, 4))
        assert s["turn"] == 1 and s["seats"][0]["skip_turns"] == 1
        s, ev = land_on(s, 1, 20, dice=(1, 2))  # 自由公园: nothing
        assert [e["seat"] for e in ev if e["type"] == "turn_skipped"] == [0]
        assert s["turn"] == 1 and s["pending"]["kind"] == "roll"
        s, ev = land_on(s, 1, 20, dice=(1, 2))
        assert s["turn"] == 0 and not any(e["type"] == "turn_skipped" for e in ev)
        # first pass after 停留地 pays nothing, the next one pays
        s, ev = land_on(s, 0, 1, dice=(1, 2))
        assert _laps(ev) == [0] and s["seats"][0]["cash"] == 4500 - 0
        s["owners"][1] = 0
        s, ev = land_on(s, 0, 20, dice=(1, 2))
        s, ev = land_on(s, 0, 0, dice=(3, 4))
        assert _laps(ev) == [500]

    def test_jail_square_visit(self):
        s = game(2)
        s, ev = land_on(s, 0, 10, dice=(3, 4))
        assert s["seats"][0]["skip_turns"] == 0 and not s["seats"][0]["no_lap_pay"]
        assert money(ev) == []


# -- passive mortgage ---------------------------------------------------------------------------
class TestPassiveMortgage:
    @pytest.mark.parametrize("row_level", [(r, lv) for r in STREETS for lv in (0, 3, 5)], ids=_ids)
    def test_sale_value(self, row_level):
        row, level = row_level
        q = idx(row[0])
        s = game(2)
        s["seats"][0]["cash"] = 100
        s["owners"][q] = 0
        s["levels"][q] = level
        s["owners"][39 - 1] = 1  # 海滨 owned by seat 1, bare rent 150
        if q == 38:
            s["owners"][38] = 0
            s["owners"][37] = 1  # 停车场 rent 105
        target = 38 if q != 38 else 37
        s, ev = land_on(s, 0, target, dice=(1, 2))
        debt = E.view(s, 0)["debts"]
        value = row[6] + level * row[5] // 2
        assert debt[0]["assets"] == [{"square": q, "name": data.SQUARES[q]["name"], "mortgage": row[6],
                                      "level": level, "sale_value": value}]
        s2, ev = E.apply(s, 0, {"type": "sell", "squares": [q]})
        rent_ = 150 if target == 38 else 105
        assert money(ev) == [("bank", 0, value), (0, 1, rent_)]
        assert s2["seats"][0]["cash"] == 100 + value - rent_
        assert s2["owners"][q] is None and s2["levels"][q] == 0

    def test_railway_and_utility_sale_values(self):
        s = game(2)
        s["seats"][0]["cash"] = 0
        s["owners"][5] = 0
        s["owners"][28] = 0
        s["owners"][38] = 1
        s, _ = land_on(s, 0, 38, dice=(1, 2))
        assets = {a["square"]: a["sale_value"] for a in E.view(s, 0)["debts"][0]["assets"]}
        assert assets == {5: 200, 28: 225}

    def test_automatic_sale_order_lowest_mortgage_then_board_order(self):
        s = game(2)
        s["seats"][0]["cash"] = 0
        # 海滨 600, 新干线 200, 地铁 200, 电灯公司 225, 阿童木 90 (lvl 4 -> sells for 390), 雷欧 90
        for q in (38, 5, 35, 28, 1, 3):
            s["owners"][q] = 0
        s["levels"][1] = 4
        s["owners"][24] = 1
        s["levels"][24] = 2  # rent 900
        s, _ = land_on(s, 0, 24, dice=(1, 2))
        # order by mortgage value (not sale value): 1 (90, sells 390), 3 (90), 5 (200),
        # 35 (200), 28 (225), 38 (600); cash 390, 480, 680, 880, 1105 >= 900
        assert E.view(s, 0)["debts"][0]["auto_sale"] == [1, 3, 5, 28, 35]
        s, ev = E.apply(s, 0, {"type": "timeout"})
        assert [e["square"] for e in ev if e["type"] == "sell"] == [1, 3, 5, 28, 35]
        assert s["seats"][0]["cash"] == 1105 - 900 and s["owners"][38] == 0

    def test_automatic_sale_stops_when_covered(self):
        s = game(2)
        s["seats"][0]["cash"] = 100
        for q in (38, 5, 35):
            s["owners"][q] = 0
        s["owners"][24] = 1
        s["levels"][24] = 1  # 300
        s, _ = land_on(s, 0, 24, dice=(1, 2))
        before = E.copy_state(s)
        s, ev = E.apply(s, 0, {"type": "timeout"})
        assert [e["square"] for e in ev if e["type"] == "sell"] == [5]
        assert s["owners"][35] == 0 and s["owners"][38] == 0 and s["seats"][0]["cash"] == 0
        balanced(before, s)

    def test_no_debt_prompt_when_cash_covers_exactly(self):
        s = game(2)
        s["seats"][0]["cash"] = 300
        s["owners"][5] = 0
        s["owners"][24] = 1
        s["levels"][24] = 1
        s, ev = land_on(s, 0, 24, dice=(1, 2))
        assert s["debts"] == [] and s["seats"][0]["cash"] == 0


# -- bankruptcy, ranking, the 120-round end ------------------------------------------------------
class TestEnd:
    @pytest.mark.parametrize("cash,bankrupt", [(360, False), (359, True)])
    def test_bankruptcy_only_when_debt_exceeds_cash_plus_sale_values(self, cash, bankrupt):
        t = game(4)
        t["seats"][0]["cash"] = cash
        t["owners"][1] = 0
        t["levels"][1] = 2  # 阿童木, 2 houses: sells for 90 + 2 * 75 = 240
        t["owners"][38] = 3
        t["levels"][38] = 1  # 海滨 with one house: rent 600
        t, ev = land_on(t, 0, 38, dice=(1, 2))
        assert (t["ended"] is not None) == bankrupt
        if bankrupt:
            assert t["ended"]["reason"] == "bankruptcy" and E.outcome(t).places[0] == 4
            assert money(ev, "rent") == [(0, 3, 359 + 240)] and t["owners"][1] is None
        else:
            assert [(d["debtor"], d["amount"]) for d in t["debts"]] == [(0, 600)]

    def test_ranking_total_assets_then_cash_then_seat(self):
        s = game(4)
        # seat 1 collects the rent and wins; seat 2: cash 3480, no land; seat 3: cash 3000 +
        # 雷欧 with 2 houses (180 + 300) = 3480: tie, seat 2 has more cash
        s["seats"][1]["cash"] = 3000
        s["owners"][1] = 1
        s["levels"][1] = 2
        s["seats"][2]["cash"] = 3480
        s["seats"][3]["cash"] = 3000
        s["owners"][3] = 3
        s["levels"][3] = 2
        s["seats"][0]["cash"] = 0
        s["owners"][37] = 1  # 停车场 of seat 1, lvl 5 -> rent 4500, bankrupts seat 0
        s["levels"][37] = 5
        s, ev = land_on(s, 0, 37, dice=(1, 2))
        assert s["ended"]["reason"] == "bankruptcy"
        out = E.outcome(s)
        # seat 1 gets 0 (seat 0 had no cash, no land); seat 1 = 3000 + 480 + 1050 + 3000 = 7530
        assert [x["total_assets"] for x in out.seats] == [0, 3000 + 480 + 1050 + 3000, 3480, 3480]
        assert out.places == [4, 1, 2, 3]  # seat 2 and 3 tie on 3480: seat 2 has more cash
        assert [x["points"] for x in out.seats] == [-10, 20, -4, -6]

    def test_round_limit_end(self):
        s = game(3)
        s["round"] = 120
        s["seats"][1]["cash"] = 4000
        s["seats"][2]["cash"] = 4000
        s["seats"][0]["cash"] = 4000
        to_move(s, 2, 18)
        s, ev = roll(s, 2, 1, 1)  # 20 自由公园
        assert s["ended"] == {"reason": "round_limit", "round": 120}
        out = E.outcome(s)
        assert out.places == [1, 2, 3] and [x["points"] for x in out.seats] == [15, -5, -10]

    def test_round_limit_ties_by_cash_then_seat(self):
        s = game(4)
        s["round"] = 120
        s["seats"][0]["cash"] = 3000
        for q in (1, 5, 12):  # 阿童木 180 + 新干线 400 + 自来水厂 450
            s["owners"][q] = 0
        s["seats"][1]["cash"] = 3850
        s["owners"][3] = 1  # 雷欧 180
        s["seats"][2]["cash"] = 4030
        s["seats"][3]["cash"] = 4030
        to_move(s, 3, 18)
        s, ev = roll(s, 3, 1, 1)  # 自由公园; the round wraps after round 120: the end
        assert s["ended"]["reason"] == "round_limit"
        out = E.outcome(s)
        assert [x["total_assets"] for x in out.seats] == [4030, 4030, 4030, 4030]
        # equal totals: more cash first (2, 3 before 1 before 0), then seat order (2 before 3)
        assert out.places == [4, 3, 1, 2]
        assert [x["points"] for x in out.seats] == [-10, -6, 20, -4]

    def test_round_119_does_not_end(self):
        s = game(3)
        s["round"] = 119
        to_move(s, 2, 18)
        s, ev = roll(s, 2, 1, 1)
        assert s["ended"] is None and s["round"] == 120 and s["turn"] == 0

    def test_rounds_count_from_the_start(self):
        s = game(2)
        for _ in range(2 * 120):
            seat = s["turn"]
            to_move(s, seat, 18)
            s, _ = roll(s, seat, 1, 1)
        assert s["ended"] == {"reason": "round_limit", "round": 120}


# -- resign / escape ------------------------------------------------------------------------------
class TestLeaving:
    def test_resign_coin_room_split(self):
        s = game(4, room="coin", deposits=[1, 2, 0, 0])
        s["seats"][0]["cash"] = 1001
        s["owners"][1] = 0
        before = E.copy_state(s)
        s, ev = E.apply(s, 0, {"type": "resign"})
        # keeps 500; 501 split among 3 others + system: 125 each, system 125 + 1
        assert s["seats"][0]["cash"] == 500
        assert [p["cash"] for p in s["seats"][1:]] == [4625, 4625, 4625]
        assert s["owners"][1] is None
        assert s["bank"]["received"] - before["bank"]["received"] == 126
        balanced(before, s)
        s, ev = E.apply(s, 1, {"type": "resign"})
        s, ev = E.apply(s, 2, {"type": "resign"})
        out = E.outcome(s)
        assert out.seats[0]["points"] == -10 and out.seats[0]["coins_returned"] == 500 + 500
        assert out.seats[0]["coins_net"] == 1000 - 5000

    def test_escape_coin_room_split_and_points(self):
        s = game(3, room="coin", deposits=[0, 0, 0])
        s["seats"][0]["cash"] = 1001
        before = E.copy_state(s)
        for _ in range(3):
            s, ev = E.apply(s, 0, {"type": "timeout"})
            if s["seats"][0]["status"] != "playing":
                break
            to_move(s, 0)
        assert s["seats"][0]["status"] == "escaped"
        assert s["seats"][0]["cash"] == 0
        # half (500) split among 2 others (250 each), the rest (501) to the system
        assert [p["cash"] for p in s["seats"][1:]] == [4750, 4750]
        assert s["bank"]["received"] - before["bank"]["received"] == 501
        balanced(before, s)
        s, ev = E.apply(s, 1, {"type": "resign"})
        out = E.outcome(s)
        assert out.seats[0]["points"] == -10 * 3
        assert out.seats[0]["coins_returned"] == 0 and out.seats[0]["coins_net"] == -4500

    def test_two_player_escape_coin_room_wallets(self):
        s = game(2, room="coin", deposits=[3, 1])
        s, ev = land_on(s, 1, 0, dice=(3, 4))  # seat 1 draws 500 from its deposit
        for _ in range(3):
            to_move(s, 0)
            s, ev = E.apply(s, 0, {"type": "timeout"})
        assert s["ended"]["reason"] == "last_player"
        out = E.outcome(s)
        # seat 0: cash 4500 lost: 2250 to seat 1, 2250 to the system; deposit 1500 back
        assert [x["cash"] for x in out.seats] == [0, 4500 + 500 + 2250]
        assert [x["coins_held"] for x in out.seats] == [6000, 5000]
        assert [x["coins_returned"] for x in out.seats] == [1500, 7250]
        assert out.seats[0]["house_change"] == 11000 - 8750
        assert [x["points"] for x in out.seats] == [-20, 10] and out.places == [2, 1]


# -- 2. the decks ---------------------------------------------------------------------------------
class TestDecks:
    def test_sixteen_each_as_data(self):
        assert len(CHANCE_CARDS) == 16 and len(CHEST_CARDS) == 16
        json.dumps(DECKS)  # plain data

    def test_shuffled_per_game(self):
        orders = {tuple(game(2, seed=k)["decks"]["chance"]) for k in range(20)}
        assert len(orders) > 15
        for k in range(5):
            d = game(2, seed=k)["decks"]
            assert sorted(d["chance"]) == sorted(c["id"] for c in CHANCE_CARDS)
            assert sorted(d["chest"]) == sorted(c["id"] for c in CHEST_CARDS)

    @staticmethod
    def draw(card_id, square, seat_cash=4500, setup=None):
        s = game(3)
        deck = "chance" if card_id.startswith("chance") else "chest"
        order = s["decks"][deck]
        order.remove(card_id)
        order.insert(0, card_id)
        s["seats"][0]["cash"] = seat_cash
        if setup:
            setup(s)
        before = E.copy_state(s)
        s, ev = land_on(s, 0, square, dice=(1, 1))  # from 2 squares before: never past 银行
        assert [e["id"] for e in ev if e["type"] == "card"][0] == card_id
        assert s["decks"][deck][-1] == card_id
        balanced(before, s)
        return s, ev

    @pytest.mark.parametrize("square", [7, 22, 36])
    def test_chance_moves(self, square):
        passes = square == 36
        lap = [500]
        s, ev = self.draw("chance-01", square)
        assert s["seats"][0]["position"] == 0 and _laps(ev) == lap
        s, ev = self.draw("chance-02", square)
        assert s["seats"][0]["position"] == 24 and _laps(ev) == (lap if square == 36 else [])
        assert s["pending"]["kind"] == "buy"
        s, ev = self.draw("chance-03", square)
        assert s["seats"][0]["position"] == 11 and _laps(ev) == (lap if square != 7 else [])
        s, ev = self.draw("chance-04", square)
        assert s["seats"][0]["position"] == {7: 12, 22: 28, 36: 12}[square]
        assert _laps(ev) == (lap if passes else [])
        for cid in ("chance-05", "chance-06"):
            s, ev = self.draw(cid, square)
            assert s["seats"][0]["position"] == {7: 15, 22: 25, 36: 5}[square]
        s, ev = self.draw("chance-13", square)
        assert s["seats"][0]["position"] == 5 and _laps(ev) == lap
        s, ev = self.draw("chance-14", square)
        assert s["seats"][0]["position"] == 38 and _laps(ev) == []
        s, ev = self.draw("chance-10", square)
        assert s["seats"][0]["position"] == 10 and s["seats"][0]["skip_turns"] == 1
        assert s["seats"][0]["no_lap_pay"] and _laps(ev) == []

    def test_nearest_utility_charges_normal_rent(self):
        def setup(s):
            s["owners"][12] = 1
            s["owners"][28] = 1
        s = game(3)
        order = s["decks"]["chance"]
        order.remove("chance-04")
        order.insert(0, "chance-04")
        setup(s)
        s, ev = land_on(s, 0, 7, dice=(1, 2), extra=(2, 3))
        assert money(ev) == [(0, 1, 50)]

    def test_back_three(self):
        s, ev = self.draw("chance-09", 7, seat_cash=1000)
        assert s["seats"][0]["position"] == 4 and money(ev) == [(0, "bank", 100)]
        s, ev = self.draw("chance-09", 22, setup=lambda s: s.__setitem__("owners", [None] * 19 + [1] + [None] * 20))
        assert s["seats"][0]["position"] == 19 and money(ev) == [(0, 1, 48)]

    @pytest.mark.parametrize("card_id,delta", [
        ("chance-07", 150), ("chance-08", 300), ("chance-12", -45), ("chance-16", 450),
        ("chest-02", 600), ("chest-03", -150), ("chest-04", 150), ("chest-07", 300),
        ("chest-08", 60), ("chest-10", 300), ("chest-11", -300), ("chest-12", -450),
        ("chest-13", 75), ("chest-15", 30), ("chest-16", 300),
    ])
    def test_cash_cards(self, card_id, delta):
        square = 7 if card_id.startswith("chance") else 2
        s, ev = self.draw(card_id, square)
        assert s["seats"][0]["cash"] == 4500 + delta
        assert money(ev) == [("bank", 0, delta) if delta > 0 else (0, "bank", -delta)]

    def test_chest_advance_and_jail(self):
        s, ev = self.draw("chest-01", 17)
        assert s["seats"][0]["position"] == 0 and _laps(ev) == [500]
        s, ev = self.draw("chest-05", 33)
        assert s["seats"][0]["position"] == 10 and s["seats"][0]["skip_turns"] == 1

    def test_each_player_cards(self):
        s, ev = self.draw("chest-06", 2)
        assert [p["cash"] for p in s["seats"]] == [4800, 4350, 4350]
        s, ev = self.draw("chest-09", 2)
        assert [p["cash"] for p in s["seats"]] == [4560, 4470, 4470]
        s, ev = self.draw("chance-15", 7)
        assert [p["cash"] for p in s["seats"]] == [4200, 4650, 4650]

    def test_repairs(self):
        def setup(s):
            for q, lv in ((1, 2), (3, 5), (11, 4), (5, 0)):
                s["owners"][q] = 0
                s["levels"][q] = lv
        s, ev = self.draw("chance-11", 7, setup=setup)
        assert money(ev) == [(0, "bank", 6 * 75 + 300)]
        s, ev = self.draw("chest-14", 2, setup=setup)
        assert money(ev) == [(0, "bank", 6 * 120 + 345)]


# -- 3. malformed actions ----------------------------------------------------------------------
BAD_ACTIONS = [
    None, 1, "roll", [], ["roll"], {}, {"type": None}, {"type": 1}, {"type": ["roll"]},
    {"type": "ROLL"}, {"type": "fly"}, {"type": "roll", "x": 1}, {"type": "buy"}, {"type": "build"},
    {"type": "decline"}, {"type": "sell"}, {"type": "sell", "squares": [1]},
    {"type": "resign", "now": True}, {"type": "timeout", "x": 0},
]
BAD_SELLS = [None, 1, "1", [None], ["1"], [True], [1.0], [-1], [40], [10**30], [1, 1], [[1]],
             [{"a": 1}], [0], [2], [5, 5], {"1": 1}]


class TestMalformed:
    @staticmethod
    def check(state, seat, action):
        before = json.dumps(state, sort_keys=True)
        with pytest.raises(RulesError) as err:
            E.apply(state, seat, action)
        assert json.dumps(state, sort_keys=True) == before
        msg = str(err.value)
        assert msg and len(msg) > 10 and "Traceback" not in msg

    @pytest.mark.parametrize("action", BAD_ACTIONS, ids=repr)
    def test_bad_actions(self, action):
        self.check(game(2), 0, action)

    @pytest.mark.parametrize("seat", [-1, 2, 5, True, None, "0", 0.0, [0]], ids=repr)
    def test_bad_seats(self, seat):
        self.check(game(2), seat, {"type": "roll"})

    def test_other_seat_cannot_act(self):
        s = game(2)
        for a in ({"type": "roll"}, {"type": "timeout"}, {"type": "decline"}):
            self.check(s, 1, a)

    @pytest.mark.parametrize("squares", BAD_SELLS, ids=repr)
    def test_bad_sells(self, squares):
        s = game(2)
        s["seats"][0]["cash"] = 0
        s["owners"][1] = 0
        s["owners"][3] = 0
        s["owners"][38] = 1
        s, _ = land_on(s, 0, 38, dice=(1, 2))
        assert s["debts"]
        self.check(s, 0, {"type": "sell", "squares": squares})
        self.check(s, 0, {"type": "roll"})
        self.check(s, 1, {"type": "sell", "squares": [1]})

    def test_after_the_end(self):
        s = game(2)
        s, _ = E.apply(s, 0, {"type": "resign"})
        assert s["ended"] is not None
        with pytest.raises(GameOver):
            E.apply(s, 1, {"type": "roll"})
        self.check(s, 0, {"type": "resign"})

    def test_success_does_not_mutate_input(self):
        s = game(2)
        before = json.dumps(s, sort_keys=True)
        E.apply(s, 0, {"type": "roll"})
        assert json.dumps(s, sort_keys=True) == before


# -- discrepancies with RULINGS (these assert the RULINGS behaviour) ---------------------------------
class TestRulingsDiscrepancies:
    def test_an_expired_sell_window_is_a_timeout_toward_the_three(self):
        """RULINGS platform-wide: 'an expired prompt gets the engine's timeout action (skip,
        pass, the automatic sale). Three consecutive timeouts by one seat mean that seat has
        left the game'. Two roll timeouts then an expired sell window = three in a row."""
        s = game(3)
        s, _ = E.apply(s, 0, {"type": "timeout"})
        s, _ = land_on(s, 1, 20, dice=(1, 2))
        s, _ = land_on(s, 2, 20, dice=(1, 2))
        s, _ = E.apply(s, 0, {"type": "timeout"})
        assert s["seats"][0]["timeouts"] == 2
        s["seats"][0]["cash"] = 100
        s["owners"][5] = 0
        order = s["decks"]["chest"]
        order.remove("chest-06")
        order.insert(0, "chest-06")  # 歌剧之夜: collect 150 from every player
        s, _ = land_on(s, 1, 17, dice=(1, 1))
        assert [(d["debtor"], d["amount"]) for d in s["debts"]] == [(0, 150)]
        s, ev = E.apply(s, 0, {"type": "timeout"})  # the automatic sale: third timeout in a row
        assert s["seats"][0]["status"] == "escaped"

    @pytest.mark.parametrize("key", [1, None, ("a",)], ids=repr)
    def test_non_string_action_keys_raise_a_rules_error(self, key):
        """apply() must raise only RulesError subclasses; a dict with a non-string key
        (possible from Python callers, not from JSON) raises TypeError."""
        TestMalformed.check(game(2), 0, {"type": "roll", key: 2})
