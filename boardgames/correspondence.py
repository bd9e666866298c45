"""Reads for correspondence play (issue 13; docs/correspondence.md): who is on vacation,
paused clocks, the caller's skipped moves, the platform events, and what the caller may
do (abort, give more time). :func:`boardgames.selectors.game_detail` adds them."""

from __future__ import annotations

import datetime as dt
from typing import Any

from django.db.models import Exists, F, OuterRef, Window
from django.db.models.functions import RowNumber

from boardgames.engines.kit.seats import TIMEOUTS_TO_LEAVE
from boardgames.models import Game, GameEvent, Move, Seat, Vacation
from boardgames.selectors import seat_facts
from boardgames.services.abort import seats_not_started


def correspondence_facts(game: Game, seat: Seat | None, prompts: list[dict[str, Any]],
                         now: dt.datetime, last_move: Move | None = None,
                         skipped: dict[int, dict[str, Any]] | None = None) -> dict[str, Any]:
    """The extra fields of a game's detail for the caller at ``seat`` (None: spectator):

    - ``vacations``: ``{seat index (str): ends_at ISO}`` of the seats on vacation;
    - ``my_timeouts``: ``{"skipped": [ISO times of the caller's moves skipped by a
      timeout since their last own move, oldest first], "limit": 3}`` (None: spectator);
    - ``platform_events``: ``[{"kind", "seat", "by", "at", "data"}]`` (more time, abort);
    - ``can_abort``; ``more_time_seats``: the seats the caller may give one more day.

    Marks each prompt of ``prompts`` (the detail's list, changed in place) with
    ``paused`` and, when paused, ``time_left`` (seconds the clock will have).
    ``last_move``: the game's newest move (``seq == game.version``) when the caller has
    it. Seats loaded with :func:`boardgames.selectors.load_seats_with_facts` before
    ``last_move`` was made (the move service's answer) and a game loaded with
    :func:`has_platform_events` spare the queries of vacations, events and first moves.
    ``skipped``: :func:`skipped_by_seat` of seats including ``seat`` (spares its query)."""
    facts = seat_facts(game)
    mine = seat is not None and not seat.bot_level
    active = game.status == Game.Status.ACTIVE
    events = _platform_events(game)
    _mark_paused(game, prompts)
    return {
        "vacations": _vacations(game, facts),
        "my_timeouts": _my_timeouts(game, seat, last_move, skipped),
        "platform_events": events,
        "can_abort": bool(mine and active and _not_started(game, facts, last_move)),
        "more_time_seats": _more_time_seats(game, seat, events) if mine and active else [],
    }


def has_platform_events() -> Exists:
    """The annotation ``has_platform_events`` for a query of games: whether the game
    has a :class:`GameEvent` (so a game's detail reads them only then)."""
    return Exists(GameEvent.objects.filter(game_id=OuterRef("pk")))


def _vacations(game: Game, facts: list[Seat] | None) -> dict[str, str]:
    """``{seat index (str): ends_at ISO}`` of the seats whose player is on vacation
    (correspondence games only; never a seat the computer plays)."""
    if game.speed != Game.Speed.CORRESPONDENCE:
        return {}
    if facts is not None:
        return {str(s.index): s.vacation_ends.isoformat() for s in facts
                if s.user_id and not s.bot_level and s.vacation_ends is not None}
    users = {s.user_id: s.index for s in game.seats.all() if s.user_id and not s.bot_level}
    return {str(users[v.user_id]): v.ends_at.isoformat()
            for v in Vacation.objects.filter(user_id__in=users, ended_at__isnull=True)}


def _platform_events(game: Game) -> list[dict[str, Any]]:
    """The game's platform events, oldest first (at most 100). None can exist in a live
    game in play: more time is for correspondence games only and an abort ends the game."""
    if game.speed == Game.Speed.LIVE and game.status != Game.Status.ABORTED:
        return []
    if getattr(game, "has_platform_events", True) is False:
        return []
    return [{"kind": e.kind, "seat": e.seat, "by": e.user.username if e.user_id else None,
             "at": e.created_at.isoformat(), "data": e.data}
            for e in GameEvent.objects.filter(game=game).select_related("user").order_by("id")[:100]]


