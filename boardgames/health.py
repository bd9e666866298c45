"""Liveness and readiness endpoints (docs/operations.md, Health).

- ``GET /healthz``: the process answers (no dependency is touched): 200
  ``{"status": "ok"}``.
- ``GET /readyz``: can this process do its work? Checks the database (``SELECT 1``), the
  channel layer (a message sent to a fresh channel and received back) and the Celery
  broker (a connection). 200 when all pass, 503 when one fails; the body is
  ``{"status": "ok"|"fail", "checks": {name: {"ok": bool, "ms": float, "error": str?}}}``.
  Errors name the exception class and its message, never a setting's value.
"""

from __future__ import annotations

import asyncio
import time
import uuid
from typing import Callable

from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer
from django.db import connection
from django.http import JsonResponse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET

# Seconds each check may take before it counts as failed.
CHECK_TIMEOUT = 3.0


def check_database() -> None:
    """Run ``SELECT 1`` on the default database; raises on failure."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")
        if cursor.fetchone() != (1,):
            raise RuntimeError("SELECT 1 did not return 1")


async def _layer_round_trip() -> None:
    layer = get_channel_layer()
    if layer is None:
        raise RuntimeError("no channel layer is configured")
    channel = await layer.new_channel("health.")
    token = uuid.uuid4().hex
    await layer.send(channel, {"type": "health.check", "token": token})
    message = await layer.receive(channel)
    if message.get("token") != token:
        raise RuntimeError("the channel layer returned another message")


def check_channel_layer() -> None:
    """Send a message to a fresh channel of the channel layer and receive it back
    within ``CHECK_TIMEOUT`` seconds; raises on failure."""
    async def bounded() -> None:
        await asyncio.wait_for(_layer_round_trip(), CHECK_TIMEOUT)

    async_to_sync(bounded)()


def check_broker() -> None:
    """Connect to the Celery broker (one attempt, ``CHECK_TIMEOUT`` seconds); raises on
    failure."""
    from boardgames.celery import app

    with app.connection_for_write() as conn:
        conn.ensure_connection(max_retries=1, timeout=CHECK_TIMEOUT)


CHECKS: dict[str, Callable[[], None]] = {
    "database": check_database,
    "channel_layer": check_channel_layer,
    "broker": check_broker,
}


def readiness() -> tuple[bool, dict[str, dict]]:
    """Run every check; returns (all passed, per check ``{"ok", "ms", "error"?}``)."""
    results: dict[str, dict] = {}
    for name, check in CHECKS.items():
        started = time.monotonic()
        try:
            check()
            result: dict = {"ok": True}
        except Exception as error:  # every failure is reported, none is raised
            result = {"ok": False, "error": f"{type(error).__name__}: {error}"[:300]}
        result["ms"] = round((time.monotonic() - started) * 1000, 1)
        results[name] = result
    return all(r["ok"] for r in results.values()), results


@never_cache
@require_GET
def healthz(request) -> JsonResponse:
    """Liveness: 200 while the process serves requests."""
    return JsonResponse({"status": "ok"})


@never_cache
@require_GET
def readyz(request) -> JsonResponse:
    """Readiness: 200 with every check, or 503 when one fails (see the module doc)."""
    ok, checks = readiness()
    return JsonResponse({"status": "ok" if ok else "fail", "checks": checks}, status=200 if ok else 503)
