"""Chat REST API (routes in chat/api_urls.py, under /api/v1/; docs/api.md, Chat): a
game's chat (list, post), mute and unmute, report, the chat-off switch."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema, inline_serializer
from rest_framework import permissions, serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from boardgames.api.schema import ERROR, StrictBooleanField, StrictCharField
from boardgames.api.throttles import ScopedPostThrottle
from boardgames.errors import no_game
from boardgames.models import Game

from . import selectors, services
from .models import MAX_LENGTH


class ChatMessageSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    user = serializers.CharField(help_text="The author's username.")
    channel = serializers.ChoiceField(choices=["players", "spectators"])
    text = serializers.CharField(help_text="As typed: show it as text, never as HTML.")
    at_version = serializers.IntegerField(help_text="The game's version (move number) when it was posted.")
    created_at = serializers.DateTimeField()


class ChatSerializer(serializers.Serializer):
    chat_off = serializers.BooleanField(help_text="You turned chat off: no messages are listed.")
    can_post = serializers.BooleanField()
    channel = serializers.ChoiceField(choices=["players", "spectators"], help_text="Where your post goes.")
    reads = serializers.ListField(child=serializers.CharField(), help_text="The channels you read.")
    muted = serializers.ListField(child=serializers.CharField(), help_text="Usernames you muted.")
    messages = ChatMessageSerializer(many=True, help_text="The newest 200 you may see, oldest first.")


def _game(game_id: int) -> Game:
    game = Game.objects.filter(pk=game_id).first()
    if game is None:
        raise no_game(game_id)
    return game


class GameChatApi(APIView):
    """A game's chat as you may see it (players read the players' chat; everyone else
    also the spectators' chat), or post a message (players to the players' chat,
    everyone else to the spectators' chat). At most 500 characters; rate-limited."""

    permission_classes = [permissions.IsAuthenticatedOrReadOnly]
    throttle_classes = [ScopedPostThrottle]
    throttle_scope = "chat"

    class InputSerializer(serializers.Serializer):
        class Meta:
            ref_name = "ChatPostInput"

        text = StrictCharField(max_length=MAX_LENGTH, trim_whitespace=False, allow_blank=True,
                               help_text="1 to 500 characters.")

    @extend_schema(responses={200: ChatSerializer, 404: ERROR}, operation_id="games_chat_list")
    def get(self, request, game_id: int):
        return Response(selectors.chat_for(_game(game_id), request.user))

    @extend_schema(request=InputSerializer, responses={201: ChatMessageSerializer, 400: ERROR, 403: ERROR,
                                                       404: ERROR, 409: ERROR},
                   operation_id="games_chat_create")
    def post(self, request, game_id: int):
        data = self.InputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        message = services.message_post(game_id=game_id, user=request.user, text=data.validated_data["text"])
        return Response(selectors.message_entry(message), status=status.HTTP_201_CREATED)


class ChatReportApi(APIView):
    """Report a chat message to staff (shown in the admin under Chat reports)."""

    throttle_classes = [ScopedPostThrottle]
    throttle_scope = "chat_report"

    class InputSerializer(serializers.Serializer):
        class Meta:
            ref_name = "ChatReportInput"

        reason = serializers.CharField(required=False, default="", allow_blank=True, max_length=MAX_LENGTH)

    @extend_schema(request=InputSerializer, responses={201: inline_serializer("ChatReport", {
        "id": serializers.IntegerField(), "message": serializers.IntegerField()}), 400: ERROR, 404: ERROR,
        409: ERROR}, operation_id="chat_report")
    def post(self, request, message_id: int):
        data = self.InputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        report = services.report_create(user=request.user, message_id=message_id,
                                        reason=data.validated_data["reason"])
        return Response({"id": report.pk, "message": report.message_id}, status=status.HTTP_201_CREATED)


class ChatMuteApi(APIView):
    """Mute (``muted: true``) or unmute a user for yourself: their messages disappear
    from your chat in every game; nobody else is affected."""

    class InputSerializer(serializers.Serializer):
        class Meta:
            ref_name = "ChatMuteInput"

        username = serializers.CharField(max_length=150)
        muted = StrictBooleanField(default=True)

    @extend_schema(request=InputSerializer, responses={200: inline_serializer("ChatMutes", {
        "muted": serializers.ListField(child=serializers.CharField())}), 400: ERROR, 404: ERROR},
        operation_id="chat_mute")
    def post(self, request):
        data = self.InputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        services.mute_set(user=request.user, **data.validated_data)
        return Response({"muted": selectors.muted_names(request.user)})


class ChatSettingsApi(APIView):
    """Your chat switch: ``chat_off: true`` hides every chat and stops you writing."""

    class InputSerializer(serializers.Serializer):
        class Meta:
            ref_name = "ChatSettingsInput"

        chat_off = StrictBooleanField()

    @extend_schema(responses={200: inline_serializer("ChatSettings", {"chat_off": serializers.BooleanField()})},
                   operation_id="chat_settings_retrieve")
    def get(self, request):
        return Response({"chat_off": selectors.chat_off(request.user)})

    @extend_schema(request=InputSerializer, responses={200: inline_serializer("ChatSettingsOut", {
        "chat_off": serializers.BooleanField()}), 400: ERROR}, operation_id="chat_settings_update")
    def post(self, request):
        data = self.InputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        return Response({"chat_off": services.preference_set(user=request.user, **data.validated_data)})
