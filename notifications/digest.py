"""Mails and entries made by time, not by a move: the daily digest, the immediate "your
move" mail's quiet period, and the 80% alarm (docs/notifications.md). The sweep task
(``notifications.sweep``) calls :func:`digests_due` and :func:`alarms_due`.
"""

from __future__ import annotations

import datetime as dt
import zoneinfo

from django.db import transaction
from django.urls import reverse
from django.utils import timezone, translation
from django.utils.translation import gettext as _

from boardgames.models import Game, Seat

from . import kinds
from .mail import queue, site_url
from .models import EmailAddress, Notification, OutboundEmail, Preference
from .services import is_online, notify, on_game_page, preference_for
from .texts import game_name, local_time

# The alarm comes when this share of the move time is used (issue 13: 80%).
ALARM_AT = 0.8
# The longest correspondence move time, 14 days (RULINGS.md, platform-wide), in seconds:
# bounds the sweep's query for games near their alarm.
LONGEST_MOVE = 14 * 86400


def queue_move_mail(note: Notification, pref: Preference):
    """The immediate "your move" mail for ``note``, unless the user is online or got one
    for this game within ``pref.quiet_hours`` hours. Returns the queued row or None."""
    if is_online(note.user_id):
        return None
    since = timezone.now() - dt.timedelta(hours=pref.quiet_hours)
    if OutboundEmail.objects.filter(user_id=note.user_id, kind=kinds.YOUR_MOVE, game_id=note.game_id,
                                    created_at__gte=since).exists():
        return None
    name = game_name(note.game)
    due = _when(note.payload.get("deadline"), pref)
    body = _("It is your move in %(game)s.\nYour move is due by %(due)s.\n\n%(link)s") % {
        "game": name, "due": due, "link": site_url(reverse("game", args=[note.game_id]))}
    return queue(user=note.user, key=f"move:{note.key}", kind=kinds.YOUR_MOVE, game=note.game,
                 subject=_("Your move in %(game)s") % {"game": name}, body=body, unsubscribe=kinds.YOUR_MOVE)


def _when(iso: str | None, pref: Preference) -> str:
    """An ISO-8601 moment as ``"2026-12-02 09:14 Europe/Berlin"`` in the user's zone."""
    return local_time(iso, _zone(pref), "%Y-%m-%d %H:%M")


def _zone(pref: Preference) -> zoneinfo.ZoneInfo:
    try:
        return zoneinfo.ZoneInfo(pref.time_zone)
    except (zoneinfo.ZoneInfoNotFoundError, ValueError):
        return zoneinfo.ZoneInfo("UTC")


def waiting_games(user) -> list[tuple[Game, dt.datetime]]:
    """The active games waiting for ``user``'s decision, with that decision's deadline,
    most urgent (earliest deadline) first."""
    seats = {s.game_id: s.index for s in Seat.objects.filter(user=user, game__status=Game.Status.ACTIVE, bot_level="")}
    found = []
    for game in Game.objects.filter(pk__in=seats):
        dues = [dt.datetime.fromisoformat(e["deadline"]) for e in (game.deadlines or {}).values()
                if e["seat"] == seats[game.pk]]
        if dues:
            found.append((game, min(dues)))
    return sorted(found, key=lambda pair: (pair[1], pair[0].pk))


def digest_body(user, games: list[tuple[Game, dt.datetime]], pref: Preference) -> str:
    """The digest's text: one line per waiting game (name, deadline in the user's zone,
    link), in the order given."""
    lines = [_("Hello %(name)s, these games wait for your move, most urgent first:") % {"name": user.username}, ""]
    for game, due in games:
        lines.append(_("%(game)s: due by %(due)s") % {"game": game_name(game), "due": _when(due.isoformat(), pref)})
        lines.append("  " + site_url(reverse("game", args=[game.pk])))
    return "\n".join(lines)


def digests_due(now: dt.datetime | None = None) -> int:
    """Queue today's digest for every user with a confirmed address, the digest on, at or
    past their digest hour in their time zone, and a game waiting for them. The key
    ``digest:<user>:<local date>`` is claimed first, so a day never gets two. Returns how
    many were queued."""
    now = now or timezone.now()
    queued = 0
    for address in EmailAddress.objects.filter(verified_at__isnull=False).select_related("user"):
        user = address.user
        pref = preference_for(user)
        local = now.astimezone(_zone(pref))
        if not pref.digest or local.hour < pref.digest_hour:
            continue
        key = f"digest:{user.pk}:{local.date().isoformat()}"
        if OutboundEmail.objects.filter(key=key).exists():
            continue
        games = waiting_games(user)
        if not games:
            continue
        with transaction.atomic(), translation.override(pref.language or None):
            row = queue(user=user, key=key, kind=kinds.DIGEST, body=digest_body(user, games, pref),
                        subject=_("%(count)s games wait for your move") % {"count": len(games)}
                        if len(games) > 1 else _("A game waits for your move"), unsubscribe=kinds.DIGEST)
        queued += row is not None
    return queued


def alarms_due(now: dt.datetime | None = None) -> int:
    """Make the "time is running out" entry for every pending correspondence decision
    past 80% of its move time and not yet due, unless the player has that game's page
    open (then the next sweep looks again). Keyed by the prompt: once per decision.
    Returns how many were made."""
    now = now or timezone.now()
    made = 0
    games = Game.objects.filter(status=Game.Status.ACTIVE, speed=Game.Speed.CORRESPONDENCE, deadline__gt=now,
                                deadline__lte=now + dt.timedelta(seconds=LONGEST_MOVE * (1 - ALARM_AT)))
    for game in games[:2000]:
        users = {s.index: s.user for s in Seat.objects.filter(game=game, bot_level="").select_related("user")
                 if s.user is not None and not s.user.is_bot}
        for key, entry in (game.deadlines or {}).items():
            due, user = dt.datetime.fromisoformat(entry["deadline"]), users.get(entry["seat"])
            if user is None or not now < due <= now + dt.timedelta(seconds=game.move_seconds * (1 - ALARM_AT)):
                continue
            if on_game_page(user.pk, game.pk):
                continue
            with transaction.atomic():
                made += notify(user=user, kind=kinds.TIME_RUNNING_OUT, key=f"alarm:{game.pk}:{key}", game=game,
                               payload={"deadline": entry["deadline"], "prompt": key}) is not None
    return made
