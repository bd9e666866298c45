"""The good 强手棋 bot: buy and build within a cash reserve, sell what costs least.

- buy / build: whenever, after paying, what the seat could still raise (cash plus what
  every square would sell for, RULINGS 强手棋 "Passive mortgage") covers the highest
  rent an opponent's square now asks, times :data:`RESERVE_RENTS`: the reserve keeps
  one unlucky landing from being a bankruptcy, which ends the game with the bankrupt last;
- sell (the mortgage window): the listed choice that loses the least worth (each
  square's price plus build price per level, minus what it sells for), fewer squares on
  a tie.
Everything comes from the view (``pending`` with its ``cost``, ``board``, ``seats``,
``debts``). Measured in docs/bots.md: a larger fixed cash reserve loses more games.
"""

from __future__ import annotations

import random
from typing import Any

from .base import Action, best

RESERVE_RENTS = 1.0   # ours: cover one worst-case rent (bench_bots tried 0.5 to 2)


def good_bot(view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
    """Choose by the reserve rule and the cheapest sale (module docstring)."""
    kinds = {a["type"] for a in legal}
    if "sell" in kinds:
        return _cheapest_sale(view, [a for a in legal if a["type"] == "sell"], rng)
    pending = view["pending"]
    if pending and pending["seat"] == view["you"] and pending["kind"] in ("buy", "build"):
        choice = pending["kind"] if _affordable(view, pending) else "decline"
        return next(a for a in legal if a["type"] == choice)
    return legal[0]


def sale_value(square: dict[str, Any]) -> int:
    """What a board square of the view sells for: mortgage plus half the build price per
    level (RULINGS 强手棋, passive mortgage)."""
    return square["mortgage"] + square["level"] * square.get("build", 0) // 2


def _affordable(view: dict[str, Any], pending: dict[str, Any]) -> bool:
    me = view["you"]
    board = view["board"]
    mine = [sq for sq in board if sq.get("owner") == me]
    raise_later = view["seats"][me]["cash"] - pending["cost"] + sum(sale_value(sq) for sq in mine)
    square = board[pending["square"]]
    raise_later += square["mortgage"] if pending["kind"] == "buy" else square.get("build", 0) // 2
    worst = max((sq.get("rent", 0) for sq in board if sq.get("owner") not in (None, me)), default=0)
    return view["seats"][me]["cash"] >= pending["cost"] and raise_later >= RESERVE_RENTS * worst


def _cheapest_sale(view: dict[str, Any], sales: list[Action], rng: random.Random) -> Action:
    board = view["board"]

    def worth(square: int) -> int:
        sq = board[square]
        return sq["price"] + sq.get("build", 0) * sq["level"]

    def score(action: Action) -> float:
        loss = sum(worth(s) - sale_value(board[s]) for s in action["squares"])
        return -loss - 0.001 * len(action["squares"])

    return best(sales, score, rng)
