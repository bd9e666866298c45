"""Rematch REST API (routes in rematch/api_urls.py, under /api/v1/; docs/api.md)."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework import permissions, serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from boardgames.api.schema import ERROR, StrictBooleanField
from boardgames.api.throttles import ScopedPostThrottle
from boardgames.errors import no_game
from boardgames.models import Game

from . import selectors, services


class OfferSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    status = serializers.CharField(help_text="open, declined, started or failed.")
    proposed_by = serializers.CharField()
    answers = serializers.DictField(child=serializers.BooleanField(allow_null=True),
                                    help_text="username -> true (yes), false (no) or null (not yet).")
    new_game = serializers.IntegerField(allow_null=True, help_text="The rematch, once started.")
    url = serializers.CharField(allow_null=True, help_text="The rematch's page, once started.")
    note = serializers.CharField(help_text="Why it could not start (status failed).")


class RematchSerializer(serializers.Serializer):
    game = serializers.IntegerField()
    offer = OfferSerializer(allow_null=True)


def _game(game_id: int) -> Game:
    game = Game.objects.filter(pk=game_id).first()
    if game is None:
        raise no_game(game_id)
    return game


class RematchApi(APIView):
    """The rematch state of a game (anyone), or propose one (a player, once the game is
    over): same options, seats rotated by one; it starts when every player accepts."""

    permission_classes = [permissions.IsAuthenticatedOrReadOnly]
    throttle_classes = [ScopedPostThrottle]
    throttle_scope = "rematch"

    @extend_schema(responses={200: RematchSerializer, 404: ERROR}, operation_id="games_rematch_retrieve")
    def get(self, request, game_id: int):
        return Response(selectors.rematch_state(_game(game_id)))

    @extend_schema(request=None, responses={201: RematchSerializer, 400: ERROR, 403: ERROR, 404: ERROR, 409: ERROR},
                   operation_id="games_rematch_propose")
    def post(self, request, game_id: int):
        services.rematch_propose(game_id=game_id, user=request.user)
        return Response(selectors.rematch_state(_game(game_id)), status=status.HTTP_201_CREATED)


class RematchAnswerApi(APIView):
    """Answer the open rematch offer: ``{"accept": true}`` or ``{"accept": false}``."""

    throttle_classes = [ScopedPostThrottle]
    throttle_scope = "rematch"

    class InputSerializer(serializers.Serializer):
        class Meta:
            ref_name = "RematchAnswerInput"

        accept = StrictBooleanField()

    @extend_schema(request=InputSerializer, responses={200: RematchSerializer, 403: ERROR, 404: ERROR, 409: ERROR},
                   operation_id="games_rematch_answer")
    def post(self, request, game_id: int):
        data = self.InputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        services.rematch_answer(game_id=game_id, user=request.user, accept=data.validated_data["accept"])
        return Response(selectors.rematch_state(_game(game_id)))
