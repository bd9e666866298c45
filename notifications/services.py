"""Writing notifications, reading the bell, preferences and presence (docs/notifications.md).

:func:`notify` is the one way an entry is made: it dedupes on ``key``, respects the
user's preferences, and after commit pushes the entry to the user's open pages and sends
its email. The kind-specific entry points (:func:`notify_timeout`, ...) live in
:mod:`notifications.events`.
"""

from __future__ import annotations

import datetime as dt
import logging
import zoneinfo

from django.db import IntegrityError, transaction
from django.db.models import Count
from django.utils import timezone

from boardgames import prepared
from boardgames.services.push import group_send

from . import kinds
from .models import Notification, Preference, Presence

log = logging.getLogger(__name__)

# A page whose heartbeat is older than this is gone (seconds; the page beats every 25 s).
PRESENCE_TTL = 75


def user_group(user_id: int) -> str:
    """The channel-layer group of a user's open pages (their bell sockets)."""
    return f"user-{user_id}"


def preference_for(user) -> Preference:
    """The user's :class:`Preference`, created with the defaults on first use. A user
    loaded with it (the move service's seats: :data:`boardgames.selectors.SEAT_USER_RELATED`,
    set in :class:`notifications.apps.NotificationsConfig`) costs no query."""
    relation = _preference_relation()
    pref = relation.get_cached_value(user) if relation.is_cached(user) else None
    if pref is None:
        pref = Preference.objects.filter(user=user).first()
    if pref is None:
        try:
            with transaction.atomic():
                pref = Preference.objects.create(user=user)
        except IntegrityError:  # made meanwhile by another request
            pref = Preference.objects.get(user=user)
    return pref


def _preference_relation():
    """The reverse relation user -> :class:`Preference` (``user.notification_preference``)."""
    return Preference._meta.get_field("user").remote_field


def language_of(user_id: int) -> str:
    """The language to write to the user in (their last used one, else the default)."""
    from django.conf import settings

    code = Preference.objects.filter(user_id=user_id).values_list("language", flat=True).first()
    return code or settings.LANGUAGE_CODE


def remember_language(user, code: str) -> None:
    """Record ``code`` (the request's language) as the one to write to ``user`` in."""
    from django.conf import settings

    if code in dict(settings.LANGUAGES) and preference_for(user).language != code:
        Preference.objects.filter(user=user).update(language=code)


def notify(*, user, kind: str, key: str, game=None, payload: dict | None = None) -> Notification | None:
    """Record notification ``kind`` for ``user`` once per ``key`` (any string unique to
    the event, e.g. ``"prompt:<game>:<prompt key>"``). Returns the new row, or None when
    ``key`` was seen before, the user is a computer, or every channel of ``kind`` is
    off. After commit: the entry is pushed to the user's pages (bell count, and the
    browser notification when wanted) and its email is queued (:mod:`notifications.mail`)."""
    if user is None or getattr(user, "is_bot", False) or kind not in kinds.LABELS:
        return None
    pref = preference_for(user)
    if not any(pref.wants(kind, channel) for channel in kinds.CHANNELS):
        return None
    note = Notification(key=key, user=user, kind=kind, game=game, payload=payload or {},
                        in_site=pref.wants(kind, "site"))
    # The same key, committed earlier or by a concurrent transaction, inserts nothing (no
    # savepoint: ON CONFLICT on the unique key).
    if not prepared.insert(note, conflict_on="key"):
        return None
    from django.conf import settings
    from django.utils import translation

    from . import mail
    from .texts import zone_named

    with translation.override(pref.language or None):
        mail.queue_for_notification(note, pref)
    language, zone = pref.language or settings.LANGUAGE_CODE, zone_named(pref.time_zone)
    browser = pref.wants(kind, "browser")
    # Sent from the row and preferences in hand: nothing read again but the unread count.
    transaction.on_commit(lambda: _push_entry(note, language, zone, browser), robust=True)
    return note


