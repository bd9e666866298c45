"""The 机会 (chance) and 公共基金 (community fund) decks: 16 cards each, as data.

RULINGS (强手棋): "16 cards each, ours to write, in the spirit of the classic decks with
money times three and this board's squares; shuffled per game; data, not code."
Each card is the classic edition's card (named in the comment) with its money times three
and its squares mapped onto this board; the classic "Get out of jail free" card (which
would need a kept card) is replaced by a cash card.

A card is ``{"id", "deck", "text", "effect"}``; ``effect`` is one of (each kind's function
is registered in ``landing.EFFECTS``, the property core's effect registry):

- ``{"kind": "advance_to", "square": i}``: move forward to square ``i`` (collecting the lap
  payment when passing or landing on 银行), then resolve that square.
- ``{"kind": "advance_to_nearest", "target": "railway" | "utility"}``: move forward to the
  next square of that kind, then resolve it (normal rent if owned).
- ``{"kind": "back", "steps": n}``: move ``n`` squares backwards (never collects), resolve.
- ``{"kind": "go_to_jail"}``: to 停留地 without passing 银行, skip one turn.
- ``{"kind": "collect", "amount": n}`` / ``{"kind": "pay", "amount": n}``: from / to the bank.
- ``{"kind": "collect_from_each", "amount": n}``: every other player still playing pays n.
- ``{"kind": "pay_each", "amount": n}``: pay n to every other player still playing.
- ``{"kind": "repairs", "house": h, "hotel": t}``: pay the bank h per house, t per hotel.
"""

from __future__ import annotations

from typing import Any

CHANCE = "chance"  # 机会
CHEST = "chest"  # 公共基金
DECK_NAMES = {CHANCE: "机会", CHEST: "公共基金"}

CHANCE_CARDS: tuple[dict[str, Any], ...] = (
    # classic "Advance to Go (collect $200)": here the lap payment of the room
    {"id": "chance-01", "text": "前进到银行（起点），领取一圈的保证金。",
     "effect": {"kind": "advance_to", "square": 0}},
    # classic "Advance to Illinois Avenue" (the third red street, index 24)
    {"id": "chance-02", "text": "前进到维纳斯大街。如经过银行，领取保证金。",
     "effect": {"kind": "advance_to", "square": 24}},
    # classic "Advance to St. Charles Place" (index 11)
    {"id": "chance-03", "text": "前进到查尔斯大街。如经过银行，领取保证金。",
     "effect": {"kind": "advance_to", "square": 11}},
    # classic "Advance to the nearest Utility" (here: normal utility rent)
    {"id": "chance-04", "text": "前进到最近的公用事业。",
     "effect": {"kind": "advance_to_nearest", "target": "utility"}},
    # classic "Advance to the nearest Railroad" (two copies in the classic deck)
    {"id": "chance-05", "text": "前进到最近的铁路线。",
     "effect": {"kind": "advance_to_nearest", "target": "railway"}},
    {"id": "chance-06", "text": "前进到最近的铁路线。",
     "effect": {"kind": "advance_to_nearest", "target": "railway"}},
    # classic "Bank pays you dividend of $50" x3
    {"id": "chance-07", "text": "银行派发股息，收取150元。",
     "effect": {"kind": "collect", "amount": 150}},
    # classic "Get out of jail free" replaced by classic "You have won a crossword
    # competition, collect $100" x3
    {"id": "chance-08", "text": "你在填字游戏比赛中获胜，收取300元。",
     "effect": {"kind": "collect", "amount": 300}},
    # classic "Go back 3 spaces"
    {"id": "chance-09", "text": "后退三格。",
     "effect": {"kind": "back", "steps": 3}},
    # classic "Go to Jail"
    {"id": "chance-10", "text": "直接进停留地，不经过银行，停走一轮。",
     "effect": {"kind": "go_to_jail"}},
    # classic "Make general repairs: $25 per house, $100 per hotel" x3
    {"id": "chance-11", "text": "房屋大修：每所房支付75元，每座旅馆支付300元。",
     "effect": {"kind": "repairs", "house": 75, "hotel": 300}},
    # classic "Speeding fine $15" (poor tax) x3
    {"id": "chance-12", "text": "超速罚款45元。",
     "effect": {"kind": "pay", "amount": 45}},
    # classic "Take a trip to Reading Railroad" (the first railway, index 5)
    {"id": "chance-13", "text": "乘坐新干线：前进到新干线。如经过银行，领取保证金。",
     "effect": {"kind": "advance_to", "square": 5}},
    # classic "Advance to Boardwalk" (index 38)
    {"id": "chance-14", "text": "前进到海滨。",
     "effect": {"kind": "advance_to", "square": 38}},
    # classic "You have been elected Chairman of the Board, pay each player $50" x3
    {"id": "chance-15", "text": "你当选董事会主席，付给每位玩家150元。",
     "effect": {"kind": "pay_each", "amount": 150}},
    # classic "Your building loan matures, collect $150" x3
    {"id": "chance-16", "text": "建房贷款到期返还，收取450元。",
     "effect": {"kind": "collect", "amount": 450}},
)

