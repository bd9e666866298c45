"""Every number of Monopoly: Cheaters Edition in one place: the board, money rules, the
15 cheat cards and the two 16-card decks.

Sources, cited beside each value:

- "seed" = /work/shared/seeds/003_47cfe9ecf61478dc.txt (sections 裝置, 設定, 落在空格上,
  作弊, 作弊卡 table, 酒店, 出售房產, 遊戲結束, 終極作弊者模式);
- "RULINGS" = /work/shared/RULINGS.md, section "Monopoly: Cheaters Edition";
- "classic" = the classic US Monopoly title deeds (price, base rent, house cost, hotel
  rent), which the seed keeps except where it says otherwise ("基本遊戲玩法與標準大富翁相同").
- "ours" = a decision where both are silent, explained in docs/rules/cheaters-edition.md.

Display texts: ``name`` is the seed's Chinese name in Simplified characters (the site's
script); the English names and texts are wrapped in :func:`gettext_noop`, so the
translation catalogues list them and boardgames/cheaters_texts.py shows each page its
language (docs/i18n.md).
"""

from __future__ import annotations

from typing import Any


def gettext_noop(text: str) -> str:
    """``text`` unchanged: marks an English display text for the translation catalogues
    (``makemessages`` reads this name, as it reads Django's own; the engine stays free of
    Django). The pages translate it when they show it (boardgames/cheaters_texts.py)."""
    return text


# -- money and limits ---------------------------------------------------------------

START_CASH = 1500  # seed 設定 "每個玩家發牌₩1,500"; RULINGS "₩1500 each to start"
GO_PAYMENT = 200  # RULINGS "₩200 for passing GO"; seed 車站 "收取₩200"
HOTELS = 16  # seed 裝置 "十六家酒店"; RULINGS "16 hotels in all"
HOTEL_PRICE_FACTOR = 4  # RULINGS "A hotel costs four times the classic house cost"
GROUP_RENT_FACTOR = 2  # RULINGS "base rent doubles on a full colour group without hotels"
JAIL_BAIL = 50  # RULINGS "Jail as in the classic game (doubles in three tries, ₩50, or a card)"
JAIL_TRIES = 3  # classic: a third failed doubles try pays ₩50 and moves
DOUBLES_TO_JAIL = 3  # seed 基本遊戲玩法 "連續三次擲出雙骰子將把玩家送入監獄"
DICE = (2, 6)  # seed "擲骰子": two six-sided dice (classic)
FACE_UP_CHEATS = 5  # seed 設定 "正面朝上將五張牌發到棋盤中央的五個空間"
WRONG_ACCUSATION = 100  # seed 抓捕作弊者 "指控者必須向他們支付 ₩100"; RULINGS
ACCUSATION_WINDOW_SECONDS = 20  # RULINGS "live: 20 s"
# RULINGS "correspondence: until the next player rolls, which waits at least one hour"
CORRESPONDENCE_WINDOW_SECONDS = 3600
LIVE_MOVE_SECONDS = 60  # ours: the seed has no move clock
BANK_HEIST_MAX = 2000  # ours: "any amount" (seed 銀行搶劫), bounded to keep the game sane
ROUND_LIMIT = 150  # ours: a safety end (final payout) for games that never get all land sold
OFFERS_PER_TURN = 3  # ours: trade offers a player may make in one turn (no endless haggling)
MAX_CARD_DEPTH = 3  # ours: a card moving onto a card square draws again at most this deep

GO = 0  # seed: "GO"
JAIL = 10  # classic: 監獄 / 只是參觀 (Just Visiting)
FREE_PARKING = 20  # classic: 免費停車
GO_TO_JAIL = 30  # classic: 入獄
CONNECTICUT = 9  # seed 設定 "將一家酒店放置在康涅狄格大道/彭頓維爾路上"

