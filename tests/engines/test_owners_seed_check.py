"""拥有者的决断 checked line by line against its seed and the rulings.

Seed: /work/shared/seeds/002_749179dd78bd8803.txt (the forum post; its 楷体 variant parts
are the rules), sections 一 setup, 二 market (with the 变体 停盘/退市/复盘 paragraphs),
三 turn, 四 squares, 五 end, 六 dice. Rulings: /work/shared/RULINGS.md, section 拥有者的决断
(it fills in the board the seed lacks) and Platform-wide. Every test quotes the line it
checks and asserts the seed's (or the ruling's) number, written here by hand, not read
from data.py, so a wrong number in the engine fails here.

Points the seed and rulings leave open are not asserted here (docs/rules/owners-choice.md
marks the engine's choices "(ours)").
"""

from __future__ import annotations

import pytest

from boardgames.engines.core import IllegalAction, InvalidAction, NotYourTurn
from boardgames.engines.owners_choice import ENGINE, data

from .owners_choice_support import Dice, cell, check_state, money_total, position

# The squares of owners_choice_support.TEST_TRACK.
RED, YELLOW, GREEN, BLUE, ANY, EVENT, X100, DOLLAR = 1, 2, 3, 4, 5, 6, 7, 8
GOAL = 37


@pytest.fixture
def dice(monkeypatch):
    return Dice(monkeypatch)


def chaired(**kw):
    """Seat 0 holds one of each company, seat 1 chairs them all (3 each), seat 2 none."""
    return position(shares=[{"red": 1, "yellow": 1, "green": 1, "blue": 1},
                            {"red": 3, "yellow": 3, "green": 3, "blue": 3}, {}], **kw)


def land(s, square, seat=0):
    """``seat`` (whose turn it is) pays 20 and moves pawn 0 one step onto ``square``."""
    s["pawns"][0] = square - 1
    s, _ = ENGINE.apply(s, seat, {"type": "move", "pawn": 0, "steps": 1})
    return s


def roll_company_die(s, dice, square, face):
    """Land on a company square and let its chairman (seat 1) pay 30 and roll ``face``."""
    s = land(s, square)
    assert s["pending"]["kind"] == "company" and s["pending"]["seat"] == 1
    dice.queue(face)
    s, _ = ENGINE.apply(s, 1, {"type": "company_die"})
    return s


# == 一、游戏准备 ==========================================================================

