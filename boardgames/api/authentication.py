"""API token authentication with its lookup compiled once (issue 17).

DRF's ``TokenAuthentication`` builds and compiles ``Token.objects.select_related("user")
.get(key=...)`` on every request; :class:`PreparedTokenAuthentication` runs the same
query from SQL compiled once per connection (:mod:`boardgames.prepared`). It still asks
the database on every request: a deleted (revoked) token is refused (401) at once, and a
deactivated user too. Nothing is cached between requests.
"""

from __future__ import annotations

# DRF's own messages, translated by its catalogue (not extracted into ours).
from django.utils.translation import gettext_lazy as drf_message
from rest_framework import exceptions
from rest_framework.authentication import TokenAuthentication
from rest_framework.authtoken.models import Token

from boardgames.prepared import Prepared

_TOKEN_WITH_USER = Prepared("token_with_user", lambda key: Token.objects.select_related("user").filter(key=key),
                            key=str)
_KEY_LENGTH = Token._meta.get_field("key").max_length


class PreparedTokenAuthentication(TokenAuthentication):
    """``Authorization: Token <key>``, as DRF's ``TokenAuthentication`` (same header
    parsing, same messages): ``(user, token)``, or AuthenticationFailed (401) for an
    unknown or revoked key and for an inactive user. A key no token can have (longer
    than the column, or holding a NUL, which PostgreSQL cannot take as text) is refused
    the same way without asking the database."""

    def authenticate_credentials(self, key: str):
        if len(key) > _KEY_LENGTH or "\x00" in key:
            raise exceptions.AuthenticationFailed(drf_message("Invalid token."))
        found = _TOKEN_WITH_USER(key=key)
        if not found:
            raise exceptions.AuthenticationFailed(drf_message("Invalid token."))
        token = found[0]
        if not token.user.is_active:
            raise exceptions.AuthenticationFailed(drf_message("User inactive or deleted."))
        return (token.user, token)
