"""Every number and display name QQ跳棋 uses, each beside its source.

Sources: the seed ``shared/seeds/001_4725200b6eba8a09.txt`` (cited as "seed, <section>"),
``shared/RULINGS.md`` section "QQ跳棋" (cited as RULINGS), and issue 2 "The game"
(cited as ISSUE-2), which fixes the coordinates and the camp numbering.
"""

from __future__ import annotations

SLUG = "chinese-checkers"  # ISSUE-2 (API game slug)
NAME = "QQ跳棋"  # seed, title

# -- the board -------------------------------------------------------------------
# ISSUE-2: axial coordinates (q, r), s = -q-r; the star is every hole with
# min(q, r, s) >= -STAR_RADIUS or max(q, r, s) <= STAR_RADIUS.
STAR_RADIUS = 4
HOLE_COUNT = 121  # RULINGS: "The 121-hole star"
CAMP_COUNT = 6  # RULINGS: "six 10-hole camps"
CAMP_SIZE = 10  # RULINGS: "six 10-hole camps"; seed 基本规则: 10颗棋子 in a triangle
PIECES_PER_SEAT = 10  # seed, 基本规则 "你的营区：起初你10颗棋子的放置位置"
# ISSUE-2: a seat's target is camp (home + TARGET_OFFSET) mod 6 (the opposite camp;
# seed 基本规则 "完全占领正对面的营区").
TARGET_OFFSET = 3

# The six directions (dq, dr), sorted so that neighbours come out in (q, r) order.
DIRECTIONS = ((-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0))

# -- seats -----------------------------------------------------------------------
PLAYER_COUNTS = (2, 3, 4, 6)  # seed, 基本规则 "游戏人数： 2 ， 3 ， 4 ， 6 人"
# ISSUE-2 / RULINGS: the camps the seats take, in seat (= turn) order.
CAMPS_BY_PLAYERS = {
    2: (0, 3),
    3: (0, 2, 4),
    4: (0, 1, 3, 4),
    6: (0, 1, 2, 3, 4, 5),
}

# -- options ---------------------------------------------------------------------
JUMP_SINGLE = "single"  # seed, 跳子 "一子跳棋规则：隔一个棋子可以跳"
JUMP_LONG = "long"  # seed, 跳子 "空跳棋规则：像跷跷板一样"
JUMP_RULE_LABELS = ((JUMP_SINGLE, "一子跳"), (JUMP_LONG, "空跳"))  # seed, 跳子
DEFAULT_JUMP_RULE = JUMP_SINGLE  # our choice: the classic rule is the lobby default
MODE_FFA = "ffa"
MODE_TEAMS = "teams"
MODE_LABELS = ((MODE_FFA, "各自为战"), (MODE_TEAMS, "组队 (2V2 / 3V3)"))  # seed, 组队规则
DEFAULT_MODE = MODE_FFA
# seed, 组队规则 "2V2 或 3V3": teams exist with 4 or 6 players only. Per seat the team;
# RULINGS: "2v2: partners sit opposite; 3v3: teams alternate".
TEAMS_BY_PLAYERS = {
    4: (0, 1, 0, 1),  # camps 0,1,3,4: seats 0 (camp 0) + 2 (camp 3), 1 (camp 1) + 3 (camp 4)
    6: (0, 1, 0, 1, 0, 1),  # seats 0,2,4 against 1,3,5
}
# seed, 组队规则 "某队率先达到某子数和（ 2V2 需要 15 子， 3V3 需要 23 子）"
TEAM_TARGET_PIECES = {4: 15, 6: 23}

# -- anti-passivity and timeouts -------------------------------------------------
# seed, 防止消极 "第 20 、 25 、 30 轮时，离开本营的棋子必须分别达到 5 、 8 、 10 颗";
# RULINGS: checked at the END of those rounds. (round, pieces outside home required)
ANTI_PASSIVITY_CHECKPOINTS = ((20, 5), (25, 8), (30, 10))
# seed, 防止消极 "连续 3 次超时的话，同样会被当作离开而判负": the platform's rule
# (RULINGS platform-wide), kept in engines/kit/seats.py.

# -- clock -----------------------------------------------------------------------
# The seed gives no time per move; 60 s is the platform's default live move time
# (core.Engine.live_move_seconds), kept for this game.
LIVE_MOVE_SECONDS = 60

# -- items (道具) -------------------------------------------------------------------
# seed, 道具说明: six items; RULINGS "Items": a room option (道具场), each player starts
# with one of each, at most one item a turn ("Items in detail").
ITEMS_OPTION_LABEL = "道具场 (items)"
ITEMS_PER_SEAT = 1  # RULINGS "Items": "each player starts with one of each"
ROADBLOCK = "roadblock"  # seed, 道具说明 路障
ROAD_WORKER = "road_worker"  # seed, 道具说明 修路工
POWER_MARBLE = "power_marble"  # seed, 道具说明 动力弹珠
WINGS = "wings"  # seed, 道具说明 飞天翼
SWAP = "swap"  # seed, 道具说明 移形换位
TORNADO = "tornado"  # seed, 道具说明 龙卷风
#: The six items in the seed's order, with their display names (seed, 道具说明).
ITEM_LABELS = (
    (ROADBLOCK, "路障"),
    (ROAD_WORKER, "修路工"),
    (POWER_MARBLE, "动力弹珠"),
    (WINGS, "飞天翼"),
    (SWAP, "移形换位"),
    (TORNADO, "龙卷风"),
)
ITEM_NAMES = tuple(k for k, _ in ITEM_LABELS)
ITEM_LABEL = dict(ITEM_LABELS)
#: The fields each item action carries besides "type" and "item" (our notation).
ITEM_FIELDS = {
    ROADBLOCK: ("hole",),
    ROAD_WORKER: ("hole",),
    POWER_MARBLE: (),
    WINGS: ("from", "to"),
    SWAP: ("from", "to"),
    TORNADO: ("hole",),
}
#: Items played before the move (RULINGS "Items": "These three are played before your move").
PRE_MOVE_ITEMS = (ROADBLOCK, ROAD_WORKER, TORNADO)
#: Items that are the move itself (RULINGS "Items": 飞天翼 and 移形换位 "are your move").
MOVE_ITEMS = (WINGS, SWAP)
# seed, 路障/修路工 "己方棋子3棋位半径内的空位上"; RULINGS: hex distance.
PLACE_RADIUS = 3
# seed, 飞天翼 "半径为4棋位内的任意无跳子位上"
WINGS_RADIUS = 4
# seed, 移形换位 "半径为4棋位内的任意一他人跳子"
SWAP_RADIUS = 4
# seed, 龙卷风 "六角形共7个棋位（半径=1）"
TORNADO_RADIUS = 1
# seed, 路障/修路工 "维持3轮"; RULINGS "Items in detail": the 3 rounds end when the round
# that began after the placing plus two more have ended, i.e. at the end of round
# placed_round + OBSTACLE_ROUNDS.
OBSTACLE_ROUNDS = 3
# Board characters of the obstacles (our notation; a piece is its seat digit).
ROADBLOCK_MARK = "#"
ROAD_WORKER_MARK = "+"