def _unread_queryset(user_id: int):
    return (Notification.objects.filter(user_id=user_id, in_site=True, read_at__isnull=True)
            .values("user_id").annotate(n=Count("id")).values_list("n"))


_UNREAD = prepared.Prepared("unread_count", _unread_queryset, user_id=int)


def unread_count(user) -> int:
    """How many bell entries of ``user`` (a user or a user id) are unread. The count is
    compiled once per connection (:mod:`boardgames.prepared`): every move counts the
    next player's."""
    rows = _UNREAD(user_id=getattr(user, "pk", user))
    return rows[0][0] if rows else 0


def push_notification(note_id: int, browser: bool) -> None:
    """Send one new entry to its user's open pages: ``{"type": "notify", "notification":
    <entry>, "unread": n, "browser": bool}``. A failing channel layer is logged; the
    entry stays in the list (the page reads the count again when it reconnects)."""
    from .texts import user_zone

    note = Notification.objects.select_related("game").filter(pk=note_id).first()
    if note is None:
        return
    _push_entry(note, language_of(note.user_id), user_zone(note.user_id), browser)


def _push_entry(note: Notification, language: str, zone, browser: bool) -> None:
    """Send ``note`` to its user's pages, its text in ``language`` and time zone ``zone``."""
    from django.utils import translation

    from .texts import entry_data

    unread, open_pages = unread_and_open_pages(note.user_id)
    if not open_pages:  # no page to tell; one that opens later reads the count itself
        return
    with translation.override(language):
        entry = entry_data(note, zone)
    data = {"type": "notify", "notification": entry, "unread": unread, "browser": browser, "site": note.in_site}
    _send(note.user_id, data)


def unread_and_open_pages(user_id: int) -> tuple[int, bool]:
    """``(unread bell entries, whether the user has an open page)`` of ``user_id`` in one
    statement (the move path pushes the next player's entry only to open pages).

    Safe to skip a push on ``False``: a page writes its presence row before it reads its
    unread count (:class:`notifications.consumers.NotificationConsumer`), and this runs
    after the entry's commit, so a page whose row it missed reads a count that has the
    entry. A presence row of a page that died unseen only costs a send to nobody."""
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute(_UNREAD_AND_OPEN_SQL, [user_id, user_id])
        unread, open_pages = cursor.fetchone()
    return unread, bool(open_pages)


_UNREAD_AND_OPEN_SQL = (
    f"SELECT (SELECT COUNT(*) FROM {Notification._meta.db_table} WHERE user_id = %s AND in_site "
    f"AND read_at IS NULL), EXISTS (SELECT 1 FROM {Presence._meta.db_table} WHERE user_id = %s)"
)


def push_unread(user_id: int) -> None:
    """Tell the user's open pages their unread count changed (after marking read)."""
    _send(user_id, {"type": "unread", "unread": unread_count(user_id)})


def _send(user_id: int, data: dict) -> None:
    try:
        group_send(user_group(user_id), {"type": "user.notify", "data": data})
    except Exception as error:  # the channel layer is down: the list still has it
        log.error("push to user %s failed (%s: %s)", user_id, type(error).__name__, error)


def mark_read(user, ids: list[int] | None = None, *, game_id: int | None = None) -> int:
    """Mark ``user``'s entries ``ids`` read, and with ``game_id`` every entry about that
    game; all of them when both are None. Others' ids are ignored. Returns the unread
    count after; the user's pages hear it on commit."""
    from django.db.models import Q

    rows = Notification.objects.filter(user=user, read_at__isnull=True)
    if ids is not None or game_id is not None:
        match = Q(pk__in=ids or [])
        if game_id is not None:
            match |= Q(game_id=game_id)
        rows = rows.filter(match)
    rows.update(read_at=timezone.now())
    user_id = user.pk
    transaction.on_commit(lambda: push_unread(user_id), robust=True)
    return unread_count(user)


def valid_time_zone(name: str) -> bool:
    """Whether ``name`` is an IANA time zone this server knows."""
    return name in zoneinfo.available_timezones()


