"""Where a move POST's CPU goes, in process (issue 17): ``manage.py bench_breakdown``.

The WSGI handler (``django.core.handlers.wsgi.WSGIHandler``, what gunicorn calls) is
called directly in this thread with a built environ, for moves of 2-player QQ跳棋 games
(by correspondence and live) and for the floor view (boardgames/bench/floor.py), the
database connection kept open as under gunicorn (``CONN_MAX_AGE``). Each request's
CPU is measured with ``time.thread_time_ns`` (this thread) and ``time.process_time_ns``
(the process: it adds the push's sender thread, whose event loop does the channel
layer's Redis work); each component is measured the same way by a wrapper put around
the function that does it (:data:`SEAMS`), installed by this module for the run only
and never in product code. Components nest: ``lock`` is inside ``view``, ``view``
inside the request; a component's figure includes what it calls. A seam whose function
a tree does not have (an A/B against another checkout) is skipped and printed as ``-``.
"""

from __future__ import annotations

import contextlib
import importlib
import io
import json
import random
import secrets
import statistics
import time
import weakref
from dataclasses import dataclass, field

from django.core.handlers.wsgi import WSGIHandler
from django.db import connection
from django.test.utils import override_settings

from boardgames.registry import get_engine

GAME = "chinese-checkers"
CLOCKS = {"correspondence": {"kind": "correspondence", "days": 1}, "live": {"kind": "live", "seconds": 300}}

# (label, module, attribute[, class]): the functions timed, in the order printed. A
# label's time is the sum over the calls of that function during one request.
SEAMS = [
    ("DRF dispatch", "rest_framework.views", "dispatch", "APIView"),
    ("  DRF request wrap", "rest_framework.views", "initialize_request", "APIView"),
    ("  DRF negotiation", "rest_framework.views", "perform_content_negotiation", "APIView"),
    ("auth", "boardgames.api.authentication", "authenticate", "PreparedTokenAuthentication"),
    ("  DRF throttles", "rest_framework.views", "check_throttles", "APIView"),
    ("  DRF finalize", "rest_framework.views", "finalize_response", "APIView"),
    ("body parse", "rest_framework.request", "_parse", "Request"),
    ("view", "boardgames.api.games", "post", "MoveListApi"),
    ("floor view", "boardgames.bench.floor", "post", "FloorView"),
    ("body check", "boardgames.api.move_input", "parse_move_input"),
    ("submit", "boardgames.services.play", "_submit"),
    ("lock", "boardgames.services.play", "_locked"),
    ("seats", "boardgames.services.play", "_seat_of"),
    ("shape", "boardgames.services.play", "_check_shape"),
    ("admit", "boardgames.services.play", "admit"),
    ("apply", "boardgames.services.play", "_apply"),
    ("record", "boardgames.services.play", "_record"),
    ("insert {model}", "boardgames.prepared", "insert"),
    ("deadlines", "boardgames.services.play", "refresh_deadlines"),
    ("move + game update", "boardgames.prepared", "update"),
    ("entry (game_advanced)", "notifications.events", "game_advanced", None),
    ("answer build", "boardgames.selectors", "game_detail"),
    ("answer JSON", "rest_framework.renderers", "render", "JSONRenderer"),
    ("commit", "django.db.backends.base.base", "commit", "BaseDatabaseWrapper"),
    ("after commit: push", "boardgames.services.push", "push_or_flag"),
    ("  views build", "boardgames.services.push", "_views"),
    ("  channel-layer sends", "boardgames.services.push", "group_send"),
    ("after commit: bell", "notifications.services", "_push_entry"),
    ("after commit: timer", "boardgames.services.timers", "publish_expiry"),
    ("after commit: bots", "boardgames.services.bots", "_send"),
]


@dataclass
class Clock:
    """Per-request sums of thread and process CPU (ns) by label, and the calls."""

    thread: dict[str, list[int]] = field(default_factory=dict)
    process: dict[str, list[int]] = field(default_factory=dict)
    current: dict[str, list[int]] = field(default_factory=dict)  # label -> [thread, process, calls]
    depth: dict[str, int] = field(default_factory=dict)

    def start_request(self) -> None:
        self.current = {}

    def end_request(self, thread_ns: int, process_ns: int) -> None:
        self.thread.setdefault("request", []).append(thread_ns)
        self.process.setdefault("request", []).append(process_ns)
        for label, (t, p, _) in self.current.items():
            self.thread.setdefault(label, []).append(t)
            self.process.setdefault(label, []).append(p)

    def wrap(self, label: str, function):
        clock = self

        def timed(*args, **kwargs):
            name = label.format(model=type(args[0]).__name__) if "{model}" in label and args else label
            # a recursive call is counted once, by its outermost frame
            if clock.depth.get(name):
                return function(*args, **kwargs)
            clock.depth[name] = 1
            t0, p0 = time.thread_time_ns(), time.process_time_ns()
            try:
                return function(*args, **kwargs)
            finally:
                t1, p1 = time.thread_time_ns(), time.process_time_ns()
                clock.depth[name] = 0
                entry = clock.current.setdefault(name, [0, 0, 0])
                entry[0] += t1 - t0
                entry[1] += p1 - p0
                entry[2] += 1

        timed.__wrapped__ = function
        return timed


