"""Attacks on Cheaters Edition's correspondence accusation window through the real move
service, from threads (docs/rules/cheaters-edition.md, "The accusation window",
correspondence rooms): an accusation and the next player's roll at the same moment, the
roll at the hour's end, the sweep beside a human move. Each valid submission succeeds,
the other is a clear 4xx, the window is settled once, and the cash is exact.

The game is tests/correspondence/test_cheaters_window.py's: Ann (seat 0) took ₩100 by
Bank Heist and ended her turn; Bob (seat 1) is next and rolls 1+3 onto a rest square.
Caught: Ann pays the ₩100 back and ₩100 to each other player; uncaught: each other
player pays her ₩100 (seed 作弊卡).
"""

from __future__ import annotations

import datetime as dt

import pytest
from django.utils import timezone

from boardgames.errors import ApplicationError
from boardgames.models import Game, Move
from boardgames.services import action_submit, deadlines_expire
from tests.correspondence.test_cheaters_window import EACH, HEIST, START, cash, heist_and_end, start, submit
from tests.hostile.test_wave2_races import _at_once as at_once

pytestmark = pytest.mark.django_db(transaction=True)
CAUGHT = [START + HEIST - HEIST - 3 * EACH, START + EACH, START + EACH, START + EACH]
UNCAUGHT = [START + HEIST + 3 * EACH, START - EACH, START - EACH, START - EACH]


def hour_over(game: Game) -> Game:
    """Move the hour's deadline a second into the past (no sweep has run yet)."""
    game.refresh_from_db()
    key = game.state["window"]["hour"]["key"]
    game.deadlines[key]["deadline"] = (timezone.now() - dt.timedelta(seconds=1)).isoformat()
    game.save(update_fields=["deadlines"])
    return game


def window_events(game: Game) -> list[dict]:
    return [e for m in Move.objects.filter(game=game) for e in m.events if e["type"] == "window"]


def test_a_roll_after_the_hour_before_the_sweep_ran_is_accepted(make_user):
    game, users = start(make_user)
    ann, bob, cyd, dee = users
    game = heist_and_end(game, users)
    game = submit(game, bob, {"type": "pass"})
    game = hour_over(game)
    game = submit(game, bob, {"type": "roll"})
    assert game.state["window"] is None and game.state["seats"][1]["position"] == 4
    assert cash(game) == UNCAUGHT
    assert [e["results"] for e in window_events(game)] == [[{"result": "succeeded", "seat": 0,
                                                             "cheat": "bank_heist"}]]


@pytest.mark.parametrize("order", ["accuse_first", "roll_first"])
def test_an_accusation_and_the_roll_at_once_settle_the_window_once(make_user, order):
    """After the hour, Dee accuses while Bob rolls, both decided at the same version:
    whichever the row lock takes first wins; the accusation after the roll is refused."""
    game, users = start(make_user)
    ann, bob, cyd, dee = users
    game = heist_and_end(game, users)
    game = submit(game, bob, {"type": "pass"})
    game = submit(game, cyd, {"type": "pass"})
    deadlines_expire(game.pk, now=timezone.now() + dt.timedelta(hours=1, seconds=1))
    game.refresh_from_db()
    version = game.version
    accuse = lambda: action_submit(game_id=game.pk, user=dee, expected_version=version,  # noqa: E731
                                   action={"type": "accuse", "target": 0, "cheat": "bank_heist"})
    roll = lambda: action_submit(game_id=game.pk, user=bob, action={"type": "roll"},  # noqa: E731
                                 expected_version=version)
    results = at_once([accuse, roll] if order == "accuse_first" else [roll, accuse])
    if order == "roll_first":
        results.reverse()
    accused, rolled = results
    assert isinstance(rolled, Move), rolled
    game.refresh_from_db()
    assert game.state["window"] is None and game.state["seats"][1]["position"] == 4
    assert len(window_events(game)) == 1
    if isinstance(accused, Move):  # the accusation came first: caught
        assert accused.seq < rolled.seq and cash(game) == CAUGHT
    else:
        assert isinstance(accused, ApplicationError) and accused.status in (403, 409), accused
        assert cash(game) == UNCAUGHT


