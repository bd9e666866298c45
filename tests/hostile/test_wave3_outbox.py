"""Wave-3 attacks on a slow socket's outbox (boardgames/fanout.py, ``Outbox``): a socket
that reads nothing holds at most one push (the newest) and is closed with 1013 once
more than ``OUTBOX_LIMIT`` other events wait; a send that fails does not stop the next.
Sockets joining a fresh hub at once share its one channel."""

from __future__ import annotations

import asyncio

import pytest

from boardgames import fanout

pytestmark = pytest.mark.asyncio


class _Slow:
    """A socket whose sends wait for ``gate``; records what it sent and its close codes."""

    game_id = 1

    def __init__(self) -> None:
        self.outbox, self.send_lock, self.gate = fanout.Outbox(), asyncio.Lock(), asyncio.Event()
        self.sent, self.closed = [], []

    async def send(self, text: str) -> None:
        await self.gate.wait()
        if text == "boom":
            raise ConnectionResetError("the socket went away mid-push")
        self.sent.append(text)

    async def close(self, code: int) -> None:
        self.closed.append(code)


async def _settle() -> None:
    for _ in range(5):
        await asyncio.sleep(0)


async def test_only_the_newest_push_waits_and_a_failed_send_does_not_stop_the_next():
    member = _Slow()
    for version in range(1, 6):  # the first is being sent when the others arrive
        fanout._send_in_order(member, lambda v=version: member.send(f"v{v}"), push=True)
        await _settle()
    fanout._send_in_order(member, lambda: member.send("boom"))
    fanout._send_in_order(member, lambda: member.send("relay"))
    member.gate.set()
    await _settle()
    assert member.sent == ["v1", "v5", "relay"] and member.outbox.replaced == 3
    assert member.closed == [] and not member.outbox.running


async def test_a_socket_more_than_the_limit_behind_is_closed_1013_and_dropped():
    from boardgames.consumers import CLOSE_TRY_AGAIN

    member = _Slow()
    for n in range(fanout.OUTBOX_LIMIT + 1):  # the first is taken to be sent at once
        fanout._send_in_order(member, lambda n=n: member.send(f"e{n}"))
        await _settle()
    assert member.closed == [] and len(member.outbox.items) == fanout.OUTBOX_LIMIT
    fanout._send_in_order(member, lambda: member.send("one too many"))
    await _settle()
    assert member.closed == [CLOSE_TRY_AGAIN] and len(member.outbox.items) == 0
    member.gate.set()
    await _settle()
    assert member.sent == ["e0"]


class _YieldingLayer:
    """A channel layer whose ``new_channel`` yields to the loop (as a networked one may)
    and whose receive waits for ever; records the group adds."""

    def __init__(self) -> None:
        self.names, self.adds = iter(f"hub-{n}" for n in range(10)), []

    async def new_channel(self) -> str:
        await asyncio.sleep(0)
        return next(self.names)

    async def group_add(self, group: str, channel: str) -> None:
        self.adds.append((group, channel))

    async def receive(self, channel: str):
        await asyncio.Event().wait()


class _Socket:
    def __init__(self, game_id: int, user: int) -> None:
        self.game_id, self._user = game_id, user

    def user_key(self) -> int:
        return self._user


async def test_sockets_joining_at_once_share_the_hubs_one_channel(monkeypatch):
    """Two sockets joining a fresh hub at once each named a channel; the group of the
    first then held a channel the hub never read (its pushes lost)."""
    async def watchers_recorded(*args) -> bool:
        return True

    monkeypatch.setattr(fanout, "_watchers", watchers_recorded)
    layer = _YieldingLayer()
    hub = fanout.Hub(layer)
    await asyncio.gather(hub.join(_Socket(1, 10)), hub.join(_Socket(2, 20)))
    assert hub.channel == "hub-0"
    assert sorted(channel for _, channel in layer.adds) == ["hub-0", "hub-0"]
    hub._reader.cancel()
    hub._renewer.cancel()
