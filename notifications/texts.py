"""What a notification says: its text and link, built from its kind and payload (so the
text follows the reader's language, not the writer's)."""

from __future__ import annotations

import datetime as dt
import zoneinfo

from django.urls import reverse
from django.utils.translation import gettext as _

from boardgames.registry import get_engine

from . import kinds
from .models import Notification, Preference

UTC = zoneinfo.ZoneInfo("UTC")


def user_zone(user_id: int) -> zoneinfo.ZoneInfo:
    """The time zone of the user's preferences (UTC when none or unknown)."""
    return zone_named(Preference.objects.filter(user_id=user_id).values_list("time_zone", flat=True).first())


def zone_named(name: str | None) -> zoneinfo.ZoneInfo:
    """The time zone of IANA ``name`` (UTC when empty or unknown)."""
    try:
        return zoneinfo.ZoneInfo(name) if name else UTC
    except (zoneinfo.ZoneInfoNotFoundError, ValueError):
        return UTC


def local_time(iso: str | None, zone: zoneinfo.ZoneInfo, fmt: str = "%H:%M") -> str:
    """An ISO-8601 moment as ``fmt`` in ``zone`` plus the zone's name, e.g.
    ``"09:14 Asia/Shanghai"``; ``"?"`` when missing."""
    if not iso:
        return "?"
    return dt.datetime.fromisoformat(iso).astimezone(zone).strftime(fmt) + f" {zone.key}"


def game_name(game) -> str:
    """``"<game's display name> #<id>"``, e.g. ``"QQ跳棋 #12"``."""
    try:
        name = get_engine(game.game_type).name
    except KeyError:
        name = game.game_type
    return f"{name} #{game.pk}"


def text(note: Notification, zone: zoneinfo.ZoneInfo = UTC) -> str:
    """The one-line text of ``note`` in the active language, times in ``zone``."""
    p = note.payload or {}
    name = game_name(note.game) if note.game_id else ""
    if note.kind == kinds.YOUR_MOVE:
        return _("Your move in %(game)s.") % {"game": name}
    if note.kind == kinds.ANSWER_WAITING:
        return _("%(game)s: an answer is waiting for you.") % {"game": name}
    if note.kind == kinds.TIMEOUT:
        return _("%(game)s: your move was skipped at %(time)s by a timeout (%(count)s of %(of)s).") % {
            "game": name, "time": local_time(p.get("at"), zone, "%Y-%m-%d %H:%M"), "count": p.get("count", 1),
            "of": p.get("of", 3)}
    if note.kind == kinds.TIME_RUNNING_OUT:
        return _("%(game)s: time is running out, your move is due by %(due)s.") % {
            "game": name, "due": local_time(p.get("deadline"), zone, "%Y-%m-%d %H:%M")}
    if note.kind == kinds.GAME_STARTED:
        return _("%(game)s has started.") % {"game": name}
    if note.kind == kinds.GAME_ENDED:
        return ended_text(name, p)
    if note.kind == kinds.GAME_ABORTED:
        return _("%(game)s was aborted: no points, nothing held is lost.") % {"game": name}
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


def entry_data(note: Notification, zone: zoneinfo.ZoneInfo = UTC) -> dict:
    """The JSON of one entry: ``{"id", "kind", "text", "url", "game" (id or null),
    "created_at" (ISO-8601), "read" (bool)}`` (the API's and the websocket's shape);
    times in the text in ``zone`` (:func:`user_zone`)."""
    return {"id": note.pk, "kind": note.kind, "text": text(note, zone), "url": link(note), "game": note.game_id,
            "created_at": note.created_at.isoformat(), "read": note.read_at is not None}
