"""The kinds of notification and the channels they may go out on (docs/notifications.md).

Each kind has a label (translated display text) and the channels a user may switch on
or off for it in their preferences: ``site`` (the bell), ``browser`` (the Notification
API on an open page) and ``email``. ``DEFAULTS`` is what a new user gets.
"""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

YOUR_MOVE = "your_move"
TIMEOUT = "timeout"
TIME_RUNNING_OUT = "time_running_out"
GAME_STARTED = "game_started"
GAME_ENDED = "game_ended"
GAME_ABORTED = "game_aborted"
INVITATION = "invitation"
ANSWER_WAITING = "answer_waiting"

LABELS = {
    YOUR_MOVE: _("It is your move"),
    TIMEOUT: _("Your move was skipped by a timeout"),
    # xgettext:no-python-format
    TIME_RUNNING_OUT: _("Time is running out (80% of the move time used)"),
    GAME_STARTED: _("A game started"),
    GAME_ENDED: _("A game ended"),
    GAME_ABORTED: _("A game was aborted"),
    INVITATION: _("An invitation"),
    ANSWER_WAITING: _("An offer or demand waits for your answer"),
}
KINDS = tuple(LABELS)
CHANNELS = ("site", "browser", "email")
# Which channels exist for each kind (the "your move" email is the immediate one with its
# quiet period; the digest has its own switch).
AVAILABLE = {
    YOUR_MOVE: ("site", "browser", "email"),
    TIMEOUT: ("site", "browser", "email"),
    TIME_RUNNING_OUT: ("site", "browser", "email"),
    GAME_STARTED: ("site", "browser", "email"),
    GAME_ENDED: ("site", "browser", "email"),
    GAME_ABORTED: ("site", "browser", "email"),
    INVITATION: ("site", "browser", "email"),
    ANSWER_WAITING: ("site", "browser", "email"),
}
# A new user: everything in the bell and the browser; email only for the 80% alarm and
# timeouts (the daily digest covers "your move"; lichess's maintainers: one or two
# mails a day at most).
DEFAULTS = {
    kind: {"site": True, "browser": True, "email": kind in (TIME_RUNNING_OUT, TIMEOUT)}
    for kind in KINDS
}
# The digest (its own switch) and other mails that belong to no kind.
DIGEST = "digest"
CONFIRM = "confirm_email"
