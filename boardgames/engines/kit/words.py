"""Lists inside a rules refusal, each item translated on its own (docs/i18n.md).

``listing(["红", Term("Red")])`` is the English ``", ".join(...)`` as a ``str``; the
move service translates each :class:`~boardgames.engines.core.Term` (or ``Phrase``) in
it and the separators through the catalogues, so a Chinese answer reads "红、黄"."""

from __future__ import annotations

from collections.abc import Sequence

from ..core import Phrase, Term, gettext_noop


def listing(items: Sequence[str]) -> str:
    """``items`` joined with ", " (a Phrase for two or more, the item itself for one,
    ``""`` for none)."""
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return Phrase(gettext_noop("%(first)s, %(rest)s"), first=items[0], rest=listing(items[1:]))


def either(items: Sequence[str]) -> str:
    """``items`` joined with " or " (as :func:`listing`)."""
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return Phrase(gettext_noop("%(first)s or %(rest)s"), first=items[0], rest=either(items[1:]))


#: The page's names of the actions every game shares (the game page's buttons,
#: static/js/page/labels.js), marked for the catalogues; each game's table
#: (``Engine.action_names``) starts from these.
PLATFORM_ACTION_NAMES = {
    "resign": gettext_noop("Resign"),
    "offer_draw": gettext_noop("Offer a draw"),
    "accept_draw": gettext_noop("Accept the draw"),
    "decline_draw": gettext_noop("Decline the draw"),
    "timeout": gettext_noop("Time out"),
}


def action_name(names: dict[str, str], kind: object) -> str:
    """The action type ``kind`` as a refusal names it: its page name from ``names``
    (a game's ``action_names``: type -> marked English name) as a
    :class:`~boardgames.engines.core.Term`, translated with the refusal; ``repr(kind)``
    for a type without one (input the shape check has not vetted)."""
    name = names.get(kind) if isinstance(kind, str) else None
    return Term(name) if name else repr(kind)


def action_names(names: dict[str, str], kinds: Sequence[str]) -> str:
    """Several action types by their page names, joined as :func:`listing`."""
    return listing([action_name(names, kind) for kind in kinds])