def test_1_1_two_public_pawns_on_the_start():
    # 一.1 "先把2个公共棋子放到L版的起点"
    s = ENGINE.new_game(3, {}, 11)
    assert s["pawns"] == [0, 0] and s["track"][0] == "start"


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_1_2_four_double_sided_l_tiles_in_any_order(seed):
    # 一.2 "4块L图正反各不同，按你喜欢或者随机的顺序拼接到股票版图的四周"
    # RULINGS Track: "four double-sided L tiles of 9 squares ... laid in a random order and
    # face per game, then the Goal100 square"
    s = ENGINE.new_game(3, {}, seed)
    assert len(s["tiles"]) == 4 and sorted(f // 2 for f in s["tiles"]) == [0, 1, 2, 3]
    assert len(s["track"]) == 1 + 4 * 9 + 1 and s["track"][37] == "goal"
    for i, face in enumerate(s["tiles"]):
        assert s["track"][1 + 9 * i: 10 + 9 * i] == list(data.TILE_FACES[face])


def test_1_2_the_eight_faces_differ_and_hold_every_square_kind():
    # 一.2 "正反各不同"; RULINGS Track: "each with the company squares of all four colours,
    # one four-company square, events, one ×100 and one $" (9 squares: 2 events)
    assert len(data.TILE_FACES) == 8 and len(set(data.TILE_FACES)) == 8
    for face in data.TILE_FACES:
        assert sorted(face) == ["any", "blue", "dividend", "event", "event", "green", "red", "x100", "yellow"]


def test_1_2_order_and_faces_vary_between_games():
    # 一.2 "随机的顺序": the layout is dealt from the game's RNG
    layouts = {tuple(ENGINE.new_game(3, {}, seed)["tiles"]) for seed in range(20)}
    assert len(layouts) > 5


def test_1_3_and_1_4_four_companies_start_at_100():
    # 一.3 "红黄蓝绿4个棋子 ... 一开始放在START起始点"; 一.4 "4家公司股票起始价都是100元"
    s = ENGINE.new_game(4, {}, 3)
    assert sorted(s["companies"]) == ["blue", "green", "red", "yellow"]
    assert {c: ENGINE.view(s, None)["companies"][c]["price"] for c in s["companies"]} == \
        {"red": 100, "yellow": 100, "green": 100, "blue": 100}


@pytest.mark.parametrize("players,per_seat,pool", [
    (2, 6, {"red": 3, "yellow": 3, "green": 3, "blue": 3}),  # RULINGS "2 players: 3 of each company dealt, 6 each"
    (3, 4, {"red": 3, "yellow": 3, "green": 3, "blue": 3}),  # 一.5 "3-4人 ... 每种股票各拿出3股（共12股）... 每人获得4或3股"
    (4, 3, {"red": 3, "yellow": 3, "green": 3, "blue": 3}),
    (5, 3, {"red": 3, "yellow": 3, "green": 3, "blue": 6}),  # 一.5 "5人游戏时，将Blue公司股票6股及其他每种股票各3股（共15股）"
])
@pytest.mark.parametrize("seed", [0, 7])
def test_1_4_and_1_5_cash_deal_and_payment(players, per_seat, pool, seed):
    # 一.4 "每个玩家开局有690元的资金"; 一.5 "每名玩家需要按100元/股的价格为起始持股向银行付费"
    s = ENGINE.new_game(players, {}, seed)
    assert s["cash"] == [690 - 100 * per_seat] * players
    assert [sum(x.values()) for x in s["shares"]] == [per_seat] * players
    assert {c: sum(x[c] for x in s["shares"]) for c in pool} == pool
    # RULINGS "15 shares of each company in the bank"; the bank keeps the rest
    assert s["bank_shares"] == {c: 15 - pool[c] for c in pool}
    assert s["fund"] == 0  # RULINGS "the fund starts at 0"
    check_state(s)


def test_1_5_the_deal_is_random():
    # 一.5 "混合在一起让所有玩家暗抽"
    deals = {tuple(tuple(sorted(x.items())) for x in ENGINE.new_game(4, {}, seed)["shares"]) for seed in range(10)}
    assert len(deals) > 5


def test_rulings_start_chairman_tie_goes_to_the_earliest_seat():
    # RULINGS Chairman "at the start the tie goes to the earliest seat in turn order"
    for seed in range(10):
        s = ENGINE.new_game(4, {}, seed)
        for c in data.COMPANIES:
            counts = [x[c] for x in s["shares"]]
            best = max(counts)
            assert s["companies"][c]["chairman"] == (counts.index(best) if best else None)


# == 二、中间版块：股价表 ===================================================================

# RULINGS ladder "40, 50, 60, 70, 80, 90, 100 (START), 110, ..., 190, 200, 220, 240, 260,
# 280, 300"; "The dividend per share is a tenth of the price" (二.1 "最右列的数字就是该股票
# 分红时你持有一股所能分得的收益").
LADDER = [(40, 4), (50, 5), (60, 6), (70, 7), (80, 8), (90, 9), (100, 10), (110, 11), (120, 12),
          (130, 13), (140, 14), (150, 15), (160, 16), (170, 17), (180, 18), (190, 19), (200, 20),
          (220, 22), (240, 24), (260, 26), (280, 28), (300, 30)]


def test_2_1_every_row_of_the_price_table():
    view = ENGINE.view(ENGINE.new_game(3, {}, 1), None)
    assert view["rules"]["ladder"] == [0] + [p for p, _ in LADDER] + [300]
    for i, (p, per_share) in enumerate(LADDER, start=1):
        s = position(shares=[{"green": 1}, {"green": 2}, {}], cells={"green": i})
        co = ENGINE.view(s, None)["companies"]["green"]
        assert (co["price"], co["buy_price"], co["dividend"]) == (p, p, per_share), p


@pytest.mark.parametrize("price,per_share", LADDER)
def test_2_1_a_dividend_pays_the_right_column_per_share(dice, price, per_share):
    # 六 绿 "分红（三面）": every holder gets the dividend per share (RULINGS Dividends)
    s = roll_company_die(chaired(cells={"green": cell(price)}), dice, GREEN, ("dividend", 0))
    assert s["cash"] == [690 - 20 + per_share, 690 - 30 + 3 * per_share, 690]


def test_2_1_start_is_100():
    # 二.1 "START是所有股票的起始价位"
    assert data.CELL_PRICES[data.START_CELL] == 100


def test_2_2_limit_up_cannot_be_bought_sells_at_300_pays_like_300(dice):
    # 二.2 "股价表最上面是涨停，涨停时不能买进但可以卖出，卖出价与下一格的300元相同"
    # RULINGS "limit-up pays like 300, sells at 300 and cannot be bought"
    s = chaired(cells={"red": cell(300)})
    s = roll_company_die(s, dice, RED, ("up", 2))
    assert s["companies"]["red"]["cell"] == data.LIMIT_UP == cell(300) + 1  # stops at limit-up
    co = ENGINE.view(s, None)["companies"]["red"]
    assert (co["price"], co["buy_price"], co["dividend"]) == (300, None, 30)
    s["turn"]["traded"] = False
    with pytest.raises(IllegalAction, match="limit-up"):
        ENGINE.apply(s, 0, {"type": "trade", "buy": {"red": 1}})
    cash = s["cash"][0]
    s2, _ = ENGINE.apply(s, 0, {"type": "trade", "sell": {"red": 1}})
    assert s2["cash"][0] == cash + 300


def test_2_2_limit_up_minus_one_is_300():
    # 二.2 "卖出价与下一格的300元相同": the cell under limit-up is 300
    from boardgames.engines.owners_choice.market import move_price
    s = chaired(cells={"red": data.LIMIT_UP})
    move_price(s, "red", -1, "white", [])
    assert data.CELL_PRICES[s["companies"]["red"]["cell"]] == 300


def test_2_3_variant_suspended_cell_below_40():
    # 二.3 "股价表最下面（40格下面，Bankrupt）"; 变体 "将原来的退市格（Bankrupt）视为股票停盘格"
    from boardgames.engines.owners_choice.market import move_price
    s = chaired(cells={"blue": cell(40)})
    move_price(s, "blue", -1, "white", [])
    assert s["companies"]["blue"]["cell"] == data.SUSPENDED and s["companies"]["blue"]["debt"] == 0
    assert [x["blue"] for x in s["shares"]] == [1, 3, 0]  # suspension is not delisting


def test_variant_suspended_cannot_be_sold_pays_nothing_bought_at_40(dice):
    # 变体 股票停盘 "到达这格子的股票将无法卖出与分红，但是仍然可以按40元的价位买入"
    s = chaired(cells={"yellow": data.SUSPENDED})
    with pytest.raises(IllegalAction, match="suspended"):
        ENGINE.apply(s, 0, {"type": "trade", "sell": {"yellow": 1}})
    s2, _ = ENGINE.apply(s, 0, {"type": "trade", "buy": {"yellow": 3}})
    assert s2["cash"][0] == 690 - 3 * 40 and s2["shares"][0]["yellow"] == 4
    from boardgames.engines.owners_choice.market import pay_dividend
    before = list(s["cash"])
    pay_dividend(s, "yellow", [])
    assert s["cash"] == before


def test_variant_delisting_at_price_minus_3_by_the_white_die(dice):
    # 变体 股票退市 "针对该公司的Price-1效果仍然需要进行结算，结算效果进行累计，一旦累积到
    # Price-3，则将该股票进行退市处理 ... 每个玩家必须把遭到退市的股票无偿还给银行，然后将
    # 退市公司的棋子移回START的价位，视为同名新上市的公司"
    s = chaired(cells={"green": data.SUSPENDED}, debts={"green": 1}, fund=0)
    dice.queue(("pick_down", 2))
    s = land(s, EVENT)
    s, _ = ENGINE.apply(s, 0, {"type": "choose_company", "company": "green"})
    assert s["companies"]["green"] == {"cell": cell(100), "debt": 0, "chairman": None}
    assert [x["green"] for x in s["shares"]] == [0, 0, 0] and s["bank_shares"]["green"] == 15
    assert s["cash"] == [670, 690, 690]  # returned free: no money moves
    check_state(s)


def test_variant_all_down_counts_one_step_on_each_suspended_company(dice):
    # 变体 "Price-1效果仍然需要进行结算，结算效果进行累计"; 六 白 "全部股价-1"
    s = chaired(cells={"red": data.SUSPENDED, "blue": data.SUSPENDED}, debts={"red": 2, "blue": 1})
    dice.queue(("all_down", 1))
    s = land(s, EVENT)
    assert s["companies"]["red"]["cell"] == cell(100) and s["shares"][1]["red"] == 0  # 2 + 1 = 3: delisted
    assert (s["companies"]["blue"]["cell"], s["companies"]["blue"]["debt"]) == (data.SUSPENDED, 2)
    assert s["companies"]["yellow"]["cell"] == cell(90) and s["companies"]["green"]["cell"] == cell(90)


def test_variant_price_plus_only_offsets_to_plus_0(dice):
    # 变体 "针对该股票的Price+X效果也进行结算，但结算值最多累积为+0，+0以上忽略不计"
    s = chaired(cells={"yellow": data.SUSPENDED}, debts={"yellow": 2})
    s = roll_company_die(s, dice, RED, ("other_up", 1))
    s, _ = ENGINE.apply(s, 1, {"type": "choose_company", "company": "yellow"})
    assert (s["companies"]["yellow"]["cell"], s["companies"]["yellow"]["debt"]) == (data.SUSPENDED, 1)
    from boardgames.engines.owners_choice.market import move_price
    move_price(s, "yellow", 3, "yellow", [])  # +3 against -1: +0, the rest ignored
    assert (s["companies"]["yellow"]["cell"], s["companies"]["yellow"]["debt"]) == (data.SUSPENDED, 0)
    move_price(s, "yellow", -2, "white", [])
    move_price(s, "yellow", -1, "white", [])  # -3 in all after +0: delisted
    assert s["companies"]["yellow"]["cell"] == cell(100)


@pytest.mark.parametrize("debt,face,after", [(0, ("other_down", 2), 2), (1, ("other_down", 2), 2),
                                             (2, ("other_down", 1), 2), (2, ("other_down", 2), 2)])
def test_variant_blue_die_cannot_delist(dice, debt, face, after):
    # 变体 "Blue公司（蓝色骰子）的掷骰结果，不可造成处于停盘状态的股票退市，最多可达到Price-2"
    s = chaired(cells={"red": data.SUSPENDED}, debts={"red": debt})
    s = roll_company_die(s, dice, BLUE, face)
    s, _ = ENGINE.apply(s, 1, {"type": "choose_company", "company": "red"})
    assert (s["companies"]["red"]["cell"], s["companies"]["red"]["debt"]) == (data.SUSPENDED, after)
    assert s["shares"][1]["red"] == 3


def test_variant_the_event_of_a_free_roll_of_four_may_delist(dice):
    # 变体 "只有在执行“事件格（Event）”效果时，白色骰子掷出的结果才可造成停盘股票退市";
    # 三.1 "4-5人游戏时，当掷骰结果为4时，执行“事件格”效果"
    s = position(players=4, shares=[{"red": 1}, {"red": 2}, {}, {}], cells={"red": data.SUSPENDED},
                 debts={"red": 2})
    dice.queue(("steps", 4), ("all_down", 1))
    s, _ = ENGINE.apply(s, 0, {"type": "roll", "pawn": 0})
    assert s["pawns"] == [0, 0] and s["companies"]["red"]["cell"] == cell(100)
    assert s["bank_shares"]["red"] == 15


def relist_rolls(company, others_up):
    """Four company dice in data.COMPANIES order: ``company`` rolls an "up" face, the
    first ``others_up`` others too, the rest a face that is not "up"."""
    up = {"red": ("up", 2), "yellow": ("up", 3), "green": ("up", 1), "blue": ("up", 1)}
    not_up = {"red": ("other_up", 1), "yellow": ("down", 1), "green": ("nothing", 0), "blue": ("other_down", 2)}
    others = [c for c in data.COMPANIES if c != company]
    faces = {c: up[c] if (c == company or c in others[:others_up]) else not_up[c] for c in data.COMPANIES}
    return [faces[c] for c in data.COMPANIES]


@pytest.mark.parametrize("company,square", [("green", GREEN), ("blue", BLUE)])
@pytest.mark.parametrize("others_up,price", [
    (0, 40),   # 变体 复盘 "仅停盘公司的骰子掷出Price+X的结果，复盘成功，将棋子移到股价40的格子"
    (1, 60),   # "另有任意1家其他公司的骰子掷出Price+X的结果 ... 股价60的格子"
    (2, 120),  # "另有任意2家其他公司的骰子掷出Price+X的结果 ... 股价120的格子"
    (3, 190),  # "全部骰子掷出Price+X的结果，复盘成功，将棋子移到股价190的格子"
])
def test_variant_relisting_price_and_reward(dice, company, square, others_up, price):
    # "当一名玩家操作复盘成功时，可从银行获得与复盘价相同金额的奖励"
    s = chaired(cells={company: data.SUSPENDED}, debts={company: 2})
    s = land(s, square)
    assert s["pending"]["kind"] == "relist" and s["pending"]["seat"] == 0
    dice.queue(*relist_rolls(company, others_up))
    s, _ = ENGINE.apply(s, 0, {"type": "relist"})
    assert s["companies"][company]["cell"] == cell(price) and s["companies"][company]["debt"] == 0
    assert s["cash"][0] == 690 - 20 + price and s["shares"][0][company] == 1
    assert money_total(s) == 3 * 690


@pytest.mark.parametrize("others_up", [0, 3])
def test_variant_relisting_fails_without_the_own_die_and_returns_one_share(dice, others_up):
    # 变体 "玩家必须至少将停盘公司的骰子掷出Price+X的结果，才可成功复盘"; "没有任何骰子掷出
    # Price+X的结果，复盘失败。每一次失败的复盘尝试，操作复盘尝试的玩家需无偿退还给银行1张停盘公司的股票"
    s = chaired(cells={"red": data.SUSPENDED})
    s = land(s, RED)
    s, _ = ENGINE.apply(s, 0, {"type": "decline"})
    assert s["pending"]["seat"] == 1  # RULINGS "the mover first, then the chairman"
    rolls = relist_rolls("red", others_up)
    rolls[0] = ("dividend", 0)  # red's own die: no Price+X
    dice.queue(*rolls)
    s, _ = ENGINE.apply(s, 1, {"type": "relist"})
    assert s["companies"]["red"]["cell"] == data.SUSPENDED
    assert s["shares"][1]["red"] == 2 and s["bank_shares"]["red"] == 12 and s["cash"][1] == 690


def test_rulings_red_another_company_face_is_not_price_plus_x(dice):
    # RULINGS "a die face counts as 'Price+X' when it raises that die's own company"
    s = chaired(cells={"red": data.SUSPENDED})
    s = land(s, RED)
    dice.queue(("other_up", 1), ("up", 1), ("up", 1), ("up", 1))
    s, _ = ENGINE.apply(s, 0, {"type": "relist"})
    assert s["companies"]["red"]["cell"] == data.SUSPENDED and s["shares"][0]["red"] == 0


def test_variant_relisting_needs_the_pawn_on_the_company_square():
    # 变体 复盘 "但仍需满足将公共棋子行进到相应公司格的条件": no try without the landing
    s = chaired(cells={"red": data.SUSPENDED})
    assert {"type": "relist"} not in ENGINE.legal_actions(s, 0)
    with pytest.raises(IllegalAction):
        ENGINE.apply(s, 0, {"type": "relist"})
    with pytest.raises(NotYourTurn):
        ENGINE.apply(s, 1, {"type": "relist"})


def test_variant_relisting_from_a_four_company_square(dice):
    # 四 四公司格 "结算如同走到该公司格的效果": a suspended company picked there may be relisted
    s = chaired(cells={"blue": data.SUSPENDED})
    s = land(s, ANY)
    s, _ = ENGINE.apply(s, 0, {"type": "choose_company", "company": "blue"})
    assert s["pending"]["kind"] == "relist" and s["pending"]["seat"] == 0


def test_variant_any_holder_may_try():
    # 变体 "任何持有停盘股票的玩家，均可启动复盘操作"; a player without its shares is not asked
    s = position(players=4, shares=[{}, {"red": 1}, {"red": 3}, {}], cells={"red": data.SUSPENDED})
    s = land(s, RED)
    assert s["pending"]["seat"] == 2  # the chairman (the mover holds none)
    s, _ = ENGINE.apply(s, 2, {"type": "decline"})
    assert s["pending"]["seat"] == 1
    s, _ = ENGINE.apply(s, 1, {"type": "decline"})
    assert s["pending"] is None and s["turn"]["seat"] == 0


# == 三、游戏流程 ==========================================================================

def test_3_turns_go_round_in_seat_order():
    # 三 "按顺时针方向每个玩家轮流行动"; RULINGS "a round ends when every seat still playing
    # has taken one turn"
    s = position(players=3)
    s["track"] = ["start"] + ["x100"] * 36 + ["goal"]
    seen = []
    for _ in range(4):
        seen.append((s["turn"]["seat"], s["round"]))
        s, _ = ENGINE.apply(s, s["turn"]["seat"], {"type": "move", "pawn": 0, "steps": 1})
        s, _ = ENGINE.apply(s, s["turn"]["seat"], {"type": "end_turn"})
    assert seen == [(0, 1), (1, 1), (2, 1), (0, 2)]


@pytest.mark.parametrize("players,top", [(2, 4), (3, 4), (4, 3), (5, 3)])
def test_3_1_paid_move_steps_by_player_count(players, top):
    # 三.1 "每回合每个玩家可以付20元 ... 然后从2个公共棋子中任选1个移动。移动格数依游戏人数而定，
    # 2-3人游戏则每人每次可以走1-4格，4-5人游戏则走1-3格"
    s = position(players=players)
    moves = [a for a in ENGINE.legal_actions(s, 0) if a["type"] in ("move", "roll")]
    assert moves == [a for pawn in (0, 1) for a in
                     [{"type": "move", "pawn": pawn, "steps": k} for k in range(1, top + 1)]
                     + [{"type": "roll", "pawn": pawn}]]
    with pytest.raises(InvalidAction):
        ENGINE.apply(s, 0, {"type": "move", "pawn": 0, "steps": top + 1})
    s["track"][top] = "x100"
    s2, _ = ENGINE.apply(s, 0, {"type": "move", "pawn": 1, "steps": top})
    assert s2["pawns"] == [0, top] and s2["cash"][0] == 690 - 20 and s2["bank"] == s["bank"] + 20


def test_3_1_a_paid_move_needs_20():
    # 三.1 "付20元": without 20 only the free die is left
    s = position(cash=[19, 690, 690])
    assert [a["type"] for a in ENGINE.legal_actions(s, 0) if a["type"] in ("move", "roll")] == ["roll", "roll"]
    with pytest.raises(IllegalAction, match="costs 20"):
        ENGINE.apply(s, 0, {"type": "move", "pawn": 0, "steps": 1})


@pytest.mark.parametrize("players,steps,pawns", [(2, 4, [4, 0]), (3, 4, [4, 0]), (4, 3, [3, 0]), (5, 2, [2, 0])])
def test_3_1_free_roll_of_the_four_sided_die(dice, players, steps, pawns):
    # 三.1 "或不付钱，掷1个四面骰子，按照掷骰结果行进相应步数"
    s = position(players=players)
    s["track"] = ["start"] + ["x100"] * 36 + ["goal"]
    dice.queue(("steps", steps))
    s2, ev = ENGINE.apply(s, 0, {"type": "roll", "pawn": 0})
    assert s2["pawns"] == pawns and s2["cash"][0] == 690
    die = [e for e in ev if e["type"] == "die"][0]
    assert die["die"] == "move" and die["face"] == steps - 1


def test_3_1_the_free_die_has_four_even_faces():
    # 三.1 "掷1个四面骰子": faces 1-4 each about a quarter of the time
    counts = {k: 0 for k in range(1, 5)}
    for seed in range(400):
        s = ENGINE.new_game(3, {}, seed)
        s["track"] = ["start"] + ["x100"] * 36 + ["goal"]
        s, _ = ENGINE.apply(s, 0, {"type": "roll", "pawn": 0})
        counts[s["pawns"][0]] += 1
    assert set(counts) == {1, 2, 3, 4} and all(70 <= n <= 130 for n in counts.values()), counts


@pytest.mark.parametrize("players", [4, 5])
def test_3_1_a_free_four_with_four_or_five_players_runs_an_event(dice, players):
    # 三.1 "（4-5人游戏时，当掷骰结果为4时，执行“事件格”效果）"; RULINGS "moves nothing"
    s = position(players=players, fund=50)
    dice.queue(("steps", 4), ("fund_reroll", 30), ("bank", 100))
    s, _ = ENGINE.apply(s, 0, {"type": "roll", "pawn": 1})
    assert s["pawns"] == [0, 0] and s["cash"][0] == 690 + 30 + 100 and s["fund"] == 20


def test_3_1_the_squares_effect_runs_on_landing_only():
    # 三.1 "移动公共棋子到每个格子上的时候，执行每个格子的效果": the square landed on
    s = chaired()
    s["track"][1:4] = ["x100", "x100", "dividend"]
    s2, _ = ENGINE.apply(s, 0, {"type": "move", "pawn": 0, "steps": 3})
    assert s2["cash"] == [670, 690, 690]  # nothing in the high-price zone; no ×100 passed over


def test_3_2_trade_before_or_after_the_move_once_a_turn():
    # 三.2 "股票交易可以在移动前也可以在移动后执行，也可以不执行。执行时不限买卖股票的数量，但是
    # 每回合只能执行一次（比如不能先买然后移动完后再卖）"
    s = chaired()
    s["track"][RED] = "x100"
    before, _ = ENGINE.apply(s, 0, {"type": "trade", "sell": {"red": 1, "blue": 1}, "buy": {"green": 5}})
    assert before["cash"][0] == 690 + 200 - 500 and before["shares"][0]["green"] == 6
    with pytest.raises(IllegalAction, match='cannot "Trade" now'):
        ENGINE.apply(before, 0, {"type": "trade", "sell": {"green": 1}})
    after_move, _ = ENGINE.apply(before, 0, {"type": "move", "pawn": 0, "steps": 1})
    assert after_move["turn"]["seat"] == 1  # traded and moved: the turn is over
    moved, _ = ENGINE.apply(s, 0, {"type": "move", "pawn": 0, "steps": 1})
    traded, _ = ENGINE.apply(moved, 0, {"type": "trade", "buy": {"yellow": 2}})
    assert traded["shares"][0]["yellow"] == 3 and traded["turn"]["seat"] == 1
    skipped, _ = ENGINE.apply(moved, 0, {"type": "end_turn"})
    assert skipped["turn"]["seat"] == 1 and skipped["shares"] == moved["shares"]


def test_3_4_no_trading_between_players():
    # 三.4 "不允许玩家与玩家之间的交易": the only share transfer between players is the
    # white die's swap (六 白), an answer to that die, not a turn action
    assert set(ENGINE.action_shapes) == {"trade", "move", "roll", "end_turn", "company_die", "fund_die",
                                         "choose_company", "swap", "decline", "relist", "resign", "timeout"}
    assert [f.name for f in ENGINE.action_shapes["trade"]] == ["sell", "buy"]
    with pytest.raises(IllegalAction):
        ENGINE.apply(chaired(), 0, {"type": "swap", "with": 1, "give": "red", "take": "blue"})


def test_3_4_at_most_12_of_a_company_each():
    # 三.4 "股票每个人每种拥有上限为12张"
    s = position(shares=[{"red": 10}, {"red": 1}, {}], cash=[5000, 690, 690])
    with pytest.raises(IllegalAction, match="At most 12"):
        ENGINE.apply(s, 0, {"type": "trade", "buy": {"red": 3}})
    s2, _ = ENGINE.apply(s, 0, {"type": "trade", "buy": {"red": 2}})
    assert s2["shares"][0]["red"] == 12 and s2["cash"][0] == 5000 - 200


def test_3_4_leave_one_when_nobody_else_holds_it():
    # 三.4 "当购买一支你独占而其他人都没买的股票时，你不能全买，必须留剩1张" (RULINGS: "counts
    # shares of other players only"); with 15 shares and the cap of 12 the cap comes first
    from boardgames.engines.owners_choice.market import leave_one_ok
    s = position(shares=[{"red": 2}, {}, {}])
    s["bank_shares"]["red"] = 4
    assert leave_one_ok(s, 0, "red", 3) and not leave_one_ok(s, 0, "red", 4)
    s["shares"][1]["red"] = 1
    assert leave_one_ok(s, 0, "red", 4)


# == 四、L版每个格子的功能 ===================================================================

def test_4_company_square_chairman_pays_30_to_the_fund_and_rolls_the_company_die(dice):
    # 四 公司格 "对应颜色的该公司董事长有2个选择：1、支付融资资金30元 ... 到版图的公共基金区上，
    # 然后投掷1次该颜色骰子，所得结果立刻结算"
    s = roll_company_die(chaired(fund=5), dice, YELLOW, ("up", 3))
    assert s["fund"] == 35 and s["cash"] == [670, 660, 690]
    assert s["companies"]["yellow"]["cell"] == cell(130)


def test_4_company_square_chairman_may_roll_the_black_die_free(dice):
    # 四 公司格 "2、不支付融资资金，投掷1次黑色骰子，所得结果立刻结算"; 六 黑 "该股价-1&董事长
    # 拿光公共基金区的全部基金"
    s = land(chaired(fund=65), GREEN)
    assert ENGINE.legal_actions(s, 1) == [{"type": "company_die"}, {"type": "fund_die"}, {"type": "resign"}]
    dice.queue(("down_take", 1))
    s, _ = ENGINE.apply(s, 1, {"type": "fund_die"})
    assert s["companies"]["green"]["cell"] == cell(90) and s["fund"] == 0 and s["cash"] == [670, 755, 690]


def test_4_company_square_is_answered_by_the_chairman_in_anothers_turn():
    # 四 "每当有玩家走到公司格上时，对应颜色的该公司董事长有2个选择" (RULINGS "also in another
    # player's turn")
    s = land(chaired(), RED)
    assert [(p.seat, p.kinds) for p in ENGINE.prompts(s)] == [(1, ("company_die", "fund_die"))]
    with pytest.raises(NotYourTurn):
        ENGINE.apply(s, 0, {"type": "company_die"})


def test_4_company_die_needs_30():
    # 四 "支付融资资金30元": a chairman with less may only roll the black die
    s = land(chaired(cash=[690, 29, 690]), BLUE)
    assert ENGINE.legal_actions(s, 1) == [{"type": "fund_die"}, {"type": "resign"}]
    with pytest.raises(IllegalAction, match="costs 30"):
        ENGINE.apply(s, 1, {"type": "company_die"})


def test_4_four_company_square_the_mover_picks_any_company(dice):
    # 四 四公司格 "可从4家公司中任选1家，然后结算如同走到该公司格的效果" (RULINGS: "the mover's choice")
    s = land(chaired(), ANY)
    assert ENGINE.legal_actions(s, 0) == [{"type": "choose_company", "company": c}
                                          for c in ("red", "yellow", "green", "blue")] + [{"type": "resign"}]
    s, _ = ENGINE.apply(s, 0, {"type": "choose_company", "company": "yellow"})
    assert s["pending"] == {**s["pending"], "kind": "company", "seat": 1, "company": "yellow"}


def test_4_event_square_rolls_the_white_die_once(dice):
    # 四 事件格 "投掷1次白色骰子，所得结果立刻结算"
    dice.queue(("bank", 100))
    s, ev = ENGINE.apply(chaired(pawns=(EVENT - 2, 0)), 0, {"type": "move", "pawn": 0, "steps": 2})
    assert [e["die"] for e in ev if e["type"] == "die"] == ["white"] and s["cash"][0] == 690 - 20 + 100


def test_4_x100_pays_100_per_company_chaired():
    # 四 董事长福利格 "每控股一家公司（每有1个骰子）就从银行获得100元奖励"
    s = position(shares=[{"red": 3, "yellow": 2, "green": 1}, {"red": 2, "blue": 1}, {"green": 1}])
    s = land(s, X100)
    assert s["cash"] == [690 - 20 + 300, 690 + 100, 690] and s["bank"] == -380


@pytest.mark.parametrize("cells,paid", [
    ({"red": cell(240), "yellow": cell(200)}, [670 + 24, 690 + 0, 690 + 24 * 2]),  # red alone
    ({"red": cell(260), "yellow": cell(260)}, [670 + 26, 690 + 26 * 3, 690 + 26 * 2]),  # 同为最高则多家都分红
    ({"red": cell(190), "yellow": cell(180)}, [670, 690, 690]),  # nothing in the high-price zone
    ({"red": cell(200), "yellow": cell(190)}, [670 + 20, 690, 690 + 40]),  # 200 is in the zone
])
def test_4_dollar_square_pays_the_highest_in_the_high_price_zone(cells, paid):
    # 四 高价股分红格 "当前股价最高且处于股票表版块“高价股”区域的公司，立刻分红（如果有多家同为最高
    # 则多家都分红）"; RULINGS "Prices of 200 and above are the high-price zone"
    s = position(shares=[{"red": 1}, {"yellow": 3}, {"red": 2}], cells=cells)
    s = land(s, DOLLAR)
    assert s["cash"] == paid


def test_4_goal_first_pawn_gets_100_from_the_fund():
    # 四 结束格 "操纵公共棋子首先走到结束格格的玩家从公共基金区获得100元奖励"
    s = position(fund=130, pawns=(35, 10))
    s, _ = ENGINE.apply(s, 0, {"type": "move", "pawn": 0, "steps": 4})  # past the goal: stops on it
    assert s["pawns"] == [GOAL, 10] and s["cash"][0] == 690 - 20 + 100 and s["fund"] == 30
    assert ENGINE.outcome(s) is None and ENGINE.legal_actions(s, 0)[-2:] == [{"type": "end_turn"},
                                                                            {"type": "resign"}]
    s["turn"]["moved"] = False  # (as in a later turn) a pawn on the goal cannot move
    assert [a for a in ENGINE.legal_actions(s, 0) if a["type"] in ("move", "roll")][0]["pawn"] == 1
    with pytest.raises(IllegalAction, match="goal"):
        ENGINE.apply(s, 0, {"type": "move", "pawn": 0, "steps": 1})


def test_4_goal_short_fund_gives_what_there_is():
    # 四 结束格 "（若公共基金区内不足100元，则有多少拿多少）"
    s = position(fund=45, pawns=(36, 0))
    s, _ = ENGINE.apply(s, 0, {"type": "move", "pawn": 0, "steps": 1})
    assert s["cash"][0] == 690 - 20 + 45 and s["fund"] == 0


def test_4_goal_both_pawns_end_the_game_at_once():
    # 四 结束格 "当2只公共棋子走到结束格，游戏立刻结束" (no bonus for the second pawn, no trade after)
    s = position(fund=200, pawns=(GOAL, 35))
    s, ev = ENGINE.apply(s, 0, {"type": "move", "pawn": 1, "steps": 2})
    assert s["phase"] == "over" and s["fund"] == 200 and s["final"] == [670, 690, 690]
    assert ENGINE.prompts(s) == [] and ev[-1]["type"] == "game_over"


# == 五、游戏结算 ==========================================================================

def test_5_final_sale_at_market_price_and_most_cash_wins():
    # 五 "游戏结束后，所有玩家按当前市价变卖清空手头的股票，最终持有现金最多的玩家获得游戏的胜利"
    # RULINGS End "suspended shares are worth nothing"; 二.2 limit-up sells at 300
    s = position(shares=[{"red": 2, "blue": 1}, {"yellow": 4}, {"green": 5}], pawns=(GOAL, 36),
                 cells={"red": data.LIMIT_UP, "blue": cell(40), "yellow": cell(130), "green": data.SUSPENDED},
                 cash=[100, 210, 700])
    s, _ = ENGINE.apply(s, 0, {"type": "move", "pawn": 1, "steps": 1})
    assert s["final"] == [80 + 600 + 40, 210 + 520, 700]
    out = ENGINE.outcome(s)
    assert out.places == [2, 1, 3] and [x["status"] for x in out.seats] == ["lost", "won", "lost"]
    assert s["bank_shares"] == {"red": 15, "yellow": 15, "green": 15, "blue": 15}


# == 六、骰子功能 ==========================================================================

# Each die transcribed from 六 (with 四's "所有50元的部分我们都改成了30元，包括骰子上的规定").
SEED_DICE = {
    # 红 "红色股价+2（两面）、分红（两面）、除了红色外的一支股价+1（两面）"
    "red": [("up", 2)] * 2 + [("dividend", 0)] * 2 + [("other_up", 1)] * 2,
    # 蓝 "蓝色股价+1（两面）、蓝色股价+2、分红、除了蓝色外的一支股价-1、除了蓝色外的一支股价-2"
    "blue": [("up", 1)] * 2 + [("up", 2), ("dividend", 0), ("other_down", 1), ("other_down", 2)],
    # 绿 "绿色股价+1、绿色股价+2、分红（三面）、什么都不做"
    "green": [("up", 1), ("up", 2)] + [("dividend", 0)] * 3 + [("nothing", 0)],
    # 黄 "黄色股价+1、黄色股价+2、黄色股价+3、分红（两面）、黄色股价-1"
    "yellow": [("up", 1), ("up", 2), ("up", 3)] + [("dividend", 0)] * 2 + [("down", 1)],
    # 黑 "该股价-1&董事长拿光公共基金区的全部基金（三面）、该股价-2&...（两面）、什么都不做"
    "black": [("down_take", 1)] * 3 + [("down_take", 2)] * 2 + [("nothing", 0)],
    # 白 "从公共基金区拿取30元然后再掷骰一次（两面）、从银行拿100元、可以选择和一个玩家强制交换手头的
    # 一张股票（交换后不能超过12张的上限）、全部股价-1、任选一个公司股价-2"
    "white": [("fund_reroll", 30)] * 2 + [("bank", 100), ("swap", 0), ("all_down", 1), ("pick_down", 2)],
}


@pytest.mark.parametrize("die", sorted(SEED_DICE))
def test_6_every_die_has_the_seeds_six_faces(die):
    rules = ENGINE.view(ENGINE.new_game(3, {}, 1), None)["rules"]["dice"]
    assert sorted(tuple(f) for f in rules[die]) == sorted(SEED_DICE[die])


@pytest.mark.parametrize("company,square,face,price", [
    ("red", RED, ("up", 2), 120), ("blue", BLUE, ("up", 1), 110), ("blue", BLUE, ("up", 2), 120),
    ("green", GREEN, ("up", 1), 110), ("green", GREEN, ("up", 2), 120), ("green", GREEN, ("nothing", 0), 100),
    ("yellow", YELLOW, ("up", 1), 110), ("yellow", YELLOW, ("up", 2), 120), ("yellow", YELLOW, ("up", 3), 130),
    ("yellow", YELLOW, ("down", 1), 90),
])
def test_6_own_price_faces(dice, company, square, face, price):
    s = roll_company_die(chaired(), dice, square, face)
    assert ENGINE.view(s, None)["companies"][company]["price"] == price
    assert s["cash"] == [670, 660, 690] and s["fund"] == 30 and s["pending"] is None


@pytest.mark.parametrize("company,square", [("red", RED), ("blue", BLUE), ("yellow", YELLOW)])
def test_6_dividend_faces(dice, company, square):
    s = roll_company_die(chaired(cells={company: cell(170)}), dice, square, ("dividend", 0))
    assert s["cash"] == [670 + 17, 660 + 51, 690]


@pytest.mark.parametrize("square,face,target,price", [
    (RED, ("other_up", 1), "blue", 110),     # 红 "除了红色外的一支股价+1"
    (BLUE, ("other_down", 1), "green", 90),  # 蓝 "除了蓝色外的一支股价-1"
    (BLUE, ("other_down", 2), "red", 80),    # 蓝 "除了蓝色外的一支股价-2"
])
def test_6_another_company_faces_are_the_chairmans_choice(dice, square, face, target, price):
    # RULINGS "the die's own choices ('another company +1', 'another company -1/-2') are the chairman's"
    s = roll_company_die(chaired(), dice, square, face)
    own = "red" if square == RED else "blue"
    assert s["pending"]["kind"] == "target" and s["pending"]["seat"] == 1
    assert [a["company"] for a in ENGINE.legal_actions(s, 1) if a["type"] == "choose_company"] == \
        [c for c in ("red", "yellow", "green", "blue") if c != own]
    with pytest.raises(IllegalAction):
        ENGINE.apply(s, 1, {"type": "choose_company", "company": own})
    s, _ = ENGINE.apply(s, 1, {"type": "choose_company", "company": target})
    assert ENGINE.view(s, None)["companies"][target]["price"] == price
    assert ENGINE.view(s, None)["companies"][own]["price"] == 100


@pytest.mark.parametrize("face,price,fund_after,chair_cash", [
    (("down_take", 1), 90, 0, 690 + 80), (("down_take", 2), 80, 0, 690 + 80), (("nothing", 0), 100, 80, 690),
])
def test_6_black_die_faces(dice, face, price, fund_after, chair_cash):
    s = land(chaired(fund=80), RED)
    dice.queue(face)
    s, _ = ENGINE.apply(s, 1, {"type": "fund_die"})
    assert ENGINE.view(s, None)["companies"]["red"]["price"] == price
    assert s["fund"] == fund_after and s["cash"][1] == chair_cash


def test_6_black_die_price_falls_then_the_chairman_takes_the_fund_even_if_suspended(dice):
    # 六 黑 "该股价-2&董事长拿光公共基金区的全部基金": both parts, whatever the fall does
    s = land(chaired(fund=44, cells={"red": cell(50)}), RED)
    dice.queue(("down_take", 2))
    s, _ = ENGINE.apply(s, 1, {"type": "fund_die"})
    assert s["companies"]["red"]["cell"] == data.SUSPENDED and s["cash"][1] == 690 + 44 and s["fund"] == 0


def test_6_white_fund_30_then_roll_again(dice):
    # 六 白 "从公共基金区拿取30元然后再掷骰一次（两面）"
    dice.queue(("fund_reroll", 30), ("fund_reroll", 30), ("all_down", 1))
    s = land(chaired(fund=100), EVENT)
    assert s["fund"] == 40 and s["cash"][0] == 670 + 60
    assert all(ENGINE.view(s, None)["companies"][c]["price"] == 90 for c in data.COMPANIES)


def test_6_white_bank_100(dice):
    # 六 白 "从银行拿100元"
    dice.queue(("bank", 100))
    s = land(chaired(fund=100), EVENT)
    assert s["fund"] == 100 and s["cash"][0] == 670 + 100 and s["bank"] == -100 + 20 - 100


def test_6_white_pick_a_company_minus_2_is_the_movers(dice):
    # 六 白 "任选一个公司股价-2" (RULINGS "The white die's choices ... are the mover's")
    dice.queue(("pick_down", 2))
    s = land(chaired(), EVENT)
    assert s["pending"]["kind"] == "target" and s["pending"]["seat"] == 0
    assert [a["company"] for a in ENGINE.legal_actions(s, 0) if a["type"] == "choose_company"] == \
        ["red", "yellow", "green", "blue"]
    s, _ = ENGINE.apply(s, 0, {"type": "choose_company", "company": "yellow"})
    assert ENGINE.view(s, None)["companies"]["yellow"]["price"] == 80


def test_6_white_swap_one_share_not_above_12(dice):
    # 六 白 "可以选择和一个玩家强制交换手头的一张股票（交换后不能超过12张的上限）"
    s = position(shares=[{"red": 1, "blue": 12}, {"red": 4, "blue": 1, "green": 2}, {}])
    dice.queue(("swap", 0))
    s = land(s, EVENT)
    options = [a for a in ENGINE.legal_actions(s, 0) if a["type"] == "swap"]
    # the mover's blue for seat 1's red or green; never seat 1's blue (13 blue for the mover)
    assert options == [{"type": "swap", "with": 1, "give": "red", "take": "green"},
                       {"type": "swap", "with": 1, "give": "blue", "take": "red"},
                       {"type": "swap", "with": 1, "give": "blue", "take": "green"}]
    s2, _ = ENGINE.apply(s, 0, {"type": "swap", "with": 1, "give": "blue", "take": "red"})
    assert s2["shares"][0] == {"red": 2, "yellow": 0, "green": 0, "blue": 11}
    assert s2["shares"][1] == {"red": 3, "yellow": 0, "green": 2, "blue": 2}
    assert s2["cash"] == s["cash"]  # a swap moves no money
    declined, _ = ENGINE.apply(s, 0, {"type": "decline"})
    assert declined["shares"] == s["shares"]


# == RULINGS: platform-wide =================================================================

def test_rulings_three_timeouts_leave_shares_to_the_bank_ranked_last():
    # RULINGS "Three consecutive timeouts by one seat mean that seat has left"; 拥有者的决断 "a
    # seat that leaves has its shares returned to the bank and is ranked last"
    s = position(shares=[{"red": 2}, {"blue": 3}, {"green": 1}])
    s["track"] = ["start"] + ["x100"] * 36 + ["goal"]
    s, _ = ENGINE.apply(s, 0, {"type": "timeout"})  # 1: the die is rolled free
    s, _ = ENGINE.apply(s, 0, {"type": "timeout"})  # 2: the turn is ended
    assert s["timeouts"][0] == 2 and s["turn"]["seat"] == 1
    for seat in (1, 2):
        s, _ = ENGINE.apply(s, seat, {"type": "move", "pawn": 1, "steps": 1})
        s, _ = ENGINE.apply(s, seat, {"type": "end_turn"})
    s, _ = ENGINE.apply(s, 0, {"type": "timeout"})  # 3: the seat has left
    assert s["status"][0] == "left" and s["shares"][0] == {"red": 0, "yellow": 0, "green": 0, "blue": 0}
    assert s["bank_shares"]["red"] == 15 and s["companies"]["red"]["chairman"] is None
    assert s["turn"]["seat"] == 1 and s["phase"] == "play"
    s, _ = ENGINE.apply(s, 1, {"type": "resign"})
    assert ENGINE.outcome(s).places == [3, 2, 1]  # the last to go out ranks highest of those out


def test_rulings_money_is_only_created_or_destroyed_by_the_bank():
    # RULINGS platform-wide "cash held + bank (+ fund) changes only by the amounts the rules
    # create or destroy": here sum(cash) + fund + bank's net balance is constant
    s = ENGINE.new_game(5, {}, 4)
    assert sum(s["cash"]) + s["fund"] + s["bank"] == 5 * 690
