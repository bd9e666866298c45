"""REST API under /api/v1/ (docs/api.md)."""

from django.urls import include, path, re_path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView

from boardgames.error_pages import api_not_found

from . import auth, correspondence, games, users, watching

urlpatterns = [
    path("auth/register/", auth.RegisterApi.as_view(), name="api-register"),
    path("auth/token/", auth.TokenApi.as_view(), name="api-token"),
    path("game-types/", games.GameTypesApi.as_view(), name="api-game-types"),
    path("game-types/<slug:slug>/catalogue/", games.GameCatalogueApi.as_view(), name="api-game-catalogue"),
    path("games/", games.GameListApi.as_view(), name="api-games"),
    path("games/in-progress/", watching.InProgressApi.as_view(), name="api-games-in-progress"),
    path("games/<int:game_id>/", games.GameDetailApi.as_view(), name="api-game"),
    path("games/<int:game_id>/join/", games.GameJoinApi.as_view(), name="api-game-join"),
    path("games/<int:game_id>/leave/", games.GameLeaveApi.as_view(), name="api-game-leave"),
    path("games/<int:game_id>/legal-actions/", games.LegalActionsApi.as_view(), name="api-game-legal"),
    path("games/<int:game_id>/moves/", games.MoveListApi.as_view(), name="api-game-moves"),
    path("games/<int:game_id>/replay/", games.ReplayApi.as_view(), name="api-game-replay"),
    path("games/<int:game_id>/abort/", correspondence.GameAbortApi.as_view(), name="api-game-abort"),
    path("games/<int:game_id>/more-time/", correspondence.GameMoreTimeApi.as_view(), name="api-game-more-time"),
    path("me/games/", games.MyGamesApi.as_view(), name="api-my-games"),
    path("me/vacation/", correspondence.MyVacationApi.as_view(), name="api-my-vacation"),
    path("users/<str:username>/", users.UserDetailApi.as_view(), name="api-user"),
    path("", include("ratings.api_urls")),
    path("", include("chat.api_urls")),
    path("", include("rematch.api_urls")),
    path("", include("notifications.api_urls")),
    path("schema/", SpectacularAPIView.as_view(), name="api-schema"),
    path("docs/", SpectacularSwaggerView.as_view(url_name="api-schema"), name="api-docs"),
    # Last: any other address under /api/v1/ is a JSON 404, in every mode.
    re_path(r"^.*$", api_not_found, name="api-not-found"),
]
