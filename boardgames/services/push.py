"""Telling open game pages that a game changed (DESIGN.md, Push).

The group message carries only the version; each websocket connection then sends its
own user's view (views differ, so one shared payload would leak hidden information).
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
    layer = get_channel_layer()
    if layer is None:
        return
    message = {"type": "game.changed", "version": version}
    if skip:
        message["skip"] = skip
    loop = SERVER_LOOP
    if loop is not None and loop.is_running():
        try:
            running = asyncio.get_running_loop()
        except RuntimeError:
            running = None
        if running is not loop:
            future = asyncio.run_coroutine_threadsafe(layer.group_send(group_name(game_id), message), loop)
            future.result(5)
            return
    async_to_sync(layer.group_send)(group_name(game_id), message)


def broadcast_on_commit(game_id: int, version: int, skip: str | None = None) -> None:
    """Broadcast ``version`` once the current transaction commits (never a rolled-back
    move); a failing broadcast is logged and does not undo the move. ``skip``: see
    :func:`broadcast_version`."""
    transaction.on_commit(lambda: broadcast_version(game_id, version, skip), robust=True)
