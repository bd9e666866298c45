"""Django's ``makemessages`` that also finds the ES modules' ``t()``, ``tf()`` and ``tn()``
(static/js/page/i18n.js) in the djangojs domain. Use ``manage.py update_catalogues``
(``make messages``) to regenerate both catalogues with the project's ignore patterns."""

from django.core.management.commands import makemessages

#: xgettext keywords of static/js/page/i18n.js: t(msgid), tf(msgid, vars), tn(singular, plural, n).
JS_KEYWORDS = ["--keyword=t", "--keyword=tf", "--keyword=tn:1,2"]


class Command(makemessages.Command):
    """``makemessages`` plus :data:`JS_KEYWORDS` for ``-d djangojs``."""

    def handle(self, *args, **options):
        if options.get("domain") == "djangojs":
            self.xgettext_options = self.xgettext_options[:] + JS_KEYWORDS
        return super().handle(*args, **options)
