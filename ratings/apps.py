from django.apps import AppConfig


class RatingsConfig(AppConfig):
    """Points, levels, titles, skill ratings, leaderboards and coin wallets."""

    name = "ratings"
