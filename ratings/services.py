"""Writes of the ratings app: rating finished games, manual adjustments, coin wallets.

Everything here runs in a transaction and locks what it changes (docs/ratings.md):

- :func:`game_finished` -- the receiver of ``boardgames.signals.game_finished``, sent
  inside the transaction that finishes the game (the game row locked). Rates a rated
  game exactly once (the :class:`~ratings.models.RatedGame` marker) and settles a coin
  room (``GameSpec.coin_room``).
- :func:`rating_adjust` -- an admin's manual change of a player's points.
- :func:`coins_transfer`, :func:`coins_grant`, :func:`coins_hold`, :func:`coins_settle`,
  :func:`coins_release` -- the coin ledger. Wallet rows are locked with
  ``select_for_update`` in user-id order; a user's balance never goes below zero, the
  house (``account=None``) may.
"""

from __future__ import annotations

import logging
import uuid
from typing import Any, Iterable

from django.db import IntegrityError, transaction
from django.utils.translation import gettext as _
from openskill.models import PlackettLuce

from boardgames.errors import ApplicationError
from boardgames.models import Game, Seat
from boardgames.registry import get_spec

from .models import CoinSettlement, LedgerEntry, PlayerRating, RatedGame, RatingChange, Wallet
from .scoring import score_game
from .scoring.levels import level_for

# Coins every account starts with: granted from the house when the wallet is first
# used, as a ledger transfer (docs/ratings.md). 20,000 covers the largest coin-room
# hold: 4,500 start cash + 30 x 500 deposit = 19,500.
WELCOME_COINS = 20_000

SKILL_MODEL = PlackettLuce()

log = logging.getLogger(__name__)


# -- rating games ----------------------------------------------------------------------

def game_finished(game) -> None:
    """Told by ``boardgames.signals.game_finished`` inside the transaction that
    finishes ``game``: :func:`rate_game` in a savepoint. If rating fails (a bug, an
    outcome the scoring does not understand) the error is logged, nothing of the rating
    is kept (no RatedGame marker, so ``manage.py ratings_backfill`` rates it later) and
    the game still finishes."""
    try:
        with transaction.atomic():
            rate_game(game)
    except Exception:  # noqa: BLE001 - a rating bug must not stop a game from ending
        log.exception("rating game %s failed; it stays unrated until ratings_backfill", game.pk)


def rate_game(game) -> None:
    """Rate the finished ``game`` (a ``boardgames.models.Game``) once; settle its coins.

    Called inside the transaction that finishes the game. Re-reads the game row under
    ``select_for_update`` (a no-op when the caller holds the lock), so running it twice,
    or from two transactions at once, rates the game once: the first run creates the
    :class:`RatedGame` marker, later runs find it and do nothing.

    For a rated game: each seat's points come from the game's scoring module
    (:func:`ratings.scoring.score_game`) with the player's level taken from their total
    before this game; the OpenSkill (Plackett-Luce) skill of every player is updated from
    the ranking (teams from ``result["teams"]``); one :class:`RatingChange` per seated
    user is written and their :class:`PlayerRating` updated (rows locked in user-id
    order). Unrated games change no rating. A coin room (``GameSpec.is_coin_room``:
    强手棋's ``options["room"] == "coin"``) is settled whether rated or not
    (:func:`coins_settle`, idempotent). Returns ``None``; games that are not finished
    are ignored.
    """
    with transaction.atomic():
        locked = Game.objects.select_for_update().filter(pk=game.pk).first()
        if locked is None or locked.status != Game.Status.FINISHED:
            return
        if get_spec(locked.game_type).is_coin_room(locked.options):
            coins_settle(locked)
        if not locked.rated or RatedGame.objects.filter(game=locked).exists():
            return
        try:
            with transaction.atomic():
                RatedGame.objects.create(game=locked)
        except IntegrityError:
            return
        seats = list(Seat.objects.filter(game=locked).order_by("index"))
        _rate(locked, seats)


