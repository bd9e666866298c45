"""Email: queuing, sending, unsubscribe and confirmation links (docs/notifications.md).

Every mail is an :class:`~notifications.models.OutboundEmail` row claimed by a unique key
inside the transaction of its event, and sent after commit by the Celery task
``notifications.deliver`` (acks_late); the sweep re-sends rows still unsent, so a worker
that dies mid-way loses nothing. Only a confirmed address gets mail (except the
confirmation itself). Each mail carries a one-click unsubscribe link and the
List-Unsubscribe / List-Unsubscribe-Post headers (RFC 8058).
"""

from __future__ import annotations

import datetime as dt
import logging

from django.conf import settings
from django.core import signing
from django.core.mail import EmailMessage
from django.db import IntegrityError, transaction
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext as _

from boardgames.celery import app as celery_app

from . import kinds
from .models import EmailAddress, Notification, OutboundEmail, Preference

log = logging.getLogger(__name__)

DELIVER_TASK = "notifications.deliver"
UNSUBSCRIBE_SALT = "notifications.unsubscribe"
CONFIRM_SALT = "notifications.confirm-email"
# A confirmation link works this long (seconds): three days.
CONFIRM_MAX_AGE = 3 * 86400
# The sweep re-sends a mail unsent after this many seconds, at most MAX_ATTEMPTS times.
RESEND_AFTER = 60
MAX_ATTEMPTS = 10


def site_url(path: str) -> str:
    """``SITE_URL`` (settings) + ``path``: the absolute link for a mail."""
    return settings.SITE_URL.rstrip("/") + path


def verified_address(user) -> str | None:
    """The user's confirmed address, or None."""
    row = EmailAddress.objects.filter(user=user, verified_at__isnull=False).first()
    return row.email if row else None


def unsubscribe_url(user, what: str) -> str:
    """The signed one-click link that turns off email of ``what`` (a kind, or
    :data:`kinds.DIGEST`) for ``user``."""
    token = signing.dumps({"u": user.pk, "w": what}, salt=UNSUBSCRIBE_SALT, compress=True)
    return site_url(reverse("notifications-unsubscribe", args=[token]))


def read_unsubscribe(token: str) -> tuple[int, str] | None:
    """``(user id, what)`` of a link made by :func:`unsubscribe_url`, or None when the
    token is forged or damaged."""
    try:
        data = signing.loads(token, salt=UNSUBSCRIBE_SALT)
        return int(data["u"]), str(data["w"])
    except (signing.BadSignature, KeyError, TypeError, ValueError):
        return None


def unsubscribe(user_id: int, what: str) -> Preference | None:
    """Turn off email of ``what`` for the user; returns the preference, or None when
    ``what`` is no kind of mail."""
    from .services import preference_for
    from django.contrib.auth import get_user_model

    user = get_user_model().objects.filter(pk=user_id).first()
    if user is None or (what != kinds.DIGEST and "email" not in kinds.AVAILABLE.get(what, ())):
        return None
    with transaction.atomic():
        # Locked as preferences_update locks it: a PATCH of the settings made meanwhile is
        # read, not overwritten; only the field changed is written.
        pref = Preference.objects.select_for_update().get(pk=preference_for(user).pk)
        if what == kinds.DIGEST:
            pref.digest = False
            fields = ["digest"]
        else:
            channels = dict(pref.channels or {})
            channels[what] = {**kinds.DEFAULTS[what], **channels.get(what, {}), "email": False}
            pref.channels = channels
            fields = ["channels"]
        pref.save(update_fields=[*fields, "updated_at"])
    return pref


def queue(*, user, key: str, kind: str, subject: str, body: str, game=None, to: str | None = None,
          unsubscribe: str | None = None) -> OutboundEmail | None:
    """Claim mail ``key`` for ``user`` and send it after commit. ``to``: the address
    (default: the confirmed one; none confirmed -> None, nothing queued). ``unsubscribe``:
    what its unsubscribe link turns off (its text and headers are added). Returns the row,
    or None when ``key`` was already claimed."""
    to = to or verified_address(user)
    if not to:
        return None
    link = unsubscribe_url(user, unsubscribe) if unsubscribe else ""
    if link:
        body += "\n\n-- \n" + _("Stop these emails with one click: %(link)s") % {"link": link}
    try:
        with transaction.atomic():
            row, created = OutboundEmail.objects.get_or_create(key=key, defaults={
                "user": user, "kind": kind, "game": game, "to": to, "subject": subject[:200], "body": body,
                "unsubscribe_url": link})
    except IntegrityError:
        return None
    if not created:
        return None
    row_id = row.pk
    transaction.on_commit(lambda: send_later(row_id), robust=True)
    return row


def send_later(row_id: int) -> None:
    """Send the delivery task of mail ``row_id`` by name; a broker that is down leaves
    the row to the sweep."""
    try:
        celery_app.send_task(DELIVER_TASK, args=(row_id,))
    except Exception as error:
        log.error("mail %s not queued (%s: %s); the sweep will send it", row_id, type(error).__name__, error)


