"""Monopoly Deal over the game websocket (real Redis channel layer): every connected viewer
(three seats and an anonymous spectator) gets its own push after every committed move and
after a timeout sweep, and each push holds only that viewer's hand: no card of another
hand, none of the draw pile (checked field by field with the REST test's checker)."""

from __future__ import annotations

import datetime as dt
import random

import pytest
from channels.db import database_sync_to_async
from channels.layers import get_channel_layer

from boardgames.models import Game, Move
from boardgames.services import action_submit, deadlines_expire, game_create, game_join
from tests.api.test_monopoly_deal_hidden import (
    ENGINE, TIMEOUT_EVERY, assert_payload_hidden, choose, pick_seed,
)
from tests.push.test_websocket import connect

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]

STEPS = 45  # the first steps of the REST test's playout (one timeout sweep at TIMEOUT_EVERY)


@database_sync_to_async
def setup_game(make_user, seed):
    users = [make_user(name) for name in ("ann", "bob", "cyd")]
    game = game_create(user=users[0], game_type="monopoly-deal", players=3, options={}, rated=False,
                       time_control={"kind": "live", "seconds": 60})
    Game.objects.filter(pk=game.pk).update(seed=seed)
    for seat, user in enumerate(users[1:], start=1):
        game_join(game_id=game.pk, user=user, seat=seat)
    game.refresh_from_db()
    return users, game


@database_sync_to_async
def last_move(game: Game) -> Move | None:
    return Move.objects.filter(game=game, seq=game.version).first() if game.version else None


@database_sync_to_async
def reload(game_id: int) -> Game:
    return Game.objects.get(pk=game_id)


async def check_pushes(sockets: dict, game: Game, counts: dict) -> None:
    """One push per viewer, at the game's version, with only that viewer's cards."""
    move = await last_move(game)
    for viewer, socket in sockets.items():
        message = await socket.receive_json_from(timeout=5)
        assert message["type"] == "game"
        payload = message["game"]
        assert payload["version"] == game.version and payload["my_seat"] == viewer
        assert_payload_hidden(message, game.state, viewer, f"push v{game.version} to {viewer}", move)
        you = payload["view"]["you"]
        if viewer is None:
            assert you is None and payload["legal_actions"] == []
        else:
            assert you["hand"] == sorted(game.state["hands"][viewer])
            counts["own_cards"] += len(you["hand"])
        counts["pushes"] += 1


async def test_each_viewer_is_pushed_only_its_own_hand(make_user):
    await get_channel_layer().flush()
    seed = pick_seed()
    users, game = await setup_game(make_user, seed)
    sockets = {i: await connect(game.pk, u) for i, u in enumerate(users)}
    sockets[None] = await connect(game.pk)
    counts = {"pushes": 0, "own_cards": 0, "timeouts": 0}
    await check_pushes(sockets, game, counts)

    rng = random.Random(seed)
    for step in range(1, STEPS + 1):
        if game.status != Game.Status.ACTIVE:
            break
        if step % TIMEOUT_EVERY == 0:
            later = game.deadline + dt.timedelta(hours=1)
            counts["timeouts"] += await database_sync_to_async(deadlines_expire)(game.pk, now=later, wait=True)
        else:
            seat, action = choose(ENGINE, game.state, rng)
            await database_sync_to_async(action_submit)(
                game_id=game.pk, user=users[seat], action=action, expected_version=game.version)
        game = await reload(game.pk)
        await check_pushes(sockets, game, counts)

    assert game.version >= STEPS and counts["timeouts"] >= 1
    assert counts["pushes"] == 4 * (STEPS + 1) and counts["own_cards"] > 0
    for socket in sockets.values():
        assert await socket.receive_nothing(timeout=0.2)
        await socket.disconnect()
