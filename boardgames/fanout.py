"""One push, every socket of a server process: the process's hub (issue 17).

A game's channel-layer group (``services.push.group_name``) holds one member per server
process that has sockets of the game open: that process's hub channel, not one channel
per socket. The hub reads its channel and hands each event to its own sockets of the
game in memory:

- ``game.changed`` (a committed version). When the process that committed a move built
  the views (:func:`shipped_views`: it has the game, its seats and the move in memory),
  the message carries ``views``, the JSON text of each view some socket needs (``"-"``
  the public one, ``"<seat index>"`` a seat's), and ``seats``, ``{user pk: seat index}``
  of the game: the hub only forwards, each socket the text of its user's seat (the
  public one without a seat). Which views are needed is what the hubs record in
  :mod:`boardgames.watchers`. A socket whose view the message lacks (it opened after the
  committer looked, or the message carries no views: lobby changes, vacations, a
  committer that could not build) gets it as before: the hub reads the game once and
  encodes one text per distinct seat among those sockets. A seat's text is only ever
  sent to sockets whose user holds that seat.
- any other event (``game.relay``, ...): dispatched to each socket's handler as if it had
  come on the socket's own channel.

The work per push therefore grows with the number of distinct views (the seats plus one
public view), not with the number of connections; a socket costs one in-memory send.
Sends to one socket keep the order of the pushes and a socket never gets an older
version after a newer one; what waits to be sent to one socket is bounded
(:class:`Outbox`: only its newest push waits, each push being the whole view), and a
slow socket holds up nobody else.

Sockets still have their own channel (chat groups, hooks, per-user news). A socket that
registers while a push is on its way is told by :attr:`Member.missed` and fetches the
current view itself (``GameConsumer.connect``).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import threading
import time
import weakref
from typing import Protocol

from collections import deque
from concurrent.futures import ThreadPoolExecutor

from asgiref.sync import sync_to_async
from channels.layers import get_channel_layer
from django.db import InterfaceError, OperationalError, connections

from boardgames import selectors, watchers
from boardgames.models import Game, Move

log = logging.getLogger(__name__)


class Member(Protocol):
    """What the hub needs of a socket (``GameConsumer``)."""

    game_id: int
    connection: str  # the token its POSTs carry (``skip``)
    last_sent: int  # the version it last sent (-1 before its first message)
    ready: bool  # False until its first message went out
    missed: int  # the highest version pushed while it was not ready (-1: none)
    send_lock: asyncio.Lock
    outbox: "Outbox"  # what waits to be sent to it

    def user_key(self) -> int | None: ...  # the user's pk, None when anonymous
    async def push_text(self, text: str) -> None: ...  # send one push's JSON text
    async def dispatch(self, message: dict) -> None: ...
    async def close(self, code: int) -> None: ...


# Seconds before a failed renewal of a hub's watcher entries is tried again.
RENEW_RETRY_SECONDS = 5.0
PUBLIC = "-"  # the key of the public view in a message's ``views``


def push_text(game: Game, index: int | None, last: Move | None, skipped: dict | None = None) -> str:
    """The JSON text of the push of seat ``index`` (None: spectators) of ``game`` as it
    is in memory: ``{"type": "game", "game": <selectors.view_payload>}`` (``skipped``:
    see there)."""
    return json.dumps({"type": "game", "game": selectors.view_payload(game, index, last, skipped)})


def seat_by_user(game: Game) -> dict[int, int]:
    """``{user pk: seat index}`` of ``game``'s seated users (a user's first seat, as
    :func:`selectors.seat_of` picks it)."""
    found: dict[int, int] = {}
    for seat in game.seats.all():
        if seat.user_id is not None:
            found.setdefault(seat.user_id, seat.index)
    return found


def shipped_views(game: Game, last: Move | None) -> dict | None:
    """What the committer of a move adds to its ``game.changed`` message: ``{"views":
    {"-" or "<seat index>": JSON text}, "seats": {"<user pk>": seat index}}``, a view
    for each seat whose user has a socket open (:mod:`boardgames.watchers`) and the
    public one when a socket without a seat is open; ``{}`` when no socket is open;
    None when the watchers cannot be read (the hubs build then). ``game``: committed,
    with its seats loaded (one query otherwise); ``last``: the move of its version."""
    users = watchers.users(game.pk)
    if users is None:
        return None
    if not users:
        return {}
    from boardgames.correspondence import skipped_by_seat  # imports the selectors' services

    seats = seat_by_user(game)
    wanted = {seats.get(user) if user is not None else None for user in users}
    skipped = skipped_by_seat(game, sorted(index for index in wanted if index is not None), last)
    payloads = {index: selectors.view_payload(game, index, last, skipped) for index in wanted}
    # The mover's answer (selectors.game_detail) takes its seat's payload from here.
    selectors.keep_built_payloads(game, payloads)
    views = {PUBLIC if index is None else str(index): json.dumps({"type": "game", "game": payload})
             for index, payload in payloads.items()}
    return {"views": views, "seats": {str(user): index for user, index in seats.items()}}


def _seat_texts(game_id: int, users: set[int | None]) -> tuple[int, dict[int | None, str]] | None:
    """``(version, {user pk or None: the JSON text of that user's push})`` of ``game_id``
    as it is now, read from the database, each distinct seat's payload built and encoded
    once (users without a seat share the public one). None when the game is gone."""
    game = Game.objects.prefetch_related(selectors.seats_with_users()).filter(pk=game_id).first()
    if game is None:
        return None
    last = game.moves.filter(seq=game.version).first() if game.version else None
    seats = seat_by_user(game)
    by_seat: dict[int | None, str] = {}
    texts: dict[int | None, str] = {}
    for user in users:
        index = seats.get(user) if user is not None else None
        if index not in by_seat:
            by_seat[index] = push_text(game, index, last)
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
    push: ``at`` the committer's commit (epoch seconds; before it built the views it
    ships), ``layer_ms`` from then to the hub's receipt, ``build_ms`` reading the game and
    encoding the texts this hub had to build (0 when the message carried them all),
    ``shipped_ms`` the committer's build, ``send_ms`` handing them to the sockets (the
    sends themselves then run on the loop), ``sockets`` and distinct ``views`` served."""

    def __init__(self, layer) -> None:
        self.layer = layer
        self.channel: str | None = None
        self.games: dict[int, dict[Member, None]] = {}
        self.loads = 0
        self.timings: list[dict] | None = _TimingsFile(os.environ["PUSH_TIMINGS"]) \
            if os.environ.get("PUSH_TIMINGS") else None
        if self.timings is not None and os.environ.get("PUSH_PROFILE"):
            self.timings.profile(os.environ["PUSH_PROFILE"])
        self._reader: asyncio.Task | None = None
        self._renewer: asyncio.Task | None = None
        self._tails: dict[int, asyncio.Task] = {}
        # one lock per game serializes its group_add/group_discard with the decision to
        # make them, so a socket joining while the game's last one leaves is not dropped;
        # kept only while someone holds or awaits it ([lock, users]: see _game_lock)
        self._membership: dict[int, list] = {}

    async def join(self, member: Member) -> None:
        """Put ``member`` among the sockets of its game (its game's group then has this
        hub's channel; each join refreshes the group's expiry) and record its user among
        the game's watchers, before the socket reads the game (``GameConsumer.connect``):
        a committer that finds no watcher after its commit sends no push
        (``services.push.broadcast_version``), and a socket recorded after that read
        reads the committed game. Raises the layer's error when it is unreachable, and
        ConnectionError when the watcher cannot be recorded (nothing is registered then)."""
        from boardgames.services.push import group_name

        if self.channel is None:
            # the default prefix: channels-redis reads every channel of a process from
            # one list, whichever receiver holds its lock, only when they share the prefix
            # one channel per hub even when sockets join at once (a layer whose
            # new_channel yields): a second name would leave the first's groups unread
            channel = await self.layer.new_channel()
            self.channel = self.channel or channel
        async with self._game_lock(member.game_id):
            await self.layer.group_add(group_name(member.game_id), self.channel)
            sockets = self.games.setdefault(member.game_id, {})
            first = all(other.user_key() != member.user_key() for other in sockets)
            sockets[member] = None
            if first and not await _watchers(watchers.add, [(member.game_id, member.user_key())], self.channel):
                # unrecorded, the socket would miss the pushes of a game nobody else
                # watches (services/push.py skips those): refused, nothing left registered
                del sockets[member]
                if not sockets:
                    self.games.pop(member.game_id, None)
                    await self.layer.group_discard(group_name(member.game_id), self.channel)
                raise ConnectionError(f"push viewers of game {member.game_id} not recorded")
        if self._reader is None or self._reader.done():
            self._reader = asyncio.ensure_future(self._read())
        if self._renewer is None or self._renewer.done():
            self._renewer = asyncio.ensure_future(self._renew())

    async def leave(self, member: Member) -> None:
        """Drop ``member`` (and its user from the game's watchers when it was the user's
        last socket here); the last socket of a game takes the hub out of its group
        (unless another socket of the game joined while that waited), the last socket of
        all stops the reader."""
        from boardgames.services.push import group_name

        sockets = self.games.get(member.game_id)
        if sockets is None or member not in sockets:
            return
        del sockets[member]
        async with self._game_lock(member.game_id):
            if all(other.user_key() != member.user_key() for other in self.games.get(member.game_id, ())):
                await _watchers(watchers.remove, member.game_id, member.user_key(), self.channel)
            if self.games.get(member.game_id):  # other sockets, or one joined meanwhile
                return
            self.games.pop(member.game_id, None)
            if not self.games:
                for task in (self._reader, self._renewer):
                    if task is not None:
                        task.cancel()
                self._reader = self._renewer = None
            await self.layer.group_discard(group_name(member.game_id), self.channel)
        if not self.games:
            await _close_builders()

    @contextlib.asynccontextmanager
    async def _game_lock(self, game_id: int):
        """Hold the membership lock of ``game_id``; the lock is forgotten once nobody
        holds or awaits it (a socket of every game id ever named must not leave one)."""
        entry = self._membership.setdefault(game_id, [asyncio.Lock(), 0])
        entry[1] += 1
        try:
            async with entry[0]:
                yield
        finally:
            entry[1] -= 1
            if entry[1] == 0 and self._membership.get(game_id) is entry:
                del self._membership[game_id]

    async def _renew(self) -> None:
        """Renew this hub's watcher entries every ``watchers.RENEW_SECONDS``, and every
        :data:`RENEW_RETRY_SECONDS` after a failed renewal (entries must not expire)."""
        pause = watchers.RENEW_SECONDS
        while True:
            await asyncio.sleep(pause)
            entries = {(game_id, m.user_key()) for game_id, sockets in self.games.items() for m in sockets}
            renewed = not entries or await _watchers(watchers.add, entries, self.channel)
            pause = watchers.RENEW_SECONDS if renewed else RENEW_RETRY_SECONDS

    async def _read(self) -> None:
        from boardgames.consumers import CLOSE_TRY_AGAIN, LAYER_ERRORS, layer_failed

        while True:
            try:
                message = await self.layer.receive(self.channel)
            except Exception as error:  # noqa: BLE001 - every socket here is cut off: say so
                games, self.games, self._reader = self.games, {}, None
                if self._renewer is not None:  # the watcher entries expire by themselves
                    self._renewer.cancel()
                    self._renewer = None
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
                        _send_in_order(member, lambda m=member: m.dispatch(message))
        except Exception:  # noqa: BLE001 - one bad push must not stop the game's next ones
            log.exception("push to the sockets of game %s failed", game_id)

    async def _changed(self, game_id: int, sockets: list[Member], message: dict) -> None:
        """Send version ``message["version"]`` to the sockets that need it: the shipped
        text of their view when the message has it (only to sockets still below that
        version), else the view read now (sent unless the socket is past it)."""
        version, skip = message.get("version", 0), message.get("skip")
        views, seats = message.get("views") or {}, message.get("seats") or {}
        shipped, waiting = [], []
        for member in sockets:
            if not member.ready:
                member.missed = max(member.missed, version)
            elif version < member.last_sent:
                continue
            elif skip is not None and skip == member.connection:
                member.last_sent = version  # the page has it from its POST answer
            else:
                index = seats.get(str(member.user_key())) if member.user_key() is not None else None
                text = views.get(PUBLIC if index is None else str(index))
                if text is None:
                    if not views or version > member.last_sent:  # a move's version it has: done
                        waiting.append(member)
                elif version > member.last_sent:  # a text of the same version may be older
                    member.last_sent = version
                    shipped.append(member)
                    _send_in_order(member, lambda m=member, t=text: m.push_text(t), push=True)
        started, begun = time.perf_counter(), time.time()
        current, texts = version, {}
        if waiting:
            self.loads += 1
            found = await asyncio.get_running_loop().run_in_executor(
                _builders, _seat_texts_kept, game_id, {m.user_key() for m in waiting})
            if found is None:
                return
            current, texts = found
        built = time.perf_counter()
        for member in waiting:
            if current >= member.last_sent:
                member.last_sent = current
                text = texts[member.user_key()]
                _send_in_order(member, lambda m=member, t=text: m.push_text(t), push=True)
        if self.timings is not None and (waiting or shipped):
            layer_ms = (message["received"] - message["at"]) * 1000 if "at" in message else None
            self.timings.append({"game": game_id, "version": current, "sockets": len(waiting) + len(shipped),
                                 "at": message.get("at"), "layer_ms": layer_ms,
                                 "queued_ms": (begun - message.get("received", begun)) * 1000,
                                 "views": len(set(texts.values())) + len(views), "shipped": len(shipped),
                                 "shipped_ms": message.get("built_ms"), "build_ms": (built - started) * 1000,
                                 "send_ms": (time.perf_counter() - built) * 1000})


async def _watchers(function, *args):
    """Run a :mod:`boardgames.watchers` call off the loop (it blocks on Redis); its result."""
    return await sync_to_async(function, thread_sensitive=False)(*args)


class _TimingsFile(list):
    """A list whose ``append`` writes a JSON line to ``path`` instead (one per push).
    :meth:`profile` (the environment's ``PUSH_PROFILE``, for ``bench_push --profile``)
    runs cProfile over the whole process and writes its stats after each push."""

    def __init__(self, path: str) -> None:
        super().__init__()
        self.path = path
        self.profiler = None
        self.profile_path = ""

    def profile(self, directory: str) -> None:
        import cProfile

        self.profiler, self.profile_path = cProfile.Profile(), os.path.join(directory, f"hub-{os.getpid()}.prof")
        self.profiler.enable()

    def append(self, item: dict) -> None:
        with open(self.path, "a", encoding="utf-8") as out:
            out.write(json.dumps({"pid": os.getpid(), **item}) + "\n")
        if self.profiler is not None:
            self.profiler.dump_stats(self.profile_path)  # stops the profiler: start it again
            self.profiler.enable()


# Events other than pushes (relays, hook events) that may wait for one socket; a socket
# further behind is closed with 1013 and its page reconnects (and reads the view again).
OUTBOX_LIMIT = 64


class Outbox:
    """What waits to be sent to one socket, in order: at most one push (a newer push
    replaces the waiting one: each push is the whole view, and the page fetches the moves
    it skipped, static/js/page/move-list.js) and at most :data:`OUTBOX_LIMIT` other
    events. ``replaced`` counts the pushes dropped for a newer one."""

    def __init__(self) -> None:
        self.items: deque = deque()  # (is a push, coroutine function)
        self.running = False
        self.replaced = 0


def _send_in_order(member: Member, send, push: bool = False) -> None:
    """Run ``send()`` (a coroutine function: a send to ``member``) after the member's
    earlier sends. ``push``: a game push, which replaces a push still waiting."""
    from boardgames.consumers import CLOSE_TRY_AGAIN

    box = member.outbox
    if push:
        waiting = [item for item in box.items if item[0]]
        for item in waiting:
            box.items.remove(item)
        box.replaced += len(waiting)
    elif len(box.items) >= OUTBOX_LIMIT:
        log.warning("a socket of game %s fell %s events behind: closed", member.game_id, len(box.items))
        box.items.clear()
        asyncio.ensure_future(member.close(code=CLOSE_TRY_AGAIN))
        return
    box.items.append((push, send))
    if not box.running:
        box.running = True
        asyncio.ensure_future(_drain(member, box))


async def _drain(member: Member, box: Outbox) -> None:
    """Send what waits in ``box``, oldest first, each under the member's send lock."""
    try:
        while box.items:
            _, send = box.items.popleft()
            async with member.send_lock:
                try:
                    await send()
                except Exception:  # noqa: BLE001 - a socket that went away misses its push
                    log.debug("push to a socket of game %s not sent", member.game_id, exc_info=True)
    finally:
        box.running = False


_hubs: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, Hub] = weakref.WeakKeyDictionary()


def hub() -> Hub:
    """The hub of the running event loop (one per server process; tests run one loop
    per test), created on first use with the default channel layer."""
    loop = asyncio.get_running_loop()
    found = _hubs.get(loop)
    if found is None:
        found = _hubs[loop] = Hub(get_channel_layer())
    return found
