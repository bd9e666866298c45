"""Every number Monopoly Deal uses, each next to its source.

Sources: the seed (shared/seeds/004_993857d1ee9407d6.txt, quoted in Chinese), RULINGS.md
(section "Monopoly Deal", which lists the official 106-card deck), and the official
Hasbro edition's rule sheet where both are silent. "Ours" marks a decision of this
project, documented in docs/rules/monopoly-deal.md.
"""

from __future__ import annotations

# -- the table ------------------------------------------------------------------------

PLAYER_COUNTS = (2, 3, 4, 5)        # issue 5 / DESIGN.md: "2-5"
STARTING_HAND = 5                   # seed: "分发各玩家5张卡牌作手牌"
DRAW_PER_TURN = 2                   # seed: "从牌叠顶抽取2张卡牌"
DRAW_EMPTY_HAND = 5                 # seed: "若玩家已无手牌,则从牌叠顶抽取5张卡牌"
PLAYS_PER_TURN = 3                  # seed: "最多打出3张卡牌"
HAND_LIMIT = 7                      # seed: "手牌只可保有最多7张卡牌"; RULINGS: extra to the bottom
SETS_TO_WIN = 3                     # seed: "凑齐3组全套的物业牌"; RULINGS: of different colours
PASS_GO_DRAW = 2                    # seed: "通行证 玩家多抽2张卡牌"
DEBT_COLLECTOR_AMOUNT = 5           # seed: "收取债务 向任何一位玩家索取5M金钱"
BIRTHDAY_AMOUNT = 2                 # seed: "我的生日 玩家向所有玩家收取2M"
DOUBLES_PER_RENT = 2                # official rules: up to two Double The Rent on one rent (x4)
HOUSE_RENT = 3                      # official edition: a house adds 3M to the set's rent
HOTEL_RENT = 4                      # official edition: a hotel adds 4M to the set's rent
ROUND_LIMIT = 200                   # ours: a safety stop; ranked by the tiebreak (docs)
LIVE_MOVE_SECONDS = 60              # ours: the seed gives no time per decision

# -- colours: set size, rent ladder (M per number of cards), card value ----------------
# RULINGS.md "Monopoly Deal" (the official deck), names from the seed's FAQ where given.

COLORS: dict[str, dict] = {
    "brown":      {"size": 2, "rent": [1, 2],       "value": 1, "name": "Brown",      "name_zh": "啡"},
    "light_blue": {"size": 3, "rent": [1, 2, 3],    "value": 1, "name": "Light Blue", "name_zh": "浅蓝"},
    "pink":       {"size": 3, "rent": [1, 2, 4],    "value": 2, "name": "Pink",       "name_zh": "粉红"},
    "orange":     {"size": 3, "rent": [1, 3, 5],    "value": 2, "name": "Orange",     "name_zh": "橙"},
    "red":        {"size": 3, "rent": [2, 3, 6],    "value": 3, "name": "Red",        "name_zh": "红"},
    "yellow":     {"size": 3, "rent": [2, 4, 6],    "value": 3, "name": "Yellow",     "name_zh": "黄"},
    "green":      {"size": 3, "rent": [2, 4, 7],    "value": 4, "name": "Green",      "name_zh": "绿"},
    "dark_blue":  {"size": 2, "rent": [3, 8],       "value": 4, "name": "Dark Blue",  "name_zh": "深蓝"},
    "railroad":   {"size": 4, "rent": [1, 2, 3, 4], "value": 2, "name": "Railroad",   "name_zh": "铁路"},
    "utility":    {"size": 2, "rent": [1, 2],       "value": 2, "name": "Utility",    "name_zh": "公用事业"},
}
COLOR_ORDER = list(COLORS)

# Number of plain property cards per colour = the set size (RULINGS: "brown 2 ... utility 2").
PROPERTY_COUNTS = {color: spec["size"] for color, spec in COLORS.items()}

# Colours where no house or hotel may stand (seed: "公共机构上不可放房子或酒店牌";
# official: not on railroads or utilities).
NO_BUILDINGS = ("railroad", "utility")

# -- money cards: value -> count (RULINGS: 1M×6, 2M×5, 3M×3, 4M×3, 5M×2, 10M×1) --------
MONEY = [(1, 6), (2, 5), (3, 3), (4, 3), (5, 2), (10, 1)]

# -- property wildcards: (colours, value, count) (RULINGS) ------------------------------
ANY = "any"
WILDCARDS = [
    (("light_blue", "brown"), 1, 1),
    (("light_blue", "railroad"), 4, 1),
    (("pink", "orange"), 2, 2),
    (("red", "yellow"), 3, 2),
    (("dark_blue", "green"), 4, 1),
    (("green", "railroad"), 4, 1),
    (("railroad", "utility"), 2, 1),
    (ANY, 0, 2),                      # RULINGS: any colour ×2, no value, cannot pay
]

# -- rent cards: (colours, value, count, scope) (RULINGS; seed lists the same pairs) ----
RENTS = [
    (("light_blue", "brown"), 1, 2, "all"),     # seed: 浅蓝/啡 2张
    (("pink", "orange"), 1, 2, "all"),          # seed: 粉红/橙 2张
    (("red", "yellow"), 1, 2, "all"),           # seed: 红/黄 2张
    (("dark_blue", "green"), 1, 2, "all"),      # seed: 深蓝/绿 2张
    (("railroad", "utility"), 1, 2, "all"),     # seed: 铁路/公用事业 2张
    (ANY, 3, 3, "one"),                         # seed: 任何租金 3张, one opponent
]

# -- action cards: key -> (count from the seed, value from RULINGS, names) -------------
ACTIONS: dict[str, dict] = {
    "deal_breaker":   {"count": 2,  "value": 5, "name": "Deal Breaker",    "name_zh": "物业接管"},
    "forced_deal":    {"count": 3,  "value": 3, "name": "Forced Deal",     "name_zh": "强制交易"},
    "sly_deal":       {"count": 3,  "value": 3, "name": "Sly Deal",        "name_zh": "盗取"},
    "just_say_no":    {"count": 3,  "value": 4, "name": "Just Say No",     "name_zh": "作出反对"},
    "debt_collector": {"count": 3,  "value": 3, "name": "Debt Collector",  "name_zh": "收取债务"},
    "birthday":       {"count": 3,  "value": 2, "name": "It's My Birthday", "name_zh": "我的生日"},
    "double_rent":    {"count": 2,  "value": 1, "name": "Double The Rent", "name_zh": "双倍租金"},
    "house":          {"count": 3,  "value": 3, "name": "House",           "name_zh": "房子"},
    "hotel":          {"count": 2,  "value": 4, "name": "Hotel",           "name_zh": "酒店"},
    "pass_go":        {"count": 10, "value": 1, "name": "Pass Go",         "name_zh": "通行证"},
}

DECK_SIZE = 106                     # RULINGS: "The official 106-card deck"
GAME_NAME_ZH = "大富翁纸牌"          # seed title: "大富翁纸牌MonopolyDeal"
