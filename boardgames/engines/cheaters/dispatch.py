"""Applying a seat's answer to its open decision (``engine.decision``)."""

from __future__ import annotations

from typing import Any

from ..core import IllegalAction, NotYourTurn, Term, gettext_noop
from ..kit.words import action_name, action_names
from ..property.money import BANK, Ctx, transfer
from .action_shapes import ACTION_NAMES
from . import cards, cheats, data, market, rules, turn, window


def dispatch(ctx: Ctx, seat: int, found: tuple[str, Any], action: dict[str, Any]) -> None:
    """Apply ``action`` as ``seat``'s answer to ``found`` (``(kind, entry)``). Raises
    :class:`NotYourTurn` when the action does not answer it, :class:`IllegalAction`
    when the rules refuse it."""
    from .engine import decision_kinds

    kind, entry = found
    t = action["type"]
    if t == "cheat" and t in decision_kinds(ctx.s, seat, found):
        cheats.play(ctx, seat, found, action)
    elif kind == "debt":
        _debt(ctx, seat, t, action)
    elif kind == "offer":
        _expect(t, ("accept", "reject"),
                gettext_noop("\"%(kind)s\" is not accepted now: answer the trade offer made to you (%(allowed)s)."))
        market.answer_offer(ctx, seat, t == "accept")
    elif kind == "bid":
        _expect(t, ("bid",), gettext_noop("\"%(kind)s\" is not accepted now: bid in the auction (%(allowed)s)."))
        market.bid(ctx, seat, action["amount"])
    elif kind == "window":
        _expect(t, ("accuse", "pass"), gettext_noop("\"%(kind)s\" is not accepted now: accuse a player of a face-up "
                                                     "cheat, or pass (%(allowed)s)."))
        window.answer(ctx, seat, action)
    else:
        _stage(ctx, seat, entry, t, action)


def _expect(kind: str, allowed: tuple[str, ...], template: str, **params: Any) -> None:
    """NotYourTurn unless ``kind`` is ``allowed``; ``template`` names ``%(kind)s`` and
    ``%(allowed)s`` (and ``params``), marked for the catalogues; both are filled in with
    the actions' page names (``action_shapes.ACTION_NAMES``)."""
    if kind not in allowed:
        raise NotYourTurn(template, kind=action_name(ACTION_NAMES, kind), allowed=action_names(ACTION_NAMES, allowed),
                          **params)


def _debt(ctx: Ctx, seat: int, kind: str, action: dict[str, Any]) -> None:
    if kind == "auto_sale":
        market.auto_sale(ctx, seat)
        return
    _expect(kind, ("sell", "offer"), gettext_noop("\"%(kind)s\" is not accepted now: raise the money you owe: sell "
                                                   "deeds to the bank or offer one to a player (%(allowed)s)."))
    if kind == "sell":
        market.sell(ctx, seat, action["squares"])
    else:
        market.make_offer(ctx, seat, action, sale=True)


def _stage(ctx: Ctx, seat: int, stage: dict[str, Any], kind: str, action: dict[str, Any]) -> None:
    from .engine import STAGE_KINDS, STAGE_TERMS

    s = ctx.s
    name = stage["kind"]
    allowed = STAGE_KINDS[name]
    _expect(kind, allowed, gettext_noop("\"%(kind)s\" is not accepted now: the open decision is: %(decision)s "
                                         "(%(allowed)s)."), decision=Term(STAGE_TERMS[name]))
    if kind in ("build", "offer", "use_card") and name in ("roll", "end"):
        _anytime(ctx, seat, kind, action)
        return
    HANDLERS[name](ctx, seat, stage, kind, action)


def _anytime(ctx: Ctx, seat: int, kind: str, action: dict[str, Any]) -> None:
    s = ctx.s
    if kind == "build":
        market.build(ctx, seat, action["square"])
    elif kind == "offer":
        if s["turn"]["offers"] >= data.OFFERS_PER_TURN:
            raise IllegalAction(gettext_noop("You have made %(n)s offers this turn, the most allowed."),
                                n=data.OFFERS_PER_TURN)
        market.make_offer(ctx, seat, action, sale=False)
        s["turn"]["offers"] += 1
    else:
        card = action["card"]
        if card not in s["seats"][seat]["cards"]:
            raise IllegalAction(gettext_noop("You do not hold the card %(card)s."), card=repr(card))
        if not cards.usable(s, seat, card):
            raise IllegalAction(gettext_noop("Cards cannot be used in jail, except the get-out-of-jail card, "
                                             "which is only of use in jail."))
        cards.use(ctx, seat, card)
        if s["stage"] is not None and s["stage"]["kind"] == "roll":
            s["stage"]["in_jail"] = s["seats"][seat]["in_jail"]


