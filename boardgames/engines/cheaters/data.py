"""Every number of Monopoly: Cheaters Edition in one place: the board, money rules, the
15 cheat cards and the two 16-card decks.

Sources, cited beside each value:

- "seed" = /work/shared/seeds/003_47cfe9ecf61478dc.txt (sections 裝置, 設定, 落在空格上,
  作弊, 作弊卡 table, 酒店, 出售房產, 遊戲結束, 終極作弊者模式);
- "RULINGS" = /work/shared/RULINGS.md, section "Monopoly: Cheaters Edition";
- "classic" = the classic US Monopoly title deeds (price, base rent, house cost, hotel
  rent), which the seed keeps except where it says otherwise ("基本遊戲玩法與標準大富翁相同").
- "ours" = a decision where both are silent, explained in docs/rules/cheaters-edition.md.
"""

from __future__ import annotations

from typing import Any

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
    "light_blue": {"name": "淺藍色", "colour": "#AAE0FA", "house": 50},  # classic $50
    "pink": {"name": "粉紅色", "colour": "#D93A96", "house": 100},  # classic $100
    "orange": {"name": "橙色", "colour": "#F7941D", "house": 100},  # classic $100
    "red": {"name": "紅色", "colour": "#ED1B24", "house": 150},  # classic $150
    "yellow": {"name": "黃色", "colour": "#FEF200", "house": 150},  # classic $150
    "green": {"name": "綠色", "colour": "#1FB25A", "house": 200},  # classic $200
    "dark_blue": {"name": "深藍色", "colour": "#0072BB", "house": 200},  # classic $200
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
    _square(0, "起點", "GO", "go"),
    _street(1, "地中海大道", "Mediterranean Avenue", "brown", 60, 2, 250),  # classic 60/2/hotel 250
    _square(2, "社群寶箱", "Community Chest", "chest"),
    _street(3, "波羅的海大道", "Baltic Avenue", "brown", 60, 4, 450),  # classic 60/4/450
    _square(4, "休息區", "Rest (was Income Tax)", "rest"),  # seed "稅收空間已被移除"; RULINGS rest
    _square(5, "雷丁鐵路", "Reading Railroad", "station"),  # seed "四個車站不再是房產"
    _street(6, "東方大道", "Oriental Avenue", "light_blue", 100, 6, 550),  # classic 100/6/550
    _square(7, "機會", "Chance", "chance"),
    _street(8, "佛蒙特大道", "Vermont Avenue", "light_blue", 100, 6, 550),  # classic 100/6/550
    _street(9, "康涅狄格大道", "Connecticut Avenue", "light_blue", 120, 8, 600),  # classic 120/8/600
    _square(10, "監獄 / 只是參觀", "Jail / Just Visiting", "jail"),
    _street(11, "聖查爾斯廣場", "St. Charles Place", "pink", 140, 10, 750),  # classic 140/10/750
    _square(12, "休息區", "Rest (was Electric Company)", "rest"),  # seed "公用事業...已被移除"
    _street(13, "州大道", "States Avenue", "pink", 20, 10, 750),  # seed "州大道...從₩140降低到₩20"
    _street(14, "維吉尼亞大道", "Virginia Avenue", "pink", 160, 12, 900),  # classic 160/12/900
    _square(15, "賓夕法尼亞鐵路", "Pennsylvania Railroad", "station"),
    _street(16, "聖詹姆斯廣場", "St. James Place", "orange", 180, 14, 950),  # classic 180/14/950
    _square(17, "社群寶箱", "Community Chest", "chest"),
    _street(18, "田納西大道", "Tennessee Avenue", "orange", 180, 14, 950),  # classic 180/14/950
    _street(19, "紐約大道", "New York Avenue", "orange", 200, 16, 1000),  # classic 200/16/1000
    _square(20, "免費停車", "Free Parking", "free_parking"),
    _street(21, "肯塔基大道", "Kentucky Avenue", "red", 220, 18, 1050),  # classic 220/18/1050
    _square(22, "機會", "Chance", "chance"),
    _street(23, "印第安納大道", "Indiana Avenue", "red", 220, 18, 1050),  # classic 220/18/1050
    _street(24, "伊利諾大道", "Illinois Avenue", "red", 240, 20, 1100),  # classic 240/20/1100
    _square(25, "B&O鐵路", "B. & O. Railroad", "station"),
    _street(26, "大西洋大道", "Atlantic Avenue", "yellow", 130, 22, 1150),  # seed "從₩260降低到₩130"
    _street(27, "文特諾大道", "Ventnor Avenue", "yellow", 260, 22, 1150),  # classic 260/22/1150
    _square(28, "休息區", "Rest (was Water Works)", "rest"),  # seed "公用事業...已被移除"
    _street(29, "馬文花園", "Marvin Gardens", "yellow", 280, 24, 1200),  # classic 280/24/1200
    _square(30, "入獄", "Go To Jail", "go_to_jail"),
    _street(31, "太平洋大道", "Pacific Avenue", "green", 300, 26, 1275),  # classic 300/26/1275
    _street(32, "北卡羅來納大道", "North Carolina Avenue", "green", 300, 26, 1275),  # classic
    _square(33, "社群寶箱", "Community Chest", "chest"),
    _street(34, "賓夕法尼亞大道", "Pennsylvania Avenue", "green", 0, 28, 1400),  # seed "從₩320降低到免費"
    _square(35, "短線鐵路", "Short Line", "station"),
    _square(36, "機會", "Chance", "chance"),
    _street(37, "公園廣場", "Park Place", "dark_blue", 350, 35, 1500),  # classic 350/35/1500
    _square(38, "休息區", "Rest (was Luxury Tax)", "rest"),  # seed "稅收空間已被移除"
    _street(39, "木板路", "Boardwalk", "dark_blue", 400, 50, 2000),  # classic 400/50/2000
)
BOARD_SIZE = len(SQUARES)  # 40, the classic board
STREETS = tuple(sq["index"] for sq in SQUARES if sq["kind"] == "street")  # 22 properties
STATIONS = tuple(sq["index"] for sq in SQUARES if sq["kind"] == "station")  # 5, 15, 25, 35
# seed 車站 "他們立即向前移動到下一個車站並結束回合"
NEXT_STATION = {s: STATIONS[(i + 1) % len(STATIONS)] for i, s in enumerate(STATIONS)}

