"""拥有者的决断 (Owner's Choice, the forum variant): the registration."""

from boardgames.engines.owners_choice import ENGINE
from types import MappingProxyType

from boardgames.registry import GameSpec

SPEC = GameSpec(
    engine=ENGINE,
    name_en="Owner's Choice",
    # RULINGS.md, platform-wide: games without a seed table earn 强手棋 rank points and
    # use the 强手棋 等级表 for titles (docs/ratings.md).
    scoring="ratings.scoring.rank_points:score_game",
    levels="ratings.scoring.levels:QIANGSHOU_LEVELS",
    renderer="games/owners-choice.js",
    css=("css/owners-choice.css",),
    rules_doc="docs/rules/owners-choice.md",
    # Computer players (docs/bots.md).
    bots=MappingProxyType({"random": "boardgames.bots.base:random_bot",
                           "good": "boardgames.bots.owners_choice:good_bot"}),
    order=40,
)
