"""Writes of the chat (docs/chat.md): post a message, mute, report, turn chat off.

Nothing here touches the game row, its version or its move log: a message is its own
row and its own push (:mod:`chat.socket`). Rates are DRF throttles on the API views
(scope ``chat``); these functions check everything else and raise
:class:`~boardgames.errors.ApplicationError` with a message a person understands.
"""

from __future__ import annotations

import unicodedata

from django.contrib.auth import get_user_model
from django.db import IntegrityError, transaction
from django.utils.translation import gettext as _

from boardgames.errors import ApplicationError, no_game
from boardgames.models import Game
from boardgames.services.push import send_on_commit

from . import selectors
from .models import MAX_LENGTH, MAX_LINES, ChatMessage, ChatMute, ChatPreference, ChatReport


def channel_group(game_id: int, channel: str) -> str:
    """The channel-layer group of the sockets that read ``channel`` of ``game_id``."""
    return f"chat-{game_id}-{channel}"


def user_group(user_id: int) -> str:
    """The channel-layer group of every game socket of one user (mutes, chat off)."""
    return f"chat-user-{user_id}"


# Unicode categories that show nothing: format characters (zero-width space, direction
# marks), separators, controls. A message of only these is empty.
INVISIBLE = frozenset({"Cf", "Zs", "Zl", "Zp", "Cc"})


def clean_text(text) -> str:
    """``text`` with surrounding blanks and control characters (other than line breaks
    and tabs) removed. Raises ApplicationError 400 when it is not a string, empty (or
    only invisible characters), longer than :data:`~chat.models.MAX_LENGTH` characters
    or than :data:`~chat.models.MAX_LINES` lines."""
    if not isinstance(text, str):
        raise ApplicationError(_("text must be a string."), code="invalid_request")
    kept = "".join(ch for ch in text if ch in "\n\t" or unicodedata.category(ch) not in ("Cc", "Cs"))
    kept = kept.strip()
    if not any(unicodedata.category(ch) not in INVISIBLE for ch in kept):  # "\u200b\u202e": shows nothing
        raise ApplicationError(_("Write something first: the message is empty."), code="invalid_request")
    if len(kept) > MAX_LENGTH:
        raise ApplicationError(_("A message is at most %(max)d characters; this one has %(n)d.")
                               % {"max": MAX_LENGTH, "n": len(kept)}, code="invalid_request")
    lines = len(kept.splitlines())  # \n and the Unicode line and paragraph separators
    if lines > MAX_LINES:
        raise ApplicationError(_("A message is at most %(max)d lines; this one has %(n)d.")
                               % {"max": MAX_LINES, "n": lines}, code="invalid_request")
    return kept


def _require_person(user) -> None:
    if user is None or not getattr(user, "is_authenticated", False):
        raise ApplicationError(_("Log in to chat."), code="not_authenticated", status=401)
    if getattr(user, "is_bot", False):
        raise ApplicationError(_("Computer players do not chat."), code="forbidden", status=403)


def message_post(*, game_id: int, user, text) -> ChatMessage:
    """Post ``text`` to ``game_id``'s chat as ``user``: to the players' channel when
    ``user`` has a seat, else to the spectators' channel. Returns the ChatMessage (its
    ``at_version`` is the game's version now). Pushed after commit to the sockets that
    read that channel. Raises ApplicationError: 401 anonymous, 403 a computer player,
    404 no game, 409 chat turned off or the room aborted, 400 empty or too long."""
    _require_person(user)
    cleaned = clean_text(text)
    game = Game.objects.filter(pk=game_id).first()
    if game is None:
        raise no_game(game_id)
    if game.status == Game.Status.ABORTED:
        raise ApplicationError(_("This room was closed; its chat is over."), code="game_over", status=409)
    if selectors.chat_off(user):
        raise ApplicationError(_("You turned the chat off; turn it on to write."), code="chat_off", status=409)
    channel = selectors.channel_written(selectors.is_seated(game, user))
    with transaction.atomic():
        message = ChatMessage.objects.create(game=game, user=user, channel=channel, text=cleaned,
                                             at_version=game.version)
        send_on_commit(channel_group(game.pk, channel), {
            "type": "hook.event", "hook": "chat", "kind": "message", "author_id": user.pk,
            "message": selectors.message_entry(message)})
    return message


def _user_named(username) -> object:
    target = get_user_model().objects.filter(username=username).first() if isinstance(username, str) else None
    if target is None:
        raise ApplicationError(_("There is no user %(name)r.") % {"name": username}, code="not_found", status=404)
    return target


def mute_set(*, user, username, muted: bool) -> bool:
    """``user`` mutes (``muted=True``) or unmutes ``username``: only ``user`` stops (or
    starts again) seeing that person's messages, in every game and on open pages at once.
    Idempotent. Returns ``muted``. Raises 401, 404 no such user, 400 muting oneself."""
    _require_person(user)
    target = _user_named(username)
    if target.pk == user.pk:
        raise ApplicationError(_("You cannot mute yourself."), code="invalid_request")
    with transaction.atomic():
        if muted:
            ChatMute.objects.get_or_create(user=user, muted=target)
        else:
            ChatMute.objects.filter(user=user, muted=target).delete()
        send_on_commit(user_group(user.pk), {"type": "hook.event", "hook": "chat", "kind": "settings"})
    return muted


def report_create(*, user, message_id: int, reason: str = "") -> ChatReport:
    """``user`` reports message ``message_id`` to staff (admin: Chat reports), with an
    optional ``reason`` (at most 500 characters). Only a message the reporter can read
    (a player cannot report the spectators' chat) and not their own. Raises 401, 404 no
    such message (or not one the reporter can read), 400 own message or bad reason, 409
    already reported by this user."""
    _require_person(user)
    message = ChatMessage.objects.select_related("game", "user").filter(pk=message_id).first()
    readable = message is not None and message.channel in selectors.channels_read(
        selectors.is_seated(message.game, user))
    if not readable:
        raise ApplicationError(_("There is no message %(id)s.") % {"id": message_id}, code="not_found", status=404)
    if message.user_id == user.pk:
        raise ApplicationError(_("You cannot report your own message."), code="invalid_request")
    if not isinstance(reason, str) or len(reason) > MAX_LENGTH:
        raise ApplicationError(_("The reason is at most %(max)d characters.") % {"max": MAX_LENGTH},
                               code="invalid_request")
    try:
        with transaction.atomic():
            return ChatReport.objects.create(message=message, reporter=user, reason=reason.strip())
    except IntegrityError:
        raise ApplicationError(_("You already reported this message."), code="already_reported", status=409)


def preference_set(*, user, chat_off: bool) -> bool:
    """Turn ``user``'s chat off (``True``: they see and write no chat anywhere) or on.
    Open pages follow at once. Returns ``chat_off``. Raises 401."""
    _require_person(user)
    with transaction.atomic():
        ChatPreference.objects.update_or_create(user=user, defaults={"chat_off": bool(chat_off)})
        send_on_commit(user_group(user.pk), {"type": "hook.event", "hook": "chat", "kind": "settings"})
    return bool(chat_off)
