"""Lists inside a rules refusal, each item translated on its own (docs/i18n.md).

``listing(["红", Term("Red")])`` is the English ``", ".join(...)`` as a ``str``; the
move service translates each :class:`~boardgames.engines.core.Term` (or ``Phrase``) in
it and the separators through the catalogues, so a Chinese answer reads "红、黄"."""

from __future__ import annotations

from collections.abc import Sequence

from ..core import Phrase, gettext_noop


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
