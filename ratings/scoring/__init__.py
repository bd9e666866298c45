"""Pure scoring: the seeds' points, levels and titles (no Django imports).

:func:`score_game` picks the game's module: QQ跳棋 (:mod:`.chinese_checkers`),
强手棋 (:mod:`.qiangshou`), and rank points (:mod:`.rank_points`) for every other game.
"""

from __future__ import annotations

from typing import Any

from . import chinese_checkers, qiangshou, rank_points
from .base import SeatScore
from .levels import level_for, level_row, level_table, title_for

__all__ = ["SeatScore", "score_game", "level_for", "level_row", "level_table", "title_for"]


def score_game(game_type: str, outcome: dict[str, Any], options: dict[str, Any],
               levels: list[int]) -> list[SeatScore]:
    """Points per seat for a finished game of ``game_type`` (slug). ``outcome`` is
    ``Outcome.to_dict()``, ``options`` the room options, ``levels`` per seat the
    player's level before the game. Returns one :class:`SeatScore` per seat."""
    if game_type == "chinese-checkers":
        return chinese_checkers.score_game(outcome, options, levels)
    if game_type == "qiangshou":
        return qiangshou.score_game(outcome, options, levels)
    return rank_points.score_game(outcome, options, levels)
