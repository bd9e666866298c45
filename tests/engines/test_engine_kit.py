"""The engine kit: value checks, the state copy, and apply never mutating its input."""

from __future__ import annotations

import json
import random

import pytest

from boardgames.engines import get_engine
from boardgames.engines.core import Engine, InvalidAction, RulesError, require_fields
from boardgames.engines.kit.copying import copy_json
from boardgames.engines.kit.values import (
    in_range, is_int, is_int_list, is_seat, require_int, require_int_list,
)

GAMES = [("chinese-checkers", 3), ("qiangshou", 3), ("monopoly-deal", 3)]


class TestValues:
    def test_bools_are_not_ints(self):
        assert [is_int(v) for v in (0, -5, 10**30, True, False, 1.0, "1", None)] == \
            [True, True, True, False, False, False, False, False]

    def test_int_lists(self):
        assert is_int_list([]) and is_int_list([1, 2])
        assert not is_int_list([1, True]) and not is_int_list((1, 2)) and not is_int_list("12")

    def test_ranges_and_seats(self):
        assert in_range(3, 0, 3) and not in_range(4, 0, 3) and not in_range(-1, 0)
        assert in_range(10**9, 1) and not in_range(True, 0, 3)
        assert [is_seat(v, 3) for v in (0, 2, 3, -1, False)] == [True, True, False, False, False]

    def test_require_int_messages(self):
        assert require_int(7, "Field 'card'", 0, 105) == 7
        with pytest.raises(InvalidAction, match="Field 'card' must be a whole number; got True"):
            require_int(True, "Field 'card'")
        with pytest.raises(InvalidAction, match="between 0 and 105; got 106"):
            require_int(106, "Field 'card'", 0, 105)
        assert require_int_list([3], "Field 'cards'") == [3]
        with pytest.raises(InvalidAction, match="list of whole numbers"):
            require_int_list([3, False], "Field 'cards'")

    def test_require_fields_refuses_bool_for_int(self):
        require_fields({"type": "x", "n": 2}, n=int)
        with pytest.raises(InvalidAction, match="whole number"):
            require_fields({"type": "x", "n": True}, n=int)


class TestCopy:
    def test_copy_is_equal_and_shares_no_container(self):
        state = {"a": [1, [2, {"b": None}]], "c": {"d": "text", "e": [True, 1.5]}, "t": (1, [2])}
        copied = copy_json(state)
        assert copied == state
        assert copied["a"] is not state["a"] and copied["a"][1] is not state["a"][1]
        assert copied["a"][1][1] is not state["a"][1][1] and copied["c"]["e"] is not state["c"]["e"]
        assert copied["t"][1] is not state["t"][1]
        copied["a"][1][1]["b"] = 9
        assert state["a"][1][1]["b"] is None

    @pytest.mark.parametrize("slug,players", GAMES)
    def test_engines_use_the_kit_copy(self, slug, players):
        engine = get_engine(slug)
        assert type(engine).copy_state is Engine.copy_state
        state = engine.new_game(players, engine.normalize_options(players, {}), 5)
        assert engine.copy_state(state) == state


JUNK = [{"type": "resign", "x": 1}, {"type": "roll", "n": True}, {"type": "move", "path": [[0, True]]},
        {"type": "pay", "cards": ["a"]}, {"type": "sell", "squares": [99]}, {"type": 5}, {"type": "timeout"}]


@pytest.mark.parametrize("slug,players", GAMES)
def test_apply_never_mutates_its_input(slug, players):
    """At every step of a seeded random game, every seat's every legal action, resign,
    and junk (accepted or refused) leave the input state exactly as it was."""
    engine = get_engine(slug)
    rng = random.Random(8)
    state = engine.new_game(players, engine.normalize_options(players, {}), 8)
    for _ in range(60):
        prompts = engine.prompts(state)
        if not prompts:
            break
        before = json.dumps(state, sort_keys=True)
        for seat in range(players):
            for action in engine.legal_actions(state, seat)[:6] + JUNK:
                try:
                    engine.apply(state, seat, action)
                except RulesError:
                    pass
                assert json.dumps(state, sort_keys=True) == before, (seat, action)
        prompt = rng.choice(prompts)
        options = [a for a in engine.legal_actions(state, prompt.seat) if a["type"] in prompt.kinds]
        state, _ = engine.apply(state, prompt.seat, rng.choice(options))
