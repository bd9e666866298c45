"""The hub's decisions without a server (boardgames/fanout.py): which sockets a push goes
to, what a socket still connecting is told, the order of one socket's sends, and what a
lost channel layer does to the process's sockets."""

from __future__ import annotations

import asyncio
import logging

import pytest

from boardgames import fanout
from boardgames.consumers import CLOSE_TRY_AGAIN, _last_layer_log

pytestmark = pytest.mark.asyncio


async def until(condition, timeout=5.0):
    """Wait until ``condition()`` holds (the hub's sends run as tasks); fail after ``timeout`` s."""
    for _ in range(int(timeout / 0.01)):
        if condition():
            return
        await asyncio.sleep(0.01)
    pytest.fail("condition not met in time")


class Socket:
    """A stand-in for ``GameConsumer`` with what the hub reads and calls."""

    def __init__(self, game_id=7, user=None, ready=True, last_sent=0, connection="tab"):
        self.game_id, self.user, self.ready, self.last_sent = game_id, user, ready, last_sent
        self.connection, self.missed, self.send_lock = connection, -1, asyncio.Lock()
        self.outbox = fanout.Outbox()
        self.sent: list[str] = []
        self.events: list[dict] = []
        self.closed: int | None = None

    def user_key(self):
        return self.user

    async def push_text(self, text):
        await asyncio.sleep(0.01 if text == "slow" else 0)
        self.sent.append(text)

    async def dispatch(self, message):
        self.events.append(message)

    async def close(self, code):
        self.closed = code


class Layer:
    """A channel layer that records group changes and serves ``messages`` to ``receive``
    (then ``error``, or waits forever)."""

    def __init__(self, messages=(), error=None):
        self.messages, self.error, self.groups = list(messages), error, {}

    async def new_channel(self):
        return "specific.hub!1"

    async def group_add(self, group, channel):
        self.groups.setdefault(group, set()).add(channel)

    async def group_discard(self, group, channel):
        self.groups.get(group, set()).discard(channel)

    async def receive(self, channel):
        if self.messages:
            return self.messages.pop(0)
        if self.error:
            raise self.error
        await asyncio.Event().wait()


async def test_a_push_skips_stale_and_own_sockets_and_marks_connecting_ones(monkeypatch):
    built = []

    def texts(game_id, users):
        built.append((game_id, users))
        return 5, {user: f"view of {user}" for user in users}

    monkeypatch.setattr(fanout, "_seat_texts_kept", texts)
    stale, own, connecting = Socket(last_sent=6), Socket(connection="mine"), Socket(ready=False)
    ann, guest = Socket(user=1), Socket()
    hub = fanout.Hub(Layer())
    await hub._changed(7, [stale, own, connecting, ann, guest], {"version": 5, "skip": "mine"})
    await until(lambda: ann.sent and guest.sent)
    await asyncio.sleep(0.05)  # and nothing else
    assert built == [(7, {1, None})]  # one read for the two sockets that need it
    assert (ann.sent, guest.sent, stale.sent, own.sent, connecting.sent) == (
        ["view of 1"], ["view of None"], [], [], [])
    assert (own.last_sent, connecting.missed, ann.last_sent) == (5, 5, 5)


async def test_nothing_is_read_when_no_socket_needs_the_push(monkeypatch):
    monkeypatch.setattr(fanout, "_seat_texts_kept", lambda *a: pytest.fail("read the game"))
    hub = fanout.Hub(Layer())
    await hub._changed(7, [Socket(last_sent=9), Socket(ready=False)], {"version": 5})
    assert hub.loads == 0


async def test_one_sockets_sends_keep_the_order_of_the_pushes():
    socket = Socket()
    fanout._send_in_order(socket, lambda: socket.push_text("slow"))
    fanout._send_in_order(socket, lambda: socket.push_text("fast"))
    await until(lambda: len(socket.sent) == 2)
    assert socket.sent == ["slow", "fast"]


async def test_other_events_reach_the_ready_sockets_of_their_game_only():
    relay = {"type": "game.relay", "game": 7, "payload": {"type": "rematch"}}
    ready, connecting, elsewhere = Socket(), Socket(ready=False), Socket(game_id=8)
    hub = fanout.Hub(Layer([relay]))
    for socket in (ready, connecting, elsewhere):
        await hub.join(socket)
    await until(lambda: ready.events)
    await asyncio.sleep(0.05)  # and nothing else
    assert (ready.events, connecting.events, elsewhere.events) == ([relay], [], [])
    assert hub.layer.groups == {"game-7": {"specific.hub!1"}, "game-8": {"specific.hub!1"}}
    for socket in (ready, connecting, elsewhere):
        await hub.leave(socket)
    assert hub.games == {} and hub.layer.groups == {"game-7": set(), "game-8": set()}


async def test_a_lost_layer_closes_every_socket_of_the_process_with_one_line(caplog):
    _last_layer_log[0] = float("-inf")
    sockets = [Socket(), Socket(), Socket(game_id=8)]
    hub = fanout.Hub(Layer(error=ConnectionError("Redis went away")))
    with caplog.at_level(logging.DEBUG, logger="boardgames.consumers"):
        for socket in sockets:
            await hub.join(socket)
        await until(lambda: all(s.closed for s in sockets))
    assert [s.closed for s in sockets] == [CLOSE_TRY_AGAIN] * 3
    assert [r.levelname for r in caplog.records if "unreachable" in r.getMessage()] == ["ERROR"]
    assert hub.games == {}


