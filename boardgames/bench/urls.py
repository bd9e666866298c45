"""The site's routes plus ``bench/floor/`` (boardgames.bench.floor)."""

from django.urls import path

from boardgames.bench.floor import FloorView
from boardgames.urls import handler400, handler404, handler500, urlpatterns as site_urlpatterns  # noqa: F401

urlpatterns = [path("bench/floor/", FloorView.as_view(), name="bench-floor"), *site_urlpatterns]
