"""Telling open game pages that a game changed (DESIGN.md, Push).

A game's group holds one member per server process with sockets of the game open (that
process's hub, boardgames/fanout.py), which sends each of its sockets the text of its
own seat's view (views differ, so one shared payload would leak hidden information;
spectators share the public one). After a move the committing process builds those
texts itself from the game and the move it has in memory, once per view some socket
needs (:func:`boardgames.fanout.shipped_views`), and the message carries them: the hubs
only forward; when no socket of the game is open it sends nothing (a socket is recorded
before it reads the game: ``fanout.Hub.join``). Other changes (lobby, vacations, abort, more time) send only the game and
the version, and each hub reads the game once and builds its sockets' views. A push
costs one message per process and one view per distinct viewer, not one per connection.
A push that fails is logged once with the game id and flagged (``Game.push_pending``);
the deadline sweep sends it again (docs/operations.md).

Sends from synchronous code (a WSGI request, a Celery task) go through one event loop
thread per process (:class:`SenderLoop`), so the channel layer's Redis connections are
pooled instead of opened per push.
"""

from __future__ import annotations

import asyncio
import logging
import os
import threading
import time

from asgiref.sync import async_to_sync
from channels.layers import InMemoryChannelLayer, get_channel_layer
from django.db import transaction
from django.db.models import prefetch_related_objects

log = logging.getLogger(__name__)

# The ASGI server's event loop in the embedded one-process mode (set by ``manage.py
# serve``). Sends from other threads (the embedded Celery worker) must run on it, or the
# in-memory channel layer silently drops them (notes/stack.md, section 3).
SERVER_LOOP: asyncio.AbstractEventLoop | None = None
# Seconds a synchronous caller waits for a group_send before the push counts as failed
# (flagged for the sweep).
SEND_TIMEOUT = 10.0


class SenderLoop:
    """A daemon thread running one event loop, started on first use in each process (a
    forked worker starts its own), with its own send-only channel layer whose Redis
    connection pool lives on that loop (the process's shared layer is left to the
    consumers: flushing it never touches this loop's connections)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._pid: int | None = None
        self._thread: threading.Thread | None = None
        self._layers: dict[str, object] = {}

    def layer(self):
        """This process's send-only layer for the current CHANNEL_LAYERS setting."""
        from django.conf import settings
        from channels.layers import DEFAULT_CHANNEL_LAYER, channel_layers

        key = repr(settings.CHANNEL_LAYERS.get(DEFAULT_CHANNEL_LAYER))
        with self._lock:
            if key not in self._layers:
                self._layers[key] = channel_layers.make_backend(DEFAULT_CHANNEL_LAYER)
            return self._layers[key]

    def loop(self) -> asyncio.AbstractEventLoop:
        """The running loop of this process's sender thread."""
        with self._lock:
            if self._loop is None or self._pid != os.getpid() or not self._thread.is_alive():
                loop = asyncio.new_event_loop()
                thread = threading.Thread(target=loop.run_forever, name="push-sender", daemon=True)
                thread.start()
                self._loop, self._pid, self._thread = loop, os.getpid(), thread
                self._layers = {}  # pools belong to the old loop (or the parent process)
            return self._loop


SENDER = SenderLoop()


GROUP_PREFIX = "game-"


def group_name(game_id: int) -> str:
    """The channel-layer group of a game's open pages (its members: the server
    processes' hubs)."""
    return f"{GROUP_PREFIX}{game_id}"


def _addressed(group: str, message: dict) -> dict:
    """``message`` with ``"game"``: the id of a game group's game (the hub that gets it
    hands it to that game's sockets); other groups' messages as they are."""
    if group.startswith(GROUP_PREFIX) and group[len(GROUP_PREFIX):].isdigit() and "game" not in message:
        return {**message, "game": int(group[len(GROUP_PREFIX):])}
    return message


def broadcast_version(game_id: int, version: int, skip: str | None = None, game=None, last=None) -> None:
    """Tell every open page of ``game_id`` that version ``version`` is committed.
    ``skip``: the connection token of the page that made the change and already has
    this version (the 201 answer of its POST); that connection builds nothing.
    ``game``, ``last``: the committed game at ``version`` and the move that made it, when
    the caller has them in memory: the message then carries the views the open sockets
    need (:func:`boardgames.fanout.shipped_views`; without them, or when building them
    fails, the hubs read the game). With them, nothing is sent when no socket of the
    game is open (the watchers read after the commit, :func:`_views`)."""
    # "at": the commit (epoch seconds, before the views are built; the hub's timings
    # measure the layer's share from it). A join or a start keeps the version: the hub
    # sends it again all the same.
    message = {"type": "game.changed", "game": game_id, "version": version, "at": time.time()}
    if skip:
        message["skip"] = skip
    if game is not None and game.version == version:
        views = _views(game, last, message["at"])
        if views is None:
            return  # no socket of the game is open: nobody to tell
        message.update(views)
    group_send(group_name(game_id), message)


