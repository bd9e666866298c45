"""The reason of a rating change in the reader's language.

A game's :class:`~ratings.scoring.base.SeatScore` names its rule by a key of
:data:`TEMPLATES` with its parameters; the change stores the key, the parameters and the
English text (``RatingChange.reason``: the admin's words for a manual adjustment, and
what rows written before the keys existed hold). :func:`reason_text` renders the key's
template through the catalogues, filled with the parameters; without a key (old rows,
manual adjustments, scoring modules not converted yet) it shows the stored text as it is.
"""

from __future__ import annotations

from typing import Any

from boardgames.errors import filled_translation
from ratings.scoring.reasons import TEMPLATES


def reason_text(key: str, params: dict[str, Any] | None, stored: str) -> str:
    """The reason in the active language: ``key``'s template translated and filled with
    ``params``; ``stored`` (the English text kept on the row) when there is no key, the
    key is unknown or the translation's placeholders do not fit."""
    template = TEMPLATES.get(key or "")
    if template is None:
        return stored
    return filled_translation(template, params, stored)
