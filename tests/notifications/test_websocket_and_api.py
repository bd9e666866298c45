"""The bell's websocket over the real Redis channel layer (the unread count on connect,
a new entry live, the count after marking read, presence), and the REST API (list, mark
read, preferences, the OpenAPI schema)."""

from __future__ import annotations

import pytest
from channels.db import database_sync_to_async
from channels.layers import get_channel_layer
from channels.testing import WebsocketCommunicator
from django.test import Client

from boardgames.asgi import application
from notifications import kinds
from notifications.models import Notification, Presence

from .conftest import play

pytestmark = pytest.mark.django_db(transaction=True)


def _session_cookie(user) -> str:
    client = Client()
    client.force_login(user)
    return client.cookies["sessionid"].value


async def bell(user=None, query: str = "") -> WebsocketCommunicator:
    headers = [(b"origin", b"http://testserver"), (b"host", b"testserver")]
    if user is not None:
        cookie = await database_sync_to_async(_session_cookie)(user)
        headers.append((b"cookie", f"sessionid={cookie}".encode()))
    return WebsocketCommunicator(application, f"/ws/notifications/{query}", headers=headers)


@pytest.mark.asyncio
async def test_the_bell_counts_live_and_presence_follows_the_socket(make_user, start_game, api):
    await get_channel_layer().flush()
    ann, bob = await database_sync_to_async(make_user)("ann"), await database_sync_to_async(make_user)("bob")
    game = await database_sync_to_async(start_game)([ann, bob], time_control={"kind": "correspondence", "days": 2})
    socket = await bell(bob, f"?game={game.pk}")
    assert (await socket.connect())[0]
    assert await socket.receive_json_from(timeout=5) == {"type": "unread", "unread": 1}  # the start
    assert await database_sync_to_async(lambda: list(Presence.objects.values_list("user_id", "game_id")))() == [
        (bob.pk, game.pk)]
    await database_sync_to_async(play)(game, ann, 0)
    message = await socket.receive_json_from(timeout=5)
    assert (message["type"], message["unread"], message["browser"]) == ("notify", 2, True)
    assert message["notification"]["kind"] == kinds.YOUR_MOVE and message["notification"]["game"] == game.pk
    assert message["notification"]["text"] == f"Your move in QQ跳棋 #{game.pk}."
    answer = await database_sync_to_async(lambda: api(bob).post("/api/v1/notifications/read/", {"all": True},
                                                                format="json"))()
    assert (answer.status_code, answer.json()) == (200, {"unread": 0})
    assert await socket.receive_json_from(timeout=5) == {"type": "unread", "unread": 0}
    await socket.send_to(text_data='{"type": "hello"}')
    assert (await socket.receive_json_from(timeout=5))["type"] == "error"
    await socket.disconnect()
    assert await database_sync_to_async(Presence.objects.count)() == 0


@pytest.mark.asyncio
async def test_an_anonymous_bell_is_refused():
    socket = await bell(None)
    connected, code = await socket.connect()
    assert not connected and code == 4401


def test_list_read_and_preferences_through_the_api(make_user, start_game, api):
    ann, bob = make_user("ann"), make_user("bob")
    game = start_game([ann, bob])
    play(game, ann, 0)
    page = api(bob).get("/api/v1/notifications/").json()
    assert page["count"] == 2 and page["unread"] == 2
    assert [e["kind"] for e in page["results"]] == [kinds.YOUR_MOVE, kinds.GAME_STARTED]
    first = page["results"][0]["id"]
    assert api(ann).post("/api/v1/notifications/read/", {"ids": [first]}, format="json").json() == {"unread": 2}
    assert Notification.objects.get(pk=first).read_at is None  # not ann's entry
    assert api(bob).post("/api/v1/notifications/read/", {"ids": [first]}, format="json").json() == {"unread": 1}
    assert api(bob).get("/api/v1/notifications/?unread=true").json()["count"] == 1
    assert api(bob).post("/api/v1/notifications/read/", {"ids": "x"}, format="json").status_code == 400
    assert api(bob).post("/api/v1/notifications/read/", {}, format="json").status_code == 400
    assert api(bob).post("/api/v1/notifications/read/", {"all": 1}, format="json").status_code == 400
    assert api(bob).post("/api/v1/notifications/read/", {"game": game.pk}, format="json").json() == {"unread": 0}
    assert api(None).get("/api/v1/notifications/").status_code == 401
    from notifications.services import language_of

    assert language_of(bob.pk) == "en"
    api(bob).get("/api/v1/notifications/", HTTP_ACCEPT_LANGUAGE="zh-hans")
    assert language_of(bob.pk) == "zh-hans"  # pushes and mails to bob are written in it

    prefs = api(bob).get("/api/v1/notifications/preferences/").json()
    assert prefs["channels"][kinds.YOUR_MOVE] == {"site": True, "browser": True, "email": False}
    assert (prefs["digest"], prefs["digest_hour"], prefs["time_zone"], prefs["email_confirmed"]) == (True, 8, "UTC", False)
    bad = api(bob).patch("/api/v1/notifications/preferences/", {"time_zone": "Mars/Olympus"}, format="json")
    assert bad.status_code == 400 and "time zone" in bad.json()["message"]
    assert api(bob).patch("/api/v1/notifications/preferences/", {"digest_hour": 24}, format="json").status_code == 400
    assert api(bob).patch("/api/v1/notifications/preferences/", {"channels": {"nope": {}}}, format="json").status_code == 400
    changed = api(bob).patch("/api/v1/notifications/preferences/", {
        "channels": {kinds.YOUR_MOVE: {"email": True}}, "time_zone": "Europe/Berlin", "digest_hour": 19,
        "email": "bob@example.test"}, format="json").json()
    assert changed["channels"][kinds.YOUR_MOVE] == {"site": True, "browser": True, "email": True}
    assert (changed["time_zone"], changed["digest_hour"], changed["email"], changed["email_confirmed"]) == (
        "Europe/Berlin", 19, "bob@example.test", False)
    from notifications.models import OutboundEmail

    api(bob).patch("/api/v1/notifications/preferences/", {"email": "bob@example.test", "digest": False}, format="json")
    assert OutboundEmail.objects.filter(user=bob, kind="confirm_email").count() == 1  # unchanged: no second mail


