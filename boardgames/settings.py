"""Settings of the board-game server.

Two modes, chosen by the environment (docs/operations.md):

- embedded (the default): no services. SQLite (``var/db.sqlite3``), the in-memory
  channel layer, Celery on ``memory://`` with its worker and beat inside the web process
  (``manage.py serve``). For trying the site and developing; one process only.
- services: ``DATABASE_URL`` (PostgreSQL) and ``REDIS_URL`` (Celery broker and channel
  layer) are set; web (ASGI), worker and beat run as separate processes.
"""

from __future__ import annotations

import datetime as dt
import os
from pathlib import Path

import dj_database_url

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = Path(os.environ.get("VAR_DIR", BASE_DIR / "var"))

DEBUG = os.environ.get("DEBUG", "1") == "1"
SECRET_KEY = os.environ.get("SECRET_KEY", "dev-only-not-secret-change-me-in-production-0123456789")
ALLOWED_HOSTS = [h for h in os.environ.get("ALLOWED_HOSTS", "127.0.0.1,localhost,testserver").split(",") if h]
CSRF_TRUSTED_ORIGINS = [o for o in os.environ.get("CSRF_TRUSTED_ORIGINS", "").split(",") if o]

DATABASE_URL = os.environ.get("DATABASE_URL", "")
REDIS_URL = os.environ.get("REDIS_URL", "")
EMBEDDED = not REDIS_URL

INSTALLED_APPS = [
    "daphne",
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "rest_framework.authtoken",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "channels",
    "django_celery_beat",
    "axes",
    "accounts",
    "ratings",
    "boardgames",
    "chat",
    "rematch",
    # After ratings: its game_finished receiver reads the points ratings just recorded.
    "notifications",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "boardgames.api.limits.RequestLimitsMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "accounts.middleware.UserLanguageMiddleware",  # a player's saved language beats the browser's
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "boardgames.error_pages.NotFoundPageMiddleware",
    # Last, as django-axes asks: turns a lockout into boardgames.api.throttles.lockout_response.
    "axes.middleware.AxesMiddleware",
]

ROOT_URLCONF = "boardgames.urls"
TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "ratings.context_processors.coins",
            ],
        },
    },
]
WSGI_APPLICATION = "boardgames.wsgi.application"
ASGI_APPLICATION = "boardgames.asgi.application"

if DATABASE_URL:
    # Seconds a database connection is kept between requests. 0 (a new connection per
    # request) for the ASGI processes, where every executor thread would keep its own;
    # the WSGI processes serving HTTP set it (docs/operations.md: 60), which saves the
    # 2-6 ms of a new PostgreSQL connection on every request.
    CONN_MAX_AGE = int(os.environ.get("DATABASE_CONN_MAX_AGE", "0"))
    DATABASES = {"default": dj_database_url.parse(DATABASE_URL, conn_max_age=CONN_MAX_AGE,
                                                  conn_health_checks=CONN_MAX_AGE > 0)}
    DATABASES["default"].setdefault("TEST", {})
    if os.environ.get("TEST_DATABASE_NAME"):
        DATABASES["default"]["TEST"]["NAME"] = os.environ["TEST_DATABASE_NAME"]
else:
    VAR_DIR.mkdir(parents=True, exist_ok=True)
    DATABASES = {
        "default": {
            "ENGINE": "django.db.backends.sqlite3",
            "NAME": VAR_DIR / "db.sqlite3",
            "OPTIONS": {
                "transaction_mode": "IMMEDIATE",
                "timeout": 20,
                "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
            },
            "TEST": {"NAME": str(VAR_DIR / "test_db.sqlite3")},
        }
    }

AUTH_USER_MODEL = "accounts.User"
# django-axes first: it counts failed log-ins (pages and the token API) and refuses a
# locked-out username at that address before the password is even checked.
AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend",
]
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator", "OPTIONS": {"min_length": 8}},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
]
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "lobby"
LOGOUT_REDIRECT_URL = "lobby"

