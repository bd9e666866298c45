"""The pages' language for a logged-in player: the one saved with the header's switch.

Django's ``LocaleMiddleware`` picks the language from the ``django_language`` cookie, then
the browser's ``Accept-Language``; it runs before the user is known. This middleware,
after ``AuthenticationMiddleware``, overrides that with ``User.language`` when the player
has chosen one, and sets the cookie to it on the response, so the choice follows the
player to a new browser from the log-in on (the log-in response already carries it).
Anonymous visitors keep the cookie / browser language.
"""

from __future__ import annotations

from django.conf import settings
from django.utils import translation


def _valid(code: str) -> bool:
    return code in {c for c, _ in settings.LANGUAGES}


class UserLanguageMiddleware:
    """Activate ``request.user.language`` (a ``settings.LANGUAGES`` code) for the request
    and keep the language cookie in step with it; nothing for anonymous visitors or
    players who never chose."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        code = self._user_language(request)
        if code:
            translation.activate(code)
            request.LANGUAGE_CODE = code
        response = self.get_response(request)
        # The view may have logged the player in (or out): read the user again.
        code = self._user_language(request)
        if code and request.COOKIES.get(settings.LANGUAGE_COOKIE_NAME) != code:
            response.set_cookie(
                settings.LANGUAGE_COOKIE_NAME, code,
                max_age=settings.LANGUAGE_COOKIE_AGE, path=settings.LANGUAGE_COOKIE_PATH,
                domain=settings.LANGUAGE_COOKIE_DOMAIN, secure=settings.LANGUAGE_COOKIE_SECURE,
                httponly=settings.LANGUAGE_COOKIE_HTTPONLY, samesite=settings.LANGUAGE_COOKIE_SAMESITE,
            )
        return response

    @staticmethod
    def _user_language(request) -> str:
        user = getattr(request, "user", None)
        if user is None or not user.is_authenticated:
            return ""
        code = getattr(user, "language", "") or ""
        return code if _valid(code) else ""
