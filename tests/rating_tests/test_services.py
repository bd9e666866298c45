"""Rating finished games: points from the seeds, skill, exactly once, unrated nothing,
manual adjustments, totals equal the sums of changes."""

from __future__ import annotations

import threading

import pytest
from django.db import close_old_connections

from boardgames.errors import ApplicationError
from ratings import services
from ratings.models import PlayerRating, RatedGame, RatingChange

from .helpers import assert_totals_consistent, finished_game, outcome, user

CC = {"jump_rule": "single", "mode": "ffa"}


def rating(u, game_type="chinese-checkers"):
    return PlayerRating.objects.get(user=u, game_type=game_type)


@pytest.mark.django_db
def test_one_v_one_game_is_rated_from_the_seed():
    a, b = user(), user()
    game = finished_game("chinese-checkers", [a, b],
                         outcome(["won", "lost"], [1, 2], finished_round=[30, None], pieces_in_target=[10, 4]),
                         options=CC)
    services.game_finished(game)
    assert rating(a).points == 25 and rating(b).points == -25 + 8  # level 1: 鼓励分 doubled
    assert rating(a).games == rating(b).games == 1
    assert rating(a).wins == 1 and rating(b).wins == 0
    assert rating(a).mu > 25 > rating(b).mu
    assert rating(a).sigma < 25 / 3
    change = RatingChange.objects.get(game=game, user=a)
    assert (change.points_before, change.delta, change.points_after) == (0, 25, 25)
    assert "1v1 win" in change.reason and change.place == 1 and change.won
    assert RatedGame.objects.filter(game=game).count() == 1
    assert_totals_consistent()


@pytest.mark.django_db
def test_levels_come_from_the_points_before_the_game():
    a, b = user(), user()
    services.rating_adjust(user(staff=True), a, "chinese-checkers", 1000, "seeded for the test")  # level 10
    game = finished_game("chinese-checkers", [a, b],
                         outcome(["lost", "won"], [2, 1], finished_round=[None, 30], pieces_in_target=[3, 10]),
                         options=CC)
    services.game_finished(game)
    change_a = RatingChange.objects.get(game=game, user=a)
    assert change_a.level_before == 10
    assert change_a.delta == -(25 + (10 - 1)) + 3   # level 10: 鼓励分 not doubled
    assert rating(b).points == 25 - (1 - 10)        # 34
    assert rating(a).points == 1000 - 34 + 3
    assert_totals_consistent()


@pytest.mark.django_db
def test_finished_twice_is_rated_once():
    a, b, c = user(), user(), user()
    game = finished_game("chinese-checkers", [a, b, c],
                         outcome(["won", "lost", "lost"], [1, 2, 3], finished_round=[30, 33, None],
                                 pieces_in_target=[10, 10, 2]), options=CC)
    services.game_finished(game)
    services.game_finished(game)
    assert RatingChange.objects.filter(game=game).count() == 3
    assert [rating(u).points for u in (a, b, c)] == [30, 15, -15 + 4]
    assert rating(a).games == 1
    assert_totals_consistent()


@pytest.mark.django_db
def test_unrated_game_changes_nothing():
    a, b = user(), user()
    game = finished_game("chinese-checkers", [a, b], outcome(["won", "lost"], [1, 2]), options=CC, rated=False)
    services.game_finished(game)
    assert not PlayerRating.objects.exists()
    assert not RatingChange.objects.exists()
    assert not RatedGame.objects.exists()


@pytest.mark.django_db
def test_unfinished_game_is_ignored():
    from boardgames.models import Game

    a, b = user(), user()
    game = finished_game("chinese-checkers", [a, b], outcome(["won", "lost"], [1, 2]), options=CC)
    Game.objects.filter(pk=game.pk).update(status=Game.Status.ACTIVE)
    services.game_finished(game)
    assert not RatingChange.objects.exists()


