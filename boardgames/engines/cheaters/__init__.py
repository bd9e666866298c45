"""Monopoly: Cheaters Edition (大富翁作弊版), 2 to 6 players, on the property-game core.

Rules: seed 003_47cfe9ecf61478dc.txt with RULINGS.md (Monopoly: Cheaters Edition); as
implemented in docs/rules/cheaters-edition.md. ``ENGINE`` is the engine the server uses.

Modules: :mod:`.data` (every number), :mod:`.rules` (state, money, deeds, hotels, jail,
leaving), :mod:`.cards` (Chance / Community Chest effects), :mod:`.turn` (rolling,
landing, turns, the final run), :mod:`.market` (auctions, trades, debts), :mod:`.cheats`
(the cheats as actions), :mod:`.window` (accusations, rewards, penalties), :mod:`.view`,
:mod:`.engine`.
"""

from .engine import ENGINE, CheatersEngine

__all__ = ["ENGINE", "CheatersEngine"]
