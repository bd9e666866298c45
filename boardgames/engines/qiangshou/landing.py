"""Landing on a square and the effects of the 机会 / 公共基金 cards (seed 000 三; RULINGS
强手棋), over the property-game core's movement, decks and effect registry."""

from __future__ import annotations

from typing import Any

from ..property import movement
from ..property.board import PLAYING, owned, playing
from ..property.cards import EffectRegistry, draw_to_bottom
from ..property.money import BANK, transfer
from . import data
from .cards import CARDS_BY_ID, DECK_NAMES
from .rules import BOARD, Ctx, charge, go_to_jail, income_tax, move_back, move_forward, new_key, rent, \
    roll_dice

EFFECTS = EffectRegistry()
"""Card effect kind -> ``(ctx, seat, effect, depth=n)``; the kinds are listed in cards.py."""

MAX_CARD_DEPTH = 3  # a card that moves back resolves the square it reaches, at most 3 deep


def land(ctx: Ctx, seat: int, depth: int = 0) -> None:
    """Resolve the square ``seat`` stands on: offer a purchase or a build, charge rent or
    tax, draw a card, or send to 停留地."""
    p = ctx.s["seats"][seat]
    square = p["position"]
    kind = data.SQUARES[square]["kind"]
    if kind in data.OWNABLE_KINDS:
        _land_on_property(ctx, seat, square)
    elif kind == "income_tax":
        amount = income_tax(p["cash"])
        ctx.emit("tax", seat=seat, square=square, amount=amount, cash=p["cash"])
        charge(ctx, seat, [[BANK, amount]], "tax", square)
    elif kind == "luxury_tax":
        ctx.emit("tax", seat=seat, square=square, amount=data.LUXURY_TAX, cash=p["cash"])
        charge(ctx, seat, [[BANK, data.LUXURY_TAX]], "tax", square)
    elif kind in ("chance", "chest"):
        draw_card(ctx, seat, kind, depth)
    elif kind == "go_to_jail":
        go_to_jail(ctx, seat)


def _offer(ctx: Ctx, seat: int, square: int, what: str, cost: int) -> None:
    """A buy or build decision if ``seat`` has the cash, else a ``cannot_afford`` event."""
    cash = ctx.s["seats"][seat]["cash"]
    if cash >= cost:
        ctx.s["pending"] = {"seat": seat, "kind": what, "square": square,
                            "key": new_key(ctx, seat, what)}
    else:
        ctx.emit("cannot_afford", seat=seat, square=square, price=cost, cash=cash, what=what)


def _land_on_property(ctx: Ctx, seat: int, square: int) -> None:
    s = ctx.s
    sq = data.SQUARES[square]
    kind = sq["kind"]
    owner = s["owners"][square]
    if owner is None:
        _offer(ctx, seat, square, "buy", sq["price"])
    elif owner == seat:
        if kind == "street" and s["levels"][square] < data.MAX_LEVEL:
            _offer(ctx, seat, square, "build", sq["build"])
    else:
        roll = 0
        if kind == "utility":
            dice = roll_dice(ctx)
            roll = sum(dice)
            ctx.emit("dice", seat=seat, dice=dice, total=roll, purpose="utility_rent")
        amount = rent(s, square, roll)
        ctx.emit("rent", seat=seat, owner=owner, square=square, amount=amount,
                 level=s["levels"][square] if kind == "street" else None)
        charge(ctx, seat, [[owner, amount]], "rent", square)


def draw_card(ctx: Ctx, seat: int, deck: str, depth: int) -> None:
    """Draw the top card of ``deck`` (it goes to the bottom) and apply its effect."""
    s = ctx.s
    card_id = draw_to_bottom(s, deck)
    card = CARDS_BY_ID[card_id]
    s["last_card"] = {"seat": seat, "deck": deck, "deck_name": DECK_NAMES[deck],
                      "id": card_id, "text": card["text"]}
    ctx.emit("card", seat=seat, deck=deck, deck_name=DECK_NAMES[deck], id=card_id,
             text=card["text"])
    EFFECTS.run(ctx, seat, card["effect"], depth=depth)


@EFFECTS.register("advance_to")
def _advance_to(ctx: Ctx, seat: int, effect: dict[str, Any], depth: int) -> None:
    target = effect["square"]
    steps = movement.steps_to(BOARD, ctx.s["seats"][seat]["position"], target)
    if steps == 0 and target == data.START_SQUARE:
        steps = data.BOARD_SIZE  # "advance to 银行" from 银行 goes round once
    if steps:
        move_forward(ctx, seat, steps, "card")
    land(ctx, seat, depth + 1)


@EFFECTS.register("advance_to_nearest")
def _advance_to_nearest(ctx: Ctx, seat: int, effect: dict[str, Any], depth: int) -> None:
    targets = data.RAILWAY_SQUARES if effect["target"] == "railway" else data.UTILITY_SQUARES
    move_forward(ctx, seat, movement.steps_to_nearest(BOARD, ctx.s["seats"][seat]["position"], targets),
                 "card")
    land(ctx, seat, depth + 1)


@EFFECTS.register("back")
def _back(ctx: Ctx, seat: int, effect: dict[str, Any], depth: int) -> None:
    move_back(ctx, seat, effect["steps"])
    if depth < MAX_CARD_DEPTH:
        land(ctx, seat, depth + 1)


@EFFECTS.register("go_to_jail")
def _go_to_jail(ctx: Ctx, seat: int, effect: dict[str, Any], depth: int) -> None:
    go_to_jail(ctx, seat)


@EFFECTS.register("collect")
def _collect(ctx: Ctx, seat: int, effect: dict[str, Any], depth: int) -> None:
    transfer(ctx, BANK, seat, effect["amount"], "card")


@EFFECTS.register("pay")
def _pay(ctx: Ctx, seat: int, effect: dict[str, Any], depth: int) -> None:
    charge(ctx, seat, [[BANK, effect["amount"]]], "card")


@EFFECTS.register("repairs")
def _repairs(ctx: Ctx, seat: int, effect: dict[str, Any], depth: int) -> None:
    levels = [ctx.s["levels"][square] for square in owned(ctx.s, seat)]
    hotels = sum(1 for level in levels if level == data.HOTEL_LEVEL)
    houses = sum(level for level in levels if level != data.HOTEL_LEVEL)
    amount = houses * effect["house"] + hotels * effect["hotel"]
    ctx.emit("repairs", seat=seat, houses=houses, hotels=hotels, amount=amount)
    charge(ctx, seat, [[BANK, amount]], "card")


@EFFECTS.register("collect_from_each")
def _collect_from_each(ctx: Ctx, seat: int, effect: dict[str, Any], depth: int) -> None:
    s = ctx.s
    n = s["players"]
    for other in [(seat + k) % n for k in range(1, n)]:
        if s["ended"] is None and s["seats"][other]["status"] == PLAYING:
            charge(ctx, other, [[seat, effect["amount"]]], "card")


@EFFECTS.register("pay_each")
def _pay_each(ctx: Ctx, seat: int, effect: dict[str, Any], depth: int) -> None:
    others = [o for o in playing(ctx.s) if o != seat]
    charge(ctx, seat, [[o, effect["amount"]] for o in others], "card")
