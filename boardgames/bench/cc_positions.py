"""The fixed QQ跳棋 positions ``manage.py bench_engine`` measures legal-move generation
on: for 2, 3, 4 and 6 players, both jump rules, with and without items, the opening and
midgame positions reached by the good bot (seeded, so every run measures the same
positions). In item rooms the bot's seat also plays a seeded random 路障, 修路工 or 龙卷风
before its move on about every third turn, so the midgames have obstacles on the board.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from boardgames.bots.chinese_checkers import good_bot
from boardgames.bots.runner import decide, seeded_rng
from boardgames.engines.chinese_checkers import ENGINE

#: The rounds at which midgame positions are taken, and the seeds of their games.
MIDGAME_ROUNDS = (8, 14, 20)
MIDGAME_SEEDS = (1, 2)
PRE_MOVE = ("roadblock", "road_worker", "tornado")
ITEM_EVERY = 3  # ours: about one item turn in three keeps obstacles on a midgame board


@dataclass(frozen=True)
class PositionSet:
    """One row of the bench: ``label`` (e.g. "4p single items midgame") and its states
    (each with its seat to move)."""

    label: str
    states: tuple[dict, ...]


def _play_to(players: int, options: dict, seed: int, rounds: tuple[int, ...]) -> list[dict]:
    """The states of one good-bot game at the start of each round of ``rounds``."""
    state = ENGINE.new_game(players, ENGINE.normalize_options(players, options), seed)
    rng, taken, ply = random.Random(seed), [], 0
    for want in rounds:
        while state["result"] is None and state["round"] < want:
            seat = state["to_move"]
            if options.get("items") and ply % ITEM_EVERY == 0:
                uses = [a for a in ENGINE.legal_actions(state, seat)
                        if a["type"] == "item" and a["item"] in PRE_MOVE]
                if uses:
                    state, _ = ENGINE.apply(state, seat, rng.choice(uses))
            if state["result"] is None and state["to_move"] == seat:
                action = decide(ENGINE, state, seat, good_bot, seeded_rng(seed, ply, seat))
                state, _ = ENGINE.apply(state, seat, action)
            ply += 1
        if state["result"] is None:
            taken.append(state)
    return taken


def position_sets() -> list[PositionSet]:
    """Every measured set, in print order: per player count, jump rule and items option,
    the opening, then the midgames."""
    out = []
    for players in (2, 3, 4, 6):
        for rule in ("single", "long"):
            for items in (False, True):
                options = {"jump_rule": rule, "items": items}
                label = f"{players}p {rule}{' items' if items else ''}"
                opening = ENGINE.new_game(players, ENGINE.normalize_options(players, options), 1)
                out.append(PositionSet(f"{label} opening", (opening,)))
                mid = [s for seed in MIDGAME_SEEDS for s in _play_to(players, options, seed, MIDGAME_ROUNDS)]
                out.append(PositionSet(f"{label} midgame", tuple(mid)))
    return out
