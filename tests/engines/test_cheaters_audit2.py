"""Second, independent audit of Monopoly: Cheaters Edition against its seed
(seed 003_47cfe9ecf61478dc.txt, quoted in each docstring) and RULINGS.md
("Monopoly: Cheaters Edition", "Platform-wide"; RULINGS wins over the seed).

Every expected value is transcribed by hand from the seed, RULINGS or the classic US title
deeds RULINGS names, never read from ``data.py`` or the first audit; each test drives the
engine (``E.apply``) from a built position. Positions and amounts differ from
test_cheaters_audit.py and test_cheaters_cheats.py on purpose. The six discrepancies this
audit found (Trick Dice's GO money, jail and final run undone on a catch, Forged Chance
undone on a catch, Escape Artist at ``end``, a left seat ranked last) are fixed in the
engine; their tests assert the seed's (or RULINGS') behaviour like the rest.
"""

from __future__ import annotations

import pytest

from boardgames.engines.cheaters import data, rules
from boardgames.engines.core import IllegalAction, NotYourTurn
from ratings.scoring.rank_points import score_game

from .cheaters_support import E, act, answer_window, cash, cheat, game, jail, own, rig, roll, to_end, turn_of

# -- my transcription of the classic US deeds with the seed's changes --------------------
# square: (name, price, base rent, classic house cost, classic hotel rent)
DEEDS = {
    1: ("Mediterranean Avenue", 60, 2, 50, 250),
    3: ("Baltic Avenue", 60, 4, 50, 450),
    6: ("Oriental Avenue", 100, 6, 50, 550),
    8: ("Vermont Avenue", 100, 6, 50, 550),
    9: ("Connecticut Avenue", 120, 8, 50, 600),
    11: ("St. Charles Place", 140, 10, 100, 750),
    13: ("States Avenue", 20, 10, 100, 750),  # seed: "州大道/白廳已從₩140降低到₩20"
    14: ("Virginia Avenue", 160, 12, 100, 900),
    16: ("St. James Place", 180, 14, 100, 950),
    18: ("Tennessee Avenue", 180, 14, 100, 950),
    19: ("New York Avenue", 200, 16, 100, 1000),
    21: ("Kentucky Avenue", 220, 18, 150, 1050),
    23: ("Indiana Avenue", 220, 18, 150, 1050),
    24: ("Illinois Avenue", 240, 20, 150, 1100),
    26: ("Atlantic Avenue", 130, 22, 150, 1150),  # seed: "從₩260降低到₩130"
    27: ("Ventnor Avenue", 260, 22, 150, 1150),
    29: ("Marvin Gardens", 280, 24, 150, 1200),
    31: ("Pacific Avenue", 300, 26, 200, 1275),
    32: ("North Carolina Avenue", 300, 26, 200, 1275),
    34: ("Pennsylvania Avenue", 0, 28, 200, 1400),  # seed: "從₩320降低到免費"
    37: ("Park Place", 350, 35, 200, 1500),
    39: ("Boardwalk", 400, 50, 200, 2000),
}
GROUPS = [(1, 3), (6, 8, 9), (11, 13, 14), (16, 18, 19), (21, 23, 24), (26, 27, 29), (31, 32, 34), (37, 39)]
GROUP_OF = {q: g for g in GROUPS for q in g}
REST = (4, 12, 28, 38)  # Income Tax, Electric Company, Water Works, Luxury Tax
NEXT_STATION = {5: 15, 15: 25, 25: 35, 35: 5}
# No rent or card cheat face up: rent is paid at once and Chance acts at once.
QUIET = ["bank_heist", "pickpocket", "trick_dice", "slippery_deed", "escape_artist"]


def quiet(players=3, seat=0, square=None, face_up=None):
    """A game where it is ``seat``'s turn to roll, on ``square``."""
    return turn_of(game(players, face_up=face_up or QUIET), seat, square)


def with_cheat(name, players=4, square=None):
    """``name`` face up with four cheats that need no decision of their own."""
    face_up = [name] + [c for c in QUIET + ["accidental_demolition"] if c != name][:4]
    return turn_of(game(players, face_up=face_up), 0, square)


def hotel(s, *squares):
    """Put a hotel from the tray on each of ``squares``."""
    for q in squares:
        assert s["levels"][q] == 0
        s["levels"][q] = 1
        s["hotels_left"] -= 1


def unhotel(s, q):
    """Take the hotel off ``q`` back to the tray."""
    s["levels"][q] = 0
    s["hotels_left"] += 1


def close(s, accusations=None, seat=0):
    """``seat`` ends its turn; ``accusations`` ``[(accuser, cheat), ...]`` in the order
    received (each names ``seat``), every other player passes afterwards."""
    s, _ = act(s, seat, {"type": "end_turn"})
    answers = {}
    for accuser, name in accusations or []:
        answers[accuser] = {"target": seat, "cheat": name}
    for q in range(s["players"]):
        if q != seat and q not in answers and s["seats"][q]["status"] == "playing":
            answers[q] = None
    return answer_window(s, answers)[0]


def honest_turn(s, seat):
    """``seat`` rolls 1+3 from 8 onto rest square 12 and ends; everyone passes."""
    s = to_end(s, seat)
    return close(s, seat=seat)


def from_before(square, steps=3):
    """The square ``steps`` before ``square``."""
    return (square - steps) % 40


# -- the board ---------------------------------------------------------------------------

@pytest.mark.parametrize("square", sorted(DEEDS))
def test_landing_on_each_unowned_property_buys_it_at_the_seed_price(square):
    """Seed 裝置: "州大道/白廳已從₩140降低到₩20", "大西洋大道/萊斯特廣場已從₩260降低到₩130",
    "賓夕法尼亞大道/邦德街已從₩320降低到免費"; the other prices are the classic deeds (RULINGS).
    Connecticut: "購買該房產的玩家將免費獲得酒店"."""
    s = quiet(square=from_before(square))
    s, _ = roll(s, 0, 1, 2)
    assert s["stage"]["kind"] == "buy" and s["stage"]["square"] == square
    s, _ = act(s, 0, {"type": "buy"})
    passed_go = 200 if square < 3 else 0
    assert cash(s)[0] == 1500 + passed_go - DEEDS[square][1] and s["owners"][square] == 0
    assert s["levels"][square] == (1 if square == 9 else 0)
    assert data.SQUARES[square]["name_en"] == DEEDS[square][0]


@pytest.mark.parametrize("square", sorted(DEEDS))
def test_rent_on_each_property_base_full_group_and_hotel(square):
    """RULINGS: "Street prices and base rents are the classic ones ... rent with a hotel is
    the classic hotel rent; base rent doubles on a full colour group without hotels"."""
    _, _, base, _, hotel_rent = DEEDS[square]
    for case, expected in (("base", base), ("group", 2 * base), ("hotel", hotel_rent)):
        s = quiet(seat=0, square=from_before(square))
        s["seats"][0]["cash"] = 2500  # Boardwalk's hotel rent is more than ₩1500
        if s["levels"][9] and (case != "hotel" or square != 9):
            unhotel(s, 9)  # Connecticut's opening hotel, taken off for the bare cases
        own(s, 1, *(GROUP_OF[square] if case == "group" else (square,)))
        if case == "hotel" and not s["levels"][square]:
            hotel(s, square)
        s, _ = roll(s, 0, 1, 2)
        passed_go = 200 if square < 3 else 0
        assert cash(s)[:2] == [2500 + passed_go - expected, 1500 + expected], (case, cash(s))


@pytest.mark.parametrize("group", GROUPS)
def test_a_hotel_costs_four_classic_houses_on_a_complete_group(group):
    """RULINGS: "A hotel costs four times the classic house cost"; seed 酒店: "屬於完整顏色組的房產
    直接升級為酒店 ... 他們支付房產證上列出的價格"."""
    s = to_end(quiet(), 0)
    unhotel(s, 9)
    own(s, 0, *group)
    s, _ = act(s, 0, {"type": "build", "square": group[0]})
    assert cash(s)[0] == 1500 - 4 * DEEDS[group[0]][3] and s["levels"][group[0]] == 1


