"""The good QQ跳棋 bot: advance toward the target camp's tip, longest gain first.

Score of a move (all from the view): how many rows it gains toward the far corner of
the seat's target camp (so long jump chains win by themselves), plus a small push for
the pieces furthest behind, plus a bonus for leaving the home camp while the next
anti-passivity checkpoint (seed 防止消极, ``view["anti_passivity"]``) is not yet met.
Camp rules need no care here: the engine lists only moves that keep them.
"""

from __future__ import annotations

import random
from typing import Any

from .base import Action, best

LEAVE_HOME_BONUS = 3.0   # ours: worth more than a one-row step while a checkpoint is short
URGENT_BONUS = 100.0     # ours: beats any advance when the checkpoint needs every turn left
URGENT_SLACK = 1         # ours: spare turns kept before the checkpoint round
NO_MOVE_SCORE = -1000.0  # ours: items that move no piece are played only when nothing else is legal
REAR_WEIGHT = 0.5        # ours: pulls the rear pieces along (smaller: a blocked piece stays home)


def hex_distance(a: list[int] | tuple[int, int], b: list[int] | tuple[int, int]) -> int:
    """Steps between two holes in axial coordinates ``(q, r)``."""
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def target_tip(view: dict[str, Any]) -> tuple[int, int]:
    """The hole of the seat's target camp furthest from the centre (the camp's corner)."""
    camp = view["camps"][view["seats"][view["you"]]["target"]]
    return tuple(max(camp, key=lambda h: hex_distance(h, (0, 0))))


def good_bot(view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
    """Choose the move with the best advance score (module docstring). In an item room
    飞天翼 and 移形换位 are scored as the piece's move; the other items only when the seat
    has nothing else to play. Ending a 动力弹珠 turn without the second move scores as
    the piece staying where it is (gain 0), so the bot declines only moves that lose
    ground."""
    me = view["seats"][view["you"]]
    tip = target_tip(view)
    home = {tuple(h) for h in view["camps"][me["camp"]]}
    bonus = _leave_home_bonus(view, me)

    def score(action: Action) -> float:
        if action["type"] == "end_turn":  # the 动力弹珠 piece stays: no gain
            return REAR_WEIGHT * hex_distance(view["item_turn"]["follow_up"], tip)
        if action["type"] == "item":  # 道具场: 飞天翼/移形换位 score as the jump they make
            if "from" not in action:
                return NO_MOVE_SCORE
            start, end = action["from"], action["to"]
        else:
            start, end = action["path"][0], action["path"][-1]
        behind = hex_distance(start, tip)
        gain = behind - hex_distance(end, tip)
        value = gain + REAR_WEIGHT * behind
        if bonus and tuple(start) in home and tuple(end) not in home:
            value += bonus
        return value

    return best(legal, score, rng)


def _leave_home_bonus(view: dict[str, Any], me: dict[str, Any]) -> float:
    """What leaving the home camp is worth now: nothing while the next anti-passivity
    checkpoint is met, :data:`URGENT_BONUS` when the pieces still missing need (almost)
    every turn left before it (the check runs at the end of its round, seed 防止消极),
    else :data:`LEAVE_HOME_BONUS`."""
    required = me["anti_passivity_required"]
    if required is None or me["anti_passivity_ok"] is not False:
        return 0.0
    missing = required - me["pieces_outside_home"]
    turns_left = view["anti_passivity"]["next_round"] - view["round"] + 1
    return URGENT_BONUS if turns_left <= missing + URGENT_SLACK else LEAVE_HOME_BONUS