class SlowDiscardLayer(Layer):
    """A layer whose ``group_discard`` takes a while to reach the server (a busy Redis)."""

    async def group_discard(self, group, channel):
        await asyncio.sleep(0.05)
        await super().group_discard(group, channel)


async def test_a_socket_that_joins_while_the_last_one_leaves_keeps_the_hub_in_the_group():
    """A connect/disconnect storm: the last socket of a game leaves, and another socket of
    that game joins before the layer has taken the hub out of the group. The hub must stay
    in the group, or the new socket never gets a push."""
    hub = fanout.Hub(SlowDiscardLayer())
    first, second = Socket(), Socket()
    await hub.join(first)
    leaving = asyncio.ensure_future(hub.leave(first))
    await asyncio.sleep(0.01)  # the leave is on its way to the layer
    await hub.join(second)
    await leaving
    assert hub.layer.groups == {"game-7": {"specific.hub!1"}}
    assert list(hub.games[7]) == [second]
    await hub.leave(second)
    assert hub.games == {} and hub.layer.groups == {"game-7": set()}


class Stalled(Socket):
    """A socket whose client reads nothing until ``release`` is set (its sends block)."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.release = asyncio.Event()

    async def push_text(self, text):
        await self.release.wait()
        self.sent.append(text)


SHIPPED = {"version": 5, "views": {"0": "seat 0 of v5", "1": "seat 1 of v5", "-": "public v5"},
           "seats": {"1": 0, "2": 1}}


async def test_shipped_views_are_forwarded_each_to_its_seats_sockets_without_a_read(monkeypatch):
    monkeypatch.setattr(fanout, "_seat_texts_kept", lambda *a: pytest.fail("read the game"))
    ann, ann2, bob, guest, unseated = Socket(user=1), Socket(user=1), Socket(user=2), Socket(), Socket(user=3)
    hub = fanout.Hub(Layer())
    hub.timings = []
    await hub._changed(7, [ann, ann2, bob, guest, unseated], dict(SHIPPED))
    await until(lambda: all(s.sent for s in (ann, ann2, bob, guest, unseated)))
    await asyncio.sleep(0.05)  # and nothing else
    assert (ann.sent, ann2.sent, bob.sent, guest.sent, unseated.sent) == (
        ["seat 0 of v5"], ["seat 0 of v5"], ["seat 1 of v5"], ["public v5"], ["public v5"])
    assert hub.loads == 0 and [(t["sockets"], t["shipped"], t["build_ms"] < 50) for t in hub.timings] == [
        (5, 5, True)]


async def test_a_view_the_message_lacks_is_read_for_its_sockets_only(monkeypatch):
    built = []

    def texts(game_id, users):
        built.append(users)
        return 6, {user: f"read view of {user}" for user in users}

    monkeypatch.setattr(fanout, "_seat_texts_kept", texts)
    ann, bob, guest = Socket(user=1), Socket(user=2), Socket()
    message = {**SHIPPED, "views": {"-": "public v5"}}  # bob's socket opened after the committer looked
    await fanout.Hub(Layer())._changed(7, [ann, bob, guest], message)
    await until(lambda: ann.sent and bob.sent and guest.sent)
    assert built == [{1, 2}]
    assert (ann.sent, bob.sent, guest.sent) == (["read view of 1"], ["read view of 2"], ["public v5"])
    assert (ann.last_sent, guest.last_sent) == (6, 5)


async def test_a_shipped_text_never_replaces_the_same_or_a_newer_version(monkeypatch):
    """A socket that read version 5 itself (its connect, a resync, a hub's read after a
    lobby change at version 5) may hold newer facts than a late shipped text of 5; and
    one that has the move's version is not read for when its view was not shipped."""
    monkeypatch.setattr(fanout, "_seat_texts_kept", lambda *a: pytest.fail("read the game"))
    same, newer, older = Socket(last_sent=5), Socket(last_sent=6), Socket(last_sent=4)
    unshipped = Socket(user=9, last_sent=5)  # seat 2's view is not in the message
    message = {**SHIPPED, "seats": {**SHIPPED["seats"], "9": 2}}
    await fanout.Hub(Layer())._changed(7, [same, newer, older, unshipped], message)
    await until(lambda: older.sent)
    await asyncio.sleep(0.05)
    assert (same.sent, newer.sent, older.sent, unshipped.sent) == ([], [], ["public v5"], [])


async def test_a_stalled_socket_keeps_only_its_newest_push():
    socket = Stalled()
    for version in range(1, 11):
        fanout._send_in_order(socket, lambda v=version: socket.push_text(f"v{v}"), push=True)
        await asyncio.sleep(0)
    assert [push for push, _ in socket.outbox.items] == [True]  # v1 is being sent, v10 waits
    socket.release.set()
    await until(lambda: len(socket.sent) == 2)
    await asyncio.sleep(0.05)
    assert socket.sent == ["v1", "v10"] and socket.outbox.replaced == 8 and not socket.outbox.running


async def test_a_socket_too_far_behind_on_other_events_is_closed_to_reconnect(monkeypatch):
    monkeypatch.setattr(fanout, "OUTBOX_LIMIT", 3)
    socket = Stalled()
    for n in range(5):
        fanout._send_in_order(socket, lambda n=n: socket.push_text(f"event {n}"))
        await asyncio.sleep(0)
    await until(lambda: socket.closed)
    assert socket.closed == CLOSE_TRY_AGAIN and list(socket.outbox.items) == []
    socket.release.set()
    await until(lambda: socket.sent)
    assert socket.sent == ["event 0"]  # the one in flight; the page reconnects for the rest
