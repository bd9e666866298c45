"""Deadlines of pending prompts, and arming the Celery timer for the next one.

Every prompt has a deadline (DESIGN.md, Timers). A prompt keeps its deadline while its
key stays pending; a new key starts a new one. ``Game.deadline`` is the earliest, and
the sweep (:func:`boardgames.tasks.sweep_deadlines`) reads it from an index.
"""

from __future__ import annotations

import datetime as dt
import logging
from typing import Any

from django.conf import settings
from django.db import transaction
from django.db.models import Q
from django.utils import timezone
from kombu.utils.uuid import uuid

from boardgames.celery import app as celery_app
from boardgames.engines.core import Engine, Prompt
from boardgames.models import Game
from boardgames.selectors import prompts_of, seat_facts

log = logging.getLogger(__name__)

# The Celery name of the expiry task (boardgames.tasks.expire_deadlines_task).
EXPIRE_TASK = "boardgames.expire_deadlines"


def prompt_seconds(game: Game, prompt: Prompt) -> int:
    """How long ``prompt`` may wait, in seconds: the room's time per move, or a live
    window's own length (RULINGS.md platform-wide: a seed's window gets the move time in
    a correspondence room); a ``"fixed"`` prompt's own length in every room."""
    if prompt.clock == "fixed" and prompt.window_seconds:
        return prompt.window_seconds
    if prompt.clock == "window" and prompt.window_seconds and game.speed == Game.Speed.LIVE:
        return prompt.window_seconds
    return game.move_seconds


def refresh_deadlines(game: Game, engine: Engine, now: dt.datetime) -> list[Prompt]:
    """Recompute ``game.deadlines`` and ``game.deadline`` from the engine's prompts for
    ``game.state`` (kept for unchanged keys, ``now`` + the prompt's time for new ones).
    Each entry is ``{"seat", "deadline", "since"}``, ``since`` the version at which the
    prompt opened (:mod:`.admission` accepts answers decided at or after it),
    ``waits`` (True) for a prompt with no kinds (a waiting period, such as a
    correspondence accusation window's hour: never paused, no more time), and
    ``paused_at`` (ISO-8601) while the seat's player is on vacation: the clock stands
    still and :mod:`.vacation` moves ``deadline`` on by the paused time when it ends.
    Returns the prompts. Does not save."""
    prompts = prompts_of(game, engine) if game.status == Game.Status.ACTIVE else []
    old: dict[str, Any] = game.deadlines or {}
    new: dict[str, Any] = {}
    away: set[int] | None = None
    for prompt in prompts:
        if prompt.key in old and old[prompt.key]["seat"] == prompt.seat:
            new[prompt.key] = old[prompt.key]
        else:
            due = now + dt.timedelta(seconds=prompt_seconds(game, prompt))
            new[prompt.key] = {"seat": prompt.seat, "deadline": due.isoformat(), "since": game.version}
            if not prompt.kinds:  # a waiting period: no vacation stops it, nobody adds time to it
                new[prompt.key]["waits"] = True
                continue
            if away is None:
                away = seats_on_vacation(game)
            if prompt.seat in away:  # the clock starts when the vacation ends
                new[prompt.key]["paused_at"] = now.isoformat()
    game.deadlines = new
    game.deadline = earliest_deadline(new)
    return prompts


def earliest_deadline(deadlines: dict[str, Any]) -> dt.datetime | None:
    """The earliest deadline of the entries whose clock runs (an entry with
    ``paused_at`` belongs to a player on vacation and cannot expire), or None."""
    running = (dt.datetime.fromisoformat(d["deadline"]) for d in deadlines.values() if not d.get("paused_at"))
    return min(running, default=None)


def seats_on_vacation(game: Game) -> set[int]:
    """The seat indexes of ``game`` whose player is on vacation now (correspondence
    games only; a seat a computer plays for a player who left never is). One query,
    none when the seats were loaded with their facts (the move service)."""
    if game.speed != Game.Speed.CORRESPONDENCE or game.pk is None:
        return set()
    from boardgames.models import Seat, Vacation

    facts = seat_facts(game)
    if facts is not None:
        return {s.index for s in facts if not s.bot_level and s.vacation_ends is not None}

    away = Vacation.objects.filter(ended_at__isnull=True).values("user_id")
    return set(Seat.objects.filter(game=game, bot_level="", user_id__in=away).values_list("index", flat=True))


def overdue_seats(game: Game, prompts: list[Prompt], now: dt.datetime) -> list[int]:
    """Seats whose pending prompt's deadline is at or before ``now``, in seat order
    (never a paused one: its player is on vacation)."""
    seats = []
    for prompt in prompts:
        entry = (game.deadlines or {}).get(prompt.key)
        if entry and not entry.get("paused_at") and dt.datetime.fromisoformat(entry["deadline"]) <= now:
            seats.append(prompt.seat)
    return sorted(seats)


def arm_timer_on_commit(game: Game) -> None:
    """After the current transaction commits, schedule the expiry task for the game's
    next deadline if it is within ``TIMER_ETA_HORIZON`` seconds; later deadlines are
    left to the sweep (long ETAs on Redis run more than once: notes/stack.md)."""
    game_id, deadline = game.pk, game.deadline
    if deadline is None:
        return
    transaction.on_commit(lambda: arm_timer(game_id, deadline), robust=True)


def armed_ahead(game: Game, deadline: dt.datetime, now: dt.datetime) -> bool:
    """Whether an expiry task already sent for ``game`` fires at or before ``deadline``
    and has not fired yet: ``now < game.timer_armed_for <= deadline``. Such a task
    serves ``deadline`` too: firing early, it finds nothing due and arms the deadline of
    that moment (:func:`rearm_locked`), so no second task is sent. A claim at or before
    ``now`` is spent (its task ran, or runs late and finds the claim renewed, or was
    lost): it serves nothing."""
    armed = game.timer_armed_for
    return armed is not None and now < armed <= deadline


