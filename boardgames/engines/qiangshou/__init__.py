"""强手棋 (qiangshou): the QQ game-hall Monopoly-style property game, 2 to 4 players.

Rules: seed 000_65dfeed9db5cb2d8.txt with RULINGS.md (强手棋); as implemented in
docs/rules/qiangshou.md. ``ENGINE`` is the :class:`QiangshouEngine` the server uses.
"""

from .engine import ENGINE, QiangshouEngine

__all__ = ["ENGINE", "QiangshouEngine"]
