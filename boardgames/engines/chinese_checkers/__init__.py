"""QQ跳棋 (Chinese checkers): the rules engine for the game slug ``"chinese-checkers"``.

Modules: :mod:`.data` (every number), :mod:`.board` (geometry and camps), :mod:`.moves`
(move generation and path checks), :mod:`.rules` (turns, rounds, finishing, leaving,
teams, anti-passivity, draws), :mod:`.items` (item targets, obstacle expiry),
:mod:`.item_actions` (item actions: checks and effects), :mod:`.position` (start from a
position), :mod:`.view` (the public view), :mod:`.engine` (the
:class:`~boardgames.engines.core.Engine` contract).
Rules as implemented: docs/rules/chinese-checkers.md.
"""

from __future__ import annotations

from .engine import ENGINE, ChineseCheckersEngine
from .position import position_of, state_from_position


def count_legal_moves(state: dict, seat: int | None = None) -> int:
    """How many distinct (start, destination) moves ``seat`` (default: the seat to
    move) has in ``state``; see :meth:`ChineseCheckersEngine.count_legal_moves`."""
    return ENGINE.count_legal_moves(state, seat)


__all__ = ["ENGINE", "ChineseCheckersEngine", "count_legal_moves", "position_of", "state_from_position"]