def _rate(game, seats: list) -> None:
    result: dict[str, Any] = game.result or {}
    n = max(len(seats), len(result.get("seats") or []))
    facts = list(result.get("seats") or [])
    facts += [{} for _ in range(n - len(facts))]
    places = list(result.get("places") or [])
    places += [None] * (n - len(places))
    outcome = dict(result, seats=facts, places=places)
    by_index = {s.index: s for s in seats}
    user_ids = sorted({s.user_id for s in seats if s.user_id is not None})
    ratings = _locked_ratings(user_ids, game.game_type)

    levels = []
    for i in range(n):
        seat = by_index.get(i)
        rating = ratings.get(seat.user_id) if seat is not None and seat.user_id else None
        levels.append(level_for(game.game_type, rating.points if rating else 0))
    scores = score_game(game.game_type, outcome, game.options or {}, levels)
    skills = _skill_update(outcome, n, [
        ratings.get(by_index[i].user_id) if i in by_index and by_index[i].user_id else None for i in range(n)
    ])

    changes = []
    for i in range(n):
        seat = by_index.get(i)
        if seat is None or seat.user_id is None:
            continue
        rating = ratings[seat.user_id]
        score = scores[i]
        won = _won(outcome, i)
        mu_after, sigma_after = skills[i]
        changes.append(RatingChange(
            user_id=seat.user_id, game_type=game.game_type, game=game, kind=RatingChange.Kind.GAME,
            seat=i, place=places[i], won=won,
            points_before=rating.points, points_after=rating.points + score.points, delta=score.points,
            level_before=levels[i], mu_before=rating.mu, mu_after=mu_after,
            sigma_before=rating.sigma, sigma_after=sigma_after, reason=score.reason,
            reason_key=score.key, reason_params=score.params,
        ))
        rating.points += score.points
        rating.games += 1
        rating.wins += 1 if won else 0
        rating.mu, rating.sigma = mu_after, sigma_after
        rating.save(update_fields=["points", "games", "wins", "mu", "sigma", "updated_at"])
    RatingChange.objects.bulk_create(changes)


def _won(outcome: dict[str, Any], seat: int) -> bool:
    facts = outcome["seats"][seat]
    status = str(facts.get("status") or "")
    if status:
        return status == "won"
    return not outcome.get("draw") and outcome["places"][seat] == 1


def _locked_ratings(user_ids: list[int], game_type: str) -> dict[int, PlayerRating]:
    """The PlayerRating rows of ``user_ids`` in ``game_type``, created if missing and
    locked with ``select_for_update`` in user-id order."""
    if not user_ids:
        return {}
    PlayerRating.objects.bulk_create(
        [PlayerRating(user_id=uid, game_type=game_type) for uid in user_ids], ignore_conflicts=True,
    )
    rows = PlayerRating.objects.select_for_update().filter(
        user_id__in=user_ids, game_type=game_type).order_by("user_id")
    return {r.user_id: r for r in rows}


def _skill_update(outcome: dict[str, Any], n: int,
                  ratings: list[PlayerRating | None]) -> list[tuple[float, float]]:
    """New ``(mu, sigma)`` per seat from the ranking (OpenSkill Plackett-Luce). Teams
    from ``outcome["teams"]`` (a team's rank is its best place); a draw ranks everyone
    equal; seats without a user play with a default rating that is not kept."""
    current = [(r.mu, r.sigma) if r is not None else (None, None) for r in ratings]
    places = outcome["places"]
    worst = max([p for p in places if p is not None] or [n]) + 1
    ranks = [worst if p is None else p for p in places]
    if outcome.get("draw"):
        ranks = [1] * n
    teams_of = outcome.get("teams") or [None] * n
    groups: dict[Any, list[int]] = {}
    for i in range(n):
        key = ("team", teams_of[i]) if i < len(teams_of) and teams_of[i] is not None else ("seat", i)
        groups.setdefault(key, []).append(i)
    if len(groups) < 2:
        return [(mu if mu is not None else SKILL_MODEL.mu, sigma if sigma is not None else SKILL_MODEL.sigma)
                for mu, sigma in current]
    order = list(groups.values())
    teams = [[SKILL_MODEL.rating(mu=current[i][0], sigma=current[i][1]) if current[i][0] is not None
              else SKILL_MODEL.rating() for i in members] for members in order]
    team_ranks = [min(ranks[i] for i in members) for members in order]
    rated = SKILL_MODEL.rate(teams, ranks=team_ranks)
    out: list[tuple[float, float]] = [(SKILL_MODEL.mu, SKILL_MODEL.sigma)] * n
    for members, team in zip(order, rated):
        for i, player in zip(members, team):
            out[i] = (float(player.mu), float(player.sigma))
    return out


