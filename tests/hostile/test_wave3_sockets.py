"""Wave-3 attacks on the game socket's hub (boardgames/fanout.py, watchers.py): sockets
of games that do not exist leave nothing behind, in the hub's memory or in Redis."""

from __future__ import annotations

import pytest
from channels.layers import get_channel_layer
from channels.testing import WebsocketCommunicator

from boardgames import fanout
from boardgames.asgi import application
from boardgames.shared_redis import client as redis_client

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]

HEADERS = [(b"origin", b"http://testserver"), (b"host", b"testserver")]


async def _refused(game_id: str) -> None:
    socket = WebsocketCommunicator(application, f"/ws/games/{game_id}/", headers=HEADERS)
    connected, code = await socket.connect()
    assert (connected, code) == (False, 4404)
    await socket.disconnect()


@pytest.mark.parametrize("game_id", ["99999999999999999999999", "9223372036854775808", "0"])
async def test_a_socket_of_a_game_out_of_range_is_refused_4404(game_id):
    await get_channel_layer().flush()
    await _refused(game_id)


async def test_sockets_of_many_missing_games_leave_no_lock_and_no_watcher_key():
    """Each game id a socket named kept an asyncio.Lock in the hub for ever: a client
    walking ws/games/1..N/ grew the server's memory without bound."""
    await get_channel_layer().flush()
    ids = range(900_000_000, 900_000_200)
    for game_id in ids:
        await _refused(str(game_id))
    hub = fanout.hub()
    assert hub.games == {} and hub._membership == {}
    client = redis_client()
    if client is not None:
        assert [client.exists(f"push-viewers:{game_id}") for game_id in ids] == [0] * len(ids)


async def test_a_cheaters_push_carries_held_cards_only_to_their_holder(make_user):
    """Shipped views (the committer builds one text per watching seat, the hub forwards
    by user): a seat's held cards show only in its player's push; another seat's, a
    seatless user's and an anonymous push show each card as its deck alone."""
    from channels.db import database_sync_to_async

    from boardgames.engines.cheaters import data
    from boardgames.models import Game
    from boardgames.services import action_submit, game_create, game_join
    from tests.push.test_websocket import connect

    await get_channel_layer().flush()

    def setup():
        users = [make_user(n) for n in ("ann", "bob", "cyd", "dan")]
        game = game_create(user=users[0], game_type="cheaters-edition", players=3, options={}, rated=False,
                           time_control={"kind": "live", "seconds": 60})
        for seat, user in enumerate(users[1:3], start=1):
            game_join(game_id=game.pk, user=user, seat=seat)
        game.refresh_from_db()
        kept = [c["id"] for c in data.CHANCE_CARDS if c["keep"]][:1] + [data.CHEST_CARDS[0]["id"]]
        holder = (game.state["turn"]["seat"] + 1) % 3  # not the seat that resigns below
        game.state["seats"][holder]["cards"] = kept
        Game.objects.filter(pk=game.pk).update(state=game.state)
        return users, game, kept, holder

    users, game, kept, holder = await database_sync_to_async(setup)()
    other = (holder + 1) % 3
    sockets = {"holder": await connect(game.pk, users[holder]), "other": await connect(game.pk, users[other]),
               "dan": await connect(game.pk, users[3]), "anon": await connect(game.pk)}
    for socket in sockets.values():
        assert (await socket.receive_json_from(timeout=5))["type"] == "game"
    mover = game.state["turn"]["seat"]
    await database_sync_to_async(action_submit)(game_id=game.pk, user=users[mover], action={"type": "resign"},
                                                expected_version=game.version)
    hidden = [{"deck": data.DECK_OF[c]} for c in kept]
    for name, socket in sockets.items():
        push = (await socket.receive_json_from(timeout=5))["game"]
        assert push["version"] == game.version + 1
        held = push["view"]["seats"][holder]["cards"]
        if name == "holder":
            assert [c["id"] for c in held] == kept
        else:
            assert held == hidden, name
    for socket in sockets.values():
        await socket.disconnect()