def test_no_houses_a_hotel_only_and_16_of_them():
    """Seed 裝置: "十六家酒店。作弊版中沒有房屋"; 設定: "將一家酒店放置在康涅狄格大道"."""
    s = game(6)
    assert s["hotels_left"] == 15 and s["levels"][9] == 1 and sum(s["levels"]) == 1
    assert cash(s) == [1500] * 6  # seed 設定 "每個玩家發牌₩1,500"


@pytest.mark.parametrize("square", REST)
def test_utilities_and_taxes_are_rest_squares(square):
    """Seed 裝置: "公用事業和稅收空間已被移除"; RULINGS: "the two utility and two tax squares
    become plain rest squares"."""
    s = quiet(square=from_before(square))
    s, _ = roll(s, 0, 1, 2)
    assert s["seats"][0]["position"] == square and cash(s) == [1500] * 3
    assert s["stage"]["kind"] == "end" and s["owners"][square] is None


@pytest.mark.parametrize("station", sorted(NEXT_STATION))
def test_a_station_sends_you_to_the_next_station_and_ends_the_turn(station):
    """Seed: "車站不可出售。如果玩家落在車站上，他們立即向前移動到下一個車站並結束回合。如果在移動過程中
    經過GO，則與正常經過時一樣，收取₩200。" Doubles do not roll again (the turn has ended)."""
    s = quiet(square=from_before(station, 4))
    s, _ = roll(s, 0, 2, 2)
    assert s["seats"][0]["position"] == NEXT_STATION[station]
    assert cash(s)[0] == 1500 + (200 if station == 35 else 0)
    assert s["stage"]["kind"] == "end" and s["stage"]["doubles"] is False
    assert s["owners"][station] is None


@pytest.mark.parametrize("square,deck", [(2, "chest"), (17, "chest"), (33, "chest"),
                                         (7, "chance"), (22, "chance"), (36, "chance")])
def test_each_card_square_draws_the_top_card_of_its_deck(square, deck):
    """Classic board (RULINGS): Community Chest on 2, 17, 33, Chance on 7, 22, 36; seed: "抽取最上面的
    卡 ... 按照說明進行操作，然後將卡放回牌組底部" (here a ₩50 card of each deck)."""
    card = {"chest": "CC04", "chance": "CH06"}[deck]
    s = quiet(square=from_before(square))
    s["decks"][deck].remove(card)
    s["decks"][deck].insert(0, card)
    s, _ = roll(s, 0, 1, 2)
    assert s["seats"][0]["position"] == square and cash(s)[0] == 1550 + (200 if square == 2 else 0)
    assert s["decks"][deck][-1] == card and s["stage"]["kind"] == "end"


def test_just_visiting_does_nothing():
    """Classic: landing on the jail square is a visit."""
    s = quiet(square=7)
    s, _ = roll(s, 0, 1, 2)
    assert s["seats"][0]["position"] == 10 and not s["seats"][0]["in_jail"] and cash(s)[0] == 1500


def test_landing_on_go_pays_200_and_passing_it_pays_200():
    """RULINGS: "₩200 for passing GO" (classic: landing on GO counts)."""
    s = quiet(square=37)
    s, _ = roll(s, 0, 1, 2)
    assert s["seats"][0]["position"] == 0 and cash(s)[0] == 1700
    s = quiet(square=38)
    s, _ = roll(s, 0, 2, 4)  # 38 + 6 = 4, a rest square
    assert cash(s)[0] == 1700


@pytest.mark.parametrize("deck,card,gain", [("chance", "CH06", 50), ("chest", "CC02", 200)])
def test_free_parking_draws_the_card_of_the_players_choice(deck, card, gain):
    """RULINGS: "Free Parking draws a Chance or a Community Chest card, the player's choice";
    seed: "如果玩家落在免費停車位上，他們必須抽一張機會卡或社群寶箱卡"."""
    s = quiet(square=17)
    s["decks"][deck].remove(card)
    s["decks"][deck].insert(0, card)
    s, _ = roll(s, 0, 1, 2)
    assert s["stage"]["kind"] == "free_parking"
    assert {a["deck"] for a in E.legal_actions(s, 0) if a["type"] == "draw"} == {"chance", "chest"}
    s, _ = act(s, 0, {"type": "draw", "deck": deck})
    assert cash(s)[0] == 1500 + gain and s["decks"][deck][-1] == card


def test_connecticut_bought_with_its_hotel_charges_the_hotel_rent():
    """Seed: "將一家酒店放置在康涅狄格大道/彭頓維爾路上。購買該房產的玩家將免費獲得酒店"; then its rent is
    the classic hotel rent ₩600 (RULINGS)."""
    s = quiet(square=6)
    s, _ = roll(s, 0, 1, 2)
    s, _ = act(s, 0, {"type": "buy"})
    assert cash(s)[0] == 1380 and s["owners"][9] == 0 and s["levels"][9] == 1
    s = turn_of(close(s), 1, 6)
    s, _ = roll(s, 1, 1, 2)
    assert cash(s)[:2] == [1980, 900]


def test_an_unowned_property_that_came_back_with_a_hotel_is_sold_with_it():
    """Seed: "無人擁有的房產可能帶有酒店 ... 他們支付空格上列出的價格，並免費獲得酒店"; 酒店: "如果帶有
    酒店的房產歸還給銀行，酒店將保留在房產上"."""
    s = quiet(square=36)
    hotel(s, 39)
    s, _ = roll(s, 0, 1, 2)
    s, _ = act(s, 0, {"type": "buy"})
    assert cash(s)[0] == 1100 and s["owners"][39] == 0 and s["levels"][39] == 1


def test_a_debtor_sells_to_the_bank_at_face_value_the_hotel_rent_and_the_hotel_stays():
    """Seed 出售房產: "將房產以房產的面值出售給銀行"; 落在空格上: "面值...房產的購買價格，或者如果有
    酒店，則是酒店的租金"; 酒店: "酒店是永久的，不能出售 ... 酒店將保留在房產上"."""
    s = quiet(square=36)
    own(s, 1, 39)
    own(s, 0, 37, 31)
    hotel(s, 37)
    s["seats"][0]["cash"] = 30
    s, _ = roll(s, 0, 1, 2)  # Boardwalk alone: ₩50 owed, ₩30 cash
    assert s["debts"][0]["amount"] == 50
    s, _ = act(s, 0, {"type": "sell", "squares": [37]})
    assert cash(s)[:2] == [30 + 1500 - 50, 1550]
    assert s["owners"][37] is None and s["levels"][37] == 1
    assert rules.face_value(s, 31) == 300 and rules.face_value(s, 37) == 1500


@pytest.mark.parametrize("action", [{"type": "mortgage", "square": 1}, {"type": "sell_hotel", "square": 9},
                                    {"type": "build_house", "square": 1}])
def test_no_mortgage_no_hotel_sale_no_houses(action):
    """Seed 出售房產: "與標準的《大富翁》不同，房產不能抵押"; 酒店: "酒店是永久的，不能出售"; 裝置: "作弊版中
    沒有房屋"."""
    from boardgames.engines.core import InvalidAction

    s = to_end(quiet(), 0)
    own(s, 0, 1, 3, 9)
    with pytest.raises(InvalidAction):
        E.apply(s, 0, action)
    assert not {a["type"] for a in E.legal_actions(s, 0)} & {"mortgage", "sell_hotel", "build_house"}


# -- turns and jail -----------------------------------------------------------------------

def test_doubles_roll_again_three_doubles_go_to_jail_without_moving():
    """Seed 基本遊戲玩法: "擲出雙骰子可以讓玩家再次擲骰子，連續三次擲出雙骰子將把玩家送入監獄"."""
    s = quiet(square=2)
    s, _ = roll(s, 0, 1, 1)  # 4
    assert s["stage"]["doubles"] is True
    s, _ = roll(s, 0, 2, 2)  # 8: Vermont, unowned
    s, _ = act(s, 0, {"type": "decline"})
    for q in range(3):
        s, _ = act(s, q, {"type": "bid", "amount": 0})
    assert s["stage"]["kind"] == "end" and s["stage"]["doubles"] is True
    s, _ = roll(s, 0, 5, 5)
    assert s["seats"][0]["in_jail"] and s["seats"][0]["position"] == 10 and s["handcuffs"] == 0
    assert s["stage"]["doubles"] is False and cash(s)[0] == 1500