# -- the board ------------------------------------------------------------------------
# Colour groups: (key, Chinese name, colour for the page, classic house cost).
GROUPS: dict[str, dict[str, Any]] = {
    "brown": {"name": "棕色", "colour": "#955436", "house": 50},  # classic house cost $50
    "light_blue": {"name": "浅蓝色", "colour": "#AAE0FA", "house": 50},  # classic $50
    "pink": {"name": "粉红色", "colour": "#D93A96", "house": 100},  # classic $100
    "orange": {"name": "橙色", "colour": "#F7941D", "house": 100},  # classic $100
    "red": {"name": "红色", "colour": "#ED1B24", "house": 150},  # classic $150
    "yellow": {"name": "黄色", "colour": "#FEF200", "house": 150},  # classic $150
    "green": {"name": "绿色", "colour": "#1FB25A", "house": 200},  # classic $200
    "dark_blue": {"name": "深蓝色", "colour": "#0072BB", "house": 200},  # classic $200
}


def _street(index: int, name: str, name_en: str, group: str, price: int, rent: int,
            hotel_rent: int) -> dict[str, Any]:
    house = GROUPS[group]["house"]
    return {"index": index, "name": name, "name_en": name_en, "kind": "street", "group": group,
            "colour": GROUPS[group]["colour"], "price": price, "rent": rent, "hotel_rent": hotel_rent,
            "hotel_price": HOTEL_PRICE_FACTOR * house}


def _square(index: int, name: str, name_en: str, kind: str) -> dict[str, Any]:
    return {"index": index, "name": name, "name_en": name_en, "kind": kind}


