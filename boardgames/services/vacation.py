"""Vacation from correspondence play (issue 13; docs/correspondence.md).

Each account has :data:`DAYS_PER_YEAR` vacation days a calendar year (UTC, the year a
vacation starts in), taken in whole days, at most :data:`MAX_IN_A_ROW` in a row. While a
vacation runs, every pending prompt of the player's seats in correspondence games is
paused (``paused_at`` on its ``Game.deadlines`` entry, so it cannot expire and
``Game.deadline`` skips it; prompts that open meanwhile are paused from their start:
:func:`boardgames.services.timers.refresh_deadlines`). When it ends (its planned end,
found by the sweep, or earlier when the player moves), every paused deadline moves on
by exactly the time it stood still, so the player has the time that was left. Live games
are never touched.
"""

from __future__ import annotations

import datetime as dt
import math

from django.db import IntegrityError, transaction
from django.db.models import Sum
from django.utils import timezone
from django.utils.translation import gettext as _

from boardgames.errors import ApplicationError
from boardgames.models import Game, Seat, Vacation

from .push import broadcast_on_commit
from .timers import arm_timer_on_commit, earliest_deadline

DAYS_PER_YEAR = 30  # issue 13: "30 a year, in whole days"
MAX_IN_A_ROW = 14   # issue 13: "at most 14 in a row"
DAY = dt.timedelta(days=1)


def vacation_running(user) -> Vacation | None:
    """The user's vacation that has not ended, or None."""
    if user is None or not getattr(user, "is_authenticated", False):
        return None
    return Vacation.objects.filter(user=user, ended_at__isnull=True).first()


def days_used(user, year: int) -> int:
    """Vacation days counted against ``year``'s allowance: the days charged of the
    vacations that started that year and ended, plus the planned days of a running one."""
    started = Vacation.objects.filter(user=user, starts_at__year=year)
    done = started.filter(ended_at__isnull=False).aggregate(n=Sum("charged"))["n"] or 0
    running = started.filter(ended_at__isnull=True).aggregate(n=Sum("days"))["n"] or 0
    return done + running


def vacation_status(user, now: dt.datetime | None = None) -> dict:
    """What the profile and the API show: ``{"running": {"starts_at", "ends_at",
    "days"} | None, "year": Y, "days_used": n, "days_left": n, "max_in_a_row": 14,
    "per_year": 30}`` (dates ISO-8601 UTC)."""
    now = now or timezone.now()
    running = vacation_running(user)
    used = days_used(user, now.year)
    return {
        "running": None if running is None else {
            "starts_at": running.starts_at.isoformat(), "ends_at": running.ends_at.isoformat(),
            "days": running.days},
        "year": now.year, "days_used": used, "days_left": max(0, DAYS_PER_YEAR - used),
        "max_in_a_row": MAX_IN_A_ROW, "per_year": DAYS_PER_YEAR,
    }


def vacation_take(*, user, days, now: dt.datetime | None = None) -> Vacation:
    """Start a vacation of ``days`` whole days (1 to 14) now and pause the user's
    correspondence clocks. Raises ApplicationError: 400 ``invalid_days`` (not a whole
    number 1..14, or more than the days left this year), 400 ``too_many_in_a_row`` (it
    would join a vacation that ended less than a day ago into a run of more than 14),
    403 ``forbidden`` (a computer player), 409 ``on_vacation`` (one is running)."""
    now = now or timezone.now()
    if getattr(user, "is_bot", False):
        raise ApplicationError(_("Computer players take no vacation."), code="forbidden", status=403)
    if not isinstance(days, int) or isinstance(days, bool) or not 1 <= days <= MAX_IN_A_ROW:
        raise ApplicationError(_("Vacation is taken in whole days, 1 to %(max)d; got %(days)r.")
                               % {"max": MAX_IN_A_ROW, "days": days},
                               code="invalid_days")
    with transaction.atomic():
        if vacation_running(user) is not None:
            raise ApplicationError(_("You are on vacation already; make a move to end it."),
                                   code="on_vacation", status=409)
        left = DAYS_PER_YEAR - days_used(user, now.year)
        if days > left:
            raise ApplicationError(_("You have %(left)d vacation day(s) left this year, not %(days)d.")
                               % {"left": max(0, left), "days": days},
                                   code="invalid_days")
        joined = _days_just_before(user, now)
        if joined + days > MAX_IN_A_ROW:
            raise ApplicationError(
                _("At most %(max)d vacation days in a row: your last vacation ended less than a "
                  "day ago and took %(joined)d, so take at most %(rest)d now.")
                % {"max": MAX_IN_A_ROW, "joined": joined, "rest": MAX_IN_A_ROW - joined},
                code="too_many_in_a_row")
        try:
            with transaction.atomic():
                vacation = Vacation.objects.create(user=user, starts_at=now, ends_at=now + days * DAY, days=days)
        except IntegrityError:  # a second request at the same moment
            raise ApplicationError(_("You are on vacation already."), code="on_vacation", status=409)
        for game_id in _correspondence_games(user):
            _pause_game(game_id, user, now)
    return vacation