def test_go_to_jail_square_jails_without_passing_go():
    """Classic (RULINGS "Jail as in the classic game"): Go To Jail, no ₩200."""
    s = quiet(square=27)
    s, _ = roll(s, 0, 1, 2)
    assert s["seats"][0]["in_jail"] and s["seats"][0]["position"] == 10 and cash(s)[0] == 1500


def test_jail_doubles_within_three_tries_free_and_move():
    """RULINGS: "Jail as in the classic game (doubles in three tries, ₩50, or a card)"."""
    s = quiet()
    jail(s, 0)
    s["seats"][0]["jail_turns"] = 2  # the third try
    s["stage"]["in_jail"] = True
    s, _ = roll(s, 0, 4, 4)
    assert not s["seats"][0]["in_jail"] and s["seats"][0]["position"] == 18 and s["stage"]["kind"] == "buy"
    assert cash(s)[0] == 1500 and s["handcuffs"] is None


def test_jail_two_misses_stay_the_third_pays_50_and_moves():
    """RULINGS "doubles in three tries, ₩50"; classic: after the third miss pay ₩50 and move."""
    s = quiet()
    jail(s, 0)
    s["stage"]["in_jail"] = True
    s, _ = roll(s, 0, 2, 3)
    assert s["seats"][0]["in_jail"] and s["seats"][0]["position"] == 10 and s["seats"][0]["jail_turns"] == 1
    s = close(s)
    s = honest_turn(s, 1)
    s = honest_turn(s, 2)
    assert s["turn"]["seat"] == 0 and s["stage"]["in_jail"] is True
    s, _ = roll(s, 0, 6, 5)
    assert s["seats"][0]["jail_turns"] == 2 and s["seats"][0]["in_jail"]
    s = close(s)
    s = honest_turn(s, 1)
    s = honest_turn(s, 2)
    s, _ = roll(s, 0, 1, 3)
    assert not s["seats"][0]["in_jail"] and s["seats"][0]["position"] == 14 and s["stage"]["kind"] == "buy"
    assert cash(s)[0] == 1450


def test_jail_pay_50_before_rolling_or_use_the_get_out_card():
    """RULINGS "₩50, or a card"; seed: "機會卡和社群寶箱卡不能在監獄中使用（除了免於入獄卡）"."""
    s = quiet()
    jail(s, 0)
    s["stage"]["in_jail"] = True
    s, _ = act(s, 0, {"type": "pay_bail"})
    assert cash(s)[0] == 1450 and not s["seats"][0]["in_jail"] and s["stage"]["kind"] == "roll"
    s = quiet()
    jail(s, 0)
    s["stage"]["in_jail"] = True
    s["decks"]["chest"].remove("CC05")
    s["seats"][0]["cards"] = ["CC05"]
    s, _ = act(s, 0, {"type": "use_card", "card": "CC05"})
    assert not s["seats"][0]["in_jail"] and cash(s)[0] == 1500 and s["seats"][0]["cards"] == []
    assert s["decks"]["chest"][-1] == "CC05"  # "將卡放回牌組底部"


def test_handcuffs_one_prisoner_a_new_one_frees_the_old_to_just_visiting():
    """Seed: "如果玩家在有人已經在監獄中的情況下被送入監獄，則另一名玩家會自動免費釋放並移動到'只是參觀'
    空格。他們將手銬交給代替他們的人。" Here the new prisoner is a caught Bank Heist."""
    s = with_cheat("bank_heist", players=3)
    jail(s, 2)
    s, _ = cheat(s, 0, "bank_heist", amount=300)
    s = to_end(s, 0)
    s, _ = act(s, 0, {"type": "end_turn"})
    s, _ = answer_window(s, {1: {"target": 0, "cheat": "bank_heist"}, 2: None})
    assert s["handcuffs"] == 0 and s["seats"][0]["in_jail"]
    assert not s["seats"][2]["in_jail"] and s["seats"][2]["position"] == 10
    assert cash(s) == [1300, 1600, 1600]


# -- Chance and Community Chest ----------------------------------------------------------

def test_one_card_of_each_kind_in_hand_a_second_must_be_used_or_discarded():
    """Seed: "玩家最多可以持有每種型別的一張卡。如果玩家在已經持有同類卡的情況下抽到一張卡，則玩家必須使用
    或丟棄其中一張卡。" A card of the other kind is simply kept."""
    s = quiet(square=19)
    s["decks"]["chance"].remove("CH07")
    s["decks"]["chest"].remove("CC05")
    s["seats"][0]["cards"] = ["CH07", "CC05"]
    s["decks"]["chance"].remove("CH15")
    s["decks"]["chance"].insert(0, "CH15")  # the ₩150 stash, kept
    s, _ = roll(s, 0, 1, 2)  # 22 Chance: a second Chance card
    assert s["stage"]["kind"] == "second_card" and s["stage"]["deck"] == "chance"
    legal = {(a["type"], a["card"]) for a in E.legal_actions(s, 0) if a["type"] in ("use_card", "discard_card")}
    assert legal == {("discard_card", "CH07"), ("discard_card", "CH15"), ("use_card", "CH15")}
    s, _ = act(s, 0, {"type": "use_card", "card": "CH15"})
    assert cash(s)[0] == 1650 and sorted(s["seats"][0]["cards"]) == ["CC05", "CH07"]
    assert s["decks"]["chance"][-1] == "CH15"


def test_cards_cannot_be_used_in_jail_except_the_get_out_card():
    """Seed: "機會卡和社群寶箱卡不能在監獄中使用（除了免於入獄卡）"."""
    s = quiet()
    jail(s, 0)
    s["stage"]["in_jail"] = True
    s["decks"]["chance"].remove("CH15")
    s["seats"][0]["cards"] = ["CH15"]
    with pytest.raises(IllegalAction):
        E.apply(s, 0, {"type": "use_card", "card": "CH15"})
    assert not [a for a in E.legal_actions(s, 0) if a["type"] == "use_card"]


def test_bankruptcy_turns_the_held_cards_over():
    """Seed: "如果玩家破產，他們必須連同其其他資產一起將機會卡和社群寶箱卡翻過來"."""
    s = quiet(square=36)
    own(s, 1, 39)
    hotel(s, 39)
    s["decks"]["chest"].remove("CC16")
    s["seats"][0]["cards"] = ["CC16"]
    s, _ = roll(s, 0, 1, 2)
    assert s["seats"][0]["status"] == "bankrupt" and s["seats"][0]["cards"] == []
    assert s["decks"]["chest"][-1] == "CC16"


