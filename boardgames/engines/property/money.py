"""Money moves as events, and the check that no money appears or vanishes unaccounted.

Accounts: a seat (its ``cash``), :data:`BANK` (unlimited; its running totals are kept in
``state["bank"]``), and the game's own *sources* (``Ctx.sources``), e.g. 强手棋's coin-room
deposit. RULINGS.md, platform-wide: "cash held + bank (+ fund) changes only by the
amounts the rules create or destroy": money paid out of a source is created money.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable

BANK = "bank"

# A source's debit: ``(state, payee, amount)``; it takes ``amount`` out of the source.
Debit = Callable[[dict[str, Any], Any, int], None]


class Ctx:
    """A state being changed plus the events produced so far.

    ``sources`` maps the name of each extra payer account of the game to its debit
    function (empty: seats and the bank only)."""

    sources: dict[str, Debit] = {}

    def __init__(self, state: dict[str, Any]) -> None:
        self.s = state
        self.events: list[dict[str, Any]] = []

    def emit(self, type_: str, **facts: Any) -> None:
        """Record one public event ``{"type": type_, **facts}`` (``from_square`` is
        written as ``"from"``)."""
        if "from_square" in facts:
            facts["from"] = facts.pop("from_square")
        self.events.append({"type": type_, **facts})


def transfer(ctx: Ctx, payer: int | str, payee: int | str, amount: int, reason: str,
             square: int | None = None) -> None:
    """Move ``amount`` (> 0; nothing happens otherwise) from ``payer`` to ``payee`` and
    record a ``money`` event ``{payer, payee, amount, reason, square}``. ``payer`` is a
    seat, :data:`BANK` or a name in ``ctx.sources``; ``payee`` a seat or :data:`BANK`.
    The caller has checked that a paying seat has the cash."""
    if amount <= 0:
        return
    s = ctx.s
    if payer == BANK:
        s["bank"]["paid"] += amount
    elif isinstance(payer, str):
        ctx.sources[payer](s, payee, amount)
    else:
        s["seats"][payer]["cash"] -= amount
    if payee == BANK:
        s["bank"]["received"] += amount
    else:
        s["seats"][payee]["cash"] += amount
    ctx.emit("money", payer=payer, payee=payee, amount=amount, reason=reason, square=square)


def money_total(s: dict[str, Any]) -> int:
    """Cash held by every seat plus the bank's net takings (received minus paid)."""
    return sum(p["cash"] for p in s["seats"]) + s["bank"]["received"] - s["bank"]["paid"]


def conservation_errors(before: dict[str, Any], after: dict[str, Any],
                        events: Iterable[dict[str, Any]]) -> list[str]:
    """What is wrong with the money between ``before`` and ``after`` given the ``money``
    events that led there (empty list: nothing). Checks that each seat's cash and the
    bank's totals changed by exactly its events, and that :func:`money_total` changed
    only by the money paid out of sources (created money)."""
    seats = len(before["seats"])
    delta = [0] * seats
    received = paid = created = 0
    for e in events:
        if e.get("type") != "money":
            continue
        payer, payee, amount = e["payer"], e["payee"], e["amount"]
        if payer == BANK:
            paid += amount
        elif isinstance(payer, str):
            created += amount
        else:
            delta[payer] -= amount
        if payee == BANK:
            received += amount
        else:
            delta[payee] += amount
    errors = [f"seat {i}: cash moved {after['seats'][i]['cash'] - before['seats'][i]['cash']}, "
              f"its events say {delta[i]}" for i in range(seats)
              if after["seats"][i]["cash"] - before["seats"][i]["cash"] != delta[i]]
    if after["bank"]["received"] - before["bank"]["received"] != received:
        errors.append("the bank's takings do not match its events")
    if after["bank"]["paid"] - before["bank"]["paid"] != paid:
        errors.append("the bank's payments do not match its events")
    change = money_total(after) - money_total(before)
    if change != created:
        errors.append(f"money total changed by {change}, created only {created}")
    return errors
