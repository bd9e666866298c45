"""Vacation from correspondence play: clocks stop in every correspondence game and
resume with the time that was left; the yearly and in-a-row limits; a move ends it;
live games are unaffected (issue 13; docs/correspondence.md)."""

from __future__ import annotations

import datetime as dt

import pytest
from django.utils import timezone

from boardgames.errors import ApplicationError
from boardgames.models import Game, Move, Vacation
from boardgames.selectors import game_detail, my_games
from boardgames.services import deadlines_expire
from boardgames.services.vacation import vacation_end, vacation_status, vacation_take, vacations_end_due

from .helpers import DAY, corr_game, entry_of, move, when

pytestmark = pytest.mark.django_db


def test_the_clock_stops_and_resumes_with_the_time_that_was_left(make_user):
    ann, bob = make_user("ann"), make_user("bob")
    game = move(corr_game([ann, bob]), ann, 0)
    before = when(entry_of(game, 1))
    start = timezone.now()
    vacation_take(user=bob, days=5, now=start)
    entry = entry_of(game, 1)
    assert when(entry, "paused_at") == start and when(entry) == before
    game.refresh_from_db()
    assert game.deadline is None  # nothing of ann's runs, bob's is paused
    # ten days on, nothing expires: bob is away
    assert deadlines_expire(game.pk, now=start + 10 * DAY) == 0
    assert not Move.objects.filter(game=game, by_timeout=True).exists()
    shown = game_detail(game, ann)
    assert shown["vacations"] == {"1": (start + 5 * DAY).isoformat()}
    assert [(p["seat"], p["paused"], p["time_left"]) for p in shown["prompts"]] == [
        (1, True, int((before - start).total_seconds()))]
    (mine,) = my_games(bob)
    assert mine["my_clock_paused"] is True
    assert dt.datetime.fromisoformat(mine["my_deadline"]) >= timezone.now() + (before - start) - dt.timedelta(seconds=1)
    back = start + 2 * DAY + dt.timedelta(hours=3)
    vacation_end(user=bob, at=back)
    entry = entry_of(game, 1)
    assert "paused_at" not in entry and when(entry) == before + (back - start)
    game.refresh_from_db()
    assert game.deadline == before + (back - start)
    assert Vacation.objects.get(user=bob).charged == 3  # whole days begun
    assert deadlines_expire(game.pk, now=game.deadline - dt.timedelta(seconds=1)) == 0
    assert deadlines_expire(game.pk, now=game.deadline) == 1


def test_a_prompt_that_opens_during_the_vacation_starts_its_clock_at_the_end(make_user):
    ann, bob = make_user("ann"), make_user("bob")
    game = corr_game([ann, bob], days=2)
    vacation_take(user=bob, days=3)
    game = move(game, ann, 0)  # now bob must decide, while away
    entry = entry_of(game, 1)
    opened = when(entry, "paused_at")
    assert when(entry) - opened == 2 * DAY
    end = opened + dt.timedelta(days=1, minutes=7)
    vacation_end(user=bob, at=end)
    assert when(entry_of(game, 1)) == end + 2 * DAY  # the full move time, from the end


def test_every_correspondence_game_pauses_and_live_games_do_not(make_user):
    ann, bob, cy = make_user("ann"), make_user("bob"), make_user("cy")
    first = move(corr_game([ann, bob]), ann, 0)
    second = move(corr_game([cy, bob], days=7), cy, 0)
    live = move(corr_game([ann, bob], speed="live"), ann, 0)
    live_due = when(entry_of(live, 1))
    vacation_take(user=bob, days=2)
    assert "paused_at" in entry_of(first, 1) and "paused_at" in entry_of(second, 1)
    assert entry_of(live, 1) == {**entry_of(live, 1), "deadline": live_due.isoformat()}
    assert "paused_at" not in entry_of(live, 1)
    assert game_detail(live, ann)["vacations"] == {}
    assert deadlines_expire(live.pk, now=live_due) == 1  # the live clock ran on


def test_a_move_ends_the_vacation_early_and_resumes_the_other_games(make_user):
    ann, bob, cy = make_user("ann"), make_user("bob"), make_user("cy")
    game = move(corr_game([ann, bob]), ann, 0)
    other = move(corr_game([cy, bob]), cy, 0)
    other_due = when(entry_of(other, 1))
    vacation = vacation_take(user=bob, days=10)
    move(game, bob, 1)
    vacation.refresh_from_db()
    assert vacation.ended_at is not None and vacation.charged == 1
    resumed = entry_of(other, 1)
    assert "paused_at" not in resumed
    assert when(resumed) == other_due + (vacation.ended_at - vacation.starts_at)
    assert vacation_status(bob)["days_left"] == 29 and vacation_status(bob)["running"] is None


