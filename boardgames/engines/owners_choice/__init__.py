"""拥有者的决断 (Owner's Choice), the stock-market board game, the forum post's variant
rules: 2 to 5 players.

Modules: ``data`` (every number, with sources), ``market`` (money, prices, suspension,
dividends, chairmen, trading), ``effects`` (squares, dice, events, relisting, pending
decisions), ``turn`` (setup, turn, leaving, end), ``engine`` (the Engine contract).
Rules as implemented: docs/rules/owners-choice.md.
"""

from __future__ import annotations

from .engine import OwnersChoiceEngine

ENGINE = OwnersChoiceEngine()

__all__ = ["ENGINE", "OwnersChoiceEngine"]
