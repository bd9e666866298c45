"""The next player's new bell entry is pushed only to a user with an open page
(notifications.services.unread_and_open_pages): a move of a player whose opponent has no
page open sends no channel-layer message for the entry."""

from __future__ import annotations

import pytest
from django.utils import timezone

from notifications import services
from notifications.models import Notification, Presence

from .conftest import play

pytestmark = pytest.mark.django_db

CORRESPONDENCE = {"kind": "correspondence", "days": 2}


@pytest.fixture
def bell_sends(monkeypatch):
    """The bell messages sent: ``[(group, data)]``."""
    sent = []
    monkeypatch.setattr(services, "group_send", lambda group, message: sent.append((group, message["data"])))
    return sent


def test_an_entry_is_pushed_only_to_a_user_with_an_open_page(make_user, start_game, bell_sends,
                                                              django_capture_on_commit_callbacks):
    ann, bob = make_user("ann"), make_user("bob")
    game = start_game([ann, bob], time_control=CORRESPONDENCE)
    Presence.objects.create(channel_name="ann-page", user=ann, game_id=game.pk, seen_at=timezone.now())
    with django_capture_on_commit_callbacks(execute=True):
        game = play(game, ann, 0)  # bob's "your move": bob has no page open
    assert Notification.objects.filter(user=bob, kind="your_move").count() == 1
    assert [group for group, _ in bell_sends] == []
    with django_capture_on_commit_callbacks(execute=True):
        play(game, bob, 1)  # ann's "your move": her page hears it, with her unread count
    assert [(group, data["type"], data["unread"]) for group, data in bell_sends] == [
        (services.user_group(ann.pk), "notify", Notification.objects.filter(user=ann, read_at=None).count())]
    assert bell_sends[0][1]["notification"]["kind"] == "your_move"


def test_unread_and_open_pages_counts_only_unread_bell_entries(make_user, start_game):
    ann, bob = make_user("ann"), make_user("bob")
    start_game([ann, bob], time_control=CORRESPONDENCE)  # ann: started + your move; bob: started
    assert services.unread_and_open_pages(ann.pk) == (2, False)
    Notification.objects.filter(user=ann, kind="game_started").update(read_at=timezone.now())
    Notification.objects.filter(user=bob).update(in_site=False)
    Presence.objects.create(channel_name="bob-page", user=bob, game_id=None, seen_at=timezone.now())
    assert services.unread_and_open_pages(ann.pk) == (1, False)
    assert services.unread_and_open_pages(bob.pk) == (0, True)
