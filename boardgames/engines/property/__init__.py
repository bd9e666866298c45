"""The property-game core: a library for Monopoly-like games, with no ``ENGINE`` of its own.

强手棋 (``engines/qiangshou``) and Monopoly: Cheaters Edition (``engines/cheaters``) are built on it.
Every function works on a mutable copy of the game state (``Engine.apply`` made it) and
appends its events to a :class:`~.money.Ctx`. The state keys the core reads and writes:

- ``seats``: per seat ``{"cash": int, "status": "playing" | ..., "position": square}``;
- ``owners`` / ``levels``: per square the owning seat (``None``: the bank) and the
  building level (0: none);
- ``bank``: ``{"received": int, "paid": int}``, the bank's running totals;
- ``debts``: the open debts (:mod:`.debts`); ``decks``: per deck the card ids, top first;
- ``counter``: the prompt-key counter (``engines.kit.answers.new_key``).

Modules: :mod:`.board` (the board spec, ownership, sales to the bank), :mod:`.money`
(money moves as events, the conservation check), :mod:`.movement` (moves with the pass-GO
hook), :mod:`.cards` (decks as data, the effect registry), :mod:`.debts` (charges, debts
and bankruptcy). What stays with each game: its numbers (data.py), its landing rules,
its own money sources (强手棋's deposits), windows and end conditions.
"""
