"""A move of a game nobody has a socket of sends no push (issue 17, sixth pass), and why
that loses nothing: the hub records a socket's watcher before the socket reads the game,
and refuses the socket when it cannot record it; the committer reads the watchers after
its commit. So a socket the committer did not see reads the committed game itself."""

from __future__ import annotations

import asyncio

import pytest

from boardgames import fanout, watchers
from boardgames.consumers import GameConsumer
from boardgames.registry import get_engine
from boardgames.services import push
from tests.push.test_hub import Layer, Socket

ENGINE = get_engine("chinese-checkers")


def game_sends(monkeypatch) -> list[dict]:
    sent = []
    monkeypatch.setattr(push, "group_send", lambda group, message: sent.append((group, message)))
    return sent


@pytest.mark.django_db
@pytest.mark.parametrize("watching", [False, True])
def test_a_move_pushes_only_when_some_socket_of_the_game_is_open(make_user, start_game, api, monkeypatch,
                                                                  django_capture_on_commit_callbacks, watching):
    ann, bob = make_user("ann"), make_user("bob")
    game = start_game([ann, bob], time_control={"kind": "correspondence", "days": 1})
    seat = ENGINE.prompts(game.state)[0].seat
    action = next(a for a in ENGINE.legal_actions(game.state, seat) if a["type"] == "move")
    other = [ann, bob][1 - seat]
    if watching:
        watchers.add([(game.pk, other.pk)], "hub-of-test")
    sent = game_sends(monkeypatch)
    try:
        with django_capture_on_commit_callbacks(execute=True):
            answer = api([ann, bob][seat]).post(f"/api/v1/games/{game.pk}/moves/",
                                                {"version": 0, "action": action}, format="json")
    finally:
        watchers.remove(game.pk, other.pk, "hub-of-test")
    assert answer.status_code == 201, answer.content
    pushed = [message for group, message in sent if group == f"game-{game.pk}"]
    if not watching:
        assert pushed == []
        return
    assert [(m["version"], sorted(m["views"]), m["seats"]) for m in pushed] == [
        (1, [str(1 - seat)], {str(ann.pk): 0, str(bob.pk): 1})]


def test_a_push_without_the_game_in_hand_is_sent_as_before(monkeypatch):
    """Lobby changes, vacations, the sweep's retries: no views, no watcher read, a send."""
    sent = game_sends(monkeypatch)
    monkeypatch.setattr(watchers, "users", lambda game_id: pytest.fail("no watcher read"))
    push.broadcast_version(41, 3)
    assert [(group, m["version"]) for group, m in sent] == [("game-41", 3)]


def test_a_push_is_sent_when_the_watchers_cannot_be_read(make_user, start_game, monkeypatch):
    game = start_game([make_user("ann"), make_user("bob")])
    sent = game_sends(monkeypatch)
    monkeypatch.setattr(watchers, "users", lambda game_id: None)  # Redis unreadable: the hubs build
    push.broadcast_version(game.pk, game.version, game=game)
    assert [(group, m["version"], "views" in m) for group, m in sent] == [(f"game-{game.pk}", 0, False)]


@pytest.mark.asyncio
async def test_the_hub_records_the_watcher_after_joining_the_group(monkeypatch):
    layer, order = Layer(), []
    add = layer.group_add

    async def group_add(group, channel):
        order.append(("group_add", group))
        await add(group, channel)

    def record(entries, hub):
        order.append(("watcher", list(entries)))
        return True

    layer.group_add = group_add
    monkeypatch.setattr(watchers, "add", record)
    await fanout.Hub(layer).join(Socket(game_id=7, user=3))
    assert order == [("group_add", "game-7"), ("watcher", [(7, 3)])]


@pytest.mark.asyncio
async def test_a_socket_whose_watcher_cannot_be_recorded_is_refused_and_leaves_nothing(monkeypatch):
    monkeypatch.setattr(watchers, "add", lambda entries, hub: False)
    hub = fanout.Hub(Layer())
    with pytest.raises(ConnectionError, match="push viewers of game 7 not recorded"):
        await hub.join(Socket(game_id=7, user=3))
    assert hub.games == {} and hub.layer.groups == {"game-7": set()}


@pytest.mark.asyncio
async def test_a_socket_of_a_user_already_recorded_in_this_hub_needs_no_new_record(monkeypatch):
    hub, calls = fanout.Hub(Layer()), []
    monkeypatch.setattr(watchers, "add", lambda entries, hub_: calls.append(list(entries)) or True)
    await hub.join(Socket(game_id=7, user=3, connection="tab 1"))
    monkeypatch.setattr(watchers, "add", lambda entries, hub_: False)  # Redis down from now on
    await hub.join(Socket(game_id=7, user=3, connection="tab 2"))  # the user's member is there
    assert calls == [[(7, 3)]] and len(hub.games[7]) == 2


@pytest.mark.asyncio
async def test_a_failed_renewal_is_retried_within_seconds(monkeypatch):
    results, slept = [False, True], []

    async def sleep(seconds):
        slept.append(seconds)
        if len(slept) > 3:
            raise asyncio.CancelledError

    monkeypatch.setattr(fanout.asyncio, "sleep", sleep)
    monkeypatch.setattr(watchers, "add", lambda entries, hub: results.pop(0) if results else True)
    hub = fanout.Hub(Layer())
    hub.games = {7: {Socket(game_id=7, user=3): None}}
    with pytest.raises(asyncio.CancelledError):
        await hub._renew()
    assert slept == [watchers.RENEW_SECONDS, fanout.RENEW_RETRY_SECONDS, watchers.RENEW_SECONDS,
                     watchers.RENEW_SECONDS]


@pytest.mark.asyncio
async def test_a_game_socket_joins_the_hub_before_it_reads_the_game(monkeypatch):
    order = []

    class RecordingHub:
        async def join(self, member):
            order.append("join")

        async def leave(self, member):
            order.append("leave")

    async def payload(self):
        order.append("read")
        return None  # no such game: the socket closes

    async def close(self, code=None):
        order.append(("close", code))

    monkeypatch.setattr("boardgames.consumers.hub", lambda: RecordingHub())
    monkeypatch.setattr(GameConsumer, "_payload", payload)
    monkeypatch.setattr(GameConsumer, "close", close)
    consumer = GameConsumer()
    consumer.scope = {"url_route": {"kwargs": {"game_id": "7"}}}
    await consumer.connect()
    assert order[:2] == ["join", "read"]