SQUARES: tuple[dict[str, Any], ...] = (
    _square(0, "起点", gettext_noop("GO"), "go"),
    _street(1, "地中海大道", gettext_noop("Mediterranean Avenue"), "brown", 60, 2, 250),  # classic 60/2/hotel 250
    _square(2, "社群宝箱", gettext_noop("Community Chest"), "chest"),
    _street(3, "波罗的海大道", gettext_noop("Baltic Avenue"), "brown", 60, 4, 450),  # classic 60/4/450
    _square(4, "休息区", gettext_noop("Rest (was Income Tax)"), "rest"),  # seed "稅收空間已被移除"; RULINGS rest
    _square(5, "雷丁铁路", gettext_noop("Reading Railroad"), "station"),  # seed "四個車站不再是房產"
    _street(6, "东方大道", gettext_noop("Oriental Avenue"), "light_blue", 100, 6, 550),  # classic 100/6/550
    _square(7, "机会", gettext_noop("Chance"), "chance"),
    _street(8, "佛蒙特大道", gettext_noop("Vermont Avenue"), "light_blue", 100, 6, 550),  # classic 100/6/550
    _street(9, "康涅狄格大道", gettext_noop("Connecticut Avenue"), "light_blue", 120, 8, 600),  # classic 120/8/600
    _square(10, "监狱 / 只是参观", gettext_noop("Jail / Just Visiting"), "jail"),
    _street(11, "圣查尔斯广场", gettext_noop("St. Charles Place"), "pink", 140, 10, 750),  # classic 140/10/750
    _square(12, "休息区", gettext_noop("Rest (was Electric Company)"), "rest"),  # seed "公用事業...已被移除"
    _street(13, "州大道", gettext_noop("States Avenue"), "pink", 20, 10, 750),  # seed "州大道...從₩140降低到₩20"
    _street(14, "维吉尼亚大道", gettext_noop("Virginia Avenue"), "pink", 160, 12, 900),  # classic 160/12/900
    _square(15, "宾夕法尼亚铁路", gettext_noop("Pennsylvania Railroad"), "station"),
    _street(16, "圣詹姆斯广场", gettext_noop("St. James Place"), "orange", 180, 14, 950),  # classic 180/14/950
    _square(17, "社群宝箱", gettext_noop("Community Chest"), "chest"),
    _street(18, "田纳西大道", gettext_noop("Tennessee Avenue"), "orange", 180, 14, 950),  # classic 180/14/950
    _street(19, "纽约大道", gettext_noop("New York Avenue"), "orange", 200, 16, 1000),  # classic 200/16/1000
    _square(20, "免费停车", gettext_noop("Free Parking"), "free_parking"),
    _street(21, "肯塔基大道", gettext_noop("Kentucky Avenue"), "red", 220, 18, 1050),  # classic 220/18/1050
    _square(22, "机会", gettext_noop("Chance"), "chance"),
    _street(23, "印第安纳大道", gettext_noop("Indiana Avenue"), "red", 220, 18, 1050),  # classic 220/18/1050
    _street(24, "伊利诺大道", gettext_noop("Illinois Avenue"), "red", 240, 20, 1100),  # classic 240/20/1100
    _square(25, "B&O铁路", gettext_noop("B. & O. Railroad"), "station"),
    _street(26, "大西洋大道", gettext_noop("Atlantic Avenue"), "yellow", 130, 22, 1150),  # seed "從₩260降低到₩130"
    _street(27, "文特诺大道", gettext_noop("Ventnor Avenue"), "yellow", 260, 22, 1150),  # classic 260/22/1150
    _square(28, "休息区", gettext_noop("Rest (was Water Works)"), "rest"),  # seed "公用事業...已被移除"
    _street(29, "马文花园", gettext_noop("Marvin Gardens"), "yellow", 280, 24, 1200),  # classic 280/24/1200
    _square(30, "入狱", gettext_noop("Go To Jail"), "go_to_jail"),
    _street(31, "太平洋大道", gettext_noop("Pacific Avenue"), "green", 300, 26, 1275),  # classic 300/26/1275
    _street(32, "北卡罗来纳大道", gettext_noop("North Carolina Avenue"), "green", 300, 26, 1275),  # classic
    _square(33, "社群宝箱", gettext_noop("Community Chest"), "chest"),
    _street(34, "宾夕法尼亚大道", gettext_noop("Pennsylvania Avenue"), "green", 0, 28, 1400),  # seed "從₩320降低到免費"
    _square(35, "短线铁路", gettext_noop("Short Line"), "station"),
    _square(36, "机会", gettext_noop("Chance"), "chance"),
    _street(37, "公园广场", gettext_noop("Park Place"), "dark_blue", 350, 35, 1500),  # classic 350/35/1500
    _square(38, "休息区", gettext_noop("Rest (was Luxury Tax)"), "rest"),  # seed "稅收空間已被移除"
    _street(39, "木板路", gettext_noop("Boardwalk"), "dark_blue", 400, 50, 2000),  # classic 400/50/2000
)
BOARD_SIZE = len(SQUARES)  # 40, the classic board
STREETS = tuple(sq["index"] for sq in SQUARES if sq["kind"] == "street")  # 22 properties
STATIONS = tuple(sq["index"] for sq in SQUARES if sq["kind"] == "station")  # 5, 15, 25, 35
# seed 車站 "他們立即向前移動到下一個車站並結束回合"
NEXT_STATION = {s: STATIONS[(i + 1) % len(STATIONS)] for i, s in enumerate(STATIONS)}

