"""Monopoly: Cheaters Edition's display data in the page's language (``GameSpec.catalogue``).

The engine's data (boardgames/engines/cheaters/data.py) holds each name twice, the seed's
Chinese (Simplified) and the English, and every other text in English; the English is
marked with ``gettext_noop`` and is the msgid, the zh-hans catalogue holds the Chinese
(for a name: the seed's, which tests/i18n/test_cheaters_texts.py keeps equal to data.py).
This module gives a page the words of its language (docs/i18n.md,
docs/rules/cheaters-edition-pages.md). The page looks cards up here by id,
so a cheat card that left the table still shows its name and back.
"""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext

from boardgames.engines.cheaters import data


def _name(entry: dict[str, Any]) -> str:
    """``entry``'s name in the active language (the seed's on a Chinese page)."""
    return gettext(entry["name_en"])


def _cheat(c: dict[str, Any]) -> dict[str, Any]:
    return {"id": c["id"], "name": _name(c), "name_zh": c["name"], "text": gettext(c["do"]),
            "reward": gettext(c["reward"]), "penalty": gettext(c["penalty"])}


def _card(card: dict[str, Any]) -> dict[str, Any]:
    return {"id": card["id"], "deck": data.DECK_OF[card["id"]], "name": _name(card),
            "text": gettext(card["text"]), "keep": card["keep"]}


def catalogue() -> dict[str, Any]:
    """The texts of the game in the active language, the same for every game and viewer:

    - ``cheats``: ``{cheat id: {id, name, name_zh, text, reward, penalty}}``, all 15
      (seed 003, the 作弊卡 table; ``text`` is what the card lets you do, ``reward`` and
      ``penalty`` its back, ``name_zh`` the seed's name);
    - ``cards``: ``{card id: {id, deck, name, text, keep}}``, the 32 Chance and Community
      Chest cards (RULINGS "16 each");
    - ``squares``: the 40 square names by index;
    - ``decks``: ``{"chance": name, "chest": name}``;
    - ``forgeable``: the Chance card ids 伪造机会 (Forged Chance) may play (``data.FORGEABLE``).
    """
    return {
        "cheats": {c["id"]: _cheat(c) for c in data.CHEATS},
        "cards": {c["id"]: _card(c) for deck in data.DECKS.values() for c in deck},
        "squares": [_name(sq) for sq in data.SQUARES],
        "decks": {deck: gettext(data.DECK_NAMES_EN[deck]) for deck in data.DECKS},
        "forgeable": list(data.FORGEABLE),
    }
