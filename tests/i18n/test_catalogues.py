"""The translation catalogues are complete and compiled.

- Every msgid of every template, Python module and ES module (as ``make messages``
  extracts them, with the same ignore patterns) has a zh-hans translation: not missing,
  not empty, not fuzzy. The extraction runs on a copy of the sources, so the committed
  catalogues are compared with what the code says now.
- Every engine lobby text is listed in boardgames/engine_texts.py (so it is extracted).
- The committed .mo files say what the .po files say (the site reads the .mo files and
  a fresh machine has no gettext tools to compile them).
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import polib
import pytest
from django.conf import settings
from django.core.management import call_command
from django.test import override_settings

from boardgames import selectors
from boardgames.bots import LEVEL_LABELS
from boardgames.engine_texts import ENGINE_TEXTS
from boardgames.management.commands.update_catalogues import IGNORE

ROOT = Path(settings.BASE_DIR)
LOCALE = ROOT / "locale"
DOMAINS = ("django", "djangojs")
#: What makemessages reads: the project's apps (every one of INSTALLED_APPS with a folder
#: here), the templates, the ES modules (static/js, static/games).
SOURCES = tuple(app for app in settings.INSTALLED_APPS if (ROOT / app).is_dir()) + (
    "templates", "static/js", "static/games")


def _untranslated(po: polib.POFile) -> list[str]:
    """The msgids of ``po`` with no usable translation (empty or fuzzy)."""
    bad = []
    for entry in po:
        if entry.obsolete:
            continue
        if "fuzzy" in entry.flags:
            bad.append(f"fuzzy: {entry.msgid!r}")
        elif entry.msgid_plural:
            if not entry.msgstr_plural or not all(entry.msgstr_plural.values()):
                bad.append(f"empty plural: {entry.msgid!r}")
        elif not entry.msgstr:
            bad.append(f"empty: {entry.msgid!r}")
    return bad


@pytest.fixture(scope="module")
def extracted(tmp_path_factory) -> Path:
    """A copy of the sources and catalogues with ``makemessages`` run over it (needs GNU
    gettext's xgettext and msgmerge). Returns the copy's locale folder."""
    if shutil.which("xgettext") is None or shutil.which("msgmerge") is None:
        pytest.skip("GNU gettext (xgettext, msgmerge) is not installed: apt-get install gettext")
    work = tmp_path_factory.mktemp("catalogues")
    for name in SOURCES:
        source = ROOT / name
        if source.exists():
            shutil.copytree(source, work / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    shutil.copytree(LOCALE, work / "locale")
    here = os.getcwd()
    os.chdir(work)
    try:
        with override_settings(LOCALE_PATHS=[work / "locale"]):
            for domain in DOMAINS:
                call_command("makemessages", domain=domain, locale=["zh_Hans"], ignore_patterns=IGNORE,
                             add_location="file", no_obsolete=True, verbosity=0)
    finally:
        os.chdir(here)
    return work / "locale"


@pytest.mark.parametrize("domain", DOMAINS)
def test_every_string_of_the_code_has_a_chinese_translation(extracted, domain):
    fresh = polib.pofile(str(extracted / "zh_Hans" / "LC_MESSAGES" / f"{domain}.po"))
    committed = {e.msgid for e in polib.pofile(str(LOCALE / "zh_Hans" / "LC_MESSAGES" / f"{domain}.po"))}
    missing = [f"missing: {e.msgid!r}" for e in fresh if e.msgid not in committed]
    assert not missing + _untranslated(fresh), (
        "Run `make messages`, translate these in locale/zh_Hans/LC_MESSAGES/"
        f"{domain}.po, run it again:\n" + "\n".join(missing + _untranslated(fresh)))


def test_the_extraction_finds_the_templates_python_and_es_modules(extracted):
    django_ids = {e.msgid for e in polib.pofile(str(extracted / "zh_Hans" / "LC_MESSAGES" / "django.po"))}
    js_ids = {e.msgid for e in polib.pofile(str(extracted / "zh_Hans" / "LC_MESSAGES" / "djangojs.po"))}
    assert "Open games" in django_ids                       # templates/boardgames/lobby.html
    assert "Every seat is taken: the game has started!" in django_ids  # boardgames/views.py
    assert "%(clock)s left" in js_ids                        # static/js/lobby.js, tf()
    assert "Open games" not in js_ids
    assert "Log in to chat." in django_ids                  # chat/services.py (every app is read)
    assert "Your notification settings are saved." in django_ids  # notifications/views.py
    # A quoted phrase inside {% translate %} (templates/notifications/preferences.html) is
    # extracted whole, so the page can find its translation.
    assert any(i.startswith('The email for "It is your move" comes at once') for i in django_ids)


@pytest.mark.parametrize("lang", ["zh_Hans", "en"])
@pytest.mark.parametrize("domain", DOMAINS)
def test_every_catalogue_passes_msgfmt_format_checks(lang, domain, tmp_path):
    """What ``make messages`` compiles with (``msgfmt --check-format``): each msgstr keeps
    its msgid's placeholders, and a percent sign that is no placeholder ("80% of") is
    flagged no-python-format at its source so the check does not take it for one."""
    if shutil.which("msgfmt") is None:
        pytest.skip("GNU gettext (msgfmt) is not installed: apt-get install gettext")
    po = LOCALE / lang / "LC_MESSAGES" / f"{domain}.po"
    done = subprocess.run(["msgfmt", "--check-format", "-o", str(tmp_path / "out.mo"), str(po)],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize("domain", DOMAINS)
def test_the_committed_chinese_catalogue_is_complete(domain):
    po = polib.pofile(str(LOCALE / "zh_Hans" / "LC_MESSAGES" / f"{domain}.po"))
    assert len(po) > 0
    assert _untranslated(po) == []


@pytest.mark.parametrize("lang", ["zh_Hans", "en"])
@pytest.mark.parametrize("domain", DOMAINS)
def test_the_compiled_catalogues_match_the_po_files(lang, domain):
    folder = LOCALE / lang / "LC_MESSAGES"
    po = polib.pofile(str(folder / f"{domain}.po"))
    mo = polib.mofile(str(folder / f"{domain}.mo"))
    compiled = {(e.msgid, e.msgstr or tuple(sorted(e.msgstr_plural.items()))) for e in mo if e.msgid}
    source = {(e.msgid, e.msgstr or tuple(sorted(e.msgstr_plural.items())))
              for e in po.translated_entries() if e.msgid}
    assert compiled == source, "the .mo files are stale: run `make messages`"


def test_every_engine_lobby_text_is_marked_for_translation():
    texts = set()
    for kind in selectors.game_types():
        for opt in kind["options"] + kind["seat_options"]:
            texts |= {opt["label"], opt.get("help", "")} | {label for _, label in opt.get("choices", ())}
        texts |= {rule["refused"] for rule in kind["choice_rules"]}
    texts |= set(LEVEL_LABELS.values())
    texts.discard("")
    assert texts - set(ENGINE_TEXTS) == set(), "add these to boardgames/engine_texts.py ENGINE_TEXTS"
