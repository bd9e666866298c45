"""One Chinese word per action across a game's buttons, refusals and move list.

拥有者的决断 buys shares with 买入 (seed 002, 变体 股票停盘: "仍然可以按40元的价位买入");
强手棋 buys land with 购买, builds with 建造 and rolls with 掷骰子 (seed 000: "土地的购买或增值
（建造房屋）", "掷骰子"). The catalogues are read as files, every entry whose source is one of
the game's files."""

from __future__ import annotations

from pathlib import Path

import polib

LOCALE = Path(__file__).resolve().parents[2] / "locale" / "zh_Hans" / "LC_MESSAGES"


def translations(where: str) -> list[str]:
    """Every Chinese translation (non-empty msgstr) of an entry used in a file whose path
    contains ``where``, from django.po and djangojs.po."""
    out = []
    for name in ("django.po", "djangojs.po"):
        for entry in polib.pofile(str(LOCALE / name)):
            if entry.msgstr and any(where in path for path, _line in entry.occurrences):
                out.append(entry.msgstr)
    return out


def test_owners_choice_buys_with_one_word():
    texts = translations("owners")
    buying = [t for t in texts if "买" in t and "买卖" not in t]
    assert len(buying) >= 10
    assert [t for t in buying if "买进" in t or "购买" in t or "买下" in t] == []


def test_qiangshou_action_words_are_the_seeds():
    texts = translations("qiangshou/engine.py")
    assert [t for t in texts if "买地" in t or "建房" in t or ("掷骰" in t and "掷骰子" not in t)] == []
