"""``manage.py bench_push``: how fast every viewer of one game hears of a move.

Starts the websocket servers (``--ws-server daphne``: ``--workers`` daphne processes on
their own ports, the layout before production moved to uvicorn; ``asgi``: uvicorn with
``--workers`` and production's websocket flags, docs/operations.md) and the HTTP
server for the POSTs (``--post-stack wsgi``, production's, or ``asgi``: the websocket
servers); opens one QQ跳棋 game of ``--players`` accounts and connects players +
``--spectators`` websockets spread over the websocket servers (anonymous viewers, so
every socket shares the public view: the fan-out is what is measured), then POSTs
``--moves`` moves one at a time. Prints, per viewer count, p50/p95/max of the time from
the move's insert (just before its commit) and from the POST's answer to each viewer's
push (ms), and from the push's commit (the ``at`` of its group message: right after the
commit, before the committer builds the views it ships; read from the hubs' timings: new
servers only), the client's own busy share, the load average, the servers' side of each
push (boardgames/fanout.py's timings) and the CPU per move of the POST server (the
committer, with its answer) and of the websocket servers together. Not a test.
"""

from __future__ import annotations

import asyncio
import json
import os
import statistics
import tempfile

from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandError

from boardgames.bench import servers
from boardgames.bench.push import measure


def _q(values: list[float]) -> tuple[float, float, float]:
    """(p50, p95, max) of ``values``."""
    if len(values) < 2:
        return (values[0],) * 3 if values else (0.0,) * 3
    q = statistics.quantiles(values, n=100)
    return q[49], q[94], max(values)


class Command(BaseCommand):
    help = "Push latency from a move to every viewer of the game, for several spectator counts."

    def add_arguments(self, parser):
        parser.add_argument("--players", type=int, default=6)
        parser.add_argument("--spectators", default="0,50,500", help="comma-separated spectator counts")
        parser.add_argument("--moves", type=int, default=20)
        parser.add_argument("--workers", type=int, default=2, help="websocket server processes")
        parser.add_argument("--ws-server", default="daphne", choices=servers.WS_SERVERS)
        parser.add_argument("--post-stack", default="wsgi", choices=servers.STACKS)
        parser.add_argument("--anonymous-players", action="store_true",
                            help="players' sockets anonymous (all share the public view)")
        parser.add_argument("--profile", default=None, metavar="DIR",
                            help="cProfile each websocket server process; stats in DIR/hub-<pid>.prof")
        parser.add_argument("--server-tree", default=None,
                            help="run the servers from this source tree (e.g. an export of main, for an A/B)")

    def handle(self, *args, players, spectators, moves, workers, ws_server, post_stack, server_tree,
               anonymous_players, profile, **options):
        if settings.EMBEDDED:
            raise CommandError("Set DATABASE_URL and REDIS_URL: the benchmark runs in services mode.")
        call_command("migrate", verbosity=0)
        timings = tempfile.NamedTemporaryFile(prefix="push-timings-", suffix=".jsonl", delete=False).name
        env = {"PUSH_TIMINGS": timings, **({"PUSH_PROFILE": os.path.abspath(profile)} if profile else {})}
        ports = [servers.free_port() for _ in range(workers if ws_server == "daphne" else 1)]
        started = [servers.start(ws_server, port, workers, env=env, tree=server_tree) for port in ports]
        ws_urls = [f"http://127.0.0.1:{port}" for port in ports]
        post_url = ws_urls[0]
        if post_stack == "wsgi":
            post_port = servers.free_port()
            started.append(servers.start("wsgi", post_port, workers, tree=server_tree))
            post_url = f"http://127.0.0.1:{post_port}"
        ws_pids = [s.pid for s in started[:len(ports)]]
        post_pid = started[-1].pid if post_stack == "wsgi" else None

        def cpu():
            return (servers.cpu_seconds(post_pid) if post_pid else 0.0,
                    sum(servers.cpu_seconds(pid) for pid in ws_pids))
        try:
            for url in [*ws_urls, post_url]:
                servers.wait_up(url, timeout=120)
            self.stdout.write("players  spectators  pushes | from insert p50/p95/max ms | from commit p50/p95/max "
                              "| from answer p50/p95 ms "
                              "| client busy p50/max | load | server: layer p50/p95, build p50/p95, queued p95, "
                              "committer's build p50/p95 ms "
                              "| CPU ms/move: POST server, websocket servers")
            for count in (int(c) for c in spectators.split(",")):
                open(timings, "w").close()
                result = asyncio.run(measure(post_url, [u.replace("http", "ws") for u in ws_urls],
                                             players, count, moves, server_cpu=cpu,
                                             seated=not anonymous_players))
                self.stdout.write(self._line(players, count, result, timings))
        finally:
            for server in started:
                servers.stop(server)
            os.unlink(timings)

    @staticmethod
    def _line(players: int, count: int, result: dict, timings: str) -> str:
        insert, answer, busy = _q(result["from_insert"]), _q(result["from_answer"]), result["client_busy"]
        with open(timings, encoding="utf-8") as lines:
            pushes = [json.loads(line) for line in lines]
        layer = _q([p["layer_ms"] for p in pushes if p.get("layer_ms") is not None])
        sent = {}
        for p in pushes:
            if p.get("at"):
                sent[p["version"]] = min(sent.get(p["version"], p["at"]), p["at"])
        push = _q([(t - sent[v]) * 1000 for v, times in result["arrivals"].items() if v in sent for t in times])
        build, queued = _q([p["build_ms"] for p in pushes]), _q([p["queued_ms"] for p in pushes])
        shipped = _q([p["shipped_ms"] for p in pushes if p.get("shipped_ms") is not None])
        load = "/".join(f"{x:.1f}" for x in os.getloadavg())
        return (f"{players:7}  {count:10}  {len(result['from_insert']):6} | {insert[0]:6.1f} {insert[1]:6.1f} "
                f"{insert[2]:6.1f} | {push[0]:6.1f} {push[1]:6.1f} {push[2]:6.1f} | {answer[0]:6.1f} {answer[1]:6.1f} | {statistics.median(busy or [0]):.2f} "
                f"{max(busy or [0]):.2f} | {load} | {layer[0]:.1f}/{layer[1]:.1f}, {build[0]:.1f}/{build[1]:.1f}, "
                f"{queued[1]:.1f}, {shipped[0]:.1f}/{shipped[1]:.1f} | {result['cpu_ms'][0]:.1f}, "
                f"{result['cpu_ms'][1]:.1f}")