# -- the cheat cards (seed 作弊卡 table, every row) --------------------------------------
# ``do``: what the cheater does (the card's front); ``reward`` / ``penalty``: its back.
# ``seed`` keeps the seed's row text (Traditional, as the seed has it) beside our English.
CHEATS: tuple[dict[str, Any], ...] = (
    {"id": "extra_allowance", "name": "额外津贴", "name_en": gettext_noop("Extra Allowance"),
     "do": gettext_noop("When you collect ₩200 for passing GO, take ₩100 more (₩300 in all)."),
     "reward": gettext_noop("Keep the extra ₩100."),
     "penalty": gettext_noop("Give all the money you collected back to the bank and pay every other player ₩50."),
     "seed": ("當玩家因經過GO而收取₩200時，他們額外收取₩100，總計₩300。", "作弊者被允許保留額外的₩100。",
              "作弊者必須將他們收取的所有錢都歸還給銀行，並支付給其他每個玩家₩50。")},
    {"id": "escape_artist", "name": "逃脱艺术家", "name_en": gettext_noop("Escape Artist"),
     "do": gettext_noop("In jail, take off the handcuffs and leave without paying."),
     "reward": gettext_noop("You are out of jail. If any property is unsold, advance to the next one and take its deed free."),
     "penalty": gettext_noop("Back into the handcuffs and jail; pay the one who caught you ₩100."),
     "seed": ("如果玩家在監獄中，他們會取下手銬。", "作弊者從監獄中釋放。如果有未售出的房產，他們從自己的位置前進到下一個房產並免費獲得產權證。",
              "作弊者重新戴上手銬並留在監獄中。他們必須向抓住他們的玩家支付₩100。")},
    {"id": "slippery_deed", "name": "滑溜溜的契约", "name_en": gettext_noop("Slippery Deed"),
     "do": gettext_noop("Take a deed from the bank or another player."),
     "reward": gettext_noop("Keep the property, with a free hotel if it has none."),
     "penalty": gettext_noop("Give the deed back, pay the one who caught you ₩100 and go to jail."),
     "seed": ("玩家從銀行或其他玩家手中偷走產權證。", "作弊者被允許保留他們偷來的房產，並且可以免費在其上建造酒店，前提是那裡還沒有酒店。",
              "作弊者必須歸還房產證，支付抓到他們的人 ₩100，然後去監獄。")},
    {"id": "underpay", "name": "少付钱", "name_en": gettext_noop("Underpay"),
     "do": gettext_noop("Pay another player less rent than you owe."),
     "reward": gettext_noop("Collect ₩100 from the bank."),
     "penalty": gettext_noop("Pay the rest of what you owed and go to jail."),
     "seed": ("如果一名玩家欠另一名玩家錢，債務人支付給債權人的錢少於他們實際欠的錢。", "債務人從銀行收取 ₩100。",
              "債務人必須支付剩餘的金額，然後去監獄。")},
    {"id": "price_gouging", "name": "价格哄抬", "name_en": gettext_noop("Price Gouging"),
     "do": gettext_noop("Charge the player who paid you rent more than they owed."),
     "reward": gettext_noop("Put a free hotel on that property if it has none."),
     "penalty": gettext_noop("Give the rent back and go to jail; you collect no rent while in jail."),
     "seed": ("如果一名玩家欠另一名玩家租金，債權人向債務人收取的租金高於他們實際欠的租金。", "債權人可以免費在該房產上放置酒店，前提是該房產上還沒有酒店。",
              "債權人必須歸還租金，然後去監獄。如果一名玩家因使用此作弊手段被抓而被送往監獄，他們在監獄期間不得收取租金。")},
    {"id": "property_swap", "name": "房产交换", "name_en": gettext_noop("Property Swap"),
     "do": gettext_noop("Swap one of your deeds for a deed of another player or the bank."),
     "reward": gettext_noop("Keep the new deed, with a free hotel if it has none."),
     "penalty": gettext_noop("Give both deeds to the one who caught you (to the bank if you swapped with the bank)."),
     "seed": ("玩家將他們的一張房產證牌換成另一張房產證牌，該牌由另一名玩家或銀行擁有。", "作弊者保留他們新的房產證，並且可以免費在該房產上放置酒店，前提是該房產上還沒有酒店。",
              "作弊者必須將兩張房產證交給抓到他們的人，或者如果他們試圖從銀行交換房產證，則交給銀行。")},
    {"id": "identity_theft", "name": "身份盗窃", "name_en": gettext_noop("Identity Theft"),
     "do": gettext_noop("Move another player's token by your roll instead of your own."),
     "reward": gettext_noop("The token stays; its owner pays you ₩100."),
     "penalty": gettext_noop("That player puts their token back and puts yours on any square; you follow that square's rules."),
     "seed": ("在他們的回合中，玩家移動另一名玩家的棋子而不是他們自己的棋子。", "棋子保持在原位。被移動棋子的玩家必須向作弊者支付 ₩100。",
              "被移動棋子的玩家將棋子放回原位，然後可以將作弊者的棋子放置在棋盤上的任何空格上。作弊者必須遵守他們被移動到的空格的規則。")},
    {"id": "unlicensed_contractor", "name": "无证承包商", "name_en": gettext_noop("Unlicensed Contractor"),
     "do": gettext_noop("Move a hotel from the bank or another player's property onto one of yours."),
     "reward": gettext_noop("Keep the hotel."),
     "penalty": gettext_noop("Pay the bank ₩100 and put the hotel back."),
     "seed": ("玩家將酒店（從銀行或其他玩家的房產中）放置到他們自己的任何房產上。", "作弊者可以保留酒店在他們的房產上。",
              "作弊者必須向銀行支付 ₩100，然後將酒店放回原位。")},
    {"id": "forged_chance", "name": "伪造机会", "name_en": gettext_noop("Forged Chance"),
     "do": gettext_noop("When you play a Chance card, do what another Chance card says instead."),
     "reward": gettext_noop("What you did stands."),
     "penalty": gettext_noop("Pay the one who caught you ₩200."),
     "seed": ("當玩家玩機會牌時，他們按照自己的意願行事，而不是按照卡片上寫的。", "行動保持原樣。",
              "作弊者必須向抓到他們的人支付 ₩200。")},
    {"id": "bank_heist", "name": "银行抢劫", "name_en": gettext_noop("Bank Heist"),
     "do": gettext_noop("Take any amount of money from the bank."),
     "reward": gettext_noop("Every other player pays you ₩100."),
     "penalty": gettext_noop("Give the money back, pay every other player ₩100 and go to jail."),
     "seed": ("玩家從銀行偷取任何金額的錢。", "其他每名玩家都向作弊者支付 ₩100。",
              "作弊者必須向其他每名玩家支付 ₩100，然後去監獄。")},
    {"id": "free_lodging", "name": "免费住宿", "name_en": gettext_noop("Free Lodging"),
     "do": gettext_noop("Pay no rent on an opponent's property you landed on."),
     "reward": gettext_noop("Take that property's deed."),
     "penalty": gettext_noop("Pay its owner double the rent and go to jail."),
     "seed": ("玩家沒有支付他們在對手的房產上著陸的租金。", "作弊者獲得該房產的房產證。",
              "作弊者必須支付該房產所有者雙倍的租金價值，然後去監獄。")},
    {"id": "squatter", "name": "非法占地规则", "name_en": gettext_noop("Squatter's Rights"),
     "do": gettext_noop("Collect the rent of another player's property from a player standing on it."),
     "reward": gettext_noop("Take that property's deed."),
     "penalty": gettext_noop("Pay the property's owner its face value and go to jail."),
     "seed": ("玩家收取其他玩家房產的租金。", "作弊者獲得該房產的房產證。",
              "作弊者必須支付該房產所有者房產的面值，然後去監獄。")},
    {"id": "trick_dice", "name": "作弊骰子", "name_en": gettext_noop("Trick Dice"),
     "do": gettext_noop("Move as many squares as you like (2 to 12) instead of rolling."),
     "reward": gettext_noop("Stay where you are and collect ₩200 from the bank."),
     "penalty": gettext_noop("Move by the dice you really rolled and do that square; next turn pay the one who "
                "caught you ₩200 and let them roll for you."),
     "seed": ("玩家可以移動他們想要的任何數量的空格。", "作弊者停留在原位，並從銀行獲得 ₩200。",
              "作弊者根據他們實際擲出的骰子進行移動，並完成該空格的行動。在他們的下一個回合中，他們必須向抓到他們的人支付 ₩200，並允許該玩家為他們擲骰子，然後像往常一樣進行他們的回合。")},
    {"id": "pickpocket", "name": "扒手", "name_en": gettext_noop("Pickpocket"),
     "do": gettext_noop("Take any amount of money from another player."),
     "reward": gettext_noop("Next turn you may buy the cheapest unowned property."),
     "penalty": gettext_noop("Give the money back and give your cheapest property to that player."),
     "seed": ("玩家從其他玩家那裡偷取任何金額的錢。", "在他們的下一個回合中，作弊者可以購買最便宜的未被擁有的房產。",
              "作弊者必須將他們最便宜的房產交給他們試圖偷竊的玩家。")},
    {"id": "accidental_demolition", "name": "意外拆除", "name_en": gettext_noop("Accidental Demolition"),
     "do": gettext_noop("Remove a hotel from another player's property."),
     "reward": gettext_noop("Put that hotel on one of your own properties that has none."),
     "penalty": gettext_noop("Put the hotel back, pay the one who caught you ₩100 and go to jail."),
     "seed": ("玩家從其他玩家的房產上拆除酒店。", "作弊者將酒店放置在他們自己的房產上，該房產上還沒有酒店。",
              "作弊者必須歸還酒店，支付抓到他們的人 ₩100，然後去監獄。")},
)
CHEAT_IDS = tuple(c["id"] for c in CHEATS)  # seed "十五張作弊卡"
CHEAT_BY_ID = {c["id"]: c for c in CHEATS}
# The seed's rewards and penalties in money (the 作弊卡 table).
EXTRA_ALLOWANCE = 100  # 額外津貼 "額外收取₩100，總計₩300"
EXTRA_ALLOWANCE_EACH = 50  # 額外津貼 penalty "支付給其他每個玩家₩50"
ESCAPE_PENALTY = 100  # 逃脫藝術家 "向抓住他們的玩家支付₩100"
SLIPPERY_PENALTY = 100  # 滑溜溜的契約 "支付抓到他們的人 ₩100"
UNDERPAY_REWARD = 100  # 少付錢 "從銀行收取 ₩100"
IDENTITY_REWARD = 100  # 身份盜竊 "必須向作弊者支付 ₩100"
CONTRACTOR_PENALTY = 100  # 無證承包商 "向銀行支付 ₩100"
FORGED_PENALTY = 200  # 偽造機會 "向抓到他們的人支付 ₩200"
HEIST_EACH = 100  # 銀行搶劫 reward "其他每名玩家都向作弊者支付 ₩100", penalty the same to each
FREE_LODGING_FACTOR = 2  # 免費住宿 "雙倍的租金價值"
TRICK_DICE_REWARD = 200  # 作弊骰子 "從銀行獲得 ₩200"
TRICK_DICE_PENALTY = 200  # 作弊骰子 "向抓到他們的人支付 ₩200"
DEMOLITION_PENALTY = 100  # 意外拆除 "支付抓到他們的人 ₩100"

