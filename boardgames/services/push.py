"""Telling open game pages that a game changed (DESIGN.md, Push).

The group message carries only the version; each websocket connection then sends its
own user's view (views differ, so one shared payload would leak hidden information).
A push that fails is logged once with the game id and flagged (``Game.push_pending``);
the deadline sweep sends it again (docs/operations.md).
"""

from __future__ import annotations

import asyncio
import logging

from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer
from django.db import transaction

log = logging.getLogger(__name__)

# The ASGI server's event loop in the embedded one-process mode (set by ``manage.py
# serve``). Sends from other threads (the embedded Celery worker) must run on it, or the
# in-memory channel layer silently drops them (notes/stack.md, section 3).
SERVER_LOOP: asyncio.AbstractEventLoop | None = None


def group_name(game_id: int) -> str:
    """The channel-layer group of a game's open pages."""
    return f"game-{game_id}"


def broadcast_version(game_id: int, version: int, skip: str | None = None) -> None:
    """Tell every open page of ``game_id`` that version ``version`` is committed.
    ``skip``: the connection token of the page that made the change and already has
    this version (the 201 answer of its POST); that connection builds nothing."""
    message = {"type": "game.changed", "version": version}
    if skip:
        message["skip"] = skip
    group_send(group_name(game_id), message)


def group_send(group: str, message: dict) -> None:
    """Send ``message`` to the channel-layer ``group`` from synchronous code, on the
    server's loop in the embedded mode (:data:`SERVER_LOOP`). Raises what the layer
    raises (Redis unreachable)."""
    layer = get_channel_layer()
    if layer is None:
        return
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
    async_to_sync(layer.group_send)(group, message)


def broadcast_on_commit(game_id: int, version: int, skip: str | None = None) -> None:
    """Broadcast ``version`` once the current transaction commits (never a rolled-back
    move); a failing broadcast is logged, flagged for the sweep and does not undo the
    move (:func:`push_or_flag`). ``skip``: see :func:`broadcast_version`."""
    transaction.on_commit(lambda: push_or_flag(game_id, version, skip), robust=True)


def push_or_flag(game_id: int, version: int, skip: str | None = None) -> bool:
    """Broadcast ``version`` of ``game_id``. On failure (channel layer unreachable) log
    one line with the game id and set ``Game.push_pending`` so the sweep sends it again.
    Returns True when the broadcast went out."""
    from boardgames.models import Game

    try:
        broadcast_version(game_id, version, skip)
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
