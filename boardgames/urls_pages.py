"""Site pages: lobby, create, game, join, invite links, profiles."""

from django.urls import path

from accounts import views as account_views

from . import views, views_correspondence

urlpatterns = [
    path("", views.lobby, name="lobby"),
    path("games/new/", views.game_create, name="game-create"),
    path("games/new/position/", views.game_create_position, name="game-create-position"),
    path("games/<int:game_id>/", views.game_page, name="game"),
    path("games/<int:game_id>/join/", views.game_join, name="game-join"),
    path("games/<int:game_id>/leave/", views.game_leave, name="game-leave"),
    path("join/<str:code>/", views.invite, name="invite"),
    path("u/<str:username>/", account_views.profile, name="profile"),
    path("vacation/take/", views_correspondence.vacation_take_page, name="vacation-take"),
    path("vacation/end/", views_correspondence.vacation_end_page, name="vacation-end"),
]
