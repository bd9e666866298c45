"""Reads for correspondence play (issue 13; docs/correspondence.md): who is on vacation,
paused clocks, the caller's skipped moves, the platform events, and what the caller may
do (abort, give more time). :func:`boardgames.selectors.game_detail` adds them."""

from __future__ import annotations

import datetime as dt
from typing import Any

from boardgames.engines.kit.seats import TIMEOUTS_TO_LEAVE
from boardgames.models import Game, GameEvent, Move, Seat, Vacation
from boardgames.services.abort import seats_not_started


def correspondence_facts(game: Game, seat: Seat | None, prompts: list[dict[str, Any]],
                         now: dt.datetime) -> dict[str, Any]:
    """The extra fields of a game's detail for the caller at ``seat`` (None: spectator):

    - ``vacations``: ``{seat index (str): ends_at ISO}`` of the seats on vacation;
    - ``my_timeouts``: ``{"skipped": [ISO times of the caller's moves skipped by a
      timeout since their last own move, oldest first], "limit": 3}`` (None: spectator);
    - ``platform_events``: ``[{"kind", "seat", "by", "at", "data"}]`` (more time, abort);
    - ``can_abort``; ``more_time_seats``: the seats the caller may give one more day.

    Marks each prompt of ``prompts`` (the detail's list, changed in place) with
    ``paused`` and, when paused, ``time_left`` (seconds the clock will have)."""
    seats = list(game.seats.all())
    vacations: dict[str, str] = {}
    if game.speed == Game.Speed.CORRESPONDENCE:
        users = {s.user_id: s.index for s in seats if s.user_id and not s.bot_level}
        for vacation in Vacation.objects.filter(user_id__in=users, ended_at__isnull=True):
            vacations[str(users[vacation.user_id])] = vacation.ends_at.isoformat()
    for prompt in prompts:
        entry = (game.deadlines or {}).get(prompt["key"], {})
        prompt["paused"] = bool(entry.get("paused_at"))
        if prompt["paused"]:
            left = dt.datetime.fromisoformat(entry["deadline"]) - dt.datetime.fromisoformat(entry["paused_at"])
            prompt["time_left"] = max(0, int(left.total_seconds()))
    events = [{"kind": e.kind, "seat": e.seat, "by": e.user.username if e.user_id else None,
               "at": e.created_at.isoformat(), "data": e.data}
              for e in GameEvent.objects.filter(game=game).select_related("user").order_by("id")[:100]]
    mine = seat is not None and not seat.bot_level
    active = game.status == Game.Status.ACTIVE
    return {
        "vacations": vacations,
        "my_timeouts": _skipped(game, seat.index) if seat is not None else None,
        "platform_events": events,
        "can_abort": bool(mine and active and seats_not_started(game)),
        "more_time_seats": _more_time_seats(game, seat, events) if mine and active else [],
    }


def _skipped(game: Game, index: int) -> dict[str, Any]:
    """The caller's consecutive timeouts, newest last (RULINGS: three mean leaving)."""
    skipped = []
    for by_timeout, user, at in (Move.objects.filter(game=game, seat=index).order_by("-seq")
                                 .values_list("by_timeout", "user_id", "created_at")[:2 * TIMEOUTS_TO_LEAVE]):
        if not by_timeout and user is None:
            continue  # the server's move at the end of a waiting period: neither missed nor made
        if not by_timeout or len(skipped) == TIMEOUTS_TO_LEAVE:
            break
        skipped.append(at.isoformat())
    return {"skipped": skipped[::-1], "limit": TIMEOUTS_TO_LEAVE}


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
