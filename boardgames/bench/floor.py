"""The floor: the least a move could cost in these settings (issue 17).

``POST /bench/floor/`` with a token, in one transaction: lock one row of
``bench_floor_row`` (``SELECT ... FOR UPDATE``), update its small JSON field, insert one
row into ``bench_floor_log``; answers ``{"version": n}``. The same middleware, token
authentication, DRF parsing and rendering as the move endpoint, and no game logic, so a
move's server CPU divided by the floor's shows what the move path adds.
"""

from __future__ import annotations

import json

from django.db import connection, transaction
from rest_framework import permissions
from rest_framework.response import Response
from rest_framework.views import APIView

ROWS = 256  # one row per concurrent client at most; rows beyond this wrap around

SCHEMA = (
    "CREATE TABLE IF NOT EXISTS bench_floor_row (id integer PRIMARY KEY, data jsonb NOT NULL)",
    "CREATE TABLE IF NOT EXISTS bench_floor_log (id bigserial PRIMARY KEY, row_id integer NOT NULL, "
    "data jsonb NOT NULL, created_at timestamptz NOT NULL DEFAULT now())",
)


def ensure_floor_tables() -> None:
    """Create the two floor tables (PostgreSQL) with ``ROWS`` rows, emptying the log."""
    with connection.cursor() as cursor:
        for statement in SCHEMA:
            cursor.execute(statement)
        cursor.execute("TRUNCATE bench_floor_log")
        cursor.execute("INSERT INTO bench_floor_row (id, data) SELECT g, '{\"version\": 0}' "
                       "FROM generate_series(0, %s) g ON CONFLICT (id) DO NOTHING", [ROWS - 1])


class FloorView(APIView):
    """Lock, update and insert in one transaction; ``{"row": k}`` picks the row
    (0..ROWS-1, default 0). Returns the row's new version."""

    permission_classes = [permissions.IsAuthenticated]

    def post(self, request):
        row = int(request.data.get("row", 0)) % ROWS
        with transaction.atomic(), connection.cursor() as cursor:
            cursor.execute("SELECT data FROM bench_floor_row WHERE id = %s FOR UPDATE", [row])
            data = cursor.fetchone()[0]
            data = json.loads(data) if isinstance(data, str) else data
            data["version"] += 1
            cursor.execute("UPDATE bench_floor_row SET data = %s WHERE id = %s", [json.dumps(data), row])
            cursor.execute("INSERT INTO bench_floor_log (row_id, data) VALUES (%s, %s)",
                           [row, json.dumps({"user": request.user.pk, "version": data["version"]})])
        return Response({"version": data["version"]}, status=201)
