"""Monopoly Deal (大富翁纸牌): the registration."""

from types import MappingProxyType

from boardgames.engines.monopoly_deal import ENGINE
from boardgames.registry import GameSpec

SPEC = GameSpec(
    engine=ENGINE,
    name_en="Monopoly Deal",
    # RULINGS.md, platform-wide: games without a seed table earn 强手棋 rank points and
    # use the 强手棋 等级表 for titles (docs/ratings.md).
    scoring="ratings.scoring.rank_points:score_game",
    levels="ratings.scoring.levels:QIANGSHOU_LEVELS",
    renderer="games/monopoly-deal.js",
    css=("css/monopoly-deal.css",),
    rules_doc="docs/rules/monopoly-deal.md",
    catalogue="boardgames.engines.monopoly_deal.engine:catalogue",
    order=30,
    # Computer players (docs/bots.md).
    bots=MappingProxyType({"random": "boardgames.bots.base:random_bot",
                           "good": "boardgames.bots.monopoly_deal:good_bot"}),
)
