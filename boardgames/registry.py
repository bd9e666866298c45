"""One registration per game: a :class:`GameSpec` in ``boardgames/games/<game>.py``.

Pure Python (no Django, no Celery): ratings, the lobby, the pages, the API, the bench
commands and the contract tests all read the games from here, and nothing else keeps a
list of games or picks a game by its slug.

A spec names everything the server needs to run a game: the engine (its ``slug`` and
Chinese ``name`` come from it), the English name, the ratings' scoring entry and level
table, whether some rooms play for coins, the page renderer (an ES module and its CSS
under ``static/``), the rules document, the lobby's per-player-count choice rules and
the computer players. Scoring, levels and bots are dotted paths (``"module:attribute"``)
so that this module imports no other app; they are resolved by the app that uses them,
and checked at start-up (``boardgames.checks``, ``ratings.checks``).

Adding a game: see docs/architecture.md, "How to add a game".
"""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Mapping

from boardgames.engines.core import Engine

GAMES_PACKAGE = "boardgames.games"


@dataclass(frozen=True)
class ChoiceRule:
    """A room option's value that only some player counts may choose; the lobby disables
    it for the others and the engine refuses it (the contract suite checks they agree).

    - ``option`` / ``value``: the room option and the restricted value, e.g.
      ``("mode", "teams")``.
    - ``players``: the player counts that allow it, e.g. ``(4, 6)``.
    - ``labels``: per allowed player count a short label, e.g. ``((4, "2V2"), (6, "3V3"))``.
    - ``refused``: the lobby's text when the count does not allow it.
    """

    option: str
    value: Any
    players: tuple[int, ...]
    labels: tuple[tuple[int, str], ...] = ()
    refused: str = ""


@dataclass(frozen=True)
class GameSpec:
    """Everything the server knows about one game.

    - ``engine``: the :class:`~boardgames.engines.core.Engine` instance; ``slug`` and
      ``name_zh`` are its ``slug`` and ``name``.
    - ``name_en``: the English display name.
    - ``scoring``: ``"module:function"`` of the ratings' scoring entry,
      ``fn(outcome, options, levels) -> list[SeatScore]`` (docs/ratings.md). Required.
    - ``levels``: ``"module:TABLE"``, the level/title table (a tuple of ``LevelRow``).
    - ``renderer``: the page's ES module, a path under ``static/`` (``games/<slug>.js``).
    - ``css``: stylesheets under ``static/`` the page links.
    - ``rules_doc``: the rules as implemented, a path in the repository.
    - ``coin_room``: ``(room option, value)`` of the rooms that hold and pay coins
      (强手棋's ``("room", "coin")``), or ``None``: the game has no coin rooms.
    - ``choice_rules``: :class:`ChoiceRule` for the lobby.
    - ``bots``: computer players, name -> ``"module:callable"``.
    - ``catalogue``: ``"module:function"`` returning the game's static data (card lists,
      board), served once per page load, or ``None``.
    - ``order``: the place in lists (lobby, leaderboards), smaller first.
    """

    engine: Engine
    name_en: str
    scoring: str
    levels: str
    renderer: str
    rules_doc: str
    css: tuple[str, ...] = ()
    coin_room: tuple[str, Any] | None = None
    choice_rules: tuple[ChoiceRule, ...] = ()
    bots: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    catalogue: str | None = None
    order: int = 100

    @property
    def slug(self) -> str:
        """The API name of the game (the engine's ``slug``)."""
        return self.engine.slug

    @property
    def name_zh(self) -> str:
        """The Chinese display name from the seed (the engine's ``name``)."""
        return self.engine.name

    def is_coin_room(self, options: Mapping[str, Any] | None) -> bool:
        """Whether a room with these (normalised) ``options`` plays for coins."""
        if self.coin_room is None:
            return False
        name, value = self.coin_room
        return (options or {}).get(name) == value


def resolve(path: str) -> Any:
    """The object named by ``"package.module:attribute"``. Raises ``ImportError`` or
    ``AttributeError`` (``ValueError`` when ``path`` has no ``:``)."""
    module, sep, attribute = path.partition(":")
    if not sep or not module or not attribute:
        raise ValueError(f"{path!r} is not of the form 'package.module:attribute'.")
    return getattr(importlib.import_module(module), attribute)


_SPECS: dict[str, GameSpec] | None = None


def _discover() -> dict[str, GameSpec]:
    """Every ``SPEC`` of the modules of :data:`GAMES_PACKAGE`, by slug in ``order``.
    An import error in a game module propagates (a broken game stops the start-up)."""
    package = importlib.import_module(GAMES_PACKAGE)
    found: list[GameSpec] = []
    for info in pkgutil.iter_modules(package.__path__):
        module = importlib.import_module(f"{GAMES_PACKAGE}.{info.name}")
        spec = getattr(module, "SPEC", None)
        if not isinstance(spec, GameSpec):
            raise TypeError(f"{module.__name__} must define SPEC, a GameSpec.")
        found.append(spec)
    found.sort(key=lambda s: (s.order, s.slug))
    specs: dict[str, GameSpec] = {}
    for spec in found:
        if spec.slug in specs:
            raise ValueError(f"Two games are registered as {spec.slug!r}.")
        specs[spec.slug] = spec
    return specs


def specs() -> dict[str, GameSpec]:
    """Every registered game, ``{slug: GameSpec}`` in display order (read-only use)."""
    global _SPECS
    if _SPECS is None:
        _SPECS = _discover()
    return _SPECS


def all_specs() -> list[GameSpec]:
    """Every registered :class:`GameSpec`, in display order."""
    return list(specs().values())


def slugs() -> list[str]:
    """The slugs of every registered game, in display order."""
    return list(specs())


def get_spec(slug: str) -> GameSpec:
    """The :class:`GameSpec` of ``slug``; ``KeyError`` for a game not registered."""
    return specs()[slug]


def find_spec(slug: str) -> GameSpec | None:
    """The :class:`GameSpec` of ``slug``, or ``None`` for a game not registered."""
    return specs().get(slug)


def get_engine(slug: str) -> Engine:
    """The engine of the registered game ``slug``; ``KeyError`` for an unknown game."""
    return specs()[slug].engine
