"""Every seat answers Cheaters Edition's correspondence accusation window at the same
moment, inside the hour (docs/rules/cheaters-edition.md, "At the close"): the cheater's
own accusation and the next player's roll are refused, the three accusers' answers all
apply (simultaneous prompts), the window closes once with one catch and one void, and
the cash is paid once. The game is tests/correspondence/test_cheaters_window.py's."""

from __future__ import annotations

import pytest

from boardgames.errors import ApplicationError
from boardgames.models import Move
from boardgames.services import action_submit
from tests.correspondence.test_cheaters_window import heist_and_end, start
from tests.hostile.test_cheaters_window_races import CAUGHT, cash, window_events
from tests.hostile.test_wave2_races import _at_once as at_once

pytestmark = pytest.mark.django_db(transaction=True)
ACCUSE = {"type": "accuse", "target": 0, "cheat": "bank_heist"}


def test_every_seat_at_once_in_the_hour_settles_the_window_once(make_user):
    game, users = start(make_user)
    ann, bob, cyd, dee = users
    game = heist_and_end(game, users)
    version = game.version

    def send(user, action):
        return lambda: action_submit(game_id=game.pk, user=user, action=action, expected_version=version)

    results = at_once([send(ann, ACCUSE), send(bob, {"type": "roll"}), send(cyd, ACCUSE), send(dee, ACCUSE),
                       send(bob, {"type": "pass"})])
    by_ann, roll, by_cyd, by_dee, bob_pass = results
    assert isinstance(by_ann, ApplicationError) and 400 <= by_ann.status < 500, by_ann
    assert isinstance(roll, ApplicationError) and 400 <= roll.status < 500, roll
    assert all(isinstance(r, Move) for r in (by_cyd, by_dee, bob_pass)), results
    game.refresh_from_db()
    assert game.version == version + 3 and game.state["window"] is None
    [settled] = window_events(game)
    kinds = sorted((r["result"], r.get("accuser")) for r in settled["results"])
    first = min((by_cyd, 2), (by_dee, 3), key=lambda pair: pair[0].seq)[1]
    assert kinds == sorted([("caught", first), ("void", 5 - first)]), settled
    assert cash(game) == CAUGHT
    assert game.state["stage"]["kind"] == "roll" and game.state["seats"][1]["position"] == 0