# -- Chance and Community Chest (RULINGS: "16 each, ours to write around cheating") -----
# effect kinds (cards.py registers one function each):
#   collect {amount} / pay {amount}: from / to the bank;
#   collect_from_each {amount} / pay_each {amount}: with every other player still playing;
#   advance_to {square}: move forward (₩200 on passing GO), then that square's rules;
#   back {steps}: move back (never passes GO), then that square's rules;
#   nearest_station: forward to the next station (it sends you on, seed 車站);
#   go_to_jail: to jail without passing GO;
#   hotel_tax {amount}: pay the bank per hotel you own;
#   jail_free (kept): leave jail free, the only card usable in jail (seed);
#   stash {amount} (kept): use in your turn, out of jail, to collect from the bank.
# ``keep``: the card is held face down until used (seed 落在空格上).
CHANCE = "chance"  # 機會
CHEST = "chest"  # 社群寶箱
DECK_NAMES = {CHANCE: "机会", CHEST: "社群宝箱"}
DECK_NAMES_EN = {CHANCE: gettext_noop("Chance"), CHEST: gettext_noop("Community Chest")}


def _card(card_id: str, name: str, name_en: str, text: str, effect: dict[str, Any],
          keep: bool = False) -> dict[str, Any]:
    return {"id": card_id, "name": name, "name_en": name_en, "text": text, "effect": effect, "keep": keep}


