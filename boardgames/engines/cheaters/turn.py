"""Turns: rolling, moving, what a square does, doubles and jail, the end of a turn, the
next turn and the end of the game (seed 基本遊戲玩法, 落在空格上, 遊戲結束; RULINGS).

The flow: a step that needs a player's decision sets ``state["stage"]`` (or opens an
auction) and returns; the decision's handler does its part and calls
:func:`continue_flow`, which moves on when nothing is open: to the turn's ``end``
decision, or to the accusation window's next settlement step (:mod:`.window`).
Debts never stop the flow: a debtor's other decisions simply wait (``engine.prompts``).
"""

from __future__ import annotations

from typing import Any

from ..property import debts, movement
from ..property.money import BANK, Ctx, transfer
from . import cards, data, rules
from .rules import PLAYING


# -- turns ----------------------------------------------------------------------------

def start_turn(ctx: Ctx, seat: int) -> None:
    """``seat``'s turn begins: obligations of an earlier cheat first (a caught Trick
    Dice's ₩200 to the catcher, who then rolls; a Pickpocket's cheapest property), then
    the roll."""
    s = ctx.s
    number = (s["turn"]["number"] + 1) if s["turn"] else 1
    s["turn"] = {"seat": seat, "number": number, "doubles": 0, "again": False, "cheats": [],
                 "passed_go": False, "go_paid": 0, "offers": 0, "phase": "play", "roll_for": None,
                 "cheapest_due": False, "start": snapshot(s)}
    ctx.emit("turn", seat=seat, round=s["round"])
    mine = [x for x in s["later"] if x["seat"] == seat]
    s["later"] = [x for x in s["later"] if x["seat"] != seat]
    s["turn"]["cheapest_due"] = any(x["kind"] == "pickpocket_reward" for x in mine)
    for x in mine:
        if x["kind"] == "trick_dice_penalty":
            if s["seats"][x["catcher"]]["status"] == PLAYING:
                s["turn"]["roll_for"] = x["catcher"]
            rules.owe_players(ctx, seat, [[x["catcher"], data.TRICK_DICE_PENALTY]], "penalty", then="start")
    if s["ended"] is not None or s["stage"] is not None:
        return
    open_start(ctx)


def open_start(ctx: Ctx) -> None:
    """The turn's first decision once its obligations are paid: the cheapest-property
    reward of a Pickpocket who got away, else the roll; a seat gone out meanwhile
    passes the turn on."""
    s = ctx.s
    seat = s["turn"]["seat"]
    if s["seats"][seat]["status"] != PLAYING:
        next_turn(ctx)
        return
    square = rules.cheapest(rules.unowned_streets(s))
    if s["turn"].get("cheapest_due") and square is not None:
        s["turn"]["cheapest_due"] = False
        s["stage"] = {"kind": "cheapest", "seat": seat, "square": square,
                      "price": data.SQUARES[square]["price"], "key": rules.new_key(ctx, seat, "cheapest"),
                      "on_go": waits_on_go(s, seat)}
        return
    if waits_on_go(s, seat):
        end_turn_on_go(ctx)
        return
    open_roll(ctx)


def waits_on_go(s: dict[str, Any], seat: int) -> bool:
    """Whether ``seat`` waits on GO in the final run (seed 遊戲結束: it takes no more turns)."""
    return bool(s["final_run"] and s["seats"][seat]["at_go"])


def after_cheapest(ctx: Ctx, stage: dict[str, Any]) -> None:
    """The Pickpocket's ``cheapest`` decision is answered (or closed by a cheat that took
    its square): the roll, or for a seat waiting on GO the end of the turn that held only
    this decision (:func:`pickpocket_on_go`)."""
    if stage.get("on_go"):
        end_turn_on_go(ctx)
    else:
        open_roll(ctx)


