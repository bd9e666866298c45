"""Django admin for games, seats and moves: read-only views of what the services and
the engines own.

A game's fields (status, players, options, seats, state, version, deadlines...) are
written only by :mod:`boardgames.services` in one transaction with its moves; an edit
here would desync the state from the moves, the clocks and the ratings, so every field
is read-only and games cannot be added here (issue 16). A room that never started (open
or aborted, no moves) can still be deleted. Moves are append-only: the list shows what
each move was (its action and the events it caused).
"""

from __future__ import annotations

import json
from typing import Any

from django.contrib import admin
from django.urls import reverse
from django.utils.html import format_html, format_html_join
from django.utils.translation import gettext_lazy as _

from .models import Game, Move, Seat

#: How many characters of an action or event list the move list shows.
SUMMARY_CHARS = 90


def _pretty(value: Any) -> str:
    """JSON data as an indented <pre> block for a detail page."""
    return format_html('<pre style="white-space: pre-wrap; margin: 0">{}</pre>',
                       json.dumps(value, ensure_ascii=False, indent=2, sort_keys=True))


def _short(text: str) -> str:
    return text if len(text) <= SUMMARY_CHARS else text[: SUMMARY_CHARS - 1] + "…"


def action_summary(action: Any) -> str:
    """A move's action in one line: its ``type`` then the other fields,
    e.g. ``roll`` or ``move path=[[0, -6], [0, -4]]``; long ones are cut with "…"."""
    if not isinstance(action, dict):
        return _short(json.dumps(action, ensure_ascii=False))
    rest = " ".join(f"{k}={json.dumps(v, ensure_ascii=False)}" for k, v in sorted(action.items()) if k != "type")
    return _short(f"{action.get('type', '?')} {rest}".strip())


def events_summary(events: Any) -> str:
    """A move's events in one line: their ``type`` (or ``kind``) in order, e.g.
    ``moved, rent_paid, turn``; empty for none."""
    if not isinstance(events, list):
        return ""
    names = [str(e.get("type") or e.get("kind") or "?") if isinstance(e, dict) else str(e) for e in events]
    return _short(", ".join(names))


def never_started(game: Game) -> bool:
    """Whether ``game`` is a room that never started (open or aborted, no moves): the
    only kind the admin may delete."""
    return game.status in (Game.Status.OPEN, Game.Status.ABORTED) and not game.moves.exists()


class ReadOnlyInline(admin.TabularInline):
    """An inline that shows rows and changes none."""

    extra = 0
    can_delete = False

    def has_add_permission(self, request, obj=None):
        return False

    def has_change_permission(self, request, obj=None):
        return False


class SeatInline(ReadOnlyInline):
    model = Seat
    fields = ("index", "team", "user_link", "bot_level", "place", "outcome", "joined_at", "extra")
    readonly_fields = fields

    @admin.display(description=_("user"))
    def user_link(self, seat):
        if seat.user_id is None:
            return "—"
        return format_html('<a href="{}">{}</a>', reverse("admin:accounts_user_change", args=[seat.user_id]),
                           seat.user.username)


@admin.register(Game)
class GameAdmin(admin.ModelAdmin):
    """Games, read-only (see the module's docstring), with links to the page and the moves."""

    list_display = ("id", "game_type", "status", "players", "speed", "rated", "version", "deadline", "created_at", "finished_at")
    list_filter = ("game_type", "status", "speed", "rated", "from_position")
    search_fields = ("id", "seats__user__username", "invite_code")
    readonly_fields = ("links", "game_type", "status", "players", "options_pretty", "speed", "move_seconds", "rated",
                       "created_by", "invite_code", "seed", "from_position", "version", "deadline", "deadlines_pretty",
                       "timer_armed_for", "push_pending", "result_pretty", "state_pretty", "initial_state_pretty",
                       "created_at", "started_at", "finished_at", "updated_at")
    fields = readonly_fields
    inlines = [SeatInline]

    def has_add_permission(self, request):
        return False  # games start through the lobby services (engine.new_game, seats, clocks)

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        """Only a room that never started (:func:`never_started`)."""
        if obj is None:
            return super().has_delete_permission(request)
        return never_started(obj) and super().has_delete_permission(request, obj)

    def lookup_allowed(self, lookup, value, request=None):
        """Allow the user page's "games" link (``?seats__user__id__exact=<id>``)."""
        if lookup in ("seats__user__id__exact", "seats__user__id"):
            return True
        return super().lookup_allowed(lookup, value, request)

    @admin.display(description=_("links"))
    def links(self, game):
        moves = reverse("admin:boardgames_move_changelist") + f"?game__id__exact={game.pk}"
        return format_html('<a href="{}">{}</a> · <a href="{}">{}</a>',
                           reverse("game", args=[game.pk]), _("game page"),
                           moves, _("moves (%(n)s)") % {"n": game.moves.count()})

    @admin.display(description=_("options"))
    def options_pretty(self, game):
        return _pretty(game.options)

    @admin.display(description=_("deadlines"))
    def deadlines_pretty(self, game):
        return _pretty(game.deadlines)

    @admin.display(description=_("result"))
    def result_pretty(self, game):
        return _pretty(game.result)

    @admin.display(description=_("state"))
    def state_pretty(self, game):
        return _pretty(game.state)

    @admin.display(description=_("initial state"))
    def initial_state_pretty(self, game):
        return _pretty(game.initial_state)


@admin.register(Seat)
class SeatAdmin(admin.ModelAdmin):
    """Seats, read-only: the lobby services seat and unseat players."""

    list_display = ("game", "index", "team", "user", "place", "outcome")
    list_filter = ("game__game_type", "outcome")
    search_fields = ("user__username", "game__id")
    list_select_related = ("game", "user")

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        """Only with its game (a room that never started, :meth:`GameAdmin.has_delete_permission`)."""
        if obj is None:
            return False
        return never_started(obj.game) and super().has_delete_permission(request, obj)


@admin.register(Move)
class MoveAdmin(admin.ModelAdmin):
    """Moves, append-only: what each was (action) and what it caused (events)."""

    list_display = ("game", "seq", "seat", "user", "action_text", "events_text", "by_timeout", "created_at")
    list_filter = ("by_timeout", "game__game_type")
    search_fields = ("game__id", "user__username")
    list_select_related = ("game", "user")
    fields = ("game", "seq", "seat", "user", "by_timeout", "created_at", "action_pretty", "events_pretty")
    readonly_fields = fields

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False

    @admin.display(description=_("action"))
    def action_text(self, move):
        return action_summary(move.action)

    @admin.display(description=_("events"))
    def events_text(self, move):
        return events_summary(move.events)

    @admin.display(description=_("action"))
    def action_pretty(self, move):
        return _pretty(move.action)

    @admin.display(description=_("events"))
    def events_pretty(self, move):
        if not isinstance(move.events, list) or not move.events:
            return "—"
        return format_html_join("", "{}", ((_pretty(e),) for e in move.events))
