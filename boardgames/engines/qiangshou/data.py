"""Every number of 强手棋 in one place: the 40-square board, the price table, money rules,
limits and the scoring tables.

Sources, cited beside each value:

- "seed" = /work/shared/seeds/000_65dfeed9db5cb2d8.txt; "appendix row N" is row N of its
  附录：地价表 (row N is board square number N, 1-based).
- "RULINGS" = /work/shared/RULINGS.md, section 强手棋.

Board squares are indexed 0..39 in the engine (``index``); ``number`` is the seed's 1-based
square number (index + 1). Square 0 (银行) is the start.

A street's ``rents`` is the rent by building level: ``rents[0]`` bare land, ``rents[1..4]``
with one to four houses, ``rents[5]`` with the hotel (旅馆).
"""

from __future__ import annotations

from typing import Any

# -- money and limits ---------------------------------------------------------------

START_CASH = 4500  # RULINGS: "Start cash 4500 (the seed is silent; prices are classic x3)"
LAP_PAYMENT = 500  # seed 二.4 "完成一圈回到起点时，由银行发放保证金500元"; RULINGS 银行 bullet
DEPOSIT_UNIT = 500  # seed 二.4 "保证金...数量设置为：0-30次" (one lap payment per unit)
DEPOSIT_MAX_UNITS = 30  # seed 二.4 "0-30次（整数输入）"
ROUND_LIMIT = 120  # seed 四.2 "每局回合上限为120回合"
DICE = (2, 6)  # RULINGS: "Two six-sided dice, no extra turn on doubles"
MAX_LEVEL = 5  # seed 二.1: four houses, then the hotel on the fifth build
HOTEL_LEVEL = 5  # seed 二.1 "旅馆为当前地皮最高级建筑"
INCOME_TAX_PERCENT = 10  # seed 三 [所得税] "当前所拥有资金(现金)的10%"; appendix row 5 契税
INCOME_TAX_CAP = 200  # seed 三 [所得税] "如果收取金额大于200元，则只收取200元"
LUXURY_TAX = 225  # seed 三 [奢侈税] "固定征收玩家225元"; appendix row 40 "扣除225"
RAILWAY_RENTS = (0, 50, 100, 200, 400)  # seed 铁路价格表: owner has 1/2/3/4 -> 50/100/200/400
UTILITY_MULTIPLIERS = (0, 4, 10)  # seed 公用事业价格表: one owned x4, both x10 (server roll)
MORTGAGE_WINDOW_SECONDS = 30  # seed 二.3 "如未在规定时间内（30秒）完成抵押动作"
LIVE_MOVE_SECONDS = 30  # seed silent on the move clock; our choice (docs/rules/qiangshou.md)
JAIL_SKIPPED_TURNS = 1  # seed 三 [停留地] "去停留地...停走一轮"
START_SQUARE = 0  # RULINGS: "square 1 (银行) is the start"
JAIL_SQUARE = 10  # RULINGS: 拘留地/停留地 is square 11 (index 10)
GO_TO_JAIL_SQUARE = 30  # RULINGS: 进"停留地" is square 31 (index 30)

# -- scoring (seed 五 积分表) ---------------------------------------------------------
# Place points by number of players: index 0 = 1st place.
PLACE_POINTS: dict[int, tuple[int, ...]] = {
    4: (20, -4, -6, -10),  # seed 积分表 四人赛
    3: (15, -5, -10),  # seed 积分表 三人赛
    2: (10, -10),  # seed 积分表 1V1赛
}
# Resign (自杀): last place's points; escape (逃跑): last place's points times players
# (seed 二.4 自杀及逃跑相关; RULINGS "Points").

# Titles by total points (seed 五 等级表): (minimum points, title); "<0" is below 0.
TITLES: tuple[tuple[int | None, str], ...] = (
    (None, "欠债一身"),  # seed 等级表: <0
    (0, "一无所有"),
    (50, "失业人口"),
    (130, "打工仔"),
    (320, "温饱户"),
    (450, "小白领"),
    (600, "小康家庭"),
    (880, "金领"),
    (2000, "暴发户"),
    (3400, "百万富翁"),
    (4700, "千万富翁"),
    (5800, "亿万富翁"),
    (9000, "中国首富"),
    (27000, "世界百强"),
    (54200, "世界首富"),
)


