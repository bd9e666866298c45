"""The move service: one transaction, version checks, errors that change nothing,
replay reproducing the stored state, concurrent submissions applying once."""

from __future__ import annotations

import threading

import pytest
from django.db import connection

from boardgames.registry import get_engine
from boardgames.engines.chinese_checkers import position_of
from boardgames.errors import ApplicationError
from boardgames.models import Game, Move
from boardgames.services import action_submit, deadlines_expire, game_create, game_join
from tests.engine_harness import replay

FIRST_STEP = {"type": "move", "path": [[-1, -4], [-1, -3]]}


def first_legal(game: Game, seat: int) -> dict:
    engine = get_engine(game.game_type)
    return next(a for a in engine.legal_actions(game.state, seat) if a["type"] == "move")


@pytest.mark.django_db
class TestSubmit:
    def test_a_legal_move_is_applied_once_and_logged(self, make_user, start_game):
        ann, bob = make_user("ann"), make_user("bob")
        game = start_game([ann, bob])
        action = first_legal(game, 0)
        move = action_submit(game_id=game.pk, user=ann, action=action, expected_version=0)
        game.refresh_from_db()
        assert (move.seq, move.seat, game.version) == (1, 0, 1)
        assert Move.objects.filter(game=game).count() == 1
        start, end = action["path"][0], action["path"][-1]
        pieces = position_of(game.state)["pieces"]["0"]
        assert end in pieces and start not in pieces and len(pieces) == 10
        assert position_of(game.state)["to_move"] == 1
        # the prompt moved to seat 1 with a fresh deadline
        assert [d["seat"] for d in game.deadlines.values()] == [1]

    def test_stale_and_repeated_submissions_get_409_and_change_nothing(self, make_user, start_game):
        ann, bob = make_user("ann"), make_user("bob")
        game = start_game([ann, bob])
        action = first_legal(game, 0)
        action_submit(game_id=game.pk, user=ann, action=action, expected_version=0)
        game.refresh_from_db()
        before = (game.version, game.state)
        with pytest.raises(ApplicationError) as err:
            action_submit(game_id=game.pk, user=ann, action=action, expected_version=0)
        assert (err.value.status, err.value.code, err.value.extra) == (409, "stale_version", {"version": 1})
        game.refresh_from_db()
        assert (game.version, game.state) == before
        assert Move.objects.filter(game=game).count() == 1

    def test_illegal_move_is_400_with_a_message_and_changes_nothing(self, make_user, start_game):
        ann, bob = make_user("ann"), make_user("bob")
        game = start_game([ann, bob])
        with pytest.raises(ApplicationError) as err:
            action_submit(game_id=game.pk, user=ann, action={"type": "move", "path": [[0, -5], [0, 0]]},
                          expected_version=0)
        assert err.value.status == 400 and err.value.code in ("illegal_action", "invalid_action")
        assert err.value.message
        game.refresh_from_db()
        assert game.version == 0 and game.state == game.initial_state
        assert not Move.objects.filter(game=game).exists()

    @pytest.mark.parametrize("action", [{"type": "timeout"}, {"type": "fly"}, {"path": []}, {"type": "move", "path": "x"},
                                        {"type": "move", "path": [[0]]}, {"type": "move"}])
    def test_malformed_actions_are_400(self, make_user, start_game, action):
        ann, bob = make_user("ann"), make_user("bob")
        game = start_game([ann, bob])
        with pytest.raises(ApplicationError) as err:
            action_submit(game_id=game.pk, user=ann, action=action, expected_version=0)
        assert err.value.status == 400
        assert Game.objects.get(pk=game.pk).version == 0

    def test_out_of_turn_is_403_and_outsiders_are_403(self, make_user, start_game):
        ann, bob, eve = make_user("ann"), make_user("bob"), make_user("eve")
        game = start_game([ann, bob])
        with pytest.raises(ApplicationError) as err:
            action_submit(game_id=game.pk, user=bob, action=first_legal(game, 0), expected_version=0)
        assert (err.value.status, err.value.code) == (403, "not_your_turn")
        with pytest.raises(ApplicationError) as err:
            action_submit(game_id=game.pk, user=eve, action=first_legal(game, 0), expected_version=0)
        assert (err.value.status, err.value.code) == (403, "not_a_player")

    def test_a_game_not_started_or_over_refuses_moves(self, make_user, start_game):
        ann, bob = make_user("ann"), make_user("bob")
        room = game_create(user=ann, game_type="chinese-checkers", players=2, options={})
        with pytest.raises(ApplicationError) as err:
            action_submit(game_id=room.pk, user=ann, action=FIRST_STEP, expected_version=0)
        assert (err.value.status, err.value.code) == (409, "game_over")
        game = start_game([make_user("cy"), make_user("di")])
        action_submit(game_id=game.pk, user=game.seats.get(index=0).user, action={"type": "resign"},
                      expected_version=0)
        game.refresh_from_db()
        assert game.status == "finished"
        assert game.result["places"] == [2, 1]
        with pytest.raises(ApplicationError) as err:
            action_submit(game_id=game.pk, user=game.seats.get(index=1).user, action=FIRST_STEP,
                          expected_version=game.version)
        assert err.value.status == 409

    def test_replaying_the_log_reproduces_the_stored_state(self, make_user, start_game):
        users = [make_user(n) for n in ("a1", "a2", "a3")]
        game = start_game(users, jump_rule="long")
        engine = get_engine("chinese-checkers")
        for ply in range(24):
            game.refresh_from_db()
            seat = engine.prompts(game.state)[0].seat
            actions = [a for a in engine.legal_actions(game.state, seat) if a["type"] == "move"]
            action = actions[(ply * 7) % len(actions)]
            action_submit(game_id=game.pk, user=users[seat], action=action, expected_version=game.version)
        game.refresh_from_db()
        moves = [(m.seat, m.action) for m in game.moves.order_by("seq")]
        assert len(moves) == 24
        assert replay(engine, 3, game.options, game.seed, moves) == game.state