def test_the_yearly_allowance_is_thirty_whole_days(make_user):
    bob = make_user("bob")
    start = timezone.now().replace(month=1, day=2, hour=12)
    vacation_take(user=bob, days=14, now=start)
    vacation_end(user=bob, at=start + 14 * DAY)  # the planned end
    vacation_take(user=bob, days=14, now=start + 20 * DAY)
    vacation_end(user=bob, at=start + 20 * DAY + dt.timedelta(hours=30))  # 2 days begun
    assert vacation_status(bob, now=start + 40 * DAY)["days_used"] == 16
    vacation_take(user=bob, days=14, now=start + 40 * DAY)  # 30 used once it runs
    vacation_end(user=bob, at=start + 54 * DAY)
    with pytest.raises(ApplicationError) as refused:
        vacation_take(user=bob, days=1, now=start + 80 * DAY)
    assert refused.value.code == "invalid_days" and "0 vacation day(s) left" in str(refused.value)
    assert Vacation.objects.filter(user=bob).count() == 3
    # a new year, a new allowance
    vacation_take(user=bob, days=3, now=start.replace(year=start.year + 1))


def test_at_most_fourteen_days_in_a_row(make_user):
    bob = make_user("bob")
    start = timezone.now()
    for days in (0, 15):
        with pytest.raises(ApplicationError) as refused:
            vacation_take(user=bob, days=days, now=start)
        assert refused.value.code == "invalid_days"
    vacation_take(user=bob, days=10, now=start)
    with pytest.raises(ApplicationError) as running:
        vacation_take(user=bob, days=2, now=start + DAY)
    assert running.value.status == 409 and running.value.code == "on_vacation"
    vacation_end(user=bob, at=start + 10 * DAY)
    with pytest.raises(ApplicationError) as joined:
        vacation_take(user=bob, days=5, now=start + 10 * DAY + dt.timedelta(hours=2))
    assert joined.value.code == "too_many_in_a_row" and "at most 4" in str(joined.value)
    vacation_take(user=bob, days=4, now=start + 10 * DAY + dt.timedelta(hours=2))
    assert Vacation.objects.filter(user=bob, ended_at__isnull=True).get().days == 4


def test_the_sweep_ends_a_vacation_at_its_planned_end(make_user):
    ann, bob = make_user("ann"), make_user("bob")
    game = move(corr_game([ann, bob]), ann, 0)
    before = when(entry_of(game, 1))
    start = timezone.now()
    vacation_take(user=bob, days=1, now=start)
    assert vacations_end_due(now=start + DAY - dt.timedelta(seconds=1)) == 0
    assert vacations_end_due(now=start + 3 * DAY) == 1  # late sweep: still the planned end
    assert when(entry_of(game, 1)) == before + DAY
    assert Vacation.objects.get(user=bob).ended_at == start + DAY


def test_bots_take_no_vacation_and_ending_none_changes_nothing(make_user):
    from boardgames.services.bots import bot_user

    with pytest.raises(ApplicationError) as refused:
        vacation_take(user=bot_user("random", 1), days=2)
    assert refused.value.status == 403
    assert vacation_end(user=make_user("ann")) is None  # nothing running: nothing changes
    assert not Game.objects.exists()


def test_the_computer_moving_a_seat_its_player_left_does_not_end_the_players_vacation(make_user):
    """A seat handed to the computer (``Seat.bot_level``: its player left) moves through
    ``action_submit(by_computer=True)`` with its player as the user: that is no move of
    the player, whose vacation (and paused clocks elsewhere) must run on."""
    from boardgames.bots.runner import prompt_legal
    from boardgames.models import Seat
    from boardgames.registry import get_engine
    from boardgames.services import action_submit, game_create, game_join

    ann, bob, cy = make_user("ann"), make_user("bob"), make_user("cy")
    other = move(corr_game([ann, bob]), ann, 0)  # bob must decide here
    deal = game_create(user=bob, game_type="monopoly-deal", players=3, rated=False,
                       time_control={"kind": "correspondence", "days": 3})
    for user in (ann, cy):
        game_join(game_id=deal.pk, user=user)
    Seat.objects.filter(game=deal, user=bob).update(bot_level="random")  # bob left it
    deal.refresh_from_db()
    engine = get_engine("monopoly-deal")
    assert [p.seat for p in engine.prompts(deal.state)] == [0]  # bob's old seat decides
    vacation = vacation_take(user=bob, days=5)
    action = prompt_legal(engine, deal.state, 0)[0]
    action_submit(game_id=deal.pk, user=bob, action=action, expected_version=deal.version, by_computer=True)
    vacation.refresh_from_db()
    assert vacation.ended_at is None
    assert "paused_at" in entry_of(other, 1)
