"""The good 拥有者的决断 bot: expected money of every choice, for it against the others.

Every decision is scored by a one-step expectation over the dice of the seed (the view's
``rules.dice``, docs/rules/owners-choice.md "Dice"): each outcome is a change of worth
per seat (cash plus shares at the ladder price; a suspended share is worth nothing, as in
the final sale), and the bot takes the choice with the best "its change minus the
others' mean change". So it:

- as chairman, rolls the company die (30 to the fund) only when its faces beat the free
  black die (which drops the price but pays the fund to the chairman);
- moves (paying 20) or rolls free by what the landing squares are worth to it: its own
  companies' squares, ×100 when it chairs, Goal100 when the fund is full, the second pawn
  to the goal only while it leads (that ends the game, seed 五);
- buys one share a turn (the engine lists single shares) of the company that makes it
  chairman, or else of a company it chairs, keeping cash for a move and a company die;
  sells a company at limit-up that it does not chair (it can only fall);
- always tries a relisting (a suspended share is worth nothing, a try can only pay);
  swaps its cheapest share for a dearer one; names the company that hurts it least.
Everything comes from the view; nothing is hidden in this game.
"""

from __future__ import annotations

import random
from typing import Any

from .base import Action, best
from .owners_choice_value import Model

#: Cash kept after a purchase: one paid move (20) and one company die (30), seed 三/四.
RESERVE = 50
#: Worth the bot gives to leading when the second pawn reaches the goal (ours).
END_WEIGHT = 400


def good_bot(view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
    """Choose by the expected-worth rule of the module docstring."""
    m = Model(view)
    kinds = {a["type"] for a in legal}
    if "company_die" in kinds or "fund_die" in kinds:
        return best(legal, lambda a: m.score(m.chairman_roll(view["pending"]["company"], a["type"])), rng)
    if "choose_company" in kinds:
        return best(legal, lambda a: m.score(m.chosen(view["pending"], a["company"])), rng)
    if "relist" in kinds:
        return next(a for a in legal if a["type"] == "relist")
    if "swap" in kinds:
        return best(legal, lambda a: _swap_gain(m, a), rng)
    trade = _trade(m, [a for a in legal if a["type"] == "trade"])
    if trade is not None:
        return trade
    moves = [a for a in legal if a["type"] in ("move", "roll")]
    if moves:
        return best(moves, lambda a: _move_value(m, a), rng)
    return legal[0]


def _swap_gain(m: Model, action: Action) -> float:
    if action["type"] != "swap":
        return 0.0
    return m.price(action["take"]) - m.price(action["give"])


def _trade(m: Model, trades: list[Action]) -> Action | None:
    """The purchase or sale worth making now, or None."""
    for a in trades:
        sold = a.get("sell")
        if sold:
            c = next(iter(sold))
            if m.at_limit_up(c) and m.chairman(c) != m.me and sold[c] == m.shares(m.me, c):
                return a
    buys = [a for a in trades if "buy" in a and m.cash(m.me) - m.buy_price(next(iter(a["buy"]))) >= RESERVE]
    scored = [(m.buy_score(next(iter(a["buy"]))), a) for a in buys]
    scored = [(s, a) for s, a in scored if s > 0]
    return max(scored, key=lambda t: t[0])[1] if scored else None


def _move_value(m: Model, action: Action) -> float:
    pawn = action["pawn"]
    if action["type"] == "move":
        return _landing(m, pawn, action["steps"]) - 20
    faces = range(1, 5)
    total = 0.0
    for steps in faces:
        if steps == 4 and m.players >= 4:
            total += m.score(m.event(m.me))   # a 4 runs an Event, seed 三 (4-5 players)
        else:
            total += _landing(m, pawn, steps)
    return total / len(faces)


def _landing(m: Model, pawn: int, steps: int) -> float:
    square = min(m.pawns[pawn] + steps, m.goal)
    if square == m.goal:
        other_done = m.pawns[1 - pawn] == m.goal
        if other_done:
            return END_WEIGHT if m.leading() else -END_WEIGHT
        return m.score(m.goal_pay())
    return m.score(m.square(square))
