"""The move path's compiled-once queries and writes (boardgames/prepared.py, issue 17):
the same answers as the ORM with new arguments on a reused plan, revoked tokens refused
at once, a duplicate notification key that leaves the transaction usable, and no model
signal that the writes would skip."""

from __future__ import annotations

import pytest
from django.db import IntegrityError, connections, transaction
from django.db.models.signals import post_save, pre_save
from rest_framework.authtoken.models import Token

from boardgames import prepared
from boardgames.models import Game, GameEvent, Move, Seat
from boardgames.selectors import load_seats_with_facts
from boardgames.services.play import _locked
from notifications import kinds
from notifications.models import Notification, Preference
from notifications.services import notify, unread_count

pytestmark = pytest.mark.django_db

CORRESPONDENCE = {"kind": "correspondence", "days": 1}


def first_move(game: Game) -> dict:
    from boardgames.registry import get_engine

    engine = get_engine(game.game_type)
    seat = engine.prompts(game.state)[0].seat
    return seat, next(a for a in engine.legal_actions(game.state, seat) if a["type"] == "move")


def test_a_revoked_token_is_refused_on_the_next_request(make_user, start_game, api):
    ann, bob = make_user("ann"), make_user("bob")
    game = start_game([ann, bob], time_control=CORRESPONDENCE)
    client = api(ann)
    assert client.get("/api/v1/me/games/").status_code == 200
    seat, action = first_move(game)
    assert seat == 0
    Token.objects.filter(user=ann).delete()  # revoked
    answer = client.post(f"/api/v1/games/{game.pk}/moves/", {"version": 0, "action": action}, format="json")
    assert answer.status_code == 401
    assert (answer.json()["code"], answer.json()["message"]) == ("not_authenticated", "Invalid token.")
    game.refresh_from_db()
    assert game.version == 0 and not Move.objects.filter(game=game).exists()


def test_an_inactive_user_is_refused_and_a_new_token_works_at_once(make_user, api):
    ann = make_user("ann")
    client = api(ann)
    assert client.get("/api/v1/me/games/").status_code == 200
    ann.is_active = False
    ann.save(update_fields=["is_active"])
    refused = client.get("/api/v1/me/games/")
    assert refused.status_code == 401
    assert (refused.json()["code"], refused.json()["message"]) == ("not_authenticated", "User inactive or deleted.")
    ann.is_active = True
    ann.save(update_fields=["is_active"])
    Token.objects.filter(user=ann).delete()
    fresh = api(ann)  # a new key
    assert fresh.get("/api/v1/me/games/").status_code == 200
    assert client.get("/api/v1/me/games/").status_code == 401  # the old key stays revoked


def test_the_compiled_lock_and_seats_answer_for_each_game(make_user, start_game):
    ann, bob, cy = make_user("ann"), make_user("bob"), make_user("cy")
    one = start_game([ann, bob], time_control=CORRESPONDENCE)
    two = start_game([cy, ann], time_control=CORRESPONDENCE)
    GameEvent.objects.create(game=two, kind=GameEvent.Kind.MORE_TIME, user=cy, seat=0, data={})
    with transaction.atomic():
        for game, users, events in ((one, ["ann", "bob"], False), (two, ["cy", "ann"], True), (one, ["ann", "bob"], False)):
            locked = _locked(game.pk)
            assert (locked.pk, locked.version, locked.has_platform_events) == (game.pk, 0, events)
            seats = load_seats_with_facts(locked)
            assert [s.user.username for s in seats] == users
            assert [s.has_decided for s in seats] == [False, False]
            assert [s.vacation_ends for s in seats] == [None, None]
            assert list(locked.seats.all()) == seats and all(s.game is locked for s in seats)
            # the notifications app's addition: each player's preference came with the seats
            prefs = {s.user.username: s.user.notification_preference for s in seats}
            assert prefs == {u.username: Preference.objects.get(user=u) for u in (ann, bob, cy) if u.username in users}
    assert "seats_with_facts" in connections["default"].__dict__["_prepared_queries"]


def test_a_seen_key_inserts_nothing_and_the_transaction_goes_on(make_user, start_game):
    ann, bob = make_user("ann"), make_user("bob")
    game = start_game([ann, bob], time_control=CORRESPONDENCE)
    with transaction.atomic():
        first = notify(user=bob, kind=kinds.TIMEOUT, key="test:dup", game=game, payload={"count": 1})
        again = notify(user=bob, kind=kinds.TIMEOUT, key="test:dup", game=game, payload={"count": 2})
        assert first is not None and first.pk and again is None
        assert Notification.objects.filter(key="test:dup").count() == 1  # still usable
    row = Notification.objects.get(key="test:dup")
    assert (row.user_id, row.kind, row.payload, row.in_site, row.game_id) == (bob.pk, kinds.TIMEOUT, {"count": 1}, True,
                                                                             game.pk)
    # bob's unread: "game started" and this one (ann moves first: no "your move" yet)
    assert row.created_at is not None and unread_count(bob) == unread_count(bob.pk) == 2
    Notification.objects.filter(key="test:dup").update(read_at=row.created_at)
    assert unread_count(bob) == 1


