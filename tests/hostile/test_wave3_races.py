"""Wave-3 races on the rewritten move path (issue 17: the lock query and the inserts run
from compiled SQL, boardgames/prepared.py): identical submissions at once apply once,
and a finished game takes no move."""

from __future__ import annotations

import pytest

from boardgames.models import Game, Move
from notifications.models import Notification
from tests.hostile.test_wave2_races import _at_once

pytestmark = pytest.mark.django_db(transaction=True)


def test_three_identical_posts_at_once_apply_once(make_user, start_game, api):
    ann, bob, cy = make_user("ann"), make_user("bob"), make_user("cy")
    game = start_game([ann, bob, cy])
    notes = Notification.objects.count()

    def post():
        return api(ann).post(f"/api/v1/games/{game.pk}/moves/", {"version": 0, "action": {"type": "resign"}},
                             format="json")

    answers = _at_once([post, post, post])
    assert sorted(r.status_code for r in answers) == [201, 409, 409]
    for refused in (r for r in answers if r.status_code == 409):
        assert refused.json() == {"code": "stale_version", "extra": {"version": 1},
                                  "message": "The game is at version 1, not 0: reload it and decide again."}
    assert list(Move.objects.filter(game=game).values_list("seq", "seat")) == [(1, 0)]
    assert Game.objects.get(pk=game.pk).version == 1
    keys = list(Notification.objects.order_by("id").values_list("key", flat=True)[notes:])
    assert keys == [f"prompt:{game.pk}:move-1"]  # bob's turn, told once


def test_a_move_in_a_finished_game_is_a_409_and_writes_nothing(make_user, start_game, api):
    ann, bob = make_user("ann"), make_user("bob")
    game = start_game([ann, bob])
    assert api(ann).post(f"/api/v1/games/{game.pk}/moves/", {"version": 0, "action": {"type": "resign"}},
                         format="json").status_code == 201
    moves, notes = list(Move.objects.filter(game=game).values_list("seq", flat=True)), Notification.objects.count()
    response = api(bob).post(f"/api/v1/games/{game.pk}/moves/", {"version": 1, "action": {"type": "resign"}},
                             format="json")
    assert response.status_code == 409
    assert response.json() == {"code": "game_over", "message": "The game is over.",
                               "extra": {"version": 1, "status": "finished"}}
    assert list(Move.objects.filter(game=game).values_list("seq", flat=True)) == moves == [1]
    assert Notification.objects.count() == notes
    assert Game.objects.get(pk=game.pk).version == 1
