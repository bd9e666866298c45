"""``manage.py ratings_backfill``: rate finished rated games that have no RatedGame
marker yet and settle finished coin rooms not yet settled (e.g. after a rating error
was logged). Safe to run any time: each game is rated at most once."""

from __future__ import annotations

from django.core.management.base import BaseCommand

from boardgames.models import Game
from ratings.services import rate_game


class Command(BaseCommand):
    help = "Rate finished rated games that were not rated yet; settle unsettled coin rooms."

    def handle(self, *args, **options):
        pending = (Game.objects.filter(status=Game.Status.FINISHED, rated=True, rated_marker__isnull=True)
                   | Game.objects.filter(status=Game.Status.FINISHED, game_type="qiangshou",
                                         options__room="coin", coin_settlement__isnull=True))
        done = failed = 0
        for game in pending.distinct().order_by("finished_at", "pk"):
            try:
                rate_game(game)
                done += 1
            except Exception as error:  # noqa: BLE001 - report and go on with the others
                failed += 1
                self.stderr.write(f"game {game.pk}: {error!r}")
        self.stdout.write(f"rated/settled {done} game(s), {failed} failed")
