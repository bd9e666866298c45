"""``manage.py bench_push``: how fast every viewer of one game hears of a move.

Starts the ASGI server (uvicorn, ``--workers``) and optionally the WSGI server for the
POSTs (``--post-stack wsgi``, the production layout of docs/operations.md); opens one
QQ跳棋 game of ``--players`` accounts and connects players + ``--spectators`` websockets
(anonymous viewers, so every socket shares the public view: the fan-out is what is
measured), then POSTs ``--moves`` moves one at a time. Prints, per viewer count, p50/p95/
max of the time from the POST's answer to each viewer's push (ms). Not a test.
"""

from __future__ import annotations

import asyncio
import statistics

from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandError

from boardgames.bench import servers
from boardgames.bench.push import measure


class Command(BaseCommand):
    help = "Push latency from a move to every viewer of the game, for several spectator counts."

    def add_arguments(self, parser):
        parser.add_argument("--players", type=int, default=6)
        parser.add_argument("--spectators", default="0,50,500", help="comma-separated spectator counts")
        parser.add_argument("--moves", type=int, default=20)
        parser.add_argument("--workers", type=int, default=2, help="ASGI worker processes")
        parser.add_argument("--post-stack", default="asgi", choices=servers.STACKS)

    def handle(self, *args, players, spectators, moves, workers, post_stack, **options):
        if settings.EMBEDDED:
            raise CommandError("Set DATABASE_URL and REDIS_URL: the benchmark runs in services mode.")
        call_command("migrate", verbosity=0)
        ws_port = servers.free_port()
        started = [servers.start("asgi", ws_port, workers)]
        post_url = ws_url = f"http://127.0.0.1:{ws_port}"
        if post_stack == "wsgi":
            post_port = servers.free_port()
            started.append(servers.start("wsgi", post_port, workers))
            post_url = f"http://127.0.0.1:{post_port}"
        try:
            servers.wait_up(ws_url)
            servers.wait_up(post_url)
            self.stdout.write("players  spectators  moves  pushes  p50_ms  p95_ms  max_ms")
            for count in (int(c) for c in spectators.split(",")):
                result = asyncio.run(measure(post_url, ws_url.replace("http", "ws"), players, count, moves))
                lat = result["latencies"]
                q = statistics.quantiles(lat, n=100)
                self.stdout.write(f"{players:7}  {count:10}  {moves:5}  {len(lat):6}  {q[49]:6.1f}  "
                                  f"{q[94]:6.1f}  {max(lat):6.1f}")
        finally:
            for server in started:
                servers.stop(server)
