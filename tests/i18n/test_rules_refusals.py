"""Every rules refusal of the five engines (QQ跳棋, 强手棋, Monopoly Deal, 拥有者的决断, Monopoly:
Cheaters Edition), the shared property core and seat and value checks (engines/kit), the
action-shape checks (engines/shapes.py) and the core option checks (engines/core.py) is a
marked template with a Chinese translation.

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
PACKAGES = ("chinese_checkers", "qiangshou", "monopoly_deal", "owners_choice", "cheaters", "property", "kit")
MODULES = ("core.py", "shapes.py")  # the option checks and the action-shape checks
ERRORS = {"RulesError", "InvalidAction", "IllegalAction", "NotYourTurn", "NotYet", "GameOver",
          "SeatNotPlaying", "_invalid"}
PLACEHOLDER = re.compile(r"%\((\w+)\)s")


def _sources() -> list[Path]:
    return sorted([p for pkg in PACKAGES for p in (ENGINES / pkg).glob("*.py")] + [ENGINES / m for m in MODULES])


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
    assert set(PACKAGES) - {"property"} | set(MODULES) <= files
    assert len(sites) > 250


def _choices(node: ast.AST) -> list[ast.AST]:
    """The messages a refusal may take: both branches of ``a if c else b``, else itself."""
    if isinstance(node, ast.IfExp):
        return _choices(node.body) + _choices(node.orelse)
    return [node]


@pytest.mark.parametrize("where, line, call", refusal_sites(), ids=lambda v: v if isinstance(v, str) else None)
def test_every_refusal_is_a_marked_template_with_its_params(where, line, call):
    assert call.args, f"{where}:{line}: a refusal without a message"
    for first in _choices(call.args[0]):
        _check_template(where, line, call, first)


def _check_template(where: str, line: int, call: ast.Call, first: ast.AST) -> None:
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
        real = translation.gettext  # the catalogues, as boardgames.errors.filled_translation reads them
        monkeypatch.setattr(translation, "gettext", lambda t: "棋位 %(spot)s" if t.startswith("the hole") else real(t))
        assert play.rules_message(error) == "现在不能用路障：the hole (1, 2) is not empty。"
    with translation.override("en"):
        assert play.rules_message(error) == "路障 (roadblock) cannot be played: the hole (1, 2) is not empty."


SERVICES = Path(__file__).resolve().parents[2] / "boardgames" / "services"


def _translated(node: ast.AST) -> bool:
    """``_("...")``, ``_("...") % {...}``, ``a if c else b`` of those, or the rules' own
    translation (``rules_message(error)``)."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod):
        return _translated(node.left)
    if isinstance(node, ast.IfExp):
        return _translated(node.body) and _translated(node.orelse)
    return isinstance(node, ast.Call) and _name(node) in ("_", "rules_message")


@pytest.mark.parametrize("module", ["lobby.py", "bots.py"])
def test_every_lobby_refusal_is_translated(module):
    """A room's creation and joining refusals (options, time control, seats, computer
    players) reach the player in the page's language: each ``ApplicationError`` message
    is ``gettext`` of a marked text (or the rules' own translated refusal)."""
    path = SERVICES / module
    calls = [node for node in ast.walk(ast.parse(path.read_text(), str(path)))
             if isinstance(node, ast.Call) and _name(node) == "ApplicationError"]
    assert len(calls) >= (15 if module == "lobby.py" else 1)
    untranslated = [node.lineno for node in calls if not (node.args and _translated(node.args[0]))]
    assert untranslated == [], f"services/{module}: an English-only refusal at line(s) {untranslated}"


def _engines():
    from boardgames.registry import all_specs

    return [spec.engine for spec in all_specs()]


def _text_of(value) -> str:
    from boardgames.engines.core import Phrase

    return value.template if isinstance(value, Phrase) else value


@pytest.mark.parametrize("engine", _engines(), ids=lambda e: e.slug)
def test_every_action_has_a_page_name_in_both_languages(engine):
    """A refusal names an action as the page's button does (docs/i18n.md): every declared
    action type has a name, translated into Chinese."""
    assert set(engine.action_shapes) <= set(engine.action_names), engine.slug
    with translation.override("zh-hans"):
        missing = [kind for kind, name in engine.action_names.items() if translation.gettext(name) == name]
    assert missing == [], f"{engine.slug}: no zh-hans name for {missing}"


@pytest.mark.parametrize("engine", _engines(), ids=lambda e: e.slug)
def test_every_field_description_of_a_shape_is_marked(engine):
    """The shape refusal says what a field holds in the player's language: every
    ``ActionField.describe`` is a marked text (or a Phrase of one) with a translation."""
    with translation.override("zh-hans"):
        for kind, fields in engine.action_shapes.items():
            for field in fields:
                text = _text_of(field.describe)
                if text:
                    assert translation.gettext(text) != text, f"{engine.slug} {kind}.{field.name}: {text!r}"
