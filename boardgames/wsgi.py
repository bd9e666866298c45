"""The WSGI application: HTTP only (pages, REST API, probes), for a threaded WSGI server
(gunicorn, docs/operations.md) that keeps database connections between requests
(``DATABASE_CONN_MAX_AGE``). Websockets are served by the ASGI application
(boardgames/asgi.py) in its own processes."""

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "boardgames.settings")
application = get_wsgi_application()
