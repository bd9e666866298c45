"""``manage.py bench_length`` (issue 17): it runs, prints a row per game at each
checkpoint with the log really that long, and the statements per move do not grow."""

from __future__ import annotations

import re
from io import StringIO

import pytest
from django.core.management import call_command

from boardgames.registry import slugs

ROW = re.compile(r"^(\S+)\s+(\d+)\s+(\d+)\s+([\d.]+)\s+([\d.]+)\s+([\d,]+)\s+(\d+)\s+(\d+)$")


@pytest.mark.django_db(transaction=True)
def test_bench_length_prints_a_row_per_game_and_checkpoint_with_flat_sql():
    out = StringIO()
    call_command("bench_length", moves=24, checkpoints="2,14", window=5, stdout=out)
    rows = {}
    for line in out.getvalue().splitlines():
        match = ROW.match(line)
        if match:
            rows.setdefault(match[1], []).append(match)
    assert sorted(rows) == sorted(slugs())
    for slug, found in rows.items():
        assert [int(m[2]) for m in found] == [2, 14], slug
        # the log holds the checkpoint's moves plus the measured window (and any waits)
        assert all(int(m[3]) >= int(m[2]) + 5 for m in found), slug
        # every move is either the plain three statements (lock, seats, the move insert in
        # the game's UPDATE) with BEGIN/COMMIT, or those plus
        # the next player's "your move" entry and, after commit, its unread count: the same
        # two counts at both checkpoints
        for match in found:
            assert {int(q) for q in match[6].split(",")} <= {5, 7}, (slug, match[0])
        assert f"{slug:20}  reached 24 moves, still running" in out.getvalue()
    # QQ跳棋: every move hands the turn over, so every move is the same seven statements
    assert [m[5] for m in rows["chinese-checkers"]] == ["7.0", "7.0"]
