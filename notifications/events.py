"""Notifications from game events (docs/notifications.md): the receivers of the games'
signals and the kind-specific entry points other code may call.

Every entry is made inside the transaction that changes the game, keyed by the event
(the prompt's key, the move's number), so a redelivered timer task or a retried move
makes no second entry.
"""

from __future__ import annotations

import datetime as dt

from boardgames.models import Game, Move, Seat
from boardgames.selectors import loaded_seats, prompts_of

from . import kinds
from .services import notify

# The action types that answer another player's demand or offer (Monopoly Deal's rent,
# deals and Just Say No): a prompt with one of them is "an answer waits for you", not
# "your move". No game here has draw offers yet; one would add its answer types here.
ANSWER_ACTIONS = frozenset({"accept", "pay", "just_say_no"})
# RULINGS.md, platform-wide: three consecutive timeouts mean the seat has left.
TIMEOUTS_TO_LEAVE = 3


def _players(game: Game) -> dict[int, object]:
    """Seat index -> user of the seats a person still plays (no bots, no seat a computer
    took over)."""
    seats = loaded_seats(game)  # the move service loaded them with their users
    if seats is None:
        seats = Seat.objects.filter(game=game).select_related("user")
    return {s.index: s.user for s in seats if s.user is not None and not s.user.is_bot and not s.bot_level}


def game_advanced(sender, game: Game, moves: list[Move], started: bool, **kwargs) -> None:
    """Receiver of ``boardgames.signals.game_advanced``: "game started" for every player
    of a new game; "skipped by a timeout" for each timeout move; "your move" or "an
    answer waits" for each prompt this change opened for a seat other than the one that
    just moved."""
    players = _players(game)
    if started:
        for user in players.values():
            notify(user=user, kind=kinds.GAME_STARTED, key=f"start:{game.pk}:{user.pk}", game=game)
    for move in moves:
        if move.by_timeout and move.seat in players:
            notify_timeout(game, move, players[move.seat])
    before = moves[0].seq - 1 if moves else game.version
    mover = moves[-1].seat if moves and not moves[-1].by_timeout else None
    opened = {key: entry for key, entry in (game.deadlines or {}).items()
              if (entry.get("since", 0) > before or started) and entry["seat"] != mover and entry["seat"] in players}
    if not opened or game.status != Game.Status.ACTIVE:
        return
    prompt_kinds = {p.key: set(p.kinds) for p in prompts_of(game)}
    for key, entry in opened.items():
        kind = kinds.ANSWER_WAITING if prompt_kinds.get(key, set()) & ANSWER_ACTIONS else kinds.YOUR_MOVE
        notify(user=players[entry["seat"]], kind=kind, key=f"prompt:{game.pk}:{key}", game=game,
               payload={"deadline": entry["deadline"], "prompt": key})


def consecutive_timeouts(game: Game, seat: int, upto_seq: int) -> int:
    """How many of ``seat``'s own last moves up to move ``upto_seq`` were timeouts, in a
    row (1 to 3; RULINGS.md platform-wide)."""
    flags = (Move.objects.filter(game=game, seat=seat, seq__lte=upto_seq).order_by("-seq")
             .values_list("by_timeout", flat=True)[:TIMEOUTS_TO_LEAVE])
    count = 0
    for flag in flags:
        if not flag:
            break
        count += 1
    return count


def notify_timeout(game: Game, move: Move, user) -> None:
    """Entry point for "your move was skipped by a timeout (n of 3)": ``move`` is the
    server's timeout move (``by_timeout``) of ``user``'s seat. Called inside the
    transaction that applied it (boardgames.services.play.deadlines_expire, through the
    ``game_advanced`` signal); keyed by the move, so it is made once."""
    count = consecutive_timeouts(game, move.seat, move.seq)
    at = (move.created_at or dt.datetime.now(dt.timezone.utc)).astimezone(dt.timezone.utc)
    notify(user=user, kind=kinds.TIMEOUT, key=f"timeout:{game.pk}:{move.seq}", game=game,
           payload={"count": count, "of": TIMEOUTS_TO_LEAVE, "at": at.isoformat(), "seq": move.seq})


def notify_invitation(*, user, game: Game, by) -> None:
    """Entry point for "``by`` invites you to ``game``" (once per game and invitee)."""
    notify(user=user, kind=kinds.INVITATION, key=f"invite:{game.pk}:{user.pk}", game=game,
           payload={"by": by.username})


def game_finished(sender, game: Game, **kwargs) -> None:
    """Receiver of ``boardgames.signals.game_finished`` (after the ratings app's, which
    is connected first): "the game ended" for every player, with their place and, in a
    rated game, the points the ratings app just recorded."""
    from ratings.models import RatingChange

    changes = {c.user_id: c for c in RatingChange.objects.filter(game=game, kind=RatingChange.Kind.GAME)}
    seats = Seat.objects.filter(game=game).select_related("user")
    for seat in seats:
        user = seat.user
        if user is None or user.is_bot:
            continue
        change = changes.get(user.pk)
        payload = {"place": seat.place, "players": game.players, "outcome": seat.outcome,
                   "points": change.delta if change else None, "total": change.points_after if change else None}
        notify(user=user, kind=kinds.GAME_ENDED, key=f"end:{game.pk}:{user.pk}", game=game, payload=payload)


def user_saved(sender, instance, created: bool, **kwargs) -> None:
    """Receiver of the user model's ``post_save``: a new account that gave an address
    gets the confirmation mail (sign-up page and API alike)."""
    if created and instance.email and not instance.is_bot:
        from .mail import request_confirmation

        request_confirmation(instance, instance.email)


def game_aborted(sender, game: Game, **kwargs) -> None:
    """Receiver of ``boardgames.signals.game_aborted`` where that signal exists (the
    abort of a game in play, e.g. by the sweep when the first player never moved): "the
    game was aborted" for every player."""
    for user in _players(game).values():
        notify(user=user, kind=kinds.GAME_ABORTED, key=f"abort:{game.pk}:{user.pk}", game=game)