@pytest.mark.django_db
def test_team_game_skill_uses_teams():
    users = [user() for _ in range(4)]
    teams = [0, 1, 0, 1]
    game = finished_game("chinese-checkers", users,
                         outcome(["won", "lost", "won", "lost"], [1, 2, 1, 2], teams=teams, rounds=40,
                                 finished_round=[40, None, None, None], pieces_in_target=[10, 1, 7, 2]),
                         options={"jump_rule": "single", "mode": "teams"}, teams=teams)
    services.game_finished(game)
    pts = [rating(u).points for u in users]
    assert pts == [30, -10 + 2, 30, -10 + 4]
    mus = [rating(u).mu for u in users]
    assert mus[0] == pytest.approx(mus[2]) and mus[1] == pytest.approx(mus[3])
    assert mus[0] > 25 > mus[1]
    assert_totals_consistent()


@pytest.mark.django_db
def test_draw_moves_no_points_and_ranks_equal():
    a, b = user(), user()
    game = finished_game("chinese-checkers", [a, b], outcome(["drew", "drew"], [1, 1], draw=True), options=CC)
    services.game_finished(game)
    assert rating(a).points == rating(b).points == 0
    assert rating(a).mu == pytest.approx(rating(b).mu)
    assert rating(a).wins == 0


@pytest.mark.django_db
@pytest.mark.parametrize("game_type,expected", [
    ("qiangshou", [20, -4, -6, -10]),
    ("monopoly-deal", [20, -4, -6, -10]),
])
def test_rank_points_games(game_type, expected):
    users = [user() for _ in range(4)]
    game = finished_game(game_type, users, outcome(["won", "lost", "lost", "lost"], [1, 2, 3, 4]),
                         options={"room": "normal"} if game_type == "qiangshou" else {})
    services.game_finished(game)
    assert [rating(u, game_type).points for u in users] == expected
    assert_totals_consistent()


@pytest.mark.django_db
def test_qiangshou_escape_costs_last_place_times_players():
    users = [user() for _ in range(3)]
    game = finished_game("qiangshou", users,
                         outcome(["won", "left", "lost"], [1, 3, 2], escaped=[False, True, False]),
                         options={"room": "normal"})
    services.game_finished(game)
    assert [rating(u, "qiangshou").points for u in users] == [15, -30, -5]
    assert rating(users[1], "qiangshou").title == "欠债一身"


@pytest.mark.django_db
def test_seat_without_user_is_skipped():
    a = user()
    from boardgames.models import Seat

    game = finished_game("monopoly-deal", [a, user()], outcome(["won", "lost"], [1, 2]))
    Seat.objects.filter(game=game, index=1).update(user=None)
    services.game_finished(game)
    assert RatingChange.objects.filter(game=game).count() == 1
    assert rating(a, "monopoly-deal").points == 10


@pytest.mark.django_db
def test_manual_adjustment_is_a_change_with_its_reason():
    admin, a = user(staff=True), user()
    change = services.rating_adjust(admin, a, "chinese-checkers", 60, "lost games restored")
    assert change.game is None and change.created_by == admin and change.reason == "lost games restored"
    assert rating(a).points == 60 and rating(a).level == 2 and rating(a).title == "小棋童"
    assert rating(a).games == 0
    services.rating_adjust(admin, a, "chinese-checkers", -70, "cheating")
    assert rating(a).points == -10 and rating(a).title == "顽童"
    assert_totals_consistent()


@pytest.mark.django_db
@pytest.mark.parametrize("kwargs,code", [
    ({"delta": 0, "reason": "x"}, "invalid_request"),
    ({"delta": 5, "reason": "  "}, "invalid_request"),
])
def test_manual_adjustment_needs_a_reason_and_a_delta(kwargs, code):
    with pytest.raises(ApplicationError) as error:
        services.rating_adjust(user(staff=True), user(), "chinese-checkers", **kwargs)
    assert error.value.code == code


@pytest.mark.django_db
def test_only_staff_adjust():
    with pytest.raises(ApplicationError) as error:
        services.rating_adjust(user(), user(), "chinese-checkers", 5, "why")
    assert error.value.status == 403


