"""Games: create, list, join, one game's view, legal actions, moves, replay."""

from __future__ import annotations

from django.shortcuts import get_object_or_404
from django.utils.translation import gettext
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema, inline_serializer
from rest_framework import permissions, serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from boardgames import selectors, services
from boardgames.registry import find_spec, get_engine
from boardgames.replay import replay_snapshot
from boardgames.api import move_input
from boardgames.api.schema import ERROR, StrictIntegerField, StrictPagination, paginated, validated_query
from boardgames.api.throttles import ScopedPostThrottle, ScopedThrottle
from boardgames.errors import ApplicationError, no_game
from boardgames.models import Game



class SeatSerializer(serializers.Serializer):
    index = serializers.IntegerField()
    team = serializers.IntegerField(allow_null=True)
    user = serializers.CharField(allow_null=True)
    place = serializers.IntegerField(allow_null=True)
    outcome = serializers.CharField(allow_null=True)


class GameSummarySerializer(serializers.Serializer):
    id = serializers.IntegerField()
    game = serializers.CharField()
    name = serializers.CharField()
    status = serializers.ChoiceField(choices=Game.Status.choices)
    players = serializers.IntegerField()
    options = serializers.DictField()
    time_control = serializers.DictField()
    rated = serializers.BooleanField()
    from_position = serializers.BooleanField()
    version = serializers.IntegerField()
    seats = SeatSerializer(many=True)
    created_at = serializers.DateTimeField()
    started_at = serializers.DateTimeField(allow_null=True)
    finished_at = serializers.DateTimeField(allow_null=True)
    deadline = serializers.DateTimeField(allow_null=True)


class PromptSerializer(serializers.Serializer):
    seat = serializers.IntegerField()
    kinds = serializers.ListField(child=serializers.CharField())
    key = serializers.CharField()
    clock = serializers.CharField()
    window_seconds = serializers.IntegerField(allow_null=True)
    on_timeout = serializers.CharField()
    deadline = serializers.DateTimeField(allow_null=True)


class MoveSerializer(serializers.Serializer):
    seq = serializers.IntegerField()
    seat = serializers.IntegerField()
    action = serializers.DictField()
    events = serializers.ListField(child=serializers.DictField())
    by_timeout = serializers.BooleanField()
    created_at = serializers.DateTimeField()


class GameDetailSerializer(GameSummarySerializer):
    my_seat = serializers.IntegerField(allow_null=True)
    invite_code = serializers.CharField(allow_null=True)
    view = serializers.DictField(allow_null=True, help_text="The engine's view for the caller's seat (docs/rules).")
    prompts = PromptSerializer(many=True)
    legal_actions = serializers.ListField(child=serializers.DictField())
    result = serializers.DictField(allow_null=True)
    server_time = serializers.DateTimeField(help_text="The server's clock, to correct countdowns.")
    last_move = MoveSerializer(allow_null=True, help_text="The move that made this version, as you may see it.")
    vacations = serializers.DictField(child=serializers.DateTimeField(),
                                      help_text="Seat index -> end of that player's vacation (clocks stopped).")
    my_timeouts = serializers.DictField(allow_null=True, help_text=(
        "{\"skipped\": [times of your moves skipped by a timeout since your last move], \"limit\": 3}."))
    platform_events = serializers.ListField(child=serializers.DictField(), help_text=(
        "More time given and aborts: {kind, seat, by, at, data}."))
    can_abort = serializers.BooleanField(help_text="You may abort (some seat has not moved yet).")
    more_time_seats = serializers.ListField(child=serializers.IntegerField(),
                                            help_text="Seats you may give one more day now.")


class TimeControlField(serializers.DictField):
    """``{"kind": "live", "seconds": 60}`` or ``{"kind": "correspondence", "days": 3}``."""


PAGE = OpenApiParameter("page", OpenApiTypes.INT, required=False, description="1-based page number.")


def _game(game_id: int) -> Game:
    try:
        return Game.objects.prefetch_related("seats__user").get(pk=game_id)
    except Game.DoesNotExist:
        raise no_game(game_id)


