"""Ratings pages, included at /ratings/."""

from django.urls import path

from . import views

urlpatterns = [
    path("", views.leaderboards, name="leaderboards"),
    path("<slug:game>/", views.leaderboard, name="leaderboard"),
]
