"""Monopoly Deal (大富翁纸牌), the card game: 2 to 5 players, the official 106-card deck.

Modules: ``data`` (every number, with sources), ``cards`` (the deck with ids 0..105),
``table`` (banks, property groups, complete sets, rent), ``payments``, ``responses``
(pending answers and Just Say No chains), ``actions`` (the current player's actions),
``turn`` (draw, hand limit, passing the turn), ``engine`` (the Engine contract).
Rules as implemented: docs/rules/monopoly-deal.md.
"""

from __future__ import annotations

from .engine import MonopolyDealEngine

ENGINE = MonopolyDealEngine()

__all__ = ["ENGINE", "MonopolyDealEngine"]
