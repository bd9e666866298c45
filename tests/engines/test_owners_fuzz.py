"""拥有者的决断 fuzz: junk and out-of-turn actions at positions taken from random games, and
random legal playouts over many seeds with the game's invariants after every action.

Junk (random objects, wrong types, out-of-range numbers, other seats' actions, actions of
the wrong phase, actions after the end or by a seat that is out) must raise a RulesError
and leave the state as it was; an action that is accepted must be one of the seat's
legal actions (trades excepted: legal_actions lists only representative ones) and come
from the prompted seat. Playouts reuse tests/engine_harness.random_playout.
"""

from __future__ import annotations

import json
import random

import pytest

from boardgames.engines.core import GameOver, InvalidAction, NotYourTurn, RulesError
from boardgames.engines.kit.seats import SeatNotPlaying
from boardgames.engines.owners_choice import ENGINE, data

from ..engine_harness import random_playout
from .owners_choice_support import check_state

COMPANIES = list(data.COMPANIES)
JUNK_VALUES = [None, True, False, 0, 1, -1, 2, 3, 5, 12, 13, 99, -(2**31), 2**31 - 1, 2**31, 10**40, 1.0, 0.5,
               float("nan"), "", "red", "RED", "purple", "0", "x" * 65, "a\x00b", [], [1], ["red"], {},
               {"red": 1}, {"red": -1}, {"red": 1.5}, {"gold": 1}, {"red": True}, {"red": 10**12},
               {"red": 1, "blue": 1, "green": 1, "yellow": 1, "extra": 1}]
FIELDS = ["type", "pawn", "steps", "sell", "buy", "company", "with", "give", "take", "seat", "x", "", "Type"]


def junk_action(rng: random.Random):
    """A random object: often a declared type with random values, sometimes not an object."""
    roll = rng.random()
    if roll < 0.08:
        return rng.choice(JUNK_VALUES)
    action = {}
    if roll < 0.9:
        action["type"] = rng.choice(sorted(ENGINE.action_shapes))
    for _ in range(rng.randint(0, 3)):
        action[rng.choice(FIELDS)] = rng.choice(JUNK_VALUES)
    return action


def targeted_actions(state):
    """Well-formed actions of every type with in- and out-of-range values."""
    out = [{"type": t} for t in ("end_turn", "company_die", "fund_die", "decline", "relist")]
    for pawn in (-1, 0, 1, 2):
        out.append({"type": "roll", "pawn": pawn})
        out += [{"type": "move", "pawn": pawn, "steps": k} for k in (-1, 0, 1, 3, 4, 5)]
    out += [{"type": "choose_company", "company": c} for c in COMPANIES]
    out += [{"type": "swap", "with": w, "give": g, "take": t}
            for w in (-1, 0, 1, state["players"]) for g in COMPANIES for t in COMPANIES]
    for c in COMPANIES:
        for n in (1, 2, 12, 13, 15):
            out += [{"type": "trade", "buy": {c: n}}, {"type": "trade", "sell": {c: n}}]
    out += [{"type": "trade", "sell": {"red": 1}, "buy": {"red": 1}}, {"type": "trade"}]
    return out


def positions(seeds, every=3):
    """States along random games (2-5 players), every ``every``-th action."""
    out = []
    for seed in seeds:
        rng = random.Random(seed)
        players = 2 + seed % 4
        state = ENGINE.new_game(players, {}, seed)
        for n in range(3000):
            if ENGINE.outcome(state) is not None:
                out.append(state)
                break
            if n % every == 0:
                out.append(state)
            p = ENGINE.prompts(state)[0]
            options = [a for a in ENGINE.legal_actions(state, p.seat) if a["type"] in p.kinds]
            state, _ = ENGINE.apply(state, p.seat, rng.choice(options))
    return out


POSITIONS = positions(range(8))


def refused_or_legal(state, seat, action):
    """Apply ``action``: a refusal must be a RulesError that changes nothing; an acceptance
    must come from the prompted seat and be a legal action (trades aside: legal_actions
    lists representative ones; ``timeout`` aside: the server's own action, accepted from
    the prompted seat); ``resign`` is accepted from any seat still playing."""
    before = json.dumps(state, sort_keys=True)
    legal = ENGINE.legal_actions(state, seat)
    try:
        ENGINE.apply(state, seat, action)
    except RulesError as error:
        assert str(error) and len(str(error)) < 400
        accepted = False
    else:
        accepted = True
    assert json.dumps(state, sort_keys=True) == before, action
    if accepted and action["type"] != "resign":
        prompted = [p.seat for p in ENGINE.prompts(state)]
        assert seat in prompted, (seat, action)
        if action["type"] not in ("trade", "timeout"):
            assert action in legal, (seat, action, state["pending"], state["turn"])
    return accepted


