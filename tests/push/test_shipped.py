"""The committer's views (issue 17): after a move, the process that committed it builds
the view of each seat whose user has a socket open, and the public view, and ships them
in the group message; the hub forwards each socket its own seat's text. Checked on a
real Monopoly Deal game (the hands are private, so the seats' views differ): each socket
gets exactly its seat's shipped text, never another seat's; each push equals what
GET /api/v1/games/{id}/ answers that viewer; a socket whose view was not shipped still
gets its own view, read by the hub; the watcher set follows the sockets."""

from __future__ import annotations

import json

import pytest
from channels.db import database_sync_to_async
from channels.layers import get_channel_layer
from django.test import Client

from boardgames import fanout, watchers
from boardgames.fanout import hub
from tests.push.test_fanout import bank_a_card, three_player_deal
from tests.push.test_shipped_queries import api_view as read_api_view
from tests.push.test_websocket import connect

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]


api_view = database_sync_to_async(read_api_view)


def without_time(text: str) -> dict:
    payload = json.loads(text)["game"]
    return {k: v for k, v in payload.items() if k != "server_time"}


async def open_sockets(game, users):
    """Sockets of ann (seat 0), bob (seat 1) and a spectator (cyd, seat 2, has none),
    each past its first message."""
    sockets = {0: await connect(game.pk, users[0]), 1: await connect(game.pk, users[1]), None: await connect(game.pk)}
    for socket in sockets.values():
        await socket.receive_from(timeout=5)
    return sockets


async def test_each_socket_gets_its_seats_shipped_text_and_it_equals_the_api(make_user, monkeypatch):
    await get_channel_layer().flush()
    users, game = await three_player_deal(make_user)
    sockets = await open_sockets(game, users)
    assert await database_sync_to_async(watchers.users)(game.pk) == {users[0].pk, users[1].pk, None}

    shipped = []
    real = fanout.shipped_views
    monkeypatch.setattr(fanout, "shipped_views", lambda *a: shipped.append(real(*a)) or shipped[-1])
    before = hub().loads
    game = await bank_a_card(game, users[0])
    texts = {viewer: await socket.receive_from(timeout=5) for viewer, socket in sockets.items()}

    assert hub().loads == before  # no read of the game in the hub
    views = shipped[0]["views"]
    assert sorted(views) == ["-", "0", "1"]  # cyd has no socket: seat 2's view is not built
    assert shipped[0]["seats"] == {str(users[0].pk): 0, str(users[1].pk): 1, str(users[2].pk): 2}
    assert (texts[0], texts[1], texts[None]) == (views["0"], views["1"], views["-"])
    hands = {viewer: json.loads(text)["game"]["view"]["you"] for viewer, text in texts.items()}
    assert hands[0]["hand"] == sorted(game.state["hands"][0]) and hands[1]["hand"] == sorted(game.state["hands"][1])
    assert hands[0]["hand"] != hands[1]["hand"] and hands[None] is None
    for viewer, text in texts.items():
        payload = without_time(text)
        assert payload["version"] == 1 and payload["my_seat"] == viewer
        assert payload == await api_view(game.pk, users[viewer] if viewer is not None else None)

    for socket in sockets.values():
        assert await socket.receive_nothing(timeout=0.1)
        await socket.disconnect()
    assert await database_sync_to_async(watchers.users)(game.pk) == set()


async def test_a_view_the_committer_did_not_ship_is_read_by_the_hub(make_user, monkeypatch):
    """bob's socket opened after the committer looked at the watchers: it still gets its
    own seat's view (the hub reads the game for it), and the others get the shipped ones."""
    await get_channel_layer().flush()
    users, game = await three_player_deal(make_user)
    sockets = await open_sockets(game, users)
    real = watchers.users
    monkeypatch.setattr(watchers, "users", lambda game_id: real(game_id) - {users[1].pk})
    before = hub().loads
    game = await bank_a_card(game, users[0])
    texts = {viewer: await socket.receive_from(timeout=5) for viewer, socket in sockets.items()}
    assert hub().loads == before + 1
    assert json.loads(texts[1])["game"]["view"]["you"]["hand"] == sorted(game.state["hands"][1])
    for viewer, text in texts.items():
        assert without_time(text) == await api_view(game.pk, users[viewer] if viewer is not None else None)
    for socket in sockets.values():
        await socket.disconnect()
