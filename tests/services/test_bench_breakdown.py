"""``manage.py bench_breakdown`` (issue 17): it prints each phase's request CPU and the
components a move goes through, and leaves no wrapper behind."""

from __future__ import annotations

from io import StringIO

import pytest
from django.core.management import call_command


@pytest.mark.django_db(transaction=True)
def test_bench_breakdown_prints_the_components_and_unwraps_them(settings):
    from boardgames import prepared, selectors
    from boardgames.services import play, push, timers

    settings.DEBUG = False
    before = (play._locked, play.admit, prepared.insert, selectors.game_detail, push.group_send,
              timers.publish_expiry)
    out = StringIO()
    call_command("bench_breakdown", moves=3, warm=1, stdout=out)
    # every cell: "<thread ms> / <process ms>", or "-" where the phase has no such call
    rows = {line[:24].strip(): " ".join(line[24:].split()).replace(" / ", "/").split()
            for line in out.getvalue().splitlines()}
    assert rows["component"] == ["floor", "correspondence", "live"]
    for label in ("request", "lock", "seats", "apply", "insert Notification", "move + game update",
                  "answer JSON", "DRF negotiation",
                  "after commit: push"):
        assert len(rows[label]) == 3, (label, rows[label])
        assert all(cell == "-" or all(float(x) >= 0 for x in cell.split("/")) for cell in rows[label])
    assert rows["request"][0] != "-" and rows["lock"][0] == "-" and rows["floor view"][1:] == ["-", "-"]
    # no move published a timer task: the task the game's start sent serves every later
    # deadline (services/timers.py, armed_ahead), so the row is left out
    assert "after commit: timer" not in rows
    assert (play._locked, play.admit, prepared.insert, selectors.game_detail, push.group_send,
            timers.publish_expiry) == before
