"""Starting the benchmark's server processes and reading their CPU time.

Serving stacks (docs/operations.md):
- ``asgi``: uvicorn workers running boardgames.asgi (HTTP and websockets in one
  process), a new database connection per request;
- ``daphne``: one daphne process running boardgames.asgi (production's websocket server;
  several are several processes on several ports);
- ``wsgi``: gunicorn threaded workers running boardgames.wsgi for HTTP with persistent
  database connections (``DATABASE_CONN_MAX_AGE=60``); websockets stay on ASGI.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

CLOCK_TICKS = os.sysconf("SC_CLK_TCK")
STACKS = ("asgi", "wsgi")
WS_SERVERS = ("daphne", "asgi")


def free_port() -> int:
    """A TCP port nobody listens on now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start(stack: str, port: int, workers: int = 2, threads: int = 8, env: dict | None = None,
          tree: str | None = None) -> subprocess.Popen:
    """Start ``stack`` ("asgi", "daphne" or "wsgi") on 127.0.0.1:``port`` with the bench
    settings (the floor view routed) and ``env`` added to the environment, from the
    source tree ``tree`` (another checkout, for an A/B; default: this one). Raises
    ValueError for an unknown stack."""
    # Sign-ups are the bench's set-up, not what it measures: their per-address rate
    # (20 an hour per process) would refuse the accounts of a run of many games.
    env = {"THROTTLE_REGISTER": "100000/hour", **os.environ, **(env or {}), "DEBUG": "0",
           "DJANGO_SETTINGS_MODULE": "boardgames.bench.settings"}
    if tree:
        env["PYTHONPATH"] = tree
    if stack == "daphne":
        args = [sys.executable, "-m", "daphne", "-b", "127.0.0.1", "-p", str(port), "-v", "0", "--websocket_connect_timeout", "60",
                "boardgames.asgi:application"]
    elif stack == "asgi":
        args = [sys.executable, "-m", "uvicorn", "boardgames.asgi:application", "--port", str(port),
                "--workers", str(workers), "--lifespan", "off", "--log-level", "warning",
                "--ws", "websockets-sansio", "--ws-max-size", "65536", "--ws-per-message-deflate", "false",
                "--timeout-graceful-shutdown", "30"]  # production's flags
    elif stack == "wsgi":
        env["DATABASE_CONN_MAX_AGE"] = "60"
        args = [sys.executable, "-m", "gunicorn", "boardgames.wsgi:application", "-b", f"127.0.0.1:{port}",
                "-w", str(workers), "-k", "gthread", "--threads", str(threads), "--keep-alive", "75",
                "--log-level", "warning"]
    else:
        raise ValueError(f"unknown stack {stack!r}; one of {STACKS + WS_SERVERS}")
    # A session of its own, so stop() reaches uvicorn's and gunicorn's worker processes too.
    return subprocess.Popen(args, env=env, cwd=tree, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            start_new_session=True)


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of process ``pid`` and all its living descendants."""
    children: dict[int, list[int]] = {}
    times: dict[int, float] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        child, parent = int(entry.name), int(fields[1])
        children.setdefault(parent, []).append(child)
        times[child] = (int(fields[11]) + int(fields[12])) / CLOCK_TICKS
    total, todo = 0.0, [pid]
    while todo:
        current = todo.pop()
        total += times.get(current, 0.0)
        todo.extend(children.get(current, []))
    return total


def stop(process: subprocess.Popen, grace: float = 10.0) -> None:
    """Terminate ``process`` and its workers (its process group, see ``start``); kill the
    group after ``grace`` seconds (open websockets keep a graceful uvicorn shutdown
    waiting). Killing only the supervisor left uvicorn's ``--workers`` running, orphaned."""
    def signal_group(sig: int) -> None:
        try:
            os.killpg(process.pid, sig)
        except ProcessLookupError:
            pass

    signal_group(signal.SIGTERM)
    try:
        process.wait(grace)
    except subprocess.TimeoutExpired:
        signal_group(signal.SIGKILL)
        process.wait(grace)
    else:
        signal_group(signal.SIGKILL)  # a worker still shutting down after its supervisor left


def wait_up(url: str, timeout: float = 30.0) -> None:
    """Return once ``url``/healthz answers; RuntimeError after ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"{url}/healthz", timeout=5):
                return
        except OSError:
            time.sleep(0.2)
    raise RuntimeError(f"no server at {url}")
