"""Playing: submit an action, expire overdue deadlines, finish a game.

A change is one transaction: lock the game row, check the expected version, apply the
engine, append the move, write the snapshot, bump the version; push and timers run after
commit (DESIGN.md, Persistence). The cost of a move does not depend on the game's length.
"""

from __future__ import annotations

import datetime as dt
import logging
from typing import Any

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from boardgames.correspondence import has_platform_events
from boardgames import prepared
from boardgames.prepared import Prepared
from boardgames.selectors import load_seats_with_facts, prompts_of
from boardgames.engines.core import SERVER_ONLY_ACTIONS, Engine, NotYet, Outcome, Phrase, RulesError, Term
from boardgames.engines.shapes import check_action
from boardgames.errors import STATUS_BY_RULES_CODE, ApplicationError, filled_translation, no_game
from boardgames.models import Game, Move, Seat
from boardgames.signals import game_advanced, game_finished

from .abort import REASON_NEVER_STARTED, abort_locked
from .admission import admit
from .bots import schedule_bots_on_commit
from .lobby import engine_for
from .push import broadcast_on_commit
from .timers import claim_timer_in_move, overdue_seats, rearm_locked, refresh_deadlines, send_expiry_on_commit
from .vacation import vacation_end_on_move

log = logging.getLogger(__name__)

MAX_TIMEOUTS_PER_SWEEP = 200
# The columns a move changes (saving only these keeps the UPDATE small; _finish saves
# the whole row once at the end of a game). Written by prepared.update, with the move's
# insert in the same statement: the Game and Move models have no save signals to miss.
MOVE_FIELDS = ["version", "state", "deadlines", "deadline", "status", "result", "finished_at",
               "timer_armed_for", "updated_at"]


def action_submit(*, game_id: int, user, action: Any, expected_version: int,
                  connection: str | None = None, by_computer: bool = False) -> Move:
    """Apply ``action`` for ``user``'s seat at ``game_id`` if the game is still at
    ``expected_version``. Returns the new Move (its ``seq`` is the new version).
    ``connection``: the submitting page's websocket token; that connection is not
    pushed the version it gets in the answer (``push.broadcast_version``).
    ``by_computer``: the bot task submits for a seat the computer plays out for a player
    who left (``Seat.bot_level``); that player's own submissions are refused (403).

    An answer to the seat's own prompt is accepted at an older ``expected_version`` while
    that prompt is still open and unanswered (simultaneous answers of several seats never
    conflict; :mod:`.admission`).

    Raises ApplicationError: 404 no such game; 403 not a player of it or not this seat's
    turn; 409 the game is not in play, ``expected_version`` is stale (a repeated or
    concurrent submission: nothing changes; ``extra["version"]`` is the current one) or
    the prompt answered is past its deadline (``time_is_up``) or the action is legal only
    once a waiting period has run out (``not_yet``, its end in ``extra["until"]``; a
    waiting period already past its deadline whose timeout the sweep has not applied yet
    ends first, in the same transaction, as its own move); 400 an invalid or illegal
    action (the rules' message). A submission of a player on vacation ends the vacation
    first (:func:`.vacation.vacation_end_on_move`), even if it is then refused; a
    ``by_computer`` submission never ends its player's vacation.
    """
    try:
        return _submit(game_id, user, action, expected_version, connection, by_computer)
    except _MoverOnVacation:
        # Outside the move's transaction: ending a vacation locks the player's games.
        vacation_end_on_move(user)
        return _submit(game_id, user, action, expected_version, connection, by_computer, vacation_ended=True)
    except ApplicationError as error:
        # no seat read, so no vacation seen (a computer's move is none of its player's)
        if error.code in _REFUSED_BEFORE_SEAT and not by_computer:
            vacation_end_on_move(user)
        raise


class _MoverOnVacation(Exception):
    """The submitting player's vacation runs: end it, then submit again."""


# The refusals that come before the caller's seat (and its vacation) is known.
_REFUSED_BEFORE_SEAT = frozenset({"not_found", "not_a_player"})