SEED_TABLE = {  # the seed"s 作弊卡 table, row by row: name, what to do, reward, penalty
    "extra_allowance": ("額外津貼",
        "當玩家因經過GO而收取₩200時，他們額外收取₩100，總計₩300。",
        "作弊者被允許保留額外的₩100。",
        "作弊者必須將他們收取的所有錢都歸還給銀行，並支付給其他每個玩家₩50。"),
    "escape_artist": ("逃脫藝術家",
        "如果玩家在監獄中，他們會取下手銬。",
        "作弊者從監獄中釋放。如果有未售出的房產，他們從自己的位置前進到下一個房產並免費獲得產權證。",
        "作弊者重新戴上手銬並留在監獄中。他們必須向抓住他們的玩家支付₩100。"),
    "slippery_deed": ("滑溜溜的契約",
        "玩家從銀行或其他玩家手中偷走產權證。",
        "作弊者被允許保留他們偷來的房產，並且可以免費在其上建造酒店，前提是那裡還沒有酒店。",
        "作弊者必須歸還房產證，支付抓到他們的人 ₩100，然後去監獄。"),
    "underpay": ("少付錢",
        "如果一名玩家欠另一名玩家錢，債務人支付給債權人的錢少於他們實際欠的錢。",
        "債務人從銀行收取 ₩100。",
        "債務人必須支付剩餘的金額，然後去監獄。"),
    "price_gouging": ("價格哄抬",
        "如果一名玩家欠另一名玩家租金，債權人向債務人收取的租金高於他們實際欠的租金。",
        "債權人可以免費在該房產上放置酒店，前提是該房產上還沒有酒店。",
        "債權人必須歸還租金，然後去監獄。如果一名玩家因使用此作弊手段被抓而被送往監獄，他們在監獄期間不得收取租金。"),
    "property_swap": ("房產交換",
        "玩家將他們的一張房產證牌換成另一張房產證牌，該牌由另一名玩家或銀行擁有。",
        "作弊者保留他們新的房產證，並且可以免費在該房產上放置酒店，前提是該房產上還沒有酒店。",
        "作弊者必須將兩張房產證交給抓到他們的人，或者如果他們試圖從銀行交換房產證，則交給銀行。"),
    "identity_theft": ("身份盜竊",
        "在他們的回合中，玩家移動另一名玩家的棋子而不是他們自己的棋子。",
        "棋子保持在原位。被移動棋子的玩家必須向作弊者支付 ₩100。",
        "被移動棋子的玩家將棋子放回原位，然後可以將作弊者的棋子放置在棋盤上的任何空格上。作弊者必須遵守他們被移動到的空格的規則。"),
    "unlicensed_contractor": ("無證承包商",
        "玩家將酒店（從銀行或其他玩家的房產中）放置到他們自己的任何房產上。",
        "作弊者可以保留酒店在他們的房產上。",
        "作弊者必須向銀行支付 ₩100，然後將酒店放回原位。"),
    "forged_chance": ("偽造機會",
        "當玩家玩機會牌時，他們按照自己的意願行事，而不是按照卡片上寫的。",
        "行動保持原樣。",
        "作弊者必須向抓到他們的人支付 ₩200。"),
    "bank_heist": ("銀行搶劫",
        "玩家從銀行偷取任何金額的錢。",
        "其他每名玩家都向作弊者支付 ₩100。",
        "作弊者必須向其他每名玩家支付 ₩100，然後去監獄。"),
    "free_lodging": ("免費住宿",
        "玩家沒有支付他們在對手的房產上著陸的租金。",
        "作弊者獲得該房產的房產證。",
        "作弊者必須支付該房產所有者雙倍的租金價值，然後去監獄。"),
    "squatter": ("非法佔地規則",
        "玩家收取其他玩家房產的租金。",
        "作弊者獲得該房產的房產證。",
        "作弊者必須支付該房產所有者房產的面值，然後去監獄。"),
    "trick_dice": ("作弊骰子",
        "玩家可以移動他們想要的任何數量的空格。",
        "作弊者停留在原位，並從銀行獲得 ₩200。",
        "作弊者根據他們實際擲出的骰子進行移動，並完成該空格的行動。在他們的下一個回合中，他們必須向抓到他們的人支付 ₩200，並允許該玩家為他們擲骰子，然後像往常一樣進行他們的回合。"),
    "pickpocket": ("扒手",
        "玩家從其他玩家那裡偷取任何金額的錢。",
        "在他們的下一個回合中，作弊者可以購買最便宜的未被擁有的房產。",
        "作弊者必須將他們最便宜的房產交給他們試圖偷竊的玩家。"),
    "accidental_demolition": ("意外拆除",
        "玩家從其他玩家的房產上拆除酒店。",
        "作弊者將酒店放置在他們自己的房產上，該房產上還沒有酒店。",
        "作弊者必須歸還酒店，支付抓到他們的人 ₩100，然後去監獄。"),
}


def test_the_cheat_table_is_the_seeds_row_by_row():
    """Seed 作弊卡: "十五張作弊卡如下所示" (the table quoted above, verbatim): every card's front, reward
    and penalty are kept beside the rules that apply them; fifteen cards, five face up."""
    assert len(SEED_TABLE) == 15 and sorted(data.CHEAT_IDS) == sorted(SEED_TABLE)
    for cheat_id, (name, do, reward, penalty) in SEED_TABLE.items():
        assert data.CHEAT_BY_ID[cheat_id]["seed"] == (do, reward, penalty), cheat_id


# -- the 15 cheats: the seed's reward and penalty, exactly -------------------------------

def extra_allowance():
    s = with_cheat("extra_allowance", players=5, square=37)
    s, _ = roll(s, 0, 1, 2)  # 37 + 3 = GO: ₩200
    s, _ = cheat(s, 0, "extra_allowance")
    assert cash(s)[0] == 1800
    return s


def test_extra_allowance_reward_and_penalty_with_five_players():
    """額外津貼: "當玩家因經過GO而收取₩200時，他們額外收取₩100，總計₩300。" Reward: "作弊者被允許保留額外
    的₩100。" Penalty: "作弊者必須將他們收取的所有錢都歸還給銀行，並支付給其他每個玩家₩50。"."""
    assert cash(close(extra_allowance())) == [1800, 1500, 1500, 1500, 1500]
    s = close(extra_allowance(), [(4, "extra_allowance")])
    assert cash(s) == [1800 - 300 - 4 * 50, 1550, 1550, 1550, 1550] and not s["seats"][0]["in_jail"]


def escape_artist():
    s = with_cheat("escape_artist", players=3)
    jail(s, 0)
    s["stage"]["in_jail"] = True
    for q in data.STREETS:
        if q not in (24, 39):
            s["owners"][q] = 1
    s["owners"][19] = 2
    s, _ = cheat(s, 0, "escape_artist")
    s, _ = roll(s, 0, 4, 5)  # 10 + 9 = New York Avenue, seat 2's alone: ₩16
    assert cash(s) == [1484, 1500, 1516] and not s["seats"][0]["in_jail"]
    return s


def test_escape_artist_reward_and_penalty():
    """逃脫藝術家: "如果玩家在監獄中，他們會取下手銬。" Reward: "作弊者從監獄中釋放。如果有未售出的房產，
    他們從自己的位置前進到下一個房產並免費獲得產權證。" Penalty: "作弊者重新戴上手銬並留在監獄中。他們必須向
    抓住他們的玩家支付₩100。"."""
    s = close(escape_artist())
    assert s["seats"][0]["position"] == 24 and s["owners"][24] == 0 and cash(s) == [1484, 1500, 1516]
    assert not s["seats"][0]["in_jail"] and s["owners"][39] is None
    s = close(escape_artist(), [(2, "escape_artist")])
    assert s["seats"][0]["in_jail"] and s["seats"][0]["position"] == 10 and s["handcuffs"] == 0
    assert cash(s) == [1384, 1500, 1616] and s["owners"][24] is None


def test_escape_artist_while_still_in_jail_after_a_missed_roll():
    """RULINGS: "a face-up cheat is an action of its own, available in your turn where its situation
    applies"; 逃脫藝術家: "如果玩家在監獄中，他們會取下手銬" (RULINGS: "leave jail without paying")."""
    s = with_cheat("escape_artist", players=3)
    jail(s, 0)
    s["stage"]["in_jail"] = True
    s, _ = roll(s, 0, 1, 2)  # no doubles: still in jail, the end decision
    assert s["stage"]["kind"] == "end" and s["seats"][0]["in_jail"]
    s, _ = cheat(s, 0, "escape_artist")
    assert not s["seats"][0]["in_jail"] and s["handcuffs"] is None


def slippery(square, frm):
    s = with_cheat("slippery_deed")
    own(s, frm, square)
    s, _ = cheat(s, 0, "slippery_deed", square=square)
    return to_end(s, 0)


