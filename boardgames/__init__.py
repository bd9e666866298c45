"""The board-game server: Django project package and the games app.

Importing this package (or an engine under it) imports neither Django nor Celery: the
Celery application (:mod:`boardgames.celery`) is loaded by the app's ``ready()``, and
``celery -A boardgames`` finds it as ``boardgames.celery:app``.
"""