def end_turn_on_go(ctx: Ctx) -> None:
    """End the turn of a seat waiting on GO (only its reward decision): in Ultimate mode
    the turn's rewards are paid as after any turn (``window.open_window``); otherwise the
    order goes on at once, with no accusation window, as no cheat can be played at that
    decision out of Ultimate mode (``cheats.situation``: the general cheats only at
    ``roll`` and ``end``)."""
    from . import window

    ctx.s["stage"] = None
    if ctx.s["ultimate"]:
        window.open_window(ctx)
    else:
        next_turn(ctx)


def pickpocket_on_go(ctx: Ctx, seat: int) -> bool:
    """A Pickpocket who got away and waits on GO in the final run has no next turn, yet
    its reward falls due when the turn order reaches its seat and passes over it, or
    before the payout if that comes first (the same ruling as :func:`penalties_on_go`):
    seed 作弊卡 扒手 reward "在他們的下一個回合中，作弊者可以購買最便宜的未被擁有的房產" with seed 遊戲結束
    (a waiting player still pays and collects; buying is no move). When a property is
    unowned, ``seat``'s turn starts with only the ``cheapest`` decision (buy or decline;
    :func:`after_cheapest` then ends it) and True is returned; when none is, the reward
    lapses, as it does at the start of any turn, and False is returned."""
    s = ctx.s
    due = [x for x in s["later"] if x["seat"] == seat and x["kind"] == "pickpocket_reward"]
    if not due or s["seats"][seat]["status"] != PLAYING:
        return False
    if not rules.unowned_streets(s):
        s["later"] = [x for x in s["later"] if x not in due]
        return False
    start_turn(ctx, seat)
    return True


def close_payment(ctx: Ctx, stage: dict[str, Any], payees: list[list[Any]]) -> None:
    """Answer a ``pay`` decision (``rules.owe_players``): ``payees`` are charged (the
    stage's, or fewer ₩ after an Underpay), then the flow the stage names goes on."""
    s = ctx.s
    s["stage"] = None
    rules.charge(ctx, stage["seat"], payees, stage["reason"], stage["square"])
    if s["ended"] is not None:
        return
    if stage["then"] == "start":
        open_start(ctx)
    else:
        continue_flow(ctx)


def snapshot(s: dict[str, Any]) -> dict[str, Any]:
    """The public facts at the start of a turn (what every player at the table saw):
    cash, positions and jail per seat, owners and hotels per square. The view shows it so
    that a player can see what changed during the turn."""
    return {"cash": [p["cash"] for p in s["seats"]], "positions": [p["position"] for p in s["seats"]],
            "in_jail": [p["in_jail"] for p in s["seats"]], "owners": list(s["owners"]),
            "hotels": list(s["levels"])}


def open_roll(ctx: Ctx) -> None:
    """The turn's roll decision (the catcher's ``roll_for`` after a caught Trick Dice)."""
    s = ctx.s
    turn = s["turn"]
    seat = turn["seat"]
    if turn["roll_for"] is not None:
        catcher = turn["roll_for"]
        s["stage"] = {"kind": "roll_for", "seat": catcher, "for_seat": seat,
                      "key": rules.new_key(ctx, catcher, "roll_for")}
        return
    s["stage"] = {"kind": "roll", "seat": seat, "in_jail": s["seats"][seat]["in_jail"],
                  "key": rules.new_key(ctx, seat, "roll")}


def open_end(ctx: Ctx) -> None:
    """The turn's ``end`` decision: roll again after doubles, else end the turn."""
    s = ctx.s
    turn = s["turn"]
    seat = turn["seat"]
    p = s["seats"][seat]
    again = turn["again"] and not p["in_jail"] and not p["at_go"]
    s["stage"] = {"kind": "end", "seat": seat, "doubles": again, "key": rules.new_key(ctx, seat, "end")}


