"""``bench_engine``'s QQ跳棋 generation figures: per position set
(:mod:`.cc_positions`), the CPU time of one legal-move generation with the generator of
before issue 17 (:mod:`.cc_baseline`) and with today's, measured in alternating rounds so
both sides see the same machine load.

Three figures per side, in microseconds of process CPU time per position:

- ``paths``: the generator alone (today's with its memo bypassed);
- ``actions``: ``legal_moves`` as the API gets it (paths turned into action dicts), on
  a position not seen before (memos cleared);
- ``move``: what one move of the API costs in move lists for the seat to move: the push
  payload and the player's GET of its legal actions each ask for them (two generations
  before; today the second is answered by the memo of the same process).
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from boardgames.engines.chinese_checkers import ENGINE, rules
from boardgames.engines.chinese_checkers.engine import coord_paths
from boardgames.engines.chinese_checkers.moves import legal_paths

from . import cc_baseline
from .cc_positions import PositionSet

ROUNDS = 5  # alternating rounds per side; the figure is the fastest round


@dataclass(frozen=True)
class Figures:
    """Microseconds of CPU per position: old and new, per figure name."""

    old: dict[str, float]
    new: dict[str, float]


def _args(state: dict) -> tuple:
    seat = state["to_move"]
    return state["board"], str(seat), rules.home(state, seat), rules.is_long(state)


def _old(args: list[tuple], name: str) -> None:
    for a in args:
        if name == "paths":
            cc_baseline.legal_paths(*a)
            continue
        cc_baseline.legal_moves(*a)
        if name == "move":
            cc_baseline.legal_moves(*a)


def _new(args: list[tuple], states: list[dict], name: str) -> None:
    if name == "paths":
        for a in args:
            legal_paths.__wrapped__(*a)
        return
    for state in states:
        legal_paths.cache_clear()  # a position not seen before
        coord_paths.cache_clear()
        ENGINE.legal_moves(state, state["to_move"])
        if name == "move":
            ENGINE.legal_moves(state, state["to_move"])


def _time(run, seconds: float) -> float:
    """CPU microseconds per call of ``run`` (called until ``seconds`` of CPU passed)."""
    calls, started = 0, time.process_time()
    while True:
        run()
        calls += 1
        spent = time.process_time() - started
        if spent >= seconds:
            return spent / calls * 1e6


def measure(positions: PositionSet, seconds: float) -> Figures:
    """The figures of one set; ``seconds`` of CPU per side, figure and round."""
    states = list(positions.states)
    args = [_args(s) for s in states]
    n = len(states)
    old: dict[str, float] = {}
    new: dict[str, float] = {}
    for name in ("paths", "actions", "move"):
        for _ in range(ROUNDS):
            o = _time(lambda: _old(args, name), seconds) / n
            w = _time(lambda: _new(args, states, name), seconds) / n
            old[name] = min(old.get(name, o), o)
            new[name] = min(new.get(name, w), w)
    return Figures(old, new)
