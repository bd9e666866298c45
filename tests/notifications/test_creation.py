"""Entries made from real game events: start, your move, answers waiting, timeouts (with
the count of three), the end with points; no duplicates when an event is seen twice;
preferences respected."""

from __future__ import annotations

import datetime as dt
import zoneinfo

import pytest
from django.utils import timezone

from boardgames.models import Game, Move
from boardgames.services import deadlines_expire
from notifications import kinds
from notifications.models import Notification
from notifications.services import mark_read, preferences_update, unread_count
from notifications.texts import text, user_zone

from .conftest import entries, play

pytestmark = pytest.mark.django_db

CORRESPONDENCE = {"kind": "correspondence", "days": 2}


def kinds_of(user) -> list[str]:
    return [k for k, _ in entries(user)]


def test_start_then_your_move_for_the_player_to_move_only(make_user, start_game):
    ann, bob = make_user("ann"), make_user("bob")
    game = start_game([ann, bob], time_control=CORRESPONDENCE)
    assert kinds_of(ann) == [kinds.GAME_STARTED, kinds.YOUR_MOVE]
    assert kinds_of(bob) == [kinds.GAME_STARTED]
    play(game, ann, 0)
    assert kinds_of(ann) == [kinds.GAME_STARTED, kinds.YOUR_MOVE]
    assert kinds_of(bob) == [kinds.GAME_STARTED, kinds.YOUR_MOVE]
    move = Notification.objects.get(user=bob, kind=kinds.YOUR_MOVE)
    assert move.game_id == game.pk and move.payload["deadline"] == game.deadlines[move.payload["prompt"]]["deadline"]
    assert text(move) == f"Your move in QQ跳棋 #{game.pk}."


def test_timeouts_count_one_two_three_and_the_end(make_user, start_game):
    ann, bob = make_user("ann"), make_user("bob")
    game = start_game([ann, bob], rated=True)
    now = timezone.now()
    for step in range(5):  # ann, bob, ann, bob, ann time out: ann's third ends the game
        now += dt.timedelta(seconds=61)
        assert deadlines_expire(game.pk, now=now) == 1
    game.refresh_from_db()
    assert game.status == Game.Status.FINISHED
    timeouts = [p for k, p in entries(ann) if k == kinds.TIMEOUT]
    assert [(p["count"], p["of"]) for p in timeouts] == [(1, 3), (2, 3), (3, 3)]
    assert [p["count"] for k, p in entries(bob) if k == kinds.TIMEOUT] == [1, 2]
    ended = {u.username: p for u in (ann, bob) for k, p in entries(u) if k == kinds.GAME_ENDED}
    assert (ended["ann"]["place"], ended["bob"]["place"]) == (2, 1)
    assert ended["bob"]["points"] is not None and ended["ann"]["points"] is not None
    from ratings.models import RatingChange

    recorded = {c.user.username: (c.delta, c.points_after) for c in RatingChange.objects.filter(game=game)}
    assert {n: (p["points"], p["total"]) for n, p in ended.items()} == recorded
    note = Notification.objects.filter(user=ann, kind=kinds.TIMEOUT).order_by("id").first()
    assert text(note).endswith("by a timeout (1 of 3).")
    preferences_update(ann, time_zone="Asia/Shanghai")
    first = Move.objects.get(game=game, seq=1)
    local = first.created_at.astimezone(zoneinfo.ZoneInfo("Asia/Shanghai")).strftime("%Y-%m-%d %H:%M")
    assert text(note, user_zone(ann.pk)) == (
        f"QQ跳棋 #{game.pk}: your move was skipped at {local} Asia/Shanghai by a timeout (1 of 3).")


def test_an_event_seen_twice_makes_one_entry(make_user, start_game):
    ann, bob = make_user("ann"), make_user("bob")
    game = start_game([ann, bob])
    later = timezone.now() + dt.timedelta(seconds=61)
    assert deadlines_expire(game.pk, now=later) == 1
    assert deadlines_expire(game.pk, now=later) == 0  # a redelivered task
    from boardgames.models import Move
    from notifications.events import game_advanced

    game.refresh_from_db()
    game_advanced(sender=Game, game=game, moves=list(Move.objects.filter(game=game)), started=False)
    assert kinds_of(ann).count(kinds.TIMEOUT) == 1
    assert kinds_of(bob).count(kinds.YOUR_MOVE) == 1


