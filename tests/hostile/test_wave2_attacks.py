"""Wave-2 attacks on the merged surfaces (chat, rematch, notifications, correspondence,
Cheaters Edition, i18n, admin): each test is an attack that once broke something, and
checks the answer is a clear 4xx (or the right value) with nothing changed."""

from __future__ import annotations

import pytest

from boardgames.models import Game

pytestmark = pytest.mark.django_db


@pytest.fixture
def corr_game(make_user, start_game):
    ann, bob = make_user("ann"), make_user("bob")
    game = start_game([ann, bob], time_control={"kind": "correspondence", "days": 2})
    return game, ann, bob


def test_a_players_game_detail_carries_the_correspondence_facts(corr_game, api):
    """The merge of the seat-shared payload with the correspondence facts referred to a
    seat the payload no longer had: every detail (and abort's answer) was a 500."""
    game, ann, bob = corr_game
    mine = api(bob).get(f"/api/v1/games/{game.pk}/")
    assert mine.status_code == 200
    assert (mine.json()["my_seat"], mine.json()["can_abort"], mine.json()["more_time_seats"]) == (1, True, [0])
    watcher = api(None).get(f"/api/v1/games/{game.pk}/").json()
    assert (watcher["my_seat"], watcher["can_abort"], watcher["more_time_seats"], watcher["my_timeouts"]) == (
        None, False, [], None)
    aborted = api(ann).post(f"/api/v1/games/{game.pk}/abort/")
    assert aborted.status_code == 200 and aborted.json()["status"] == "aborted"


def test_the_mark_read_form_takes_a_superscript_digit_as_no_id(corr_game, client):
    """``"²".isdigit()`` is true but ``int("²")`` fails: the form's id was a 500. An id
    that is no id marks nothing; no id at all is "mark all read"."""
    from notifications.models import Notification

    game, ann, bob = corr_game
    Notification.objects.filter(user=ann).delete()
    for n in range(2):
        Notification.objects.create(user=ann, kind="your_move", key=f"k{n}", game=game, in_site=True)
    client.force_login(ann)
    for junk in ("²", "x", "", "9" * 30):
        response = client.post("/notifications/read/", {"id": junk})
        assert response.status_code == 302 and response["Location"] == "/notifications/"
        assert Notification.objects.filter(user=ann, read_at__isnull=True).count() == 2
    client.post("/notifications/read/")
    assert Notification.objects.filter(user=ann, read_at__isnull=True).count() == 0


def test_the_vacation_form_refuses_a_superscript_day_count(make_user, client):
    """The profile's vacation form read ``"²"`` as a number (``isdigit``) and failed on
    ``int``: a 500. Now it is the service's own refusal, shown as a message."""
    from boardgames.models import Vacation

    ann = make_user("ann")
    client.force_login(ann)
    response = client.post("/vacation/take/", {"days": "²"}, follow=True)
    assert response.status_code == 200
    assert "whole days, 1 to 14" in response.content.decode()
    assert not Vacation.objects.filter(user=ann).exists()


def test_a_chat_message_of_invisible_characters_only_is_empty(corr_game, api):
    """Zero-width spaces and direction marks passed the "empty" check and posted a
    message that shows nothing; emoji joined by ZWJ stay."""
    from chat.models import ChatMessage

    game, ann, bob = corr_game
    url = f"/api/v1/games/{game.pk}/chat/"
    for text in ("\u200b", "\u202e\u200b\u2060", "\u00a0\u200d\ufeff"):
        refused = api(ann).post(url, {"text": text}, format="json")
        assert (refused.status_code, refused.json()["code"]) == (400, "invalid_request")
    assert not ChatMessage.objects.exists()
    family = "\U0001F468\u200d\U0001F469\u200d\U0001F467"
    assert api(ann).post(url, {"text": family}, format="json").json()["text"] == family
