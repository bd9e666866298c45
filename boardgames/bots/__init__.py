"""Computer players (docs/bots.md). Pure Python: nothing here imports Django.

A bot is a function ``bot(view, legal, rng) -> action``:

- ``view``: exactly ``engine.view(state, seat)`` for the bot's seat (never the state);
- ``legal``: the seat's legal actions that answer its current prompt (a non-empty list
  of action dicts, as ``engine.legal_actions`` lists them);
- ``rng``: a ``random.Random`` the runner seeds, so a bot game replays.

It returns one element of ``legal``. Each game's :class:`~boardgames.registry.GameSpec`
names its bots (``bots``: level -> ``"module:callable"``); :func:`bot_for` resolves
one, :mod:`.runner` asks it for the seat to move.
"""

from __future__ import annotations

from typing import Any, Callable

Bot = Callable[[dict[str, Any], list[dict[str, Any]], Any], dict[str, Any]]

#: The levels every game offers, weakest first (each spec's ``bots`` names all of them).
LEVELS: tuple[str, ...] = ("random", "good")

LEVEL_LABELS: dict[str, str] = {"random": "random (easy)", "good": "good"}

#: Games whose seat that left stays in play in games of three or more (RULINGS
#: platform-wide: not removed by the seed, so a bot plays it out and it places last).
#: QQ跳棋 and 强手棋 remove such a seat, so they are not listed.
PLAYS_OUT_LEFT_SEATS: frozenset[str] = frozenset({"monopoly-deal", "cheaters-edition"})

#: The level that plays out a seat that left (RULINGS: "a bot plays it out").
LEFT_SEAT_LEVEL = "random"


def bot_for(slug: str, level: str) -> Bot:
    """The bot of game ``slug`` at ``level`` (its spec's ``bots[level]``). Raises
    ``KeyError`` for a game not registered or a level it does not name."""
    from boardgames.registry import get_spec, resolve

    return resolve(get_spec(slug).bots[level])


def games_with_bots() -> list[str]:
    """The slugs of the registered games that name a bot for every level."""
    from boardgames.registry import all_specs

    return [s.slug for s in all_specs() if all(level in s.bots for level in LEVELS)]
