"""Regenerate the translation catalogues: ``manage.py update_catalogues`` (``make messages``).

Runs ``makemessages`` for the ``django`` domain (templates, Python) and the ``djangojs``
domain (ES modules under static/), for every language of ``settings.LANGUAGES``, leaving
out the virtualenv, var/, the tests and collected static files; then ``compilemessages``
writes the ``.mo`` files next to the ``.po`` ones. Needs GNU gettext (xgettext, msgmerge,
msgfmt: ``apt-get install gettext``). The ``.mo`` files are committed, so a machine that
only runs the site needs no gettext tools (docs/i18n.md).

After it, translate the new or changed entries (empty ``msgstr``, ``#, fuzzy``) in
locale/zh_Hans/LC_MESSAGES/*.po, run it again to compile, and run
tests/i18n/test_catalogues.py, which fails while any entry is missing.
"""

from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand
from django.utils.translation import to_locale

#: Folders and files makemessages must not read (relative to the project root).
IGNORE = [".venv", ".venv/*", "var", "var/*", "tests", "tests/*", "staticfiles", "staticfiles/*",
          "node_modules", "node_modules/*", "docs", "docs/*", "static/vendor/*"]


class Command(BaseCommand):
    help = "Regenerate locale/*/LC_MESSAGES/django.po and djangojs.po for every language, then compile them."

    def add_arguments(self, parser):
        parser.add_argument("--no-compile", action="store_true", help="Only update the .po files.")

    def handle(self, *args, **options):
        locales = [to_locale(code) for code, _ in settings.LANGUAGES]
        common = {"locale": locales, "ignore_patterns": IGNORE, "add_location": "file",
                  "no_obsolete": True, "verbosity": options["verbosity"]}
        call_command("makemessages", domain="django", **common)
        call_command("makemessages", domain="djangojs", **common)
        if not options["no_compile"]:
            call_command("compilemessages", locale=locales, ignore_patterns=IGNORE,
                         verbosity=options["verbosity"])
