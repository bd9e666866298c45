"""Writes of the accounts app."""

from __future__ import annotations

from django.contrib.auth import get_user_model
from django.contrib.auth.password_validation import validate_password
from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction
from django.utils.translation import gettext as _

from boardgames.errors import ApplicationError

# Names that are URL dot segments: browsers resolve /u/../ to / (WHATWG URL), so such a
# player's profile and /api/v1/users/<name>/ could never be reached.
DOT_SEGMENTS = frozenset({".", ".."})


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