def _submit(game_id: int, user, action: Any, expected_version: int, connection: str | None,
            by_computer: bool, vacation_ended: bool = False) -> Move:
    """:func:`action_submit` in one transaction. Raises :class:`_MoverOnVacation` (nothing
    written) when the caller's seat shows a running vacation, unless ``vacation_ended``."""
    with transaction.atomic():
        game = _locked(game_id)
        seat = _seat_of(game, user)
        if seat is None:
            raise ApplicationError(_("You are not playing in this game."), code="not_a_player", status=403)
        # The computer moving a seat its player left is no move of that player's.
        if (seat.vacation_ends is not None and not vacation_ended and not by_computer
                and not getattr(user, "is_bot", False)):
            raise _MoverOnVacation()
        if seat.bot_level and not by_computer:
            raise ApplicationError(_("You left this game; the computer plays your seat now."),
                                   code="not_your_turn", status=403)
        if game.status != Game.Status.ACTIVE:
            text = _("The game has not started.") if game.status == Game.Status.OPEN else _("The game is over.")
            raise ApplicationError(text, code="game_over", status=409,
                                   extra={"version": game.version, "status": game.status})
        engine, now = engine_for(game.game_type), timezone.now()
        kind = _check_shape(engine, action)
        admit(engine, game, seat.index, action, expected_version, now)
        if kind in SERVER_ONLY_ACTIONS:
            raise ApplicationError(f"Only the server submits {kind!r}, when a clock runs out.",
                                   code="invalid_action", status=400)
        waited = []
        while True:
            try:
                new_state, events = _apply(engine, game.state, seat.index, action, game.deadlines)
                break
            except ApplicationError as error:
                if error.code != "not_yet" or not _end_overdue_wait(game, engine, now, waited):
                    raise
        move = _record(game, engine, seat.index, user, action, new_state, events, by_timeout=False,
                       now=now, unsaved=waited)
        _save_moves(game, [*waited, move], skip=connection)
        return move


def deadlines_expire(game_id: int, now: dt.datetime | None = None, *, wait: bool = False) -> int:
    """Apply the engine's timeout action for every prompt of ``game_id`` whose deadline
    has passed, repeating while new prompts are already overdue. Idempotent: a second
    call (a duplicate task, the sweep after a worker restart) finds nothing due and does
    nothing but arm the current deadline's task when no task sent still serves it (an
    expiry task fires at the deadline it was sent for, which later moves may have moved
    on: :func:`.timers.rearm_locked`). If another transaction holds the game, returns 0
    at once (``wait=False``; the sweep retries). Returns the number of timeouts applied. A correspondence game
    whose first prompt (version 0) runs out is aborted instead (:mod:`.abort`; returns 0)."""
    applied = 0
    with transaction.atomic():
        locked = Game.objects.select_for_update(skip_locked=not wait).filter(pk=game_id).first()
        if locked is None or locked.status != Game.Status.ACTIVE:
            return 0
        game = locked
        engine = engine_for(game.game_type)
        now = now or timezone.now()
        prompts = prompts_of(game, engine)
        moves = []
        while applied < MAX_TIMEOUTS_PER_SWEEP and game.status == Game.Status.ACTIVE:
            due = overdue_seats(game, prompts, now)
            if not due:
                break
            seat = due[0]
            if game.version == 0 and game.speed == Game.Speed.CORRESPONDENCE:
                # issue 13: the first player never moved: abort, no timeout, no penalty
                abort_locked(game, user=None, seat=None, reason=REASON_NEVER_STARTED, now=now)
                game.save()
                return 0
            action = engine.timeout_action(game.state, seat)
            new_state, events = _apply(engine, game.state, seat, action)
            # a waiting period's end (a prompt with no kinds) is no missed move of its seat
            missed = any(p.kinds for p in prompts if p.seat == seat)
            moves.append(_record(game, engine, seat, None, action, new_state, events, by_timeout=missed, now=now,
                                 unsaved=moves))
            prompts = prompts_of(game, engine) if game.status == Game.Status.ACTIVE else []
            applied += 1
        if applied:
            _save_moves(game, moves)
        elif game.status == Game.Status.ACTIVE:
            rearm_locked(game)  # an early task (its deadline moved later): arm the current one
        return applied