def test_the_move_insert_keeps_its_unique_backstop(make_user, start_game):
    ann, bob = make_user("ann"), make_user("bob")
    game = start_game([ann, bob], time_control=CORRESPONDENCE)
    move = Move(game=game, seq=1, seat=0, user=ann, action={"type": "x"}, events=[])
    assert prepared.insert(move) and move.pk and move.created_at is not None
    with pytest.raises(IntegrityError), transaction.atomic():
        prepared.insert(Move(game=game, seq=1, seat=1, user=bob, action={"type": "y"}, events=[]))
    assert list(Move.objects.filter(game=game).values_list("seq", "seat", "action")) == [(1, 0, {"type": "x"})]


def test_the_update_inserts_its_rows_in_the_same_statement(make_user, start_game):
    """``update(..., inserting=...)``: the moves and the game's UPDATE in one statement,
    each move's primary key and ``created_at`` set; past MAX_INSERTING, one INSERT each
    first; a version already taken fails the whole statement (nothing written)."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    ann, bob = make_user("ann"), make_user("bob")
    game = start_game([ann, bob], time_control=CORRESPONDENCE)
    moves = [Move(game=game, seq=i, seat=i % 2, user=None, action={"type": f"t{i}"}, events=[])
             for i in (1, 2)]
    game.version = 2
    with CaptureQueriesContext(connection) as ctx:
        prepared.update(game, ["version"], inserting=moves)
    assert [q["sql"].split()[0] for q in ctx.captured_queries] == ["WITH"]
    assert all(m.pk and m.created_at is not None and not m._state.adding for m in moves)
    assert list(Move.objects.filter(game=game).values_list("pk", "seq", "action")) == [
        (moves[0].pk, 1, {"type": "t1"}), (moves[1].pk, 2, {"type": "t2"})]
    assert Game.objects.get(pk=game.pk).version == 2

    many = [Move(game=game, seq=i, seat=0, action={"type": "m"}, events=[])
            for i in range(3, 4 + prepared.MAX_INSERTING)]
    game.version = many[-1].seq
    with CaptureQueriesContext(connection) as ctx:
        prepared.update(game, ["version"], inserting=many)
    assert [q["sql"].split()[0] for q in ctx.captured_queries] == ["INSERT"] * len(many) + ["UPDATE"]
    assert all(m.pk for m in many) and Move.objects.filter(game=game).count() == 2 + len(many)

    taken = Move(game=game, seq=2, seat=1, action={"type": "again"}, events=[])
    game.version = 99
    with pytest.raises(IntegrityError), transaction.atomic():
        prepared.update(game, ["version"], inserting=[taken])
    assert Game.objects.get(pk=game.pk).version == many[-1].seq and taken.pk is None
    assert Move.objects.filter(game=game, action={"type": "again"}).count() == 0


def test_the_move_that_ends_a_game_is_in_the_log_when_game_finished_is_sent(make_user, start_game):
    """A move is inserted in the game's own UPDATE, after the engine's outcome; a move
    that ends the game is inserted before ``game_finished``, whose receivers read the log."""
    from boardgames.services import action_submit
    from boardgames.signals import game_finished

    ann, bob = make_user("ann"), make_user("bob")
    game = start_game([ann, bob], time_control=CORRESPONDENCE)
    seen = []

    def receiver(sender, game, **kwargs):
        seen.append(list(Move.objects.filter(game=game).values_list("seq", "action")))

    game_finished.connect(receiver)
    try:
        move = action_submit(game_id=game.pk, user=ann, action={"type": "resign"}, expected_version=0)
    finally:
        game_finished.disconnect(receiver)
    assert seen == [[(1, {"type": "resign"})]] and move.pk
    game.refresh_from_db()
    assert (game.status, game.version) == (Game.Status.FINISHED, 1)


def test_no_save_signal_is_connected_for_the_models_written_without_save():
    """prepared.insert/update send no pre_save/post_save: the move path may use them
    only while no receiver listens for these models."""
    for model in (Game, Move, Notification):
        assert not pre_save.has_listeners(model) and not post_save.has_listeners(model), model


def test_an_argument_the_sql_holds_twice_or_drops_is_refused_at_the_first_run():
    from django.db.models import Q

    twice = prepared.Prepared("test_twice", lambda n: Game.objects.filter(Q(pk=n) | Q(version=n)), n=int)
    with pytest.raises(ValueError, match="argument 'n' appears 2 times"):
        twice(n=1)
    # Where a small-int column cannot hold the sentinel (PostgreSQL's ranges), Django drops
    # the lookup, and so would the SQL: refused. Where it can (SQLite), the plan is right.
    build = lambda n: Seat.objects.filter(Q(game_id=1) | Q(index=n)).order_by("pk")  # noqa: E731
    maybe = prepared.Prepared("test_dropped", build, n=int)
    _, high = connections["default"].ops.integer_field_range("PositiveSmallIntegerField")
    if high is not None and high < 2_100_000_000:
        with pytest.raises(ValueError, match="argument 'n' appears 0 times"):
            maybe(n=1)
    else:
        assert maybe(n=1) == list(build(1))
