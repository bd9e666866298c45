"""Ratings REST API (routes in ratings/api_urls.py, under /api/v1/): leaderboards, a
user's ratings and rating history, your coin wallet."""

from __future__ import annotations

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema, inline_serializer
from rest_framework import permissions, serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from boardgames.api.schema import ERROR, StrictPagination, paginated, validated_query
from boardgames.errors import ApplicationError, no_game

from . import selectors

PAGE_PARAMS = [OpenApiParameter("page", OpenApiTypes.INT, required=False, description="1-based page number."),
               OpenApiParameter("page_size", OpenApiTypes.INT, required=False, description="At most 200.")]


class Pagination(StrictPagination):
    """``?page=`` (1-based) and ``?page_size=`` (default 50, at most 200)."""

    page_size = 50
    page_size_query_param = "page_size"
    max_page_size = 200


class RatingSerializer(serializers.Serializer):
    game = serializers.CharField(help_text="Game slug.")
    name = serializers.CharField(help_text="The game's display name.")
    username = serializers.CharField()
    points = serializers.IntegerField(help_text="The seed's total of points (may be negative).")
    level = serializers.IntegerField(help_text="Level number in the game's seed table.")
    title = serializers.CharField(help_text="The seed's title for this total.")
    mu = serializers.FloatField(help_text="OpenSkill skill estimate.")
    sigma = serializers.FloatField(help_text="OpenSkill uncertainty.")
    ordinal = serializers.FloatField(help_text="mu - 3 sigma.")
    games = serializers.IntegerField()
    wins = serializers.IntegerField()
    win_rate = serializers.FloatField(allow_null=True, help_text="wins / games, 0..1.")


class LeaderboardEntrySerializer(RatingSerializer):
    rank = serializers.IntegerField()


class RatingChangeSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    game = serializers.CharField()
    game_id = serializers.IntegerField(allow_null=True, help_text="Null for a manual adjustment.")
    kind = serializers.ChoiceField(choices=["game", "adjustment"])
    place = serializers.IntegerField(allow_null=True)
    won = serializers.BooleanField()
    points_before = serializers.IntegerField()
    points_after = serializers.IntegerField()
    delta = serializers.IntegerField()
    level_before = serializers.IntegerField()
    level_after = serializers.IntegerField()
    title_after = serializers.CharField()
    mu_before = serializers.FloatField()
    mu_after = serializers.FloatField()
    sigma_before = serializers.FloatField()
    sigma_after = serializers.FloatField()
    reason = serializers.CharField()
    created_at = serializers.DateTimeField()


class LeaderboardApi(APIView):
    """The leaderboard of one game, best first (points, then skill), paginated."""

    permission_classes = [permissions.AllowAny]

    @extend_schema(parameters=PAGE_PARAMS,
                   responses={200: paginated("LeaderboardPage", LeaderboardEntrySerializer), 404: ERROR},
                   operation_id="ratings_leaderboard")
    def get(self, request, game: str):
        qs = selectors.leaderboard(game)
        paginator = Pagination()
        page = paginator.paginate_queryset(qs, request, view=self)
        start = (paginator.page.number - 1) * paginator.page.paginator.per_page
        return paginator.get_paginated_response(
            [selectors.rating_entry(r, rank=start + i + 1) for i, r in enumerate(page)])


class UserRatingsApi(APIView):
    """A user's points, level, title, skill, games, wins and win rate per game."""

    permission_classes = [permissions.AllowAny]

    @extend_schema(responses={200: RatingSerializer(many=True), 404: ERROR}, operation_id="users_ratings")
    def get(self, request, username: str):
        user = selectors.user_by_name(username)
        return Response(selectors.user_ratings(user))


class UserRatingHistoryApi(APIView):
    """A user's rating changes, oldest first, paginated (optionally of one game)."""

    permission_classes = [permissions.AllowAny]

    class FilterSerializer(serializers.Serializer):
        game = serializers.CharField(required=False, help_text="Game slug.")

    @extend_schema(parameters=[FilterSerializer, *PAGE_PARAMS],
                   responses={200: paginated("RatingChangePage", RatingChangeSerializer), 404: ERROR},
                   operation_id="users_rating_history")
    def get(self, request, username: str):
        filters = validated_query(self.FilterSerializer, request)
        user = selectors.user_by_name(username)
        game = filters.get("game")
        if game:
            selectors.check_game_type(game)
        paginator = Pagination()
        page = paginator.paginate_queryset(selectors.rating_history(user, game), request, view=self)
        return paginator.get_paginated_response([selectors.change_entry(c) for c in page])


class MyWalletApi(APIView):
    """Your coin balance and your latest ledger entries (newest first)."""

    @extend_schema(
        parameters=[OpenApiParameter("limit", OpenApiTypes.INT, required=False)],
        responses={200: inline_serializer("Wallet", {
            "balance": serializers.IntegerField(),
            "welcome_pending": serializers.BooleanField(),
            "available": serializers.IntegerField(),
            "entries": serializers.ListField(child=serializers.DictField())}), 401: ERROR},
        operation_id="my_wallet")
    def get(self, request):
        if not request.user.is_authenticated:
            raise ApplicationError("Log in to see your wallet.", code="not_authenticated", status=401)
        try:
            limit = max(1, min(int(request.query_params.get("limit", 20)), 200))
        except ValueError:
            raise ApplicationError("limit must be a whole number.")
        return Response(selectors.wallet_summary(request.user, limit=limit))


class GameOverPointsSerializer(serializers.Serializer):
    delta = serializers.IntegerField(help_text="Points won (or lost) in this game.")
    before = serializers.IntegerField()
    after = serializers.IntegerField()
    level_before = serializers.IntegerField()
    level = serializers.IntegerField(help_text="Level after the game.")
    title = serializers.CharField(help_text="Title after the game.")
    reason = serializers.CharField()


class GameOverCoinsSerializer(serializers.Serializer):
    held = serializers.IntegerField(help_text="Coins held from the wallet for this game.")
    returned = serializers.IntegerField(help_text="Coins paid back at the end.")
    net = serializers.IntegerField(help_text="returned - held.")
    state = serializers.CharField(help_text="held (in play), returned, won or lost.")


class GameOverSeatSerializer(serializers.Serializer):
    index = serializers.IntegerField()
    user = serializers.CharField(allow_null=True)
    place = serializers.IntegerField(allow_null=True)
    outcome = serializers.CharField(allow_null=True)
    points = GameOverPointsSerializer(allow_null=True, help_text="Null: unrated or not rated yet.")
    coins = GameOverCoinsSerializer(allow_null=True, help_text="Coin rooms only.")


class GameOverSerializer(serializers.Serializer):
    game = serializers.IntegerField()
    status = serializers.CharField()
    rated = serializers.BooleanField()
    coin_room = serializers.BooleanField()
    reason = serializers.CharField(allow_null=True)
    draw = serializers.BooleanField()
    seats = GameOverSeatSerializer(many=True, help_text="In ranking order.")


class GameOverApi(APIView):
    """The game-over screen's data: the ranking with each seat's points change, level and
    title after the game, and in coin rooms the coins held, returned and won or lost,
    read from the rating changes and the coin ledger."""

    permission_classes = [permissions.AllowAny]

    @extend_schema(responses={200: GameOverSerializer, 404: ERROR}, operation_id="games_result")
    def get(self, request, game_id: int):
        from boardgames.models import Game

        from .game_over import game_over

        game = Game.objects.filter(pk=game_id).first()
        if game is None:
            raise no_game(game_id)
        return Response(game_over(game))
