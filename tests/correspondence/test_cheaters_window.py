"""Monopoly: Cheaters Edition's accusation window in a correspondence room, through the
move service and the deadline sweep (RULINGS: "When your turn ends, every other player
gets an accusation window (live: 20 s; correspondence: until the next player rolls,
which waits at least one hour)"; docs/rules/cheaters-edition.md, "The accusation window").

Four players, a day per move: Ann (seat 0) rolls 1+3 from square 8 onto the rest square
12, takes ₩100 from the bank (Bank Heist, face up) and ends her turn. Bob (seat 1) is the
next player; Cyd and Dee also accuse. Bank Heist: uncaught, each other player pays the
cheater ₩100; caught, the cheater pays the ₩100 back to the bank and ₩100 to each other
player and goes to jail (seed 作弊卡). Bob's rigged roll is 1+3 from GO onto square 4 (a
rest square), so no landing moves money. Time advances as the other correspondence tests
do: the sweep runs at a deadline (``deadlines_expire(now=...)``), or, with the real Celery
worker, the deadline is moved to a second from now and the armed task expires it.
"""

from __future__ import annotations

import datetime as dt

import pytest
from django.utils import timezone

from boardgames.engines.cheaters import ENGINE, data
from boardgames.errors import ApplicationError
from boardgames.models import Game, Move
from boardgames.selectors import game_detail
from boardgames.services import action_submit, deadlines_expire, game_create, game_join
from boardgames.services.timers import arm_timer, refresh_deadlines
from tests.conftest import wait_for
from tests.engines.cheaters_support import rng_for

pytestmark = pytest.mark.django_db
START = 1500
HEIST = 100  # Ann's Bank Heist
EACH = data.HEIST_EACH  # ₩100 per other player, reward and penalty alike
FACE_UP = ["bank_heist", "underpay", "identity_theft", "free_lodging", "escape_artist"]
HOUR = dt.timedelta(hours=1)


def start(make_user, speed: str = "correspondence") -> tuple[Game, list]:
    """The 4-player game, Ann to roll 1+3 from square 8; Bob's roll after hers is 1+3."""
    users = [make_user(name) for name in ("ann", "bob", "cyd", "dee")]
    control = {"kind": "correspondence", "days": 1} if speed == "correspondence" else {"kind": "live", "seconds": 60}
    game = game_create(user=users[0], game_type="cheaters-edition", players=4, options={}, time_control=control,
                       rated=False)
    for seat, user in enumerate(users[1:], start=1):
        game_join(game_id=game.pk, user=user, seat=seat)
    game.refresh_from_db()
    assert game.options == {"ultimate": False, "correspondence": speed == "correspondence"}
    s = game.state
    s["face_up"] = list(FACE_UP)
    s["cheat_deck"] = [c for c in data.CHEAT_IDS if c not in FACE_UP]
    s["seats"][0]["position"] = 8
    s["rng"] = rng_for((1, 3, 1, 3))
    game.state = game.initial_state = s
    refresh_deadlines(game, ENGINE, timezone.now())
    game.save()
    return game, users


def submit(game: Game, user, action: dict) -> Game:
    game.refresh_from_db()
    action_submit(game_id=game.pk, user=user, action=action, expected_version=game.version)
    game.refresh_from_db()
    return game


def refused(game: Game, user, action: dict) -> ApplicationError:
    """``action`` is refused and nothing changes (version, state)."""
    game.refresh_from_db()
    version, state = game.version, game.state
    with pytest.raises(ApplicationError) as caught:
        action_submit(game_id=game.pk, user=user, action=action, expected_version=game.version)
    game.refresh_from_db()
    assert (game.version, game.state) == (version, state)
    return caught.value


def heist_and_end(game: Game, users) -> Game:
    """Ann's turn: the roll, the Bank Heist, the end of the turn (the window opens)."""
    ann = users[0]
    game = submit(game, ann, {"type": "roll"})
    game = submit(game, ann, {"type": "cheat", "cheat": "bank_heist", "amount": HEIST})
    return submit(game, ann, {"type": "end_turn"})


def cash(game: Game) -> list[int]:
    return [p["cash"] for p in game.state["seats"]]


def hour_deadline(game: Game) -> dt.datetime:
    key = game.state["window"]["hour"]["key"]
    return dt.datetime.fromisoformat(game.deadlines[key]["deadline"])


