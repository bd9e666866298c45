"""``manage.py bench_breakdown``: a move POST's CPU by component, in process (issue 17).

Calls the WSGI handler in this thread for the floor view and for moves of 2-player
QQ跳棋 (by correspondence and live) and prints, per component, the median thread CPU
and the mean process CPU per request, in ms (boardgames/bench/breakdown.py). Not a
test: figures for docs/performance.md.
"""

from __future__ import annotations

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from boardgames.bench import breakdown


class Command(BaseCommand):
    help = "A move POST's CPU by component (in-process WSGI handler), beside the floor view."

    def add_arguments(self, parser):
        parser.add_argument("--moves", type=int, default=60, help="timed requests per phase")
        parser.add_argument("--warm", type=int, default=10, help="untimed requests before them")
        parser.add_argument("--clocks", default="correspondence,live", help="comma-separated: correspondence, live")

    def handle(self, *args, moves: int, warm: int, clocks: str, **options):
        if settings.EMBEDDED or settings.DEBUG:
            raise CommandError("Set DATABASE_URL and REDIS_URL and DEBUG=0: the breakdown runs in services mode.")
        names = [c.strip() for c in clocks.split(",") if c.strip()]
        unknown = set(names) - set(breakdown.CLOCKS)
        if unknown:
            raise CommandError(f"unknown clock(s) {sorted(unknown)}; one of {sorted(breakdown.CLOCKS)}")
        for line in breakdown.table(breakdown.run(moves, warm, names)):
            self.stdout.write(line)