@contextlib.contextmanager
def seams_installed(clock: Clock):
    """Put :meth:`Clock.wrap` around every seam of :data:`SEAMS` this tree has; undo it
    on exit. Yields the labels installed. A signal receiver (``class`` None) is wrapped
    where the signal holds it."""
    undo, installed = [], []
    for label, module_name, attribute, *owner in SEAMS:
        try:
            module = importlib.import_module(module_name)
        except ImportError:
            continue
        if owner and owner[0] is None:  # a signal receiver: replace it in the signal's list
            if _wrap_receiver(clock, label, module, attribute, undo):
                installed.append(label)
            continue
        target = getattr(module, owner[0], None) if owner else module
        if target is None or not hasattr(target, attribute):
            continue
        original, own = getattr(target, attribute), attribute in vars(target)
        setattr(target, attribute, clock.wrap(label, original))
        # an inherited method is shadowed on the class, then the shadow removed
        undo.append(lambda t=target, a=attribute, o=original, own=own: setattr(t, a, o) if own else delattr(t, a))
        # modules that imported the function by name call their own reference
        if not owner:
            for other in _importers(original):
                setattr(other, attribute, getattr(module, attribute))
                undo.append(lambda m=other, a=attribute, o=original: setattr(m, a, o))
        installed.append(label)
    try:
        yield installed
    finally:
        for step in reversed(undo):
            step()


def _importers(function) -> list:
    """The project's modules that hold ``function`` under its own name (``from x import f``)."""
    import sys

    name = function.__name__
    return [m for key, m in list(sys.modules.items())
            if m is not None and key.startswith(("boardgames", "notifications", "accounts"))
            and m.__dict__.get(name) is function and getattr(m, "__name__", "") != function.__module__]


def _wrap_receiver(clock: Clock, label: str, module, attribute: str, undo: list) -> bool:
    from boardgames import signals

    receiver = getattr(module, attribute, None)
    signal = getattr(signals, attribute, None)
    if receiver is None or signal is None:
        return False
    for i, (key, ref, *rest) in enumerate(signal.receivers):
        if (ref() if isinstance(ref, weakref.ReferenceType) else ref) is receiver:
            wrapped = clock.wrap(label, receiver)
            signal.receivers[i] = (key, wrapped, *rest)  # a strong reference while installed
            signal.sender_receivers_cache.clear()
            undo.append(lambda i=i, old=(key, ref, *rest): (signal.receivers.__setitem__(i, old),
                                                           signal.sender_receivers_cache.clear()))
            return True
    return False


class Caller:
    """Calls the WSGI handler in this thread, like gunicorn's worker thread."""

    def __init__(self) -> None:
        self.handler = WSGIHandler()

    def call(self, method: str, path: str, body: dict | None = None, token: str | None = None) -> tuple[int, dict]:
        data = json.dumps(body).encode() if body is not None else b""
        environ = {
            "REQUEST_METHOD": method, "PATH_INFO": path, "QUERY_STRING": "", "SCRIPT_NAME": "",
            "SERVER_NAME": "127.0.0.1", "SERVER_PORT": "8000", "SERVER_PROTOCOL": "HTTP/1.1",
            "HTTP_HOST": "127.0.0.1", "REMOTE_ADDR": "127.0.0.1", "CONTENT_TYPE": "application/json",
            "CONTENT_LENGTH": str(len(data)), "HTTP_ACCEPT": "application/json",
            "wsgi.input": io.BytesIO(data), "wsgi.url_scheme": "http", "wsgi.errors": io.StringIO(),
            "wsgi.multithread": True, "wsgi.multiprocess": True, "wsgi.run_once": False, "wsgi.version": (1, 0),
        }
        if token:
            environ["HTTP_AUTHORIZATION"] = f"Token {token}"
        status = []
        chunks = self.handler(environ, lambda s, headers, exc_info=None: status.append(int(s.split()[0])))
        try:
            raw = b"".join(chunks)
        finally:
            getattr(chunks, "close", lambda: None)()
        return status[0], (json.loads(raw) if raw[:1] in (b"{", b"[") else {})


def _account(name: str) -> str:
    """A new user's API token."""
    from rest_framework.authtoken.models import Token

    from accounts.services import user_register

    user = user_register(username=name, password=secrets.token_urlsafe(12))
    return Token.objects.get_or_create(user=user)[0].key


