"""Websocket routes; the last one refuses every other path (4404)."""

from django.urls import path, re_path

from notifications.routing import websocket_urlpatterns as notification_routes

from .consumers import GameConsumer, NoRouteConsumer

websocket_urlpatterns = [path("ws/games/<int:game_id>/", GameConsumer.as_asgi()), *notification_routes,
                         re_path(r"", NoRouteConsumer.as_asgi())]
