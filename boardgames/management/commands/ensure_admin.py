"""``manage.py ensure_admin``: create the superuser ``admin`` if no superuser exists.

The password is ``$ADMIN_PASSWORD``, or ``admin`` (embedded mode only; change it at
/admin/). Prints what it did.
"""

from __future__ import annotations

import os

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError


class Command(BaseCommand):
    help = "Create the superuser 'admin' when there is none."

    def handle(self, *args, **options):
        User = get_user_model()
        if User.objects.filter(is_superuser=True).exists():
            self.stdout.write("An admin exists already.")
            return
        password = os.environ.get("ADMIN_PASSWORD")
        if not password:
            if not settings.EMBEDDED:
                raise CommandError("Set ADMIN_PASSWORD to create the first admin.")
            password = "admin"
        User.objects.create_superuser("admin", "", password)
        self.stdout.write(f"Created the admin: log in as 'admin' with password {password!r} at /admin/.")
