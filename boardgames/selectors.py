"""Reads: what a user may see of a game, lists of games. Every view of a game's state
and every event goes through the engine's ``view`` and ``redact_event`` here."""

from __future__ import annotations

import datetime as dt
from dataclasses import asdict
from typing import Any

from django.db.models import Exists, OuterRef, Prefetch, Q, QuerySet, Subquery
from django.utils import timezone

from boardgames.engines.core import Engine, Prompt, redact_event
from boardgames.models import Game, Move, Seat, Vacation
from boardgames.prepared import Prepared
from boardgames.registry import GameSpec, all_specs, get_engine, resolve


def seats_with_users() -> Prefetch:
    """The prefetch of a game's seats in index order with their users, one query: what
    a push's payloads read (the move service reads them with their facts)."""
    return Prefetch("seats", queryset=Seat.objects.select_related("user").order_by("index"))


# Extra ``select_related`` paths of the seats' users that other apps add at start-up
# (``AppConfig.ready``), so that what they read of each player on every move comes in the
# same query (the notifications app adds the player's preferences); the games app
# imports none of them.
SEAT_USER_RELATED: list[str] = []


def _seats_with_facts_queryset(game_id: int) -> QuerySet[Seat]:
    running = Vacation.objects.filter(user_id=OuterRef("user_id"), ended_at__isnull=True).values("ends_at")[:1]
    decided = Move.objects.filter(game_id=OuterRef("game_id"), seat=OuterRef("index"), by_timeout=False)
    return (Seat.objects.filter(game_id=game_id).select_related("user", *SEAT_USER_RELATED).order_by("index")
            .annotate(vacation_ends=Subquery(running), has_decided=Exists(decided)))


_SEATS_WITH_FACTS = Prepared("seats_with_facts", _seats_with_facts_queryset, game_id=int)


def load_seats_with_facts(game: Game) -> list[Seat]:
    """Load ``game``'s seats in index order with their users (and the users' relations
    in :data:`SEAT_USER_RELATED`) in one query, as ``game.seats`` (what ``game.seats.all()``
    then returns without a query), each seat annotated with what a move's checks and
    answer need of it (the move service loads these under the game's lock, so they
    describe the game before the move it makes):

    - ``vacation_ends``: the end of its player's running vacation, or None;
    - ``has_decided``: whether the seat has made a move of its own (a timeout is none;
      :func:`boardgames.services.abort.seats_not_started`).

    The query is compiled once per connection (:mod:`boardgames.prepared`)."""
    seats = _SEATS_WITH_FACTS(game_id=game.pk)
    for seat in seats:
        Seat.game.field.set_cached_value(seat, game)
    cached = game.seats.get_queryset()
    cached._result_cache, cached._prefetch_done = seats, True
    game.__dict__.setdefault("_prefetched_objects_cache", {})["seats"] = cached
    return seats


def loaded_seats(game: Game) -> list[Seat] | None:
    """The seats prefetched on ``game`` (:func:`seats_with_users`, :func:`load_seats_with_facts`),
    or None when they were not loaded (reading them would be a query)."""
    loaded = getattr(game, "_prefetched_objects_cache", {}).get("seats")
    return list(loaded) if loaded is not None else None


def seat_facts(game: Game) -> list[Seat] | None:
    """The seats of ``game`` loaded with :func:`load_seats_with_facts`, or None."""
    seats = loaded_seats(game)
    if seats is None or not all(hasattr(s, "has_decided") for s in seats):
        return None
    return seats


def prompts_of(game: Game, engine: Engine | None = None) -> list[Prompt]:
    """``engine.prompts(game.state)``, computed once per state object: the admission,
    the deadlines, the notifications and the answer of one move all ask for them (states
    are never changed in place: engines return new ones)."""
    memo = game.__dict__.get("_prompts_memo")
    if memo is not None and memo[0] is game.state:
        return memo[1]
    prompts = (engine or get_engine(game.game_type)).prompts(game.state)
    game.__dict__["_prompts_memo"] = (game.state, prompts)
    return prompts


def seat_of(game: Game, user) -> Seat | None:
    """The user's seat at ``game`` (None for a spectator or an anonymous user)."""
    if user is None or not getattr(user, "is_authenticated", False):
        return None
    for seat in game.seats.all():
        if seat.user_id == user.pk:
            return seat
    return None