# -- presence --------------------------------------------------------------------------

def presence_enter(channel_name: str, user_id: int, game_id: int | None) -> None:
    """Record an open page of ``user_id`` (on game page ``game_id``, or None)."""
    Presence.objects.update_or_create(channel_name=channel_name,
                                      defaults={"user_id": user_id, "game_id": game_id, "seen_at": timezone.now()})


def presence_beat(channel_name: str) -> None:
    """Refresh an open page's heartbeat."""
    Presence.objects.filter(channel_name=channel_name).update(seen_at=timezone.now())


def presence_leave(channel_name: str) -> None:
    """Forget a closed page."""
    Presence.objects.filter(channel_name=channel_name).delete()


def _fresh(now: dt.datetime | None = None):
    return Presence.objects.filter(seen_at__gte=(now or timezone.now()) - dt.timedelta(seconds=PRESENCE_TTL))


def is_online(user_id: int) -> bool:
    """True while the user has any page of the site open."""
    return _fresh().filter(user_id=user_id).exists()


def on_game_page(user_id: int, game_id: int) -> bool:
    """True while the user has the page of ``game_id`` open."""
    return _fresh().filter(user_id=user_id, game_id=game_id).exists()


def presence_prune(now: dt.datetime | None = None) -> int:
    """Delete the pages whose heartbeat stopped (a server that died). Returns how many."""
    cutoff = (now or timezone.now()) - dt.timedelta(seconds=PRESENCE_TTL * 4)
    return Presence.objects.filter(seen_at__lt=cutoff).delete()[0]


def preferences_update(user, *, channels: dict | None = None, digest: bool | None = None,
                       digest_hour: int | None = None, time_zone: str | None = None,
                       quiet_hours: int | None = None, email: str | None = None) -> Preference:
    """Change the given settings of ``user`` (None: unchanged). ``channels``: ``{kind:
    {channel: bool}}``, unknown kinds or channels ignored. ``email``: a new address gets
    a confirmation mail and is unconfirmed until its link is opened; ``""`` removes it.
    Raises ApplicationError 400 for an hour outside 0-23, a quiet period outside 1-72
    hours or an unknown time zone. Returns the saved preference."""
    from boardgames.errors import ApplicationError

    from .mail import request_confirmation
    from .models import EmailAddress

    if digest_hour is not None and not 0 <= digest_hour <= 23:
        raise ApplicationError("The digest hour is a whole hour from 0 to 23.", code="invalid_request")
    if quiet_hours is not None and not 1 <= quiet_hours <= 72:
        raise ApplicationError("The quiet period is 1 to 72 hours.", code="invalid_request")
    if time_zone is not None and not valid_time_zone(time_zone):
        raise ApplicationError(f"{time_zone!r} is not a time zone we know; try e.g. Europe/Berlin.",
                               code="invalid_request")
    with transaction.atomic():
        pref = Preference.objects.select_for_update().get(pk=preference_for(user).pk)
        if channels:
            merged = dict(pref.channels or {})
            for kind, switches in channels.items():
                if kind in kinds.AVAILABLE and isinstance(switches, dict):
                    merged[kind] = {**kinds.DEFAULTS[kind], **merged.get(kind, {}),
                                    **{c: bool(v) for c, v in switches.items() if c in kinds.AVAILABLE[kind]}}
            pref.channels = merged
        for name, value in (("digest", digest), ("digest_hour", digest_hour), ("time_zone", time_zone),
                            ("quiet_hours", quiet_hours)):
            if value is not None:
                setattr(pref, name, value)
        pref.save()
        if email is not None and email != user.email:
            user.email = email
            user.save(update_fields=["email"])
        current = EmailAddress.objects.filter(user=user).values_list("email", flat=True).first()
        if email == "":
            EmailAddress.objects.filter(user=user).delete()
        elif email and email != current:
            request_confirmation(user, email)
    return pref
