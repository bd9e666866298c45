"""``bench_push``'s measurement: one game, its players and N spectators connected by
websocket, moves POSTed one at a time; for each move, when each viewer got the pushed
version, measured from the moment the POST's answer arrived (the move was committed
before that answer was sent)."""

from __future__ import annotations

import asyncio
import json
import random
import time

import websockets

from boardgames.bench import load
from boardgames.management.commands.bench_api import Client
from boardgames.models import Game
from boardgames.registry import get_engine

GAME = "chinese-checkers"


def open_game(url: str, players: int) -> tuple[int, list[Client], list[str]]:
    """A started QQ跳棋 game of ``players`` new accounts: (game id, API clients by seat,
    session-free tokens by seat)."""
    run = load.new_run()
    tokens = [load.register(url, f"p{run}s{i}") for i in range(players)]
    clients = [Client(url, t) for t in tokens]
    _, game = clients[0].call("POST", "/api/v1/games/", {
        "game": GAME, "players": players, "rated": False,
        "time_control": {"kind": "correspondence", "days": 1}})
    for seat in range(1, players):
        status, body = clients[seat].call("POST", f"/api/v1/games/{game['id']}/join/", {"seat": seat})
        if status not in (200, 201):
            raise RuntimeError(f"join failed: {status} {body}")
    return game["id"], clients, tokens


async def _viewer(ws_url: str, origin: str, arrivals: dict, ready: asyncio.Event, count: list) -> None:
    async with websockets.connect(ws_url, origin=origin, max_size=None, open_timeout=60) as socket:
        await socket.recv()
        count[0] += 1
        if count[0] == count[1]:
            ready.set()
        async for raw in socket:
            message = json.loads(raw)
            if message.get("type") == "game":
                arrivals.setdefault(message["game"]["version"], []).append(time.perf_counter())


async def measure(url: str, ws_url: str, players: int, spectators: int, moves: int) -> dict:
    """Latencies (ms) of every viewer for ``moves`` moves; the players' own sockets are
    anonymous too (a spectator's view): the cost measured is the fan-out."""
    game_id, clients, _ = await asyncio.to_thread(open_game, url, players)
    state = await asyncio.to_thread(lambda: Game.objects.get(pk=game_id).state)
    arrivals: dict[int, list[float]] = {}
    ready, count = asyncio.Event(), [0, players + spectators]
    origin = url
    tasks = [asyncio.create_task(_viewer(f"{ws_url}/ws/games/{game_id}/", origin, arrivals, ready, count))
             for _ in range(count[1])]
    await asyncio.wait_for(ready.wait(), 120)
    engine, rng, latencies = get_engine(GAME), random.Random(1), []
    for version in range(moves):
        seat = engine.prompts(state)[0].seat
        action = rng.choice([x for x in engine.legal_actions(state, seat) if x["type"] == "move"])
        status, _ = await asyncio.to_thread(clients[seat].call, "POST", f"/api/v1/games/{game_id}/moves/",
                                            {"version": version, "action": action})
        answered = time.perf_counter()
        if status != 201:
            raise RuntimeError(f"move {version + 1} refused: {status}")
        state, _ = engine.apply(state, seat, action)
        deadline = time.perf_counter() + 10
        while len(arrivals.get(version + 1, [])) < count[1] and time.perf_counter() < deadline:
            await asyncio.sleep(0.002)
        got = arrivals.get(version + 1, [])
        latencies.extend((t - answered) * 1000 for t in got)
        latencies.extend([10_000.0] * (count[1] - len(got)))  # a lost push counts as 10 s
    for task in tasks:
        task.cancel()
    return {"viewers": count[1], "moves": moves, "latencies": latencies}
