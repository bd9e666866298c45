"""What a notification says: its text and link, built from its kind and payload (so the
text follows the reader's language, not the writer's)."""

from __future__ import annotations

from django.urls import reverse
from django.utils.translation import gettext as _

from boardgames.registry import get_engine

from . import kinds
from .models import Notification


def game_name(game) -> str:
    """``"<game's display name> #<id>"``, e.g. ``"QQ跳棋 #12"``."""
    try:
        name = get_engine(game.game_type).name
    except KeyError:
        name = game.game_type
    return f"{name} #{game.pk}"


def text(note: Notification) -> str:
    """The one-line text of ``note`` in the active language."""
    p = note.payload or {}
    name = game_name(note.game) if note.game_id else ""
    if note.kind == kinds.YOUR_MOVE:
        return _("Your move in %(game)s.") % {"game": name}
    if note.kind == kinds.ANSWER_WAITING:
        return _("%(game)s: an answer is waiting for you.") % {"game": name}
    if note.kind == kinds.TIMEOUT:
        return _("%(game)s: your move was skipped at %(time)s UTC by a timeout (%(count)s of %(of)s).") % {
            "game": name, "time": p.get("at", "")[11:16], "count": p.get("count", 1), "of": p.get("of", 3)}
    if note.kind == kinds.TIME_RUNNING_OUT:
        return _("%(game)s: time is running out, your move is due by %(due)s UTC.") % {
            "game": name, "due": p.get("deadline", "")[:16].replace("T", " ")}
    if note.kind == kinds.GAME_STARTED:
        return _("%(game)s has started.") % {"game": name}
    if note.kind == kinds.GAME_ENDED:
        return ended_text(name, p)
    if note.kind == kinds.INVITATION:
        return _("%(user)s invites you to %(game)s.") % {"user": p.get("by", "?"), "game": name}
    return str(kinds.LABELS.get(note.kind, note.kind))


def ended_text(name: str, p: dict) -> str:
    """``"QQ跳棋 #12 has ended: you placed 1 of 2 (+25 points)."``; no points part for an
    unrated game."""
    if p.get("place"):
        line = _("%(game)s has ended: you placed %(place)s of %(players)s.") % {
            "game": name, "place": p["place"], "players": p.get("players", "?")}
    else:
        line = _("%(game)s has ended.") % {"game": name}
    if p.get("points") is not None:
        line += " " + _("Points: %(delta)+d (now %(total)s).") % {"delta": p["points"], "total": p.get("total", "?")}
    return line


def link(note: Notification) -> str:
    """The page the entry leads to (the game's, or the notification list)."""
    if note.game_id:
        return reverse("game", args=[note.game_id])
    return reverse("notifications")


def entry_data(note: Notification) -> dict:
    """The JSON of one entry: ``{"id", "kind", "text", "url", "game" (id or null),
    "created_at" (ISO-8601), "read" (bool)}`` (the API's and the websocket's shape)."""
    return {"id": note.pk, "kind": note.kind, "text": text(note), "url": link(note), "game": note.game_id,
            "created_at": note.created_at.isoformat(), "read": note.read_at is not None}
