"""Rooms: create a game, join a seat, leave a seat, start when full."""

from __future__ import annotations

import secrets
from typing import Any

from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from boardgames.engines.core import Engine, RulesError
from boardgames.engines.kit.values import in_range, is_int, is_seat
from boardgames.errors import ApplicationError, no_game
from boardgames.models import Game, Seat
from boardgames.registry import get_engine, slugs
from boardgames.signals import game_advanced, seat_released, seat_staked

from .bots import bot_user, check_level, schedule_bots_on_commit
from .push import broadcast_on_commit
from .timers import arm_timer_on_commit, refresh_deadlines

LIVE_SECONDS = (10, 3600)   # live: seconds per decision
CORRESPONDENCE_DAYS = (1, 14)  # RULINGS.md platform-wide: 1 to 14 days per decision


def engine_for(game_type: str) -> Engine:
    """The engine of ``game_type``; ApplicationError 400 for an unknown game."""
    try:
        return get_engine(game_type)
    except KeyError:
        raise ApplicationError(_("Unknown game %(game)s; choose one of: %(games)s.")
                               % {"game": repr(game_type), "games": ", ".join(slugs())}, code="invalid_request")


def parse_time_control(time_control: Any, engine: Engine) -> tuple[str, int]:
    """``{"kind": "live", "seconds": N}`` or ``{"kind": "correspondence", "days": N}``
    (``None``: live at the game's default) -> ``(speed, seconds per decision)``.
    Raises ApplicationError 400."""
    if time_control is None:
        return Game.Speed.LIVE, engine.live_move_seconds
    if not isinstance(time_control, dict):
        raise ApplicationError(_('time_control must be an object such as {"kind": "live", "seconds": 60}.'))
    kind = time_control.get("kind")
    if kind == "live":
        seconds = time_control.get("seconds", engine.live_move_seconds)
        low, high = LIVE_SECONDS
        if not in_range(seconds, low, high):
            raise ApplicationError(_("A live game takes %(low)s to %(high)s seconds per move; got %(value)s.")
                                   % {"low": low, "high": high, "value": repr(seconds)})
        return Game.Speed.LIVE, seconds
    if kind == "correspondence":
        days = time_control.get("days", 3)
        low, high = CORRESPONDENCE_DAYS
        if not in_range(days, low, high):
            raise ApplicationError(_("A correspondence game takes %(low)s to %(high)s days per move; got %(value)s.")
                                   % {"low": low, "high": high, "value": repr(days)})
        return Game.Speed.CORRESPONDENCE, days * 86400
    raise ApplicationError(_('time_control.kind must be "live" or "correspondence".'))


def _rules_call(fn, *args):
    try:
        return fn(*args)
    except RulesError as error:
        from .play import rules_message  # play imports this module

        raise ApplicationError(rules_message(error), code="invalid_request")


@transaction.atomic
def game_create(*, user, game_type: str, players: int, options: dict | None = None,
                time_control: dict | None = None, rated: bool = True, seat: int | None = None,
                seat_extra: dict | None = None, position: dict | None = None,
                bots: str | None = None, bot_count: int | None = None,
                rated_with_bots: bool = False) -> Game:
    """Open a room of ``game_type`` for ``players`` seats and seat its creator.

    ``options`` are the engine's room options; ``seat`` the creator's seat index (default:
    0); ``seat_extra`` the creator's joining choices; ``position`` a start position
    (staff only, see :func:`game_create_from_position`). ``bots`` (a level of
    :data:`boardgames.bots.LEVELS`) fills ``bot_count`` empty seats (default: all) with
    computer players; a game with a bot is rated only when ``rated`` and
    ``rated_with_bots`` (the creator opts in; whoever joins later sees the room is rated).
    Returns the Game (status open, or active once every seat is taken: at once when the
    other seats are bots). Raises ApplicationError 400.
    """
    engine = engine_for(game_type)
    if not is_int(players):
        raise ApplicationError(_("players must be a whole number."))
    if options is not None and not isinstance(options, dict):
        raise ApplicationError(_("options must be an object."))
    options = dict(options or {})
    options.pop(engine.speed_option or "", None)  # the room's speed says it, never the player
    normalized = _rules_call(engine.normalize_options, players, options)
    speed, seconds = parse_time_control(time_control, engine)
    if engine.speed_option is not None:
        normalized[engine.speed_option] = speed == Game.Speed.CORRESPONDENCE
    initial = None
    if position is not None:
        initial = _rules_call(engine.from_position, players, normalized, position)
    if bots is not None:
        check_level(bots)
        rated = rated and bool(rated_with_bots)
    game = Game.objects.create(
        game_type=game_type, players=players, options=normalized, speed=speed,
        move_seconds=seconds, rated=bool(rated) and position is None, created_by=user,
        seed=secrets.randbits(62), initial_state=initial, from_position=position is not None,
    )
    teams = engine.seat_teams(players, normalized)
    Seat.objects.bulk_create(Seat(game=game, index=i, team=teams[i]) for i in range(players))
    if user is not None:
        _take_seat(game, engine, user, seat if seat is not None else 0, None, seat_extra)
    if bots is not None:
        _seat_bots(game, engine, bots, bot_count)
    return game


