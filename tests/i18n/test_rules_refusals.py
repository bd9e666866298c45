"""Every rules refusal of QQ跳棋, 强手棋, Monopoly Deal, 拥有者的决断 and the shared seat and
value checks (engines/kit) is a marked template with a Chinese translation.

The source of each engine is parsed: every ``raise <RulesError kind>(...)`` and every
``Phrase(...)`` (a reason inside a refusal) must take ``gettext_noop("...")`` (or a
name/table of marked templates), with keywords that are exactly its placeholders; every
text marked with ``gettext_noop`` there must have a zh-hans translation with the same
placeholders. So a new f-string refusal, or a new marked one left untranslated, fails.
The names a refusal translates (cards, colours, items, companies) must be the seeds'."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from django.utils import translation

ENGINES = Path(__file__).resolve().parents[2] / "boardgames" / "engines"
PACKAGES = ("chinese_checkers", "qiangshou", "monopoly_deal", "owners_choice", "kit")
ERRORS = {"RulesError", "InvalidAction", "IllegalAction", "NotYourTurn", "NotYet", "GameOver",
          "SeatNotPlaying", "_invalid"}
PLACEHOLDER = re.compile(r"%\((\w+)\)s")


def _sources() -> list[Path]:
    return sorted(p for pkg in PACKAGES for p in (ENGINES / pkg).glob("*.py"))


def _name(call: ast.Call) -> str:
    f = call.func
    return f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""


def _marked(node: ast.AST) -> str | None:
    if (isinstance(node, ast.Call) and _name(node) == "gettext_noop" and len(node.args) == 1
            and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
        return node.args[0].value
    return None


def refusal_sites() -> list[tuple[str, int, ast.Call]]:
    """(file, line, call) of every refusal raised (or Phrase built) in the four engines and kit."""
    sites = []
    for path in _sources():
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) and _name(node.exc) in ERRORS:
                sites.append((path.relative_to(ENGINES).as_posix(), node.lineno, node.exc))
            elif isinstance(node, ast.Call) and _name(node) == "Phrase":
                sites.append((path.relative_to(ENGINES).as_posix(), node.lineno, node))
    return sites


def marked_texts() -> list[tuple[str, str]]:
    """(file, text) of every ``gettext_noop("...")`` in the four engines and kit."""
    out = []
    for path in _sources():
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            text = _marked(node)
            if text is not None:
                out.append((path.relative_to(ENGINES).as_posix(), text))
    return out


def test_the_walk_finds_the_refusals():
    sites = refusal_sites()
    files = {f.split("/")[0] for f, _, _ in sites}
    assert set(PACKAGES) <= files
    assert len(sites) > 150


@pytest.mark.parametrize("where, line, call", refusal_sites(), ids=lambda v: v if isinstance(v, str) else None)
def test_every_refusal_is_a_marked_template_with_its_params(where, line, call):
    assert call.args, f"{where}:{line}: a refusal without a message"
    first = call.args[0]
    template = _marked(first)
    if template is None:
        # a table of marked templates (kit/seats.py's per-status refusals) is fine
        assert isinstance(first, (ast.Name, ast.Subscript)), (
            f"{where}:{line}: the message is not gettext_noop(\"...\") (an f-string or plain text "
            "reaches players in English only)")
        return
    keywords = {k.arg for k in call.keywords}
    assert None not in keywords, f"{where}:{line}: pass the params by name"
    assert set(PLACEHOLDER.findall(template)) == keywords, f"{where}:{line}: placeholders and params differ"
    if keywords:
        stray = PLACEHOLDER.sub("", template).replace("%%", "")
        assert "%" not in stray, f"{where}:{line}: a stray % in a template with params"


@pytest.mark.parametrize("where, text", marked_texts())
def test_every_marked_text_has_a_chinese_translation_with_the_same_placeholders(where, text):
    with translation.override("zh-hans"):
        chinese = translation.gettext(text)
    assert chinese != text, f"{where}: no zh-hans translation of {text!r}"
    assert sorted(PLACEHOLDER.findall(chinese)) == sorted(PLACEHOLDER.findall(text)), where


def test_names_in_refusals_are_the_seeds():
    from boardgames.engines.chinese_checkers.data import ITEM_LABEL
    from boardgames.engines.chinese_checkers.item_actions import ITEM_TERMS
    from boardgames.engines.monopoly_deal import cards, data
    from boardgames.engines.monopoly_deal.words import CARD_NAMES, COLOR_NAMES
    from boardgames.engines.owners_choice.data import COMPANY_NAMES_ZH
    from boardgames.engines.owners_choice.market import COMPANY_TERMS, COMPANY_TITLES

    with translation.override("zh-hans"):
        _ = translation.gettext
        for item, term in ITEM_TERMS.items():
            assert term == f"{ITEM_LABEL[item]} ({item})" and _(term) == ITEM_LABEL[item]
        for color, spec in data.COLORS.items():
            assert COLOR_NAMES[color] == spec["name"] and _(spec["name"]) == spec["name_zh"]
        for card in cards.CARDS:
            if card["kind"] != "money":
                assert card["name"] in CARD_NAMES and _(card["name"]) == card["name_zh"], card
        for company, zh in COMPANY_NAMES_ZH.items():
            assert _(COMPANY_TERMS[company]) == zh and _(COMPANY_TITLES[company]) == zh


def test_a_refusal_reads_the_same_in_english_as_before():
    """Templates keep the English texts: str(error) is what the engines' tests match."""
    from boardgames.engines.core import IllegalAction, Phrase, Term
    from boardgames.engines.kit.words import either, listing

    why = Phrase("the hole %(hole)s is %(what)s", hole="(1, 2)", what=Term("occupied"))
    assert str(IllegalAction("Illegal move %(path)s: %(why)s.", path="a -> b", why=why)) == (
        "Illegal move a -> b: the hole (1, 2) is occupied.")
    assert listing(["a", "b", "c"]) == "a, b, c" and either(["a", "b"]) == "a or b" and listing([]) == ""


def test_a_reason_inside_a_refusal_is_translated_and_a_misfit_falls_back(monkeypatch):
    from boardgames.engines.core import IllegalAction, Phrase, Term
    from boardgames.services import play

    error = IllegalAction("%(item)s cannot be played: %(why)s.", item=Term("路障 (roadblock)"),
                          why=Phrase("the hole %(hole)s is not empty", hole="(1, 2)"))
    with translation.override("zh-hans"):
        assert play.rules_message(error) == "现在不能用路障：棋位 (1, 2) 不是空位。"
        real = play._
        monkeypatch.setattr(play, "_", lambda t: "棋位 %(spot)s" if t.startswith("the hole") else real(t))
        assert play.rules_message(error) == "现在不能用路障：the hole (1, 2) is not empty。"
    with translation.override("en"):
        assert play.rules_message(error) == "路障 (roadblock) cannot be played: the hole (1, 2) is not empty."
