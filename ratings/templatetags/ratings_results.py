"""Template tags of the ratings app for other apps' pages (the lobby's "my games"), so
the games app's Python never imports the ratings app."""

from __future__ import annotations

from django import template

from ..game_over import results_for

register = template.Library()


@register.simple_tag
def my_results(user, games) -> dict:
    """``{game id: {"points": delta or None, "coins": net coins or None}}`` of ``user``
    in ``games`` (dicts with an ``id``, e.g. the lobby's summaries)."""
    if user is None or not user.is_authenticated:
        return {}
    return results_for(user, [g["id"] for g in games])


@register.filter
def lookup(mapping, key):
    """``mapping[key]``, or None."""
    return (mapping or {}).get(key)
