"""The engine kit: value checks, the state copy (apply never mutates its input), the seat
lifecycle and several seats owing an answer."""

from __future__ import annotations

import json
import random

import pytest

from boardgames.registry import get_engine
from boardgames.engines.core import Engine, InvalidAction, NotYourTurn, Prompt, RulesError, require_fields
from boardgames.engines.kit import answers
from boardgames.engines.kit.copying import copy_json
from boardgames.engines.kit.seats import (
    END, PLAY_OUT, REMOVE, TIMEOUTS_TO_LEAVE, SeatNotPlaying, SeatRules,
)
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


# -- the seat lifecycle -------------------------------------------------------------


class TestSeatRules:
    def test_three_consecutive_timeouts_leave(self):
        rules = SeatRules(left_seat=REMOVE)
        assert TIMEOUTS_TO_LEAVE == 3
        assert [rules.timed_out(n) for n in (0, 1, 2)] == [(1, False), (2, False), (3, True)]

    def test_after_leaving(self):
        assert SeatRules(left_seat=REMOVE).after_leaving(1) == END
        assert SeatRules(left_seat=REMOVE).after_leaving(2) == REMOVE
        assert SeatRules(left_seat=PLAY_OUT).after_leaving(3) == PLAY_OUT
        assert SeatRules(left_seat=PLAY_OUT).after_leaving(0) == END

    def test_one_error_kind(self):
        rules = SeatRules(left_seat=REMOVE)
        rules.require_playing("playing", 0, "roll")
        with pytest.raises(SeatNotPlaying, match="Seat 2 has left the game \\(逃跑\\) and no longer plays"):
            rules.require_playing("escaped", 2, "roll")
        assert issubclass(SeatNotPlaying, NotYourTurn) and SeatNotPlaying.code == "not_your_turn"


@pytest.mark.parametrize("slug", ["chinese-checkers", "qiangshou", "monopoly-deal"])
def test_every_game_refuses_a_seat_that_is_out_the_same_way(slug):
    """Resign, then resign again / time out / act: the same SeatNotPlaying in every game."""
    engine = get_engine(slug)
    state = engine.new_game(3, engine.normalize_options(3, {}), 4)
    state, events = engine.apply(state, 1, {"type": "resign"})
    assert engine.outcome(state) is None and 1 not in [p.seat for p in engine.prompts(state)]
    assert engine.legal_actions(state, 1) == []
    for action in ({"type": "resign"}, {"type": "timeout"}):
        with pytest.raises(SeatNotPlaying, match="Seat 1 has resigned and no longer plays"):
            engine.apply(state, 1, action)


@pytest.mark.parametrize("slug", ["chinese-checkers", "qiangshou", "monopoly-deal"])
def test_three_timeouts_make_a_seat_leave_in_every_game(slug):
    engine = get_engine(slug)
    state = engine.new_game(3, engine.normalize_options(3, {}), 4)
    timeouts = 0
    for _ in range(200):
        prompt = next((p for p in engine.prompts(state) if p.seat == 0), None)
        if prompt is None:  # another seat decides: its first legal answer
            other = engine.prompts(state)[0]
            options = [a for a in engine.legal_actions(state, other.seat) if a["type"] in other.kinds]
            state, _ = engine.apply(state, other.seat, options[0])
            continue
        state, _ = engine.apply(state, 0, engine.timeout_action(state, 0))
        timeouts += 1
        if timeouts == 3:
            break
    with pytest.raises(SeatNotPlaying, match="Seat 0 has left the game"):
        engine.apply(state, 0, {"type": "resign"})


# -- several seats owing an answer ----------------------------------------------------

class TestAnswers:
    ENTRIES = [{"seat": 2, "stage": "respond", "key": "k1"}, {"seat": 0, "stage": "counter", "key": "k2"},
               {"seat": 1, "stage": "respond", "key": "k3"}, {"seat": 2, "stage": "done", "key": "k4"}]

    def test_owed_by_and_owing(self):
        assert answers.owed_by(self.ENTRIES, 2)["key"] == "k1"
        assert answers.owed_by(self.ENTRIES, 0, stages=("respond",)) is None
        assert answers.owing(self.ENTRIES) == [2, 0, 1]
        assert answers.owing(self.ENTRIES, stages=("respond",)) == [2, 1]
        debts = [{"debtor": 3, "key": "x"}]
        assert answers.owed_by(debts, 3, seat_field="debtor") is debts[0]

    def test_prompts_derived_one_per_seat(self):
        def make(entry):
            if entry["stage"] == "done":
                return None
            return Prompt(seat=entry["seat"], kinds=("accept",), key=entry["key"])
        assert [(p.seat, p.key) for p in answers.prompts_from(self.ENTRIES, make)] == [(2, "k1"), (0, "k2"),
                                                                                      (1, "k3")]
        with pytest.raises(ValueError):
            answers.collect([Prompt(seat=1, kinds=("a",), key="a"), Prompt(seat=1, kinds=("b",), key="b")])
        with pytest.raises(ValueError):
            answers.collect([Prompt(seat=1, kinds=("a",), key="a"), Prompt(seat=2, kinds=("b",), key="a")])

    def test_keys_never_repeat(self):
        state = {"counter": 4}
        assert [answers.new_key(state, 1, "sell"), answers.new_key(state, 0, "buy")] == ["5:sell:1", "6:buy:0"]
