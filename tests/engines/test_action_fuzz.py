"""Junk actions against every engine (issue 9, "the classes of defect gone"): thousands of
wrong types, unknown fields, huge numbers, nested objects, NUL characters and non-objects
raise only the engine's RulesError (InvalidAction for a malformed shape) and never change
the state they were given. Plausible actions (a declared type with arbitrary JSON in its
declared fields) either apply or raise a RulesError; nothing else escapes."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from boardgames.registry import get_engine, slugs
from boardgames.engines.core import InvalidAction, RulesError
from boardgames.engines.shapes import INT_LIMIT

SLUGS = slugs()
# Per engine and state: 2 x 1000 malformed and 2 x 400 plausible actions.
MALFORMED_EXAMPLES = 1000
PLAUSIBLE_EXAMPLES = 400

scalars = st.one_of(
    st.none(), st.booleans(), st.floats(allow_nan=True),
    st.integers(min_value=-(10**30), max_value=10**30),
    st.sampled_from([INT_LIMIT + 1, -INT_LIMIT - 1, 10**400, 0, 1, 2, 105, 106, -1]),
    st.text(max_size=12), st.sampled_from(["a\x00b", "\ud800", "red", "", "x" * 70]),
)
json_values = st.recursive(scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=5), inner, max_size=3)), max_leaves=12)


def opening(slug: str, advance: int):
    """A running game of ``slug`` after ``advance`` random legal actions (seeded)."""
    engine = get_engine(slug)
    players = engine.player_counts[0]
    state = engine.new_game(players, engine.normalize_options(players, {}), seed=9)
    rng = random.Random(advance)
    for _ in range(advance):
        prompt = rng.choice(engine.prompts(state))
        actions = [a for a in engine.legal_actions(state, prompt.seat) if a["type"] in prompt.kinds]
        state, _ = engine.apply(state, prompt.seat, rng.choice(actions))
    return engine, state


STATES = {(slug, n): opening(slug, n) for slug in SLUGS for n in (0, 7)}


@st.composite
def malformed(draw, slug: str):
    """An action that breaks the declared shape of ``slug`` in one way or another."""
    shapes = get_engine(slug).action_shapes
    known = draw(st.sampled_from(sorted(shapes)))
    choice = draw(st.integers(0, 4))
    if choice == 0:  # not an object
        return draw(st.one_of(scalars, st.lists(json_values, max_size=3)))
    if choice == 1:  # a type that is not a known text
        kind = draw(json_values.filter(lambda v: not (isinstance(v, str) and v in shapes)))
        return {"type": kind, **draw(st.dictionaries(st.text(max_size=4), json_values, max_size=2))}
    if choice == 2:  # an undeclared field (text or not)
        declared = {f.name for f in shapes[known]} | {"type"}
        key = draw(st.one_of(st.text(max_size=8).filter(lambda k: k not in declared), st.integers(), st.none()))
        return {"type": known, key: draw(json_values)}
    fields = [f for declared in shapes.values() for f in declared]
    if not fields:
        return {"type": known, "note": "<img src=x onerror=alert(1)>"}
    field = draw(st.sampled_from(fields))
    kind = next(k for k, fs in shapes.items() if field in fs)
    bad = draw(st.sampled_from([10**400, INT_LIMIT + 1, True, 1.5, "x\x00", "\udfff", {"a": 1},
                                [[[1]]], [10**40], "y" * 100, [{"q": 1}], list(range(4000))]))
    if field.kind == "pair_list" and bad == list(range(4000)):
        bad = [[[0]]] * 3
    if field.kind == "count_map" and bad == {"a": 1}:
        bad = {"a": {"b": 1}}
    return {"type": kind, field.name: bad}


@pytest.mark.parametrize("slug", SLUGS)
@pytest.mark.parametrize("advance", [0, 7])
def test_malformed_actions_raise_invalid_action_and_change_nothing(slug, advance):
    engine, state = STATES[(slug, advance)]
    before = json.dumps(state, sort_keys=True)
    seats = [p.seat for p in engine.prompts(state)] or [0]

    @settings(max_examples=MALFORMED_EXAMPLES, deadline=None, derandomize=True,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
    @given(action=malformed(slug), seat=st.sampled_from(seats))
    def check(action, seat):
        with pytest.raises(InvalidAction) as error:
            engine.apply(state, seat, action)
        assert str(error.value) and len(str(error.value)) < 400
        assert json.dumps(state, sort_keys=True) == before

    check()


@st.composite
def plausible(draw, slug: str):
    """A declared type with arbitrary JSON (often of the right kind) in declared fields."""
    shapes = get_engine(slug).action_shapes
    kind = draw(st.sampled_from(sorted(shapes)))
    action = {"type": kind}
    for field in shapes[kind]:
        if draw(st.booleans()):
            if field.kind == "int":
                action[field.name] = draw(st.one_of(st.integers(-2, 130), json_values))
            elif field.kind == "text":
                action[field.name] = draw(st.one_of(st.sampled_from(["red", "green", "any", "wild"]), json_values))
            elif field.kind == "int_list":
                action[field.name] = draw(st.lists(st.integers(-2, 130), max_size=6))
            else:
                action[field.name] = draw(st.lists(st.lists(st.integers(-9, 9), min_size=2, max_size=2), max_size=5))
    return action


@pytest.mark.parametrize("slug", SLUGS)
@pytest.mark.parametrize("advance", [0, 7])
def test_plausible_actions_apply_or_raise_a_rules_error(slug, advance):
    engine, state = STATES[(slug, advance)]
    before = json.dumps(state, sort_keys=True)
    seats = list(range(state["players"]))

    @settings(max_examples=PLAUSIBLE_EXAMPLES, deadline=None, derandomize=True,
              suppress_health_check=[HealthCheck.too_slow])
    @given(action=plausible(slug), seat=st.sampled_from(seats))
    def check(action, seat):
        try:
            new_state, events = engine.apply(state, seat, action)
        except RulesError as error:
            assert str(error)
        else:
            json.dumps(new_state)
            json.dumps(events)
        assert json.dumps(state, sort_keys=True) == before

    check()
