"""Chat through the REST API: posting, channels (players / spectators), the 500-character
limit, the rate limit, mutes, reports (visible in the admin), the chat-off switch, and no
effect on the game's version or move log."""

from __future__ import annotations

import pytest
from django.test import Client

from boardgames.models import Game, Move
from chat.models import ChatMessage, ChatReport

pytestmark = pytest.mark.django_db


@pytest.fixture
def table(make_user, start_game, api):
    ann, bob, cy = make_user("ann"), make_user("bob"), make_user("cy")
    game = start_game([ann, bob])
    return {"game": game, "ann": api(ann), "bob": api(bob), "cy": api(cy), "guest": api(None),
            "users": {"ann": ann, "bob": bob, "cy": cy}}


def chat_url(game) -> str:
    return f"/api/v1/games/{game.pk}/chat/"


def texts(client, game) -> list[tuple[str, str]]:
    body = client.get(chat_url(game)).json()
    return [(m["user"], m["text"]) for m in body["messages"]]


def test_players_post_to_the_players_chat_and_spectators_to_theirs(table):
    game = table["game"]
    posted = table["ann"].post(chat_url(game), {"text": "  good luck  "}, format="json")
    assert posted.status_code == 201
    assert posted.json()["channel"] == "players" and posted.json()["text"] == "good luck"
    assert posted.json()["at_version"] == 0
    spect = table["cy"].post(chat_url(game), {"text": "watching!"}, format="json")
    assert spect.status_code == 201 and spect.json()["channel"] == "spectators"
    # players read only the players' chat; spectators and visitors read both
    assert texts(table["bob"], game) == [("ann", "good luck")]
    assert texts(table["cy"], game) == [("ann", "good luck"), ("cy", "watching!")]
    assert texts(table["guest"], game) == [("ann", "good luck"), ("cy", "watching!")]
    assert table["bob"].get(chat_url(game)).json()["reads"] == ["players"]
    assert table["guest"].get(chat_url(game)).json()["can_post"] is False


def test_chat_never_changes_the_version_or_the_move_log(table):
    game = table["game"]
    before = Game.objects.get(pk=game.pk)
    for who in ("ann", "bob", "cy"):
        assert table[who].post(chat_url(game), {"text": f"hi from {who}"}, format="json").status_code == 201
    after = Game.objects.get(pk=game.pk)
    assert (after.version, after.state, after.updated_at) == (before.version, before.state, before.updated_at)
    assert Move.objects.filter(game=game).count() == 0
    assert table["ann"].get(f"/api/v1/games/{game.pk}/moves/").json()["count"] == 0


def test_bad_messages_are_refused_and_nothing_is_stored(table):
    game = table["game"]
    cases = {"": 400, "   \n ": 400, "x" * 501: 400}
    for text, status in cases.items():
        answer = table["ann"].post(chat_url(game), {"text": text}, format="json")
        assert answer.status_code == status, text
        assert answer.json()["message"]
    assert table["ann"].post(chat_url(game), {"text": 5}, format="json").status_code == 400  # a string only
    assert table["ann"].post(chat_url(game), {"text": "y" * 500}, format="json").status_code == 201
    assert table["guest"].post(chat_url(game), {"text": "hello"}, format="json").status_code in (401, 403)
    assert table["ann"].post("/api/v1/games/999999/chat/", {"text": "hello"}, format="json").status_code == 404
    assert [len(m.text) for m in ChatMessage.objects.order_by("id")] == [500]


def test_control_characters_are_removed_and_markup_is_kept_as_text(table):
    game = table["game"]
    payload = '<img src=x onerror="alert(1)">\u0007\u001b <b>hi</b>'
    body = table["ann"].post(chat_url(game), {"text": payload}, format="json").json()
    assert body["text"] == '<img src=x onerror="alert(1)"> <b>hi</b>'
    null = table["ann"].post(chat_url(game), {"text": "a\u0000b"}, format="json")
    assert null.status_code == 400 and ChatMessage.objects.count() == 1


def test_rate_limit(table, settings):
    settings.THROTTLE_RATES = {**settings.THROTTLE_RATES, "chat": "3/min"}
    game = table["game"]
    codes = [table["ann"].post(chat_url(game), {"text": f"m{i}"}, format="json").status_code for i in range(5)]
    assert codes == [201, 201, 201, 429, 429]
    assert table["bob"].post(chat_url(game), {"text": "me too"}, format="json").status_code == 201  # per user
    assert ChatMessage.objects.count() == 4
    assert table["ann"].get(chat_url(game)).status_code == 200  # reading is never throttled


