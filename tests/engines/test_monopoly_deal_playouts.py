"""Seeded and hypothesis playouts of Monopoly Deal: all 106 cards always accounted for,
one prompt per seat with unique keys that never come back, exactly one place each,
every game ends; and hidden information: no view or redacted event ever shows another
seat's hand or the draw pile."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from boardgames.registry import get_engine
from boardgames.engines.core import redact_event
from boardgames.engines.monopoly_deal import ENGINE, data, payments, table
from tests.engine_harness import random_playout, replay

from .monopoly_deal_support import check_all_cards

CARD_KEYS = {"card", "cards", "take", "give", "house", "hotel", "double", "doubles", "bank",
             "set_cards", "discard_top", "hand", "payable"}


def card_ids(obj, key=None):
    """Every int found under a card-holding key of a JSON structure."""
    out = set()
    if isinstance(obj, dict):
        for k, v in obj.items():
            if k in ("cards",) and isinstance(v, list) and v and isinstance(v[0], dict):
                continue  # the public catalogue of the deck
            out |= card_ids(v, k)
    elif isinstance(obj, list):
        for v in obj:
            out |= card_ids(v, key)
    elif isinstance(obj, int) and not isinstance(obj, bool) and key in CARD_KEYS:
        out.add(obj)
    return out


class Checker:
    """Invariants checked after every action of a playout."""

    def __init__(self):
        self.keys: dict[str, int] = {}
        self.live: set[str] = set()

    def __call__(self, state):
        check_all_cards(state)
        prompts = ENGINE.prompts(state)
        seats = [p.seat for p in prompts]
        assert len(seats) == len(set(seats)), prompts
        now = {p.key for p in prompts}
        assert len(now) == len(prompts)
        for k in self.live - now:
            self.keys[k] = -1  # retired: must never come back
        for p in prompts:
            assert self.keys.setdefault(p.key, p.seat) == p.seat, f"key {p.key} reused"
        self.live = now
        pending = state["pending"]
        if pending and pending["charge"]:
            for e in pending["targets"]:
                if e["stage"] == "respond":
                    auto = payments.timeout_payment(state, e["seat"], pending["amount"])
                    assert payments.validate(state, e["seat"], pending["amount"], auto) == auto
        for s in range(state["players"]):
            for color, grp in state["props"][s].items():
                if grp["house"] is not None or grp["hotel"] is not None:
                    assert table.is_complete(color, grp) and color not in data.NO_BUILDINGS
                if grp["hotel"] is not None:
                    assert grp["house"] is not None


def check_outcome(state):
    o = ENGINE.outcome(state)
    n = state["players"]
    assert o is not None and len(o.places) == n and len(o.seats) == n
    assert all(1 <= p <= n for p in o.places)
    if o.reason == "three_sets":
        assert o.places.count(1) == 1 and o.seats[o.places.index(1)]["status"] == "won"
        assert o.seats[o.places.index(1)]["complete_sets"] >= 3
    for i, f in enumerate(o.seats):
        assert f["table_value"] == table.table_value(state, i)
        if f["status"] in ("left", "resigned"):
            assert o.places[i] > max(o.places[j] for j in range(n) if o.seats[j]["status"] not in ("left", "resigned"))


def test_seeded_playouts_every_player_count():
    reasons = {}
    for seed in range(16):
        players = 2 + seed % 4
        state = ENGINE.new_game(players, {}, seed)
        state, n = random_playout(ENGINE, state, random.Random(seed), check=Checker())
        check_outcome(state)
        reasons[ENGINE.outcome(state).reason] = reasons.get(ENGINE.outcome(state).reason, 0) + 1
    assert reasons.get("three_sets", 0) >= 13, reasons


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**63), players=st.sampled_from([2, 3, 4, 5]),
       walk=st.integers(min_value=0, max_value=2**32))
def test_hypothesis_playouts(seed, players, walk):
    state = ENGINE.new_game(players, {}, seed)
    state, _ = random_playout(ENGINE, state, random.Random(walk), check=Checker())
    check_outcome(state)


def test_replay_reproduces_the_state():
    rng = random.Random(8)
    state = ENGINE.new_game(3, {}, 77)
    moves = []
    while ENGINE.outcome(state) is None:
        prompt = rng.choice(ENGINE.prompts(state))
        act = rng.choice([a for a in ENGINE.legal_actions(state, prompt.seat) if a["type"] in prompt.kinds])
        moves.append((prompt.seat, act))
        state, _ = ENGINE.apply(state, prompt.seat, act)
    assert replay(ENGINE, 3, {}, 77, moves) == state
    assert get_engine("monopoly-deal") is ENGINE


def test_same_seed_same_game():
    a = ENGINE.new_game(4, {}, 99)
    b = ENGINE.new_game(4, {}, 99)
    assert a == b and ENGINE.new_game(4, {}, 100)["draw"] != a["draw"]


def _secret_cards(state, seat):
    """Cards ``seat`` must not see: the other hands and the draw pile."""
    hidden = set(state["draw"])
    for s in range(state["players"]):
        if s != seat:
            hidden |= set(state["hands"][s])
    return hidden


def test_views_and_events_never_leak_hands_or_draw_order():
    for seed in range(10):
        players = 2 + seed % 4
        rng = random.Random(1000 + seed)
        state = ENGINE.new_game(players, {}, seed)
        steps = 0
        while ENGINE.outcome(state) is None and steps < 5000:
            steps += 1
            prompt = rng.choice(ENGINE.prompts(state))
            if rng.random() < 0.03:
                act = ENGINE.timeout_action(state, prompt.seat)
            else:
                act = rng.choice([a for a in ENGINE.legal_actions(state, prompt.seat) if a["type"] in prompt.kinds])
            old_discard = set(state["discard"])
            state, events = ENGINE.apply(state, prompt.seat, act)
            public_hidden = set(state["draw"]).union(*map(set, state["hands"]))
            # a refill shuffles the public discard pile into the draw pile: cards shown
            # before it in this batch (e.g. the Pass Go that caused it) may now be there
            refill = next((i for i, e in enumerate(events) if e["type"] == "refill"), None)
            exempt = set()
            if refill is not None:
                exempt = old_discard.union(*(card_ids(redact_event(e, None)) for e in events[:refill]))
            for e in events:
                assert not card_ids(redact_event(e, None)) & (public_hidden - exempt), e
                for s in range(players):
                    # what s itself put on the bottom of the draw pile it may know
                    own = set().union(*(card_ids(redact_event(x, s)) for x in events
                                        if x["type"] == "hand_limit" and x["seat"] == s))
                    others = _secret_cards(state, s) - set(state["draw"]) - exempt - own
                    assert not card_ids(redact_event(e, s)) & others, e
            for s in [None, *range(players)]:
                v = ENGINE.view(state, s)
                assert "rng" not in v and "draw" not in v and "hands" not in v
                if s is None:
                    assert v["you"] is None
                    assert not card_ids(v) & public_hidden
                else:
                    assert v["you"]["hand"] == sorted(state["hands"][s])
                    assert not card_ids(v) & _secret_cards(state, s)
                assert [x["hand_count"] for x in v["seats"]] == [len(h) for h in state["hands"]]
        assert ENGINE.outcome(state) is not None


def test_draw_events_show_ids_only_to_the_drawer():
    state = ENGINE.new_game(3, {}, 5)
    state, events = ENGINE.apply(state, 0, {"type": "end_turn"})
    draw = next(e for e in events if e["type"] == "draw")
    assert draw["seat"] == 1
    assert redact_event(draw, 1)["cards"] == state["hands"][1][-2:]
    for seat in (None, 0, 2):
        assert redact_event(draw, seat) == {"type": "draw", "seat": 1, "count": 2, "reason": "turn"}


def test_hand_limit_ids_hidden_from_others():
    state = ENGINE.new_game(2, {}, 3)
    state["hands"][0] += [state["draw"].pop() for _ in range(3)]
    state, events = ENGINE.apply(state, 0, {"type": "timeout"})
    cut = next(e for e in events if e["type"] == "hand_limit")
    assert redact_event(cut, 1) == {"type": "hand_limit", "seat": 0, "count": 3}
    assert len(redact_event(cut, 0)["cards"]) == 3


def test_many_fast_playouts_terminate():
    """A larger batch without per-step views (the engine alone): every game ends."""
    for seed in range(60):
        players = 2 + seed % 4
        rng = random.Random(seed)
        state = ENGINE.new_game(players, {}, 10_000 + seed)
        for _ in range(20000):
            if ENGINE.outcome(state) is not None:
                break
            prompt = rng.choice(ENGINE.prompts(state))
            acts = [a for a in ENGINE.legal_actions(state, prompt.seat) if a["type"] in prompt.kinds]
            state, _ = ENGINE.apply(state, prompt.seat, rng.choice(acts))
        check_all_cards(state)
        check_outcome(state)
