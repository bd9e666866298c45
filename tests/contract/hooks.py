"""Per-game hooks of the contract suite, keyed by slug; a game without an entry gets the
generic checks only (docs/architecture.md, "How to add a game").

- :data:`INVARIANTS`: ``check(state)`` asserting the game's own invariants after every
  action (taken from the game's engine tests).
- :data:`SECRETS`: ``scramble(state, viewer, rng) -> state``: a copy of ``state`` that
  differs only in what ``viewer`` (a seat, ``None``: a spectator) may not see. The
  suite asserts that the viewer's view does not change. The default changes the RNG
  state only; a game that hides cards must say where they are.
"""

from __future__ import annotations

import copy
import random
from typing import Any, Callable

from tests.engines.cheaters_support import check_state as cheaters_invariant
from tests.engines.cheaters_support import scramble as scramble_cheaters
from tests.engines.monopoly_deal_support import check_all_cards
from tests.engines.owners_choice_support import check_state as owners_choice_invariant
from tests.engines.test_chinese_checkers_playouts import invariant as chinese_checkers_invariant
from tests.engines.test_qiangshou_playouts import check_state as qiangshou_invariant

State = dict[str, Any]


def scramble_rng(state: State, viewer: int | None, rng: random.Random) -> State:
    """``state`` with another RNG state (the future dice and shuffles are secret)."""
    scrambled = copy.deepcopy(state)
    scrambled["rng"] = rng.getrandbits(64)
    return scrambled


def scramble_qiangshou(state: State, viewer: int | None, rng: random.Random) -> State:
    """强手棋: another RNG state and another order of the cards left in each deck."""
    scrambled = scramble_rng(state, viewer, rng)
    for deck in scrambled["decks"].values():
        rng.shuffle(deck)
    return scrambled


def scramble_monopoly_deal(state: State, viewer: int | None, rng: random.Random) -> State:
    """Monopoly Deal: another RNG state; the draw pile and every other seat's hand dealt
    again from their pooled cards (same sizes)."""
    scrambled = scramble_rng(state, viewer, rng)
    others = [s for s in range(state["players"]) if s != viewer]
    pool = list(scrambled["draw"]) + [c for s in others for c in scrambled["hands"][s]]
    rng.shuffle(pool)
    for s in others:
        size = len(scrambled["hands"][s])
        scrambled["hands"][s], pool = pool[:size], pool[size:]
    scrambled["draw"] = pool
    return scrambled


INVARIANTS: dict[str, Callable[[State], None]] = {
    "chinese-checkers": chinese_checkers_invariant,
    "qiangshou": qiangshou_invariant,
    "monopoly-deal": check_all_cards,
    "owners-choice": owners_choice_invariant,
    "cheaters-edition": cheaters_invariant,
}

SECRETS: dict[str, Callable[[State, int | None, random.Random], State]] = {
    "qiangshou": scramble_qiangshou,
    "monopoly-deal": scramble_monopoly_deal,
    "cheaters-edition": scramble_cheaters,
}
