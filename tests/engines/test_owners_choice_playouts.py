"""拥有者的决断 random playouts (hypothesis, 2-5 players): every game ends; money is
conserved across players, fund and bank and every change is a money event; 15 shares of
each company across bank and players; nobody above 12; one prompt with a fresh key;
replay from the seed equals the state; junk actions raise only InvalidAction."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from boardgames.registry import get_engine
from boardgames.engines.core import InvalidAction, RulesError
from boardgames.engines.owners_choice import ENGINE, data

from .owners_choice_support import check_state, money_total


def audit(before, after, events):
    """Money and shares of one action: totals constant, every change an event."""
    assert money_total(after) == data.START_CASH * after["players"]
    flow = {k: 0 for k in ["bank", "fund", *range(after["players"])]}
    for e in events:
        if e["type"] == "money":
            assert e["amount"] > 0
            flow[e["from"]] -= e["amount"]
            flow[e["to"]] += e["amount"]
    assert flow["fund"] == after["fund"] - before["fund"]
    for p in range(after["players"]):
        assert flow[p] == after["cash"][p] - before["cash"][p]
        assert after["cash"][p] >= 0
    check_state(after)


def play(players, seed, timeout_rate=0.05):
    rng = random.Random(seed)
    state = ENGINE.new_game(players, {}, seed)
    moves, keys, last = [], set(), None
    for _ in range(3000):
        prompts = ENGINE.prompts(state)
        if ENGINE.outcome(state) is not None:
            assert prompts == []
            return state, moves
        assert len(prompts) == 1
        p = prompts[0]
        if p.key != last:
            assert p.key not in keys, f"prompt key {p.key} came back"
            keys.add(p.key)
            last = p.key
        if rng.random() < timeout_rate:
            action = ENGINE.timeout_action(state, p.seat)
        else:
            options = [a for a in ENGINE.legal_actions(state, p.seat) if a["type"] in p.kinds]
            assert options, (p, state["pending"])
            action = rng.choice(options)
        new, events = ENGINE.apply(state, p.seat, action)
        audit(state, new, events)
        moves.append((p.seat, action))
        state = new
    raise AssertionError("the game did not end")


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 5), seed=st.integers(0, 2**32))
def test_random_playouts_end_and_conserve(players, seed):
    state, moves = play(players, seed)
    out = ENGINE.outcome(state)
    assert sorted(out.places) == list(range(1, players + 1))
    assert all(sum(x.values()) == 0 for x in state["shares"])  # all sold or returned
    assert state["final"] == state["cash"]
    ranked = sorted(range(players), key=lambda p: out.places[p])
    alive = [p for p in ranked if state["status"][p] == "playing"]
    assert [state["cash"][p] for p in alive] == sorted((state["cash"][p] for p in alive), reverse=True)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_replay_equals_state(players):
    state, moves = play(players, 100 + players)
    again = ENGINE.new_game(players, {}, 100 + players)
    for seat, action in moves:
        again, _ = ENGINE.apply(again, seat, action)
    assert again == state


def test_many_timeouts_make_seats_leave_and_the_game_still_ends():
    state, _ = play(4, 5, timeout_rate=0.7)
    assert ENGINE.outcome(state) is not None


JUNK = [None, 1, "move", [], {}, {"type": 3}, {"type": "fly"}, {"type": "move"},
        {"type": "move", "pawn": "0", "steps": 1}, {"type": "move", "pawn": 0, "steps": 1.0},
        {"type": "move", "pawn": 2, "steps": 1}, {"type": "move", "pawn": True, "steps": 1},
        {"type": "roll", "pawn": 0, "steps": 2}, {"type": "trade", "buy": {"red": "1"}},
        {"type": "end_turn", "x": 1}, {"type": "resign", "why": "bored"}]


@pytest.mark.parametrize("action", JUNK)
def test_junk_actions_raise_invalid_action(action):
    state = ENGINE.new_game(3, {}, 3)
    with pytest.raises(InvalidAction):
        ENGINE.apply(state, 0, action)


@settings(max_examples=60, deadline=None)
@given(action=st.dictionaries(st.sampled_from(["type", "pawn", "steps", "sell", "buy", "company", "with", "give", "take"]),
                              st.one_of(st.none(), st.integers(-3, 20), st.text(max_size=6),
                                        st.sampled_from(list(data.COMPANIES) + ["move", "roll", "trade", "swap"]),
                                        st.dictionaries(st.text(max_size=6), st.integers(-2, 20), max_size=3))),
       seat=st.integers(-1, 3))
def test_fuzzed_actions_raise_only_rules_errors(action, seat):
    state = ENGINE.new_game(3, {}, 9)
    try:
        ENGINE.apply(state, seat, action)
    except RulesError:
        pass


def test_registered_under_its_slug():
    assert get_engine("owners-choice") is ENGINE
