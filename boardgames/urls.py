"""URL routes: health probes, pages, admin, the REST API under /api/v1/."""

from django.contrib import admin
from django.urls import include, path
from django.views.i18n import JavaScriptCatalog

from accounts import views as account_views
from boardgames import health

urlpatterns = [
    path("healthz", health.healthz, name="healthz"),
    path("readyz", health.readyz, name="readyz"),
    path("admin/", admin.site.urls),
    # The language switch also saves a logged-in player's choice (accounts.views).
    path("i18n/setlang/", account_views.set_language, name="set_language"),
    path("i18n/", include("django.conf.urls.i18n")),
    path("jsi18n/", JavaScriptCatalog.as_view(), name="javascript-catalog"),
    path("api/v1/", include("boardgames.api.urls")),
    path("accounts/", include("accounts.urls")),
    path("ratings/", include("ratings.urls")),
    path("notifications/", include("notifications.urls")),
    path("", include("boardgames.urls_pages")),
]

handler400 = "boardgames.error_pages.bad_request"
handler404 = "boardgames.error_pages.page_not_found"
handler500 = "boardgames.error_pages.server_error"