def play(caller: Caller, clock: Clock, clock_kind: str, moves: int, warm: int, seed: int = 1) -> list[str]:
    """Play ``warm`` + ``moves`` moves of a new 2-player game with ``clock_kind``,
    timing the last ``moves`` (a game that ends early starts another). Returns errors."""
    from boardgames.models import Game

    engine, rng, errors, done = get_engine(GAME), random.Random(seed), [], 0
    while done < warm + moves:
        run = secrets.token_hex(3)
        tokens = [_account(f"bd{run}a"), _account(f"bd{run}b")]
        status, game = caller.call("POST", "/api/v1/games/", {"game": GAME, "players": 2, "rated": False,
                                                              "time_control": CLOCKS[clock_kind]}, tokens[0])
        if status != 201:
            return [f"create: {status} {game}"]
        caller.call("POST", f"/api/v1/games/{game['id']}/join/", {}, tokens[1])
        state, version = Game.objects.get(pk=game["id"]).state, 0
        while done < warm + moves:
            prompts = engine.prompts(state)
            if not prompts:
                break
            seat = prompts[0].seat
            action = rng.choice([a for a in engine.legal_actions(state, seat) if a["type"] == "move"])
            body = {"version": version, "action": action}
            status, answer = _timed(caller, clock, done >= warm, "POST", f"/api/v1/games/{game['id']}/moves/",
                                    body, tokens[seat])
            if status != 201:
                errors.append(f"{status} {answer.get('message')}")
                break
            state, _ = engine.apply(state, seat, action)
            version, done = version + 1, done + 1
    return errors


def floor(caller: Caller, clock: Clock, requests: int, warm: int) -> list[str]:
    """``warm`` + ``requests`` floor requests, timing the last ``requests``."""
    token, errors = _account(f"bdfloor{secrets.token_hex(3)}"), []
    for i in range(warm + requests):
        status, answer = _timed(caller, clock, i >= warm, "POST", "/bench/floor/", {"row": 0}, token)
        if status != 201:
            errors.append(f"{status} {answer}")
    return errors


def _timed(caller: Caller, clock: Clock, measured: bool, *args):
    clock.start_request()
    t0, p0 = time.thread_time_ns(), time.process_time_ns()
    result = caller.call(*args)
    t1, p1 = time.thread_time_ns(), time.process_time_ns()
    if measured:
        clock.end_request(t1 - t0, p1 - p0)
    return result


def run(moves: int, warm: int, clocks: list[str]) -> dict[str, Clock]:
    """Time the floor and ``moves`` moves per clock; returns a :class:`Clock` per
    phase (``floor``, then each clock)."""
    from boardgames.bench.floor import ensure_floor_tables

    ensure_floor_tables()
    connection.close()
    connection.settings_dict["CONN_MAX_AGE"] = 60  # kept open, as gunicorn's bench stack
    connection.settings_dict["CONN_HEALTH_CHECKS"] = True
    phases: dict[str, Clock] = {}
    caller = Caller()
    with override_settings(ROOT_URLCONF="boardgames.bench.urls"):
        for name in ["floor", *clocks]:
            clock = Clock()
            with seams_installed(clock):
                errors = floor(caller, clock, moves, warm) if name == "floor" else play(caller, clock, name, moves, warm)
            if errors:
                raise RuntimeError(f"{name}: {errors[:3]}")
            phases[name] = clock
    return phases


def table(phases: dict[str, Clock]) -> list[str]:
    """The phases as text rows: per label, the median thread CPU ms per request and
    the mean process CPU ms per request (``t med / p mean``), per phase."""
    names = list(phases)
    labels = ["request"]
    for seam in SEAMS:
        if "{model}" in seam[0]:
            labels += sorted({k for c in phases.values() for k in c.thread if k.startswith(seam[0].split("{")[0])})
        else:
            labels.append(seam[0])
    lines = ["component".ljust(24) + "".join(f"{n:>24}" for n in names),
             "ms per request".ljust(24) + "".join(f"{'thread med / proc mean':>24}" for _ in names)]
    for label in labels:
        cells, seen = [], False
        for name in names:
            clock = phases[name]
            t, p = clock.thread.get(label), clock.process.get(label)
            requests = len(clock.thread.get("request", [])) or 1
            if not t:
                cells.append(f"{'-':>24}")
                continue
            seen = True
            t_med = statistics.median(t + [0] * (requests - len(t)))
            p_mean = sum(p) / requests
            cells.append(f"{t_med / 1e6:>14.3f} / {p_mean / 1e6:<7.3f}")
        if seen:
            lines.append(label.ljust(24) + "".join(cells))
    return lines
