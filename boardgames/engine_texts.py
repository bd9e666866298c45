"""The engines' lobby texts, marked for the translation catalogues.

The engines are pure Python (no Django), so their option labels, help texts and choice
labels (``Engine.options`` / ``seat_options``, ``GameSpec.choice_rules[*].refused``,
``boardgames.bots.LEVEL_LABELS``) are plain strings. They are listed here with
``gettext_noop`` so that ``make messages`` puts them in the catalogues, and the pages
translate them when they render (:func:`localized_type`). Chinese game terms are msgids
too: the en catalogue adds the English beside them ("场次" -> "场次 (room)"), the zh-hans
one drops the English gloss ("跳子规则 (jump rule)" -> "跳子规则").
tests/i18n/test_catalogues.py checks that every engine text is listed here.
"""

from __future__ import annotations

import copy
from typing import Any

from django.utils.translation import gettext, gettext_noop

from boardgames.game_names import display_name

ENGINE_TEXTS = (
    # boardgames/engines/chinese_checkers/engine.py and data.py
    gettext_noop("跳子规则 (jump rule)"),
    gettext_noop("一子跳: jump one adjacent piece; 空跳: jump a piece with equal empty holes on both sides."),
    gettext_noop("一子跳"),
    gettext_noop("空跳"),
    gettext_noop("模式 (mode)"),
    gettext_noop("Teams need 4 players (2v2) or 6 players (3v3)."),
    gettext_noop("各自为战"),
    gettext_noop("组队 (2V2 / 3V3)"),
    gettext_noop("道具场 (items)"),
    gettext_noop("Each player starts with one of each: 路障, 修路工, 动力弹珠, 飞天翼, 移形换位, 龙卷风; at most one a turn."),
    # boardgames/games/chinese_checkers.py choice_rules
    gettext_noop("Teams need 4 (2V2) or 6 (3V3) players"),
    # boardgames/engines/qiangshou/engine.py
    gettext_noop("场次"),
    gettext_noop("普通场"),
    gettext_noop("金币场"),
    gettext_noop("金币场: start cash and deposit are held from the coin wallet."),
    gettext_noop("保证金 (deposit, units of 500)"),
    gettext_noop("金币场 only: held from your coin wallet with the start cash; paid out per lap."),
    # boardgames/engines/cheaters/engine.py
    gettext_noop("终极作弊者模式 (Ultimate Cheater)"),
    gettext_noop("Any of the 15 cheats at any time, no accusations, rewards paid."),
    # boardgames/bots/__init__.py LEVEL_LABELS
    gettext_noop("random (easy)"),
    gettext_noop("good"),
)


def _tr(text: str) -> str:
    return gettext(text) if text else text


def localized_option(opt: dict[str, Any]) -> dict[str, Any]:
    """An ``OptionField`` dict (``selectors.game_type``) with ``label``, ``help`` and the
    choice labels in the active language; a new dict, the input is not changed."""
    out = dict(opt)
    out["label"] = _tr(opt["label"])
    out["help"] = _tr(opt.get("help", ""))
    out["choices"] = [(value, _tr(text)) for value, text in opt.get("choices", ())]
    return out


def localized_type(kind: dict[str, Any]) -> dict[str, Any]:
    """A game type dict (``selectors.game_type``) for a page in the active language:
    ``name`` is :func:`boardgames.game_names.display_name`, option texts and choice-rule
    refusals translated. A deep copy: the cached dict is not changed."""
    out = copy.deepcopy(kind)
    out["name"] = display_name(kind["game"])
    out["options"] = [localized_option(o) for o in kind["options"]]
    out["seat_options"] = [localized_option(o) for o in kind.get("seat_options", [])]
    for rule in out["choice_rules"]:
        rule["refused"] = _tr(rule.get("refused", ""))
    return out
