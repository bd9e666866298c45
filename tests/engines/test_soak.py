"""A small seeded share of the bot soak (tests/soak.py): whole games of random and good
bots in Cheaters Edition rooms (live and correspondence, normal and Ultimate, 2-6
players; the correspondence hour is a prompt with no kinds that only its timeout ends)
and one game of every other game's room kinds, checked after every action: listed
answers only, every listed action and timeout accepted, money events account for all
cash, the game's invariants, no view shows another seat's secret, the game ends."""

from __future__ import annotations

import pytest

from boardgames.engines.cheaters import ENGINE as CHEATERS
from boardgames.registry import get_engine
from tests import soak

OTHER_GROUPS = [(slug, players, options)
                for slug in ("qiangshou", "monopoly-deal", "owners-choice", "chinese-checkers")
                for players in get_engine(slug).player_counts
                for options in soak.option_sets(get_engine(slug), players)[:1]]


# (players, ultimate, correspondence): Ultimate mode has no window, so its correspondence
# games are its live ones; the soak itself plays every combination.
CHEATERS_ROOMS = [(2, False, True), (3, False, True), (6, False, True), (4, False, False), (3, True, False),
                  (5, True, False)]


@pytest.mark.parametrize("players,ultimate,correspondence", CHEATERS_ROOMS)
def test_cheaters_bot_games_pass_every_check(players, ultimate, correspondence):
    tally = soak.Tally()
    options = {"ultimate": ultimate, "correspondence": correspondence}
    failure = soak.play(CHEATERS, players, options, seed=players, tally=tally)
    assert failure is None, failure
    assert tally.games == 1 and tally.actions > 50
    assert set(tally.reasons) <= {"final_run", "last_player"}


def test_a_correspondence_game_waits_out_hours_with_their_timeouts():
    """Each correspondence window's hour is ended by its timeout (kinds ``()``), never
    answered by a bot; the soak driver counts those among its timeouts."""
    tally = soak.Tally()
    failure = soak.play(CHEATERS, 2, {"ultimate": False, "correspondence": True}, seed=11, tally=tally)
    assert failure is None, failure
    live = soak.Tally()
    assert soak.play(CHEATERS, 2, {"ultimate": False, "correspondence": False}, seed=11, tally=live) is None
    assert tally.timeouts > live.timeouts + 10


@pytest.mark.parametrize("slug,players,options", OTHER_GROUPS)
def test_other_games_bot_games_pass_every_check(slug, players, options):
    tally = soak.Tally()
    failure = soak.play(get_engine(slug), players, options, seed=3, tally=tally)
    assert failure is None, failure
    assert tally.games == 1 and tally.actions > 0