def test_slippery_deed_reward_and_penalty():
    """滑溜溜的契約: "玩家從銀行或其他玩家手中偷走產權證。" Reward: "作弊者被允許保留他們偷來的房產，並且可以
    免費在其上建造酒店，前提是那裡還沒有酒店。" Penalty: "作弊者必須歸還房產證，支付抓到他們的人 ₩100，
    然後去監獄。"."""
    s = close(slippery(9, 2))  # Connecticut has its hotel already: no second one
    assert s["owners"][9] == 0 and s["levels"][9] == 1 and s["hotels_left"] == 15
    s = close(slippery(16, None))  # from the bank: a free hotel
    assert s["owners"][16] == 0 and s["levels"][16] == 1 and s["hotels_left"] == 14 and cash(s)[0] == 1500
    s = close(slippery(9, 2), [(1, "slippery_deed")])
    assert s["owners"][9] == 2 and cash(s) == [1400, 1600, 1500, 1500] and s["seats"][0]["in_jail"]
    s = close(slippery(16, None), [(3, "slippery_deed")])
    assert s["owners"][16] is None and s["levels"][16] == 0 and cash(s) == [1400, 1500, 1500, 1600]


def underpay():
    face_up = ["underpay"] + QUIET[:4]
    s = turn_of(game(3, face_up=face_up), 0, 36)
    own(s, 1, 39)
    s, _ = roll(s, 0, 1, 2)  # Boardwalk alone: ₩50 owed
    assert s["stage"]["kind"] == "rent" and s["stage"]["amount"] == 50
    s, _ = cheat(s, 0, "underpay", amount=20)
    return s


def test_underpay_on_rent_reward_and_penalty():
    """少付錢: "債務人支付給債權人的錢少於他們實際欠的錢。" Reward: "債務人從銀行收取 ₩100。" Penalty:
    "債務人必須支付剩餘的金額，然後去監獄。"."""
    assert cash(close(underpay())) == [1500 - 20 + 100, 1520, 1500]
    s = close(underpay(), [(2, "underpay")])
    assert cash(s) == [1450, 1550, 1500] and s["seats"][0]["in_jail"]


def gouged():
    s = with_cheat("price_gouging", players=3)
    own(s, 0, 21, 23, 24)
    s["last_rent"][0] = {"payer": 2, "square": 24, "amount": 40}  # red group: 20 x 2, paid before
    s["seats"][0]["cash"], s["seats"][2]["cash"] = 1540, 1460
    s, _ = cheat(s, 0, "price_gouging", amount=60)
    assert cash(s) == [1600, 1500, 1400]
    return to_end(s, 0)


def test_price_gouging_reward_and_penalty_and_no_rent_while_in_jail():
    """價格哄抬: "債權人向債務人收取的租金高於他們實際欠的租金。" Reward: "債權人可以免費在該房產上放置酒店，
    前提是該房產上還沒有酒店。" Penalty: "債權人必須歸還租金，然後去監獄。如果一名玩家因使用此作弊手段被抓
    而被送往監獄，他們在監獄期間不得收取租金。"."""
    s = close(gouged())
    assert s["levels"][24] == 1 and cash(s) == [1600, 1500, 1400]
    s = close(gouged(), [(1, "price_gouging")])  # the ₩40 rent and the ₩60 extra back
    assert cash(s) == [1500, 1500, 1500] and s["seats"][0]["in_jail"]
    s = turn_of(s, 1, 18)
    s, _ = roll(s, 1, 1, 2)  # Kentucky, seat 0's full red group: no rent while seat 0 is in jail
    assert cash(s) == [1500, 1500, 1500]
    s = close(s, seat=1)
    s = honest_turn(s, 2)
    s, _ = act(s, 0, {"type": "pay_bail"})
    s = close(to_end(s, 0))
    s = turn_of(s, 1, 18)
    s, _ = roll(s, 1, 1, 2)  # out of jail: rent again, 18 x 2
    assert cash(s) == [1450 + 36, 1500 - 36, 1500]


def swapped():
    s = with_cheat("property_swap")
    own(s, 0, 1)
    own(s, 2, 9)
    s, _ = cheat(s, 0, "property_swap", square=1, target_square=9)
    return to_end(s, 0)


def test_property_swap_reward_and_penalty():
    """房產交換: "玩家將他們的一張房產證牌換成另一張房產證牌，該牌由另一名玩家或銀行擁有。" Reward: "作弊者
    保留他們新的房產證，並且可以免費在該房產上放置酒店，前提是該房產上還沒有酒店。" Penalty: "作弊者必須將
    兩張房產證交給抓到他們的人，或者如果他們試圖從銀行交換房產證，則交給銀行。"."""
    s = close(swapped())  # Connecticut has a hotel: none added
    assert s["owners"][9] == 0 and s["owners"][1] == 2 and s["levels"] == [0] * 9 + [1] + [0] * 30
    s = close(swapped(), [(3, "property_swap")])
    assert s["owners"][9] == 3 and s["owners"][1] == 3 and cash(s) == [1500] * 4
    s = with_cheat("property_swap")
    own(s, 0, 1)
    s, _ = cheat(s, 0, "property_swap", square=1, target_square=31)
    s = close(to_end(s, 0), [(1, "property_swap")])
    assert s["owners"][1] is None and s["owners"][31] is None and cash(s) == [1500] * 4


def identity():
    s = with_cheat("identity_theft", square=12)
    s["seats"][2]["position"] = 14
    rig(s, 2, 4)
    s, _ = cheat(s, 0, "identity_theft", target=2)
    assert s["seats"][2]["position"] == 20 and s["seats"][0]["position"] == 12
    assert s["stage"]["kind"] == "end"
    return s


def test_identity_theft_reward_and_penalty():
    """身份盜竊: "在他們的回合中，玩家移動另一名玩家的棋子而不是他們自己的棋子。" Reward: "棋子保持在原位。
    被移動棋子的玩家必須向作弊者支付 ₩100。" Penalty: "被移動棋子的玩家將棋子放回原位，然後可以將作弊者的
    棋子放置在棋盤上的任何空格上。作弊者必須遵守他們被移動到的空格的規則。"."""
    s = close(identity())
    assert cash(s) == [1600, 1500, 1400, 1500] and s["seats"][2]["position"] == 20
    s = close(identity(), [(1, "identity_theft")])
    assert s["seats"][2]["position"] == 14
    assert s["stage"]["kind"] == "place_token" and s["stage"]["seat"] == 2
    s, _ = act(s, 2, {"type": "place_token", "square": 30})  # Go To Jail: its rule applies
    assert s["seats"][0]["in_jail"] and s["seats"][0]["position"] == 10 and cash(s) == [1500] * 4


def contractor():
    s = with_cheat("unlicensed_contractor")
    own(s, 2, 9)
    own(s, 0, 39)
    s, _ = cheat(s, 0, "unlicensed_contractor", square=39, from_square=9)
    return to_end(s, 0)


def test_unlicensed_contractor_from_another_player_reward_and_penalty():
    """無證承包商: "玩家將酒店（從銀行或其他玩家的房產中）放置到他們自己的任何房產上。" Reward: "作弊者可以保留
    酒店在他們的房產上。" Penalty: "作弊者必須向銀行支付 ₩100，然後將酒店放回原位。"."""
    s = close(contractor())
    assert s["levels"][39] == 1 and s["levels"][9] == 0 and s["hotels_left"] == 15
    s = close(contractor(), [(1, "unlicensed_contractor")])
    assert s["levels"][39] == 0 and s["levels"][9] == 1 and s["hotels_left"] == 15
    assert cash(s) == [1400, 1500, 1500, 1500]


def forged(drawn, played):
    s = with_cheat("forged_chance", square=19)
    s["decks"]["chance"].remove(drawn)
    s["decks"]["chance"].insert(0, drawn)
    s, _ = roll(s, 0, 1, 2)  # 22 Chance
    assert s["stage"]["kind"] == "card"
    s, _ = cheat(s, 0, "forged_chance", card=played)
    return s


def test_forged_chance_reward_and_penalty():
    """偽造機會: "當玩家玩機會牌時，他們按照自己的意願行事，而不是按照卡片上寫的。" Reward: "行動保持原樣。"
    Penalty: "作弊者必須向抓到他們的人支付 ₩200。" (drawn: pay ₩15; played: everyone pays ₩50).
    Caught, the forged card is undone first (RULINGS): each ₩50 goes back, the drawn card acts."""
    assert cash(close(forged("CH11", "CH13"))) == [1650, 1450, 1450, 1450]
    s = close(forged("CH11", "CH13"), [(2, "forged_chance")])
    assert cash(s) == [1500 - 15 - 200, 1500, 1500 + 200, 1500]