def _end_overdue_wait(game: Game, engine: Engine, now: dt.datetime, moves: list) -> bool:
    """A waiting period of the locked ``game`` (a ``waits`` deadline, such as a
    correspondence accusation window's hour) whose deadline is at or before ``now`` but
    whose timeout no sweep has applied yet: apply that timeout now, as the sweep would
    (no missed move), appending its Move to ``moves``. Returns whether one was applied,
    so an action refused ``not_yet`` only because the sweep is late is tried again."""
    due = [entry for entry in (game.deadlines or {}).values()
           if entry.get("waits") and dt.datetime.fromisoformat(entry["deadline"]) <= now]
    if not due or game.status != Game.Status.ACTIVE or len(moves) >= MAX_TIMEOUTS_PER_SWEEP:
        return False
    seat = due[0]["seat"]
    action = engine.timeout_action(game.state, seat)
    new_state, events = _apply(engine, game.state, seat, action)
    moves.append(_record(game, engine, seat, None, action, new_state, events, by_timeout=False, now=now,
                         unsaved=moves))
    return game.status == Game.Status.ACTIVE


def _locked_queryset(game_id: int):
    return Game.objects.select_for_update().annotate(has_platform_events=has_platform_events()).filter(pk=game_id)


_LOCKED = Prepared("game_locked", _locked_queryset, game_id=int)


def _locked(game_id: int) -> Game:
    """The game row, locked until the transaction ends, with ``has_platform_events``
    (so the answer reads the events only when there are some). 404 when there is none.
    The query is compiled once per connection (:mod:`boardgames.prepared`)."""
    found = _LOCKED(game_id=game_id)
    if not found:
        raise no_game(game_id)
    return found[0]


def _seat_of(game: Game, user) -> Seat | None:
    """``user``'s seat at the locked ``game``, loading every seat with its user and its
    facts in one query (:func:`boardgames.selectors.load_seats_with_facts`); ``move.game.seats``
    then serves the checks, the deadlines, the notifications and the answer."""
    if user is None:
        return None
    seats = load_seats_with_facts(game)
    return next((seat for seat in seats if seat.user_id == user.pk), None)


def _check_shape(engine: Engine, action: Any) -> str:
    """The action's ``type`` once it has the engine's declared shape (engines/shapes.py);
    else ApplicationError 400, before anything is read or stored."""
    try:
        return check_action(engine.action_shapes, action)
    except RulesError as error:
        raise ApplicationError(rules_message(error), code=error.code, status=400)


def _param(value: Any) -> Any:
    """A parameter of a refusal in the active language: a ``core.Phrase`` (a message of
    its own) through :func:`rules_message`, a ``core.Term`` through the catalogues, any
    other value as it is."""
    if isinstance(value, Phrase):
        return rules_message(value)
    if isinstance(value, Term):
        return _(value)
    return value


def rules_message(error: RulesError | Phrase) -> str:
    """The refusal of ``error`` in the active language: its ``template`` through the
    catalogues (engines mark theirs with ``core.gettext_noop``), filled with its
    ``params`` (a ``core.Term`` translated too, a ``core.Phrase`` as a message of its
    own); a template missing from the
    catalogues shows as it is (English). The English ``str(error)`` when a
    translation's placeholders do not fit."""
    template = getattr(error, "template", "") or str(error)
    if not template:
        return ""
    params = getattr(error, "params", None)
    return filled_translation(template, {k: _param(v) for k, v in (params or {}).items()}, str(error))