def test_positions_cover_every_phase():
    kinds = {s["pending"]["kind"] if s["pending"] else ("over" if s["phase"] == "over" else "turn")
             for s in POSITIONS}
    assert kinds == {"turn", "company", "target", "pick", "swap", "relist", "over"}
    assert len(POSITIONS) > 100


def test_random_junk_raises_rules_errors_and_changes_nothing():
    rng = random.Random(2026)
    for state in POSITIONS:
        for _ in range(40):
            action = junk_action(rng)
            seat = rng.choice([*range(state["players"]), -1, state["players"], True, "0", None])
            before = json.dumps(state, sort_keys=True)
            try:
                ENGINE.apply(state, seat, action)
            except RulesError as error:
                assert str(error)
            else:
                assert isinstance(action, dict) and action.get("type") in ENGINE.action_shapes, action
                assert refused_or_legal(state, seat, action)
            assert json.dumps(state, sort_keys=True) == before


def test_every_well_formed_action_by_every_seat_is_refused_or_legal():
    for state in POSITIONS[::2]:
        for seat in range(state["players"]):
            for action in targeted_actions(state):
                refused_or_legal(state, seat, action)


def test_other_seats_get_not_your_turn():
    for state in POSITIONS:
        if state["phase"] == "over":
            continue
        prompted = ENGINE.prompts(state)[0]
        legal = [a for a in ENGINE.legal_actions(state, prompted.seat) if a["type"] != "resign"]
        for seat in range(state["players"]):
            if seat == prompted.seat or state["status"][seat] != "playing":
                continue
            for action in legal + [{"type": "timeout"}]:
                with pytest.raises(NotYourTurn):
                    ENGINE.apply(state, seat, action)


def test_after_the_end_everything_is_refused():
    over = [s for s in POSITIONS if s["phase"] == "over"]
    assert over
    for state in over:
        for seat in range(state["players"]):
            for action in targeted_actions(state)[:40] + [{"type": "resign"}, {"type": "timeout"}]:
                with pytest.raises(GameOver):
                    ENGINE.apply(state, seat, action)
            with pytest.raises(InvalidAction):
                ENGINE.apply(state, seat, {"type": "move", "pawn": "0"})


def test_a_seat_that_is_out_is_refused():
    for state in POSITIONS[:60:6]:
        if state["phase"] == "over" or state["players"] < 3:
            continue
        prompted = ENGINE.prompts(state)[0].seat
        out_seat = (prompted + 1) % state["players"]
        if state["status"][out_seat] != "playing":
            continue
        gone, _ = ENGINE.apply(state, out_seat, {"type": "resign"})
        if gone["phase"] == "over":
            continue
        for action in [{"type": "resign"}, {"type": "timeout"}, {"type": "roll", "pawn": 0},
                       {"type": "trade", "buy": {"red": 1}}]:
            with pytest.raises(SeatNotPlaying):
                ENGINE.apply(gone, out_seat, action)


class Invariants:
    """The checks after every action of a playout: check_state (money conserved, 15 shares
    of each company, at most 12 each, chairmen right), nobody's cash or the fund below 0
    (the rules never charge what a player lacks), one prompt at a time for a playing seat,
    pawns on the track; at the end no prompt, every share back in the bank (15 each) and
    the final cash recorded."""

    def __init__(self):
        self.actions = 0

    def __call__(self, s):
        self.actions += 1
        check_state(s)
        assert s["fund"] >= 0 and min(s["cash"]) >= 0
        prompts = ENGINE.prompts(s)
        if s["phase"] == "over":
            assert prompts == [] and s["final"] == s["cash"]
            assert all(sum(x.values()) == 0 for x in s["shares"])
            assert s["bank_shares"] == {c: 15 for c in COMPANIES}
        else:
            assert len(prompts) == 1 and s["status"][prompts[0].seat] == "playing"
            assert all(0 <= p <= data.GOAL_SQUARE for p in s["pawns"]) and s["pawns"] != [37, 37]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("seed", range(12))
def test_random_playouts_keep_the_invariants_and_end(players, seed):
    check = Invariants()
    state = ENGINE.new_game(players, {}, 1000 * players + seed)
    final, n = random_playout(ENGINE, state, random.Random(seed), max_actions=3000, check=check)
    assert check.actions == n > 0
    out = ENGINE.outcome(final)
    assert sorted(out.places) == list(range(1, players + 1))
    alive = sorted((p for p in range(players) if final["status"][p] == "playing"), key=lambda p: out.places[p])
    assert [final["cash"][p] for p in alive] == sorted((final["cash"][p] for p in alive), reverse=True)
