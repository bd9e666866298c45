"""The board-game server: Django project package and the games app."""

from .celery import app as celery_app

__all__ = ("celery_app",)
