"""The one application error the services raise; the API turns it into a 4xx.

``code`` is stable (clients switch on it); ``message`` is for a person.
"""

from __future__ import annotations

from typing import Any


class ApplicationError(Exception):
    """A request that cannot be carried out; nothing was changed.

    - ``code``: ``invalid_action``, ``illegal_action``, ``not_your_turn``, ``game_over``,
      ``stale_version``, ``not_found``, ``not_a_player``, ``seat_taken``,
      ``game_not_open``, ``invalid_request``, ``forbidden``.
    - ``status``: the HTTP status (400, 403, 404, 409).
    - ``extra``: JSON data for the client (e.g. the current version on a 409).
    """

    def __init__(self, message: str, *, code: str = "invalid_request", status: int = 400,
                 extra: dict[str, Any] | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.code = code
        self.status = status
        self.extra = extra or {}


STATUS_BY_RULES_CODE = {
    "invalid_action": 400,
    "illegal_action": 400,
    "not_your_turn": 403,
    "game_over": 409,
    "not_yet": 409,
    "rules_error": 400,
}


def no_game(game_id: Any) -> ApplicationError:
    """The 404 for a game id that names no game (or none the caller may see), in the
    reader's language: ``raise no_game(game_id)``."""
    from django.utils.translation import gettext

    return ApplicationError(gettext("There is no game %(id)s.") % {"id": game_id}, code="not_found", status=404)


def filled_translation(template: str, params: dict[str, Any] | None, fallback: str) -> str:
    """``template`` (a msgid) through the catalogues in the active language, filled with
    ``params`` (``%(name)s`` placeholders); ``fallback`` (the stored or English text) when
    a translation's placeholders do not fit the parameters. The one home for texts kept as
    a msgid and parameters: refusals, rating reasons, rematch notes."""
    import logging

    from django.utils.translation import gettext

    text = gettext(template)
    if not params:
        return text
    try:
        return text % params
    except (KeyError, TypeError, ValueError):
        logging.getLogger(__name__).warning("translation of %r does not fit its parameters %r", template, params)
        return fallback
