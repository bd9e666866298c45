"""Computer players in real games: their accounts, filling seats, and moving.

A bot moves through :func:`boardgames.services.play.action_submit` like a person (the
version check, one transaction); it decides from exactly ``engine.view(state, seat)``
and the legal actions (:func:`boardgames.bots.runner.decide`). After every commit that
leaves a bot to act, :func:`schedule_bots_on_commit` sends one Celery task
(:data:`BOT_TASK`) with ``BOT_MOVE_DELAY`` seconds of countdown;
the deadline sweep retries a bot whose task was lost (:func:`bots_retry`). A stale or
duplicate task changes nothing: its expected version is refused (409).
"""

from __future__ import annotations

import datetime as dt
import logging

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import transaction
from django.db.models import Q
from django.utils import timezone
from django.utils.translation import gettext as _

from boardgames.bots import LEFT_SEAT_LEVEL, LEVELS, PLAYS_OUT_LEFT_SEATS, bot_for
from boardgames.bots.runner import decide, seeded_rng
from boardgames.celery import app as celery_app
from boardgames.errors import ApplicationError
from boardgames.models import Game, Seat
from boardgames.selectors import loaded_seats

log = logging.getLogger(__name__)

# The Celery task of a bot move (boardgames.tasks.bot_move_task), sent by name so that
# services do not import the tasks module.
BOT_TASK = "boardgames.bot_move"


def check_level(level: object) -> str:
    """``level`` if it names a bot level; else ApplicationError 400."""
    if level not in LEVELS:
        raise ApplicationError(_("Computer level must be one of: %(levels)s; got %(level)s.")
                               % {"levels": ", ".join(LEVELS), "level": repr(level)})
    return level  # type: ignore[return-value]


def bot_user(level: str, number: int):
    """The bot account ``computer-<level>-<number>`` (created on first use, no usable
    password). ``number`` keeps the bots of one game distinct (one seat per user)."""
    User = get_user_model()
    user, created = User.objects.get_or_create(
        username=f"computer-{level}-{number}", defaults={"is_bot": True, "bot_level": level})
    if created:
        user.set_unusable_password()
        user.save(update_fields=["password"])
    return user


def bot_seats(game: Game) -> dict[int, Seat]:
    """Seat index -> Seat for every seat of ``game`` a computer plays: a bot account's
    seat, or a seat taken over for a player who left (``Seat.bot_level``)."""
    seats = Seat.objects.filter(game=game).select_related("user")
    return {s.index: s for s in seats if (s.user_id and s.user.is_bot) or s.bot_level}


def level_of(seat: Seat) -> str:
    """The level of the computer playing ``seat``."""
    return seat.user.bot_level if seat.user_id and seat.user.is_bot else seat.bot_level


def take_over_left_seats(game: Game, engine) -> list[int]:
    """In a game of three or more whose seat that left stays in play
    (:data:`~boardgames.bots.PLAYS_OUT_LEFT_SEATS`), give every seat whose player has
    left (its view status ``"left"``) to the random bot: ``Seat.bot_level`` is set and
    the page says "played by the computer"; the engine ranks it last. Returns the seats
    taken over now. Runs inside the caller's transaction."""
    if game.players < 3 or game.game_type not in PLAYS_OUT_LEFT_SEATS:
        return []
    shown = engine.view(game.state, None)["seats"]
    left = [i for i, s in enumerate(shown) if s.get("status") == "left"]
    if not left:
        return []
    taken = list(Seat.objects.filter(game=game, index__in=left, bot_level="").values_list("index", flat=True))
    Seat.objects.filter(game=game, index__in=taken).update(bot_level=LEFT_SEAT_LEVEL)
    return taken


def schedule_bots_on_commit(game: Game) -> None:
    """Take over the seats that left (:func:`take_over_left_seats`), then, after the
    current transaction commits, send the bot task for ``game`` if it is in play and a
    bot must answer one of its prompts."""
    if game.status != Game.Status.ACTIVE:
        return
    from boardgames.services.lobby import engine_for

    take_over_left_seats(game, engine_for(game.game_type))
    # The prompts' seats, as refresh_deadlines just recorded them for this version.
    prompted = {entry["seat"] for entry in (game.deadlines or {}).values()}
    if not prompted or not _computer_plays_any(game, prompted):
        return
    game_id, version = game.pk, game.version
    transaction.on_commit(lambda: _send(game_id, version), robust=True)


def _computer_plays_any(game: Game, indexes: set[int]) -> bool:
    """Whether a computer plays one of the seats ``indexes`` of ``game``: from the seats
    the move service loaded with their users, else one query."""
    loaded = loaded_seats(game)
    if loaded is not None:
        return any(s.index in indexes and (bool(s.bot_level) or (s.user_id is not None and s.user.is_bot))
                   for s in loaded)
    seats = Seat.objects.filter(game=game, index__in=indexes)
    return seats.filter(Q(user__is_bot=True) | ~Q(bot_level="")).exists()


def _send(game_id: int, version: int) -> None:
    try:
        celery_app.send_task(BOT_TASK, args=(game_id, version), countdown=settings.BOT_MOVE_DELAY)
    except Exception:  # broker down: bots_retry in the sweep moves it later
        log.exception("could not schedule the bot of game %s", game_id)


def bot_move(game_id: int, version: int | None = None) -> bool:
    """Make one bot move in ``game_id`` if it is still at ``version`` (None: any) and a
    bot has a prompt. Returns True when a move was applied; a stale version or a
    concurrent move returns False and changes nothing."""
    from boardgames.services.lobby import engine_for
    from boardgames.services.play import action_submit

    game = Game.objects.filter(pk=game_id, status=Game.Status.ACTIVE).first()
    if game is None or (version is not None and game.version != version):
        return False
    engine = engine_for(game.game_type)
    seats = bot_seats(game)
    for prompt in engine.prompts(game.state):
        seat = seats.get(prompt.seat)
        if seat is None:
            continue
        bot = bot_for(game.game_type, level_of(seat))
        action = decide(engine, game.state, seat.index, bot, seeded_rng(game.seed, game.version, seat.index))
        if action is None:
            continue
        try:
            action_submit(game_id=game.pk, user=seat.user, action=action, expected_version=game.version,
                          by_computer=bool(seat.bot_level))
        except ApplicationError as error:
            if error.status != 409:
                log.error("bot move %r refused in game %s: %s", action, game_id, error)
            return False
        return True
    return False


def bots_retry(now: dt.datetime | None = None) -> int:
    """For the sweep: move the bots of active games unchanged for ``BOT_RETRY_AFTER``
    seconds (a crashed, lost or slow task). Returns how many moves were made."""
    now = now or timezone.now()
    quiet = now - dt.timedelta(seconds=settings.BOT_RETRY_AFTER)
    played_by_bot = Q(seats__user__is_bot=True) | ~Q(seats__bot_level="")
    ids = (Game.objects.filter(played_by_bot, status=Game.Status.ACTIVE, updated_at__lte=quiet)
           .values_list("pk", flat=True).distinct().order_by("pk")[:500])
    moved = 0
    for game_id in ids:
        try:
            moved += bot_move(game_id)
        except Exception:
            log.exception("sweep: bot of game %s failed", game_id)
    return moved
