"""The games' names on the pages, in the page's language.

Decided for issue 16: a game players know by its Chinese name keeps it in both
languages, with the English name beside it on English pages ("QQ跳棋 (Chinese
Checkers)"); Monopoly Deal, known by its English name, is "Monopoly Deal" on English
pages and "大富翁纸牌 (Monopoly Deal)" on Chinese ones. Chinese pages show the seed's name
(``GameSpec.name_zh``) otherwise. The API keeps ``name`` (Chinese) and ``name_en``
(boardgames/selectors.py): only pages use this module.
"""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from boardgames.registry import find_spec

#: Per slug, the English page's name as msgid; the zh-hans catalogue holds the Chinese.
DISPLAY_NAMES = {
    "chinese-checkers": _("QQ跳棋 (Chinese Checkers)"),
    "qiangshou": _("强手棋 (Qiangshou)"),
    "monopoly-deal": _("Monopoly Deal"),
    "owners-choice": _("拥有者的决断 (Owner's Choice)"),
    "cheaters-edition": _("大富翁作弊版 (Monopoly: Cheaters Edition)"),
}


def display_name(slug: str) -> str:
    """The name of game ``slug`` in the active language; a game without an entry here
    shows its seed name, an unknown slug itself."""
    name = DISPLAY_NAMES.get(slug)
    if name is not None:
        return str(name)
    spec = find_spec(slug)
    return spec.name_zh if spec is not None else slug


#: Per slug, one line for the landing page.
TAGLINES = {
    "chinese-checkers": _("Race your ten pieces across the star; 2, 3, 4 or 6 players, free-for-all or teams, 一子跳 or 空跳."),
    "qiangshou": _("The property game: buy, build and collect rent; 2 to 4 players, normal or coin rooms."),
    "monopoly-deal": _("The card game: collect three complete property sets first; 2 to 5 players."),
    "owners-choice": _("The share game: trade four companies and steer their prices; 2 to 5 players."),
    "cheaters-edition": _("Monopoly where cheating is part of the game: cheat unseen, accuse the others; 2 to 6 players."),
}


def tagline(slug: str) -> str:
    """The landing page's line about game ``slug`` in the active language, or ""."""
    text = TAGLINES.get(slug)
    return str(text) if text is not None else ""
