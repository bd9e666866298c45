"""REST API of the notification centre under /api/v1/notifications/ (docs/api.md,
docs/notifications.md): your entries, mark read, your preferences."""

from __future__ import annotations

from django.utils.translation import get_language
from drf_spectacular.utils import extend_schema, inline_serializer
from rest_framework import permissions, serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.models import EMAIL_MAX_LENGTH
from boardgames.api.schema import ERROR, StrictPagination, validated_query
from boardgames.errors import ApplicationError

from . import kinds
from .models import EmailAddress, Notification
from .services import mark_read, preference_for, preferences_update, remember_language, unread_count
from .texts import entry_data, user_zone


class JsonBooleanField(serializers.BooleanField):
    """A JSON ``true`` or ``false`` only (DRF's field also takes ``0``, ``"yes"``...,
    which the schema's ``boolean`` does not allow)."""

    def to_internal_value(self, data):
        if isinstance(data, bool):
            return data
        self.fail("invalid", input=data)


class EntrySerializer(serializers.Serializer):
    id = serializers.IntegerField()
    kind = serializers.ChoiceField(choices=kinds.KINDS)
    text = serializers.CharField(help_text="The entry in the request's language.")
    url = serializers.CharField(help_text="The page it leads to.")
    game = serializers.IntegerField(allow_null=True)
    created_at = serializers.DateTimeField()
    read = serializers.BooleanField()


class EntryPagination(StrictPagination):
    page_size = 30
    page_size_query_param = "page_size"
    max_page_size = 100


class ChannelsSerializer(serializers.Serializer):
    site = JsonBooleanField(required=False)
    browser = JsonBooleanField(required=False)
    email = JsonBooleanField(required=False)


class PreferenceSerializer(serializers.Serializer):
    channels = serializers.DictField(child=ChannelsSerializer(), required=False,
                                     help_text=f"Kind -> channels on/off; kinds: {', '.join(kinds.KINDS)}.")
    digest = JsonBooleanField(required=False)
    digest_hour = serializers.IntegerField(min_value=0, max_value=23, required=False)
    time_zone = serializers.CharField(max_length=64, required=False)
    quiet_hours = serializers.IntegerField(min_value=1, max_value=72, required=False)
    email = serializers.EmailField(required=False, allow_blank=True, max_length=EMAIL_MAX_LENGTH)
    email_confirmed = serializers.BooleanField(read_only=True)

    def validate(self, attrs):
        """A field these settings do not have is refused (a typo must not answer 200
        with nothing changed); ``email_confirmed`` is read-only but allowed, so that the
        GET payload can be sent back."""
        given = self.initial_data if isinstance(self.initial_data, dict) else {}
        unknown = sorted(set(given) - set(self.fields))
        if unknown:
            raise serializers.ValidationError(f"Unknown field(s): {', '.join(unknown)}.")
        return attrs

    def validate_channels(self, value):
        unknown = sorted(set(value) - set(kinds.KINDS))
        if unknown:
            raise serializers.ValidationError(f"Unknown kind(s): {', '.join(unknown)}.")
        return value


def _login(request) -> None:
    if not request.user.is_authenticated:
        raise ApplicationError("Log in to see your notifications.", code="not_authenticated", status=401)


def _preference_data(user) -> dict:
    pref = preference_for(user)
    address = EmailAddress.objects.filter(user=user).first()
    return {"channels": {k: {c: pref.wants(k, c) for c in kinds.AVAILABLE[k]} for k in kinds.KINDS},
            "digest": pref.digest, "digest_hour": pref.digest_hour, "time_zone": pref.time_zone,
            "quiet_hours": pref.quiet_hours, "email": address.email if address else "",
            "email_confirmed": bool(address and address.verified_at)}


class NotificationListApi(APIView):
    """Your notification entries, newest first; ``unread`` counts the unread ones."""

    permission_classes = [permissions.AllowAny]

    class FilterSerializer(serializers.Serializer):
        unread = serializers.BooleanField(required=False, help_text="Only unread entries.")

    @extend_schema(parameters=[FilterSerializer], responses={200: inline_serializer("NotificationPage", {
        "count": serializers.IntegerField(help_text="Items in all pages."),
        "next": serializers.URLField(allow_null=True), "previous": serializers.URLField(allow_null=True),
        "results": EntrySerializer(many=True), "unread": serializers.IntegerField(help_text="Unread entries.")})},
                   operation_id="notifications_list")
    def get(self, request):
        _login(request)
        remember_language(request.user, get_language())
        filters = validated_query(self.FilterSerializer, request)
        rows = Notification.objects.filter(user=request.user, in_site=True).select_related("game")
        if filters.get("unread"):
            rows = rows.filter(read_at__isnull=True)
        paginator = EntryPagination()
        page = paginator.paginate_queryset(rows, request, view=self)
        zone = user_zone(request.user.pk)
        response = paginator.get_paginated_response([entry_data(n, zone) for n in page])
        response.data["unread"] = unread_count(request.user)
        return response


class NotificationReadApi(APIView):
    """Mark entries read: ``{"ids": [...]}`` (others' ids are ignored), ``{"game": id}``
    (every entry about that game: the page of a game you are looking at sends it) or
    ``{"all": true}``."""

    class InputSerializer(serializers.Serializer):
        ids = serializers.ListField(child=serializers.IntegerField(min_value=1), required=False, max_length=500)
        game = serializers.IntegerField(min_value=1, required=False)
        all = JsonBooleanField(required=False, default=False)

        def validate(self, data):
            if not data.get("all") and not data.get("ids") and not data.get("game"):
                raise serializers.ValidationError("Give the ids to mark read, a game, or \"all\": true.")
            return data

    @extend_schema(request=InputSerializer, responses={200: inline_serializer("NotificationUnread", {
        "unread": serializers.IntegerField()})}, operation_id="notifications_read")
    def post(self, request):
        _login(request)
        data = self.InputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        d = data.validated_data
        if d.get("all"):
            return Response({"unread": mark_read(request.user)})
        return Response({"unread": mark_read(request.user, d.get("ids") or [], game_id=d.get("game"))})


class NotificationPreferencesApi(APIView):
    """Your notification settings; PATCH changes the fields given. A new ``email`` gets
    a confirmation mail and ``email_confirmed`` is false until its link is opened."""

    @extend_schema(responses={200: PreferenceSerializer}, operation_id="notification_preferences_retrieve")
    def get(self, request):
        _login(request)
        return Response(_preference_data(request.user))

    @extend_schema(request=PreferenceSerializer, responses={200: PreferenceSerializer, 400: ERROR, 429: ERROR},
                   operation_id="notification_preferences_update")
    def patch(self, request):
        _login(request)
        data = PreferenceSerializer(data=request.data, partial=True)
        data.is_valid(raise_exception=True)
        remember_language(request.user, get_language())
        preferences_update(request.user, **{k: v for k, v in data.validated_data.items() if k != "email_confirmed"})
        return Response(_preference_data(request.user))