def test_the_sweep_and_the_roll_at_the_hour_apply_the_hour_once(make_user):
    game, users = start(make_user)
    ann, bob, cyd, dee = users
    game = heist_and_end(game, users)
    game = submit(game, bob, {"type": "pass"})
    game = hour_over(game)
    version = game.version
    sweep = lambda: deadlines_expire(game.pk, wait=True)  # noqa: E731
    roll = lambda: action_submit(game_id=game.pk, user=bob, action={"type": "roll"},  # noqa: E731
                                 expected_version=version)
    swept, rolled = at_once([sweep, roll])
    assert isinstance(rolled, Move) and swept in (0, 1), (swept, rolled)
    game.refresh_from_db()
    assert Move.objects.filter(game=game, user=None).count() == 1  # the hour, once
    assert cash(game) == UNCAUGHT and len(window_events(game)) == 1
    assert [p["timeouts"] for p in game.state["seats"]] == [0, 0, 0, 0]


def test_an_accusation_sent_twice_applies_once(make_user):
    game, users = start(make_user)
    ann, bob, cyd, dee = users
    game = heist_and_end(game, users)
    version = game.version
    accuse = lambda: action_submit(game_id=game.pk, user=dee, expected_version=version,  # noqa: E731
                                   action={"type": "accuse", "target": 0, "cheat": "bank_heist"})
    results = at_once([accuse, accuse])
    assert sorted(type(r).__name__ for r in results) == ["ApplicationError", "Move"], results
    refusal = next(r for r in results if isinstance(r, ApplicationError))
    assert (refusal.status, refusal.code) == (409, "stale_version")
    game.refresh_from_db()
    assert [e["seat"] for e in game.state["window"]["entries"]] == [1, 2]
    assert game.version == version + 1 and cash(game) == [START + HEIST, START, START, START]


def test_two_submissions_of_a_player_on_vacation_end_it_once_and_apply_once(make_user):
    """Bob on vacation sends his pass twice at once (two tabs): the vacation ends once,
    one pass applies, the other is refused as stale (docs/correspondence.md)."""
    from boardgames.models import Vacation
    from boardgames.services.vacation import vacation_take

    game, users = start(make_user)
    ann, bob, cyd, dee = users
    game = heist_and_end(game, users)
    vacation_take(user=bob, days=2)
    game.refresh_from_db()
    version = game.version
    send = lambda: action_submit(game_id=game.pk, user=bob, action={"type": "pass"},  # noqa: E731
                                 expected_version=version)
    results = at_once([send, send])
    assert sorted(type(r).__name__ for r in results) == ["ApplicationError", "Move"], results
    assert next(r for r in results if isinstance(r, ApplicationError)).code == "stale_version"
    assert list(Vacation.objects.filter(user=bob).values_list("ended_at", flat=True).exclude(ended_at=None))
    assert Vacation.objects.filter(user=bob, ended_at=None).count() == 0
    game.refresh_from_db()
    assert game.version == version + 1 and [e["seat"] for e in game.state["window"]["entries"]] == [2, 3]
    assert not any(entry.get("paused_at") for entry in game.deadlines.values())


JUNK = [{"type": "accuse", "target": 0, "cheat": "no_such_cheat"}, {"type": "accuse", "target": 9, "cheat": "bank_heist"},
        {"type": "accuse", "target": -1, "cheat": "bank_heist"}, {"type": "accuse", "target": "0", "cheat": "bank_heist"},
        {"type": "accuse", "target": 0}, {"type": "accuse", "cheat": "bank_heist"}, {"type": "pass", "extra": 1},
        {"type": "roll", "dice": [6, 6]}, {"type": "timeout"}, {"type": "end_turn"}, {"type": "hour"},
        {"type": "cheat", "cheat": "bank_heist", "amount": 10**9}, {"type": "build", "square": 999},
        {"type": "buy"}, {"type": "place_token", "square": -5}, {"type": None}, {}, [], "roll", None, 7,
        {"type": "accuse", "target": True, "cheat": "bank_heist"}, {"type": "bid", "amount": -1}]


def test_junk_from_every_seat_in_the_window_is_a_4xx_and_changes_nothing(make_user):
    game, users = start(make_user)
    game = heist_and_end(game, users)
    game.refresh_from_db()
    version, state, deadlines = game.version, game.state, game.deadlines
    for user in users:
        for action in JUNK:
            with pytest.raises(ApplicationError) as caught:
                action_submit(game_id=game.pk, user=user, action=action, expected_version=version)
            assert 400 <= caught.value.status < 500, (user, action, caught.value)
    game.refresh_from_db()
    assert (game.version, game.state, game.deadlines) == (version, state, deadlines)