def _not_started(game: Game, facts: list[Seat] | None, last_move: Move | None) -> set[int]:
    """:func:`boardgames.services.abort.seats_not_started`, from the loaded seats' facts
    and ``last_move`` (made after they were loaded) when there are facts."""
    if facts is None:
        return seats_not_started(game)
    decided = {s.index for s in facts if s.has_decided}
    if last_move is not None and not last_move.by_timeout:
        decided.add(last_move.seat)
    return set(range(game.players)) - decided


def _mark_paused(game: Game, prompts: list[dict[str, Any]]) -> None:
    """Mark each prompt with ``paused`` and, when paused, ``time_left`` (in place)."""
    for prompt in prompts:
        entry = (game.deadlines or {}).get(prompt["key"], {})
        prompt["paused"] = bool(entry.get("paused_at"))
        if prompt["paused"]:
            left = dt.datetime.fromisoformat(entry["deadline"]) - dt.datetime.fromisoformat(entry["paused_at"])
            prompt["time_left"] = max(0, int(left.total_seconds()))


def _my_timeouts(game: Game, seat: Seat | None, last_move: Move | None,
                 skipped: dict[int, dict[str, Any]] | None) -> dict[str, Any] | None:
    """``my_timeouts`` of ``seat`` (None for a spectator), from ``skipped`` when it has it."""
    if seat is None:
        return None
    if skipped is not None and seat.index in skipped:
        return skipped[seat.index]
    return skipped_by_seat(game, [seat.index], last_move)[seat.index]


def skipped_by_seat(game: Game, indices, last_move: Move | None) -> dict[int, dict[str, Any]]:
    """``{seat index: {"skipped": [ISO times], "limit": 3}}`` for each of ``indices``: the
    seat's consecutive timeouts, oldest first (RULINGS: three mean leaving); none when
    the game's newest move (``last_move``, when the caller has it) is the seat's own
    decision. One query for all the seats (their newest moves), none when every seat
    is the mover's."""
    found = {index: {"skipped": [], "limit": TIMEOUTS_TO_LEAVE} for index in indices}
    wanted = [index for index in found if not (
        last_move is not None and last_move.seat == index and not last_move.by_timeout and last_move.user_id)]
    if not wanted:
        return found
    rows: dict[int, list[tuple]] = {index: [] for index in wanted}
    newest = (Move.objects.filter(game=game, seat__in=wanted)
              .annotate(rank=Window(RowNumber(), partition_by=[F("seat")], order_by=F("seq").desc()))
              .filter(rank__lte=2 * TIMEOUTS_TO_LEAVE).order_by("seat", "-seq")
              .values_list("seat", "by_timeout", "user_id", "created_at"))
    for seat, *row in newest:
        rows[seat].append(row)
    for index, moves in rows.items():
        found[index]["skipped"] = _timeouts(moves)
    return found


def _timeouts(moves: list) -> list[str]:
    """The ISO times of the trailing timeouts in ``moves`` (a seat's ``(by_timeout,
    user_id, created_at)``, newest first), oldest first, at most three."""
    skipped = []
    for by_timeout, user, at in moves:
        if not by_timeout and user is None:
            continue  # the server's move at the end of a waiting period: neither missed nor made
        if not by_timeout or len(skipped) == TIMEOUTS_TO_LEAVE:
            break
        skipped.append(at.isoformat())
    return skipped[::-1]


def _more_time_seats(game: Game, seat: Seat, events: list[dict[str, Any]]) -> list[int]:
    """Seats of a correspondence game with an open prompt the caller has not yet given
    its day (:func:`boardgames.services.more_time.more_time_give`)."""
    if game.speed != Game.Speed.CORRESPONDENCE:
        return []
    open_keys: dict[int, set[str]] = {}
    for key, entry in (game.deadlines or {}).items():
        if entry["seat"] != seat.index and not entry.get("waits"):
            open_keys.setdefault(entry["seat"], set()).add(key)
    given = [set(e["data"].get("keys", [])) for e in events
             if e["kind"] == GameEvent.Kind.MORE_TIME and e["by"] == (seat.user.username if seat.user_id else None)]
    return sorted(s for s, keys in open_keys.items() if not any(keys & g for g in given))
