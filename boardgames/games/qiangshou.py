"""强手棋: the registration (seed 000_65dfeed9db5cb2d8.txt)."""

from types import MappingProxyType

from boardgames.engines.qiangshou import ENGINE
from boardgames.registry import GameSpec

SPEC = GameSpec(
    engine=ENGINE,
    name_en="Qiangshou (Monopoly-style property game)",
    scoring="ratings.scoring.qiangshou:score_game",   # seed 000 五、积分相关, 积分表
    levels="ratings.scoring.levels:QIANGSHOU_LEVELS",  # seed 000 等级表
    renderer="games/qiangshou.js",
    css=("css/qiangshou.css",),
    rules_doc="docs/rules/qiangshou.md",
    coin_room=("room", "coin"),                        # RULINGS.md, 强手棋: coin rooms
    order=20,
    # Computer players (docs/bots.md).
    bots=MappingProxyType({"random": "boardgames.bots.base:random_bot",
                           "good": "boardgames.bots.qiangshou:good_bot"}),
)
