"""Charges, debts larger than cash, their settling, and bankruptcy.

A charge names its creditors as ``payees``: ``[[payee, amount], ...]`` (a seat or the
bank). A debt is the dict ``{"debtor", "amount", "payees", "reason", "square", "key"}``
kept in ``state["debts"]`` while the debtor raises the money (the game decides how:
强手棋's sale window, Cheaters Edition's sales and trades).
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from ..kit import answers
from .board import PLAYING
from .money import BANK, Ctx, transfer


def owed(payees: Sequence[Sequence[Any]]) -> list[list[Any]]:
    """``payees`` without zero or negative parts, as lists."""
    return [[p, a] for p, a in payees if a > 0]


def pay_now(ctx: Ctx, debtor: int, payees: list[list[Any]], reason: str,
            square: int | None = None) -> bool:
    """Pay every part of ``payees`` at once if ``debtor``'s cash covers their sum; returns
    whether it did (False: nothing moved, the game opens a debt or a bankruptcy)."""
    if ctx.s["seats"][debtor]["cash"] < sum(a for _, a in payees):
        return False
    for payee, part in payees:
        transfer(ctx, debtor, payee, part, reason, square)
    return True


def open_debt(ctx: Ctx, debtor: int, payees: list[list[Any]], reason: str,
              square: int | None, key: str) -> dict[str, Any]:
    """Record a debt larger than ``debtor``'s cash and emit a ``debt`` event; returns it."""
    s = ctx.s
    amount = sum(a for _, a in payees)
    debt = {"debtor": debtor, "amount": amount, "payees": payees, "reason": reason,
            "square": square, "key": key}
    s["debts"].append(debt)
    ctx.emit("debt", seat=debtor, amount=amount, cash=s["seats"][debtor]["cash"],
             payees=payees, reason=reason, square=square)
    return debt


def debt_of(s: dict[str, Any], seat: int) -> dict[str, Any] | None:
    """The open debt of ``seat``, if any (debtors are seats owing an answer at once)."""
    return answers.owed_by(s["debts"], seat, seat_field="debtor")


def pay_creditors(ctx: Ctx, seat: int, payees: list[list[Any]], reason: str,
                  square: int | None, *, as_far_as_cash_goes: bool = False) -> None:
    """``seat`` pays each creditor in order; a creditor no longer playing is replaced by
    the bank. ``as_far_as_cash_goes``: each part is cut to the cash left (bankruptcy)."""
    s = ctx.s
    for payee, part in payees:
        if payee != BANK and s["seats"][payee]["status"] != PLAYING:
            payee = BANK
        if as_far_as_cash_goes:
            part = min(part, s["seats"][seat]["cash"])
        transfer(ctx, seat, payee, part, reason, square)


def close_debt(ctx: Ctx, debt: dict[str, Any]) -> None:
    """Pay ``debt`` (the debtor's cash covers it now) and remove it from the open debts."""
    pay_creditors(ctx, debt["debtor"], debt["payees"], debt["reason"], debt["square"])
    ctx.s["debts"] = [d for d in ctx.s["debts"] if d is not debt]


def cancel_debts(ctx: Ctx, seat: int) -> None:
    """Drop every debt of ``seat`` (it left the game), each with a ``debt_cancelled`` event."""
    s = ctx.s
    for d in s["debts"]:
        if d["debtor"] == seat:
            ctx.emit("debt_cancelled", seat=seat, amount=d["amount"])
    s["debts"] = [d for d in s["debts"] if d["debtor"] != seat]


def cheapest_first(squares: Sequence[int], rank: Callable[[int], Any],
                   value: Callable[[int], int], cash: int, amount: int) -> list[int]:
    """The squares an automatic sale picks: in ``rank`` order (ties by board order), until
    ``cash`` plus their ``value`` reaches ``amount``; returned in board order."""
    chosen = []
    for square in sorted(squares, key=lambda i: (rank(i), i)):
        if cash >= amount:
            break
        chosen.append(square)
        cash += value(square)
    return sorted(chosen)


def is_bankrupt(cash: int, sale_values: Sequence[int], amount: int) -> bool:
    """A debt larger than cash plus what every asset would sell for (seed 000 四.1)."""
    return cash + sum(sale_values) < amount
