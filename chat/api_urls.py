"""Chat API routes, included under /api/v1/."""

from django.urls import path

from . import api

urlpatterns = [
    path("games/<int:game_id>/chat/", api.GameChatApi.as_view(), name="api-game-chat"),
    path("chat/messages/<int:message_id>/report/", api.ChatReportApi.as_view(), name="api-chat-report"),
    path("me/chat/mutes/", api.ChatMuteApi.as_view(), name="api-chat-mutes"),
    path("me/chat/settings/", api.ChatSettingsApi.as_view(), name="api-chat-settings"),
]
