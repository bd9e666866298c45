"""Fixtures of the notification tests: a real SMTP server (aiosmtpd) the site's email
backend sends to, and helpers to make users with confirmed addresses and to play."""

from __future__ import annotations

import email
import email.policy
import threading

import pytest
from aiosmtpd.controller import Controller

from tests.conftest import free_port


class Inbox:
    """What the SMTP server received: ``messages`` (email.message.EmailMessage)."""

    def __init__(self):
        self.messages = []
        self.lock = threading.Lock()

    async def handle_DATA(self, server, session, envelope):
        message = email.message_from_bytes(envelope.content, policy=email.policy.default)
        with self.lock:
            self.messages.append(message)
        return "250 OK"

    def to(self, address: str) -> list:
        """The messages sent to ``address``, in arrival order."""
        with self.lock:
            return [m for m in self.messages if address in m["To"]]

    @staticmethod
    def text(message) -> str:
        return message.get_body(preferencelist=("plain",)).get_content()


@pytest.fixture
def smtp(settings, monkeypatch):
    """A running aiosmtpd server on a free port; the settings (and the environment, for
    processes the test starts) point Django's SMTP backend at it. Yields the Inbox."""
    port = free_port()
    inbox = Inbox()
    controller = Controller(inbox, hostname="127.0.0.1", port=port)
    controller.start()
    settings.EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
    settings.EMAIL_HOST, settings.EMAIL_PORT, settings.EMAIL_USE_TLS = "127.0.0.1", port, False
    settings.EMAIL_HOST_USER = settings.EMAIL_HOST_PASSWORD = ""
    for name, value in {"EMAIL_HOST": "127.0.0.1", "EMAIL_PORT": str(port), "EMAIL_USE_TLS": "0",
                        "EMAIL_BACKEND": "django.core.mail.backends.smtp.EmailBackend"}.items():
        monkeypatch.setenv(name, value)
    try:
        yield inbox
    finally:
        controller.stop()


@pytest.fixture
def verified_user(make_user):
    """``verified_user("ann")`` -> a user whose address ann@example.test is confirmed."""
    from django.utils import timezone

    from notifications.models import EmailAddress

    def make(username: str):
        user = make_user(username)
        user.email = f"{username}@example.test"
        user.save(update_fields=["email"])
        EmailAddress.objects.create(user=user, email=user.email, verified_at=timezone.now())
        return user

    return make


def first_move(game, seat: int) -> dict:
    """The first legal step of ``seat`` in a chinese-checkers ``game``."""
    from boardgames.registry import get_engine

    engine = get_engine(game.game_type)
    return next(a for a in engine.legal_actions(game.state, seat) if a["type"] == "move")


def play(game, user, seat: int):
    """``user`` (at ``seat``) makes their first legal move; returns the refreshed game."""
    from boardgames.services import action_submit

    game.refresh_from_db()
    action_submit(game_id=game.pk, user=user, action=first_move(game, seat), expected_version=game.version)
    game.refresh_from_db()
    return game


def entries(user) -> list[tuple[str, dict]]:
    """``[(kind, payload)]`` of the user's entries, oldest first."""
    from notifications.models import Notification

    return [(n.kind, n.payload) for n in Notification.objects.filter(user=user).order_by("id")]
