"""One push, every socket of a server process: the process's hub (issue 17).

A game's channel-layer group (``services.push.group_name``) holds one member per server
process that has sockets of the game open: that process's hub channel, not one channel
per socket. The hub reads its channel and hands each event to its own sockets of the
game in memory:

- ``game.changed`` (a committed version): the game is read once (seats, users, the
  last move), one payload is built and serialized to JSON text once per distinct seat
  among the process's sockets (spectators share the public one), and each socket is sent
  its seat's text. A seat's text is only ever sent to sockets whose user holds that seat.
- any other event (``game.relay``, ...): dispatched to each socket's handler as if it had
  come on the socket's own channel.

The work per push therefore grows with the number of distinct views (the seats plus one
public view) and the number of server processes, not with the number of connections; a
socket costs one in-memory send. Sends to one socket keep the order of the pushes (one
lock per socket), and a slow socket holds up nobody else.

Sockets still have their own channel (chat groups, hooks, per-user news). A socket that
registers while a push is on its way is told by :attr:`Member.missed` and fetches the
current view itself (``GameConsumer.connect``).
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import threading
import time
import weakref
from typing import Protocol

from concurrent.futures import ThreadPoolExecutor

from channels.layers import get_channel_layer
from django.db import InterfaceError, OperationalError, connections

from boardgames import selectors
from boardgames.models import Game

log = logging.getLogger(__name__)


class Member(Protocol):
    """What the hub needs of a socket (``GameConsumer``)."""

    game_id: int
    connection: str  # the token its POSTs carry (``skip``)
    last_sent: int  # the version it last sent (-1 before its first message)
    ready: bool  # False until its first message went out
    missed: int  # the highest version pushed while it was not ready (-1: none)
    send_lock: asyncio.Lock

    def user_key(self) -> int | None: ...  # the user's pk, None when anonymous
    async def push_text(self, text: str) -> None: ...  # send one push's JSON text
    async def dispatch(self, message: dict) -> None: ...
    async def close(self, code: int) -> None: ...


def _seat_texts(game_id: int, users: set[int | None]) -> tuple[int, dict[int | None, str]] | None:
    """``(version, {user pk or None: the JSON text of that user's push})`` of ``game_id``
    as it is now, each distinct seat's payload built and encoded once (users without a
    seat share the public one). None when the game is gone."""
    game = Game.objects.prefetch_related(selectors.seats_with_users()).filter(pk=game_id).first()
    if game is None:
        return None
    last = game.moves.filter(seq=game.version).first() if game.version else None
    seat_by_user = {seat.user_id: seat.index for seat in game.seats.all() if seat.user_id is not None}
    by_seat: dict[int | None, str] = {}
    texts: dict[int | None, str] = {}
    for user in users:
        index = seat_by_user.get(user) if user is not None else None
        if index not in by_seat:
            payload = selectors.view_payload(game, index, last)
            by_seat[index] = json.dumps({"type": "game", "game": payload})
        texts[user] = by_seat[index]
    return game.version, texts


# Threads that read games for pushes (per process). Each keeps its database connection
# while the process has sockets open: a new PostgreSQL connection per push cost more
# than the push's reads on a loaded machine (docs/performance.md, Push).
BUILDERS = 2
_builders = ThreadPoolExecutor(BUILDERS, thread_name_prefix="push-build")


def _seat_texts_kept(game_id: int, users: set[int | None]):
    """:func:`_seat_texts` on this thread's kept connection; a connection the database
    dropped is replaced once."""
    try:
        return _seat_texts(game_id, users)
    except (OperationalError, InterfaceError):
        connections.close_all()
        return _seat_texts(game_id, users)


async def _close_builders() -> None:
    """Close the builder threads' database connections (the last socket left): one
    closing job per thread, held at a barrier so that no thread takes two."""
    barrier = threading.Barrier(BUILDERS)

    def close():
        connections.close_all()
        try:
            barrier.wait(timeout=5)
        except threading.BrokenBarrierError:
            pass

    loop = asyncio.get_running_loop()
    await asyncio.gather(*(loop.run_in_executor(_builders, close) for _ in range(BUILDERS)))


class Hub:
    """The sockets of one event loop (one server process) by game, fed by one channel.

    ``loads``: how many times a push read the game (for tests and the bench);
    ``timings``: when set (a list; the environment's ``PUSH_TIMINGS`` names a file to
    append them to as JSON lines, for ``manage.py bench_push``), one dict per delivered
    push: ``at`` the sender's ``group_send`` (epoch seconds, after the commit),
    ``layer_ms`` from then to the hub's receipt, ``build_ms``
    reading the game and encoding the texts, ``send_ms`` handing them to the sockets (the
    sends themselves then run on the loop), ``sockets`` and distinct ``views`` served."""

    def __init__(self, layer) -> None:
        self.layer = layer
        self.channel: str | None = None
        self.games: dict[int, dict[Member, None]] = {}
        self.loads = 0
        self.timings: list[dict] | None = _TimingsFile(os.environ["PUSH_TIMINGS"]) \
            if os.environ.get("PUSH_TIMINGS") else None
        self._reader: asyncio.Task | None = None
        self._tails: dict[int, asyncio.Task] = {}
        # one lock per game serializes its group_add/group_discard with the decision to
        # make them, so a socket joining while the game's last one leaves is not dropped
        self._membership: dict[int, asyncio.Lock] = {}

    async def join(self, member: Member) -> None:
        """Put ``member`` among the sockets of its game (its game's group then has this
        hub's channel; each join refreshes the group's expiry). Raises the layer's error
        when it is unreachable (nothing is registered then)."""
        from boardgames.services.push import group_name

        if self.channel is None:
            # the default prefix: channels-redis reads every channel of a process from
            # one list, whichever receiver holds its lock, only when they share the prefix
            self.channel = await self.layer.new_channel()
        async with self._membership.setdefault(member.game_id, asyncio.Lock()):
            await self.layer.group_add(group_name(member.game_id), self.channel)
            self.games.setdefault(member.game_id, {})[member] = None
        if self._reader is None or self._reader.done():
            self._reader = asyncio.ensure_future(self._read())

    async def leave(self, member: Member) -> None:
        """Drop ``member``; the last socket of a game takes the hub out of its group
        (unless another socket of the game joined while that waited), the last socket of
        all stops the reader."""
        from boardgames.services.push import group_name

        sockets = self.games.get(member.game_id)
        if sockets is None or member not in sockets:
            return
        del sockets[member]
        if sockets:
            return
        async with self._membership.setdefault(member.game_id, asyncio.Lock()):
            if self.games.get(member.game_id):  # a socket of the game joined meanwhile
                return
            self.games.pop(member.game_id, None)
            if not self.games and self._reader is not None:
                self._reader.cancel()
                self._reader = None
            await self.layer.group_discard(group_name(member.game_id), self.channel)
        if not self.games:
            await _close_builders()

    async def _read(self) -> None:
        from boardgames.consumers import CLOSE_TRY_AGAIN, LAYER_ERRORS, layer_failed

        while True:
            try:
                message = await self.layer.receive(self.channel)
            except Exception as error:  # noqa: BLE001 - every socket here is cut off: say so
                games, self.games, self._reader = self.games, {}, None
                if isinstance(error, LAYER_ERRORS):
                    layer_failed("(all of this process)", error)
                else:
                    log.exception("the push hub stopped; its sockets are closed to reconnect")
                for sockets in games.values():
                    for member in list(sockets):
                        await member.close(code=CLOSE_TRY_AGAIN)
                return
            game_id = message.get("game")
            if game_id not in self.games:
                continue
            message["received"] = time.time()
            previous = self._tails.get(game_id)
            task = asyncio.ensure_future(self._deliver(previous, game_id, message))
            self._tails[game_id] = task
            task.add_done_callback(lambda done, g=game_id: self._tails.get(g) is done and self._tails.pop(g))

    async def _deliver(self, previous: asyncio.Task | None, game_id: int, message: dict) -> None:
        """Hand ``message`` to the sockets of ``game_id``, after the game's previous one."""
        if previous is not None:
            await asyncio.wait([previous])
        sockets = list(self.games.get(game_id, ()))
        try:
            if message.get("type") == "game.changed":
                await self._changed(game_id, sockets, message)
            else:
                for member in sockets:
                    if member.ready:
                        _send_in_order(member, member.dispatch(message))
        except Exception:  # noqa: BLE001 - one bad push must not stop the game's next ones
            log.exception("push to the sockets of game %s failed", game_id)

    async def _changed(self, game_id: int, sockets: list[Member], message: dict) -> None:
        version, skip = message.get("version", 0), message.get("skip")
        waiting = []
        for member in sockets:
            if not member.ready:
                member.missed = max(member.missed, version)
            elif version < member.last_sent:
                continue
            elif skip is not None and skip == member.connection:
                member.last_sent = version  # the page has it from its POST answer
            else:
                waiting.append(member)
        if not waiting:
            return
        started, begun = time.perf_counter(), time.time()
        self.loads += 1
        found = await asyncio.get_running_loop().run_in_executor(
            _builders, _seat_texts_kept, game_id, {m.user_key() for m in waiting})
        if found is None:
            return
        built = time.perf_counter()
        current, texts = found
        for member in waiting:
            if current >= member.last_sent:
                member.last_sent = current
                _send_in_order(member, member.push_text(texts[member.user_key()]))
        if self.timings is not None:
            layer_ms = (message["received"] - message["at"]) * 1000 if "at" in message else None
            self.timings.append({"game": game_id, "version": current, "sockets": len(waiting), "at": message.get("at"),
                                 "layer_ms": layer_ms, "queued_ms": (begun - message.get("received", begun)) * 1000,
                                 "views": len(set(texts.values())), "build_ms": (built - started) * 1000,
                                 "send_ms": (time.perf_counter() - built) * 1000})


class _TimingsFile(list):
    """A list whose ``append`` writes a JSON line to ``path`` instead (one per push)."""

    def __init__(self, path: str) -> None:
        super().__init__()
        self.path = path

    def append(self, item: dict) -> None:
        with open(self.path, "a", encoding="utf-8") as out:
            out.write(json.dumps({"pid": os.getpid(), **item}) + "\n")


def _send_in_order(member: Member, coroutine) -> None:
    """Run ``coroutine`` (a send to ``member``) after the member's earlier ones."""
    async def run():
        async with member.send_lock:
            try:
                await coroutine
            except Exception:  # noqa: BLE001 - a socket that went away misses its push
                log.debug("push to a socket of game %s not sent", member.game_id, exc_info=True)
    asyncio.ensure_future(run())


_hubs: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, Hub] = weakref.WeakKeyDictionary()


def hub() -> Hub:
    """The hub of the running event loop (one per server process; tests run one loop
    per test), created on first use with the default channel layer."""
    loop = asyncio.get_running_loop()
    found = _hubs.get(loop)
    if found is None:
        found = _hubs[loop] = Hub(get_channel_layer())
    return found
