"""Celery tasks: the timers (DESIGN.md, Timers). Tasks take ids and call services.

- ``expire_deadlines_task(game_id)``: sent with a short ETA for a live deadline.
- ``sweep_deadlines_task()``: run by beat every ``TIMER_SWEEP_INTERVAL`` seconds (and
  once when a worker starts): expires every overdue deadline (correspondence deadlines
  of days, and any ETA task lost in a restart) and arms ETA tasks for the deadlines
  about to come within the horizon, and resends the pushes that failed.
- ``bot_move_task(game_id, version)``: a computer player's move, sent on commit with
  ``BOT_MOVE_DELAY`` seconds of countdown; the sweep also retries bots that did not move.
All are idempotent: a duplicate or late task finds nothing due (the expiry re-reads the
game under lock and applies only prompts that are still pending and overdue).
"""

from __future__ import annotations

import datetime as dt
import logging

from celery import shared_task
from celery.signals import worker_ready
from django.conf import settings
from django.db import close_old_connections
from django.utils import timezone

from boardgames.models import Game
from boardgames.services import deadlines_expire
from boardgames.services.bots import BOT_TASK, bot_move, bots_retry
from boardgames.services.push import pushes_retry
from boardgames.services.timers import EXPIRE_TASK, arm_timer
from boardgames.services.vacation import vacations_end_due

log = logging.getLogger(__name__)


@shared_task(name=EXPIRE_TASK, ignore_result=True, acks_late=True)
def expire_deadlines_task(game_id: int) -> int:
    """Expire the overdue prompts of one game; returns how many timeouts were applied."""
    close_old_connections()
    return deadlines_expire(game_id, wait=True)


@shared_task(name=BOT_TASK, ignore_result=True, acks_late=True)
def bot_move_task(game_id: int, version: int) -> bool:
    """One bot move in ``game_id`` if it is still at ``version`` (else nothing)."""
    close_old_connections()
    return bot_move(game_id, version)


@shared_task(name="boardgames.sweep_deadlines", ignore_result=True)
def sweep_deadlines_task() -> dict:
    """Move the bots that should have moved, expire every overdue deadline, arm the
    timers of the ones coming up and resend the pushes that failed. Returns ``{"bots":
    bot moves made, "expired": games with timeouts applied, "armed": ETA tasks sent,
    "pushed": pushes resent, "vacations": vacations ended}``. Vacations whose planned end
    has come end first, so their resumed deadlines are judged in the same sweep."""
    close_old_connections()
    try:
        vacations = vacations_end_due()
    except Exception:
        log.exception("sweep: ending vacations failed")
        vacations = 0
    bots = bots_retry()
    now = timezone.now()
    active = Game.objects.filter(status=Game.Status.ACTIVE)
    expired = 0
    for game_id in active.filter(deadline__lte=now).values_list("pk", flat=True)[:1000]:
        try:
            if deadlines_expire(game_id):
                expired += 1
        except Exception:
            log.exception("sweep: expiring game %s failed", game_id)
    horizon = now + dt.timedelta(seconds=settings.TIMER_ETA_HORIZON)
    armed = 0
    upcoming = active.filter(deadline__gt=now, deadline__lte=horizon).values_list("pk", "deadline")
    for game_id, deadline in upcoming[:5000]:
        if arm_timer(game_id, deadline):
            armed += 1
    return {"bots": bots, "expired": expired, "armed": armed, "pushed": pushes_retry(),
            "vacations": vacations}


@worker_ready.connect
def _sweep_when_a_worker_starts(sender=None, **kwargs) -> None:
    """A worker that (re)starts sweeps at once: ETA tasks held by a dead worker are gone."""
    Game.objects.filter(status=Game.Status.ACTIVE).update(timer_armed_for=None)
    sweep_deadlines_task.delay()
