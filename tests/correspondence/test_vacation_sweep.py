"""A vacation ended by the real sweep in a real Celery worker: the clocks resume with
exactly the time that was left when it began; a deadline whose time ran out while the
sweep was late is expired by that same sweep; a correspondence game whose first player
never moved is aborted by it (issue 13)."""

from __future__ import annotations

import datetime as dt

import pytest
from django.utils import timezone

from boardgames.models import Game, Move, Vacation
from boardgames.services.vacation import vacation_take
from boardgames.tasks import sweep_deadlines_task
from tests.conftest import set_deadlines, wait_for

from .helpers import DAY, corr_game, entry_of, move, when

pytestmark = [pytest.mark.celery, pytest.mark.django_db(transaction=True)]


def backdate(vacation: Vacation, games: list[Game], start: dt.datetime, left: dict[int, dt.timedelta]) -> None:
    """Make ``vacation`` have begun at ``start``, with bob's entry of each game paused
    then with ``left[game.pk]`` to go."""
    Vacation.objects.filter(pk=vacation.pk).update(starts_at=start, ends_at=start + vacation.days * DAY)
    for game in games:
        game.refresh_from_db()
        game.deadlines = {k: ({**e, "paused_at": start.isoformat(), "deadline": (start + left[game.pk]).isoformat()}
                              if e["seat"] == 1 else e) for k, e in game.deadlines.items()}
        game.save(update_fields=["deadlines"])


def test_the_sweep_resumes_the_clocks_with_the_time_left(celery_worker_thread, make_user):
    ann, bob, cy = make_user("ann"), make_user("bob"), make_user("cy")
    roomy = move(corr_game([ann, bob]), ann, 0)
    tight = move(corr_game([cy, bob]), cy, 0)
    vacation = vacation_take(user=bob, days=2)
    start = timezone.now() - 2 * DAY - dt.timedelta(hours=1)  # ended an hour ago
    left = {roomy.pk: dt.timedelta(days=1, hours=5), tight.pk: dt.timedelta(minutes=30)}
    backdate(vacation, [roomy, tight], start, left)
    end = start + 2 * DAY
    never = corr_game([cy, ann])  # cy never makes the first move
    set_deadlines(never, timezone.now() - dt.timedelta(minutes=1))

    sweep_deadlines_task.delay()
    wait_for(lambda: Move.objects.filter(game=tight, by_timeout=True).exists(), timeout=60)
    wait_for(lambda: Game.objects.get(pk=never.pk).status == Game.Status.ABORTED, timeout=30)
    assert not Move.objects.filter(game=never).exists()  # aborted, no timeout counted

    vacation.refresh_from_db()
    assert vacation.ended_at == end and vacation.charged == 2
    assert when(entry_of(roomy, 1)) == end + left[roomy.pk]  # a day and 5 hours, from the end
    assert "paused_at" not in entry_of(roomy, 1)
    roomy.refresh_from_db()
    assert roomy.deadline == end + left[roomy.pk] and roomy.version == 1
    # 30 minutes were left and the vacation ended an hour ago: that is a timeout
    assert list(Move.objects.filter(game=tight).values_list("seq", "seat", "by_timeout")) == [
        (1, 0, False), (2, 1, True)]