def _days_just_before(user, now: dt.datetime) -> int:
    """The days of the run of vacations that ended less than a day before ``now``, each
    starting less than a day after the one before (the run the new one would extend)."""
    total, edge = 0, now
    for vacation in Vacation.objects.filter(user=user, ended_at__isnull=False).order_by("-ended_at")[:MAX_IN_A_ROW]:
        if edge - vacation.ended_at >= DAY:
            break
        total += vacation.charged or 0
        edge = vacation.starts_at
    return total


def vacation_end(*, user, at: dt.datetime | None = None) -> Vacation | None:
    """End the user's running vacation at ``at`` (default now; the sweep passes the
    planned end) and resume their clocks: each paused deadline moves on by ``at`` minus
    its ``paused_at``. Charges the whole days begun (at least 1). Returns the vacation,
    or None when none was running (then nothing changes)."""
    with transaction.atomic():
        vacation = Vacation.objects.select_for_update().filter(user=user, ended_at__isnull=True).first()
        if vacation is None:
            return None
        at = min(at or timezone.now(), vacation.ends_at)
        vacation.ended_at = at
        vacation.charged = max(1, min(vacation.days, math.ceil((at - vacation.starts_at) / DAY)))
        vacation.save(update_fields=["ended_at", "charged"])
        for game_id in _correspondence_games(user):
            _resume_game(game_id, user, at)
    return vacation


def vacation_end_on_move(user) -> None:
    """A player on vacation who submits a move ends it now (issue 13: "it ends early
    when the player moves"). One indexed query when nobody is on vacation."""
    if not getattr(user, "is_authenticated", False) or getattr(user, "is_bot", False):
        return
    if Vacation.objects.filter(user=user, ended_at__isnull=True).exists():
        vacation_end(user=user)


def vacations_end_due(now: dt.datetime | None = None) -> int:
    """For the sweep: end every vacation whose planned end has come, at that planned end
    (so the clocks resume with exactly the time that was left, however late the sweep
    runs). Returns how many ended."""
    now = now or timezone.now()
    due = Vacation.objects.filter(ended_at__isnull=True, ends_at__lte=now).select_related("user")[:1000]
    ended = 0
    for vacation in due:
        if vacation_end(user=vacation.user, at=vacation.ends_at) is not None:
            ended += 1
    return ended


def _correspondence_games(user) -> list[int]:
    """The ids of the active correspondence games the user plays (not handed to a bot),
    in id order (so two transactions lock them in the same order)."""
    return list(Game.objects.filter(status=Game.Status.ACTIVE, speed=Game.Speed.CORRESPONDENCE,
                                    seats__user=user, seats__bot_level="")
                .order_by("pk").values_list("pk", flat=True).distinct())


def _user_seats(game: Game, user) -> set[int]:
    return set(Seat.objects.filter(game=game, user=user).values_list("index", flat=True))


def _pause_game(game_id: int, user, now: dt.datetime) -> None:
    game = Game.objects.select_for_update().get(pk=game_id)
    seats = _user_seats(game, user)
    entries = dict(game.deadlines or {})
    for key, entry in entries.items():
        if entry["seat"] in seats and not entry.get("paused_at") and not entry.get("waits"):
            entries[key] = {**entry, "paused_at": now.isoformat()}
    _save_deadlines(game, entries)


def _resume_game(game_id: int, user, at: dt.datetime) -> None:
    game = Game.objects.select_for_update().get(pk=game_id)
    seats = _user_seats(game, user)
    entries = dict(game.deadlines or {})
    for key, entry in entries.items():
        if entry["seat"] in seats and entry.get("paused_at"):
            paused = max(dt.timedelta(0), at - dt.datetime.fromisoformat(entry["paused_at"]))
            due = dt.datetime.fromisoformat(entry["deadline"]) + paused
            entries[key] = {k: v for k, v in entry.items() if k != "paused_at"} | {"deadline": due.isoformat()}
    _save_deadlines(game, entries)


def _save_deadlines(game: Game, entries: dict) -> None:
    game.deadlines = entries
    game.deadline = earliest_deadline(entries)
    game.timer_armed_for = None
    game.save(update_fields=["deadlines", "deadline", "timer_armed_for", "updated_at"])
    broadcast_on_commit(game.pk, game.version)
    arm_timer_on_commit(game)