def _apply(engine: Engine, state: dict, seat: int, action: Any,
           deadlines: dict | None = None) -> tuple[dict, list]:
    try:
        return engine.apply(state, seat, action)
    except NotYet as error:
        raise _not_yet(error, deadlines or {})
    except RulesError as error:
        raise ApplicationError(rules_message(error), code=error.code, status=STATUS_BY_RULES_CODE.get(error.code, 400))
    except (KeyError, TypeError, ValueError, IndexError, AttributeError):
        log.exception("engine %s failed on action %r", engine.slug, action)
        raise ApplicationError(_("That action is malformed."), code="invalid_action")


def _not_yet(error: NotYet, deadlines: dict) -> ApplicationError:
    """409 ``not_yet``: the rules' message with the waiting prompt's deadline as its
    ``{time}`` (``HH:MM UTC``, with the date when it is not today); ``extra["until"]``
    is that deadline (ISO-8601)."""
    entry = deadlines.get(error.key) or {}
    until = entry.get("deadline")
    when = _("later")
    if until:
        at = dt.datetime.fromisoformat(until).astimezone(dt.timezone.utc)
        when = at.strftime("%H:%M UTC" if at.date() == timezone.now().date() else "%Y-%m-%d %H:%M UTC")
    return ApplicationError(rules_message(error).replace("{time}", when), code=error.code, status=409,
                            extra={"until": until})


def _record(game: Game, engine: Engine, seat: int, user, action: Any, new_state: dict,
            events: list, *, by_timeout: bool, now: dt.datetime, unsaved: list[Move]) -> Move:
    """Make the move and update the game in memory; the caller saves both
    (:func:`_save_moves` inserts the moves in the game's own UPDATE statement). A move
    that ends the game is inserted here, with every move before it in ``unsaved`` (the
    moves of this transaction not inserted yet), before ``game_finished`` is sent, so
    its receivers find the whole log."""
    game.version += 1
    move = Move(game=game, seq=game.version, seat=seat, user=user, action=action, events=events,
                by_timeout=by_timeout)
    game.state = new_state
    outcome = engine.outcome(new_state)
    if outcome is not None:
        for earlier in [*unsaved, move]:
            if earlier.pk is None:
                prepared.insert(earlier)  # (game, seq) is unique: a second writer fails here
        _finish(game, outcome, now)
    refresh_deadlines(game, engine, now)
    return move


def _finish(game: Game, outcome: Outcome, now: dt.datetime) -> None:
    game.status = Game.Status.FINISHED
    game.result = outcome.to_dict()
    game.finished_at = now
    game.timer_armed_for = None
    for seat in game.seats.all():  # the loaded seats when the move service loaded them
        seat.place = outcome.places[seat.index] if seat.index < len(outcome.places) else None
        facts = outcome.seats[seat.index] if seat.index < len(outcome.seats) else {}
        seat.outcome = facts.get("status", "")
        seat.save(update_fields=["place", "outcome"])
    game.save()
    game_finished.send(sender=Game, game=game)


def _save_moves(game: Game, moves: list[Move], skip: str | None = None) -> None:
    """Write the locked ``game`` after ``moves`` (the newest last) in one statement: the
    moves not inserted yet (:func:`_record`) and the game's UPDATE with its timer claim
    (:func:`.timers.claim_timer_in_move`; ``prepared.update`` with ``inserting``: one
    round trip; ``(game, seq)`` is unique, so a second writer of a version fails there),
    then the ``game_advanced`` signal, then the push (with the views built from ``game``
    and the newest move, in memory), the timer's task and the bots once the transaction
    commits."""
    claimed = claim_timer_in_move(game)
    prepared.update(game, MOVE_FIELDS, inserting=[m for m in moves if m.pk is None])
    game_advanced.send(sender=Game, game=game, moves=moves, started=False)
    broadcast_on_commit(game.pk, game.version, skip, game=game, last=moves[-1])
    if claimed is not None:
        send_expiry_on_commit(game.pk, claimed)
    if game.status == Game.Status.ACTIVE:
        schedule_bots_on_commit(game)