def test_mute_is_for_oneself_only(table):
    game = table["game"]
    table["bob"].post(chat_url(game), {"text": "spam"}, format="json")
    muted = table["ann"].post("/api/v1/me/chat/mutes/", {"username": "bob"}, format="json")
    assert muted.status_code == 200 and muted.json() == {"muted": ["bob"]}
    assert texts(table["ann"], game) == []
    assert texts(table["cy"], game) == [("bob", "spam")]
    assert table["ann"].post("/api/v1/me/chat/mutes/", {"username": "ann"}, format="json").status_code == 400
    assert table["ann"].post("/api/v1/me/chat/mutes/", {"username": "nobody"}, format="json").status_code == 404
    unmuted = table["ann"].post("/api/v1/me/chat/mutes/", {"username": "bob", "muted": False}, format="json")
    assert unmuted.json() == {"muted": []}
    assert texts(table["ann"], game) == [("bob", "spam")]


def test_report_reaches_the_admin(table, make_user):
    game = table["game"]
    message_id = table["bob"].post(chat_url(game), {"text": "rude words"}, format="json").json()["id"]
    spect_id = table["cy"].post(chat_url(game), {"text": "spectator line"}, format="json").json()["id"]
    url = f"/api/v1/chat/messages/{message_id}/report/"
    assert table["ann"].post(url, {"reason": "insults"}, format="json").status_code == 201
    assert table["ann"].post(url, {}, format="json").status_code == 409
    assert table["bob"].post(url, {}, format="json").status_code == 400  # own message
    # a player cannot read (so cannot report) the spectators' chat
    assert table["ann"].post(f"/api/v1/chat/messages/{spect_id}/report/", {}, format="json").status_code == 404
    report = ChatReport.objects.get()
    assert (report.message.text, report.reporter.username, report.reason) == ("rude words", "ann", "insults")
    staff = Client()
    moderator = make_user("mod", staff=True)
    moderator.is_superuser = True
    moderator.save(update_fields=["is_superuser"])
    staff.force_login(moderator)
    page = staff.get("/admin/chat/chatreport/")
    assert page.status_code == 200
    assert "rude words" in page.content.decode() and "insults" in page.content.decode()


def test_chat_off_hides_and_stops_writing(table):
    game = table["game"]
    table["bob"].post(chat_url(game), {"text": "hello ann"}, format="json")
    off = table["ann"].post("/api/v1/me/chat/settings/", {"chat_off": True}, format="json")
    assert off.json() == {"chat_off": True}
    body = table["ann"].get(chat_url(game)).json()
    assert body["chat_off"] is True and body["messages"] == [] and body["can_post"] is False
    refused = table["ann"].post(chat_url(game), {"text": "hi"}, format="json")
    assert refused.status_code == 409 and refused.json()["code"] == "chat_off"
    table["ann"].post("/api/v1/me/chat/settings/", {"chat_off": False}, format="json")
    assert texts(table["ann"], game) == [("bob", "hello ann")]


def test_bots_never_chat(make_user, api):
    from boardgames.services import game_create

    ann = make_user("ann")
    game = game_create(user=ann, game_type="chinese-checkers", players=2, bots="random")
    bot = game.seats.exclude(user=ann).get().user
    refused = api(bot).post(chat_url(game), {"text": "beep"}, format="json")
    assert refused.status_code == 403 and ChatMessage.objects.count() == 0


def test_message_records_the_move_it_follows(table):
    from boardgames.registry import get_engine
    from boardgames.services import action_submit

    game = table["game"]
    action = next(a for a in get_engine(game.game_type).legal_actions(game.state, 0) if a["type"] == "move")
    action_submit(game_id=game.pk, user=table["users"]["ann"], action=action, expected_version=0)
    assert table["bob"].post(chat_url(game), {"text": "nice"}, format="json").json()["at_version"] == 1


def test_switches_take_json_booleans_only(table):
    for body in ({"chat_off": 0}, {"chat_off": "yes"}, {"chat_off": None}, {}):
        answer = table["ann"].post("/api/v1/me/chat/settings/", body, format="json")
        assert answer.status_code == 400, body
    assert table["ann"].post("/api/v1/me/chat/mutes/", {"username": "bob", "muted": 1}, format="json").status_code == 400
    assert table["ann"].get("/api/v1/me/chat/settings/").json() == {"chat_off": False}
