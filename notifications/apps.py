from django.apps import AppConfig


class NotificationsConfig(AppConfig):
    """The notification centre: in-site entries, browser notifications and email
    (docs/notifications.md). Connects to the games' signals in :meth:`ready`."""

    name = "notifications"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from django.conf import settings
        from django.db.models.signals import post_save

        from boardgames import selectors, signals

        from . import events

        signals.game_finished.connect(events.game_finished, dispatch_uid="notifications.game_finished")
        signals.game_advanced.connect(events.game_advanced, dispatch_uid="notifications.game_advanced")
        aborted = getattr(signals, "game_aborted", None)  # sent where games can be aborted
        if aborted is not None:
            aborted.connect(events.game_aborted, dispatch_uid="notifications.game_aborted")
        # Every move's "your move" entry reads the next player's preference: load it with
        # the seats the move service reads anyway (one statement less per move).
        if "user__notification_preference" not in selectors.SEAT_USER_RELATED:
            selectors.SEAT_USER_RELATED.append("user__notification_preference")
        post_save.connect(events.user_saved, sender=settings.AUTH_USER_MODEL, dispatch_uid="notifications.user_saved")
