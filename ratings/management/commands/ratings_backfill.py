"""``manage.py ratings_backfill``: rate finished rated games that have no RatedGame
marker yet and settle finished coin rooms not yet settled (e.g. after a rating error
was logged). Safe to run any time: each game is rated at most once."""

from __future__ import annotations

from django.core.management.base import BaseCommand
from django.db.models import Q

from boardgames.models import Game
from boardgames.registry import all_specs
from ratings.services import rate_game


def coin_rooms() -> Q:
    """The rooms that play for coins, from every registration's ``coin_room``
    (matches nothing when no game has coin rooms)."""
    query = Q(pk__in=[])
    for spec in all_specs():
        if spec.coin_room is not None:
            name, value = spec.coin_room
            query |= Q(game_type=spec.slug, **{f"options__{name}": value})
    return query


class Command(BaseCommand):
    help = "Rate finished rated games that were not rated yet; settle unsettled coin rooms."

    def handle(self, *args, **options):
        pending = (Game.objects.filter(status=Game.Status.FINISHED, rated=True, rated_marker__isnull=True)
                   | Game.objects.filter(coin_rooms(), status=Game.Status.FINISHED, coin_settlement__isnull=True))
        done = failed = 0
        for game in pending.distinct().order_by("finished_at", "pk"):
            try:
                rate_game(game)
                done += 1
            except Exception as error:  # noqa: BLE001 - report and go on with the others
                failed += 1
                self.stderr.write(f"game {game.pk}: {error!r}")
        self.stdout.write(f"rated/settled {done} game(s), {failed} failed")