class TestJoin:
    @pytest.mark.django_db
    def test_the_game_starts_when_the_last_seat_is_taken(self, make_user):
        ann, bob, cy, di = (make_user(n) for n in ("ann", "bob", "cy", "di"))
        game = game_create(user=ann, game_type="chinese-checkers", players=4, options={"mode": "teams"})
        assert [s.team for s in game.seats.order_by("index")] == [0, 1, 0, 1]
        game_join(game_id=game.pk, user=bob, team=0)
        assert game.seats.get(index=2).user == bob
        with pytest.raises(ApplicationError) as err:
            game_join(game_id=game.pk, user=bob)
        assert err.value.code == "seat_taken"
        with pytest.raises(ApplicationError) as err:
            game_join(game_id=game.pk, user=cy, seat=2)
        assert (err.value.status, err.value.code) == (409, "seat_taken")
        game_join(game_id=game.pk, user=cy)
        assert Game.objects.get(pk=game.pk).status == "open"
        game_join(game_id=game.pk, user=di)
        game.refresh_from_db()
        assert game.status == "active" and game.started_at is not None
        assert game.state["players"] == 4

    @pytest.mark.django_db
    def test_bad_rooms_are_refused_with_messages(self, make_user):
        ann = make_user("ann")
        cases = [
            dict(game_type="chess", players=2),
            dict(game_type="chinese-checkers", players=5),
            dict(game_type="chinese-checkers", players=2, options={"jump_rule": "triple"}),
            dict(game_type="chinese-checkers", players=3, options={"mode": "teams"}),
            dict(game_type="chinese-checkers", players=2, time_control={"kind": "live", "seconds": 2}),
            dict(game_type="chinese-checkers", players=2, time_control={"kind": "correspondence", "days": 30}),
            dict(game_type="chinese-checkers", players=2, time_control={"kind": "blitz"}),
        ]
        for case in cases:
            with pytest.raises(ApplicationError) as err:
                game_create(user=ann, **case)
            assert err.value.status == 400 and err.value.message, case
        assert not Game.objects.exists()


@pytest.mark.django_db(transaction=True)
def test_concurrent_submissions_of_one_move_apply_it_once(make_user, start_game):
    ann, bob = make_user("ann"), make_user("bob")
    game = start_game([ann, bob])
    action = first_legal(game, 0)
    results: list[str] = []
    barrier = threading.Barrier(8)

    def submit():
        try:
            barrier.wait()
            action_submit(game_id=game.pk, user=ann, action=action, expected_version=0)
            results.append("ok")
        except ApplicationError as error:
            results.append(error.code)
        finally:
            connection.close()

    threads = [threading.Thread(target=submit) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(results) == ["ok"] + ["stale_version"] * 7
    assert Move.objects.filter(game=game).count() == 1
    assert Game.objects.get(pk=game.pk).version == 1


@pytest.mark.django_db
class TestDeadlines:
    def test_a_timeout_skips_the_move_and_a_second_expiry_does_nothing(self, make_user, start_game):
        import datetime as dt

        ann, bob = make_user("ann"), make_user("bob")
        game = start_game([ann, bob])
        assert deadlines_expire(game.pk) == 0
        later = game.deadline + dt.timedelta(seconds=1)
        assert deadlines_expire(game.pk, now=later) == 1
        assert deadlines_expire(game.pk, now=later) == 0
        game.refresh_from_db()
        move = game.moves.get()
        assert (move.seat, move.by_timeout, move.action["type"]) == (0, True, "timeout")
        assert [d["seat"] for d in game.deadlines.values()] == [1]
        assert game.state != game.initial_state

    def test_three_consecutive_timeouts_end_a_two_player_game(self, make_user, start_game):
        import datetime as dt

        ann, bob = make_user("ann"), make_user("bob")
        game = start_game([ann, bob])
        now = game.deadline
        for _ in range(2):
            now += dt.timedelta(seconds=61)
            assert deadlines_expire(game.pk, now=now) == 1  # ann times out
            game.refresh_from_db()
            action_submit(game_id=game.pk, user=bob, action=first_legal(game, 1), expected_version=game.version)
            game.refresh_from_db()
            now = game.deadline - dt.timedelta(seconds=60)
        now = game.deadline + dt.timedelta(seconds=1)
        assert deadlines_expire(game.pk, now=now) == 1
        game.refresh_from_db()
        assert game.status == "finished"
        assert game.result["places"] == [2, 1]
        assert game.result["seats"][0]["status"] == "left"
        assert game.seats.get(index=1).place == 1
