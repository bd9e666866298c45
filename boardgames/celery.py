"""The Celery application: broker from settings (Redis, or ``memory://`` embedded)."""

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "boardgames.settings")

app = Celery("boardgames")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
