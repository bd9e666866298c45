"""Users' public profiles."""

from __future__ import annotations

from django.contrib.auth import get_user_model
from drf_spectacular.utils import extend_schema, inline_serializer
from rest_framework import permissions, serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from boardgames.errors import ApplicationError
from boardgames.models import Game, Seat


class UserDetailApi(APIView):
    """A user's public profile: join date and game counts."""

    permission_classes = [permissions.AllowAny]

    @extend_schema(responses={200: inline_serializer("UserProfile", {
        "username": serializers.CharField(), "date_joined": serializers.DateTimeField(),
        "games_played": serializers.IntegerField(), "games_won": serializers.IntegerField(),
        "games_in_play": serializers.IntegerField()})}, operation_id="users_retrieve")
    def get(self, request, username: str):
        user = get_user_model().objects.filter(username=username).first()
        if user is None:
            raise ApplicationError(f"There is no user {username!r}.", code="not_found", status=404)
        seats = Seat.objects.filter(user=user)
        return Response({
            "username": user.username,
            "date_joined": user.date_joined.isoformat(),
            "games_played": seats.filter(game__status=Game.Status.FINISHED).count(),
            "games_won": seats.filter(game__status=Game.Status.FINISHED, outcome="won").count(),
            "games_in_play": seats.filter(game__status=Game.Status.ACTIVE).count(),
        })
