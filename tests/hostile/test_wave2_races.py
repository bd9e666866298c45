"""Wave-2 races: two players answering (or proposing) a rematch at the same moment get
exactly one offer and one new game (the finished game's row lock serializes them)."""

from __future__ import annotations

import threading

import pytest
from django.db import connection

from boardgames.models import Game
from boardgames.services import action_submit
from rematch.models import RematchAnswer, RematchOffer
from rematch.services import rematch_answer, rematch_propose

pytestmark = pytest.mark.django_db(transaction=True)


def _at_once(calls) -> list:
    """Run each call in its own thread, released together; returns results/exceptions."""
    gate, out = threading.Barrier(len(calls)), [None] * len(calls)

    def run(i, call):
        try:
            gate.wait()
            out[i] = call()
        except Exception as error:  # noqa: BLE001 - the test inspects it
            out[i] = error
        finally:
            connection.close()

    threads = [threading.Thread(target=run, args=(i, c)) for i, c in enumerate(calls)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return out


@pytest.fixture
def finished(make_user, start_game):
    ann, bob, cy = make_user("ann"), make_user("bob"), make_user("cy")
    game = start_game([ann, bob, cy])
    for user in (ann, bob):
        action_submit(game_id=game.pk, user=user, action={"type": "resign"}, expected_version=game.version)
        game.refresh_from_db()
    assert game.status == Game.Status.FINISHED
    return game, ann, bob, cy


def test_two_proposals_at_once_make_one_offer(finished):
    game, ann, bob, cy = finished
    results = _at_once([lambda: rematch_propose(game_id=game.pk, user=ann),
                        lambda: rematch_propose(game_id=game.pk, user=bob)])
    assert sorted(type(r).__name__ for r in results) == ["ApplicationError", "RematchOffer"]
    assert next(r for r in results if not isinstance(r, RematchOffer)).code == "rematch_exists"
    assert RematchOffer.objects.filter(game=game).count() == 1


def test_the_last_two_accepts_at_once_start_exactly_one_rematch(finished):
    game, ann, bob, cy = finished
    rematch_propose(game_id=game.pk, user=ann)
    results = _at_once([lambda: rematch_answer(game_id=game.pk, user=bob, accept=True),
                        lambda: rematch_answer(game_id=game.pk, user=cy, accept=True)])
    assert all(isinstance(r, RematchOffer) for r in results), results
    offer = RematchOffer.objects.get(game=game)
    assert offer.status == RematchOffer.Status.STARTED and offer.new_game_id is not None
    assert RematchAnswer.objects.filter(offer=offer, accepted=True).count() == 3
    assert Game.objects.filter(game_type=game.game_type).exclude(pk=game.pk).count() == 1
