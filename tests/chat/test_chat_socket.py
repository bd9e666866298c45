"""Chat over the game websocket (real Redis channel layer): each message reaches exactly
the sockets that should get it (players' chat: everyone; spectators' chat: spectators
only), mutes and the chat-off switch act on open sockets, no game push is caused; and
the spectator count of the presence set."""

from __future__ import annotations

import pytest
from channels.db import database_sync_to_async
from channels.layers import get_channel_layer

from boardgames.services import game_create, game_join
from boardgames.services import presence
from boardgames.services.presence import spectator_counts
from chat import services
from tests.push.test_websocket import connect

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]


@database_sync_to_async
def setup(make_user):
    ann, bob, cy = make_user("ann"), make_user("bob"), make_user("cy")
    game = game_create(user=ann, game_type="chinese-checkers", players=2, options={})
    game_join(game_id=game.pk, user=bob)
    game.refresh_from_db()
    return ann, bob, cy, game


async def drain_first(sockets):
    for s in sockets.values():
        assert (await s.receive_json_from(timeout=5))["type"] == "game"


async def got(sockets) -> dict[str, list]:
    """What each socket received: its chat texts (waiting briefly for each)."""
    out = {}
    for name, s in sockets.items():
        texts = []
        while not await s.receive_nothing(timeout=0.5):
            msg = await s.receive_json_from(timeout=5)
            texts.append((msg["type"], msg.get("message", {}).get("text")))
        out[name] = texts
    return out


async def test_delivered_to_exactly_who_should_get_it(make_user):
    await get_channel_layer().flush()
    ann, bob, cy, game = await setup(make_user)
    sockets = {"ann": await connect(game.pk, ann), "bob": await connect(game.pk, bob),
               "cy": await connect(game.pk, cy), "guest": await connect(game.pk)}
    await drain_first(sockets)
    post = database_sync_to_async(services.message_post)

    await post(game_id=game.pk, user=ann, text="<script>alert(1)</script>")
    assert await got(sockets) == {n: [("chat", "<script>alert(1)</script>")] for n in sockets}

    await post(game_id=game.pk, user=cy, text="spectators only")
    assert await got(sockets) == {"ann": [], "bob": [], "cy": [("chat", "spectators only")],
                                  "guest": [("chat", "spectators only")]}

    await database_sync_to_async(services.mute_set)(user=bob, username="ann", muted=True)
    settings_push = await got({"bob": sockets["bob"]})
    assert settings_push == {"bob": [("chat_settings", None)]}
    await post(game_id=game.pk, user=ann, text="bob muted me")
    assert await got(sockets) == {"ann": [("chat", "bob muted me")], "bob": [],
                                  "cy": [("chat", "bob muted me")], "guest": [("chat", "bob muted me")]}

    await database_sync_to_async(services.preference_set)(user=cy, chat_off=True)
    assert await got({"cy": sockets["cy"]}) == {"cy": [("chat_settings", None)]}
    await post(game_id=game.pk, user=bob, text="after chat off")
    assert await got(sockets) == {"ann": [("chat", "after chat off")], "bob": [("chat", "after chat off")],
                                  "cy": [], "guest": [("chat", "after chat off")]}
    for s in sockets.values():
        await s.disconnect()


async def test_spectator_count_follows_open_sockets(make_user):
    await get_channel_layer().flush()
    ann, bob, cy, game = await setup(make_user)
    client = presence._redis()
    await database_sync_to_async(client.delete)(f"presence:{game.pk}")  # an earlier run's game of this id
    counts = database_sync_to_async(spectator_counts)
    player = await connect(game.pk, ann)
    watcher = await connect(game.pk, cy)
    guest = await connect(game.pk)
    for s in (player, watcher, guest):
        await s.receive_json_from(timeout=5)
    assert await counts([game.pk]) == {game.pk: 2}
    await guest.disconnect()
    assert await counts([game.pk]) == {game.pk: 1}
    await watcher.disconnect()
    await player.disconnect()
    assert await counts([game.pk]) == {game.pk: 0}