class GameListApi(APIView):
    """List games (filters: game, player, status, finished_after, finished_before) or
    open a new room (you take seat 0, or ``seat``)."""

    throttle_classes = [ScopedPostThrottle]
    throttle_scope = "room_create"

    class FilterSerializer(serializers.Serializer):
        class Meta:
            ref_name = "GameListFilter"

        game = serializers.CharField(required=False)
        player = serializers.CharField(required=False)
        status = serializers.ChoiceField(choices=Game.Status.choices, required=False)
        finished_after = serializers.DateTimeField(required=False)
        finished_before = serializers.DateTimeField(required=False)

    class InputSerializer(serializers.Serializer):
        class Meta:
            ref_name = "GameListInput"

        game = serializers.CharField(help_text="Game slug, e.g. chinese-checkers.")
        players = StrictIntegerField()
        options = serializers.DictField(required=False, default=dict)
        time_control = TimeControlField(required=False, allow_null=True, default=None)
        rated = serializers.BooleanField(required=False, default=True)
        seat = StrictIntegerField(required=False, allow_null=True, default=None)
        seat_extra = serializers.DictField(required=False, default=dict)
        position = serializers.DictField(required=False, allow_null=True, default=None,
                                         help_text="Staff only: start from this position.")
        bots = serializers.CharField(required=False, allow_null=True, default=None,
                                     help_text="Fill empty seats with computer players of this level "
                                               "(random, good); the game starts at once if all are filled.")
        bot_count = StrictIntegerField(required=False, allow_null=True, default=None,
                                             help_text="How many empty seats get a bot (default: all).")
        rated_with_bots = serializers.BooleanField(
            required=False, default=False, help_text="Opt in to a rated game with computer players.")

    @extend_schema(parameters=[FilterSerializer, PAGE], responses={200: paginated("GameSummaryPage", GameSummarySerializer)},
                   operation_id="games_list")
    def get(self, request):
        filters = validated_query(self.FilterSerializer, request)
        qs = selectors.games_for(
            game_type=filters.get("game"),
            player=filters.get("player"),
            status=filters.get("status"),
            finished_after=filters.get("finished_after"),
            finished_before=filters.get("finished_before"),
        )
        paginator = StrictPagination()
        page = paginator.paginate_queryset(qs, request, view=self)
        return paginator.get_paginated_response([selectors.game_summary(g) for g in page])

    @extend_schema(request=InputSerializer, responses={201: GameDetailSerializer, 400: ERROR, 403: ERROR},
                   operation_id="games_create")
    def post(self, request):
        data = self.InputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        d = data.validated_data
        common = dict(user=request.user, game_type=d["game"], players=d["players"], options=d["options"],
                      time_control=d["time_control"], seat=d["seat"])
        if d["position"] is not None:
            game = services.game_create_from_position(position=d["position"], **common)
        else:
            game = services.game_create(rated=d["rated"], seat_extra=d["seat_extra"], bots=d["bots"],
                                        bot_count=d["bot_count"], rated_with_bots=d["rated_with_bots"],
                                        **common)
        return Response(selectors.game_detail(_game(game.pk), request.user), status=status.HTTP_201_CREATED)


class GameDetailApi(APIView):
    """One game as the caller may see it: status, version, seats, the caller's view,
    pending prompts with deadlines, the caller's legal actions, the result."""

    permission_classes = [permissions.AllowAny]

    @extend_schema(responses={200: GameDetailSerializer, 404: ERROR}, operation_id="games_retrieve")
    def get(self, request, game_id: int):
        return Response(selectors.game_detail(_game(game_id), request.user))


class GameJoinApi(APIView):
    """Take a seat (by index, by team, or the first free one); the game starts when the
    last seat is taken."""

    class InputSerializer(serializers.Serializer):
        class Meta:
            ref_name = "GameJoinInput"

        seat = serializers.IntegerField(required=False, allow_null=True, default=None)
        team = StrictIntegerField(required=False, allow_null=True, default=None)
        seat_extra = serializers.DictField(required=False, default=dict)

    @extend_schema(request=InputSerializer, responses={200: GameDetailSerializer, 400: ERROR, 404: ERROR, 409: ERROR},
                   operation_id="games_join")
    def post(self, request, game_id: int):
        data = self.InputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        services.game_join(game_id=game_id, user=request.user, **data.validated_data)
        return Response(selectors.game_detail(_game(game_id), request.user))


class GameLeaveApi(APIView):
    """Give up your seat in a room that has not started."""

    @extend_schema(request=None, responses={200: GameDetailSerializer, 404: ERROR, 409: ERROR},
                   operation_id="games_leave")
    def post(self, request, game_id: int):
        services.game_leave_seat(game_id=game_id, user=request.user)
        return Response(selectors.game_detail(_game(game_id), request.user))


class LegalActionsApi(APIView):
    """Every action the caller may submit now (empty when nothing is pending for you)."""

    @extend_schema(responses={200: inline_serializer("LegalActions", {
        "version": serializers.IntegerField(), "seat": serializers.IntegerField(allow_null=True),
        "actions": serializers.ListField(child=serializers.DictField())}), 404: ERROR},
        operation_id="games_legal_actions")
    def get(self, request, game_id: int):
        game = _game(game_id)
        detail = selectors.game_detail(game, request.user)
        return Response({"version": game.version, "seat": detail["my_seat"], "actions": detail["legal_actions"]})


