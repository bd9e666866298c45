"""Ratings pages."""

urlpatterns: list = []