def next_turn(ctx: Ctx) -> None:
    """The next seat still playing takes its turn; a new round starts when the order
    wraps. A seat waiting on GO in the final run is passed over; when all wait there the
    payout ends the game. After :data:`data.ROUND_LIMIT` rounds the payout ends it too."""
    s = ctx.s
    n = s["players"]
    current = s["turn"]["seat"] if s["turn"] else n - 1
    s["stage"] = None
    for _ in range(2 * n + 1):
        if s["ended"] is not None:
            return
        alive = rules.playing(s)
        if s["final_run"] and all(s["seats"][q]["at_go"] for q in alive):
            payout(ctx)
            return
        nxt = next((q for q in alive if q > current), None)
        if nxt is None:
            nxt = alive[0]
            if s["round"] >= data.ROUND_LIMIT:
                payout(ctx, reason="round_limit")
                return
            s["round"] += 1
            ctx.emit("round", round=s["round"])
        current = nxt
        if s["final_run"] and s["seats"][nxt]["at_go"]:
            penalties_on_go(ctx, nxt)
            if s["ended"] is None and pickpocket_on_go(ctx, nxt):
                return
            continue
        start_turn(ctx, nxt)
        return


def upcoming_seat(s: dict[str, Any]) -> int | None:
    """The seat :func:`next_turn` would start now (the same order, the same passing over
    of seats waiting on GO), or ``None`` when it would end the game (the payout, the
    round limit) instead. Changes nothing."""
    alive = rules.playing(s)
    if not alive or (s["final_run"] and all(s["seats"][q]["at_go"] for q in alive)):
        return None
    current = s["turn"]["seat"] if s["turn"] else s["players"] - 1
    later = [q for q in alive if q > current] + [q for q in alive if q <= current]
    for q in later:
        if q <= current and s["round"] >= data.ROUND_LIMIT:
            return None
        if not (s["final_run"] and s["seats"][q]["at_go"]):
            return q
    return None


def payout(ctx: Ctx, reason: str = "final_run") -> None:
    """Seed 遊戲結束: every player collects from the bank the current rent of each
    property they own; then the most cash wins."""
    s = ctx.s
    for seat in rules.playing(s):
        penalties_on_go(ctx, seat, at_the_end=True)
    if s["ended"] is not None:
        return
    for seat in rules.playing(s):
        if pickpocket_on_go(ctx, seat):
            return  # the payout comes again once that turn ends (``next_turn``)
    for seat in rules.playing(s):
        amount = sum(rules.full_rent(s, q) for q in rules.owned(s, seat))
        ctx.emit("payout", seat=seat, amount=amount)
        transfer(ctx, BANK, seat, amount, "payout")
    rules.finish(ctx, reason)


def penalties_on_go(ctx: Ctx, seat: int, at_the_end: bool = False) -> None:
    """A caught Trick Dice cheater who waits on GO in the final run (the real dice took
    them there) has no next turn, but the penalty's ₩200 to the catcher
    (``data.TRICK_DICE_PENALTY``) still falls due when the turn order reaches their seat
    and passes over it, or before the payout if that comes first (``at_the_end``). The
    catcher's roll for them lapses: a seat on GO no longer moves. Seed 作弊卡 作弊骰子
    ("在他們的下一個回合中，他們必須向抓到他們的人支付 ₩200") with seed 遊戲結束 (a player on GO "停止輪流...
    儘管他們仍然可以收取和支付租金，並且破產"); our ruling, docs/rules/cheaters-edition.md ("The end").
    Paid by :func:`rules.charge` (a debt or a bankruptcy as for any charge; at the end a
    debt is met by the automatic sale at once, as the game stops). Changes nothing when
    nothing is due."""
    from . import market

    s = ctx.s
    due = [x for x in s["later"] if x["seat"] == seat and x["kind"] == "trick_dice_penalty"]
    if not due:
        return
    s["later"] = [x for x in s["later"] if x not in due]
    for x in due:
        rules.charge(ctx, seat, [[x["catcher"], data.TRICK_DICE_PENALTY]], "penalty")
        if at_the_end and debts.debt_of(s, seat) is not None:
            market.auto_sale(ctx, seat)


