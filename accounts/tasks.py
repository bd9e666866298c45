"""Celery tasks of the accounts app.

- ``accounts.password_reset(email)``: look the address up among the confirmed ones and
  queue a reset mail for each matching user (:func:`accounts.services.password_reset_send`);
  the page only queues this task, so it answers alike for any address.
"""

from __future__ import annotations

from celery import shared_task
from django.db import close_old_connections

from . import services


@shared_task(name=services.PASSWORD_RESET_TASK, ignore_result=True)
def password_reset_task(email: str) -> None:
    """Queue the reset mails of ``email`` (none when no account confirmed it)."""
    close_old_connections()
    services.password_reset_send(email)
