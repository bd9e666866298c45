"""The ASGI application: HTTP (Django) and websockets (Channels) with session auth and
the limits of every socket (boardgames/socket_limits.py)."""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "boardgames.settings")
django_asgi_app = get_asgi_application()

from channels.auth import AuthMiddlewareStack  # noqa: E402
from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402
from channels.security.websocket import AllowedHostsOriginValidator  # noqa: E402

from boardgames.routing import websocket_urlpatterns  # noqa: E402
from boardgames.socket_limits import SocketLimits  # noqa: E402

application = ProtocolTypeRouter({
    "http": django_asgi_app,
    "websocket": AllowedHostsOriginValidator(AuthMiddlewareStack(SocketLimits(URLRouter(websocket_urlpatterns)))),
})
