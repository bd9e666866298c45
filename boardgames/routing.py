"""Websocket routes."""

from django.urls import path

from notifications.routing import websocket_urlpatterns as notification_routes

from .consumers import GameConsumer

websocket_urlpatterns = [path("ws/games/<int:game_id>/", GameConsumer.as_asgi()), *notification_routes]
