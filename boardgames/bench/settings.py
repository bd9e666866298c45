"""The site's settings plus the floor view's route; only the benchmark's servers use it
(``DJANGO_SETTINGS_MODULE=boardgames.bench.settings``)."""

from boardgames.settings import *  # noqa: F401,F403

ROOT_URLCONF = "boardgames.bench.urls"

# The push bench connects hundreds of anonymous spectators from 127.0.0.1.
WS_MAX_SOCKETS_PER_ADDRESS = 100_000
