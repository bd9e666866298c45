"""One expiry task serves a live game's later deadlines (issue 17, sixth pass): a move
whose new deadline is at or after the one a task was already sent for sends none; that
task, firing early, finds nothing due and arms the deadline of that moment. Through a
real Celery worker: the moved deadline still times out at its own time (no sweep runs
here), and a run of moves sends one task, not one per move."""

from __future__ import annotations

import datetime as dt
import random

import pytest
from django.utils import timezone

from boardgames.models import Game, Move
from boardgames.registry import get_engine
from boardgames.services import action_submit, deadlines_expire, timers
from boardgames.services.timers import arm_timer
from tests.conftest import set_deadlines, wait_for

ENGINE = get_engine("chinese-checkers")


def counted_sends(monkeypatch) -> list[tuple[int, dt.datetime]]:
    """The (game id, ETA) of every expiry task published from now on (still published)."""
    sent, publish = [], timers.publish_expiry

    def counting(game_id, eta):
        sent.append((game_id, eta))
        publish(game_id, eta)

    monkeypatch.setattr(timers, "publish_expiry", counting)
    return sent


def a_move(game: Game) -> tuple[int, dict]:
    seat = ENGINE.prompts(game.state)[0].seat
    return seat, next(a for a in ENGINE.legal_actions(game.state, seat) if a["type"] == "move")


@pytest.mark.celery
@pytest.mark.django_db(transaction=True)
def test_a_deadline_moved_later_times_out_at_its_own_time(celery_worker_thread, make_user, start_game,
                                                           monkeypatch):
    users = [make_user("ann"), make_user("bob")]
    game = start_game(users)
    sent = counted_sends(monkeypatch)
    armed = timezone.now() + dt.timedelta(seconds=1.5)
    set_deadlines(game, armed)
    assert arm_timer(game.pk, armed) is True
    # a later deadline, as a move leaves it, with the task for the earlier one in flight
    later = timezone.now() + dt.timedelta(seconds=4)
    set_deadlines(game, later)
    Game.objects.filter(pk=game.pk).update(timer_armed_for=armed)
    assert arm_timer(game.pk, later) is False  # the armed task serves it: no send
    assert len(sent) == 1
    wait_for(lambda: Move.objects.filter(game=game, by_timeout=True).exists(), timeout=15)
    timeout = Move.objects.get(game=game, by_timeout=True)
    assert (timeout.seq, timeout.seat) == (1, 0)
    # at its own deadline (plus the task's 50 ms and the worker's pick-up), not earlier
    # and not at a sweep (none runs in this test; beat's would be 30 s)
    assert later <= timeout.created_at < later + dt.timedelta(seconds=2)
    # the early task re-armed for the later deadline; the timeout then armed the next one
    # (sent just after its commit)
    wait_for(lambda: len(sent) == 3, timeout=5)
    game.refresh_from_db()
    assert [eta - dt.timedelta(milliseconds=50) for _, eta in sent] == [armed, later, game.deadline]
    assert game.timer_armed_for == game.deadline


@pytest.mark.celery
@pytest.mark.django_db(transaction=True)
def test_a_run_of_live_moves_sends_one_expiry_task(celery_worker_thread, make_user, start_game, monkeypatch):
    users = [make_user("ann"), make_user("bob")]
    game = start_game(users, time_control={"kind": "live", "seconds": 60})
    sent = counted_sends(monkeypatch)
    Game.objects.filter(pk=game.pk).update(timer_armed_for=None)  # as if the start's send were lost
    first_deadline = None
    for version in range(12):
        game.refresh_from_db()
        seat, action = a_move(game)
        action_submit(game_id=game.pk, user=users[seat], action=action, expected_version=version)
        if version == 0:
            first_deadline = Game.objects.get(pk=game.pk).deadline
    game.refresh_from_db()
    # the first move's deadline got the one task; eleven later deadlines needed none
    assert sent == [(game.pk, first_deadline + dt.timedelta(milliseconds=50))]
    assert game.version == 12 and game.timer_armed_for == first_deadline < game.deadline
    assert not Move.objects.filter(game=game, by_timeout=True).exists()


@pytest.mark.django_db
def test_a_deadline_earlier_than_the_armed_one_or_a_spent_claim_is_claimed(make_user, start_game):
    game = start_game([make_user("ann"), make_user("bob")])
    now = timezone.now()
    game.deadline = now + dt.timedelta(seconds=30)
    for armed, claimed in [(now + dt.timedelta(seconds=40), True),   # fires after the deadline
                           (now + dt.timedelta(seconds=30), False),  # fires at it
                           (now + dt.timedelta(seconds=10), False),  # fires before it, re-arms then
                           (now - dt.timedelta(seconds=1), True),    # spent (ran, late or lost)
                           (None, True)]:
        game.timer_armed_for = armed
        assert (timers.claim_timer_in_move(game) is not None) is claimed, armed
        assert game.timer_armed_for == (game.deadline if claimed else armed)


@pytest.mark.django_db
@pytest.mark.parametrize("ahead, resent", [(1, True), (30, False)])
def test_a_task_that_finds_nothing_due_just_before_its_claim_sends_it_again(
        make_user, start_game, monkeypatch, django_capture_on_commit_callbacks, ahead, resent):
    """An expiry task firing a moment before the deadline it was sent for (its claim at
    most EARLY_FIRE_SECONDS ahead) finds nothing due: without a new task the deadline
    would wait for the sweep. A claim further ahead is another task still to come."""
    game = start_game([make_user("ann"), make_user("bob")])
    due = timezone.now() + dt.timedelta(seconds=ahead)
    set_deadlines(game, due)
    Game.objects.filter(pk=game.pk).update(timer_armed_for=due)
    sent = []
    monkeypatch.setattr(timers, "publish_expiry", lambda game_id, eta: sent.append((game_id, eta)))
    with django_capture_on_commit_callbacks(execute=True):
        assert deadlines_expire(game.pk, wait=True) == 0
    assert sent == ([(game.pk, due + dt.timedelta(milliseconds=50))] if resent else [])
    assert Game.objects.get(pk=game.pk).timer_armed_for == due
