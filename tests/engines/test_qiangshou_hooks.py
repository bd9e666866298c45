"""强手棋 joining hooks: the coin-room deposit chosen on joining a seat
(``normalize_seat_extra``), the coins held for the seat (``seat_stake``) and the options
``new_game`` gets from the seats (``start_options``). Pure engine tests (no database)."""

from __future__ import annotations

import pytest

from boardgames.engines.core import InvalidAction
from boardgames.engines.qiangshou import ENGINE as E

COIN = E.normalize_options(2, {"room": "coin"})
NORMAL = E.normalize_options(2, {"room": "normal"})


@pytest.mark.parametrize("units", [0, 1, 3, 29, 30])
def test_a_coin_room_accepts_a_deposit_of_0_to_30_units(units):
    assert E.normalize_seat_extra(COIN, {"deposit": units}) == {"deposit": units}


def test_a_coin_room_without_a_choice_means_no_deposit():
    assert E.normalize_seat_extra(COIN, {}) == {"deposit": 0}


@pytest.mark.parametrize("bad", [-1, 31, 100, 1.5, "3", True, None, [3]])
def test_a_coin_room_refuses_a_deposit_outside_0_to_30_whole_units(bad):
    with pytest.raises(InvalidAction, match="0 to 30"):
        E.normalize_seat_extra(COIN, {"deposit": bad})


def test_a_normal_room_refuses_a_deposit_with_a_clear_message():
    with pytest.raises(InvalidAction) as error:
        E.normalize_seat_extra(NORMAL, {"deposit": 3})
    assert "普通场" in str(error.value) and "保证金" in str(error.value)
    assert "coin room" in str(error.value)


def test_a_normal_room_takes_no_deposit_or_a_zero_one():
    assert E.normalize_seat_extra(NORMAL, {}) == {}
    assert E.normalize_seat_extra(NORMAL, {"deposit": 0}) == {}


def test_unknown_joining_choices_are_refused():
    with pytest.raises(InvalidAction, match="colour"):
        E.normalize_seat_extra(COIN, {"deposit": 1, "colour": "red"})
    with pytest.raises(InvalidAction):
        E.normalize_seat_extra(COIN, ["deposit"])


def test_start_options_fill_the_deposits_from_the_seats():
    options = E.normalize_options(3, {"room": "coin"})
    extras = [E.normalize_seat_extra(options, e) for e in ({"deposit": 3}, {}, {"deposit": 30})]
    started = E.start_options(options, extras)
    assert started == {"room": "coin", "deposits": [3, 0, 30]}
    assert options["deposits"] == [0, 0, 0]  # the room's options are not modified
    state = E.new_game(3, started, seed=5)
    assert [s["deposit"] for s in state["seats"]] == [1500, 0, 15000]
    assert [s["deposit_left"] for s in state["seats"]] == [1500, 0, 15000]


def test_start_options_of_a_normal_room_keep_every_deposit_zero():
    started = E.start_options(NORMAL, [{}, {}])
    assert started == {"room": "normal", "deposits": [0, 0]}
    state = E.new_game(2, started, seed=5)
    assert [s["deposit"] for s in state["seats"]] == [0, 0]


def test_the_coins_held_on_joining_are_start_cash_plus_deposit_in_a_coin_room():
    assert E.seat_stake(COIN, {"deposit": 0}) == 4500
    assert E.seat_stake(COIN, {"deposit": 3}) == 4500 + 1500
    assert E.seat_stake(COIN, {"deposit": 30}) == 4500 + 15000
    assert E.seat_stake(NORMAL, {}) == 0


def test_the_started_options_pass_normalize_options():
    started = E.start_options(COIN, [{"deposit": 2}, {"deposit": 0}])
    assert E.normalize_options(2, started) == started