def test_caught_forged_chance_is_undone_and_the_drawn_card_applies():
    """RULINGS: "A caught cheat is undone first where its penalty does not say what becomes of what it
    took ... then the penalty applies"; 偽造機會 reward (uncaught only): "行動保持原樣"; penalty:
    "作弊者必須向抓到他們的人支付 ₩200". Drawn CH06 (collect ₩50), forged CH16 (collect ₩150):
    caught, the ₩150 goes back, the drawn ₩50 card is what happened, and ₩200 to the catcher."""
    s = close(forged("CH06", "CH16"), [(2, "forged_chance")])
    assert cash(s) == [1500 + 50 - 200, 1500, 1700, 1500]


def heist():
    s = with_cheat("bank_heist", players=5)
    s, _ = cheat(s, 0, "bank_heist", amount=1000)
    return to_end(s, 0)


def test_bank_heist_reward_and_penalty_with_five_players():
    """銀行搶劫: "玩家從銀行偷取任何金額的錢。" Reward: "其他每名玩家都向作弊者支付 ₩100。" Penalty: "作弊者
    必須向其他每名玩家支付 ₩100，然後去監獄。" RULINGS: "銀行搶劫: the money goes back to the bank"."""
    assert cash(close(heist())) == [2500 + 400, 1400, 1400, 1400, 1400]
    s = close(heist(), [(3, "bank_heist")])
    assert cash(s) == [1500 - 400, 1600, 1600, 1600, 1600] and s["seats"][0]["in_jail"]


def lodging():
    face_up = ["free_lodging"] + QUIET[:4]
    s = turn_of(game(4, face_up=face_up), 0, 6)
    own(s, 1, 9)
    s, _ = roll(s, 0, 1, 2)  # Connecticut with its hotel: ₩600
    assert s["stage"]["kind"] == "rent" and s["stage"]["amount"] == 600
    s, _ = cheat(s, 0, "free_lodging")
    return s


def test_free_lodging_reward_and_penalty():
    """免費住宿: "玩家沒有支付他們在對手的房產上著陸的租金。" Reward: "作弊者獲得該房產的房產證。" Penalty:
    "作弊者必須支付該房產所有者雙倍的租金價值，然後去監獄。"."""
    s = close(lodging())
    assert s["owners"][9] == 0 and s["levels"][9] == 1 and cash(s) == [1500] * 4
    s = close(lodging(), [(3, "free_lodging")])
    assert cash(s) == [300, 2700, 1500, 1500] and s["owners"][9] == 1 and s["seats"][0]["in_jail"]


def squatted():
    s = with_cheat("squatter")
    own(s, 1, 37)
    hotel(s, 37)
    s["seats"][2]["position"] = 37
    s, _ = cheat(s, 0, "squatter", square=37, target=2)
    assert cash(s) == [3000, 1500, 0, 1500]
    return to_end(s, 0)


def test_squatters_rights_reward_and_penalty_face_value_is_the_hotel_rent():
    """非法佔地規則: "玩家收取其他玩家房產的租金。" Reward: "作弊者獲得該房產的房產證。" Penalty: "作弊者必須
    支付該房產所有者房產的面值，然後去監獄。" Face value: "如果有酒店，則是酒店的租金" (Park Place ₩1500)."""
    s = close(squatted())
    assert s["owners"][37] == 0 and s["levels"][37] == 1 and cash(s) == [3000, 1500, 0, 1500]
    s = close(squatted(), [(3, "squatter")])
    assert cash(s) == [0, 3000, 1500, 1500] and s["owners"][37] == 1 and s["seats"][0]["in_jail"]


def tricked(players=3):
    s = with_cheat("trick_dice", players=players, square=0)
    own(s, 0, 3)
    rig(s, 2, 3)  # really 5: Reading Railroad, on to Pennsylvania Railroad
    s, _ = cheat(s, 0, "trick_dice", total=3)  # an odd total never shows doubles
    assert s["seats"][0]["position"] == 3 and s["stage"]["kind"] == "end" and not s["stage"]["doubles"]
    return s


def test_trick_dice_reward_and_penalty_including_the_next_turn():
    """作弊骰子: "玩家可以移動他們想要的任何數量的空格。" Reward: "作弊者停留在原位，並從銀行獲得 ₩200。"
    Penalty: "作弊者根據他們實際擲出的骰子進行移動，並完成該空格的行動。在他們的下一個回合中，他們必須向抓到
    他們的人支付 ₩200，並允許該玩家為他們擲骰子，然後像往常一樣進行他們的回合。"."""
    s = close(tricked())
    assert s["seats"][0]["position"] == 3 and cash(s) == [1700, 1500, 1500]
    s = close(tricked(), [(1, "trick_dice")])
    assert s["seats"][0]["position"] == 15 and cash(s) == [1500] * 3  # 5 is a station: on to 15
    s = honest_turn(s, 1)
    s = honest_turn(s, 2)
    assert s["turn"]["seat"] == 0 and cash(s) == [1300, 1700, 1500]
    assert s["stage"]["kind"] == "roll_for" and s["stage"]["seat"] == 1
    with pytest.raises(NotYourTurn):
        E.apply(s, 0, {"type": "roll"})
    s, _ = roll(s, 1, 1, 2)  # the catcher's roll moves the cheater: 15 + 3 = Tennessee
    assert s["seats"][0]["position"] == 18 and s["seats"][1]["position"] == 12
    assert s["stage"]["kind"] == "buy" and s["stage"]["seat"] == 0


def test_caught_trick_dice_gives_back_the_go_money_of_the_fake_move():
    """作弊骰子 penalty: "作弊者根據他們實際擲出的骰子進行移動"; RULINGS: "A caught cheat is undone first
    ... then the penalty applies". From Pennsylvania Avenue (34) the cheat claims 9 (to Baltic, passing
    GO: ₩200); the real dice 1+2 reach Park Place (37) without passing GO: no GO money in the end."""
    s = with_cheat("trick_dice", players=3, square=34)
    own(s, 0, 3)
    rig(s, 1, 2)
    s, _ = cheat(s, 0, "trick_dice", total=9)
    assert s["seats"][0]["position"] == 3 and cash(s)[0] == 1700
    s = close(s, [(2, "trick_dice")])
    assert s["seats"][0]["position"] == 37 and s["stage"]["kind"] == "buy"
    assert cash(s) == [1500, 1500, 1500]


def test_caught_trick_dice_whose_fake_move_jailed_moves_by_the_real_dice_out_of_jail():
    """作弊骰子 penalty: "作弊者根據他們實際擲出的骰子進行移動，並完成該空格的行動"; RULINGS: a caught cheat is
    undone first. From Ventnor (27) the cheat claims 3: Go To Jail; the real dice 1+3 reach Pacific
    Avenue (31), unowned: the cheater stands there free, with the buy decision."""
    s = with_cheat("trick_dice", players=3, square=27)
    rig(s, 1, 3)
    s, _ = cheat(s, 0, "trick_dice", total=3)
    assert s["seats"][0]["in_jail"] and s["handcuffs"] == 0
    s = close(s, [(1, "trick_dice")])
    assert s["seats"][0]["position"] == 31 and s["stage"]["kind"] == "buy"
    assert not s["seats"][0]["in_jail"] and s["handcuffs"] is None


def test_caught_trick_dice_in_the_final_run_still_stops_on_go_once():
    """Seed 遊戲結束: "一旦他們到達'GO'空格，他們就會停止，即使他們還有剩餘的移動，並且像正常透過一樣獲得
    ₩200"; 作弊骰子 penalty: "作弊者根據他們實際擲出的骰子進行移動". From Chance (36) the cheat claims 5 (stops
    on GO); the real dice 3+4 also reach GO: the cheater stands on GO, ₩200 once."""
    s = with_cheat("trick_dice", players=3, square=36)
    s["final_run"] = True
    rig(s, 3, 4)
    s, _ = cheat(s, 0, "trick_dice", total=5)
    assert s["seats"][0]["position"] == 0 and s["seats"][0]["at_go"] and cash(s)[0] == 1700
    s = close(s, [(1, "trick_dice")])
    assert s["seats"][0]["position"] == 0 and s["seats"][0]["at_go"] and cash(s) == [1700, 1500, 1500]
    assert s["turn"]["seat"] == 1


