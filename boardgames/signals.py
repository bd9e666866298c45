"""The games app's hooks for other apps (Django signals), so that ``boardgames`` imports
no other app of the project. Every signal is sent inside the transaction that makes the
change (the game row locked); a receiver that raises aborts that change, so receivers
refuse with :class:`~boardgames.errors.ApplicationError`. Each must have a receiver:
``boardgames.checks`` says so at start-up (the ratings app connects them in its
``AppConfig.ready``).

- :data:`game_finished` (``game``): a game has just finished (``Game.result`` is set):
  rate it, settle its coins.
- :data:`seat_staked` (``game``, ``user``, ``amount``, ``reason``): a player takes a
  seat that holds ``amount`` coins (int > 0, the engine's ``seat_stake``); refuse with
  a 400 ``not_enough_coins`` when the wallet is short.
- :data:`seat_released` (``game``, ``user``): a player left an open room: return what
  was held for them.
- :data:`game_advanced` (``game``, ``moves``, ``started``): a game just started
  (``started`` True, ``moves`` empty) or changed by ``moves`` (the Move rows just
  appended, ``by_timeout`` set on the server's), with ``game.deadlines`` already
  recomputed: tell the players (the notifications app). Optional: no receiver needed.
- :data:`game_aborted` (``game``): a game in play was aborted without a result
  (``services/abort.py``): return every coin held for it; no points.
"""

from django.dispatch import Signal

game_finished = Signal()
seat_staked = Signal()
seat_released = Signal()
game_advanced = Signal()
game_aborted = Signal()

REQUIRED = {"game_finished": game_finished, "seat_staked": seat_staked, "seat_released": seat_released,
            "game_aborted": game_aborted}
