"""Request rates (DRF throttling) and the login-lockout answer (django-axes).

Rates live in ``settings.THROTTLE_RATES`` (scope -> ``"N/period"``, DRF's notation) and
are read at each request, so an operator's environment and a test's ``settings`` fixture
both take effect. They are far above what a person does (docs/operations.md, "Limits"):

- ``auth_token`` / ``register``: per client address, against password guessing and mass
  sign-ups (wrong passwords also lock the name out through django-axes);
- ``room_create`` / ``move``: per user, only on POST;
- ``replay``: per user (per address for anonymous readers), every GET: a replay applies
  the game's log up to the move asked for, so its cost grows with the game's length.
"""

from __future__ import annotations

from django.conf import settings
from django.shortcuts import render
from django.utils.translation import gettext
from rest_framework.throttling import ScopedRateThrottle

from boardgames.api.limits import error_response


class ScopedThrottle(ScopedRateThrottle):
    """DRF's scoped throttle on the view's ``throttle_scope``, counting every request of
    the user (of the client address when anonymous), with the rate from
    ``settings.THROTTLE_RATES``."""

    def get_rate(self):
        """The scope's rate, or ``None`` (no throttle) when the scope has none."""
        return settings.THROTTLE_RATES.get(self.scope)


class ScopedPostThrottle(ScopedThrottle):
    """:class:`ScopedThrottle` counting only writes (POST, PUT, PATCH, DELETE)."""

    def allow_request(self, request, view):
        """Reads always pass; writes go through DRF's sliding-window count."""
        if request.method in ("GET", "HEAD", "OPTIONS"):
            return True
        return super().allow_request(request, view)


def page_request_allowed(request, scope: str) -> bool:
    """The same count for a site page's POST (e.g. the sign-up form shares ``register``
    with the API): True if ``request`` is within the rate of ``scope``."""
    view = type("PageView", (), {"throttle_scope": scope})()
    return ScopedPostThrottle().allow_request(request, view)


def lockout_response(request, response=None, credentials=None):
    """django-axes' answer while a username is locked out at a client address
    (``AXES_LOCKOUT_CALLABLE``): JSON 429 under /api/, else the log-in page's lockout
    notice with 429."""
    minutes = int(settings.AXES_COOLOFF_TIME.total_seconds() // 60)
    message = gettext("Too many failed log-ins for this username from your address; try again in "
                      "%(minutes)s minutes.") % {"minutes": minutes}
    if request.path.startswith("/api/"):
        return error_response(429, "locked_out", message)
    return render(request, "accounts/locked_out.html", {"message": message}, status=429)
