from django.apps import AppConfig


class RatingsConfig(AppConfig):
    """Points, levels, titles, skill ratings, leaderboards and coin wallets."""

    name = "ratings"

    def ready(self) -> None:
        """Connect the receivers of the games app's hooks (``boardgames.signals``) and
        load the system checks of every game's scoring entry (``ratings.checks``)."""
        from boardgames import signals

        from . import checks, receivers  # noqa: F401 - checks register themselves

        signals.game_finished.connect(receivers.game_finished, dispatch_uid="ratings.game_finished")
        signals.seat_staked.connect(receivers.seat_staked, dispatch_uid="ratings.seat_staked")
        signals.seat_released.connect(receivers.seat_released, dispatch_uid="ratings.seat_released")
        signals.game_aborted.connect(receivers.game_aborted, dispatch_uid="ratings.game_aborted")
