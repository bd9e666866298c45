"""The expiry task's message (issue 17, fifth pass): ``timers.publish_expiry`` builds it
with Celery's own ``create_task_message`` and skips ``send_task``'s routing and option
merging, which is only right while the task has no route, queue or execution option of
its own. These tests fail when that changes, or when the published message differs from
``send_task``'s in anything but its ids."""

from __future__ import annotations

import datetime as dt

import pytest
from django.utils import timezone
from kombu.messaging import Producer

from boardgames.celery import app as celery_app
from boardgames.services import timers

ID_HEADERS = ("id", "root_id")


def test_the_expiry_task_has_no_route_queue_or_execution_option():
    import boardgames.tasks  # noqa: F401  (registers the task)

    assert not celery_app.conf.task_routes
    options = celery_app.tasks[timers.EXPIRE_TASK]._get_exec_options()
    assert {key: value for key, value in options.items() if value is not None} == {
        "serializer": celery_app.conf.task_serializer}  # the default, which the message uses too


def _published(monkeypatch, send) -> dict:
    """The keyword arguments of the one ``Producer.publish`` that ``send`` makes, with
    the message's ids left out (nothing reaches the broker)."""
    calls = []
    monkeypatch.setattr(Producer, "publish", lambda self, body, **kwargs: calls.append((body, kwargs)))
    send()
    assert len(calls) == 1
    body, kwargs = calls[0]
    headers = {k: v for k, v in kwargs.pop("headers").items() if k not in ID_HEADERS}
    kwargs.pop("correlation_id")
    kwargs.pop("reply_to", None)
    return {"body": body, "headers": headers, **kwargs}


def test_publish_expiry_sends_what_send_task_sends_but_the_ids(monkeypatch):
    eta = timezone.now() + dt.timedelta(seconds=30)
    ours = _published(monkeypatch, lambda: timers.publish_expiry(41, eta))
    theirs = _published(monkeypatch, lambda: celery_app.send_task(timers.EXPIRE_TASK, args=(41,), eta=eta))
    assert ours["headers"]["task"] == timers.EXPIRE_TASK and ours["headers"]["eta"] == eta.isoformat()
    assert ours["headers"]["argsrepr"] == "(41,)"
    assert ours == theirs


@pytest.mark.django_db
def test_a_broker_error_of_publish_expiry_clears_the_claim(monkeypatch, make_user, start_game):
    from boardgames.models import Game

    game = start_game([make_user("ann"), make_user("bob")], time_control={"kind": "live", "seconds": 60})
    due = timezone.now() + dt.timedelta(seconds=20)
    Game.objects.filter(pk=game.pk).update(deadline=due, timer_armed_for=due)

    def down(self, body, **kwargs):
        raise ConnectionError("broker down")

    monkeypatch.setattr(Producer, "publish", down)
    assert timers._send_expiry(game.pk, due) is False
    assert Game.objects.get(pk=game.pk).timer_armed_for is None
