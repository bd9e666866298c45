"""Writes of the accounts app."""

from __future__ import annotations

import logging

from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.password_validation import validate_password
from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction
from django.template import loader
from django.utils import timezone, translation
from django.utils.translation import gettext as _

from boardgames.errors import ApplicationError

# Names that are URL dot segments: browsers resolve /u/../ to / (WHATWG URL), so such a
# player's profile and /api/v1/users/<name>/ could never be reached.
DOT_SEGMENTS = frozenset({".", ".."})
log = logging.getLogger(__name__)

#: The outbox kind (``notifications.OutboundEmail.kind``) of a password-reset mail.
PASSWORD_RESET = "password_reset"
#: The worker's task that looks the address up and queues the mails (accounts/tasks.py).
PASSWORD_RESET_TASK = "accounts.password_reset"


@transaction.atomic
def user_register(*, username: str, password: str, email: str = "") -> "User":
    """Create a user. Raises ApplicationError 400 if the name is taken, not a valid
    name (Django's validator; "." and "..", which URLs drop), or the password is too weak (Django's validators: at least 8 characters, not common, not numeric,
    not like the username).

    The name is stored in Unicode NFKC form, the form the log-in page compares
    (Django's ``UsernameField``): a full-width "ａｄｍｉｎ" is "admin", so it cannot be
    registered beside "admin" as a look-alike, and every stored name can log in."""
    User = get_user_model()
    username = User.normalize_username(username.strip())
    if not username:
        raise ApplicationError(_("Choose a username."))
    longest = User._meta.get_field("username").max_length
    if len(username) > longest:  # NFKC may lengthen a name: "ﬃ" is "ffi"
        raise ApplicationError(_("A username is at most %(max)d characters; this one has %(n)d.")
                               % {"max": longest, "n": len(username)}, code="invalid_username")
    if User.objects.filter(username__iexact=username).exists():
        raise ApplicationError(_("The username %(name)r is taken.") % {"name": username}, code="username_taken")
    try:
        User.username_validator(username)
    except ValidationError as error:
        raise ApplicationError(" ".join(error.messages), code="invalid_username")
    if username in DOT_SEGMENTS:
        raise ApplicationError(_("%(name)s cannot be a username: web addresses drop it (a profile at "
                                 "/u/%(name)s/ would be the lobby). Choose another.") % {"name": username},
                               code="invalid_username")
    candidate = User(username=username, email=email or "")
    try:
        validate_password(password, candidate)
    except ValidationError as error:
        raise ApplicationError(" ".join(error.messages), code="weak_password")
    candidate.set_password(password)
    try:
        with transaction.atomic():
            candidate.save()
    except IntegrityError:
        raise ApplicationError(_("The username %(name)r is taken.") % {"name": username}, code="username_taken")
    return candidate


def password_reset_request(email: str) -> None:
    """Hand a reset request for ``email`` to the worker (task ``PASSWORD_RESET_TASK``):
    the page does this same work whether or not an account has the address, so neither
    its answer nor its time tells. A broker that is down loses the request (logged; the
    page still answers alike, and the player may ask again)."""
    from boardgames.celery import app as celery_app

    try:
        celery_app.send_task(PASSWORD_RESET_TASK, args=(email,))
    except Exception as error:
        log.error("password reset not queued (%s: %s)", type(error).__name__, error)


def password_reset_send(email: str) -> None:
    """The worker's part of a reset request: Django's reset form sends the mails of
    ``email`` (:meth:`accounts.forms.ResetRequestForm.send`)."""
    from accounts.forms import ResetRequestForm

    form = ResetRequestForm(data={"email": email})
    if form.is_valid():
        form.send()


def confirmed_users(email: str) -> list:
    """The active users with a usable password whose confirmed notification address
    (``notifications.EmailAddress`` with ``verified_at``) is ``email``, case aside:
    the only addresses a password-reset mail goes to (an unconfirmed one may be anyone's)."""
    User = get_user_model()
    users = User.objects.filter(is_active=True, notification_email__email__iexact=email,
                                notification_email__verified_at__isnull=False)
    return [user for user in users if user.has_usable_password()]


def queue_password_reset(*, user, subject_template: str, body_template: str, context: dict) -> bool:
    """Queue the password-reset mail of ``user`` (templates rendered with ``context`` in
    the user's language: ``User.language``, else the one their notifications use) to
    their confirmed address, through the notification outbox (sent after commit by the
    worker, so the page answers as fast whether or not a mail goes out). Returns False,
    queuing nothing, when ``user`` already had ``settings.PASSWORD_RESET_MAILS_PER_DAY``
    reset mails in the last 24 hours: a stranger who knows the address cannot flood it."""
    from notifications import mail
    from notifications.services import language_of

    with transaction.atomic():
        # one request at a time per user, so two at once cannot both pass the count
        get_user_model().objects.select_for_update().filter(pk=user.pk).first()
        sent = mail.sent_in_last_day(user, PASSWORD_RESET)
        if sent >= settings.PASSWORD_RESET_MAILS_PER_DAY:
            log.warning("password reset for user %s refused: %s mails in 24 hours", user.pk, sent)
            return False
        with translation.override(user.language or language_of(user.pk)):
            subject = "".join(loader.render_to_string(subject_template, context).splitlines())
            body = loader.render_to_string(body_template, context)
        stamp = timezone.now().strftime("%Y%m%dT%H%M%S.%f")
        return mail.queue(user=user, key=f"reset:{user.pk}:{stamp}", kind=PASSWORD_RESET,
                          subject=subject, body=body) is not None
