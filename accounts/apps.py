from django.apps import AppConfig


class AccountsConfig(AppConfig):
    """Users and their sign-up, log-in and profile pages."""

    name = "accounts"
