"""Settings of the test suite: the site's settings with one Redis database per
pytest-xdist worker, so parallel workers never share a Celery queue or a channel group
(their PostgreSQL databases are already separate: pytest-django names them
``test_<name>_gw<N>``). Worker ``gwN`` uses the database ``REDIS_URL`` names minus N.

Processes the tests start (a Celery worker, daphne) inherit ``DJANGO_SETTINGS_MODULE``,
``PYTEST_XDIST_WORKER`` and the already shifted ``REDIS_URL``; ``REDIS_DB_SHIFTED``
keeps them from shifting it again."""

import os

_worker = os.environ.get("PYTEST_XDIST_WORKER", "")
_url = os.environ.get("REDIS_URL", "")
if _worker.startswith("gw") and _url and not os.environ.get("REDIS_DB_SHIFTED"):
    _base, _, _db = _url.rpartition("/")
    os.environ["REDIS_URL"] = f"{_base}/{int(_db or 0) - int(_worker[2:])}"
    os.environ["REDIS_DB_SHIFTED"] = "1"

from boardgames.settings import *  # noqa: E402,F401,F403

# The suite creates and logs in hundreds of users: a fast hasher, as Django advises for
# tests (a PBKDF2 hash took about a second on the loaded 2-core machine). The site's
# hashers stay listed after it, so a hash made by a server process still verifies.
from django.conf import global_settings  # noqa: E402

PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher", *global_settings.PASSWORD_HASHERS]