CHANCE_CARDS: tuple[dict[str, Any], ...] = (
    _card("CH01", "溜回起点", gettext_noop("Slip Back to GO"),
          gettext_noop("Slip back to GO before anyone notices. Collect ₩200."),
          {"kind": "advance_to", "square": GO}),
    _card("CH02", "木板路密会", gettext_noop("Boardwalk Rendezvous"),
          gettext_noop("A shady meeting on Boardwalk. Advance to Boardwalk."),
          {"kind": "advance_to", "square": 39}),
    _card("CH03", "伊利诺大道接头", gettext_noop("Illinois Avenue Contact"),
          gettext_noop("Meet your accomplice on Illinois Avenue. Advance there."),
          {"kind": "advance_to", "square": 24}),
    _card("CH04", "圣查尔斯广场踩点", gettext_noop("Casing St. Charles Place"),
          gettext_noop("Case the joint at St. Charles Place. Advance there."),
          {"kind": "advance_to", "square": 11}),
    _card("CH05", "搭上逃亡列车", gettext_noop("The Getaway Train"),
          gettext_noop("Catch the getaway train: advance to the next station."),
          {"kind": "nearest_station"}),
    _card("CH06", "假股息", gettext_noop("Fake Dividend"),
          gettext_noop("The bank pays you a dividend it never checked. Collect ₩50."),
          {"kind": "collect", "amount": 50}),
    _card("CH07", "出狱许可（伪造）", gettext_noop("Release Paper (Forged)"),
          gettext_noop("A forged release paper: get out of jail free. Keep it until needed."),
          {"kind": "jail_free"}, keep=True),
    _card("CH08", "看到警察", gettext_noop("A Policeman!"),
          gettext_noop("You see a policeman. Go back 3 spaces."),
          {"kind": "back", "steps": 3}),
    _card("CH09", "被当场抓住", gettext_noop("Caught Red-Handed"),
          gettext_noop("Caught red-handed. Go to jail without passing GO."),
          {"kind": "go_to_jail"}),
    _card("CH10", "酒店检查", gettext_noop("Hotel Inspection"),
          gettext_noop("The inspector checks your hotels. Pay ₩100 for each hotel you own."),
          {"kind": "hotel_tax", "amount": 100}),
    _card("CH11", "超速罚款", gettext_noop("Speeding Fine"),
          gettext_noop("Speeding away from the scene. Pay a ₩15 fine."),
          {"kind": "pay", "amount": 15}),
    _card("CH12", "雷丁铁路之旅", gettext_noop("Reading Railroad Trip"),
          gettext_noop("Take a ride on the Reading Railroad: advance to it."),
          {"kind": "advance_to", "square": 5}),
    _card("CH13", "封口费", gettext_noop("Hush Money"),
          gettext_noop("Everyone pays you ₩50 to keep quiet."),
          {"kind": "collect_from_each", "amount": 50}),
    _card("CH14", "当选主席", gettext_noop("Elected Chairman"),
          gettext_noop("Elected chairman of the cheaters' club. Pay each player ₩50."),
          {"kind": "pay_each", "amount": 50}),
    _card("CH15", "藏起来的钱", gettext_noop("Money in a Sock"),
          gettext_noop("Money stuffed in your sock: keep this card, use it in your turn for ₩150."),
          {"kind": "stash", "amount": 150}, keep=True),
    _card("CH16", "贷款到期", gettext_noop("Loan Matures"),
          gettext_noop("Your crooked loan matures. Collect ₩150."),
          {"kind": "collect", "amount": 150}),
)

