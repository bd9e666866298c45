"""Pure rules engines, one package per game; nothing here imports Django.

``get_engine(slug)`` returns the :class:`~boardgames.engines.core.Engine` of a game;
``GAMES`` maps each slug to the module that defines ``ENGINE``.
"""

from __future__ import annotations

import importlib

from .core import Engine

GAMES: dict[str, str] = {
    "chinese-checkers": "boardgames.engines.chinese_checkers",
    "qiangshou": "boardgames.engines.qiangshou",
    "monopoly-deal": "boardgames.engines.monopoly_deal",
    "owners-choice": "boardgames.engines.owners_choice",
}

_cache: dict[str, Engine] = {}


def available_slugs() -> list[str]:
    """The slugs of the games whose engine module is present and importable."""
    slugs = []
    for slug in GAMES:
        try:
            get_engine(slug)
        except (ImportError, AttributeError):  # a game whose module is absent or incomplete
            continue
        slugs.append(slug)
    return slugs


def get_engine(slug: str) -> Engine:
    """The engine of the game ``slug``. Raises ``KeyError`` for an unknown slug and
    ``ImportError`` when the game's module is not installed."""
    if slug not in _cache:
        module = importlib.import_module(GAMES[slug])
        _cache[slug] = getattr(module, "ENGINE")
    return _cache[slug]