def test_the_turn_after_opens_beside_the_window_and_its_roll_waits_an_hour(make_user):
    game, users = start(make_user)
    ann, bob, cyd, dee = users
    game = heist_and_end(game, users)
    opened = timezone.now()
    s = game.state
    assert s["window"]["next"]["seat"] == 1 and s["turn"]["seat"] == 0
    prompts = {p.seat: p for p in ENGINE.prompts(s)}
    assert {q: (p.kinds, p.clock) for q, p in prompts.items()} == {
        0: ((), "fixed"), 1: (("accuse", "pass"), "move"), 2: (("accuse", "pass"), "window"),
        3: (("accuse", "pass"), "window")}
    # the hour: one hour from the window's opening; the accusers and Bob: the day's move time
    assert opened - HOUR < hour_deadline(game) - HOUR <= opened
    bob_key = prompts[1].key
    assert dt.datetime.fromisoformat(game.deadlines[bob_key]["deadline"]) > opened + dt.timedelta(hours=23)

    game = submit(game, bob, {"type": "pass"})
    assert next(p for p in ENGINE.prompts(game.state) if p.seat == 1).key == bob_key  # one clock to his roll
    assert ENGINE.legal_actions(game.state, 1) == [{"type": "resign"}]  # nothing listed yet
    error = refused(game, bob, {"type": "roll"})
    until = hour_deadline(game)
    assert (error.status, error.code, error.extra["until"]) == (409, "not_yet", until.isoformat())
    assert error.message == (f"The accusation window is open until {until:%H:%M} UTC; you can roll after that "
                             "(or as soon as every other player has answered).")
    refused(game, bob, {"type": "build", "square": 1})  # every action of his turn waits alike
    game = submit(game, dee, {"type": "accuse", "target": 0, "cheat": "bank_heist"})  # right, in time
    assert cash(game) == [START + HEIST, START, START, START]  # sealed until the window closes

    # the hour passes: the sweep's timeout of Ann's waiting prompt; nobody passes
    assert deadlines_expire(game.pk, now=until - dt.timedelta(seconds=1)) == 0
    assert deadlines_expire(game.pk, now=until + dt.timedelta(seconds=1)) == 1
    game.refresh_from_db()
    mark = game.moves.order_by("-seq").first()
    assert (mark.seat, mark.user, mark.action, mark.by_timeout) == (0, None, {"type": "timeout"}, False)
    assert game_detail(game, ann)["my_timeouts"]["skipped"] == []  # the hour is no missed move of Ann's
    assert game.state["window"]["hour"] is None and [e["seat"] for e in game.state["window"]["entries"]] == [2]
    assert {"type": "roll"} in ENGINE.legal_actions(game.state, 1)

    game = submit(game, bob, {"type": "roll"})
    events = game.moves.order_by("-seq").first().events
    kinds = [e["type"] for e in events]
    assert kinds.index("window") < kinds.index("turn") < kinds.index("dice")  # settled first, one move
    assert next(e for e in events if e["type"] == "window")["results"] == [
        {"result": "caught", "seat": 0, "cheat": "bank_heist", "accuser": 3}]
    # caught: the ₩100 back to the bank, ₩100 to each other player, jail
    assert cash(game) == [START - 3 * EACH, START + EACH, START + EACH, START + EACH]
    s = game.state
    assert s["seats"][0]["in_jail"] and s["window"] is None and s["turn"]["seat"] == 1
    assert s["seats"][1]["position"] == 4 and s["stage"]["kind"] == "end"
    assert [p["timeouts"] for p in s["seats"]] == [0, 0, 0, 0]  # Cyd's silence is no missed move

    late = refused(game, cyd, {"type": "accuse", "target": 0, "cheat": "bank_heist"})
    assert late.status in (403, 409)


def test_an_uncaught_cheat_gets_its_reward_when_the_next_player_rolls(make_user):
    game, users = start(make_user)
    ann, bob, cyd, dee = users
    game = heist_and_end(game, users)
    game = submit(game, bob, {"type": "pass"})
    game = submit(game, dee, {"type": "pass"})
    deadlines_expire(game.pk, now=hour_deadline(game) + dt.timedelta(seconds=1))
    game = submit(game, bob, {"type": "roll"})
    results = next(e for e in game.moves.order_by("-seq").first().events if e["type"] == "window")["results"]
    assert results == [{"result": "succeeded", "seat": 0, "cheat": "bank_heist"}]
    # uncaught: each other player pays the cheater ₩100; Bank Heist's card is replaced
    assert cash(game) == [START + HEIST + 3 * EACH, START - EACH, START - EACH, START - EACH]
    assert "bank_heist" not in game.state["face_up"] and game.state["cheat_deck"][-1] == "bank_heist"
    refused(game, cyd, {"type": "pass"})
    assert cash(game) == [START + HEIST + 3 * EACH, START - EACH, START - EACH, START - EACH]


def test_when_every_accuser_has_answered_the_roll_is_allowed_at_once(make_user):
    game, users = start(make_user)
    ann, bob, cyd, dee = users
    game = heist_and_end(game, users)
    game = submit(game, cyd, {"type": "accuse", "target": 0, "cheat": "underpay"})  # wrong: ₩100 to Ann
    game = submit(game, dee, {"type": "pass"})
    assert game.state["window"] is not None  # Bob has not answered yet
    game = submit(game, bob, {"type": "pass"})
    assert game.state["window"] is None and game.state["stage"]["kind"] == "roll"
    assert cash(game) == [START + HEIST + 100 + 3 * EACH, START - EACH, START - 100 - EACH, START - EACH]
    game = submit(game, bob, {"type": "roll"})  # no hour to wait
    assert game.state["seats"][1]["position"] == 4