def game_summary(game: Game) -> dict[str, Any]:
    """The public facts of a game, for lists: no state, no view."""
    engine = get_engine(game.game_type)
    return {
        "id": game.pk,
        "game": game.game_type,
        "name": engine.name,
        "status": game.status,
        "players": game.players,
        "options": game.options,
        "time_control": time_control_of(game),
        "rated": game.rated,
        "from_position": game.from_position,
        "version": game.version,
        "seats": [seat_summary(s) for s in game.seats.all()],
        "created_at": game.created_at.isoformat(),
        "started_at": game.started_at.isoformat() if game.started_at else None,
        "finished_at": game.finished_at.isoformat() if game.finished_at else None,
        "deadline": game.deadline.isoformat() if game.deadline and game.status == Game.Status.ACTIVE else None,
    }


def seat_summary(seat: Seat) -> dict[str, Any]:
    """A seat as the API shows it."""
    return {
        "index": seat.index,
        "team": seat.team,
        "user": seat.user.username if seat.user_id else None,
        "is_bot": bool(seat.user_id and seat.user.is_bot),
        "bot_level": (seat.user.bot_level or None) if seat.user_id and seat.user.is_bot else None,
        "played_by_computer": bool(seat.bot_level),
        "place": seat.place,
        "outcome": seat.outcome or None,
    }


