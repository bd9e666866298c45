"""The seat lifecycle shared by every game (RULINGS.md, platform-wide).

- Resign is always available on your own decision points (the seeds' 认输/自杀).
- Three consecutive timeouts by one seat mean that seat has left (the seeds' 逃跑/退出);
  any answer of its own resets the count.
- A seat that resigned or left never acts again: whatever it submits is refused with
  :class:`SeatNotPlaying`, the one error kind for this in every game (a
  :class:`~boardgames.engines.core.NotYourTurn`, so HTTP 403 through the services).
- After a seat leaves, a game with one seat still playing ends; otherwise the left seat
  is removed where the seed says so (:data:`REMOVE`: 跳棋 pieces leave the board, a
  强手棋 player's land returns to the bank) or a bot plays it out and it counts as last
  place (:data:`PLAY_OUT`: Monopoly Deal answers for it by its timeout rule).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core import NotYourTurn, gettext_noop

PLAYING = "playing"
TIMEOUTS_TO_LEAVE = 3  # RULINGS platform-wide: "Three consecutive timeouts ... has left"

END = "end"  # the game ends (one seat or none still playing)
REMOVE = "remove"  # the left seat is taken off the board; the others play on
PLAY_OUT = "play_out"  # the left seat stays, played out by the server as a bot

#: The refusal per status (one message each, so that each reads well when translated).
_REFUSALS = {
    "resigned": gettext_noop("Seat %(seat)s has resigned and no longer plays; \"%(kind)s\" is not accepted."),
    "left": gettext_noop("Seat %(seat)s has left the game and no longer plays; \"%(kind)s\" is not accepted."),
    "escaped": gettext_noop("Seat %(seat)s has left the game (逃跑) and no longer plays; \"%(kind)s\" is "
                            "not accepted."),
    "bankrupt": gettext_noop("Seat %(seat)s has gone bankrupt and no longer plays; \"%(kind)s\" is not accepted."),
    "finished": gettext_noop("Seat %(seat)s has finished and no longer plays; \"%(kind)s\" is not accepted."),
}


class SeatNotPlaying(NotYourTurn):
    """The seat has resigned, left, finished or gone bankrupt and may not act."""


@dataclass(frozen=True)
class SeatRules:
    """One game's choices within the platform's seat lifecycle.

    ``left_seat``: :data:`REMOVE` or :data:`PLAY_OUT` (what happens to a left seat while
    two or more seats still play)."""

    left_seat: str
    timeouts_to_leave: int = TIMEOUTS_TO_LEAVE

    def require_playing(self, status: str, seat: int, name: str) -> None:
        """Raise :class:`SeatNotPlaying` unless ``status`` is ``"playing"``; ``name`` is
        the refused action as the message names it (its page name,
        :func:`~boardgames.engines.kit.words.action_name`)."""
        if status != PLAYING:
            if status in _REFUSALS:
                raise SeatNotPlaying(_REFUSALS[status], seat=seat, kind=name)
            raise SeatNotPlaying(gettext_noop("Seat %(seat)s has %(status)s and no longer plays; \"%(kind)s\" is "
                                              "not accepted."), seat=seat, status=status, kind=name)

    def timed_out(self, count: int) -> tuple[int, bool]:
        """The seat's consecutive-timeout count after one more timeout (``count`` is the
        count before), and whether the seat has now left."""
        count += 1
        return count, count >= self.timeouts_to_leave

    def after_leaving(self, still_playing: int) -> str:
        """What happens once a seat has stopped playing (resigned, left, or finished
        where the game has lower places) and ``still_playing`` seats remain: :data:`END`
        with fewer than two, else this game's ``left_seat``."""
        return END if still_playing <= 1 else self.left_seat
