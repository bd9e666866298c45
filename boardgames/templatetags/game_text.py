"""Template filters that put a game's stored codes into the page's language.

``{% load game_text %}`` then ``{{ g.status|status_label }}``, ``{{ seat.outcome|outcome_label }}``
and ``{{ g.time_control|time_label }}``. The stored codes (``Game.Status``, a seat's
``outcome`` from ``Outcome.seats[*]["status"]``, boardgames/engines/core.py) stay English
in the database and the API; only pages translate them.
"""

from __future__ import annotations

from typing import Any

from django import template
from django.utils.translation import gettext, gettext_lazy as _

register = template.Library()

STATUS_LABELS = {
    "open": _("waiting for players"),
    "active": _("in play"),
    "finished": _("finished"),
    "aborted": _("aborted"),
}

OUTCOME_LABELS = {
    "won": _("won"),
    "lost": _("lost"),
    "resigned": _("resigned"),
    "left": _("left"),
    "drew": _("drew"),
    "escaped": _("left the game (逃跑)"),
    "timeout": _("timed out"),
}


@register.filter
def status_label(status: str) -> str:
    """A game status code (``"open"``...) in words; an unknown code as it is."""
    return str(STATUS_LABELS.get(status, status))


@register.filter
def outcome_label(outcome: str | None) -> str:
    """A seat's outcome code (``"won"``...) in words; empty for none."""
    if not outcome:
        return ""
    return str(OUTCOME_LABELS.get(outcome, outcome))


@register.filter
def time_label(time_control: dict[str, Any]) -> str:
    """``{"kind": "live", "seconds": 60}`` -> "60 s/move"; correspondence in days."""
    return time_text(time_control)


def time_text(time_control: dict[str, Any]) -> str:
    """The time control in words, in the active language (see :func:`time_label`)."""
    if time_control.get("kind") == "correspondence":
        return gettext("%(days)s d/move") % {"days": time_control.get("days")}
    return gettext("%(seconds)s s/move") % {"seconds": time_control.get("seconds")}
