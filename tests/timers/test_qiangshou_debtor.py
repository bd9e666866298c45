"""强手棋's passive mortgage through the real Celery worker: a debtor who does nothing
loses exactly the land the automatic sale picks (lowest mortgage value first, ties by
board order), once.

The position is made with the engine itself: a new game whose state is edited with the
rules module's helpers (ownership, building levels, cash moved to the bank with
``rules.transfer`` so the cash balance still holds) and whose RNG is set so that the next
roll is 4+6. It is written into ``Game.state`` (and ``initial_state``) of a live game
before anyone moves; the debt then comes from a real roll through ``action_submit``.
"""

from __future__ import annotations

import datetime as dt
import time

import pytest
from django.utils import timezone

from boardgames.engines.qiangshou import ENGINE, rules
from boardgames.models import Game, Move
from boardgames.services import action_submit, game_create, game_join
from boardgames.services.timers import arm_timer, refresh_deadlines
from boardgames.tasks import expire_deadlines_task
from tests.conftest import set_deadlines, wait_for
from tests.engines.qiangshou_support import rng_for

pytestmark = [pytest.mark.celery, pytest.mark.django_db(transaction=True)]

# Ann's land: square -> building level. Mortgage values: 1 阿童木大街 90 (3 houses: sells
# for 90 + 3 x 75 = 315), 3 雷欧大街 90, 5 新干线 200, 6 唐老鸦大街 150, 11 查尔斯大街 210
# (2 houses: sells for 510).
ANN_LAND = {1: 3, 3: 0, 5: 0, 6: 0, 11: 2}
ANN_CASH = 1600
# Bob's 詹姆斯广场 (square 16) with 3 houses: rent 1650. Ann stands on 6 and rolls 4+6.
RENT_SQUARE, RENT_LEVEL, RENT = 16, 3, 1650
# Debt 1650, cash 1600: the lowest mortgage values are 1 and 3 (90 each); board order
# takes 1 first, and its 315 covers the debt. (Ties the other way round would sell 3 and
# then 1; by sale value it would sell 3 and 6.)
EXPECTED_SALE = [1]



def debtor_position() -> dict:
    """Ann (seat 0) to roll from 唐老鸦大街 onto Bob's 詹姆斯广场 with too little cash."""
    s = ENGINE.new_game(2, ENGINE.normalize_options(2, {"room": "normal"}), seed=3)
    ctx = rules.Ctx(s)
    for square, level in ANN_LAND.items():
        s["owners"][square], s["levels"][square] = 0, level
    s["owners"][RENT_SQUARE], s["levels"][RENT_SQUARE] = 1, RENT_LEVEL
    rules.transfer(ctx, 0, rules.BANK, 4500 - ANN_CASH, "purchase")
    rules.transfer(ctx, 1, rules.BANK, 1500, "purchase")
    s["seats"][0]["position"] = 6
    s["rng"] = rng_for((4, 6))
    return s


def test_a_debtor_who_waits_loses_exactly_the_automatic_sale_once(celery_worker_thread, make_user):
    ann, bob = make_user("ann"), make_user("bob")
    game = game_create(user=ann, game_type="qiangshou", players=2, options={"room": "normal"},
                       time_control={"kind": "live", "seconds": 60}, rated=False)
    game = game_join(game_id=game.pk, user=bob)
    game.refresh_from_db()
    state = debtor_position()
    game.state = game.initial_state = state
    refresh_deadlines(game, ENGINE, timezone.now())
    game.save()
    assert rules.auto_sale(state, 0, RENT) == EXPECTED_SALE

    action_submit(game_id=game.pk, user=ann, action={"type": "roll"}, expected_version=0)
    game.refresh_from_db()
    debt = game.state["debts"][0]
    assert (debt["debtor"], debt["amount"], debt["payees"]) == (0, RENT, [[1, RENT]])
    prompts = ENGINE.prompts(game.state)
    assert [(p.seat, p.kinds, p.clock, p.window_seconds) for p in prompts] == [(0, ("sell",), "window", 30)]
    # the live window: 30 s, not the 60 s move time
    window = dt.datetime.fromisoformat(game.deadlines[debt["key"]]["deadline"]) - timezone.now()
    assert dt.timedelta(seconds=25) < window <= dt.timedelta(seconds=30)
    bob_cash = game.state["seats"][1]["cash"]

    due = timezone.now() + dt.timedelta(seconds=1)
    set_deadlines(game, due)
    assert arm_timer(game.pk, due) is True
    assert arm_timer(game.pk, due) is False

    def timeouts():
        return list(Move.objects.filter(game=game, by_timeout=True).order_by("seq"))

    wait_for(timeouts, timeout=15)
    # a duplicate expiry task (and a late one) finds nothing due
    expire_deadlines_task.apply_async((game.pk,))
    expire_deadlines_task.apply_async((game.pk,), countdown=1)
    time.sleep(2.5)

    moves = timeouts()
    assert [(m.seq, m.seat, m.action) for m in moves] == [(2, 0, {"type": "timeout"})]
    events = moves[0].events
    assert [e["squares"] for e in events if e["type"] == "auto_sale"] == [EXPECTED_SALE]
    assert [(e["square"], e["value"]) for e in events if e["type"] == "sell"] == [(1, 315)]
    assert [(e["payer"], e["payee"], e["amount"]) for e in events if e["type"] == "money"] == [
        ("bank", 0, 315), (0, 1, RENT)]

    game = Game.objects.get(pk=game.pk)
    s = game.state
    assert game.version == 2 and game.status == Game.Status.ACTIVE
    assert rules.owned(s, 0) == [3, 5, 6, 11]  # everything but the sold square
    assert s["owners"][1] is None and s["levels"][1] == 0  # back to the bank, unbuilt
    assert s["levels"][11] == 2
    assert s["seats"][0]["cash"] == ANN_CASH + 315 - RENT
    assert s["seats"][1]["cash"] == bob_cash + RENT
    assert s["debts"] == [] and s["pending"]["seat"] == 1 and s["pending"]["kind"] == "roll"
    assert s["seats"][0]["timeouts"] == 1  # the automatic sale counts toward 逃跑 (RULINGS)
    # Bob's roll got a full move time
    assert game.deadline > timezone.now() + dt.timedelta(seconds=50)