def deliver(row_id: int) -> bool:
    """Send mail ``row_id`` through Django's email backend unless it was sent already.
    The row is locked while sending, so two deliveries of one task send once. Returns
    True when it was sent now; an SMTP failure is counted (``attempts``) and left for
    the sweep."""
    with transaction.atomic():
        row = OutboundEmail.objects.select_for_update(skip_locked=True).filter(pk=row_id, sent_at__isnull=True).first()
        if row is None:
            return False
        headers = {}
        if row.unsubscribe_url:
            headers = {"List-Unsubscribe": f"<{row.unsubscribe_url}>",
                       "List-Unsubscribe-Post": "List-Unsubscribe=One-Click"}
        message = EmailMessage(subject=row.subject, body=row.body, to=[row.to], headers=headers)
        try:
            message.send()
        except Exception as error:
            log.error("mail %s to user %s failed (%s: %s)", row.pk, row.user_id, type(error).__name__, error)
            OutboundEmail.objects.filter(pk=row.pk).update(attempts=row.attempts + 1)
            return False
        OutboundEmail.objects.filter(pk=row.pk).update(sent_at=timezone.now(), attempts=row.attempts + 1)
        return True


def resend_unsent(now: dt.datetime | None = None, limit: int = 200) -> int:
    """Deliver the mails left unsent for ``RESEND_AFTER`` seconds (a worker that died,
    a broker or SMTP server that was down). Returns how many went out."""
    cutoff = (now or timezone.now()) - dt.timedelta(seconds=RESEND_AFTER)
    ids = OutboundEmail.objects.filter(sent_at__isnull=True, created_at__lte=cutoff,
                                       attempts__lt=MAX_ATTEMPTS).values_list("pk", flat=True)[:limit]
    return sum(1 for row_id in list(ids) if deliver(row_id))


def queue_for_notification(note: Notification, pref: Preference) -> OutboundEmail | None:
    """The email of a new notification, if the user wants it: the immediate "your move"
    mail (quiet period, none while online; :func:`notifications.digest.queue_move_mail`)
    or the mail of its kind."""
    from .digest import queue_move_mail
    from .texts import link, text, user_zone

    if not pref.wants(note.kind, "email"):
        return None
    if note.kind == kinds.YOUR_MOVE:
        return queue_move_mail(note, pref)
    line = text(note, user_zone(note.user_id))
    body = line + "\n\n" + site_url(link(note))
    return queue(user=note.user, key=f"note:{note.key}", kind=note.kind, subject=line, body=body,
                 game=note.game, unsubscribe=note.kind)


# -- address confirmation ---------------------------------------------------------------

def confirm_url(user, email: str) -> str:
    """The signed link that confirms ``email`` for ``user`` (valid ``CONFIRM_MAX_AGE``)."""
    token = signing.dumps({"u": user.pk, "e": email}, salt=CONFIRM_SALT, compress=True)
    return site_url(reverse("notifications-confirm", args=[token]))


def request_confirmation(user, email: str) -> EmailAddress:
    """Set ``email`` as the user's (unconfirmed) address and mail the confirmation link.
    An unchanged, confirmed address stays confirmed. Returns the row. Raises
    ApplicationError 429 ``throttled`` (nothing changed or mailed) past
    ``settings.CONFIRM_MAILS_PER_DAY`` confirmation mails in 24 hours: the address is
    the user's own choice, so without a bound an account mails anyone without end."""
    with transaction.atomic():
        row, _created = EmailAddress.objects.select_for_update().get_or_create(user=user, defaults={"email": email})
        if row.email == email and row.verified_at is not None:
            return row
        _require_confirmation_allowance(user)
        return _send_confirmation(row, user, email)


def sent_in_last_day(user, kind: str) -> int:
    """How many mails of ``kind`` (``OutboundEmail.kind``) were queued for ``user`` in the
    last 24 hours: the count behind each per-user daily mail limit (confirmations here,
    password resets in accounts/services.py)."""
    since = timezone.now() - dt.timedelta(days=1)
    return OutboundEmail.objects.filter(user=user, kind=kind, created_at__gte=since).count()


def _require_confirmation_allowance(user) -> None:
    """Raise ApplicationError 429 when ``user`` had ``settings.CONFIRM_MAILS_PER_DAY``
    confirmation mails queued in the last 24 hours."""
    from boardgames.errors import ApplicationError

    sent = sent_in_last_day(user, kinds.CONFIRM)
    if sent >= settings.CONFIRM_MAILS_PER_DAY:
        raise ApplicationError(
            _("We sent %(count)d confirmation mails in the last 24 hours; try again tomorrow.")
            % {"count": sent}, code="throttled", status=429)


def _send_confirmation(row: EmailAddress, user, email: str) -> EmailAddress:
    """Store ``email`` unconfirmed on ``row`` and queue its confirmation mail."""
    row.email, row.verified_at = email, None
    row.save()
    stamp = timezone.now().strftime("%Y%m%dT%H%M%S.%f")
    queue(user=user, key=f"confirm:{user.pk}:{stamp}", kind=kinds.CONFIRM, to=email,
          subject=_("Confirm your email address"),
          body=_("Hello %(name)s,\n\nopen this link to confirm %(email)s for notifications:\n%(link)s\n\n"
                 "The link works for three days. If you did not ask for this, ignore this mail.")
          % {"name": user.username, "email": email, "link": confirm_url(user, email)})
    return row


def confirm(token: str) -> EmailAddress | None:
    """Confirm the address of a link made by :func:`confirm_url`. Returns the row, or
    None when the link is forged, expired, or for an address the user has since changed."""
    try:
        data = signing.loads(token, salt=CONFIRM_SALT, max_age=CONFIRM_MAX_AGE)
        user_id, email = int(data["u"]), str(data["e"])
    except (signing.BadSignature, KeyError, TypeError, ValueError):
        return None
    row = EmailAddress.objects.filter(user_id=user_id, email=email).first()
    if row is None:
        return None
    if row.verified_at is None:
        row.verified_at = timezone.now()
        row.save(update_fields=["verified_at", "updated_at"])
    return row