CHEST_CARDS: tuple[dict[str, Any], ...] = (
    # classic "Advance to Go"
    {"id": "chest-01", "text": "前进到银行（起点），领取一圈的保证金。",
     "effect": {"kind": "advance_to", "square": 0}},
    # classic "Bank error in your favour, collect $200" x3
    {"id": "chest-02", "text": "银行出错，对你有利，收取600元。",
     "effect": {"kind": "collect", "amount": 600}},
    # classic "Doctor's fee, pay $50" x3
    {"id": "chest-03", "text": "支付医药费150元。",
     "effect": {"kind": "pay", "amount": 150}},
    # classic "From sale of stock you get $50" x3
    {"id": "chest-04", "text": "出售股票，收取150元。",
     "effect": {"kind": "collect", "amount": 150}},
    # classic "Go to Jail"
    {"id": "chest-05", "text": "直接进停留地，不经过银行，停走一轮。",
     "effect": {"kind": "go_to_jail"}},
    # classic "Grand Opera Night, collect $50 from every player" x3
    {"id": "chest-06", "text": "歌剧之夜：向每位玩家收取150元门票。",
     "effect": {"kind": "collect_from_each", "amount": 150}},
    # classic "Holiday fund matures, receive $100" x3
    {"id": "chest-07", "text": "假日基金到期，收取300元。",
     "effect": {"kind": "collect", "amount": 300}},
    # classic "Income tax refund, collect $20" x3
    {"id": "chest-08", "text": "所得税退税，收取60元。",
     "effect": {"kind": "collect", "amount": 60}},
    # classic "It is your birthday, collect $10 from every player" x3
    {"id": "chest-09", "text": "今天是你的生日，向每位玩家收取30元。",
     "effect": {"kind": "collect_from_each", "amount": 30}},
    # classic "Life insurance matures, collect $100" x3
    {"id": "chest-10", "text": "人寿保险到期，收取300元。",
     "effect": {"kind": "collect", "amount": 300}},
    # classic "Hospital fees, pay $100" x3
    {"id": "chest-11", "text": "支付住院费300元。",
     "effect": {"kind": "pay", "amount": 300}},
    # classic "School fees, pay $150" x3
    {"id": "chest-12", "text": "支付学费450元。",
     "effect": {"kind": "pay", "amount": 450}},
    # classic "Receive $25 consultancy fee" x3
    {"id": "chest-13", "text": "收取咨询费75元。",
     "effect": {"kind": "collect", "amount": 75}},
    # classic "Street repairs: $40 per house, $115 per hotel" x3
    {"id": "chest-14", "text": "街道维修：每所房支付120元，每座旅馆支付345元。",
     "effect": {"kind": "repairs", "house": 120, "hotel": 345}},
    # classic "Second prize in a beauty contest, collect $10" x3
    {"id": "chest-15", "text": "选美比赛获得二等奖，收取30元。",
     "effect": {"kind": "collect", "amount": 30}},
    # classic "You inherit $100" x3
    {"id": "chest-16", "text": "你继承了一笔遗产，收取300元。",
     "effect": {"kind": "collect", "amount": 300}},
)

DECKS: dict[str, tuple[dict[str, Any], ...]] = {CHANCE: CHANCE_CARDS, CHEST: CHEST_CARDS}
CARDS_BY_ID: dict[str, dict[str, Any]] = {
    card["id"]: {**card, "deck": deck} for deck, cards in DECKS.items() for card in cards
}

assert len(CHANCE_CARDS) == 16 and len(CHEST_CARDS) == 16  # RULINGS: 16 cards each
