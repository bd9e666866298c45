"""One push, many connections (issue 17): a server process is one member of a game's
group (its hub) however many of its sockets watch the game; after a move the committer
ships one text per distinct seat with open sockets and the hub only forwards them
(other changes: the hub reads the game once), and each connection still gets exactly
its own seat's view (Monopoly Deal: only its own hand; spectators: no hand)."""

from __future__ import annotations

import asyncio

import pytest
from channels.db import database_sync_to_async
from channels.layers import get_channel_layer

from boardgames.fanout import hub
from boardgames.models import Game
from boardgames.registry import get_engine
from boardgames.services import action_submit, game_create, game_join
from boardgames.services.push import group_name, group_send
from tests.push.test_websocket import connect

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]


@database_sync_to_async
def three_player_deal(make_user):
    users = [make_user(name) for name in ("ann", "bob", "cyd")]
    game = game_create(user=users[0], game_type="monopoly-deal", players=3, options={}, rated=False,
                       time_control={"kind": "live", "seconds": 60})
    for seat, user in enumerate(users[1:], start=1):
        game_join(game_id=game.pk, user=user, seat=seat)
    game.refresh_from_db()
    return users, game


@database_sync_to_async
def bank_a_card(game: Game, user) -> Game:
    """Seat 0 banks the first bankable card of its legal actions."""
    engine = get_engine("monopoly-deal")
    action = next(a for a in engine.legal_actions(game.state, 0) if a["type"] in ("bank", "end_turn"))
    action_submit(game_id=game.pk, user=user, action=action, expected_version=game.version)
    return Game.objects.get(pk=game.pk)


async def test_a_move_is_read_by_no_hub_and_each_seat_gets_its_own_view(make_user):
    await get_channel_layer().flush()
    users, game = await three_player_deal(make_user)
    viewers = [0, 0, 0, 1, 1, 2, None, None, None, None]  # seat of each connection
    sockets = [await connect(game.pk, users[v] if v is not None else None) for v in viewers]
    for socket in sockets:
        assert (await socket.receive_json_from(timeout=5))["game"]["version"] == 0
    layer = get_channel_layer()
    members = await layer.connection(0).zrange(layer._group_key(group_name(game.pk)), 0, -1)
    assert [m.decode() for m in members] == [hub().channel]  # ten connections, one group member
    before = hub().loads
    hub().timings = []
    game = await bank_a_card(game, users[0])
    payloads = [(await socket.receive_json_from(timeout=5))["game"] for socket in sockets]
    assert hub().loads - before == 0  # the committer shipped the views: no read here
    # ten connections, four views (three seats + public), all shipped
    assert [(t["sockets"], t["views"], t["shipped"]) for t in hub().timings] == [(10, 4, 10)]
    for viewer, payload in zip(viewers, payloads):
        assert payload["version"] == 1 and payload["my_seat"] == viewer
        you = payload["view"]["you"]
        if viewer is None:
            assert you is None and payload["legal_actions"] == [] and payload["invite_code"] is None
        else:
            assert you["hand"] == sorted(game.state["hands"][viewer])
    # the seats' hands differ, so a payload handed to the wrong seat would show here
    assert len({tuple(p["view"]["you"]["hand"]) for p, v in zip(payloads, viewers) if v is not None}) == 3
    assert payloads[6] == payloads[7] and payloads[0] == payloads[1]
    hub().timings = None
    for socket in sockets:
        assert await socket.receive_nothing(timeout=0.1)
        await socket.disconnect()
    assert await layer.connection(0).zrange(layer._group_key(group_name(game.pk)), 0, -1) == []
    assert hub().games == {}


async def test_news_of_the_game_reaches_every_socket_through_the_hub(make_user):
    """A ``game.relay`` (e.g. a rematch offer) sent to the game's group reaches each socket once."""
    await get_channel_layer().flush()
    users, game = await three_player_deal(make_user)
    sockets = [await connect(game.pk, users[0]), await connect(game.pk), await connect(game.pk)]
    for socket in sockets:
        await socket.receive_json_from(timeout=5)
    news = {"type": "rematch", "rematch": {"state": "offered"}}
    await database_sync_to_async(group_send)(group_name(game.pk), {"type": "game.relay", "payload": news})
    for socket in sockets:
        assert await socket.receive_json_from(timeout=5) == news
        assert await socket.receive_nothing(timeout=0.1)
        await socket.disconnect()


async def test_a_join_that_keeps_the_version_is_a_new_push(make_user):
    """Joining an open room keeps version 0; the second push must not reuse the first."""
    await get_channel_layer().flush()
    ann, bob, cyd = [await database_sync_to_async(make_user)(n) for n in ("ann", "bob", "cyd")]
    game = await database_sync_to_async(game_create)(
        user=ann, game_type="monopoly-deal", players=3, options={}, rated=False,
        time_control={"kind": "live", "seconds": 60})
    socket = await connect(game.pk)
    assert [s["user"] for s in (await socket.receive_json_from(timeout=5))["game"]["seats"]] == ["ann", None, None]
    await database_sync_to_async(game_join)(game_id=game.pk, user=bob, seat=1)
    assert [s["user"] for s in (await socket.receive_json_from(timeout=5))["game"]["seats"]] == ["ann", "bob", None]
    await database_sync_to_async(game_join)(game_id=game.pk, user=cyd, seat=2)
    started = (await socket.receive_json_from(timeout=5))["game"]
    assert started["status"] == "active" and [s["user"] for s in started["seats"]] == ["ann", "bob", "cyd"]
    await socket.disconnect()


async def test_a_move_committed_while_a_socket_connects_reaches_it(make_user, monkeypatch):
    """The socket joined its game's hub, read version 0, and a move committed before its
    first message went out: the hub's push finds it still connecting, so the socket
    sends version 0 and then fetches and sends version 1 itself."""
    from boardgames.consumers import GameConsumer
    from tests.push.test_websocket import setup_game

    await get_channel_layer().flush()
    ann, bob, game = await setup_game(make_user)
    action = next(a for a in get_engine("chinese-checkers").legal_actions(game.state, 0) if a["type"] == "move")
    read = database_sync_to_async(GameConsumer.__dict__["_payload"].func)
    moved = []

    async def read_then_move(consumer):
        payload = await read(consumer)
        if not moved:
            moved.append(await database_sync_to_async(action_submit)(
                game_id=game.pk, user=ann, action=action, expected_version=0))
            await asyncio.sleep(0.5)  # the push reaches the hub before the first message
        return payload

    monkeypatch.setattr(GameConsumer, "_payload", read_then_move)
    socket = await connect(game.pk, bob)
    first, second = [(await socket.receive_json_from(timeout=5))["game"] for _ in range(2)]
    assert (first["version"], second["version"]) == (0, 1)
    assert second["my_seat"] == 1 and second["last_move"]["action"] == action
    assert await socket.receive_nothing(timeout=0.3)
    await socket.disconnect()