def unstick(ctx: Ctx) -> None:
    """After an action: when a seat that owed a decision has just gone out (bankrupt or
    resigned), drop or close what waited on it and move the game on."""
    from . import market, window

    s = ctx.s
    for _ in range(s["players"]):  # a debt paid may cover its creditor's own debt
        before = len(s["debts"])
        for debtor in [d["debtor"] for d in s["debts"]]:
            rules.settle_if_covered(ctx, debtor)  # or a deed lost since makes it a bankruptcy
        if len(s["debts"]) == before:
            break
    for _ in range(4):
        if s["ended"] is not None:
            return
        if s["debts"] or s["offer"] is not None:
            return
        auction, w, stage = s["auction"], s["window"], s["stage"]
        if auction is not None:
            if any(b["amount"] is None for b in auction["bids"]):
                return
            market.close_auction(ctx)
            continue
        if w is not None:
            if w["entries"]:
                return
            window.close_window(ctx)
            continue
        if stage is not None:
            if s["seats"][stage["seat"]]["status"] == PLAYING:
                return
            s["stage"] = None
            if stage["kind"] == "roll_for" and s["seats"][stage["for_seat"]]["status"] == PLAYING:
                s["turn"]["roll_for"] = None  # the catcher is gone: the player rolls for itself
                open_roll(ctx)
                continue
        t = s["turn"]
        if t["phase"] == "play" and s["seats"][t["seat"]]["status"] != PLAYING:
            next_turn(ctx)
        else:
            continue_flow(ctx)


def continue_flow(ctx: Ctx) -> None:
    """Move on once nothing is open: the turn's ``end`` decision, or the window's next
    settlement step."""
    s = ctx.s
    if s["ended"] is not None or s["stage"] is not None or s["auction"] is not None:
        return
    if s["window"] is not None:
        return
    turn = s["turn"]
    if turn["phase"] == "settle":
        from . import window  # the window settles cheats through this module's landing
        window.settle_next(ctx)
        return
    if s["seats"][turn["seat"]]["status"] != PLAYING:
        next_turn(ctx)
        return
    open_end(ctx)


# -- rolling and moving -------------------------------------------------------------

def roll(ctx: Ctx, seat: int) -> None:
    """The turn's player rolls (seed 基本遊戲玩法; RULINGS): in jail, doubles free you
    and move you (no roll again); the third miss pays ₩50 and moves. Out of jail,
    doubles roll again and the third doubles go to jail."""
    s = ctx.s
    s["stage"] = None
    dice = rules.roll_dice(s)
    ctx.emit("dice", seat=seat, dice=dice)
    p = s["seats"][seat]
    turn = s["turn"]
    double = dice[0] == dice[1]
    if p["in_jail"]:
        turn["again"] = False
        if double:
            rules.free_from_jail(ctx, seat, "doubles")
        else:
            p["jail_turns"] += 1
            if p["jail_turns"] < data.JAIL_TRIES:
                continue_flow(ctx)
                return
            rules.charge(ctx, seat, [[BANK, data.JAIL_BAIL]], "bail")
            rules.free_from_jail(ctx, seat, "bail")
            if p["status"] != PLAYING:
                continue_flow(ctx)
                return
    elif count_doubles(ctx, seat, dice):
        continue_flow(ctx)
        return
    move_and_land(ctx, seat, sum(dice), "roll")


def count_doubles(ctx: Ctx, seat: int, dice: list[int]) -> bool:
    """Out of jail, the dice everyone sees decide the roll again (seed 基本遊戲玩法:
    doubles roll again, the third doubles in a turn go to jail). Also used by the rolling
    cheats, whose shown dice must act as an honest roll's would. Returns True when
    ``seat`` went to jail (no move then)."""
    turn = ctx.s["turn"]
    double = dice[0] == dice[1]
    turn["again"] = double
    if not double:
        return False
    turn["doubles"] += 1
    if turn["doubles"] < data.DOUBLES_TO_JAIL:
        return False
    rules.go_to_jail(ctx, seat)
    return True


