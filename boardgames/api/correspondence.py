"""Correspondence play (docs/correspondence.md): abort a game, give more time, vacation."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema, inline_serializer
from rest_framework import permissions, serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from boardgames import selectors
from boardgames.api.games import GameDetailSerializer, _game
from boardgames.api.schema import ERROR, StrictIntegerField
from boardgames.api.throttles import ScopedPostThrottle
from boardgames.services.abort import game_abort
from boardgames.services.more_time import more_time_give
from boardgames.services.vacation import vacation_end, vacation_status, vacation_take

VACATION = inline_serializer("VacationStatus", {
    "running": inline_serializer("RunningVacation", {
        "starts_at": serializers.DateTimeField(), "ends_at": serializers.DateTimeField(),
        "days": serializers.IntegerField()}, allow_null=True),
    "year": serializers.IntegerField(), "days_used": serializers.IntegerField(),
    "days_left": serializers.IntegerField(), "max_in_a_row": serializers.IntegerField(),
    "per_year": serializers.IntegerField(),
})


class GameAbortApi(APIView):
    """Abort the game without a result, points or coins lost, while some seat has not
    made its first decision (409 ``abort_too_late`` after: resign instead)."""

    throttle_classes = [ScopedPostThrottle]
    throttle_scope = "move"

    @extend_schema(request=None, responses={200: GameDetailSerializer, 403: ERROR, 404: ERROR, 409: ERROR},
                   operation_id="games_abort")
    def post(self, request, game_id: int):
        game_abort(game_id=game_id, user=request.user)
        return Response(selectors.game_detail(_game(game_id), request.user))


class GameMoreTimeApi(APIView):
    """Give another player of a correspondence game one more day on their current
    decision (once per decision per giver)."""

    throttle_classes = [ScopedPostThrottle]
    throttle_scope = "move"

    class InputSerializer(serializers.Serializer):
        class Meta:
            ref_name = "MoreTimeInput"

        seat = StrictIntegerField(help_text="The seat index of the player who gets the day (a JSON integer).")

    @extend_schema(request=InputSerializer,
                   responses={200: GameDetailSerializer, 400: ERROR, 403: ERROR, 404: ERROR, 409: ERROR},
                   operation_id="games_more_time")
    def post(self, request, game_id: int):
        data = self.InputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        more_time_give(game_id=game_id, user=request.user, seat=data.validated_data["seat"])
        return Response(selectors.game_detail(_game(game_id), request.user))


class MyVacationApi(APIView):
    """Your vacation from correspondence play: GET the allowance, POST ``{"days": n}``
    to start one (1 to 14 whole days, 30 a year), DELETE to end it now."""

    permission_classes = [permissions.IsAuthenticated]
    throttle_classes = [ScopedPostThrottle]
    throttle_scope = "move"

    class InputSerializer(serializers.Serializer):
        class Meta:
            ref_name = "VacationInput"

        days = StrictIntegerField(help_text="Whole days, 1 to 14.")

    @extend_schema(responses={200: VACATION}, operation_id="me_vacation_retrieve")
    def get(self, request):
        return Response(vacation_status(request.user))

    @extend_schema(request=InputSerializer, responses={201: VACATION, 400: ERROR, 403: ERROR, 409: ERROR},
                   operation_id="me_vacation_create")
    def post(self, request):
        data = self.InputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        vacation_take(user=request.user, days=data.validated_data["days"])
        return Response(vacation_status(request.user), status=201)

    @extend_schema(request=None, responses={200: VACATION}, operation_id="me_vacation_destroy")
    def delete(self, request):
        vacation_end(user=request.user)
        return Response(vacation_status(request.user))
