"""Rematch API routes, included under /api/v1/."""

from django.urls import path

from . import api

urlpatterns = [
    path("games/<int:game_id>/rematch/", api.RematchApi.as_view(), name="api-game-rematch"),
    path("games/<int:game_id>/rematch/answer/", api.RematchAnswerApi.as_view(), name="api-game-rematch-answer"),
]
