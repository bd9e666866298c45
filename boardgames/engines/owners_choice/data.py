"""Every number of 拥有者的决断 (Owner's Choice, the forum post's variant rules) in one place:
the share-price ladder, dividends, the six dice, the eight L-tile faces, cash and shares.

Sources, cited beside each value:

- "seed" = /work/shared/seeds/002_749179dd78bd8803.txt (the 楷体 variant parts are the
  rules); sections by their numbers (一 setup, 二 market, 三 turn, 四 squares, 五 end, 六 dice).
- "RULINGS" = /work/shared/RULINGS.md, section 拥有者的决断 (and "Platform-wide").
- "ours" = decided for this server where both are silent (docs/rules/owners-choice.md).

Ladder cells are indexed 0..23: cell 0 is suspended (停盘, the seed's Bankrupt cell), cells
1..22 are the prices 40..300, cell 23 is limit-up (涨停). A step of Price+1 moves one cell.
"""

from __future__ import annotations

GAME_NAME_ZH = "拥有者的决断"
PLAYER_COUNTS = (2, 3, 4, 5)  # issue 11 / RULINGS: 2-5 players

# -- companies (seed 二 "红黄蓝绿4个公司") --------------------------------------------
# The order is the RULINGS timeout order for a target choice: "red, yellow, green, blue".
COMPANIES = ("red", "yellow", "green", "blue")
COMPANY_NAMES_ZH = {"red": "红", "yellow": "黄", "green": "绿", "blue": "蓝"}

# -- the price ladder (RULINGS: "suspended, then 40, 50, ..., 300, then limit-up") ------
SUSPENDED = 0  # seed 变体 股票停盘 "将原来的退市格（Bankrupt）视为股票停盘格"
CELL_PRICES = (
    0,  # suspended: unsellable, pays nothing, worth nothing at the end (seed 变体; RULINGS End)
    40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160, 170, 180, 190,  # RULINGS ladder
    200, 220, 240, 260, 280, 300,  # RULINGS ladder
    300,  # limit-up: "sells at 300" (seed 二.2 "卖出价与下一格的300元相同"; RULINGS)
)
LIMIT_UP = len(CELL_PRICES) - 1  # cell 23; seed 二.2 "涨停时不能买进但可以卖出"
START_CELL = CELL_PRICES.index(100)  # cell 7; seed 一.4 "4家公司股票起始价都是100元"
HIGH_ZONE_CELL = CELL_PRICES.index(200)  # cell 17; RULINGS "200 and above are the high-price zone"
SUSPENDED_BUY_PRICE = 40  # seed 变体 股票停盘 "仍然可以按40元的价位买入"
DIVIDEND_DIVISOR = 10  # RULINGS "The dividend per share is a tenth of the price"
DELIST_AT = 3  # seed 变体 股票退市 "一旦累积到Price-3，则将该股票进行退市处理"
NON_WHITE_DEBT_CAP = 2  # seed 变体 "Blue...不可造成...退市，最多可达到Price-2"; only the white die delists

# Relisting (seed 变体 股票复盘): index = how many of the OTHER three company dice rolled
# a Price+X face, given the suspended company's own die did.
RELIST_PRICES = (40, 60, 120, 190)  # seed "40 / 60 / 120 / 190"; the reward equals the price
RELIST_CELLS = tuple(CELL_PRICES.index(p) for p in RELIST_PRICES)
RELIST_FAIL_RETURN = 1  # seed "每一次失败的复盘尝试...无偿退还给银行1张停盘公司的股票"

# -- money and shares --------------------------------------------------------------
START_CASH = 690  # seed 一.4 "每个玩家开局有690元的资金"
START_SHARE_PRICE = 100  # seed 一.5 "每名玩家需要按100元/股的价格为起始持股向银行付费"
SHARES_PER_COMPANY = 15  # RULINGS "15 shares of each company in the bank"
MAX_SHARES = 12  # seed 三.4 "股票每个人每种拥有上限为12张"
LEAVE_ONE = 1  # seed 三.4 "你不能全买，必须留剩1张"; RULINGS: counts other players only
MOVE_COST = 20  # seed 三.1 "每回合每个玩家可以付20元"
FUND_ROLL_COST = 30  # seed 四 公司格 "支付融资资金30元（原规则是50元...）"
CHAIRMAN_BONUS = 100  # seed 四 ×100 "每控股一家公司...从银行获得100元奖励"
GOAL_BONUS = 100  # seed 四 Goal100 "从公共基金区获得100元奖励（...不足100元，则有多少拿多少）"
WHITE_FUND_TAKE = 30  # seed 六 white "从公共基金区拿取30元" (short fund: what there is, ours)
WHITE_BANK_TAKE = 100  # seed 六 white "从银行拿100元"

