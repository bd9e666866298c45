"""``manage.py bench_serving``: the move endpoint beside the floor, per serving stack.

For each stack (``asgi``: uvicorn as before; ``wsgi``: gunicorn threads with persistent
database connections, docs/operations.md) it starts the server on this machine's
PostgreSQL and Redis, then times, at each client count: the floor (boardgames/bench/
floor.py: token auth, one row locked and updated, one row inserted) and POST-only moves
of 2-player QQ跳棋 games (one game per client; ``--clock``: by correspondence, or live
with a timer task armed by every move). Prints requests/s, the server's CPU per
request (its processes' user+system time over the phase), POST p50/p95 and the move's
CPU as a multiple of the floor's. Not a test: figures for docs/performance.md.
"""

from __future__ import annotations

from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandError

from boardgames.bench import load, servers
from boardgames.bench.floor import ensure_floor_tables


class Command(BaseCommand):
    help = "The move POST beside the floor view, per serving stack: requests/s, CPU per request, latency."

    def add_arguments(self, parser):
        parser.add_argument("--stacks", default="asgi,wsgi", help="comma-separated: asgi, wsgi")
        parser.add_argument("--clients", default="1,16", help="comma-separated client counts")
        parser.add_argument("--requests", type=int, default=40, help="requests (moves) per client")
        parser.add_argument("--workers", type=int, default=2, help="server worker processes")
        parser.add_argument("--clock", default="correspondence", choices=sorted(load.CLOCKS),
                            help="the games' clock: live moves also arm a timer task each")

    def handle(self, *args, stacks: str, clients: str, requests: int, workers: int, clock: str, **options):
        if settings.EMBEDDED:
            raise CommandError("Set DATABASE_URL and REDIS_URL: the benchmark runs in services mode.")
        call_command("migrate", verbosity=0)
        ensure_floor_tables()
        counts = [int(c) for c in clients.split(",")]
        self.stdout.write("stack  phase  clients  requests  per_s  cpu_ms/req  p50_ms  p95_ms  errors  x_floor")
        for stack in stacks.split(","):
            self._stack(stack.strip(), counts, requests, workers, clock)

    def _stack(self, stack: str, counts: list[int], requests: int, workers: int, clock: str) -> None:
        port = servers.free_port()
        url = f"http://127.0.0.1:{port}"
        server = servers.start(stack, port, workers)
        try:
            servers.wait_up(url, timeout=120)  # a loaded machine starts gunicorn slowly
            token = load.register(url, f"floor{load.new_run()}")
            for count in counts:
                floor = load.timed("floor", server.pid, [
                    load.floor_worker(url, token, row, requests) for row in range(count)], count)
                run = load.new_run()
                moves = load.timed("move", server.pid, [
                    load.game_worker(url, run, i, requests, clock) for i in range(count)], count)
                self._print(stack, floor.line(), None)
                self._print(stack, moves.line(), floor.line())
        finally:
            servers.stop(server)

    def _print(self, stack: str, row: dict, floor: dict | None) -> None:
        ratio = f"{row['cpu_ms'] / floor['cpu_ms']:.2f}" if floor and floor["cpu_ms"] else "-"
        self.stdout.write(
            f"{stack:5}  {row['phase']:5}  {row['clients']:7}  {row['requests']:8}  {row['per_s']:5.0f}  "
            f"{row['cpu_ms']:10.2f}  {row['p50']:6.1f}  {row['p95']:6.1f}  {row['errors']:6}  {ratio:>7}")

