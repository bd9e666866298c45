"""What the Chance and Community Chest cards do (their data is in :mod:`.data`).

Each effect kind is one function in :data:`EFFECTS` (the property core's registry),
called as ``fn(ctx, seat, effect, land=..., depth=...)``; ``land(ctx, seat, depth)``
resolves the square a moving card ends on. Kept cards (``keep``) go to the player's
hand instead: at most one per deck (seed 落在空格上); a second opens the ``second_card``
decision (use or discard one).
"""

from __future__ import annotations

from typing import Any, Callable

from ..property import movement
from ..property.board import owned
from ..property.cards import EffectRegistry, draw_to_bottom
from ..property.money import BANK, Ctx, transfer
from . import data, rules

EFFECTS = EffectRegistry()
Land = Callable[[Ctx, int, int], None]


@EFFECTS.register("collect")
def _collect(ctx: Ctx, seat: int, effect: dict[str, Any], **_: Any) -> None:
    transfer(ctx, BANK, seat, effect["amount"], "card")


@EFFECTS.register("pay")
def _pay(ctx: Ctx, seat: int, effect: dict[str, Any], **_: Any) -> None:
    rules.charge(ctx, seat, [[BANK, effect["amount"]]], "card")


@EFFECTS.register("collect_from_each")
def _collect_from_each(ctx: Ctx, seat: int, effect: dict[str, Any], **_: Any) -> None:
    for other in rules.others(ctx.s, seat):
        rules.charge(ctx, other, [[seat, effect["amount"]]], "card")


@EFFECTS.register("pay_each")
def _pay_each(ctx: Ctx, seat: int, effect: dict[str, Any], **_: Any) -> None:
    payees = [[other, effect["amount"]] for other in rules.others(ctx.s, seat)]
    rules.owe_players(ctx, seat, payees, "card")


@EFFECTS.register("hotel_tax")
def _hotel_tax(ctx: Ctx, seat: int, effect: dict[str, Any], **_: Any) -> None:
    hotels = sum(ctx.s["levels"][q] for q in owned(ctx.s, seat))
    rules.charge(ctx, seat, [[BANK, effect["amount"] * hotels]], "card")


@EFFECTS.register("advance_to")
def _advance_to(ctx: Ctx, seat: int, effect: dict[str, Any], land: Land, depth: int) -> None:
    steps = movement.steps_to(rules.BOARD, ctx.s["seats"][seat]["position"], effect["square"])
    rules.advance(ctx, seat, steps or rules.BOARD.size, "card")
    land(ctx, seat, depth + 1)


@EFFECTS.register("back")
def _back(ctx: Ctx, seat: int, effect: dict[str, Any], land: Land, depth: int) -> None:
    movement.move_back(ctx, rules.BOARD, seat, effect["steps"], "card")
    land(ctx, seat, depth + 1)


@EFFECTS.register("nearest_station")
def _nearest_station(ctx: Ctx, seat: int, effect: dict[str, Any], land: Land, depth: int) -> None:
    steps = movement.steps_to_nearest(rules.BOARD, ctx.s["seats"][seat]["position"], data.STATIONS)
    rules.advance(ctx, seat, steps, "card")
    land(ctx, seat, depth + 1)


@EFFECTS.register("go_to_jail")
def _go_to_jail(ctx: Ctx, seat: int, effect: dict[str, Any], **_: Any) -> None:
    rules.go_to_jail(ctx, seat)


@EFFECTS.register("jail_free")
def _jail_free(ctx: Ctx, seat: int, effect: dict[str, Any], **_: Any) -> None:
    rules.free_from_jail(ctx, seat, "card")


@EFFECTS.register("stash")
def _stash(ctx: Ctx, seat: int, effect: dict[str, Any], **_: Any) -> None:
    transfer(ctx, BANK, seat, effect["amount"], "card")


def draw(s: dict[str, Any], deck: str) -> str:
    """The top card id of ``deck``; it goes under the deck (a kept card leaves it when
    kept, :func:`keep`)."""
    return draw_to_bottom(s, deck)


def apply_card(ctx: Ctx, seat: int, card_id: str, land: Land, depth: int, shown: str | None = None) -> None:
    """Play the drawn ``card_id`` for ``seat``: a kept card goes to the hand, any other
    acts at once. ``shown``: the card everyone is told was played (Forged Chance plays
    another card's effect under its own name; ``None``: the card itself). A ``card``
    event names the card played."""
    card = data.CARD_BY_ID[card_id]
    ctx.emit("card", seat=seat, deck=data.DECK_OF[card_id], id=shown or card_id, kept=card["keep"])
    if card["keep"]:
        keep(ctx, seat, card_id)
        return
    EFFECTS.run(ctx, seat, card["effect"], land=land, depth=depth)


def keep(ctx: Ctx, seat: int, card_id: str) -> None:
    """Put ``card_id`` in ``seat``'s hand (out of its deck); holding one of that deck
    already opens the ``second_card`` decision (seed: "必須使用或丟棄其中一張卡")."""
    s = ctx.s
    deck = data.DECK_OF[card_id]
    s["decks"][deck].remove(card_id)
    hand = s["seats"][seat]["cards"]
    hand.append(card_id)
    if sum(1 for c in hand if data.DECK_OF[c] == deck) > 1:
        s["stage"] = {"kind": "second_card", "seat": seat, "deck": deck,
                      "key": rules.new_key(ctx, seat, "second_card")}


def usable(s: dict[str, Any], seat: int, card_id: str) -> bool:
    """A held card can be used now: the get-out card only in jail, the others only out
    of jail (seed: "機會卡和社群寶箱卡不能在監獄中使用（除了免於入獄卡）")."""
    kind = data.CARD_BY_ID[card_id]["effect"]["kind"]
    return s["seats"][seat]["in_jail"] == (kind == "jail_free")


def use(ctx: Ctx, seat: int, card_id: str) -> None:
    """Play a held card: its effect, then it goes under its deck."""
    s = ctx.s
    s["seats"][seat]["cards"].remove(card_id)
    s["decks"][data.DECK_OF[card_id]].append(card_id)
    ctx.emit("card_used", seat=seat, deck=data.DECK_OF[card_id], id=card_id)
    EFFECTS.run(ctx, seat, data.CARD_BY_ID[card_id]["effect"], land=lambda *a: None, depth=0)


def discard(ctx: Ctx, seat: int, card_id: str) -> None:
    """Discard a held card under its deck."""
    s = ctx.s
    s["seats"][seat]["cards"].remove(card_id)
    s["decks"][data.DECK_OF[card_id]].append(card_id)
    ctx.emit("card_discarded", seat=seat, deck=data.DECK_OF[card_id])
