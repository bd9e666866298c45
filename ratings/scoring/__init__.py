"""Pure scoring: the seeds' points, levels and titles (no Django imports).

:func:`score_game` calls the scoring entry the game's registration names
(``GameSpec.scoring`` in ``boardgames/games/``): QQ跳棋 :mod:`.chinese_checkers`, 强手棋
:mod:`.qiangshou`, the games without a seed table :mod:`.rank_points`.
"""

from __future__ import annotations

from typing import Any

from boardgames.registry import get_spec, resolve

from .base import SeatScore
from .levels import level_for, level_row, level_table, title_for

__all__ = ["SeatScore", "score_game", "level_for", "level_row", "level_table", "title_for"]


def score_game(game_type: str, outcome: dict[str, Any], options: dict[str, Any],
               levels: list[int]) -> list[SeatScore]:
    """Points per seat for a finished game of ``game_type`` (slug). ``outcome`` is
    ``Outcome.to_dict()``, ``options`` the room options, ``levels`` per seat the
    player's level before the game. Returns one :class:`SeatScore` per seat. Raises
    ``KeyError`` for a game that is not registered."""
    return resolve(get_spec(game_type).scoring)(outcome, options, levels)
