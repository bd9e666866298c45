"""Ratings API routes, included under /api/v1/."""

from django.urls import path

from . import api

urlpatterns = [
    path("ratings/<slug:game>/leaderboard/", api.LeaderboardApi.as_view(), name="api-leaderboard"),
    path("users/<str:username>/ratings/", api.UserRatingsApi.as_view(), name="api-user-ratings"),
    path("users/<str:username>/rating-history/", api.UserRatingHistoryApi.as_view(), name="api-user-rating-history"),
    path("me/wallet/", api.MyWalletApi.as_view(), name="api-my-wallet"),
    path("games/<int:game_id>/result/", api.GameOverApi.as_view(), name="api-game-result"),
]
