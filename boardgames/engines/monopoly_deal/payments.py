"""Paying a debt: which payments are valid, the server's choice on timeout, moving cards.

Rules (seed: "玩家支付金钱时是没有找赎的", "如果你面前甚麽牌也没有,那麽你就不需要支付";
RULINGS, Monopoly Deal "Paying"): the payer chooses cards from their bank and their
properties (buildings included; never an any-colour wildcard), no change is given. A
payment must reach the debt; giving more than needed is the payer's right. A payer whose
payable table is worth at most the debt gives all of it.
"""

from __future__ import annotations

from . import cards, table
from boardgames.engines.core import IllegalAction, InvalidAction, gettext_noop
from boardgames.engines.kit.values import is_int_list

#: How many payments ``options`` lists at most (legal_actions; apply accepts any valid one).
MAX_OPTIONS = 24


def _rank(state: dict, seat: int, card_id: int, protected: set[int]) -> int:
    """Preference when the server pays: 0 bank, 1 property outside a complete set,
    2 house/hotel, 3 property of a complete set (lower is given first)."""
    if card_id in state["banks"][seat]:
        return 0
    if table.building_location(state, seat, card_id) is not None:
        return 2
    return 3 if card_id in protected else 1


def timeout_payment(state: dict, seat: int, debt: int) -> list[int]:
    """The payment the server makes for ``seat`` when the prompt expires.

    If the payable table is worth less than ``debt``: everything payable. Otherwise the
    fewest cards that cover the debt; among those the least total value; among those the
    fewest cards taken from the property area (bank first, then properties outside a
    complete set, then buildings, then complete-set properties); then the lowest ids.
    Returns sorted ids (``[]`` when nothing is owed)."""
    payable = table.payable_cards(state, seat)
    if debt <= 0 or not payable:
        return []
    total = sum(cards.value(c) for c in payable)
    if total <= debt:
        return payable
    protected = table.protected_cards(state, seat)
    by_value: dict[int, list[int]] = {}
    for c in payable:
        by_value.setdefault(cards.value(c), []).append(c)
    for v in by_value:
        by_value[v].sort(key=lambda c: (_rank(state, seat, c, protected), c))
    values = sorted(by_value, reverse=True)
    # fewest cards: the smallest k whose k largest values cover the debt
    desc = sorted((cards.value(c) for c in payable), reverse=True)
    k_min, acc = 0, 0
    for v in desc:
        k_min += 1
        acc += v
        if acc >= debt:
            break
    best: tuple | None = None
    best_pick: list[int] = []

    def walk(i: int, left: int, paid: int, pick: list[int]) -> None:
        nonlocal best, best_pick
        if left == 0:
            if paid >= debt:
                key = (paid, sum(_rank(state, seat, c, protected) for c in pick), sorted(pick))
                if best is None or key < best:
                    best, best_pick = key, list(pick)
            return
        if i == len(values):
            return
        v = values[i]
        pool = by_value[v]
        for n in range(min(left, len(pool)), -1, -1):
            walk(i + 1, left - n, paid + n * v, pick + pool[:n])

    walk(0, k_min, 0, [])
    return sorted(best_pick)


def options(state: dict, seat: int, debt: int) -> list[list[int]]:
    """Up to ``MAX_OPTIONS`` valid payments for legal_actions: the timeout payment first,
    then the minimal covering sets (removing any card would leave the debt uncovered)
    found by a depth-first search over the payable cards (highest value first, then id).
    Larger payments are valid too (RULINGS) but not listed. ``[[]]`` when nothing is
    owed."""
    first = timeout_payment(state, seat, debt)
    found = [first]
    payable = table.payable_cards(state, seat)
    if sum(cards.value(c) for c in payable) <= debt:
        return found
    seen = {tuple(first)}
    order = sorted(payable, key=lambda c: (-cards.value(c), c))
    vals = [cards.value(c) for c in order]
    suffix = [0] * (len(order) + 1)
    for i in range(len(order) - 1, -1, -1):
        suffix[i] = suffix[i + 1] + vals[i]

    def walk(i: int, paid: int, pick: list[int]) -> None:
        if len(found) >= MAX_OPTIONS:
            return
        if paid >= debt:
            if paid - min(cards.value(c) for c in pick) < debt:
                key = tuple(sorted(pick))
                if key not in seen:
                    seen.add(key)
                    found.append(list(key))
            return
        if i == len(order) or paid + suffix[i] < debt:
            return
        walk(i + 1, paid + vals[i], pick + [order[i]])
        walk(i + 1, paid, pick)

    walk(0, 0, [])
    return found


def validate(state: dict, seat: int, debt: int, chosen: object) -> list[int]:
    """Check a payment of ``debt`` by ``seat``; returns the ids. Raises InvalidAction
    (not a list of card ids, repeats) or IllegalAction (a card the payer cannot pay
    with, not enough, or not everything when short). A payment worth more than the debt
    is valid: no change is given (RULINGS, Monopoly Deal "Paying")."""
    if not is_int_list(chosen):
        raise InvalidAction(gettext_noop("A payment needs 'cards': a list of card ids."))
    if len(set(chosen)) != len(chosen):
        raise InvalidAction(gettext_noop("A payment lists the same card twice."))
    payable = table.payable_cards(state, seat)
    for c in chosen:
        if c not in payable:
            if 0 <= c < len(cards.CARDS) and cards.is_any_wild(c):
                raise IllegalAction(gettext_noop("The any-colour property wildcard has no value and cannot "
                                                 "be used to pay."))
            raise IllegalAction(gettext_noop("Card %(c)s is not in your bank or property area, so you "
                                             "cannot pay with it."), c=c)
    total_table = sum(cards.value(c) for c in payable)
    paid = sum(cards.value(c) for c in chosen)
    if total_table <= debt:
        if sorted(chosen) != payable:
            raise IllegalAction(
                gettext_noop("You owe %(debt)sM but your table is worth only %(total_table)sM: you must "
                             "give everything you can pay with."), debt=debt, total_table=total_table
            )
        return list(chosen)
    if paid < debt:
        raise IllegalAction(gettext_noop("You owe %(debt)sM; the cards chosen are worth only %(paid)sM."),
                            debt=debt, paid=paid)
    return list(chosen)


def transfer(state: dict, payer: int, receiver: int, chosen: list[int], events: list[dict]) -> None:
    """Move ``chosen`` from ``payer`` to ``receiver``: bank cards to the receiver's bank,
    properties to the receiver's property area in the same colour, buildings to the
    receiver's bank (RULINGS). The payer's broken sets lose their buildings to the payer's
    bank (via :func:`table.normalize`)."""
    for c in chosen:
        if c in state["banks"][payer]:
            state["banks"][payer].remove(c)
            state["banks"][receiver].append(c)
            continue
        where = table.building_location(state, payer, c)
        if where is not None:
            color, slot = where
            state["props"][payer][color][slot] = None
            state["banks"][receiver].append(c)
            continue
        color = table.remove_property(state, payer, c)
        table.add_property(state, receiver, c, color)
    table.normalize(state, payer, events)
    table.normalize(state, receiver, events)