def test_answer_waiting_in_monopoly_deal(make_user):
    from boardgames.registry import get_engine
    from boardgames.services import action_submit, game_create, game_join

    ann, bob = make_user("ann"), make_user("bob")
    game = game_create(user=ann, game_type="monopoly-deal", players=2, options={},
                       time_control={"kind": "correspondence", "days": 1})
    game_join(game_id=game.pk, user=bob)
    game.refresh_from_db()
    engine = get_engine("monopoly-deal")
    # Ann plays her action cards (rent, debt collector, deals...) until one demands an
    # answer of bob; bob answers with the first answer offered. A fixed seed: the same
    # game each run.
    order = {"play": 0, "lay": 1, "bank": 2, "discard": 3, "end_turn": 4}
    for _ in range(80):
        game.refresh_from_db()
        if kinds.ANSWER_WAITING in kinds_of(bob) or game.status != Game.Status.ACTIVE:
            break
        prompt = engine.prompts(game.state)[0]
        actions = [a for a in engine.legal_actions(game.state, prompt.seat) if a["type"] != "resign"]
        action = min(actions, key=lambda a: order.get(a["type"], 9))
        action_submit(game_id=game.pk, user=(ann, bob)[prompt.seat], action=action, expected_version=game.version)
    answer = Notification.objects.get(user=bob, kind=kinds.ANSWER_WAITING)
    assert set(engine.prompts(game.state)[0].kinds) & {"accept", "pay", "just_say_no"}
    assert text(answer) == f"大富翁纸牌 #{game.pk}: an answer is waiting for you."
    assert kinds.ANSWER_WAITING in kinds_of(bob)


def test_preferences_off_means_no_bell_entry(make_user, start_game):
    ann, bob = make_user("ann"), make_user("bob")
    preferences_update(bob, channels={kinds.YOUR_MOVE: {"site": False}})
    game = start_game([ann, bob])
    play(game, ann, 0)
    assert unread_count(bob) == 1  # the start only
    row = Notification.objects.get(user=bob, kind=kinds.YOUR_MOVE)
    assert row.in_site is False  # kept for the browser channel, not in the bell
    preferences_update(bob, channels={kinds.YOUR_MOVE: {"site": False, "browser": False, "email": False}})
    play(game, bob, 1)
    play(game, ann, 0)
    assert Notification.objects.filter(user=bob, kind=kinds.YOUR_MOVE).count() == 1
    assert mark_read(bob) == 0 and unread_count(bob) == 0


def test_bots_get_no_entries(make_user):
    from boardgames.services import game_create

    ann = make_user("ann")
    game = game_create(user=ann, game_type="chinese-checkers", players=2, options={}, bots="random",
                       time_control={"kind": "live", "seconds": 60})
    assert Notification.objects.exclude(user=ann).count() == 0
    assert kinds.GAME_STARTED in kinds_of(ann)


def test_the_notification_hook_adds_a_few_statements_to_a_move(make_user, start_game):
    """Inside the move's transaction the hook only inserts the entry (ON CONFLICT on its
    key, no savepoint): the seats and the players' preferences come loaded by the move
    service. One statement, whatever the game's length."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from boardgames.signals import game_advanced

    ann, bob = make_user("ann"), make_user("bob")
    game = start_game([ann, bob], time_control=CORRESPONDENCE)
    play(game, ann, 0)
    play(game, bob, 1)
    with CaptureQueriesContext(connection) as with_hook:
        play(game, ann, 0)
    receivers = list(game_advanced.receivers)
    game_advanced.receivers.clear()
    game_advanced.sender_receivers_cache.clear()
    try:
        with CaptureQueriesContext(connection) as without:
            play(game, bob, 1)
    finally:
        game_advanced.receivers[:] = receivers
        game_advanced.sender_receivers_cache.clear()
    assert len(with_hook) - len(without) == 1
    assert [q["sql"].split()[:3] for q in with_hook.captured_queries if q["sql"].startswith(("INSERT", "UPDATE", "DELETE"))][-1:] == [
        ["INSERT", "INTO", '"notifications_notification"']]


def test_an_aborted_game_tells_its_players(make_user, start_game):
    """Through ``game_aborted`` where the games app sends it; called directly here."""
    from notifications.events import game_aborted

    ann, bob = make_user("ann"), make_user("bob")
    game = start_game([ann, bob], time_control=CORRESPONDENCE)
    game_aborted(sender=Game, game=game)
    game_aborted(sender=Game, game=game)  # seen twice: one entry each
    assert [k for k in kinds_of(ann) if k == kinds.GAME_ABORTED] == [kinds.GAME_ABORTED]
    note = Notification.objects.get(user=bob, kind=kinds.GAME_ABORTED)
    assert text(note) == f"QQ跳棋 #{game.pk} was aborted: no points, nothing held is lost."