LANGUAGE_CODE = "en"
# The two languages of every page; the browser's Accept-Language picks one, the header's
# switch (django.views.i18n.set_language) remembers a choice in a cookie.
LANGUAGES = [("en", "English"), ("zh-hans", "简体中文")]
LOCALE_PATHS = [BASE_DIR / "locale"]
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = VAR_DIR / "staticfiles"
STATIC_ROOT.mkdir(parents=True, exist_ok=True)  # WhiteNoise warns about a missing root
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "boardgames.api.authentication.PreparedTokenAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticatedOrReadOnly"],
    "DEFAULT_SCHEMA_CLASS": "boardgames.api.schema.ApiSchema",
    "DEFAULT_PAGINATION_CLASS": "rest_framework.pagination.PageNumberPagination",
    "PAGE_SIZE": 50,
    "EXCEPTION_HANDLER": "boardgames.api.errors.exception_handler",
    # Throttles count per REMOTE_ADDR: with NUM_PROXIES unset DRF trusts any client's
    # X-Forwarded-For, so rotating that header escaped every per-address rate. Behind N
    # reverse proxies set NUM_PROXIES=N (docs/operations.md, Limits).
    "NUM_PROXIES": int(os.environ.get("NUM_PROXIES", "0")),
    "DEFAULT_PARSER_CLASSES": [
        "boardgames.api.limits.BoundedJSONParser",
        "rest_framework.parsers.FormParser",
        "rest_framework.parsers.MultiPartParser",
    ],
}
# Throttles (boardgames/api/throttles.py, docs/operations.md "Limits"): DRF's "N/period".
THROTTLE_RATES = {
    "auth_token": os.environ.get("THROTTLE_AUTH_TOKEN", "30/min"),
    "register": os.environ.get("THROTTLE_REGISTER", "20/hour"),
    "room_create": os.environ.get("THROTTLE_ROOM_CREATE", "30/min"),
    "move": os.environ.get("THROTTLE_MOVE", "600/min"),
    # chat/ (docs/chat.md): messages per user, and reports per user.
    "chat": os.environ.get("THROTTLE_CHAT", "20/min"),
    "chat_report": os.environ.get("THROTTLE_CHAT_REPORT", "20/hour"),
    # rematch/: proposals and answers per user.
    "rematch": os.environ.get("THROTTLE_REMATCH", "30/min"),
    # replay/: steps through a game per user (per address when anonymous); each applies the
    # log up to the move shown.
    "replay": os.environ.get("THROTTLE_REPLAY", "240/min"),
    # accounts/: password-reset requests per client address (the page's POST).
    "password_reset": os.environ.get("THROTTLE_PASSWORD_RESET", "10/hour"),
}
# Confirmation mails (notifications/mail.py) per user in 24 hours: each goes to an address
# the user typed, so without a bound one account could mail anyone without end.
CONFIRM_MAILS_PER_DAY = int(os.environ.get("CONFIRM_MAILS_PER_DAY", "5"))
# Password-reset mails (accounts/services.py) per user in 24 hours, whoever asks: the
# request form takes any address, so without a bound a stranger could flood its owner.
PASSWORD_RESET_MAILS_PER_DAY = int(os.environ.get("PASSWORD_RESET_MAILS_PER_DAY", "3"))
# Throttle counts live in the default cache: per process unless CACHE_REDIS_URL is set.
CACHE_REDIS_URL = os.environ.get("CACHE_REDIS_URL", "")
CACHES = {"default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": CACHE_REDIS_URL}
          if CACHE_REDIS_URL else {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
# Login lockout (django-axes, stored in the database): AXES_FAILURE_LIMIT wrong passwords
# for one username from one address lock that pair for AXES_COOLOFF_TIME; a right password
# is refused meanwhile. Unlock: `manage.py axes_reset_username NAME` (docs/operations.md).
AXES_FAILURE_LIMIT = int(os.environ.get("AXES_FAILURE_LIMIT", "10"))
AXES_COOLOFF_TIME = dt.timedelta(minutes=int(os.environ.get("AXES_COOLOFF_MINUTES", "15")))
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_RESET_ON_SUCCESS = True
AXES_LOCKOUT_CALLABLE = "boardgames.api.throttles.lockout_response"
AXES_VERBOSE = False
# Request bounds (boardgames/api/limits.py, docs/api.md "Limits"): the largest API body in
# bytes (a move is well under 1 KB) and the deepest nesting of its JSON.
API_MAX_BODY_BYTES = int(os.environ.get("API_MAX_BODY_BYTES", "65536"))
API_MAX_JSON_DEPTH = int(os.environ.get("API_MAX_JSON_DEPTH", "32"))
SPECTACULAR_SETTINGS = {
    "TITLE": "Board-game server API",
    "DESCRIPTION": "Play QQ跳棋 and the other games by REST and websockets. See docs/api.md.",
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    # Swagger UI from the installed sidecar package, not a CDN.
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    "COMPONENT_SPLIT_REQUEST": True,
    # Request bodies are documented as JSON only. Form and multipart bodies still parse,
    # but under daphne Twisted answers a malformed multipart body itself with a bare 400
    # before Django runs, which no schema could promise (docs/operations.md, Limits).
    "PARSER_WHITELIST": ["boardgames.api.limits.BoundedJSONParser"],
}

# -- push ------------------------------------------------------------------------
if EMBEDDED:
    CHANNEL_LAYERS = {"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}
else:
    # Every idle websocket's receive loop blocks on Redis (BZPOPMIN) for channels-redis's
    # RedisChannelLayer.brpop_timeout, 5 s. redis-py 8 reads with a 5 s socket timeout by
    # default, so the reply to an idle block raced the read timeout and the consumer died
    # ("Timeout reading from ...", close 1011; issue 9). The read timeout must be well above
    # the blocking time; keepalive and a health check replace dead connections quietly
    # (docs/operations.md, Redis).
    CHANNEL_REDIS_SOCKET_TIMEOUT = float(os.environ.get("CHANNEL_REDIS_SOCKET_TIMEOUT", "30"))
    CHANNEL_LAYERS = {
        "default": {
            # channels-redis's layer with a pool that waits past max_connections
            "BACKEND": "boardgames.channel_layer.RedisChannelLayer",
            "CONFIG": {
                "hosts": [{
                    "address": REDIS_URL,
                    "max_connections": int(os.environ.get("CHANNEL_REDIS_MAX_CONNECTIONS", "100")),
                    "pool_timeout": 10,
                    "socket_timeout": CHANNEL_REDIS_SOCKET_TIMEOUT,
                    "socket_connect_timeout": 5,
                    "socket_keepalive": True,
                    "health_check_interval": 15,
                }],
                "prefix": os.environ.get("CHANNEL_PREFIX", "asgi"),
            },
        }
    }

# A websocket answers at most WS_RESYNC_LIMIT resync requests per WS_RESYNC_WINDOW seconds.
WS_RESYNC_LIMIT = int(os.environ.get("WS_RESYNC_LIMIT", "5"))
WS_RESYNC_WINDOW = float(os.environ.get("WS_RESYNC_WINDOW", "10"))
# A client's websocket message is at most this long (bytes); longer ones get an error.
WS_MAX_MESSAGE_BYTES = int(os.environ.get("WS_MAX_MESSAGE_BYTES", "4096"))
# Open websockets (every route, every server process) per logged-in user and per
# anonymous client address; one more is closed with 4429 (boardgames/socket_limits.py).
# A game page holds two (the game and the bell), any other page one. Behind a reverse
# proxy on another host, uvicorn must trust its X-Forwarded-For (FORWARDED_ALLOW_IPS):
# otherwise every anonymous viewer has the proxy's address.
WS_MAX_SOCKETS_PER_USER = int(os.environ.get("WS_MAX_SOCKETS_PER_USER", "30"))
WS_MAX_SOCKETS_PER_ADDRESS = int(os.environ.get("WS_MAX_SOCKETS_PER_ADDRESS", "60"))
# Frames a client may send on one socket: a bucket of WS_FRAME_BURST refilled at
# WS_FRAME_RATE a second; over it frames are dropped, WS_FRAME_BURST dropped in a row
# close the socket with 4420. The pages send one ping per 25 s and rare resyncs.
WS_FRAME_RATE = float(os.environ.get("WS_FRAME_RATE", "5"))
WS_FRAME_BURST = int(os.environ.get("WS_FRAME_BURST", "60"))

# -- timers (Celery) -----------------------------------------------------------------
CELERY_BROKER_URL = REDIS_URL or "memory://"
CELERY_TASK_IGNORE_RESULT = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_WORKER_ETA_TASK_LIMIT = 1000
# kombu passes its own socket timeouts to redis-py (none for blocking reads, a health
# check every 25 s), so the broker is not hit by redis-py 8's 5 s default; the connect
# timeout keeps a wrong REDIS_URL from hanging a web request that arms a timer.
CELERY_BROKER_TRANSPORT_OPTIONS = {"visibility_timeout": 3600, "socket_connect_timeout": 3}
CELERY_TASK_ACKS_LATE = True
CELERY_WORKER_SOFT_SHUTDOWN_TIMEOUT = 5
CELERY_TIMEZONE = "UTC"
CELERY_BEAT_SCHEDULER = "django_celery_beat.schedulers:DatabaseScheduler"
# Deadlines closer than this get an ETA task; later ones wait for the sweep (seconds).
TIMER_ETA_HORIZON = int(os.environ.get("TIMER_ETA_HORIZON", "600"))
# How often beat sweeps overdue deadlines (seconds).
TIMER_SWEEP_INTERVAL = int(os.environ.get("TIMER_SWEEP_INTERVAL", "30"))
# Computer players: seconds a bot waits before it moves in a live game (human-like;
# BOT_MOVE_DELAY=0 in tests), and after how many seconds the sweep retries a bot whose
# task did not move (a crashed or lost task).
BOT_MOVE_DELAY = float(os.environ.get("BOT_MOVE_DELAY", "1.5"))
BOT_RETRY_AFTER = int(os.environ.get("BOT_RETRY_AFTER", "20"))

# -- notifications and email (docs/notifications.md, docs/operations.md "Email") -----------
# The address mails link to (confirmation, unsubscribe, games).
SITE_URL = os.environ.get("SITE_URL", "http://127.0.0.1:8000")
EMAIL_HOST = os.environ.get("EMAIL_HOST", "")
EMAIL_PORT = int(os.environ.get("EMAIL_PORT", "587"))
EMAIL_HOST_USER = os.environ.get("EMAIL_HOST_USER", "")
EMAIL_HOST_PASSWORD = os.environ.get("EMAIL_HOST_PASSWORD", "")
EMAIL_USE_TLS = os.environ.get("EMAIL_USE_TLS", "1") == "1"
EMAIL_TIMEOUT = int(os.environ.get("EMAIL_TIMEOUT", "20"))
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "棋馆 <noreply@localhost>")
# SMTP when EMAIL_HOST is set; else every mail is written to var/mail/ (embedded, make
# run) or printed (services without SMTP). EMAIL_BACKEND overrides all of it.
if os.environ.get("EMAIL_BACKEND"):
    EMAIL_BACKEND = os.environ["EMAIL_BACKEND"]
elif EMAIL_HOST:
    EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
elif EMBEDDED:
    EMAIL_BACKEND = "django.core.mail.backends.filebased.EmailBackend"
    EMAIL_FILE_PATH = VAR_DIR / "mail"
else:
    EMAIL_BACKEND = "django.core.mail.backends.console.EmailBackend"
# How often beat runs the notification sweep: alarms, digests, unsent mail (seconds).
NOTIFY_SWEEP_INTERVAL = int(os.environ.get("NOTIFY_SWEEP_INTERVAL", "60"))

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "INFO")},
    # Django's own console handler would print every request warning a second time.
    "loggers": {"django": {"handlers": [], "propagate": True}, "django.db.backends": {"level": "WARNING"}},
}
CELERY_BEAT_SCHEDULE = {
    "sweep-deadlines": {"task": "boardgames.sweep_deadlines", "schedule": float(TIMER_SWEEP_INTERVAL)},
    "sweep-notifications": {"task": "notifications.sweep", "schedule": float(NOTIFY_SWEEP_INTERVAL)},
}

# Static files: served by WhiteNoise; in DEBUG straight from static/ (no collectstatic).
WHITENOISE_USE_FINDERS = DEBUG
WHITENOISE_AUTOREFRESH = DEBUG
