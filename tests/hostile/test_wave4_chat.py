"""Wave-4 attacks on the chat (docs/chat.md, Safety).

A message of 500 characters was accepted whatever its shape: 498 line breaks between two
letters made one message 499 lines tall, and 20 of them a minute (the throttle) kept every
other line out of everyone's chat box. A message now has at most 20 lines, counting the
Unicode line and paragraph separators the page's ``pre-wrap`` also breaks at.
"""

from __future__ import annotations

import pytest

from chat.models import ChatMessage

pytestmark = pytest.mark.django_db


def test_a_message_of_many_lines_is_refused_and_nothing_is_stored(make_user, api, start_game):
    ann, bob = make_user("ann"), make_user("bob")
    game = start_game([ann, bob])
    url = f"/api/v1/games/{game.pk}/chat/"
    for tall in ("x" + "\n" * 498 + "y", "x" + "\n" * 20 + "y", "x" + "\u2028" * 20 + "y", "a\r\n" * 21 + "b"):
        answer = api(ann).post(url, {"text": tall}, format="json")
        assert answer.status_code == 400, repr(tall[:8])
        assert answer.json()["code"] == "invalid_request"
        assert answer.json()["message"].startswith("A message is at most 20 lines; this one has ")
    assert ChatMessage.objects.count() == 0
    twenty = "\n".join(f"line {i}" for i in range(20))
    ok = api(ann).post(url, {"text": twenty}, format="json")
    assert ok.status_code == 201
    assert ok.json()["text"] == twenty
    # held: a right-to-left override stays (it only turns the writer's own line; the page
    # shows it with textContent inside the line's own element)
    rtl = api(bob).post(url, {"text": "\u202eolleh"}, format="json")
    assert (rtl.status_code, rtl.json()["text"]) == (201, "\u202eolleh")
    assert api(ann).post(url, {"text": "x" + "\n" * 498 + "y"}, format="json").json()["message"] == (
        "A message is at most 20 lines; this one has 499.")