def test_a_next_player_who_never_rolls_is_rolled_for_by_his_own_clock(make_user):
    game, users = start(make_user)
    game = heist_and_end(game, users)
    bob_key = next(p.key for p in ENGINE.prompts(game.state) if p.seat == 1)
    bob_due = dt.datetime.fromisoformat(game.deadlines[bob_key]["deadline"])
    # the sweep at Bob's deadline (the accusers' run out with it): the hour, then Bob's
    # own clock: his pass, the window's close and his roll in one timeout
    applied = deadlines_expire(game.pk, now=bob_due + dt.timedelta(seconds=1))
    game.refresh_from_db()
    s = game.state
    assert applied == 2 and s["window"] is None and s["turn"]["seat"] == 1 and s["seats"][1]["position"] == 4
    assert cash(game) == [START + HEIST + 3 * EACH, START - EACH, START - EACH, START - EACH]
    # Bob's roll is his missed move; the accusers' silence is none
    assert [p["timeouts"] for p in s["seats"]] == [0, 1, 0, 0]
    assert [m.seat for m in game.moves.filter(by_timeout=True).order_by("seq")] == [1]
    assert [(m.seat, m.user) for m in game.moves.filter(by_timeout=False, user=None)] == [(0, None)]


def test_live_rooms_keep_the_20_second_window_before_the_next_turn(make_user):
    game, users = start(make_user, speed="live")
    ann, bob, cyd, dee = users
    game = heist_and_end(game, users)
    s = game.state
    assert s["window"]["next"] is None and s["window"]["hour"] is None and s["stage"] is None
    prompts = ENGINE.prompts(s)
    assert [(p.seat, p.kinds, p.clock, p.window_seconds) for p in prompts] == [
        (q, ("accuse", "pass"), "window", 20) for q in (1, 2, 3)]
    due = {dt.datetime.fromisoformat(game.deadlines[p.key]["deadline"]) for p in prompts}
    assert all(timezone.now() < d <= timezone.now() + dt.timedelta(seconds=20) for d in due)
    game = submit(game, bob, {"type": "pass"})
    assert refused(game, bob, {"type": "roll"}).status == 403  # the next turn waits for the window
    deadlines_expire(game.pk, now=max(due) + dt.timedelta(seconds=1))
    game.refresh_from_db()
    s = game.state
    assert s["window"] is None and s["turn"]["seat"] == 1 and s["stage"]["kind"] == "roll"
    assert cash(game) == [START + HEIST + 3 * EACH, START - EACH, START - EACH, START - EACH]
    assert [m.seat for m in game.moves.filter(by_timeout=True)] == [2, 3]
    assert [p["timeouts"] for p in s["seats"]] == [0, 0, 0, 0]  # silence in the window is no missed move


@pytest.mark.celery
@pytest.mark.django_db(transaction=True)
def test_the_real_worker_ends_the_hour_and_the_roll_is_then_accepted(celery_worker_thread, make_user):
    game, users = start(make_user)
    ann, bob, cyd, dee = users
    game = heist_and_end(game, users)
    game = submit(game, bob, {"type": "pass"})
    assert refused(game, bob, {"type": "roll"}).code == "not_yet"
    key = game.state["window"]["hour"]["key"]
    due = timezone.now() + dt.timedelta(seconds=1)
    game.deadlines[key]["deadline"] = due.isoformat()
    game.deadline, game.timer_armed_for = due, None
    game.save(update_fields=["deadlines", "deadline", "timer_armed_for"])
    assert arm_timer(game.pk, due) is True
    wait_for(lambda: Move.objects.filter(game=game, user=None).exists(), timeout=15)
    game = submit(game, bob, {"type": "roll"})
    assert cash(game) == [START + HEIST + 3 * EACH, START - EACH, START - EACH, START - EACH]
    assert game.state["seats"][1]["position"] == 4 and game.state["window"] is None
    assert Move.objects.filter(game=game, user=None).count() == 1  # the hour, once


def test_the_hour_runs_through_a_vacation_and_takes_no_more_time(make_user):
    """The hour is a waiting period, not Ann's decision: her vacation does not stop it and
    nobody can give it a day (docs/correspondence.md's pause and more time are for
    decisions)."""
    from boardgames.services.more_time import more_time_give
    from boardgames.services.vacation import vacation_take

    game, users = start(make_user)
    ann, bob, cyd, dee = users
    game = heist_and_end(game, users)
    until = hour_deadline(game)
    vacation_take(user=ann, days=3)
    game.refresh_from_db()
    key = game.state["window"]["hour"]["key"]
    assert game.deadlines[key] == {"seat": 0, "deadline": until.isoformat(), "since": game.version, "waits": True}
    with pytest.raises(ApplicationError) as caught:
        more_time_give(game_id=game.pk, user=cyd, seat=0)
    assert (caught.value.status, caught.value.code) == (409, "no_deadline")
    assert game.deadline == until
    assert deadlines_expire(game.pk, now=until + dt.timedelta(seconds=1)) == 1
    game.refresh_from_db()
    assert game.state["window"]["hour"] is None
