"""Monopoly Deal's names in a rules refusal (docs/i18n.md): the English card and colour
names of :mod:`.data` / :mod:`.cards` marked for the catalogues, whose Chinese is the
seed's ``name_zh`` (``tests/i18n/test_rules_refusals.py`` keeps the two equal)."""

from __future__ import annotations

from boardgames.engines.core import Term, gettext_noop

from . import cards, data

#: The English name of each colour (``data.COLORS[c]["name"]``), marked.
COLOR_NAMES = {
    "brown": gettext_noop("Brown"),
    "light_blue": gettext_noop("Light Blue"),
    "pink": gettext_noop("Pink"),
    "orange": gettext_noop("Orange"),
    "red": gettext_noop("Red"),
    "yellow": gettext_noop("Yellow"),
    "green": gettext_noop("Green"),
    "dark_blue": gettext_noop("Dark Blue"),
    "railroad": gettext_noop("Railroad"),
    "utility": gettext_noop("Utility"),
}

#: Every card name but the money cards' ("1M"... read the same in both languages), marked.
CARD_NAMES = (
    gettext_noop('Brown property'),
    gettext_noop('Light Blue property'),
    gettext_noop('Pink property'),
    gettext_noop('Orange property'),
    gettext_noop('Red property'),
    gettext_noop('Yellow property'),
    gettext_noop('Green property'),
    gettext_noop('Dark Blue property'),
    gettext_noop('Railroad property'),
    gettext_noop('Utility property'),
    gettext_noop('Property Wildcard Light Blue/Brown'),
    gettext_noop('Property Wildcard Light Blue/Railroad'),
    gettext_noop('Property Wildcard Pink/Orange'),
    gettext_noop('Property Wildcard Red/Yellow'),
    gettext_noop('Property Wildcard Dark Blue/Green'),
    gettext_noop('Property Wildcard Green/Railroad'),
    gettext_noop('Property Wildcard Railroad/Utility'),
    gettext_noop('Property Wildcard (any colour)'),
    gettext_noop('Rent Light Blue/Brown'),
    gettext_noop('Rent Pink/Orange'),
    gettext_noop('Rent Red/Yellow'),
    gettext_noop('Rent Dark Blue/Green'),
    gettext_noop('Rent Railroad/Utility'),
    gettext_noop('Rent (any colour)'),
    gettext_noop('Deal Breaker'),
    gettext_noop('Forced Deal'),
    gettext_noop('Sly Deal'),
    gettext_noop('Just Say No'),
    gettext_noop('Debt Collector'),
    gettext_noop("It's My Birthday"),
    gettext_noop('Double The Rent'),
    gettext_noop('House'),
    gettext_noop('Hotel'),
    gettext_noop('Pass Go'),
)

#: What a play is, for "... needs 1 play(s)" (besides a card's own name).
BANKING = gettext_noop("Banking a card")
LAYING = gettext_noop("Laying a property")
THIS_RENT = gettext_noop("This rent")


def card_name(card_id: int) -> str:
    """The name of card ``card_id`` for a refusal: a :class:`Term` (translated with the
    message), the money cards' plain "5M"."""
    c = cards.card(card_id)
    return c["name"] if c["kind"] == "money" else Term(c["name"])


def color_name(color: str) -> str:
    """The display name of the colour key ``color`` (``"light_blue"`` -> "Light Blue") as
    a :class:`Term`; an unknown key as it is."""
    spec = data.COLORS.get(color)
    return Term(spec["name"]) if spec else color
