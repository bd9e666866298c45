"""Slow readers against the websocket server the README runs in production: clients that
open ``ws/games/<id>/`` and never read must not grow the server's memory with every push
(boardgames/fanout.py bounds what waits per socket only where a send waits for its client)."""

from __future__ import annotations

import base64
import contextlib
import os
import re
import socket
import time
from pathlib import Path

import pytest
from django.conf import settings
from django.db import connection

from tests.conftest import free_port, start_process, subprocess_env, wait_for

pytestmark = [pytest.mark.django_db(transaction=True)]

ROOT = Path(__file__).resolve().parents[2]
SLOW_SOCKETS = 20
PUSHES = 500
# Daphne kept every push for every slow socket (Twisted buffers without bound): about
# 55 MB more here (500 pushes of a 4 KB view to 20 sockets; 118 MB for 800); uvicorn, whose
# sends wait for the client so that the outbox keeps one push per socket: about 2 MB.
MAX_GROWTH_MB = 25


def websocket_server_command(port: int) -> list[str]:
    """The README's websocket process (the line marked ``# web: websockets``) as
    ``python -m`` arguments (lines continued with a backslash joined), listening on 127.0.0.1:``port``."""
    text = (ROOT / "README.md").read_text(encoding="utf-8").replace("\\\n", " ")  # continued lines
    line = next(line for line in text.splitlines() if line.rstrip().endswith("# web: websockets (/ws/)"))
    words = line.split("#")[0].split()
    args = [Path(words[0]).name]
    for word in words[1:]:
        if args[-1] in ("-b", "--host", "--bind"):
            word = "127.0.0.1"
        elif args[-1] in ("-p", "--port"):
            word = str(port)
        args.append(word)
    return args


def server_listening(process, port: int, log: Path) -> bool:
    """Whether the server ``process`` accepts connections on ``port`` (AssertionError with
    its ``log`` when it has exited)."""
    assert process.poll() is None, log.read_text(errors="replace")
    try:
        socket.create_connection(("127.0.0.1", port), timeout=1).close()
        return True
    except OSError:
        return False


@contextlib.contextmanager
def readme_websocket_server(tmp_path: Path):
    """The README's websocket process on a free port, once it listens; yields the port and
    the process, and stops it after."""
    port = free_port()
    log = tmp_path / "server.log"
    process = start_process(websocket_server_command(port), subprocess_env(), log)
    try:
        wait_for(lambda: server_listening(process, port, log), timeout=30)
        yield port, process
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except Exception:  # a server still closing its sockets
            process.kill()
            process.wait(timeout=10)


def resident_mb(pid: int) -> float:
    """The resident memory of process ``pid`` in MB."""
    status = Path(f"/proc/{pid}/status").read_text()
    return int(re.search(r"VmRSS:\s+(\d+)", status).group(1)) / 1024


def slow_socket(port: int, game_id: int) -> socket.socket:
    """A websocket handshake of an anonymous viewer that then reads nothing."""
    sock = socket.create_connection(("127.0.0.1", port))
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall((f"GET /ws/games/{game_id}/ HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
                  f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n"
                  f"Origin: http://127.0.0.1:{port}\r\n\r\n").encode())
    return sock


def test_sockets_that_never_read_do_not_grow_the_websocket_servers_memory(make_user, start_game, tmp_path):
    if connection.vendor != "postgresql" or not settings.REDIS_URL:
        pytest.skip("needs PostgreSQL and Redis (a server process shares the channel layer)")
    from websockets.sync.client import connect

    from boardgames.services.push import broadcast_version

    game = start_game([make_user("ann"), make_user("bob")])
    slow = []
    with readme_websocket_server(tmp_path) as (port, process), contextlib.ExitStack() as closing:
        origin = f"http://127.0.0.1:{port}"
        reader = closing.enter_context(connect(f"ws://127.0.0.1:{port}/ws/games/{game.pk}/", origin=origin,
                                               max_size=None))
        reader.recv(timeout=10)
        slow = [closing.enter_context(slow_socket(port, game.pk)) for _ in range(SLOW_SOCKETS)]
        time.sleep(1)
        before = resident_mb(process.pid)
        for _ in range(PUSHES):  # each push: the whole public view (~4 KB) to every socket
            broadcast_version(game.pk, game.version)
            reader.recv(timeout=10)  # a reading socket gets every push meanwhile
        grown = resident_mb(process.pid) - before
    assert len(slow) == SLOW_SOCKETS
    assert grown < MAX_GROWTH_MB, f"{grown:.0f} MB more after {PUSHES} pushes to {SLOW_SOCKETS} idle sockets"

def test_the_websocket_server_does_not_compress_frames(make_user, start_game, tmp_path):
    """The README's websocket server answers a client that offers permessage-deflate (as
    browsers do) without it: compressing each push again for every socket cost the
    servers about four times the CPU per move at 500 viewers (docs/operations.md)."""
    if connection.vendor != "postgresql" or not settings.REDIS_URL:
        pytest.skip("needs PostgreSQL and Redis (a server process shares the channel layer)")
    from websockets.sync.client import connect

    game = start_game([make_user("ann"), make_user("bob")])
    with readme_websocket_server(tmp_path) as (port, _process):
        with connect(f"ws://127.0.0.1:{port}/ws/games/{game.pk}/", origin=f"http://127.0.0.1:{port}",
                     compression="deflate") as viewer:
            assert "permessage-deflate" in viewer.request.headers["Sec-WebSocket-Extensions"]
            assert viewer.response.headers.get("Sec-WebSocket-Extensions") is None
            assert '"version"' in viewer.recv(timeout=10)


def test_the_readme_and_operations_run_the_same_websocket_command():
    """The README's production websocket line and docs/operations.md's Processes table say
    the same uvicorn command, --forwarded-allow-ips included (the anonymous socket limit
    counts by client address: behind a proxy uvicorn must be told the proxy's address)."""
    table = (ROOT / "docs" / "operations.md").read_text(encoding="utf-8")
    documented = re.search(r"\| web, websockets \| `uvicorn ([^`]+)`", table).group(1).split()
    readme = websocket_server_command(8001)
    readme[readme.index("--host") + 1] = "0.0.0.0"  # the helper binds the loopback
    assert readme[0] == "uvicorn"
    assert readme[1:] == documented
    assert documented[documented.index("--forwarded-allow-ips") + 1] == "127.0.0.1"