def _roll(ctx: Ctx, seat: int, stage: dict[str, Any], kind: str, action: dict[str, Any]) -> None:
    s = ctx.s
    if kind == "pay_bail":
        if not s["seats"][seat]["in_jail"]:
            raise IllegalAction(gettext_noop("You are not in jail."))
        if s["seats"][seat]["cash"] < data.JAIL_BAIL:
            raise IllegalAction(gettext_noop("Bail is ₩%(bail)s; you have ₩%(cash)s."), bail=data.JAIL_BAIL,
                                cash=s["seats"][seat]["cash"])
        transfer(ctx, seat, BANK, data.JAIL_BAIL, "bail")
        rules.free_from_jail(ctx, seat, "bail")
        stage["in_jail"] = False
        return
    turn.roll(ctx, seat)


def _roll_for(ctx: Ctx, seat: int, stage: dict[str, Any], kind: str, action: dict[str, Any]) -> None:
    # seed 作弊骰子 penalty: "允許該玩家為他們擲骰子"; the roll is the turn's player's move
    ctx.s["turn"]["roll_for"] = None
    turn.roll(ctx, stage["for_seat"])


def _buy(ctx: Ctx, seat: int, stage: dict[str, Any], kind: str, action: dict[str, Any]) -> None:
    s = ctx.s
    if kind == "buy":
        market.buy(ctx, seat, stage["square"], stage["price"])
        s["stage"] = None
        turn.continue_flow(ctx)
        return
    s["stage"] = None
    market.open_auction(ctx, stage["square"], seat)


def _cheapest(ctx: Ctx, seat: int, stage: dict[str, Any], kind: str, action: dict[str, Any]) -> None:
    s = ctx.s
    if kind == "buy" and s["owners"][stage["square"]] is None:
        market.buy(ctx, seat, stage["square"], stage["price"])
    s["stage"] = None
    turn.after_cheapest(ctx, stage)


def _rent(ctx: Ctx, seat: int, stage: dict[str, Any], kind: str, action: dict[str, Any]) -> None:
    ctx.s["stage"] = None
    turn.pay_rent(ctx, seat, stage["square"], stage["owner"], stage["amount"], stage["amount"])
    turn.continue_flow(ctx)


def _pay(ctx: Ctx, seat: int, stage: dict[str, Any], kind: str, action: dict[str, Any]) -> None:
    turn.close_payment(ctx, stage, stage["payees"])


def _card(ctx: Ctx, seat: int, stage: dict[str, Any], kind: str, action: dict[str, Any]) -> None:
    ctx.s["stage"] = None
    cards.apply_card(ctx, seat, stage["card"], turn.land, stage["depth"])
    turn.continue_flow(ctx)


def _free_parking(ctx: Ctx, seat: int, stage: dict[str, Any], kind: str, action: dict[str, Any]) -> None:
    deck = action["deck"]
    if deck not in data.DECKS:
        raise IllegalAction(gettext_noop("Draw from 'chance' or 'chest'."))
    ctx.s["stage"] = None
    turn.draw_card(ctx, seat, deck, stage["depth"])
    turn.continue_flow(ctx)


def _second_card(ctx: Ctx, seat: int, stage: dict[str, Any], kind: str, action: dict[str, Any]) -> None:
    s = ctx.s
    card = action["card"]
    held = [c for c in s["seats"][seat]["cards"] if data.DECK_OF[c] == stage["deck"]]
    if card not in held:
        raise IllegalAction(gettext_noop("Choose one of your two cards: %(cards)s."), cards=", ".join(held))
    if kind == "use_card" and not cards.usable(s, seat, card):
        raise IllegalAction(gettext_noop("That card cannot be used now; discard one instead."))
    s["stage"] = None
    if kind == "use_card":
        cards.use(ctx, seat, card)
    else:
        cards.discard(ctx, seat, card)
    turn.continue_flow(ctx)


def _end(ctx: Ctx, seat: int, stage: dict[str, Any], kind: str, action: dict[str, Any]) -> None:
    s = ctx.s
    if stage["doubles"] != (kind == "roll"):
        raise IllegalAction(gettext_noop("You rolled doubles: roll again.") if stage["doubles"]
                            else gettext_noop("End your turn."))
    if kind == "roll":
        s["stage"] = None
        turn.roll(ctx, seat)
        return
    window.open_window(ctx)


def _place_token(ctx: Ctx, seat: int, stage: dict[str, Any], kind: str, action: dict[str, Any]) -> None:
    square = action["square"]
    if not 0 <= square < data.BOARD_SIZE:
        raise IllegalAction(gettext_noop("Choose a square from 0 to %(last)s."), last=data.BOARD_SIZE - 1)
    window.place_token(ctx, seat, square)


HANDLERS = {"roll": _roll, "roll_for": _roll_for, "buy": _buy, "cheapest": _cheapest, "rent": _rent, "pay": _pay,
            "card": _card, "free_parking": _free_parking, "second_card": _second_card, "end": _end,
            "place_token": _place_token}