def time_control_of(game: Game) -> dict[str, Any]:
    """The game's time control in the API's shape."""
    if game.speed == Game.Speed.CORRESPONDENCE:
        return {"kind": "correspondence", "days": game.move_seconds // 86400}
    return {"kind": "live", "seconds": game.move_seconds}


def game_detail(game: Game, user, last_move: Move | None = None) -> dict[str, Any]:
    """Everything ``user`` may see of ``game``: the summary, the caller's seat, the
    engine view for that seat (a spectator's view otherwise), the pending prompts with
    deadlines, the caller's legal actions, the result and ``last_move``: the move that
    made this version as the caller may see it (:func:`move_entry`; ``None`` before the
    first move), so a page appends it to its move list without asking for the log.
    ``last_move``: that move when the caller has it in hand (the move service's answer),
    saving a query."""
    seat = seat_of(game, user)
    index = seat.index if seat else None
    kept = game.__dict__.get("_built_payloads")
    if kept is not None and kept[0] == game.version and index in kept[1] and last_move is not None \
            and last_move.seq == game.version:
        return kept[1][index]
    return view_payload(game, index, last_move)


def keep_built_payloads(game: Game, payloads: dict[int | None, dict[str, Any]]) -> None:
    """Remember on ``game`` (in memory, for this version only) the payloads
    :func:`view_payload` just built for these seat indexes (None: the public one), so
    that :func:`game_detail` of the same version returns the one of the caller's seat
    instead of building it again: after a move, the push built the mover's seat's view
    after the commit (``fanout.shipped_views``) when the mover has a page open, and the
    POST's answer is that view (``server_time`` then being the push's, a few ms
    earlier). The payloads must not be changed afterwards (both only encode them)."""
    game.__dict__["_built_payloads"] = (game.version, payloads)


def view_payload(game: Game, index: int | None, last_move: Move | None = None,
                 skipped: dict[int, dict[str, Any]] | None = None) -> dict[str, Any]:
    """:func:`game_detail` for seat ``index`` (None: a spectator). Depends only on the
    game, its version and ``index``, so one payload serves every connection of the same
    seat (consumers share it, services/push.py). ``skipped``:
    :func:`boardgames.correspondence.skipped_by_seat` when the caller built it for
    several seats at once."""
    engine = get_engine(game.game_type)
    data = game_summary(game)
    data["my_seat"] = index
    data["invite_code"] = game.invite_code if index is not None else None
    data["view"] = engine.view(game.state, index) if game.state is not None else None
    prompts = []
    if game.status == Game.Status.ACTIVE:
        for prompt in prompts_of(game, engine):
            entry = (game.deadlines or {}).get(prompt.key, {})
            prompts.append({**prompt.to_dict(), "deadline": entry.get("deadline")})
    data["prompts"] = prompts
    data["legal_actions"] = (
        engine.legal_actions(game.state, index)
        if index is not None and game.status == Game.Status.ACTIVE else []
    )
    data["result"] = game.result
    last = last_move if last_move is not None and last_move.seq == game.version else (
        game.moves.filter(seq=game.version).first() if game.version else None)
    data["last_move"] = move_entry(engine, last, index) if last is not None else None
    now = timezone.now()
    data["server_time"] = now.isoformat()  # lets clients correct a wrong local clock
    from boardgames.correspondence import correspondence_facts  # vacation, more time, abort

    seat = next((s for s in game.seats.all() if s.index == index), None) if index is not None else None
    data.update(correspondence_facts(game, seat, prompts, now, last, skipped))
    return data


def move_entry(engine: Engine, move: Move, seat_index: int | None) -> dict[str, Any]:
    """A move of the log as ``seat_index`` (None: spectator) may see it."""
    return {
        "seq": move.seq,
        "seat": move.seat,
        "action": engine.redact_action(move.action, move.seat, seat_index),
        "events": [redact_event(e, seat_index) for e in move.events],
        "by_timeout": move.by_timeout,
        "created_at": move.created_at.isoformat(),
    }


def games_for(*, game_type: str | None = None, player: str | None = None, status: str | None = None,
              finished_after=None, finished_before=None) -> QuerySet[Game]:
    """Games filtered by type, a player's username, status and finish dates."""
    qs = Game.objects.all().prefetch_related("seats__user")
    if game_type:
        qs = qs.filter(game_type=game_type)
    if player:
        qs = qs.filter(seats__user__username=player)
    if status:
        qs = qs.filter(status=status)
    if finished_after:
        qs = qs.filter(finished_at__gte=finished_after)
    if finished_before:
        qs = qs.filter(finished_at__lte=finished_before)
    return qs.distinct().order_by("-id")


def my_games(user) -> list[dict[str, Any]]:
    """The user's open and active games, those waiting for the user's decision first
    (soonest deadline first), then the others, then recently finished ones."""
    games = list(
        Game.objects.filter(seats__user=user)
        .filter(Q(status__in=[Game.Status.OPEN, Game.Status.ACTIVE]) | Q(status=Game.Status.FINISHED))
        .prefetch_related("seats__user").distinct().order_by("-id")[:100]
    )
    waiting, others, finished = [], [], []
    for game in games:
        summary = game_summary(game)
        seat = seat_of(game, user)
        mine = [d for d in (game.deadlines or {}).values() if seat and d["seat"] == seat.index]
        summary["my_turn"] = bool(mine) and game.status == Game.Status.ACTIVE
        summary["my_deadline"] = min((_effective_deadline(d) for d in mine), default=None)
        summary["my_clock_paused"] = any(d.get("paused_at") for d in mine)  # on vacation
        names = {s.index: s.user.username for s in game.seats.all() if s.user_id}
        summary["waiting_for"] = sorted({names.get(d["seat"]) for d in (game.deadlines or {}).values()} - {None})
        summary["me"] = seat_summary(seat) if seat else None  # my place and outcome once finished
        if game.status == Game.Status.FINISHED:
            finished.append(summary)
        elif summary["my_turn"]:
            waiting.append(summary)
        else:
            others.append(summary)
    waiting.sort(key=lambda g: g["my_deadline"])
    return waiting + others + finished[:20]


def _effective_deadline(entry: dict[str, Any]) -> str:
    """A deadline entry's deadline; for one paused by a vacation, the deadline it would
    have if the vacation ended now (its time left from now), ISO-8601."""
    if not entry.get("paused_at"):
        return entry["deadline"]
    left = dt.datetime.fromisoformat(entry["deadline"]) - dt.datetime.fromisoformat(entry["paused_at"])
    return (timezone.now() + left).isoformat()


def catalogue(spec: GameSpec) -> dict[str, Any] | None:
    """The static data of a game (``GameSpec.catalogue``: card lists, colours), the same
    for every game and viewer, or ``None`` when the game has none. Served once per page
    load and by ``GET /api/v1/game-types/<slug>/catalogue/``, never in a push."""
    return resolve(spec.catalogue)() if spec.catalogue else None


def game_types() -> list[dict[str, Any]]:
    """The games this server runs, from their registrations (:mod:`boardgames.registry`),
    in display order: one :func:`game_type` each."""
    return [game_type(spec) for spec in all_specs()]


def game_type(spec: GameSpec) -> dict[str, Any]:
    """What the lobby and API clients know of one game: ``game`` (slug), ``name``
    (Chinese), ``name_en``, ``player_counts``, ``live_move_seconds``, ``options`` and
    ``seat_options`` (``OptionField`` as dicts), ``choice_rules`` (``ChoiceRule`` as
    dicts: a value of a room option that only some player counts allow), ``coin_room``
    (``[option, value]`` or None) and ``rules_doc`` (a repository path)."""
    engine = spec.engine
    return {
        "game": spec.slug,
        "name": spec.name_zh,
        "name_en": spec.name_en,
        "player_counts": list(engine.player_counts),
        "live_move_seconds": engine.live_move_seconds,
        "options": [asdict(f) for f in engine.options],
        "seat_options": [asdict(f) for f in engine.seat_options],
        "choice_rules": [asdict(r) for r in spec.choice_rules],
        "coin_room": list(spec.coin_room) if spec.coin_room else None,
        "rules_doc": spec.rules_doc,
    }
