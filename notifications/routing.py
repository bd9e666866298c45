"""Websocket route of the bell (included by boardgames/routing.py)."""

from django.urls import path

from .consumers import NotificationConsumer

websocket_urlpatterns = [path("ws/notifications/", NotificationConsumer.as_asgi())]
