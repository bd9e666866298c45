"""Celery tasks of the notification centre (docs/notifications.md).

- ``notifications.deliver(row_id)``: send one claimed mail (acks_late: a worker that dies
  mid-way gets it redelivered; the row lock and ``sent_at`` make a second run do nothing).
- ``notifications.sweep()``: run by beat every ``NOTIFY_SWEEP_INTERVAL`` seconds: the 80%
  alarms, the digests due, mails left unsent, pages whose heartbeat stopped.
"""

from __future__ import annotations

from celery import shared_task
from django.db import close_old_connections

from . import digest, mail
from .services import presence_prune


@shared_task(name=mail.DELIVER_TASK, ignore_result=True, acks_late=True)
def deliver_task(row_id: int) -> bool:
    """Send mail ``row_id`` unless it was sent already."""
    close_old_connections()
    return mail.deliver(row_id)


@shared_task(name="notifications.sweep", ignore_result=True)
def sweep_task() -> dict:
    """Returns ``{"alarms", "digests", "resent", "pruned"}``: counts of what was done."""
    close_old_connections()
    return {"alarms": digest.alarms_due(), "digests": digest.digests_due(), "resent": mail.resend_unsent(),
            "pruned": presence_prune()}