@pytest.mark.django_db
def test_many_games_keep_totals_equal_to_sums():
    import random

    rng = random.Random(7)
    people = [user() for _ in range(6)]
    for _ in range(40):
        n = rng.choice([2, 3, 4, 6])
        seated = rng.sample(people, n)
        order = list(range(1, n + 1))
        rng.shuffle(order)
        statuses = ["won" if p == 1 else rng.choice(["lost", "lost", "resigned", "left"]) for p in order]
        game_type = rng.choice(["chinese-checkers", "qiangshou" if n <= 4 else "monopoly-deal", "monopoly-deal"])
        game = finished_game(game_type, seated,
                             outcome(statuses, order, rounds=rng.randint(5, 60),
                                     finished_round=[rng.randint(5, 60) if s == "won" else None for s in statuses],
                                     pieces_in_target=[rng.randint(0, 9) for _ in statuses]),
                             options=CC if game_type == "chinese-checkers" else {"room": "normal"})
        services.game_finished(game)
        if rng.random() < 0.3:
            services.game_finished(game)
    assert RatedGame.objects.count() == 40
    assert_totals_consistent()


@pytest.mark.django_db(transaction=True)
def test_finished_concurrently_is_rated_once():
    from django.db import transaction

    a, b = user(), user()
    game = finished_game("chinese-checkers", [a, b],
                         outcome(["won", "lost"], [1, 2], finished_round=[30, None], pieces_in_target=[10, 0]),
                         options=CC)
    barrier = threading.Barrier(2)
    errors = []

    def run():
        try:
            barrier.wait()
            with transaction.atomic():
                services.game_finished(game)
        except Exception as error:  # noqa: BLE001
            errors.append(error)
        finally:
            close_old_connections()

    threads = [threading.Thread(target=run) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert not errors
    assert RatingChange.objects.filter(game=game).count() == 2
    assert rating(a).points == 25 and rating(b).points == -25
    assert rating(a).games == 1
    assert_totals_consistent()


@pytest.mark.django_db(transaction=True)
def test_concurrent_games_of_the_same_players_both_count():
    from django.db import transaction

    a, b = user(), user()
    games = [finished_game("monopoly-deal", [a, b], outcome(["won", "lost"], [1, 2])) for _ in range(4)]
    barrier = threading.Barrier(4)
    errors = []

    def run(game):
        try:
            barrier.wait()
            with transaction.atomic():
                services.game_finished(game)
        except Exception as error:  # noqa: BLE001
            errors.append(error)
        finally:
            close_old_connections()

    threads = [threading.Thread(target=run, args=(g,)) for g in games]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert not errors
    assert rating(a, "monopoly-deal").points == 40 and rating(a, "monopoly-deal").games == 4
    assert_totals_consistent()


@pytest.mark.django_db
def test_the_engines_exit_round_applies_the_short_game_rule():
    """A 4-player game that lasted 40 rounds, but a seat resigned in round 6 (the engine's
    ``exit_round`` fact): no gains."""
    users = [user() for _ in range(4)]
    result = outcome(["won", "lost", "lost", "resigned"], [1, 2, 3, 4], rounds=40,
                     finished_round=[35, 38, None, None], pieces_in_target=[10, 10, 3, 0])
    result["seats"][3]["exit_round"] = 6
    game = finished_game("chinese-checkers", users, result, options=CC)
    services.game_finished(game)
    assert [rating(u).points for u in users] == [0, 0, 0, -15]


@pytest.mark.django_db
def test_a_rating_error_does_not_stop_the_game_and_backfill_rates_it_later(monkeypatch):
    from io import StringIO

    from django.core.management import call_command

    a, b = user(), user()
    game = finished_game("monopoly-deal", [a, b], outcome(["won", "lost"], [1, 2]))

    def broken(*args, **kwargs):
        raise RuntimeError("scoring bug")

    monkeypatch.setattr(services, "score_game", broken)
    services.game_finished(game)  # logged, not raised
    assert not RatedGame.objects.exists() and not RatingChange.objects.exists()
    monkeypatch.undo()
    out = StringIO()
    call_command("ratings_backfill", stdout=out)
    assert "rated/settled 1 game(s)" in out.getvalue()
    assert rating(a, "monopoly-deal").points == 10
    call_command("ratings_backfill", stdout=StringIO())
    assert RatingChange.objects.filter(game=game).count() == 2
