"""Notification API routes, included under /api/v1/."""

from django.urls import path

from . import api

urlpatterns = [
    path("notifications/", api.NotificationListApi.as_view(), name="api-notifications"),
    path("notifications/read/", api.NotificationReadApi.as_view(), name="api-notifications-read"),
    path("notifications/preferences/", api.NotificationPreferencesApi.as_view(), name="api-notification-preferences"),
]