def test_caught_trick_dice_waiting_on_go_pays_the_catcher_when_its_turn_is_passed_over():
    """作弊骰子 penalty: "在他們的下一個回合中，他們必須向抓到他們的人支付 ₩200"; seed 遊戲結束: a player on GO
    "停止輪流...儘管他們仍然可以收取和支付租金". Our ruling (docs/rules/cheaters-edition.md, The end): the
    ₩200 falls due when the turn order passes over the seat waiting on GO; the catcher's roll
    lapses. Seat 0 is caught on GO; seat 1's turn, then seat 2's; seat 0 is passed over: ₩200 to 1."""
    s = with_cheat("trick_dice", players=3, square=36)
    s["final_run"] = True
    rig(s, 3, 4)
    s, _ = cheat(s, 0, "trick_dice", total=5)
    s = close(s, [(1, "trick_dice")])
    assert s["later"] == [{"seat": 0, "kind": "trick_dice_penalty", "catcher": 1}]
    s = honest_turn(s, 1)
    assert cash(s)[0] == 1700 and s["turn"]["seat"] == 2
    s = honest_turn(s, 2)
    assert s["turn"]["seat"] == 1 and s["later"] == []
    assert cash(s)[0] == 1500 and cash(s)[1] == 1700 and s["stage"]["kind"] == "roll"


def test_caught_trick_dice_waiting_on_go_pays_before_the_payout():
    """The same ruling when nobody else takes a turn: seats 1 and 2 already wait on GO, so
    the payout comes before seat 0's seat is reached: the ₩200 is paid to the catcher first."""
    s = with_cheat("trick_dice", players=3, square=36)
    s["final_run"] = True
    for q in (1, 2):
        s["seats"][q].update(at_go=True, position=0)
    rig(s, 3, 4)
    s, _ = cheat(s, 0, "trick_dice", total=5)
    s, events = close_with_events(s, [(2, "trick_dice")])
    assert s["ended"]["reason"] == "final_run"
    penalty = [e for e in events if e["type"] == "money" and e["reason"] == "penalty"]
    assert [(e["payer"], e["payee"], e["amount"]) for e in penalty] == [(0, 2, 200)]
    assert cash(s) == [1500, 1500, 1700]  # nobody owns land: no payout rents


def close_with_events(s, accusations):
    """:func:`close` for seat 0, returning the last answer's events too."""
    s, _ = act(s, 0, {"type": "end_turn"})
    answers = {a: {"target": 0, "cheat": name} for a, name in accusations}
    answers.update({q: None for q in range(1, s["players"]) if q not in answers})
    return answer_window(s, answers)


def picked():
    s = with_cheat("pickpocket")
    own(s, 0, 34, 39)
    s, _ = cheat(s, 0, "pickpocket", target=2, amount=400)
    return to_end(s, 0)


def test_pickpocket_reward_next_turn_and_penalty():
    """扒手: "玩家從其他玩家那裡偷取任何金額的錢。" Reward: "在他們的下一個回合中，作弊者可以購買最便宜的未被
    擁有的房產。" Penalty: "作弊者必須將他們最便宜的房產交給他們試圖偷竊的玩家。" RULINGS: "扒手: the money
    goes back to its owner". Pennsylvania Avenue (free) is the cheater's; the cheapest unowned is States
    Avenue at ₩20."""
    s = close(picked())
    assert cash(s) == [1900, 1500, 1100, 1500]
    for seat in (1, 2, 3):
        s = honest_turn(s, seat)
    assert s["stage"]["kind"] == "cheapest" and s["stage"]["square"] == 13 and s["stage"]["price"] == 20
    s, _ = act(s, 0, {"type": "buy"})
    assert s["owners"][13] == 0 and cash(s)[0] == 1880 and s["stage"]["kind"] == "roll"
    s = close(picked(), [(1, "pickpocket")])
    assert cash(s) == [1500] * 4 and s["owners"][34] == 2 and s["owners"][39] == 0
    assert not s["seats"][0]["in_jail"]


def demolished():
    s = with_cheat("accidental_demolition")
    own(s, 1, 39)
    hotel(s, 39)
    own(s, 0, 1)
    s, _ = cheat(s, 0, "accidental_demolition", square=39)
    assert s["levels"][39] == 0
    return to_end(s, 0)


def test_accidental_demolition_reward_and_penalty():
    """意外拆除: "玩家從其他玩家的房產上拆除酒店。" Reward: "作弊者將酒店放置在他們自己的房產上，該房產上還沒有
    酒店。" Penalty: "作弊者必須歸還酒店，支付抓到他們的人 ₩100，然後去監獄。"."""
    s = close(demolished())
    assert s["levels"][39] == 0 and s["levels"][1] == 1 and s["hotels_left"] == 14
    s = close(demolished(), [(2, "accidental_demolition")])
    assert s["levels"][39] == 1 and s["levels"][1] == 0 and s["hotels_left"] == 14
    assert cash(s) == [1400, 1500, 1600, 1500] and s["seats"][0]["in_jail"]


# -- who catches -------------------------------------------------------------------------

def results(s):
    """The window's decided accusations: (result, cheat, accuser)."""
    return [(r["result"], r["cheat"], r["accuser"]) for r in s["results"] if "accuser" in r]


def test_the_first_accusation_received_catches_a_later_one_of_the_same_cheat_is_void():
    """RULINGS: "where several accuse the same cheat, the first accusation received counts and the
    others are void (no ₩100 either way)"; 滑溜溜的契約: "支付抓到他們的人 ₩100"."""
    s = close(slippery(9, 2), [(3, "slippery_deed"), (1, "slippery_deed")])
    assert results(s) == [("caught", "slippery_deed", 3), ("void", "slippery_deed", 1)]
    assert cash(s) == [1400, 1500, 1500, 1600] and s["owners"][9] == 2


def test_a_wrong_accusation_costs_the_accuser_100_paid_to_the_accused():
    """Seed 抓捕作弊者: "如果被指控的玩家成功地證明了自己的清白，指控者必須向他們支付 ₩100。" RULINGS: "A wrong
    accusation costs the accuser ₩100 paid to the accused." A wrong cheat named does not catch the
    real one, which then succeeds."""
    s = with_cheat("bank_heist")
    s, _ = cheat(s, 0, "bank_heist", amount=200)
    s, _ = act(to_end(s, 0), 0, {"type": "end_turn"})
    s, _ = answer_window(s, {3: {"target": 0, "cheat": "pickpocket"}, 1: {"target": 2, "cheat": "bank_heist"},
                             2: None})
    assert results(s) == [("wrong", "pickpocket", 3), ("wrong", "bank_heist", 1)]
    # seat 0: +200 heist +100 (seat 3 wrong) +300 reward; seat 1 pays ₩100 to seat 2 and ₩100 reward
    assert cash(s) == [1500 + 200 + 100 + 300, 1300, 1500, 1300]


def test_one_accusation_per_window():
    """RULINGS: "A player may accuse once per window."."""
    s = with_cheat("bank_heist")
    s, _ = act(to_end(s, 0), 0, {"type": "end_turn"})
    s, _ = act(s, 1, {"type": "accuse", "target": 0, "cheat": "bank_heist"})
    for again in ({"type": "pass"}, {"type": "accuse", "target": 0, "cheat": "pickpocket"}):
        with pytest.raises(NotYourTurn):
            E.apply(s, 1, again)
    assert {p.seat for p in E.prompts(s)} == {2, 3}


# -- the five face-up cards and their replacement ----------------------------------------

