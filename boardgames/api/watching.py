"""Games in progress (``GET /api/v1/games/in-progress/``), open to anyone."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework import permissions, serializers
from rest_framework.views import APIView

from boardgames import watching
from boardgames.api.games import PAGE, GameSummarySerializer
from boardgames.api.schema import StrictPagination, paginated, validated_query


class WatchEntrySerializer(GameSummarySerializer):
    spectators = serializers.IntegerField(help_text="Spectators watching now (open pages without a seat).")


class InProgressApi(APIView):
    """Active games, most recently started first, each with its spectator count;
    ``?game=<slug>`` keeps one game type."""

    permission_classes = [permissions.AllowAny]

    class FilterSerializer(serializers.Serializer):
        class Meta:
            ref_name = "InProgressFilter"

        game = serializers.CharField(required=False, help_text="Game slug, e.g. qiangshou.")

    @extend_schema(parameters=[FilterSerializer, PAGE],
                   responses={200: paginated("InProgressPage", WatchEntrySerializer)},
                   operation_id="games_in_progress")
    def get(self, request):
        filters = validated_query(self.FilterSerializer, request)
        paginator = StrictPagination()
        page = paginator.paginate_queryset(watching.in_progress(filters.get("game")), request, view=self)
        return paginator.get_paginated_response(watching.watch_entries(page))
