"""Ratings pages, included at /ratings/."""

from django.urls import path

from . import views

urlpatterns = [
    path("", views.leaderboards, name="leaderboards"),
    path("coins/", views.coins, name="coins"),
    path("<slug:game>/", views.leaderboard, name="leaderboard"),
]
