"""Timers through a real Celery worker on Redis: a live deadline fires once, a task
delivered twice acts once, and a killed worker's deadline is fired by the sweep of the
worker that replaces it (or by beat)."""

from __future__ import annotations

import datetime as dt
import os
import signal
import time

import pytest
from django.utils import timezone

from boardgames.models import Game, Move
from boardgames.services.timers import arm_timer
from boardgames.tasks import expire_deadlines_task
from tests.conftest import set_deadlines, start_process, subprocess_env, wait_for

pytestmark = [pytest.mark.celery, pytest.mark.django_db(transaction=True)]


def timeouts(game) -> list[tuple[int, int]]:
    return list(Move.objects.filter(game=game, by_timeout=True).values_list("seq", "seat"))


def test_a_live_deadline_fires_once_through_the_worker(celery_worker_thread, make_user, start_game):
    game = start_game([make_user("ann"), make_user("bob")])
    due = timezone.now() + dt.timedelta(seconds=1.5)
    set_deadlines(game, due)
    assert arm_timer(game.pk, due) is True
    assert arm_timer(game.pk, due) is False  # armed once only
    wait_for(lambda: timeouts(game), timeout=15)
    game.refresh_from_db()
    assert timeouts(game) == [(1, 0)]
    assert game.version == 1 and [d["seat"] for d in game.deadlines.values()] == [1]
    # the next prompt got a full move time again
    assert game.deadline > timezone.now() + dt.timedelta(seconds=50)


def test_a_timeout_task_delivered_twice_acts_once(celery_worker_thread, make_user, start_game):
    game = start_game([make_user("ann"), make_user("bob")])
    set_deadlines(game, timezone.now() - dt.timedelta(seconds=1))
    expire_deadlines_task.apply_async((game.pk,))
    expire_deadlines_task.apply_async((game.pk,))
    expire_deadlines_task.apply_async((game.pk,), countdown=1)
    wait_for(lambda: timeouts(game), timeout=15)
    time.sleep(2.5)  # let the duplicates arrive
    assert timeouts(game) == [(1, 0)]
    assert Game.objects.get(pk=game.pk).version == 1


def startup_sweep_done(log) -> bool:
    """True once the worker whose log is ``log`` has finished its start-up sweep."""
    text = log.read_text()
    return "ready" in text and any("sweep_deadlines" in line and "succeeded" in line for line in text.splitlines())


def worker_cmd(name: str) -> list[str]:
    return ["celery", "-A", "boardgames", "worker", "--pool=solo", "--concurrency=1", "-n", f"{name}@%h",
            "--without-gossip", "--without-mingle", "--loglevel=INFO"]


def test_a_killed_workers_deadline_is_fired_after_restart(make_user, start_game, tmp_path):
    from boardgames.celery import app

    app.control.purge()
    game = start_game([make_user("ann"), make_user("bob")])
    env = subprocess_env()
    first = start_process(worker_cmd("first"), env, tmp_path / "first.log")
    try:
        # A starting worker sweeps at once (tasks._sweep_when_a_worker_starts); wait for
        # that sweep to finish, or it may arm the deadline below before the test does.
        wait_for(lambda: startup_sweep_done(tmp_path / "first.log"), timeout=30)
        due = timezone.now() + dt.timedelta(seconds=3)
        set_deadlines(game, due)
        assert arm_timer(game.pk, due)
        time.sleep(1)  # the worker now holds the ETA task in memory
    finally:
        first.send_signal(signal.SIGKILL)
        first.wait(10)
    wait_for(lambda: timezone.now() > due + dt.timedelta(seconds=1), timeout=10)
    assert timeouts(game) == []  # nobody fired it
    second = start_process(worker_cmd("second"), env, tmp_path / "second.log")
    try:
        wait_for(lambda: timeouts(game), timeout=30)
        time.sleep(1)
        assert timeouts(game) == [(1, 0)]
    finally:
        second.send_signal(signal.SIGTERM)
        second.wait(20)


def test_beat_sweeps_a_correspondence_deadline(make_user, start_game, tmp_path):
    from boardgames.celery import app

    app.control.purge()
    ann = make_user("ann")
    game = start_game([ann, make_user("bob")], time_control={"kind": "correspondence", "days": 3})
    # a first move: a correspondence game whose first player never moves is aborted by
    # the sweep instead (tests/correspondence/test_more_time_and_abort.py)
    from boardgames.registry import get_engine
    from boardgames.services import action_submit

    first = next(a for a in get_engine("chinese-checkers").legal_actions(game.state, 0) if a["type"] == "move")
    action_submit(game_id=game.pk, user=ann, action=first, expected_version=0)
    game.refresh_from_db()
    assert game.deadline > timezone.now() + dt.timedelta(days=2, hours=23)
    env = {**subprocess_env(), "TIMER_SWEEP_INTERVAL": "1"}
    worker = start_process(worker_cmd("sweeper"), env, tmp_path / "worker.log")
    beat = start_process(["celery", "-A", "boardgames", "beat", "--loglevel=INFO",
                          "--schedule", str(tmp_path / "beat-schedule")], env, tmp_path / "beat.log")
    try:
        wait_for(lambda: "ready" in (tmp_path / "worker.log").read_text(), timeout=30)
        time.sleep(2)
        assert timeouts(game) == []  # three days to go: nothing happens
        set_deadlines(game, timezone.now() - dt.timedelta(minutes=1))
        wait_for(lambda: timeouts(game), timeout=30)
        game.refresh_from_db()
        assert timeouts(game) == [(2, 1)]
        assert game.deadline > timezone.now() + dt.timedelta(days=2, hours=23)
    finally:
        for process in (beat, worker):
            process.send_signal(signal.SIGTERM)
        for process in (beat, worker):
            process.wait(20)