def _seat_bots(game: Game, engine: Engine, level: str, count: int | None) -> None:
    """Seat ``count`` (None: every empty seat) computer players of ``level``."""
    empty = list(Seat.objects.filter(game=game, user__isnull=True).order_by("index"))
    if count is None:
        count = len(empty)
    if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= len(empty):
        raise ApplicationError(_("bot_count must be 1 to %(n)s (the empty seats).") % {"n": len(empty)})
    if engine.seat_stake(game.options, _rules_call(engine.normalize_seat_extra, game.options, {})):
        raise ApplicationError(_("Computer players cannot sit in a coin room: they have no coins."))
    for number, target in enumerate(empty[:count], start=1):
        _take_seat(game, engine, bot_user(level, number), target.index, None, {})


def game_create_from_position(*, user, game_type: str, players: int, position: dict,
                              options: dict | None = None, time_control: dict | None = None,
                              seat: int | None = None) -> Game:
    """Staff only: open an unrated room that starts from ``position`` (like lichess's
    "from position"), for teaching, puzzles and tests. Raises ApplicationError 403/400."""
    if user is None or not user.is_staff:
        raise ApplicationError(_("Only staff can start a game from a position."), code="forbidden", status=403)
    if not isinstance(position, dict):
        raise ApplicationError(_("position must be an object (see docs/rules for the game's format)."))
    return game_create(user=user, game_type=game_type, players=players, options=options,
                       time_control=time_control, rated=False, seat=seat, position=position)


@transaction.atomic
def game_join(*, game_id: int, user, seat: int | None = None, team: int | None = None,
              seat_extra: dict | None = None) -> Game:
    """Seat ``user`` at the open game ``game_id``: at seat index ``seat``, or the first
    free seat of ``team``, or the first free seat. The game starts when the last seat is
    taken. Returns the Game. Raises ApplicationError: 404 no game, 409 not open / seat
    taken / already seated, 400 bad seat or team."""
    game = _locked_game(game_id)
    engine = engine_for(game.game_type)
    if game.status != Game.Status.OPEN:
        raise ApplicationError(_("This game is not open for joining."), code="game_not_open", status=409)
    _take_seat(game, engine, user, seat, team, seat_extra)
    return game


@transaction.atomic
def game_leave_seat(*, game_id: int, user) -> Game:
    """Leave an open room before it starts; the last person leaving aborts it (computer
    players left in it count for nobody). Raises ApplicationError 404/409."""
    game = _locked_game(game_id)
    if game.status != Game.Status.OPEN:
        raise ApplicationError(_("The game has started; resign instead."), code="game_not_open", status=409)
    updated = Seat.objects.filter(game=game, user=user).update(user=None, joined_at=None, extra={})
    if not updated:
        raise ApplicationError(_("You have no seat at this game."), code="not_a_player", status=409)
    seat_released.send(sender=Game, game=game, user=user)
    if not Seat.objects.filter(game=game, user__isnull=False, user__is_bot=False).exists():
        game.status = Game.Status.ABORTED
        game.save(update_fields=["status", "updated_at"])
    broadcast_on_commit(game.pk, game.version)
    return game


def _locked_game(game_id: int) -> Game:
    try:
        return Game.objects.select_for_update().get(pk=game_id)
    except Game.DoesNotExist:
        raise no_game(game_id)


def _take_seat(game: Game, engine: Engine, user, seat: int | None, team: int | None,
               seat_extra: dict | None) -> None:
    seats = list(Seat.objects.select_for_update().filter(game=game).order_by("index"))
    if any(s.user_id == user.pk for s in seats):
        raise ApplicationError(_("You already have a seat at this game."), code="seat_taken", status=409)
    if seat is not None:
        if not is_seat(seat, len(seats)):
            raise ApplicationError(_("seat must be 0 to %(last)s.") % {"last": len(seats) - 1})
        target = seats[seat]
        if target.user_id is not None:
            raise ApplicationError(_("Seat %(seat)s is taken.") % {"seat": seat}, code="seat_taken", status=409)
    else:
        free = [s for s in seats if s.user_id is None and (team is None or s.team == team)]
        if team is not None and not any(s.team == team for s in seats):
            raise ApplicationError(_("This game has no team %(team)s.") % {"team": team})
        if not free:
            raise ApplicationError(_("No free seat in team %(team)s.") % {"team": team} if team is not None
                                   else _("No free seat."),
                                   code="seat_taken", status=409)
        target = free[0]
    if seat_extra is not None and not isinstance(seat_extra, dict):
        raise ApplicationError(_("seat_extra must be an object."))
    target.extra = _rules_call(engine.normalize_seat_extra, game.options, seat_extra or {})
    stake = engine.seat_stake(game.options, target.extra)
    if stake:
        seat_staked.send(sender=Game, game=game, user=user, amount=stake,
                         reason=f"seat {target.index} of game {game.pk}")
    target.user = user
    target.joined_at = timezone.now()
    try:
        with transaction.atomic():
            target.save(update_fields=["user", "extra", "joined_at"])
    except IntegrityError:
        raise ApplicationError(_("You already have a seat at this game."), code="seat_taken", status=409)
    if all(s.user_id is not None for s in seats):
        _start(game, engine, seats)
    else:
        broadcast_on_commit(game.pk, game.version)


def _start(game: Game, engine: Engine, seats: list[Seat]) -> None:
    now = timezone.now()
    if game.initial_state is None:
        options = engine.start_options(game.options, [s.extra for s in seats])
        game.initial_state = engine.new_game(game.players, options, game.seed)
    game.state = game.initial_state
    game.status = Game.Status.ACTIVE
    game.started_at = now
    refresh_deadlines(game, engine, now)
    game.save()
    game_advanced.send(sender=Game, game=game, moves=[], started=True)
    broadcast_on_commit(game.pk, game.version)
    arm_timer_on_commit(game)
    schedule_bots_on_commit(game)

