"""The reasons of rating changes as keys and English templates (pure Python, no Django).

Rendered in the reader's language by ``ratings.reasons.reason_text``; the templates are
marked with :func:`gettext_noop` (a no-op here) for the catalogues."""

from __future__ import annotations

import re
from typing import Any


def gettext_noop(text: str) -> str:
    """Mark ``text`` for the catalogues; returns it unchanged."""
    return text


#: key -> English template (marked for the catalogues). The parameters are ints or
#: strings already in shape (``points`` of a place signed: "+15").
TEMPLATES: dict[str, str] = {
    "rank.no_table": gettext_noop("no rank-points table for %(n)s players: 0"),
    "rank.resigned": gettext_noop("resigned: last place %(points)s (RULINGS platform-wide rank points)"),
    "rank.left": gettext_noop("left: last place %(points)s (RULINGS platform-wide rank points)"),
    "rank.place": gettext_noop("place %(place)s of %(n)s: %(points)s (RULINGS platform-wide rank points)"),
    "draw": gettext_noop("draw: 0"),
    "qiangshou.no_table": gettext_noop("no 强手棋 table for %(n)s players: 0"),
    "qiangshou.escaped": gettext_noop("escaped: last place %(last)s x %(n)s players = %(points)s "
                                      "(seed 000 五、积分相关; 逃跑)"),
    "qiangshou.resigned": gettext_noop("resigned: last place %(points)s (seed 000 五、积分相关; 自杀)"),
    "qiangshou.place": gettext_noop("place %(place)s of %(n)s: %(points)s (seed 000 五、积分相关 积分表)"),
}


def english(key: str, params: dict[str, Any]) -> str:
    """The English text of ``key`` with ``params`` (what ``RatingChange.reason`` stores).
    Raises KeyError for an unknown key."""
    return TEMPLATES[key] % params


def _pattern(template: str) -> re.Pattern[str]:
    """A regex matching the texts ``template`` gives, one named group per parameter."""
    parts = re.split(r"%\((\w+)\)s", template)
    out = "".join(re.escape(p) if i % 2 == 0 else f"(?P<{p}>[+-]?\\d+)" for i, p in enumerate(parts))
    return re.compile(f"^{out}$")


def parse(text: str) -> tuple[str, dict[str, Any]] | None:
    """The key and parameters of an English reason written from :data:`TEMPLATES` (rows
    stored before the keys existed), or None. Signed points stay strings ("+15"), other
    numbers become ints."""
    for key, template in TEMPLATES.items():
        found = _pattern(template).match(text or "")
        if found:
            params = {k: (v if v[0] in "+-" and k == "points" and "%(place)s" in template else int(v))
                      for k, v in found.groupdict().items()}
            if english(key, params) == text:
                return key, params
    return None
