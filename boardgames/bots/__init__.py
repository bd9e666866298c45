"""Computer players (docs/bots.md). Pure Python: nothing here imports Django.

A bot is a function ``bot(view, legal, rng) -> action``:

- ``view``: exactly ``engine.view(state, seat)`` for the bot's seat (never the state);
- ``legal``: the seat's legal actions that answer its current prompt (a non-empty list
  of action dicts, as ``engine.legal_actions`` lists them);
- ``rng``: a ``random.Random`` the runner seeds, so a bot game replays.

It returns one element of ``legal``. :data:`BOTS` maps each game slug to its levels;
:func:`bot_for` looks one up; :mod:`.runner` asks a bot for the seat to move.
"""

from __future__ import annotations

from typing import Any, Callable

from . import chinese_checkers, monopoly_deal, qiangshou
from .base import random_bot

Bot = Callable[[dict[str, Any], list[dict[str, Any]], Any], dict[str, Any]]

#: The levels every game offers, weakest first.
LEVELS: tuple[str, ...] = ("random", "good")

LEVEL_LABELS: dict[str, str] = {"random": "random (easy)", "good": "good"}

BOTS: dict[str, dict[str, Bot]] = {
    "chinese-checkers": {"random": random_bot, "good": chinese_checkers.good_bot},
    "qiangshou": {"random": random_bot, "good": qiangshou.good_bot},
    "monopoly-deal": {"random": random_bot, "good": monopoly_deal.good_bot},
}

#: Games whose seat that left stays in play in games of three or more (RULINGS
#: platform-wide: not removed by the seed, so a bot plays it out and it places last).
#: QQ跳棋 and 强手棋 remove such a seat, so they are not listed.
PLAYS_OUT_LEFT_SEATS: frozenset[str] = frozenset({"monopoly-deal"})

#: The level that plays out a seat that left (RULINGS: "a bot plays it out").
LEFT_SEAT_LEVEL = "random"


def bot_for(slug: str, level: str) -> Bot:
    """The bot of game ``slug`` at ``level``. Raises ``KeyError`` for an unknown pair."""
    return BOTS[slug][level]
