"""The push envelope: a push carries the new move's log entry as its viewer may see it;
the submitting page is not pushed the version its POST answer carries."""

from __future__ import annotations

import pytest
from channels.db import database_sync_to_async
from channels.layers import get_channel_layer

from boardgames import selectors
from boardgames.models import Move
from boardgames.registry import get_engine
from boardgames.services import action_submit

from .test_websocket import connect, setup_game

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]


def _first_move(game):
    engine = get_engine("chinese-checkers")
    return next(a for a in engine.legal_actions(game.state, 0) if a["type"] == "move")


@database_sync_to_async
def _log_entry(game_id: int, seat: int | None) -> dict:
    move = Move.objects.get(game_id=game_id, seq=1)
    return selectors.move_entry(get_engine("chinese-checkers"), move, seat)


async def test_a_push_carries_the_new_moves_log_entry(make_user):
    await get_channel_layer().flush()
    ann, bob, game = await setup_game(make_user)
    sockets = {"bob": await connect(game.pk, bob), "guest": await connect(game.pk)}
    first = {name: await s.receive_json_from(timeout=5) for name, s in sockets.items()}
    assert [m["game"]["last_move"] for m in first.values()] == [None, None]
    action = _first_move(game)
    await database_sync_to_async(action_submit)(game_id=game.pk, user=ann, action=action, expected_version=0)
    pushed = {name: (await s.receive_json_from(timeout=5))["game"]["last_move"] for name, s in sockets.items()}
    assert pushed == {"bob": await _log_entry(game.pk, 1), "guest": await _log_entry(game.pk, None)}
    assert pushed["bob"]["seq"] == 1 and pushed["bob"]["seat"] == 0 and pushed["bob"]["action"] == action
    for s in sockets.values():
        await s.disconnect()


async def test_the_submitting_connection_is_not_pushed_its_own_version(make_user):
    await get_channel_layer().flush()
    ann, bob, game = await setup_game(make_user)
    mine, other_tab, bobs = await connect(game.pk, ann), await connect(game.pk, ann), await connect(game.pk, bob)
    hello = await mine.receive_json_from(timeout=5)
    for s in (other_tab, bobs):
        assert "connection" in await s.receive_json_from(timeout=5)
    token = hello["connection"]
    assert isinstance(token, str) and len(token) >= 16
    await database_sync_to_async(action_submit)(game_id=game.pk, user=ann, action=_first_move(game),
                                                expected_version=0, connection=token)
    assert (await other_tab.receive_json_from(timeout=5))["game"]["version"] == 1
    assert (await bobs.receive_json_from(timeout=5))["game"]["version"] == 1
    assert await mine.receive_nothing(timeout=0.5)
    await mine.send_json_to({"type": "resync"})  # it can still ask
    assert (await mine.receive_json_from(timeout=5))["game"]["version"] == 1
    for s in (mine, other_tab, bobs):
        await s.disconnect()
