"""Sharing push payloads between the websocket connections of one server process.

After a committed change every connection of a game is told the new version, with the
push's id (services/push.py). A payload depends only on the game as that push found it
and the viewer's seat (``selectors.view_payload``), so the first connection to ask reads
the game once
(seats, users and the last move included) and each distinct seat's payload is built
once; every other connection of that seat, and every spectator, gets the same dict.
A seat's private payload is only ever handed to connections whose user holds that seat.

The work per push therefore grows with the number of distinct views (the seats plus one
public view), not with the number of connections (issue 17).
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from typing import Any

from channels.db import database_sync_to_async

from boardgames import selectors
from boardgames.models import Game

# Pushes remembered per process (a few seconds' worth on a busy server).
CACHE_VERSIONS = 512


class Snapshot:
    """A game as one version left it: the row, its seats with users, the last move."""

    def __init__(self, game: Game, last_move) -> None:
        self.game = game
        self.last_move = last_move
        self.payloads: dict[int | None, asyncio.Future] = {}

    def seat_index(self, user) -> int | None:
        """The seat ``user`` holds (None: spectator or anonymous)."""
        seat = selectors.seat_of(self.game, user)
        return seat.index if seat else None

    async def payload(self, user) -> dict[str, Any]:
        """``user``'s payload, built once per seat. Building reads the database (the
        correspondence facts: vacations, platform events, the seat's timeouts), so it runs
        in a worker thread; connections of the same seat wait for the same build."""
        index = self.seat_index(user)
        task = self.payloads.get(index)
        if task is None or (task.done() and (task.cancelled() or task.exception() is not None)):
            task = asyncio.ensure_future(_build(self.game, index, self.last_move))
            self.payloads[index] = task
        return await asyncio.shield(task)


@database_sync_to_async
def _build(game: Game, index: int | None, last_move) -> dict[str, Any]:
    return selectors.view_payload(game, index, last_move)


@database_sync_to_async
def _load(game_id: int) -> Snapshot | None:
    game = Game.objects.prefetch_related(selectors.seats_with_users()).filter(pk=game_id).first()
    if game is None:
        return None
    last = game.moves.filter(seq=game.version).first() if game.version else None
    return Snapshot(game, last)


class PayloadCache:
    """Per process: ``(game id, push id)`` -> the :class:`Snapshot` being loaded or
    loaded, least recently used dropped beyond ``size``."""

    def __init__(self, size: int = CACHE_VERSIONS) -> None:
        self.size = size
        self._snapshots: OrderedDict[tuple[int, int], asyncio.Future] = OrderedDict()
        self.loads = 0  # how many times the game was read (for tests and the bench)

    async def payload(self, game_id: int, push: str, user) -> dict[str, Any] | None:
        """The payload of ``user`` for ``game_id`` as of the push ``push`` (the row as the
        first connection to ask read it, at that push's version or later); None when the
        game is gone."""
        key = (game_id, push)
        future = self._snapshots.get(key)
        if future is None or (future.done() and future.exception() is not None):
            future = asyncio.get_running_loop().create_future()
            self._snapshots[key] = future
            self._trim()
            self.loads += 1
            try:
                future.set_result(await _load(game_id))
            except BaseException as error:
                future.set_exception(error)
                self._snapshots.pop(key, None)
                raise
        else:
            self._snapshots.move_to_end(key)
        snapshot = await asyncio.shield(future)
        return None if snapshot is None else await snapshot.payload(user)

    def _trim(self) -> None:
        while len(self._snapshots) > self.size:
            self._snapshots.popitem(last=False)


PAYLOADS = PayloadCache()
