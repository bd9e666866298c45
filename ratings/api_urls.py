"""Ratings API routes, included under /api/v1/."""

urlpatterns: list = []
