"""QQ跳棋 (Chinese checkers): the registration (seed 001_4725200b6eba8a09.txt)."""

from types import MappingProxyType

from boardgames.engines.chinese_checkers import ENGINE
from boardgames.engines.chinese_checkers.data import MODE_TEAMS, TEAMS_BY_PLAYERS
from boardgames.registry import ChoiceRule, GameSpec

SPEC = GameSpec(
    engine=ENGINE,
    name_en="Chinese Checkers",
    scoring="ratings.scoring.chinese_checkers:score_game",   # seed 001 计分等级
    levels="ratings.scoring.levels:QQ_TIAOQI_LEVELS",        # seed 001 等级称号
    renderer="games/chinese-checkers.js",
    css=("games/chinese-checkers.css",),  # the board, the item bar and obstacles (道具场)
    rules_doc="docs/rules/chinese-checkers.md",
    catalogue="boardgames.engines.chinese_checkers.notation:catalogue",  # hole names, once per page
    # seed 001 组队规则 "2V2 或 3V3": team play needs 4 or 6 players.
    choice_rules=(ChoiceRule(option="mode", value=MODE_TEAMS, players=tuple(TEAMS_BY_PLAYERS),
                             labels=((4, "2V2"), (6, "3V3")),
                             refused="Teams need 4 (2V2) or 6 (3V3) players"),),
    order=10,
    # Computer players (docs/bots.md).
    bots=MappingProxyType({"random": "boardgames.bots.base:random_bot",
                           "good": "boardgames.bots.chinese_checkers:good_bot"}),
)