class MoveListApi(APIView):
    """The move history, oldest first, paginated and redacted for the caller; POST
    submits an action with the version you saw (stale or repeated: 409)."""

    permission_classes = [permissions.IsAuthenticatedOrReadOnly]
    throttle_classes = [ScopedPostThrottle]
    throttle_scope = "move"

    class InputSerializer(serializers.Serializer):
        """The body's schema for the API's description only: the POST checks it with
        :func:`boardgames.api.move_input.parse_move_input` (strict JSON types)."""

        class Meta:
            ref_name = "MoveListInput"

        version = serializers.IntegerField(min_value=0, max_value=move_input.VERSION_LIMIT,
                                           help_text="The game version your decision is based on (a JSON integer).")
        action = serializers.DictField(help_text="The action, e.g. {\"type\": \"move\", \"path\": [[0,-5],[0,-4]]}; "
                                                 f"at most {move_input.ACTION_MAX_VALUES} values in all.")
        connection = serializers.CharField(
            required=False, max_length=move_input.CONNECTION_MAX_LENGTH,
            help_text="Your page's websocket token (its first message's \"connection\"): that "
                      "connection is not pushed the version this answer already gives you.")

    @extend_schema(parameters=[PAGE], responses={200: paginated("MovePage", MoveSerializer), 404: ERROR},
                   operation_id="games_moves_list")
    def get(self, request, game_id: int):
        game = _game(game_id)
        engine = get_engine(game.game_type)
        seat = selectors.seat_of(game, request.user)
        paginator = StrictPagination()
        page = paginator.paginate_queryset(game.moves.order_by("seq"), request, view=self)
        index = seat.index if seat else None
        return paginator.get_paginated_response([selectors.move_entry(engine, m, index) for m in page])

    @extend_schema(request=InputSerializer,
                   responses={201: GameDetailSerializer, 400: ERROR, 403: ERROR, 404: ERROR, 409: ERROR},
                   operation_id="games_moves_create")
    def post(self, request, game_id: int):
        data = move_input.parse_move_input(request.data)
        move = services.action_submit(game_id=game_id, user=request.user, action=data.action,
                                      expected_version=data.version, connection=data.connection)
        # The game as the move left it (its seats and users loaded by the service): the
        # answer needs no second read of the row.
        return Response(selectors.game_detail(move.game, request.user, last_move=move),
                        status=status.HTTP_201_CREATED)


class ReplayApi(APIView):
    """The caller's view of the game after move ``seq`` (0: the start) and the prompts
    pending then with the seconds their clocks showed, for stepping through a game
    (boardgames/replay.py)."""

    permission_classes = [permissions.AllowAny]
    throttle_classes = [ScopedThrottle]
    throttle_scope = "replay"

    @extend_schema(parameters=[OpenApiParameter("seq", OpenApiTypes.INT, required=True)],
                   responses={200: inline_serializer("ReplayView", {
                       "seq": serializers.IntegerField(), "view": serializers.DictField(),
                       "prompts": serializers.ListField(child=serializers.DictField())}), 400: ERROR, 404: ERROR},
                   operation_id="games_replay")
    def get(self, request, game_id: int):
        game = _game(game_id)
        if not request.query_params.get("seq"):
            raise ApplicationError("Give seq: the move number to show (0: the start).")
        try:
            seq = int(request.query_params["seq"])
            snapshot = replay_snapshot(game, request.user, seq)
        except ValueError as error:
            raise ApplicationError(str(error) or "seq must be a whole number.")
        return Response({"seq": seq, **snapshot})


class MyGamesApi(APIView):
    """Your games: those waiting for your decision first (soonest deadline first)."""

    @extend_schema(responses={200: GameSummarySerializer(many=True)}, operation_id="my_games")
    def get(self, request):
        if not request.user.is_authenticated:
            raise ApplicationError(gettext("Log in to see your games."), code="not_authenticated", status=401)
        return Response(selectors.my_games(request.user))


class GameTypesApi(APIView):
    """The games this server runs, with their player counts and room options."""

    permission_classes = [permissions.AllowAny]

    @extend_schema(responses={200: inline_serializer("GameType", {
        "game": serializers.CharField(), "name": serializers.CharField(),
        "player_counts": serializers.ListField(child=serializers.IntegerField()),
        "options": serializers.ListField(child=serializers.DictField())}, many=True)},
        operation_id="game_types")
    def get(self, request):
        return Response(selectors.game_types())


class GameCatalogueApi(APIView):
    """A game's static data (Monopoly Deal: its 106 cards and the colours), the same for
    every game and viewer: fetch it once, it is never in the game payload or a push."""

    permission_classes = [permissions.AllowAny]

    @extend_schema(responses={200: inline_serializer("GameCatalogue", {
        "game": serializers.CharField(), "catalogue": serializers.DictField(allow_null=True)}), 404: ERROR},
        operation_id="game_type_catalogue")
    def get(self, request, slug: str):
        spec = find_spec(slug)
        if spec is None:
            raise ApplicationError(f"There is no game {slug!r}.", code="not_found", status=404)
        return Response({"game": slug, "catalogue": selectors.catalogue(spec)})