CHEST_CARDS: tuple[dict[str, Any], ...] = (
    _card("CC01", "直奔起点", gettext_noop("Run for GO"),
          gettext_noop("Run for GO. Collect ₩200."), {"kind": "advance_to", "square": GO}),
    _card("CC02", "银行算错账", gettext_noop("Bank Error"),
          gettext_noop("Bank error in your favour (honestly!). Collect ₩200."),
          {"kind": "collect", "amount": 200}),
    _card("CC03", "律师费", gettext_noop("Lawyer's Fee"),
          gettext_noop("Your lawyer kept you out of trouble. Pay ₩50."),
          {"kind": "pay", "amount": 50}),
    _card("CC04", "卖掉假货", gettext_noop("Counterfeit Stock"),
          gettext_noop("You sold counterfeit stock. Collect ₩50."),
          {"kind": "collect", "amount": 50}),
    _card("CC05", "无罪释放", gettext_noop("Acquitted"),
          gettext_noop("Acquitted on a technicality: get out of jail free. Keep it until needed."),
          {"kind": "jail_free"}, keep=True),
    _card("CC06", "自首", gettext_noop("Turn Yourself In"),
          gettext_noop("Your conscience wins. Go to jail without passing GO."),
          {"kind": "go_to_jail"}),
    _card("CC07", "假期基金", gettext_noop("Holiday Fund"),
          gettext_noop("Your 'holiday fund' matures. Collect ₩100."),
          {"kind": "collect", "amount": 100}),
    _card("CC08", "退税诈骗", gettext_noop("Tax Refund Scam"),
          gettext_noop("A tax refund you should not have got. Collect ₩20."),
          {"kind": "collect", "amount": 20}),
    _card("CC09", "生日红包", gettext_noop("Birthday Money"),
          gettext_noop("It is your birthday: every player gives you ₩10."),
          {"kind": "collect_from_each", "amount": 10}),
    _card("CC10", "保险到期", gettext_noop("Insurance Pays Out"),
          gettext_noop("Your dubious life insurance pays out. Collect ₩100."),
          {"kind": "collect", "amount": 100}),
    _card("CC11", "医药费", gettext_noop("Doctor's Bill"),
          gettext_noop("Hurt while climbing out of a window. Pay ₩100."),
          {"kind": "pay", "amount": 100}),
    _card("CC12", "学费", gettext_noop("School Fees"),
          gettext_noop("Cheating school fees. Pay ₩50."), {"kind": "pay", "amount": 50}),
    _card("CC13", "顾问费", gettext_noop("Consulting Fee"),
          gettext_noop("Consulting on other people's schemes. Collect ₩25."),
          {"kind": "collect", "amount": 25}),
    _card("CC14", "街道维修", gettext_noop("Street Repairs"),
          gettext_noop("Street repairs around your hotels. Pay ₩115 for each hotel you own."),
          {"kind": "hotel_tax", "amount": 115}),
    _card("CC15", "选美亚军", gettext_noop("Beauty Contest"),
          gettext_noop("Second prize in a rigged beauty contest. Collect ₩10."),
          {"kind": "collect", "amount": 10}),
    _card("CC16", "床垫下的钱", gettext_noop("Cash Under the Mattress"),
          gettext_noop("Cash under the mattress: keep this card, use it in your turn for ₩100."),
          {"kind": "stash", "amount": 100}, keep=True),
)
DECKS = {CHANCE: CHANCE_CARDS, CHEST: CHEST_CARDS}  # RULINGS "16 each"
CARD_BY_ID = {c["id"]: c for deck in DECKS.values() for c in deck}
DECK_OF = {c["id"]: name for name, deck in DECKS.items() for c in deck}
# Forged Chance may apply any Chance card that acts at once (a kept card cannot be forged
# into a second card in hand: ours).
FORGEABLE = tuple(c["id"] for c in CHANCE_CARDS if not c["keep"])
