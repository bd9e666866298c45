"""The only code that changes a game (DESIGN.md): lobby (create, join, start) and play
(submit an action, expire deadlines). Reads live in :mod:`boardgames.selectors`."""

from .lobby import game_create, game_create_from_position, game_join, game_leave_seat
from .play import action_submit, deadlines_expire

__all__ = [
    "action_submit",
    "deadlines_expire",
    "game_create",
    "game_create_from_position",
    "game_join",
    "game_leave_seat",
]
