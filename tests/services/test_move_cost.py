"""The move POST's SQL (issue 17), pinned statement by statement so that any added query
shows here, and the same at move 1 and at move 40 (the cost does not grow with the game),
by correspondence and live. Five statements: the token; the game lock (with whether the
game has platform events); its seats with their users, the users' notification
preferences, their players' running vacations and whether each seat has decided yet
(what the checks, the deadlines, the notifications and the answer's correspondence
facts need); the move insert and the game update in one statement (the insert a
``WITH`` part of the UPDATE: one round trip); and the next seat's "your move" entry
(one insert, ON CONFLICT on its key: no savepoint). The answer reads nothing: the
caller's skipped moves are none after their own move. After commit (not captured
here: the test's transaction never commits) one unread count for the bell's push."""

from __future__ import annotations

import random

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from boardgames.registry import get_engine

ENGINE = get_engine("chinese-checkers")


def statements(ctx) -> list[str]:
    """The SQL verbs and tables of the captured queries, savepoints left out."""
    out = []
    for query in ctx.captured_queries:
        sql = query["sql"]
        if sql.startswith(("SAVEPOINT", "RELEASE SAVEPOINT")):
            continue
        verb = sql.split()[0]
        table = next((w.strip('"').split(".")[0].strip('"') for w in sql.split() if '"boardgames_' in w
                      or '"authtoken_' in w), "?")
        out.append(f"{verb} {table}")
    return out


@pytest.mark.django_db
@pytest.mark.parametrize("clock", [{"kind": "correspondence", "days": 1}, {"kind": "live", "seconds": 60}])
def test_a_move_is_the_same_statements_at_move_1_and_at_move_40(make_user, start_game, api, clock):
    ann, bob = make_user("ann"), make_user("bob")
    game = start_game([ann, bob], time_control=clock)
    clients, state, rng = [api(ann), api(bob)], game.state, random.Random(4)
    seen = {}
    for version in range(40):
        seat = ENGINE.prompts(state)[0].seat
        action = rng.choice([a for a in ENGINE.legal_actions(state, seat) if a["type"] == "move"])
        with CaptureQueriesContext(connection) as ctx:
            answer = clients[seat].post(f"/api/v1/games/{game.pk}/moves/",
                                        {"version": version, "action": action}, format="json")
        assert answer.status_code == 201, answer.content
        assert answer.json()["version"] == version + 1 and answer.json()["last_move"]["seq"] == version + 1
        if version + 1 in (1, 40):
            seen[version + 1] = statements(ctx)
        state, _ = ENGINE.apply(state, seat, action)
    expected = [
        "SELECT authtoken_token",
        "SELECT boardgames_game",  # the lock
        "SELECT boardgames_seat",  # seats with users, their preferences, vacations, first decisions
        "WITH boardgames_move",  # the move insert, then the game update, in one statement
        "INSERT ?",  # notifications: the next seat's "your move" entry
    ]
    assert seen[1] == expected and seen[40] == expected
    assert answer.json()["seats"][1]["user"] == "bob" and answer.json()["my_seat"] == 1


@pytest.mark.django_db
def test_a_live_move_arms_its_timer_in_its_own_game_update(make_user, start_game, api, monkeypatch,
                                                            django_capture_on_commit_callbacks):
    """Live (issue 17): the next deadline's claim (``timer_armed_for``) is written by the
    move's own game update under the row lock, not by a second UPDATE after commit; after
    commit the ETA task is sent once, and the unread count is the only query."""
    from boardgames.models import Game
    from boardgames.services import timers

    sent = []
    monkeypatch.setattr(timers, "publish_expiry", lambda game_id, eta: sent.append((game_id, eta)))
    ann, bob = make_user("ann"), make_user("bob")
    game = start_game([ann, bob], time_control={"kind": "live", "seconds": 60})
    sent.clear()  # whatever the start armed
    seat = ENGINE.prompts(game.state)[0].seat
    action = next(a for a in ENGINE.legal_actions(game.state, seat) if a["type"] == "move")
    mover = api([ann, bob][seat])
    with CaptureQueriesContext(connection) as ctx:
        with django_capture_on_commit_callbacks(execute=True):
            answer = mover.post(f"/api/v1/games/{game.pk}/moves/",
                                                {"version": 0, "action": action}, format="json")
    assert answer.status_code == 201, answer.content
    assert statements(ctx) == [
        "SELECT authtoken_token", "SELECT boardgames_game", "SELECT boardgames_seat",
        "WITH boardgames_move", "INSERT ?",
        "SELECT ?",  # after commit: the bell's unread count; no second UPDATE of the game
    ]
    update = next(q["sql"] for q in ctx.captured_queries if q["sql"].startswith("WITH"))
    assert '"timer_armed_for"' in update
    game.refresh_from_db()
    assert game.timer_armed_for == game.deadline
    assert sent == [(game.pk, game.deadline + timers.dt.timedelta(milliseconds=50))]
    assert timers.arm_timer(game.pk, game.deadline) is False  # the sweep does not arm it again
    assert len(sent) == 1


@pytest.mark.django_db
def test_a_live_moves_timer_claim_is_cleared_when_the_broker_is_down(make_user, start_game, api, monkeypatch,
                                                                      django_capture_on_commit_callbacks):
    """A broker error after the move's commit clears the claim, so the sweep arms it."""
    from boardgames.services import timers

    def down(*args, **kwargs):
        raise ConnectionError("broker down")

    ann, bob = make_user("ann"), make_user("bob")
    game = start_game([ann, bob], time_control={"kind": "live", "seconds": 60})
    monkeypatch.setattr(timers, "publish_expiry", down)
    seat = ENGINE.prompts(game.state)[0].seat
    action = next(a for a in ENGINE.legal_actions(game.state, seat) if a["type"] == "move")
    with django_capture_on_commit_callbacks(execute=True):
        answer = api([ann, bob][seat]).post(f"/api/v1/games/{game.pk}/moves/",
                                            {"version": 0, "action": action}, format="json")
    assert answer.status_code == 201, answer.content
    game.refresh_from_db()
    assert game.version == 1 and game.timer_armed_for is None
    sent = []
    monkeypatch.setattr(timers, "publish_expiry", lambda game_id, eta: sent.append(game_id))
    assert timers.arm_timer(game.pk, game.deadline) is True and sent == [game.pk]