@pytest.mark.parametrize("caught", [False, True])
def test_a_settled_cheat_goes_under_the_tray_and_the_top_card_takes_its_slot(caught):
    """Seed 作弊: "翻轉該作弊牌並收取列出的獎勵。然後將該牌放回作弊牌堆的底部，並抽取一張新牌。"; caught:
    "翻轉作弊牌並接受背面列出的懲罰，然後更換該牌"; 設定: five face up, the rest in the tray."""
    s = with_cheat("pickpocket")
    slot = s["face_up"].index("pickpocket")
    face_up, tray = list(s["face_up"]), list(s["cheat_deck"])
    assert len(face_up) == 5 and len(tray) == 10
    s, _ = cheat(s, 0, "pickpocket", target=1, amount=10)
    s = close(to_end(s, 0), [(2, "pickpocket")] if caught else [])
    assert s["face_up"] == face_up[:slot] + [tray[0]] + face_up[slot + 1:]
    assert s["cheat_deck"] == tray[1:] + ["pickpocket"]


def test_no_cheat_or_a_wrong_accusation_replaces_nothing():
    """Seed: only a cheat that succeeded or was caught is turned over and replaced."""
    s = with_cheat("pickpocket")
    face_up, tray = list(s["face_up"]), list(s["cheat_deck"])
    s = close(to_end(s, 0), [(1, "pickpocket")])
    assert s["face_up"] == face_up and s["cheat_deck"] == tray


# -- the end, ranking and rank points ----------------------------------------------------

def test_all_but_one_bankrupt_the_last_player_wins():
    """Seed 遊戲結束: "除了一個玩家之外，所有其他玩家都破產，就像標準的《大富翁》一樣。最後剩下的玩家獲勝。"
    RULINGS: 3 players score the 强手棋 三人赛 table +15, -5, -10."""
    s = quiet(players=3, seat=1, square=36)
    own(s, 0, 39)
    hotel(s, 39)
    s, _ = roll(s, 1, 1, 2)
    assert s["seats"][1]["status"] == "bankrupt" and s["ended"] is None
    s = turn_of(s, 2, 36)
    s, _ = roll(s, 2, 1, 2)
    outcome = E.outcome(s)
    assert outcome.reason == "last_player" and outcome.places == [1, 3, 2]
    assert [x.points for x in score_game(outcome.to_dict())] == [15, -10, -5]


def test_a_seat_that_left_counts_last_even_if_it_went_bankrupt_after_another():
    """RULINGS platform-wide: "Three consecutive timeouts by one seat mean that seat has left the game
    ... a bot plays it out and its result counts as last place". Four players: seat 1 goes bankrupt,
    then the left seat 3, then seat 2; seat 3 must still be last (四人赛 -10), seat 1 third (-6)."""
    s = quiet(players=4, seat=1, square=36)
    own(s, 0, 39)
    hotel(s, 39)
    s["seats"][3]["left"] = True
    for seat in (1, 3, 2):
        s = turn_of(s, seat, 36)
        s, _ = roll(s, seat, 1, 2)
        assert s["seats"][seat]["status"] == "bankrupt"
    outcome = E.outcome(s)
    assert outcome.reason == "last_player" and outcome.places == [1, 3, 2, 4]
    assert [x.points for x in score_game(outcome.to_dict())] == [20, -6, -4, -10]


def test_the_final_run_stops_on_go_even_from_a_station_and_pays_200():
    """Seed 遊戲結束: "一旦他們到達'GO'空格，他們就會停止，即使他們還有剩餘的移動，並且像正常透過一樣獲得
    ₩200。" Short Line sends you on to Reading through GO: the token stops on GO."""
    s = quiet(square=31)
    s["final_run"] = True
    s, _ = roll(s, 0, 1, 3)
    assert s["seats"][0]["position"] == 0 and s["seats"][0]["at_go"] and cash(s)[0] == 1700


def test_a_player_waiting_on_go_takes_no_turn_but_collects_rent():
    """Seed: "一旦一名玩家最後一次到達'GO'，他們就會停止輪流，等待其他玩家追趕，儘管他們仍然可以收取和支付
    租金，並且破產。"."""
    s = quiet(square=36)
    s["final_run"] = True
    own(s, 1, 39)
    s["seats"][1].update(at_go=True, position=0)
    s, _ = roll(s, 0, 1, 2)  # Boardwalk alone, ₩50 to the waiting seat 1
    assert cash(s)[:2] == [1450, 1550]
    s = close(s)
    assert s["turn"]["seat"] == 2 and s["seats"][1]["position"] == 0


def test_the_payout_then_most_cash_wins():
    """Seed: "一旦所有玩家都到達'GO'，所有玩家都會從銀行收取他們擁有的每項房產的租金，獲得每項房產的當前租金
    價值。然後玩家計算他們的錢，擁有最多資金的玩家獲勝。" Seat 0: brown full group (4 + 8) and Boardwalk's
    hotel 2000; seat 1: Park Place 35 and Oriental 6; seat 2: Vermont 6, Connecticut's hotel 600, full
    pink 64, orange 88, red 112, yellow 136, green 160 (doubled base rents)."""
    s = quiet(square=36)
    s["final_run"] = True
    for q in data.STREETS:
        s["owners"][q] = 2
    own(s, 0, 1, 3, 39)
    own(s, 1, 37, 6)
    hotel(s, 39)
    for q in (1, 2):
        s["seats"][q].update(at_go=True, position=0)
    s, _ = roll(s, 0, 1, 3)  # 36 + 4 would be 0: GO, ₩200
    s, events = act(s, 0, {"type": "end_turn"})
    s, events = answer_window(s, {1: None, 2: None})
    assert [(e["seat"], e["amount"]) for e in events if e["type"] == "payout"] == [(0, 2012), (1, 41), (2, 1166)]
    assert cash(s) == [1500 + 200 + 2012, 1541, 2666] and s["ended"]["reason"] == "final_run"
    outcome = E.outcome(s)
    assert outcome.places == [1, 3, 2]
    assert [x.points for x in score_game(outcome.to_dict())] == [15, -10, -5]


@pytest.mark.parametrize("players,points", [
    (2, [10, -10]), (3, [15, -5, -10]), (4, [20, -4, -6, -10]),
    (5, [25, 10, -5, -10, -20]), (6, [30, 15, 5, -5, -15, -30])])
def test_rank_points_by_place(players, points):
    """RULINGS platform-wide: "Cheaters Edition ... award rank points by the 强手棋 table for 2-4 players
    (5 players: +25, +10, -5, -10, -20; 6 players: +30, +15, +5, -5, -15, -30)"; 强手棋 积分表: 1V1
    +10/-10, 三人赛 +15/-5/-10, 四人赛 +20/-4/-6/-10. Seats in reverse cash order."""
    s = game(players)
    for q in range(players):
        s["seats"][q]["cash"] = 1000 + 100 * q
    s["ended"] = {"reason": "final_run", "round": 30}
    outcome = E.outcome(s)
    assert outcome.places == list(range(players, 0, -1))
    assert [x.points for x in score_game(outcome.to_dict())] == points[::-1]


def test_resign_and_three_timeouts_score_last_place():
    """RULINGS: "Resign is always available ... counts as the seeds' 认输/自杀" (last place), and "Three
    consecutive timeouts ... that seat has left the game ... its result counts as last place". Six
    players: last is -30."""
    s = quiet(players=6)
    s, _ = act(s, 3, {"type": "resign"})  # not seat 3's turn: resign is still accepted
    assert s["seats"][3]["status"] == "resigned"
    for n in range(3):
        turn_of(s, 0)
        s, _ = act(s, 0, {"type": "timeout"})
        assert s["seats"][0]["left"] == (n == 2)
    s["ended"] = {"reason": "final_run", "round": 9}
    scores = [x.points for x in score_game(E.outcome(s).to_dict())]
    assert scores[0] == -30 and scores[3] == -30


def test_timeouts_must_be_consecutive():
    """RULINGS: "Three consecutive timeouts by one seat"; an answer of its own resets the count."""
    s = quiet(players=3)
    for kind in ("timeout", "timeout", "pay"):
        turn_of(s, 0)
        if kind == "pay":
            s = to_end(s, 0)
        else:
            s, _ = act(s, 0, {"type": "timeout"})
    turn_of(s, 0)
    s, _ = act(s, 0, {"type": "timeout"})
    assert not s["seats"][0]["left"] and s["seats"][0]["timeouts"] == 1
