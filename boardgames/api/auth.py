"""Sign-up and API tokens."""

from __future__ import annotations

from django.contrib.auth import authenticate, get_user_model
from django.utils.cache import add_never_cache_headers
from django.utils.translation import gettext
from drf_spectacular.utils import extend_schema
from rest_framework import permissions, serializers, status
from rest_framework.authtoken.models import Token
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.models import EMAIL_MAX_LENGTH
from accounts.services import user_register
from boardgames.api.throttles import ScopedPostThrottle
from boardgames.errors import ApplicationError


def _no_store(response: Response) -> Response:
    """``response`` with ``Cache-Control: no-store`` (it carries a token)."""
    add_never_cache_headers(response)
    return response


class TokenOutput(serializers.Serializer):
    username = serializers.CharField()
    token = serializers.CharField()


class RegisterApi(APIView):
    """Create an account; answers with the new user's API token."""

    permission_classes = [permissions.AllowAny]
    authentication_classes: list = []
    throttle_classes = [ScopedPostThrottle]
    throttle_scope = "register"

    class InputSerializer(serializers.Serializer):
        class Meta:
            ref_name = "RegisterInput"

        username = serializers.CharField(max_length=150)
        password = serializers.CharField(write_only=True)
        email = serializers.EmailField(required=False, allow_blank=True, max_length=EMAIL_MAX_LENGTH)

    @extend_schema(request=InputSerializer, responses={201: TokenOutput}, operation_id="auth_register")
    def post(self, request):
        data = self.InputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        user = user_register(**data.validated_data)
        token, _ = Token.objects.get_or_create(user=user)
        return _no_store(Response({"username": user.username, "token": token.key}, status=status.HTTP_201_CREATED))


class TokenApi(APIView):
    """Exchange a username and password for the user's API token."""

    permission_classes = [permissions.AllowAny]
    authentication_classes: list = []
    throttle_classes = [ScopedPostThrottle]
    throttle_scope = "auth_token"

    class InputSerializer(serializers.Serializer):
        class Meta:
            ref_name = "TokenInput"

        # A username's bound (the User field's): django-axes stores a failed name in a
        # 255-character column, so a longer one was a 500 (issue 9 trial).
        username = serializers.CharField(max_length=150)
        password = serializers.CharField(write_only=True)

        def validate_username(self, value: str) -> str:
            """The name in NFKC form, as the log-in page compares it (accounts.services),
            within the same bound (NFKC may lengthen it: "ﬃ" is "ffi")."""
            value = get_user_model().normalize_username(value)
            if len(value) > 150:
                # DRF's own message, translated by its catalogue
                message = serializers.CharField.default_error_messages["max_length"]
                raise serializers.ValidationError(str(message).format(max_length=150))
            return value

    @extend_schema(request=InputSerializer, responses={200: TokenOutput}, operation_id="auth_token")
    def post(self, request):
        data = self.InputSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        # The Django request, so django-axes marks a lockout where its middleware looks.
        user = authenticate(request._request, **data.validated_data)
        if user is None:
            raise ApplicationError(gettext("Wrong username or password."), code="invalid_credentials", status=400)
        token, _ = Token.objects.get_or_create(user=user)
        return _no_store(Response({"username": user.username, "token": token.key}))