def move_and_land(ctx: Ctx, seat: int, steps: int, via: str) -> None:
    """Move ``seat`` forward ``steps`` and resolve the square, then continue the flow."""
    s = ctx.s
    rules.advance(ctx, seat, steps, via)
    if s["seats"][seat]["at_go"] and s["turn"]["seat"] == seat:
        s["turn"]["again"] = False
    land(ctx, seat, 0)
    continue_flow(ctx)


def land(ctx: Ctx, seat: int, depth: int) -> None:
    """What the square under ``seat`` does (seed 落在空格上). May open a decision."""
    s = ctx.s
    p = s["seats"][seat]
    if p["status"] != PLAYING or s["ended"] is not None:
        return
    square = p["position"]
    kind = data.SQUARES[square]["kind"]
    if kind == "street":
        land_on_street(ctx, seat, square)
    elif kind == "station":
        # seed 車站: "立即向前移動到下一個車站並結束回合" (₩200 if that passes GO)
        rules.advance(ctx, seat, movement.steps_to(rules.BOARD, square, data.NEXT_STATION[square]), "station")
        if s["turn"]["seat"] == seat:
            s["turn"]["again"] = False
    elif kind in (data.CHANCE, data.CHEST):
        if depth <= data.MAX_CARD_DEPTH:
            draw_card(ctx, seat, kind, depth)
    elif kind == "free_parking":
        # RULINGS "Free Parking draws a Chance or a Community Chest card, the player's choice"
        s["stage"] = {"kind": "free_parking", "seat": seat, "depth": depth,
                      "key": rules.new_key(ctx, seat, "free_parking")}
    elif kind == "go_to_jail":
        rules.go_to_jail(ctx, seat)


def land_on_street(ctx: Ctx, seat: int, square: int) -> None:
    """An unowned property may be bought (declined: auction, RULINGS); another player's
    costs its rent, paid at once unless a rent cheat could be played (a ``rent``
    decision then, so that cheating looks like paying)."""
    s = ctx.s
    owner = s["owners"][square]
    if owner is None:
        s["stage"] = {"kind": "buy", "seat": seat, "square": square, "price": data.SQUARES[square]["price"],
                      "key": rules.new_key(ctx, seat, "buy")}
        return
    if owner == seat:
        return
    amount = rules.rent(s, square)
    if amount <= 0:
        return
    if rules.cheats_public(s, seat, "underpay") or rules.cheats_public(s, seat, "free_lodging"):
        s["stage"] = {"kind": "rent", "seat": seat, "square": square, "owner": owner, "amount": amount,
                      "key": rules.new_key(ctx, seat, "rent")}
        return
    pay_rent(ctx, seat, square, owner, amount, amount)


def pay_rent(ctx: Ctx, seat: int, square: int, owner: int, amount: int, owed: int) -> None:
    """``seat`` pays ``amount`` of the ``owed`` rent to ``owner``; the owner remembers it
    (Price Gouging works on the last rent paid to you since your own last turn)."""
    s = ctx.s
    rules.charge(ctx, seat, [[owner, amount]], "rent", square)
    if amount > 0:
        s["last_rent"][owner] = {"payer": seat, "square": square, "amount": amount}


def draw_card(ctx: Ctx, seat: int, deck: str, depth: int) -> None:
    """Draw the top card of ``deck``. A Chance card waits for ``read_card`` while Forged
    Chance could be played (the drawn card is then the drawer's secret); otherwise it
    acts at once."""
    s = ctx.s
    card = cards.draw(s, deck)
    if deck == data.CHANCE and rules.cheats_public(s, seat, "forged_chance"):
        s["stage"] = {"kind": "card", "seat": seat, "deck": deck, "card": card, "depth": depth,
                      "key": rules.new_key(ctx, seat, "card")}
        return
    cards.apply_card(ctx, seat, card, land, depth)