# -- the board (seed 附录：地价表, rows 1-40) ------------------------------------------

def _special(number: int, name: str, kind: str, section: str | None = None) -> dict[str, Any]:
    return {"index": number - 1, "number": number, "name": name, "kind": kind,
            "group": None, "section": section}


def _street(number: int, section: str, name: str, price: int, rents: tuple[int, ...],
            build: int, mortgage: int, printed: dict[str, Any] | None = None) -> dict[str, Any]:
    assert len(rents) == 6
    return {"index": number - 1, "number": number, "name": name, "kind": "street",
            "group": section, "section": section, "price": price, "rents": list(rents),
            "build": build, "mortgage": mortgage, "printed": printed or {}}


def _railway(number: int, name: str, price: int, mortgage: int,
             printed: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"index": number - 1, "number": number, "name": name, "kind": "railway",
            "group": None, "section": None, "price": price, "mortgage": mortgage,
            "printed": printed or {}}


def _utility(number: int, section: str, name: str, price: int, mortgage: int,
             printed: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"index": number - 1, "number": number, "name": name, "kind": "utility",
            "group": None, "section": section, "price": price, "mortgage": mortgage,
            "printed": printed or {}}


# Each row: appendix row number, section (路段), name, price (购地价), rents (租金, 1所房..4所房,
# 旅馆), build price (建造价), mortgage value (抵押价), as printed unless a RULINGS
# correction says otherwise (the printed value is kept in ``printed``).
SQUARES: tuple[dict[str, Any], ...] = (
    _special(1, "银行", "start"),  # appendix row 1; RULINGS: the start
    _street(2, "A", "阿童木大街", 180, (6, 30, 90, 270, 480, 750), 150, 90),  # appendix row 2
    _special(3, "公共基金", "chest", "A"),  # appendix row 3
    _street(4, "A", "雷欧大街", 180, (12, 60, 180, 540, 640, 1350), 150, 90),  # appendix row 4
    _special(5, "契税", "income_tax", "A"),  # appendix row 5 "扣除10%现金或200元"
    _railway(6, "新干线", 400, 200),  # appendix row 6 (400, 50); mortgage 200 from 铁路价格表 "每条200"
    _street(7, "B", "唐老鸦大街", 300, (18, 180, 270, 810, 1200, 1650), 150, 150),  # appendix row 7
    _special(8, "机会", "chance", "B"),  # appendix row 8
    _street(9, "B", "匹诺曹大街", 300, (18, 180, 270, 810, 1200, 1650), 150, 150),  # appendix row 9
    _street(10, "B", "小木克大街", 360, (24, 120, 300, 900, 1350, 1800), 150, 180),  # appendix row 10
    _special(11, "拘留地", "jail"),  # appendix row 11 (the text's 停留地); RULINGS: a visit
    _street(12, "C", "查尔斯大街", 420, (30, 150, 450, 1350, 1875, 2250), 300, 210),  # appendix row 12
    _utility(13, "C", "自来水厂", 450, 225),  # appendix row 13; 公用事业价格表 "每个225"
    # appendix row 14: build price printed 301; RULINGS correction: 300 like its group
    _street(14, "C", "鲁宾逊大街", 420, (30, 150, 450, 1350, 1875, 2250), 300, 210,
            printed={"build": 301}),
    _street(15, "C", "伊丽莎白大街", 480, (36, 180, 540, 1500, 2100, 2700), 300, 240),  # appendix row 15
    _railway(16, "长途铁路线", 400, 200),  # appendix row 16 (400, 50, mortgage 200)
    _street(17, "D", "詹姆斯广场", 540, (42, 210, 600, 1650, 2250, 2850), 300, 270),  # appendix row 17
    _special(18, "公共基金", "chest", "D"),  # appendix row 18
    _street(19, "D", "阿里巴巴大街", 540, (42, 210, 600, 1650, 2250, 2850), 300, 270),  # appendix row 19
    _street(20, "D", "辛伯达大街", 600, (48, 240, 660, 1800, 2400, 3000), 300, 300),  # appendix row 20
    _special(21, "自由公园", "parking"),  # appendix row 21
    _street(22, "E", "印度洋大街", 660, (54, 270, 750, 2100, 2625, 3150), 450, 330),  # appendix row 22
    _special(23, "机会", "chance", "E"),  # appendix row 23
    _street(24, "E", "丘比特大街", 660, (54, 270, 750, 2100, 2625, 3150), 450, 330),  # appendix row 24
    _street(25, "E", "维纳斯大街", 720, (60, 300, 900, 2250, 2775, 3300), 450, 360),  # appendix row 25
    _railway(26, "短程铁路线", 400, 200),  # appendix row 26 (400, 50); mortgage 200 from 铁路价格表
    _street(27, "F", "大西洋大街", 780, (66, 330, 990, 2400, 2925, 3450), 450, 390),  # appendix row 27
    _street(28, "F", "格列佛大街", 780, (66, 330, 990, 2400, 2925, 3450), 450, 390),  # appendix row 28
    # appendix row 29: no mortgage value printed; RULINGS correction: 225 like 自来水厂
    _utility(29, "F", "电灯公司", 450, 225, printed={"mortgage": None}),
    _street(30, "F", "马文公园", 840, (72, 360, 1080, 2550, 3075, 3600), 450, 420),  # appendix row 30
    _special(31, "进\u201c停留地\u201d", "go_to_jail"),  # appendix row 31
    _street(32, "G", "太平洋大街", 900, (78, 390, 1170, 2700, 3300, 3825), 600, 450),  # appendix row 32
    _street(33, "G", "汤姆大街", 900, (78, 390, 1170, 2700, 3300, 3825), 600, 450),  # appendix row 33
    _special(34, "公共基金", "chest", "G"),  # appendix row 34
    _street(35, "G", "威尼斯大街", 960, (84, 450, 1350, 3000, 3600, 4200), 600, 480),  # appendix row 35
    _railway(36, "地铁", 400, 200),  # appendix row 36 (400, 50); mortgage 200 from 铁路价格表
    _special(37, "机会", "chance", "H"),  # appendix row 37
    # appendix row 38: rents with 3 and 4 houses printed 5500 and 6500 (above the hotel's
    # 4500); RULINGS correction: 3300 and 3900
    _street(38, "H", "停车场", 1050, (105, 525, 1500, 3300, 3900, 4500), 600, 525,
            printed={"rents": [105, 525, 1500, 5500, 6500, 4500]}),
    _street(39, "H", "海滨", 1200, (150, 600, 1800, 4200, 5100, 6000), 600, 600),  # appendix row 39 (海 滨)
    _special(40, "奢侈税", "luxury_tax", "H"),  # appendix row 40 "扣除225"
)

BOARD_SIZE = len(SQUARES)  # seed 一: "强手棋棋盘共设40个棋格"
OWNABLE_KINDS = ("street", "railway", "utility")  # seed 三: 普通地皮/铁路线/公用事业
STREET_GROUPS = ("A", "B", "C", "D", "E", "F", "G", "H")  # seed 三 [普通地皮] "八个区"
RAILWAY_SQUARES = tuple(s["index"] for s in SQUARES if s["kind"] == "railway")
UTILITY_SQUARES = tuple(s["index"] for s in SQUARES if s["kind"] == "utility")
OWNABLE_SQUARES = tuple(s["index"] for s in SQUARES if s["kind"] in OWNABLE_KINDS)

assert BOARD_SIZE == 40
assert len(RAILWAY_SQUARES) == 4 and len(UTILITY_SQUARES) == 2
assert SQUARES[JAIL_SQUARE]["kind"] == "jail" and SQUARES[GO_TO_JAIL_SQUARE]["kind"] == "go_to_jail"