def test_the_schema_documents_the_notification_api(client):
    schema = client.get("/api/v1/schema/?format=json").json()
    assert {"/api/v1/notifications/", "/api/v1/notifications/read/",
            "/api/v1/notifications/preferences/"} <= set(schema["paths"])
    assert "patch" in schema["paths"]["/api/v1/notifications/preferences/"]


def test_the_pages_list_mark_read_and_save_preferences(make_user, start_game):
    ann, bob = make_user("ann"), make_user("bob")
    game = start_game([ann, bob])
    play(game, ann, 0)
    client = Client()
    client.force_login(bob)
    lobby = client.get("/").content.decode()
    assert 'data-testid="bell"' in lobby and "js/page/notifications.js" in lobby
    page = client.get("/notifications/").content.decode()
    assert f"Your move in QQ跳棋 #{game.pk}." in page
    entry = Notification.objects.get(user=bob, kind=kinds.YOUR_MOVE)
    response = client.post("/notifications/read/", {"id": entry.pk, "next": f"/games/{game.pk}/"})
    assert response.status_code == 302 and response["Location"] == f"/games/{game.pk}/"
    entry.refresh_from_db()
    assert entry.read_at is not None
    elsewhere = client.post("/notifications/read/", {"next": "https://evil.example/"})
    assert elsewhere["Location"] == "/notifications/"  # never off the site
    form = {"email": "", "digest": "on", "digest_hour": "7", "time_zone": "Asia/Shanghai", "quiet_hours": "4",
            f"{kinds.YOUR_MOVE}__site": "on"}
    assert client.post("/notifications/settings/", form).status_code == 302
    bob.notification_preference.refresh_from_db()
    pref = bob.notification_preference
    assert (pref.digest_hour, pref.time_zone, pref.quiet_hours) == (7, "Asia/Shanghai", 4)
    assert pref.wants(kinds.YOUR_MOVE, "site") and not pref.wants(kinds.YOUR_MOVE, "browser")
    bad = client.post("/notifications/settings/", {**form, "time_zone": "Nowhere/Land"})
    assert bad.status_code == 200 and "is not a time zone we know" in bad.content.decode()


def test_an_address_given_at_api_registration_gets_a_confirmation_mail(api):
    from notifications.models import EmailAddress, OutboundEmail

    answer = api(None).post("/api/v1/auth/register/", {"username": "dora", "password": "pass-word-123",
                                                       "email": "dora@example.test"}, format="json")
    assert answer.status_code == 201
    row = EmailAddress.objects.get(user__username="dora")
    assert (row.email, row.verified_at) == ("dora@example.test", None)
    [mail] = OutboundEmail.objects.filter(user__username="dora")
    assert (mail.kind, mail.to, mail.subject) == ("confirm_email", "dora@example.test", "Confirm your email address")
    assert "/notifications/confirm/" in mail.body and mail.unsubscribe_url == ""


@pytest.mark.asyncio
async def test_a_bell_whose_connect_fails_leaves_no_presence(make_user, monkeypatch):
    """No disconnect follows a connect that raised (the page went away before the first
    message): the presence row it wrote counted the user online (no "your move" mail)
    until the sweep pruned it."""
    from notifications.consumers import NotificationConsumer

    await get_channel_layer().flush()
    bob = await database_sync_to_async(make_user)("bob")
    sent = NotificationConsumer.send_json

    async def gone(self, content, close=False):
        if content.get("type") == "unread":
            raise OSError("client disconnected")
        await sent(self, content, close)

    monkeypatch.setattr(NotificationConsumer, "send_json", gone)
    socket = await bell(bob)
    await socket.connect(timeout=10)
    await socket.wait(timeout=5)
    assert await database_sync_to_async(Presence.objects.count)() == 0
