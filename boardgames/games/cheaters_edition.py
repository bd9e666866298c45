"""Monopoly: Cheaters Edition (大富翁作弊版): the registration (seed 003_47cfe9ecf61478dc.txt)."""

from types import MappingProxyType

from boardgames.engines.cheaters import ENGINE
from boardgames.registry import GameSpec

SPEC = GameSpec(
    engine=ENGINE,
    name_en="Monopoly: Cheaters Edition",  # seed title "大富翁作弊版" / "Monopoly: Cheaters Edition"
    # RULINGS.md, platform-wide: games without a seed table earn rank points by the 强手棋
    # table for 2-4 players and RULINGS' rows for 5 and 6, with the 强手棋 等级表 for titles.
    scoring="ratings.scoring.rank_points:score_game",
    levels="ratings.scoring.levels:QIANGSHOU_LEVELS",
    renderer="games/cheaters-edition.js",
    css=("games/cheaters-edition.css",),
    rules_doc="docs/rules/cheaters-edition.md",
    # The cheats, cards and squares in the page's language (docs/rules/cheaters-edition-pages.md).
    catalogue="boardgames.cheaters_texts:catalogue",
    order=50,
    # Computer players (docs/bots.md).
    bots=MappingProxyType({"random": "boardgames.bots.base:random_bot",
                           "good": "boardgames.bots.cheaters:good_bot"}),
)