# Starting deal (seed 一.5; RULINGS for 2 players): shares mixed and dealt face down.
DEAL_POOL = {
    2: {"red": 3, "yellow": 3, "green": 3, "blue": 3},  # RULINGS "2 players: 3 of each, 6 each"
    3: {"red": 3, "yellow": 3, "green": 3, "blue": 3},  # seed "3-4人...每种股票各拿出3股"
    4: {"red": 3, "yellow": 3, "green": 3, "blue": 3},  # seed, 3 each
    5: {"red": 3, "yellow": 3, "green": 3, "blue": 6},  # seed "Blue公司股票6股及其他每种股票各3股"
}
DEAL_PER_SEAT = {2: 6, 3: 4, 4: 3, 5: 3}  # seed "每人获得4或3股" / "每人获得3股"; RULINGS 2p: 6

# -- moving (seed 三.1; RULINGS Moving) --------------------------------------------
MAX_STEPS = {2: 4, 3: 4, 4: 3, 5: 3}  # seed "2-3人...1-4格，4-5人游戏则走1-3格"
FREE_DIE_SIDES = 4  # seed "掷1个四面骰子"
EVENT_ON_FOUR_FROM = 4  # seed "4-5人游戏时，当掷骰结果为4时，执行事件格效果"
PAWNS = 2  # seed 一.1 "2个公共棋子"

# -- dice (seed 六), six faces each, as (effect, steps) ----------------------------
# Effects: "up"/"down" move the die's own company; "other_up"/"other_down" move another
# company the chairman picks; "dividend" pays the die's company's dividend; "nothing";
# black "down_take": the square's company moves down and its chairman takes the whole fund.
COMPANY_DICE = {
    "red": (("up", 2), ("up", 2), ("dividend", 0), ("dividend", 0),
            ("other_up", 1), ("other_up", 1)),  # seed 六 红: +2 两面, 分红 两面, 其他一支+1 两面
    "blue": (("up", 1), ("up", 1), ("up", 2), ("dividend", 0),
             ("other_down", 1), ("other_down", 2)),  # seed 六 蓝: +1 两面, +2, 分红, 他-1, 他-2
    "green": (("up", 1), ("up", 2), ("dividend", 0), ("dividend", 0), ("dividend", 0),
              ("nothing", 0)),  # seed 六 绿: +1, +2, 分红 三面, 什么都不做
    "yellow": (("up", 1), ("up", 2), ("up", 3), ("dividend", 0), ("dividend", 0),
               ("down", 1)),  # seed 六 黄: +1, +2, +3, 分红 两面, -1
}
BLACK_DIE = (("down_take", 1), ("down_take", 1), ("down_take", 1), ("down_take", 2),
             ("down_take", 2), ("nothing", 0))  # seed 六 黑: -1&拿光基金 三面, -2&拿光 两面, 无
# White (event) die effects: "fund_reroll" take 30 from the fund then roll again, "bank"
# take 100 from the bank, "swap" may swap one share with a player, "all_down" every
# company -1, "pick_down" a company of the mover's choice -2.
WHITE_DIE = (("fund_reroll", WHITE_FUND_TAKE), ("fund_reroll", WHITE_FUND_TAKE), ("bank", WHITE_BANK_TAKE),
             ("swap", 0), ("all_down", 1), ("pick_down", 2))  # seed 六 白 (the 30 is the seed's 50 -> 30)

# -- the track (RULINGS Track: four double-sided L tiles of 9 squares, ours to design) --
# Square kinds: a company ("red"...), "any" (四公司格), "event", "x100" (董事长福利格),
# "dividend" ($ 高价股分红格). Each face: the four companies, one any, two events, one
# x100, one $. Tile t has faces 2t and 2t+1.
TILE_FACES = (
    ("red", "event", "yellow", "x100", "green", "any", "blue", "dividend", "event"),
    ("yellow", "blue", "event", "red", "dividend", "green", "event", "any", "x100"),
    ("green", "x100", "red", "event", "blue", "yellow", "any", "event", "dividend"),
    ("blue", "any", "green", "dividend", "event", "red", "x100", "yellow", "event"),
    ("event", "red", "any", "green", "yellow", "x100", "event", "blue", "dividend"),
    ("dividend", "yellow", "event", "blue", "any", "red", "green", "event", "x100"),
    ("blue", "event", "x100", "yellow", "red", "event", "dividend", "green", "any"),
    ("any", "green", "dividend", "event", "blue", "x100", "yellow", "event", "red"),
)
TILES = 4  # seed 一.2 "4块L图正反各不同"
SQUARES_PER_TILE = 9  # RULINGS "four double-sided L tiles of 9 squares"
START_SQUARE = 0  # seed 一.1 "把2个公共棋子放到L版的起点"
GOAL_SQUARE = 1 + TILES * SQUARES_PER_TILE  # 37; RULINGS "then the Goal100 square"

# -- clocks and points ---------------------------------------------------------------
LIVE_MOVE_SECONDS = 30  # seed silent; ours (as 强手棋)
TIMEOUTS_TO_LEAVE = 3  # RULINGS platform-wide: three consecutive timeouts = left
# Rank points: ratings/scoring/rank_points.py (RULINGS platform-wide table).
