from django.apps import AppConfig


class RematchConfig(AppConfig):
    """Rematch offers at the end of a game (docs/rematch.md)."""

    name = "rematch"
    default_auto_field = "django.db.models.BigAutoField"
