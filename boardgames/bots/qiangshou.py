"""The good 强手棋 bot: build always, buy while one roll ahead is safe, sell what earns least.

- build: whenever, after paying, what the seat could still raise (cash plus what every
  square would sell for, RULINGS 强手棋 "Passive mortgage") covers the highest rent an
  opponent's square now asks, times :data:`RESERVE_RENTS` (a bankruptcy ends the game
  with the bankrupt last). A level of a house is the best return on the board, so no
  other limit applies;
- buy: the same, and the cash left after the price must also cover :data:`DANGER_RENTS`
  times the dearest opponent rent 2 to 12 squares ahead (where the next roll can end).
  Short of it, the seat would have to sell land in the mortgage window, losing half its
  price, and a bare street earns little until it is built. A railway is bought without
  that second check: it earns 50 to 400 at once (RULINGS "Rent": by how many the owner
  has) and raises the rent of the railways the seat already holds;
- sell (the mortgage window): the listed choice that loses the least: each square's
  worth in the ranking (price plus build price per level, RULINGS "Bankruptcy") minus
  what it sells for, plus the rent it would still collect (its rent now times the
  opponents' expected landings on it before round 120), fewer squares on a tie.
Everything comes from the view (``pending`` with its ``cost``, ``board``, ``seats``,
``round``). Measured in docs/bots.md.
"""

from __future__ import annotations

import random
from typing import Any

from .base import Action, best

RESERVE_RENTS = 1.0   # ours: raise_later covers one worst-case rent (bench_bots tried 0 to 6)
DANGER_RENTS = 1.5    # ours: cash after a purchase covers 1.5 dearest rents in reach (tried 1 to 2.5)
REACH = range(2, 13)  # squares ahead the next roll of two dice can end on (RULINGS: two dice)
MEAN_ROLL = 7         # a utility's rent is the server's two-dice total times its multiplier
LANDING_CHANCE = 1 / 40  # ours: one opponent turn ends on a given square of the 40 about this often


def good_bot(view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
    """Choose by the rules of the module docstring."""
    kinds = {a["type"] for a in legal}
    if "sell" in kinds:
        return _least_costly_sale(view, [a for a in legal if a["type"] == "sell"], rng)
    pending = view["pending"]
    if pending and pending["seat"] == view["you"] and pending["kind"] in ("buy", "build"):
        choice = pending["kind"] if _affordable(view, pending) else "decline"
        return next(a for a in legal if a["type"] == choice)
    return legal[0]


def sale_value(square: dict[str, Any]) -> int:
    """What a board square of the view sells for: mortgage plus half the build price per
    level (RULINGS 强手棋, passive mortgage)."""
    return square["mortgage"] + square["level"] * square.get("build", 0) // 2


def expected_rent(square: dict[str, Any]) -> float:
    """The rent an owned square of the view asks now (a utility at the mean roll of 7);
    0 for an unowned square."""
    return square.get("rent", 0) or MEAN_ROLL * square.get("rent_multiplier", 0)


def danger(view: dict[str, Any]) -> float:
    """The dearest rent an opponent's square asks among those the seat's next roll can
    reach (2 to 12 squares ahead of its position)."""
    me = view["you"]
    board = view["board"]
    here = view["seats"][me]["position"]
    ahead = (board[(here + steps) % len(board)] for steps in REACH)
    return max((expected_rent(sq) for sq in ahead if sq.get("owner") not in (None, me)), default=0)


def _affordable(view: dict[str, Any], pending: dict[str, Any]) -> bool:
    me = view["you"]
    board = view["board"]
    cash = view["seats"][me]["cash"]
    if cash < pending["cost"]:
        return False
    mine = [sq for sq in board if sq.get("owner") == me]
    raise_later = cash - pending["cost"] + sum(sale_value(sq) for sq in mine)
    square = board[pending["square"]]
    raise_later += square["mortgage"] if pending["kind"] == "buy" else square.get("build", 0) // 2
    worst = max((sq.get("rent", 0) for sq in board if sq.get("owner") not in (None, me)), default=0)
    if raise_later < RESERVE_RENTS * worst:
        return False
    if pending["kind"] != "buy" or square["kind"] == "railway":
        return True
    return cash - pending["cost"] >= DANGER_RENTS * danger(view)


def _least_costly_sale(view: dict[str, Any], sales: list[Action], rng: random.Random) -> Action:
    board = view["board"]
    opponents = sum(1 for p in view["seats"] if p["status"] == "playing") - 1
    landings = opponents * max(0, view["round_limit"] - view["round"]) * LANDING_CHANCE

    def cost(square: int) -> float:
        sq = board[square]
        worth = sq["price"] + sq.get("build", 0) * sq["level"]
        return worth - sale_value(sq) + expected_rent(sq) * landings

    def score(action: Action) -> float:
        return -sum(cost(s) for s in action["squares"]) - 0.001 * len(action["squares"])

    return best(sales, score, rng)
