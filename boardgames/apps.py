from django.apps import AppConfig


class BoardgamesConfig(AppConfig):
    """The games app: games, seats, the move log and the timers."""

    name = "boardgames"
    verbose_name = "Games"

    def ready(self) -> None:
        """Load the Celery app (so ``shared_task`` binds to it) and the system checks of
        the game registrations (``boardgames.checks``)."""
        from . import celery, checks  # noqa: F401 - imported for their side effects
