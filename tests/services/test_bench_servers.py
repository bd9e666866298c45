"""The benchmark's servers (boardgames/bench/servers.py): stopping one stops its worker
processes too. A uvicorn started with ``--workers 2`` whose supervisor alone was killed
(open websockets kept its graceful shutdown waiting past the grace) left both workers
running, orphaned, serving and holding Redis connections long after the bench ended."""

from __future__ import annotations

import os
import subprocess
import sys
import time

from boardgames.bench import servers


def children(pid: int) -> list[int]:
    """The processes whose parent is ``pid`` (from /proc)."""
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = open(f"/proc/{entry}/stat").read()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(entry))
    return found


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    state = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()[0]
    return state != "Z"


def test_stopping_a_uvicorn_with_workers_leaves_no_process_behind():
    port = servers.free_port()
    process = servers.start("asgi", port, workers=2)
    try:
        servers.wait_up(f"http://127.0.0.1:{port}", timeout=120)
        deadline = time.monotonic() + 30
        while len(workers := children(process.pid)) < 2 and time.monotonic() < deadline:
            time.sleep(0.2)
        assert len(workers) >= 2, workers
    finally:
        servers.stop(process, grace=5)
    deadline = time.monotonic() + 10
    while any(alive(w) for w in workers) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert [w for w in workers if alive(w)] == []


STUBBORN = """
import signal, subprocess, sys, time
signal.signal(signal.SIGTERM, signal.SIG_IGN)
child = subprocess.Popen([sys.executable, "-c",
    "import signal, time; signal.signal(signal.SIGTERM, signal.SIG_IGN); time.sleep(120)"])
print(child.pid, flush=True)
time.sleep(120)
"""


def test_a_supervisor_that_will_not_stop_is_killed_with_its_workers():
    """The case that orphaned the workers: the supervisor outlives the grace."""
    process = subprocess.Popen([sys.executable, "-c", STUBBORN], stdout=subprocess.PIPE, text=True,
                               start_new_session=True)
    worker = int(process.stdout.readline())
    servers.stop(process, grace=1)
    deadline = time.monotonic() + 10
    while alive(worker) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not alive(worker)


def test_a_bench_server_leads_its_own_process_group():
    port = servers.free_port()
    process = servers.start("asgi", port, workers=1)
    try:
        assert os.getpgid(process.pid) == process.pid
    finally:
        servers.stop(process, grace=5)