# -- the cheat cards (seed 作弊卡 table, every row) --------------------------------------
# ``do``: what the cheater does (the card's front); ``reward`` / ``penalty``: its back.
# ``seed`` keeps the seed's row text beside our English.
CHEATS: tuple[dict[str, Any], ...] = (
    {"id": "extra_allowance", "name": "額外津貼", "name_en": "Extra Allowance",
     "do": "When you collect ₩200 for passing GO, take ₩100 more (₩300 in all).",
     "reward": "Keep the extra ₩100.",
     "penalty": "Give all the money you collected back to the bank and pay every other player ₩50.",
     "seed": ("當玩家因經過GO而收取₩200時，他們額外收取₩100，總計₩300。", "作弊者被允許保留額外的₩100。",
              "作弊者必須將他們收取的所有錢都歸還給銀行，並支付給其他每個玩家₩50。")},
    {"id": "escape_artist", "name": "逃脫藝術家", "name_en": "Escape Artist",
     "do": "In jail, take off the handcuffs and leave without paying.",
     "reward": "You are out of jail. If any property is unsold, advance to the next one and take its deed free.",
     "penalty": "Back into the handcuffs and jail; pay the one who caught you ₩100.",
     "seed": ("如果玩家在監獄中，他們會取下手銬。", "作弊者從監獄中釋放。如果有未售出的房產，他們從自己的位置前進到下一個房產並免費獲得產權證。",
              "作弊者重新戴上手銬並留在監獄中。他們必須向抓住他們的玩家支付₩100。")},
    {"id": "slippery_deed", "name": "滑溜溜的契約", "name_en": "Slippery Deed",
     "do": "Take a deed from the bank or another player.",
     "reward": "Keep the property, with a free hotel if it has none.",
     "penalty": "Give the deed back, pay the one who caught you ₩100 and go to jail.",
     "seed": ("玩家從銀行或其他玩家手中偷走產權證。", "作弊者被允許保留他們偷來的房產，並且可以免費在其上建造酒店，前提是那裡還沒有酒店。",
              "作弊者必須歸還房產證，支付抓到他們的人 ₩100，然後去監獄。")},
    {"id": "underpay", "name": "少付錢", "name_en": "Underpay",
     "do": "Pay another player less rent than you owe.",
     "reward": "Collect ₩100 from the bank.",
     "penalty": "Pay the rest of what you owed and go to jail.",
     "seed": ("如果一名玩家欠另一名玩家錢，債務人支付給債權人的錢少於他們實際欠的錢。", "債務人從銀行收取 ₩100。",
              "債務人必須支付剩餘的金額，然後去監獄。")},
    {"id": "price_gouging", "name": "價格哄抬", "name_en": "Price Gouging",
     "do": "Charge the player who paid you rent more than they owed.",
     "reward": "Put a free hotel on that property if it has none.",
     "penalty": "Give the rent back and go to jail; you collect no rent while in jail.",
     "seed": ("如果一名玩家欠另一名玩家租金，債權人向債務人收取的租金高於他們實際欠的租金。", "債權人可以免費在該房產上放置酒店，前提是該房產上還沒有酒店。",
              "債權人必須歸還租金，然後去監獄。如果一名玩家因使用此作弊手段被抓而被送往監獄，他們在監獄期間不得收取租金。")},
    {"id": "property_swap", "name": "房產交換", "name_en": "Property Swap",
     "do": "Swap one of your deeds for a deed of another player or the bank.",
     "reward": "Keep the new deed, with a free hotel if it has none.",
     "penalty": "Give both deeds to the one who caught you (to the bank if you swapped with the bank).",
     "seed": ("玩家將他們的一張房產證牌換成另一張房產證牌，該牌由另一名玩家或銀行擁有。", "作弊者保留他們新的房產證，並且可以免費在該房產上放置酒店，前提是該房產上還沒有酒店。",
              "作弊者必須將兩張房產證交給抓到他們的人，或者如果他們試圖從銀行交換房產證，則交給銀行。")},
    {"id": "identity_theft", "name": "身份盜竊", "name_en": "Identity Theft",
     "do": "Move another player's token by your roll instead of your own.",
     "reward": "The token stays; its owner pays you ₩100.",
     "penalty": "That player puts their token back and puts yours on any square; you follow that square's rules.",
     "seed": ("在他們的回合中，玩家移動另一名玩家的棋子而不是他們自己的棋子。", "棋子保持在原位。被移動棋子的玩家必須向作弊者支付 ₩100。",
              "被移動棋子的玩家將棋子放回原位，然後可以將作弊者的棋子放置在棋盤上的任何空格上。作弊者必須遵守他們被移動到的空格的規則。")},
    {"id": "unlicensed_contractor", "name": "無證承包商", "name_en": "Unlicensed Contractor",
     "do": "Move a hotel from the bank or another player's property onto one of yours.",
     "reward": "Keep the hotel.",
     "penalty": "Pay the bank ₩100 and put the hotel back.",
     "seed": ("玩家將酒店（從銀行或其他玩家的房產中）放置到他們自己的任何房產上。", "作弊者可以保留酒店在他們的房產上。",
              "作弊者必須向銀行支付 ₩100，然後將酒店放回原位。")},
    {"id": "forged_chance", "name": "偽造機會", "name_en": "Forged Chance",
     "do": "When you play a Chance card, do what another Chance card says instead.",
     "reward": "What you did stands.",
     "penalty": "Pay the one who caught you ₩200.",
     "seed": ("當玩家玩機會牌時，他們按照自己的意願行事，而不是按照卡片上寫的。", "行動保持原樣。",
              "作弊者必須向抓到他們的人支付 ₩200。")},
    {"id": "bank_heist", "name": "銀行搶劫", "name_en": "Bank Heist",
     "do": "Take any amount of money from the bank.",
     "reward": "Every other player pays you ₩100.",
     "penalty": "Give the money back, pay every other player ₩100 and go to jail.",
     "seed": ("玩家從銀行偷取任何金額的錢。", "其他每名玩家都向作弊者支付 ₩100。",
              "作弊者必須向其他每名玩家支付 ₩100，然後去監獄。")},
    {"id": "free_lodging", "name": "免費住宿", "name_en": "Free Lodging",
     "do": "Pay no rent on an opponent's property you landed on.",
     "reward": "Take that property's deed.",
     "penalty": "Pay its owner double the rent and go to jail.",
     "seed": ("玩家沒有支付他們在對手的房產上著陸的租金。", "作弊者獲得該房產的房產證。",
              "作弊者必須支付該房產所有者雙倍的租金價值，然後去監獄。")},
    {"id": "squatter", "name": "非法佔地規則", "name_en": "Squatter's Rights",
     "do": "Collect the rent of another player's property from a player standing on it.",
     "reward": "Take that property's deed.",
     "penalty": "Pay the property's owner its face value and go to jail.",
     "seed": ("玩家收取其他玩家房產的租金。", "作弊者獲得該房產的房產證。",
              "作弊者必須支付該房產所有者房產的面值，然後去監獄。")},
    {"id": "trick_dice", "name": "作弊骰子", "name_en": "Trick Dice",
     "do": "Move as many squares as you like (2 to 12) instead of rolling.",
     "reward": "Stay where you are and collect ₩200 from the bank.",
     "penalty": "Move by the dice you really rolled and do that square; next turn pay the one who "
                "caught you ₩200 and let them roll for you.",
     "seed": ("玩家可以移動他們想要的任何數量的空格。", "作弊者停留在原位，並從銀行獲得 ₩200。",
              "作弊者根據他們實際擲出的骰子進行移動，並完成該空格的行動。在他們的下一個回合中，他們必須向抓到他們的人支付 ₩200，並允許該玩家為他們擲骰子，然後像往常一樣進行他們的回合。")},
    {"id": "pickpocket", "name": "扒手", "name_en": "Pickpocket",
     "do": "Take any amount of money from another player.",
     "reward": "Next turn you may buy the cheapest unowned property.",
     "penalty": "Give the money back and give your cheapest property to that player.",
     "seed": ("玩家從其他玩家那裡偷取任何金額的錢。", "在他們的下一個回合中，作弊者可以購買最便宜的未被擁有的房產。",
              "作弊者必須將他們最便宜的房產交給他們試圖偷竊的玩家。")},
    {"id": "accidental_demolition", "name": "意外拆除", "name_en": "Accidental Demolition",
     "do": "Remove a hotel from another player's property.",
     "reward": "Put that hotel on one of your own properties that has none.",
     "penalty": "Put the hotel back, pay the one who caught you ₩100 and go to jail.",
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
DECK_NAMES = {CHANCE: "機會", CHEST: "社群寶箱"}


def _card(card_id: str, name: str, text: str, effect: dict[str, Any], keep: bool = False) -> dict[str, Any]:
    return {"id": card_id, "name": name, "text": text, "effect": effect, "keep": keep}


CHANCE_CARDS: tuple[dict[str, Any], ...] = (
    _card("CH01", "溜回起點", "Slip back to GO before anyone notices. Collect ₩200.",
          {"kind": "advance_to", "square": GO}),
    _card("CH02", "木板路密會", "A shady meeting on Boardwalk. Advance to Boardwalk.",
          {"kind": "advance_to", "square": 39}),
    _card("CH03", "伊利諾大道接頭", "Meet your accomplice on Illinois Avenue. Advance there.",
          {"kind": "advance_to", "square": 24}),
    _card("CH04", "聖查爾斯廣場踩點", "Case the joint at St. Charles Place. Advance there.",
          {"kind": "advance_to", "square": 11}),
    _card("CH05", "搭上逃亡列車", "Catch the getaway train: advance to the next station.",
          {"kind": "nearest_station"}),
    _card("CH06", "假股息", "The bank pays you a dividend it never checked. Collect ₩50.",
          {"kind": "collect", "amount": 50}),
    _card("CH07", "出獄許可（偽造）", "A forged release paper: get out of jail free. Keep it until needed.",
          {"kind": "jail_free"}, keep=True),
    _card("CH08", "看到警察", "You see a policeman. Go back 3 spaces.",
          {"kind": "back", "steps": 3}),
    _card("CH09", "被當場抓住", "Caught red-handed. Go to jail without passing GO.",
          {"kind": "go_to_jail"}),
    _card("CH10", "酒店檢查", "The inspector checks your hotels. Pay ₩100 for each hotel you own.",
          {"kind": "hotel_tax", "amount": 100}),
    _card("CH11", "超速罰款", "Speeding away from the scene. Pay a ₩15 fine.",
          {"kind": "pay", "amount": 15}),
    _card("CH12", "雷丁鐵路之旅", "Take a ride on the Reading Railroad: advance to it.",
          {"kind": "advance_to", "square": 5}),
    _card("CH13", "封口費", "Everyone pays you ₩50 to keep quiet.",
          {"kind": "collect_from_each", "amount": 50}),
    _card("CH14", "當選主席", "Elected chairman of the cheaters' club. Pay each player ₩50.",
          {"kind": "pay_each", "amount": 50}),
    _card("CH15", "藏起來的錢", "Money stuffed in your sock: keep this card, use it in your turn for ₩150.",
          {"kind": "stash", "amount": 150}, keep=True),
    _card("CH16", "貸款到期", "Your crooked loan matures. Collect ₩150.",
          {"kind": "collect", "amount": 150}),
)

CHEST_CARDS: tuple[dict[str, Any], ...] = (
    _card("CC01", "直奔起點", "Run for GO. Collect ₩200.", {"kind": "advance_to", "square": GO}),
    _card("CC02", "銀行算錯帳", "Bank error in your favour (honestly!). Collect ₩200.",
          {"kind": "collect", "amount": 200}),
    _card("CC03", "律師費", "Your lawyer kept you out of trouble. Pay ₩50.",
          {"kind": "pay", "amount": 50}),
    _card("CC04", "賣掉假貨", "You sold counterfeit stock. Collect ₩50.",
          {"kind": "collect", "amount": 50}),
    _card("CC05", "無罪釋放", "Acquitted on a technicality: get out of jail free. Keep it until needed.",
          {"kind": "jail_free"}, keep=True),
    _card("CC06", "自首", "Your conscience wins. Go to jail without passing GO.",
          {"kind": "go_to_jail"}),
    _card("CC07", "假期基金", "Your 'holiday fund' matures. Collect ₩100.",
          {"kind": "collect", "amount": 100}),
    _card("CC08", "退稅詐騙", "A tax refund you should not have got. Collect ₩20.",
          {"kind": "collect", "amount": 20}),
    _card("CC09", "生日紅包", "It is your birthday: every player gives you ₩10.",
          {"kind": "collect_from_each", "amount": 10}),
    _card("CC10", "保險到期", "Your dubious life insurance pays out. Collect ₩100.",
          {"kind": "collect", "amount": 100}),
    _card("CC11", "醫藥費", "Hurt while climbing out of a window. Pay ₩100.",
          {"kind": "pay", "amount": 100}),
    _card("CC12", "學費", "Cheating school fees. Pay ₩50.", {"kind": "pay", "amount": 50}),
    _card("CC13", "顧問費", "Consulting on other people's schemes. Collect ₩25.",
          {"kind": "collect", "amount": 25}),
    _card("CC14", "街道維修", "Street repairs around your hotels. Pay ₩115 for each hotel you own.",
          {"kind": "hotel_tax", "amount": 115}),
    _card("CC15", "選美亞軍", "Second prize in a rigged beauty contest. Collect ₩10.",
          {"kind": "collect", "amount": 10}),
    _card("CC16", "床墊下的錢", "Cash under the mattress: keep this card, use it in your turn for ₩100.",
          {"kind": "stash", "amount": 100}, keep=True),
)
DECKS = {CHANCE: CHANCE_CARDS, CHEST: CHEST_CARDS}  # RULINGS "16 each"
CARD_BY_ID = {c["id"]: c for deck in DECKS.values() for c in deck}
DECK_OF = {c["id"]: name for name, deck in DECKS.items() for c in deck}
# Forged Chance may apply any Chance card that acts at once (a kept card cannot be forged
# into a second card in hand: ours).
FORGEABLE = tuple(c["id"] for c in CHANCE_CARDS if not c["keep"])
