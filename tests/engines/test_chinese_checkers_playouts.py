"""QQ跳棋: random legal games for every player count, both jump rules and both team
modes, through tests/engine_harness.random_playout (which checks the contract after
every action: prompts empty exactly at the end, apply never mutates, JSON state and
views). Here we add: ten pieces per seat on distinct holes until a seat leaves, and
every game ends.

Two drivers:

- uniform: the harness's own choice. Uniformly random play keeps pieces at home, so
  these games end by the anti-passivity rule (rounds 20-30).
- forward-biased: ``ForwardRandom`` (a ``random.Random`` whose ``choice`` prefers, 90%
  of the time, the moves that advance most toward the mover's target, with a bonus for
  leaving home from round 12). These games reach finishing, team victories and last
  places. The game itself has no round limit (the seed has none), so the bias is what
  keeps these games short.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from boardgames.engines.chinese_checkers import ENGINE
from boardgames.engines.chinese_checkers.board import CAMP_HOLES, HOLES
from tests.engine_harness import random_playout

CONFIGS = [
    (players, {"jump_rule": rule, "mode": mode})
    for rule in ("single", "long")
    for players, mode in ((2, "ffa"), (3, "ffa"), (4, "ffa"), (6, "ffa"), (4, "teams"), (6, "teams"))
]
IDS = [f"{p}p-{o['jump_rule']}-{o['mode']}" for p, o in CONFIGS]

# Depth of a hole toward each camp's tip (larger = deeper into that camp).
DEPTH = {0: lambda q, r: -r, 1: lambda q, r: q, 2: lambda q, r: q + r,
         3: lambda q, r: r, 4: lambda q, r: -q, 5: lambda q, r: -q - r}


class ForwardRandom(random.Random):
    """A ``random.Random`` whose ``choice`` among move actions prefers progress toward
    the mover's target (``state`` must be kept current by the playout's check)."""

    def __init__(self, seed: int, greed: float = 0.9) -> None:
        super().__init__(seed)
        self.greed = greed
        self.state: dict | None = None

    def choice(self, seq):  # type: ignore[override]
        st_ = self.state
        if (st_ is not None and seq and isinstance(seq[0], dict) and seq[0].get("type") == "move"
                and self.random() < self.greed):
            info = st_["seats"][st_["to_move"]]
            ahead, home = DEPTH[info["target"]], DEPTH[info["camp"]]
            bonus = 8 if st_["round"] >= 12 else 1

            def score(a):
                (q0, r0), (q1, r1) = a["path"][0], a["path"][-1]
                leaves = home(q0, r0) >= 5 > home(q1, r1)
                return ahead(q1, r1) - ahead(q0, r0) + (bonus if leaves else 0)

            scores = [score(a) for a in seq]
            best = max(scores)
            return super().choice([a for a, s in zip(seq, scores) if s == best])
        return super().choice(seq)


def invariant(state: dict) -> None:
    """Ten pieces per seat still on the board, each on its own hole (the board string
    has one character per hole); none for a seat that resigned or left."""
    board = state["board"]
    assert len(board) == len(HOLES)
    for seat, info in enumerate(state["seats"]):
        n = board.count(str(seat))
        if info["status"] in ("resigned", "left"):
            assert n == 0
        else:
            assert n == 10, (seat, n)
    assert sum(c != "." for c in board) == 10 * sum(
        info["status"] not in ("resigned", "left") for info in state["seats"])
    # a finished seat stays finished: all ten in its target
    for seat, info in enumerate(state["seats"]):
        if info["status"] == "finished":
            assert all(board[h] == str(seat) for h in CAMP_HOLES[info["target"]])


def play_out(players: int, options: dict, seed: int, biased: bool):
    state = ENGINE.new_game(players, options, seed)
    rng = ForwardRandom(seed) if biased else random.Random(seed)
    if biased:
        rng.state = state

    def check(s):
        invariant(s)
        if biased:
            rng.state = s

    final, n = random_playout(ENGINE, state, rng, max_actions=3000, check=check)
    out = ENGINE.outcome(final)
    assert out is not None and n > 0
    places = out.places
    assert all(isinstance(p, int) and 1 <= p <= players for p in places)
    statuses = [s["status"] for s in out.seats]
    assert set(statuses) <= {"won", "lost", "resigned", "left", "drew"}
    if options["mode"] == "teams":
        assert out.teams == ENGINE.seat_teams(players, options)
        if not out.draw and out.reason != "anti_passivity":
            winners = {out.teams[s] for s in range(players) if places[s] == 1}
            assert len(winners) == 1
    return final, out


@pytest.mark.parametrize("players, options", CONFIGS, ids=IDS)
@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**31))
def test_forward_biased_games_end_with_invariants(players, options, seed):
    play_out(players, options, seed, biased=True)


@pytest.mark.parametrize("players, options", CONFIGS, ids=IDS)
def test_uniform_random_games_end(players, options):
    for seed in range(2):
        _, out = play_out(players, options, 1000 + seed, biased=False)
        assert out.rounds <= 31


def test_endings_are_reached():
    """Across a fixed set of forward-biased games every kind of ending shows up."""
    reasons = set()
    for players, options in CONFIGS:
        for seed in range(3):
            _, out = play_out(players, options, seed, biased=True)
            reasons.add(out.reason)
    assert {"finished", "team_victory", "anti_passivity"} <= reasons


def test_replay_is_deterministic():
    rng = random.Random(5)
    state = ENGINE.new_game(3, {"jump_rule": "long"}, 99)
    log = []
    while ENGINE.outcome(state) is None and len(log) < 200:
        seat = ENGINE.prompts(state)[0].seat
        action = rng.choice(ENGINE.legal_moves(state, seat))
        log.append((seat, action))
        state, _ = ENGINE.apply(state, seat, action)
    again = ENGINE.new_game(3, {"jump_rule": "long"}, 99)
    for seat, action in log:
        again, _ = ENGINE.apply(again, seat, action)
    assert again == state
