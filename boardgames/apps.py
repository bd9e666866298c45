from django.apps import AppConfig


class BoardgamesConfig(AppConfig):
    """The games app: games, seats, the move log and the timers."""

    name = "boardgames"
    verbose_name = "Games"