def claim_timer_in_move(game: Game) -> dt.datetime | None:
    """Claim the timer of the locked ``game`` as part of its own move (the move and
    deadline paths of :mod:`.play`): when the game is active and its next deadline is
    within ``TIMER_ETA_HORIZON`` seconds from now and no task already sent fires at or
    before it (:func:`armed_ahead`: a live game's deadlines mostly move later, so most
    moves send nothing), set ``game.timer_armed_for`` to it in memory and return it
    (else None). The caller's game update writes the claim under the row lock, so only
    one transaction ever claims a deadline, and the separate compare-and-set UPDATE of
    :func:`arm_timer` is saved; the caller then sends the task with
    :func:`send_expiry_on_commit`."""
    deadline, now = game.deadline, timezone.now()
    if (game.status != Game.Status.ACTIVE or deadline is None or armed_ahead(game, deadline, now)
            or deadline - now > dt.timedelta(seconds=settings.TIMER_ETA_HORIZON)):
        return None
    game.timer_armed_for = deadline
    return deadline


#: An expiry task that finds nothing due while the claim is at most this many seconds
#: ahead ran early for that claim (a timer firing a little before its ETA): the claim is
#: spent and a new task is sent, or the deadline would wait for the sweep. A duplicate
#: task this sends finds nothing due (the timeouts are applied under the row lock).
EARLY_FIRE_SECONDS = 2.0


def rearm_locked(game: Game) -> None:
    """The expiry task of the locked ``game`` ran and found nothing due (it was sent for
    an earlier deadline that moved later since, the sweep got there first, or it fired a
    moment early: :data:`EARLY_FIRE_SECONDS`): claim the current deadline as a move does
    (:func:`claim_timer_in_move`), write the claim and send its task after commit.
    Nothing is written or sent when another armed task still serves it, or the deadline
    is beyond the horizon (the sweep arms it later)."""
    armed = game.timer_armed_for
    if armed is not None and armed - timezone.now() <= dt.timedelta(seconds=EARLY_FIRE_SECONDS):
        game.timer_armed_for = None
    claimed = claim_timer_in_move(game)
    if claimed is None:
        return
    Game.objects.filter(pk=game.pk).update(timer_armed_for=claimed)
    send_expiry_on_commit(game.pk, claimed)


def send_expiry_on_commit(game_id: int, deadline: dt.datetime) -> None:
    """After the current transaction commits, send the expiry task of ``game_id`` for
    ``deadline``, whose claim that transaction wrote (:func:`claim_timer_in_move`). A
    broker failure clears the claim, so the sweep arms it later (as :func:`arm_timer`)."""
    transaction.on_commit(lambda: _send_expiry(game_id, deadline), robust=True)


def arm_timer(game_id: int, deadline: dt.datetime) -> bool:
    """Send one ETA task for ``deadline`` unless a task already sent fires at or before
    it and has not fired yet (a compare-and-set on ``Game.timer_armed_for``, the
    condition of :func:`armed_ahead`). Returns True when a task was sent. The task is
    sent by name (:data:`EXPIRE_TASK`), so this module does not import
    ``boardgames.tasks`` (which calls the services)."""
    now = timezone.now()
    if deadline - now > dt.timedelta(seconds=settings.TIMER_ETA_HORIZON):
        return False
    served = Q(timer_armed_for__gt=now, timer_armed_for__lte=deadline)
    armed = (
        Game.objects.filter(pk=game_id, status=Game.Status.ACTIVE, deadline=deadline)
        .exclude(served)
        .update(timer_armed_for=deadline)
    )
    if not armed:
        return False
    return _send_expiry(game_id, deadline)


def _send_expiry(game_id: int, deadline: dt.datetime) -> bool:
    """Send the expiry task of ``game_id`` for ``deadline``, whose claim
    (``timer_armed_for``) is already written. Returns True when sent; on a broker error
    logs it, clears the claim (so the sweep arms it again) and returns False."""
    # A little after the deadline, so the task never arrives before it is due.
    eta = deadline + dt.timedelta(milliseconds=50)
    try:
        publish_expiry(game_id, eta)
    except Exception as error:  # broker down: the sweep arms or expires it later
        log.error("timer of game %s for %s not armed (%s: %s); the sweep will retry",
                  game_id, deadline.isoformat(), type(error).__name__, error)
        Game.objects.filter(pk=game_id, timer_armed_for=deadline).update(timer_armed_for=None)
        return False
    return True


def publish_expiry(game_id: int, eta: dt.datetime) -> None:
    """Publish the expiry task of ``game_id`` to run at ``eta`` (an aware datetime):
    Celery's own task message (``amqp.create_task_message``, the worker reads it as it
    reads ``send_task``'s) to the default queue, through a producer of Celery's pool
    (``producer_or_acquire``) with the configured publish retries. It skips what
    ``send_task`` does per call that this task never needs (routing, the task's own
    execution options, the parent task lookup): the expiry task has no route, no queue
    and no execution option of its own (tests/timers/test_publish.py fails if one is
    added). About 0.1-0.2 ms of CPU less per live move (docs/performance.md, Fifth
    pass). Raises the broker's error."""
    amqp = celery_app.amqp
    # ignore_result=None as send_task leaves it (the task itself ignores results)
    message = amqp.create_task_message(uuid(), EXPIRE_TASK, (game_id,), {}, eta=eta, ignore_result=None)
    with celery_app.producer_or_acquire() as producer:
        amqp.send_task_message(producer, EXPIRE_TASK, message)