def rating_adjust(admin, user, game_type: str, delta: int, reason: str) -> RatingChange:
    """An admin's manual change of ``user``'s points in ``game_type`` by ``delta`` (int,
    non-zero), recorded as a :class:`RatingChange` with ``game=None``, ``created_by=
    admin`` and the admin's ``reason``. Skill (mu, sigma), games and wins are unchanged.
    Raises ApplicationError 403 (not staff) or 400 (no reason, zero delta)."""
    if admin is None or not getattr(admin, "is_staff", False):
        raise ApplicationError(_("Only staff can adjust ratings."), code="forbidden", status=403)
    if not isinstance(delta, int) or isinstance(delta, bool) or delta == 0:
        raise ApplicationError(_("The adjustment must be a non-zero whole number of points."))
    if not (reason or "").strip():
        raise ApplicationError(_("Give a reason for the adjustment."))
    if not game_type:
        raise ApplicationError(_("Choose a game."))
    with transaction.atomic():
        rating = _locked_ratings([user.pk], game_type)[user.pk]
        change = RatingChange.objects.create(
            user=user, game_type=game_type, game=None, kind=RatingChange.Kind.ADJUSTMENT,
            points_before=rating.points, points_after=rating.points + delta, delta=delta,
            level_before=rating.level, mu_before=rating.mu, mu_after=rating.mu,
            sigma_before=rating.sigma, sigma_after=rating.sigma, reason=reason.strip(), created_by=admin,
        )
        rating.points += delta
        rating.save(update_fields=["points", "updated_at"])
        return change


# -- coins -----------------------------------------------------------------------------

def _ensure_wallets(user_ids: Iterable[int]) -> None:
    """Create the wallets of ``user_ids`` that do not exist yet, each with its
    :data:`WELCOME_COINS` transfer from the house (exactly once per user: the wallet row
    is the marker, created in the same savepoint as the entries)."""
    for uid in sorted(set(user_ids)):
        if Wallet.objects.filter(user_id=uid).exists():
            continue
        try:
            with transaction.atomic():
                Wallet.objects.create(user_id=uid, balance=WELCOME_COINS)
                group = uuid.uuid4()
                LedgerEntry.objects.bulk_create([
                    LedgerEntry(account=None, amount=-WELCOME_COINS, transfer=group,
                                kind=LedgerEntry.Kind.WELCOME, reason="starting coins"),
                    LedgerEntry(account_id=uid, amount=WELCOME_COINS, transfer=group,
                                kind=LedgerEntry.Kind.WELCOME, reason="starting coins"),
                ])
        except IntegrityError:
            pass  # created by a concurrent transaction


def coins_transfer(*, legs: list[tuple[Any, int]], kind: str, reason: str, game=None,
                   created_by=None) -> list[LedgerEntry]:
    """Move coins between accounts as one balanced group of ledger entries.

    ``legs``: ``[(account, amount), ...]`` where ``account`` is a user, a user id, or
    ``None`` (the house), and amounts (int coins, non-zero) sum to zero. Wallets of the
    users involved are created if needed and locked in user-id order; if any user's
    balance would go below zero nothing is written and ApplicationError 400
    ``not_enough_coins`` ("not enough coins") is raised. Returns the entries.
    """
    if not legs or sum(amount for _, amount in legs) != 0:
        raise ApplicationError("A transfer's amounts must sum to zero.")
    if any(not isinstance(a, int) or isinstance(a, bool) or a == 0 for _, a in legs):
        raise ApplicationError("Every amount must be a non-zero whole number of coins.")
    ids = [None if acc is None else (acc if isinstance(acc, int) else acc.pk) for acc, _ in legs]
    with transaction.atomic():
        users = sorted({i for i in ids if i is not None})
        _ensure_wallets(users)
        wallets = {w.user_id: w for w in Wallet.objects.select_for_update().filter(user_id__in=users).order_by("user_id")}
        change: dict[int, int] = {}
        for uid, (_, amount) in zip(ids, legs):
            if uid is not None:
                change[uid] = change.get(uid, 0) + amount
        for uid, amount in change.items():
            if wallets[uid].balance + amount < 0:
                raise ApplicationError("not enough coins", code="not_enough_coins", status=400,
                                       extra={"balance": wallets[uid].balance, "needed": -amount})
        for uid, amount in change.items():
            wallet = wallets[uid]
            wallet.balance += amount
            wallet.save(update_fields=["balance", "updated_at"])
        group = uuid.uuid4()
        entries = [LedgerEntry(account_id=uid, amount=amount, transfer=group, kind=kind, reason=reason,
                               game=game, created_by=created_by)
                   for uid, (_, amount) in zip(ids, legs)]
        return LedgerEntry.objects.bulk_create(entries)