def _views(game, last, at: float) -> dict | None:
    """:func:`boardgames.fanout.shipped_views` of ``game`` with ``built_ms`` (the build's
    wall time, ms, from ``at``); ``{}`` when it fails (logged; the hubs build); None when
    no socket of the game is open (:mod:`boardgames.watchers` read after the commit: a
    socket recorded later reads the committed game itself, ``fanout.Hub.join``)."""
    from boardgames import fanout, selectors

    try:
        if selectors.loaded_seats(game) is None:
            prefetch_related_objects([game], selectors.seats_with_users())
        shipped = fanout.shipped_views(game, last if last is not None and last.seq == game.version else None)
    except Exception:  # noqa: BLE001 - the push still goes out; each hub builds
        log.exception("views of game %s version %s not built; the hubs build them", game.pk, game.version)
        return {}
    if shipped is None:
        return {}
    if not shipped:
        return None
    return {**shipped, "built_ms": (time.time() - at) * 1000}


def group_send(group: str, message: dict) -> None:
    """Send ``message`` (a channel-layer event: ``{"type": ...}``) to every socket in
    ``group`` from synchronous code, on the server's loop in the embedded mode. Raises
    the layer's error when it is unreachable (callers decide: log, flag, ignore)."""
    layer = get_channel_layer()
    if layer is None:
        return
    message = _addressed(group, message)
    loop = SERVER_LOOP
    if loop is not None and loop.is_running():
        try:
            running = asyncio.get_running_loop()
        except RuntimeError:
            running = None
        if running is not loop:
            future = asyncio.run_coroutine_threadsafe(layer.group_send(group, message), loop)
            future.result(5)
            return
    if isinstance(layer, InMemoryChannelLayer):  # its queues belong to the caller's loop
        async_to_sync(layer.group_send)(group, message)
        return
    loop = SENDER.loop()
    asyncio.run_coroutine_threadsafe(SENDER.layer().group_send(group, message), loop).result(SEND_TIMEOUT)


def send_on_commit(group: str, message: dict) -> None:
    """:func:`group_send` once the current transaction commits; a failure is logged
    (chat lines and rematch news are not retried by the sweep: the page reloads them)."""
    def send():
        try:
            group_send(group, message)
        except Exception as error:  # the change stands; the page's next load shows it
            log.warning("push to %s failed (%s: %s)", group, type(error).__name__, error)
    transaction.on_commit(send, robust=True)


def broadcast_on_commit(game_id: int, version: int, skip: str | None = None, game=None, last=None) -> None:
    """Broadcast ``version`` once the current transaction commits (never a rolled-back
    move); a failing broadcast is logged, flagged for the sweep and does not undo the
    move (:func:`push_or_flag`). ``skip``, ``game``, ``last``: see :func:`broadcast_version`
    (``game`` is read after the commit, as committed)."""
    transaction.on_commit(lambda: push_or_flag(game_id, version, skip, game, last), robust=True)


def push_or_flag(game_id: int, version: int, skip: str | None = None, game=None, last=None) -> bool:
    """Broadcast ``version`` of ``game_id``. On failure (channel layer unreachable) log
    one line with the game id and set ``Game.push_pending`` so the sweep sends it again.
    Returns True when the broadcast went out."""
    from boardgames.models import Game

    try:
        broadcast_version(game_id, version, skip, game, last)
    except Exception as error:  # any layer failure: the move stands, the sweep retries
        log.error("push of game %s version %s failed (%s: %s); the sweep will retry",
                  game_id, version, type(error).__name__, error)
        Game.objects.filter(pk=game_id).update(push_pending=True)
        return False
    return True


def pushes_retry(limit: int = 1000) -> int:
    """Resend the current version of every game whose push failed (the sweep calls
    this). The flag is cleared before sending and set again if it fails. Returns how many
    pushes went out."""
    from boardgames.models import Game

    sent = 0
    pending = Game.objects.filter(push_pending=True).values_list("pk", "version")[:limit]
    for game_id, version in list(pending):
        if not Game.objects.filter(pk=game_id, push_pending=True).update(push_pending=False):
            continue  # another sweep took it
        if push_or_flag(game_id, version):
            sent += 1
    return sent