def coins_grant(admin, user, amount: int, reason: str) -> list[LedgerEntry]:
    """An admin gives ``user`` ``amount`` coins from the house (a negative ``amount``
    takes coins back to the house, never below zero). Recorded as a transfer of kind
    ``grant`` with ``created_by=admin`` and ``reason``. Raises ApplicationError 403 (not
    staff), 400 (no reason, zero amount, not enough coins to take back)."""
    if admin is None or not getattr(admin, "is_staff", False):
        raise ApplicationError(_("Only staff can grant coins."), code="forbidden", status=403)
    if not (reason or "").strip():
        raise ApplicationError(_("Give a reason for the grant."))
    if not isinstance(amount, int) or isinstance(amount, bool) or amount == 0:
        raise ApplicationError(_("The grant must be a non-zero whole number of coins."))
    return coins_transfer(legs=[(None, -amount), (user, amount)], kind=LedgerEntry.Kind.GRANT,
                          reason=reason.strip(), created_by=admin)


def coins_hold(user, amount: int, game, reason: str = "held for a coin room") -> list[LedgerEntry]:
    """Take ``amount`` coins (int > 0) from ``user``'s wallet to the house for ``game``
    (joining a 强手棋 coin room: start cash plus deposit, RULINGS). Raises
    ApplicationError 400 ``not_enough_coins`` ("not enough coins") if the wallet is short.
    Call it inside the joining transaction."""
    if not isinstance(amount, int) or isinstance(amount, bool) or amount <= 0:
        raise ApplicationError("A hold must be a positive whole number of coins.")
    return coins_transfer(legs=[(user, -amount), (None, amount)], kind=LedgerEntry.Kind.HOLD,
                          reason=reason, game=game)


def coins_settle(game) -> bool:
    """Pay each seat of the finished coin game its outcome fact ``coins_returned`` (int
    coins: final total assets plus unused deposit, as the 强手棋 engine reports them)
    from the house. Idempotent: the :class:`CoinSettlement` row is created first, so a
    second call (or a concurrent one) pays nothing. Returns True if it paid now."""
    with transaction.atomic():
        try:
            with transaction.atomic():
                CoinSettlement.objects.create(game=game, kind=CoinSettlement.Kind.SETTLED)
        except IntegrityError:
            return False
        facts = list((game.result or {}).get("seats") or [])
        for seat in Seat.objects.filter(game=game, user__isnull=False).order_by("user_id"):
            amount = facts[seat.index].get("coins_returned") if seat.index < len(facts) else None
            if isinstance(amount, int) and not isinstance(amount, bool) and amount > 0:
                coins_transfer(legs=[(None, -amount), (seat.user_id, amount)], kind=LedgerEntry.Kind.SETTLE,
                               reason=f"coin room game {game.pk}: coins returned", game=game)
        return True


def coins_release_seat(game, user) -> int:
    """Give ``user`` back what is still held for ``game`` (a player leaving a coin room
    before it starts). Returns the coins returned (0 if nothing was held)."""
    from django.db.models import Sum

    with transaction.atomic():
        net = (LedgerEntry.objects.filter(game=game, account=user,
                                          kind__in=[LedgerEntry.Kind.HOLD, LedgerEntry.Kind.RELEASE])
               .aggregate(total=Sum("amount"))["total"]) or 0
        if net >= 0:
            return 0
        coins_transfer(legs=[(None, net), (user, -net)], kind=LedgerEntry.Kind.RELEASE,
                       reason=f"left game {game.pk} before it started: hold returned", game=game)
        return -net


def coins_release(game) -> bool:
    """Give back every hold of ``game`` (a coin room that was aborted before it ended):
    each user gets the net coins held for it. Idempotent, and never after a settlement
    (same :class:`CoinSettlement` marker). Returns True if it released now."""
    from django.db.models import Sum

    with transaction.atomic():
        try:
            with transaction.atomic():
                CoinSettlement.objects.create(game=game, kind=CoinSettlement.Kind.RELEASED)
        except IntegrityError:
            return False
        held = (LedgerEntry.objects.filter(game=game, kind__in=[LedgerEntry.Kind.HOLD, LedgerEntry.Kind.RELEASE],
                                           account__isnull=False)
                .values("account_id").annotate(total=Sum("amount")).order_by("account_id"))
        for row in held:
            if row["total"] < 0:
                coins_transfer(legs=[(None, row["total"]), (row["account_id"], -row["total"])],
                               kind=LedgerEntry.Kind.RELEASE, reason=f"game {game.pk} aborted: hold returned",
                               game=game)
        return True
