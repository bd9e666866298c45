"""The fifteen cheats as actions (RULINGS: "Each cheat's software form"): where each may
be played, its checks, and its effect, applied at once and recorded in the turn's secret
``cheats`` list for the accusation window (:mod:`.window`).

Every effect changes only plain facts (cash, deeds, hotels, positions) through the same
events honest play uses; none names a cheat. The record keeps what the reward or the
penalty needs (the real dice of Trick Dice, where a token or a hotel came from...).
"""

from __future__ import annotations

from typing import Any, Callable

from ..core import IllegalAction, InvalidAction, Rng, Term, gettext_noop
from ..property import debts, movement
from ..property.money import BANK, Ctx, transfer
from . import cards, data, rules, turn
from .rules import PLAYING

GENERAL = ("slippery_deed", "price_gouging", "property_swap", "unlicensed_contractor", "bank_heist",
           "squatter", "pickpocket", "accidental_demolition")
ROLLING = ("trick_dice", "identity_theft")
# The reason of a money event (and the ``how`` of leaving jail) that no rule caused: the
# same neutral word the move log shows for a cheat with no honest counterpart
# (action_shapes.PUBLIC_FORM). No honest reason fits: each names a rule the other events
# would contradict (docs/rules/cheaters-edition.md, "Cheating").
ADJUST = "adjust"


def situation(s: dict[str, Any], seat: int, found: tuple[str, Any]) -> list[str]:
    """The cheats whose situation applies to ``seat``'s open decision ``found``
    (``engine.decision``) by the public facts alone: the card face up (Ultimate: any of
    the 15) and, out of Ultimate mode, only in the seat's own turn (RULINGS: "available
    in your turn where its situation applies"). In Ultimate mode ("any of the 15 cheats
    at any time", seed 終極作弊者模式) every decision of the seat counts, in any turn.
    Whether the seat cheated already this turn is secret and is not asked here."""
    t = s["turn"]
    kind, entry = found
    own = t is not None and t["phase"] == "play" and t["seat"] == seat
    if not (own or s["ultimate"]) or kind == "window":
        return []
    p = s["seats"][seat]
    name = entry["kind"] if kind == "stage" else kind
    here = list(_SITUATIONS.get(name, ()))
    if name == "roll":
        here = ["escape_artist"] if p["in_jail"] else list(ROLLING)
    elif name == "end" and not entry["doubles"]:
        here = []
    elif name == "debt" and not (s["ultimate"] and players_owed(s, entry["payees"])):
        # Out of Ultimate mode no cheat at a debt: an honest debtor makes no payment move
        # (the debt is paid by itself once a sale covers it), so an Underpay there would
        # show as a move no honest player makes. Every debt to a player of your own turn
        # comes from a ``rent`` or ``pay`` decision, where Underpay looks like paying
        # (docs/rules/cheaters-edition.md, "Cheating").
        here = []
    if name in ("roll", "end") or (s["ultimate"] and name not in ("roll_for", "place_token")):
        here += GENERAL
    if own and t["passed_go"] and (name == "end" or s["ultimate"]):
        here.append("extra_allowance")
    # in jail after a missed roll (the end decision), or at any decision in Ultimate mode
    if p["in_jail"] and (name == "end" or s["ultimate"]) and "escape_artist" not in here:
        here.append("escape_artist")
    return [c for c in here if s["ultimate"] or c in s["face_up"]]


# The cheats a decision's situation brings (``situation`` adds the general ones).
_SITUATIONS = {"end": ROLLING, "rent": ("underpay", "free_lodging"), "pay": ("underpay",),
               "card": ("forged_chance",), "debt": ("underpay",)}


def allowed_here(s: dict[str, Any], seat: int, found: tuple[str, Any]) -> list[str]:
    """The cheats ``seat`` may play now: :func:`situation`, at most one a turn out of
    Ultimate mode (RULINGS), and one Extra Allowance per ₩200 collected at GO."""
    t = s["turn"]
    if not s["ultimate"] and t["cheats"]:
        return []
    here = situation(s, seat, found)
    allowances = sum(1 for r in t["cheats"] if r["seat"] == seat and r["cheat"] == "extra_allowance")
    if "extra_allowance" in here and allowances >= t.get("go_paid", 1):
        here.remove("extra_allowance")
    return here


def play(ctx: Ctx, seat: int, found: tuple[str, Any], action: dict[str, Any]) -> None:
    """Apply the ``cheat`` action of ``seat`` answering ``found``. Raises
    :class:`IllegalAction` with the reason when it cannot be played here,
    :class:`InvalidAction` for an unknown id. A cheat made while the turn settles
    (Ultimate mode) gets its reward step there too."""
    s = ctx.s
    cheat = action.get("cheat")
    if cheat not in data.CHEAT_BY_ID:
        raise InvalidAction(gettext_noop("Unknown cheat %(cheat)s; the cheats are %(cheats)s."), cheat=repr(cheat),
                            cheats=", ".join(data.CHEAT_IDS))
    if cheat not in allowed_here(s, seat, found):
        raise IllegalAction(gettext_noop("%(cheat)s cannot be played now: any cheat, where its situation applies.")
                            if s["ultimate"] else
                            gettext_noop("%(cheat)s cannot be played now: only a face-up cheat, in your own turn "
                                         "where its situation applies, one a turn."),
                            cheat=Term(data.CHEAT_BY_ID[cheat]["name_en"]))
    record = _EFFECTS[cheat](ctx, seat, action)
    record.update(cheat=cheat, seat=seat)
    t = s["turn"]
    t["cheats"].append(record)
    if t["phase"] == "settle":
        s["settle"].append({"step": "reward", "index": len(t["cheats"]) - 1})
    _keep_consistent(ctx)


def _keep_consistent(ctx: Ctx) -> None:
    """After a cheat (Ultimate mode: at any decision): a buy or cheapest-property decision
    whose square is no longer the bank's closes, as there is nothing left to buy or
    auction (an auction of it ends unsold, ``market.close_auction``). A debt now covered
    is paid by ``turn.unstick`` after every action."""
    s = ctx.s
    stage = s["stage"]
    if stage is not None and stage["kind"] in ("buy", "cheapest") and s["owners"][stage["square"]] is not None:
        s["stage"] = None
        if stage["kind"] == "cheapest":
            turn.after_cheapest(ctx, stage)
        else:
            turn.continue_flow(ctx)


def players_owed(s: dict[str, Any], payees: list[list[Any]]) -> dict[int, int]:
    """The players still in among ``payees``, with what each is owed in all (₩)."""
    out: dict[int, int] = {}
    for payee, part in payees:
        if payee != BANK and s["seats"][payee]["status"] == PLAYING and part > 0:
            out[payee] = out.get(payee, 0) + part
    return out


def _seat_field(s: dict[str, Any], action: dict[str, Any], name: str, seat: int) -> int:
    target = action.get(name)
    if target is None or not 0 <= target < s["players"] or target == seat or \
            s["seats"][target]["status"] != PLAYING:
        raise IllegalAction(gettext_noop("'%(field)s' must be another player still in the game."), field=name)
    return target


def _square_field(action: dict[str, Any], name: str) -> int:
    square = action.get(name)
    if square is None or not 0 <= square < data.BOARD_SIZE or data.SQUARES[square]["kind"] != "street":
        raise IllegalAction(gettext_noop("'%(field)s' must be a property (a street square 0-39)."), field=name)
    return square


def _amount(action: dict[str, Any], low: int, high: int) -> int:
    amount = action.get("amount")
    if amount is None or not low <= amount <= high:
        raise IllegalAction(gettext_noop("'amount' must be between ₩%(low)s and ₩%(high)s."), low=low, high=high)
    return amount


def extra_allowance(ctx: Ctx, seat: int, action: dict[str, Any]) -> dict[str, Any]:
    """額外津貼 (Extra Allowance): When you collect ₩200 for passing GO, take ₩100 more (₩300 in all).

    Returns the cheat's record; raises :class:`IllegalAction` when it cannot apply."""
    transfer(ctx, BANK, seat, data.EXTRA_ALLOWANCE, "go")
    return {}


def escape_artist(ctx: Ctx, seat: int, action: dict[str, Any]) -> dict[str, Any]:
    """逃脫藝術家 (Escape Artist): In jail, take off the handcuffs and leave without paying.

    Returns the cheat's record; raises :class:`IllegalAction` when it cannot apply."""
    rules.free_from_jail(ctx, seat, ADJUST)
    stage = ctx.s["stage"]
    if stage is not None and stage["kind"] == "roll" and stage["seat"] == seat:
        stage["in_jail"] = False  # at ``end`` (a missed roll) the turn simply ends
    return {}


def slippery_deed(ctx: Ctx, seat: int, action: dict[str, Any]) -> dict[str, Any]:
    """滑溜溜的契約 (Slippery Deed): Take a deed from the bank or another player.

    Returns the cheat's record; raises :class:`IllegalAction` when it cannot apply."""
    square = _square_field(action, "square")
    frm = ctx.s["owners"][square]
    if frm == seat:
        raise IllegalAction(gettext_noop("That deed is yours already."))
    rules.move_deed(ctx, square, seat)
    return {"square": square, "from": frm}


def underpay(ctx: Ctx, seat: int, action: dict[str, Any]) -> dict[str, Any]:
    """少付錢 (Underpay): Pay another player less than you owe them (seed: "如果一名玩家欠另一名玩家錢，
    債務人支付給債權人的錢少於他們實際欠的錢"): at a ``rent`` decision (``amount``, 1 to the rent
    less ₩1; the owner is the creditor, no ``target``), at a ``pay`` decision or at a debt
    owed to players (``target``: the creditor, ``amount``: 1 to their part less ₩1).

    Returns the cheat's record; raises :class:`IllegalAction` when it cannot apply."""
    s = ctx.s
    debt = debts.debt_of(s, seat)
    stage = s["stage"]
    if debt is None and stage["kind"] == "rent":
        if action.get("target") is not None:
            raise IllegalAction(gettext_noop("At a rent the owner is the creditor: leave 'target' out."))
        paid = _amount(action, 1, stage["amount"] - 1)
        s["stage"] = None
        turn.pay_rent(ctx, seat, stage["square"], stage["owner"], paid, stage["amount"])
        turn.continue_flow(ctx)
        return {"square": stage["square"], "owner": stage["owner"], "owed": stage["amount"], "paid": paid,
                "reason": "rent"}
    owed_to = players_owed(s, (debt or stage)["payees"])
    target = action.get("target")
    if target not in owed_to:
        raise IllegalAction(gettext_noop("'target' must be a player you owe: %(seats)s."),
                            seats=", ".join(map(str, owed_to)))
    paid = _amount(action, 1, owed_to[target] - 1)
    record = {"owner": target, "owed": owed_to[target], "paid": paid}
    if debt is not None:
        record.update(square=debt["square"], reason=debt["reason"])
        debt["payees"] = _underpaid(debt["payees"], target, paid)
        debt["amount"] -= owed_to[target] - paid
        rules.settle_if_covered(ctx, seat)
        return record
    record.update(square=stage["square"], reason=stage["reason"])
    turn.close_payment(ctx, stage, _underpaid(stage["payees"], target, paid))
    return record


def _underpaid(payees: list[list[Any]], target: int, paid: int) -> list[list[Any]]:
    """``payees`` (``[[payee, ₩], ...]``) with ``target``'s part replaced by ``paid`` in
    its place: the payments keep the order of an honest one, so the money events of an
    Underpay differ from paying in full by the amount alone."""
    out, done = [], False
    for p, a in payees:
        if p == target:
            if not done:
                out.append([p, paid])
            done = True
        else:
            out.append([p, a])
    return out


def free_lodging(ctx: Ctx, seat: int, action: dict[str, Any]) -> dict[str, Any]:
    """免費住宿 (Free Lodging): Pay no rent on an opponent's property you landed on.

    Returns the cheat's record; raises :class:`IllegalAction` when it cannot apply."""
    stage = ctx.s["stage"]
    ctx.s["stage"] = None
    # the plain fact: ₩0 of rent went to the owner (a paid rent always shows its money event)
    ctx.emit("money", payer=seat, payee=stage["owner"], amount=0, reason="rent", square=stage["square"])
    turn.continue_flow(ctx)
    return {"square": stage["square"], "owner": stage["owner"], "owed": stage["amount"]}


def price_gouging(ctx: Ctx, seat: int, action: dict[str, Any]) -> dict[str, Any]:
    """價格哄抬 (Price Gouging): Charge the player who paid you rent more than they owed.

    Returns the cheat's record; raises :class:`IllegalAction` when it cannot apply."""
    s = ctx.s
    last = s["last_rent"][seat]
    if last is None or s["seats"][last["payer"]]["status"] != PLAYING:
        raise IllegalAction(gettext_noop("Nobody has paid you rent since your last turn."))
    extra = _amount(action, 1, max(1, s["seats"][last["payer"]]["cash"]))
    if extra > s["seats"][last["payer"]]["cash"]:
        raise IllegalAction(gettext_noop("That player has no cash to charge."))
    transfer(ctx, last["payer"], seat, extra, "rent", last["square"])
    s["last_rent"][seat] = None
    return {"square": last["square"], "payer": last["payer"], "rent": last["amount"], "extra": extra}


def property_swap(ctx: Ctx, seat: int, action: dict[str, Any]) -> dict[str, Any]:
    """房產交換 (Property Swap): Swap one of your deeds for a deed of another player or the bank.

    Returns the cheat's record; raises :class:`IllegalAction` when it cannot apply."""
    s = ctx.s
    mine = _square_field(action, "square")
    theirs = _square_field(action, "target_square")
    if s["owners"][mine] != seat or s["owners"][theirs] == seat:
        raise IllegalAction(gettext_noop("Swap one of your deeds ('square') for one you do not own ('target_square')."))
    other = s["owners"][theirs]
    rules.move_deed(ctx, theirs, seat)
    rules.move_deed(ctx, mine, other)
    return {"square": mine, "target_square": theirs, "other": other}


def identity_theft(ctx: Ctx, seat: int, action: dict[str, Any]) -> dict[str, Any]:
    """身份盜竊 (Identity Theft): Move another player's token by your roll instead of your own.

    No landing and no GO money (ours: it is not that player's move). In the final run the
    move stops on GO like every move (seed 遊戲結束: "即使他們還有剩餘的移動"), and where the token
    ends decides whether its player waits (on GO) or plays on (off GO, also a token that was
    waiting: the same rule as jail, docs/rules/cheaters-edition.md "The end").

    Returns the cheat's record (``from``, ``to``, ``was_at_go``: whether the victim waited on GO
    before, for a catch to restore); raises :class:`IllegalAction` when it cannot apply."""
    s = ctx.s
    target = _seat_field(s, action, "target", seat)
    victim = s["seats"][target]
    if victim["in_jail"]:
        raise IllegalAction(gettext_noop("That player's token is in jail, in the handcuffs."))
    s["stage"] = None
    dice = rules.roll_dice(s)
    ctx.emit("dice", seat=seat, dice=dice)
    start, waited = victim["position"], victim["at_go"]
    # the shown dice act as an honest roll's: doubles roll again, the third goes to jail
    jailed = turn.count_doubles(ctx, seat, dice)
    if not jailed:
        final = s["final_run"]
        movement.advance(ctx, rules.BOARD, target, sum(dice), "roll", stop_at_start=final)
        if final:
            victim["at_go"] = victim["position"] == rules.BOARD.start
            if victim["at_go"]:
                ctx.emit("at_go", seat=target)
    turn.continue_flow(ctx)
    return {"target": target, "from": start, "to": victim["position"], "jailed": jailed, "was_at_go": waited}


def unlicensed_contractor(ctx: Ctx, seat: int, action: dict[str, Any]) -> dict[str, Any]:
    """無證承包商 (Unlicensed Contractor): Move a hotel from the bank or another player's property onto one of yours.

    Returns the cheat's record; raises :class:`IllegalAction` when it cannot apply."""
    s = ctx.s
    square = _square_field(action, "square")
    frm = action.get("from_square")
    if s["owners"][square] != seat or s["levels"][square]:
        raise IllegalAction(gettext_noop("Put the hotel on a property of yours that has none."))
    if frm is not None:
        frm = _square_field(action, "from_square")
        if not s["levels"][frm] or s["owners"][frm] == seat or s["owners"][frm] is None:
            raise IllegalAction(gettext_noop("'from_square' must be another player's property with a hotel "
                                             "(or null: the bank)."))
    elif s["hotels_left"] <= 0:
        raise IllegalAction(gettext_noop("The bank has no hotel left."))
    rules.put_hotel(ctx, square, frm)
    return {"square": square, "from_square": frm}


def forged_chance(ctx: Ctx, seat: int, action: dict[str, Any]) -> dict[str, Any]:
    """偽造機會 (Forged Chance): When you play a Chance card, do what another Chance card says instead.

    Returns the cheat's record: the ``drawn`` and ``played`` card ids, the card's
    ``depth``, what the played card itself did for the penalty to give back (``owed``:
    :func:`card_payments`; ``go``: ₩ of GO money its own move collected; the token
    ``from`` the card square ``to`` where the card left it, ``jailed``, ``at_go``; the
    ``prisoner`` its jailing freed). Raises :class:`IllegalAction` when it cannot apply."""
    s = ctx.s
    stage = s["stage"]
    card = action.get("card")
    if card not in data.FORGEABLE or card == stage["card"]:
        raise IllegalAction(gettext_noop("Name another Chance card that acts at once (not the one you drew)."))
    s["stage"] = None
    record = {"drawn": stage["card"], "played": card, "depth": stage["depth"],
              "from": s["seats"][seat]["position"], "prisoner": held_in_handcuffs(s),
              "owed": card_payments(s, seat, card)}
    start = len(ctx.events)
    landed: list[int] = []  # where the card's own effect ended and the square it reached began

    def land(ctx: Ctx, who: int, depth: int) -> None:
        landed.append(len(ctx.events))
        turn.land(ctx, who, depth)

    cards.apply_card(ctx, seat, card, land, stage["depth"])
    own = ctx.events[start:landed[0] if landed else len(ctx.events)]
    p = s["seats"][seat]
    record.update(go=sum(e["amount"] for e in own if e["type"] == "money" and e["reason"] == "go"
                         and e["payee"] == seat),
                  to=p["position"], jailed=p["in_jail"], at_go=p["at_go"])
    turn.continue_flow(ctx)
    return record


def card_payments(s: dict[str, Any], seat: int, card_id: str) -> list[list[Any]]:
    """What the Chance card ``card_id`` makes ``seat`` owe or collect at once, as
    ``[[payer, payee, amount], ...]`` (payer/payee a seat or ``BANK``, amounts in ₩):
    empty for a card that only moves. Read before the card acts (the other players still
    in, the hotels held), so that a caught Forged Chance can give it back."""
    effect = data.CARD_BY_ID[card_id]["effect"]
    kind, amount = effect["kind"], effect.get("amount", 0)
    if kind == "collect":
        return [[BANK, seat, amount]]
    if kind == "pay":
        return [[seat, BANK, amount]]
    if kind == "hotel_tax":
        return [[seat, BANK, amount * sum(s["levels"][q] for q in rules.owned(s, seat))]]
    if kind == "collect_from_each":
        return [[q, seat, amount] for q in rules.others(s, seat)]
    if kind == "pay_each":
        return [[seat, q, amount] for q in rules.others(s, seat)]
    return []


def held_in_handcuffs(s: dict[str, Any]) -> dict[str, Any] | None:
    """The prisoner in the handcuffs now, as ``{"seat", "jail_turns", "no_rent"}``, or
    ``None``: what a caught cheat that jailed its player puts back (the handcuffs freed
    that prisoner, seed 手銬)."""
    q = s["handcuffs"]
    if q is None:
        return None
    p = s["seats"][q]
    return {"seat": q, "jail_turns": p["jail_turns"], "no_rent": p["no_rent"]}


def bank_heist(ctx: Ctx, seat: int, action: dict[str, Any]) -> dict[str, Any]:
    """銀行搶劫 (Bank Heist): Take any amount of money from the bank. Returns its record; raises IllegalAction."""
    amount = _amount(action, 1, data.BANK_HEIST_MAX)
    transfer(ctx, BANK, seat, amount, ADJUST)
    return {"amount": amount}


def squatter(ctx: Ctx, seat: int, action: dict[str, Any]) -> dict[str, Any]:
    """非法佔地規則 (Squatter's Rights): Collect the rent of another player's property from a player standing on it.

    Returns the cheat's record; raises :class:`IllegalAction` when it cannot apply."""
    s = ctx.s
    square = _square_field(action, "square")
    target = _seat_field(s, action, "target", seat)
    owner = s["owners"][square]
    amount = rules.rent(s, square)
    if owner is None or owner in (seat, target) or s["seats"][target]["position"] != square or amount <= 0:
        raise IllegalAction(gettext_noop("Collect the rent of another player's property from a third player "
                                         "standing on it."))
    if s["seats"][target]["cash"] < amount:
        raise IllegalAction(gettext_noop("That player cannot pay that rent in cash."))
    transfer(ctx, target, seat, amount, "rent", square)
    return {"square": square, "target": target, "owner": owner, "amount": amount}


def trick_dice(ctx: Ctx, seat: int, action: dict[str, Any]) -> dict[str, Any]:
    """作弊骰子 (Trick Dice): Move as many squares as you like (2 to 12) instead of rolling.

    Returns the cheat's record (the real ``dice``, the move ``from`` a square by
    ``total``, whether it ``passed_go``, the ``prisoner`` in the handcuffs before it);
    raises :class:`IllegalAction` when it cannot apply."""
    s = ctx.s
    total = action.get("total")
    if total is None or not 2 <= total <= 12:
        raise IllegalAction(gettext_noop("'total' must be a move of 2 to 12 squares."))
    s["stage"] = None
    dice = rules.roll_dice(s)  # the dice really rolled: the cheater's secret
    shown = claimed_dice(s, total, s["turn"]["doubles"] + 1 < data.DOUBLES_TO_JAIL)
    ctx.emit("dice", seat=seat, dice=shown)
    start = s["seats"][seat]["position"]
    prisoner = held_in_handcuffs(s)
    # the shown dice act as an honest roll's: a double rolls again
    turn.count_doubles(ctx, seat, shown)
    turn.move_and_land(ctx, seat, total, "roll")
    # passed_go: the fake move itself collected the GO money (landing on GO counts)
    return {"dice": dice, "from": start, "total": total, "passed_go": start + total >= data.BOARD_SIZE,
            "prisoner": prisoner}


def claimed_dice(s: dict[str, Any], total: int, double_allowed: bool) -> list[int]:
    """The dice a Trick Dice cheater shows for ``total`` (2..12): one of the ordered pairs
    of two d6 with that sum, drawn with the game's RNG, each equally likely, as an honest
    roll of that total shows them (ours, audit: the dice give nothing away, doubles
    included, which then roll again). Without ``double_allowed`` (it would be the turn's
    third double) no double is drawn. Raises :class:`IllegalAction` when no pair is left
    (2 or 12 as a third double)."""
    pairs = [[a, total - a] for a in range(1, 7)
             if 1 <= total - a <= 6 and (double_allowed or 2 * a != total)]
    if not pairs:
        raise IllegalAction(gettext_noop("2 and 12 show a double, and a third double in a turn goes to jail: "
                                         "choose another total."))
    rng = Rng(s["rng"])
    shown = pairs[rng.below(len(pairs))]
    s["rng"] = rng.state
    return shown


def pickpocket(ctx: Ctx, seat: int, action: dict[str, Any]) -> dict[str, Any]:
    """扒手 (Pickpocket): Take any amount of money from another player. Returns its record; raises IllegalAction."""
    s = ctx.s
    target = _seat_field(s, action, "target", seat)
    amount = _amount(action, 1, max(1, s["seats"][target]["cash"]))
    if amount > s["seats"][target]["cash"]:
        raise IllegalAction(gettext_noop("That player has no cash to take."))
    transfer(ctx, target, seat, amount, ADJUST)
    return {"target": target, "amount": amount}


def accidental_demolition(ctx: Ctx, seat: int, action: dict[str, Any]) -> dict[str, Any]:
    """意外拆除 (Accidental Demolition): Remove a hotel from another player's property
    (``square``); ``target_square`` (optional): your property without a hotel where the
    reward puts it (seed: the cheater's choice; omitted: the server's, ``window``).

    Returns the cheat's record; raises :class:`IllegalAction` when it cannot apply."""
    s = ctx.s
    square = _square_field(action, "square")
    owner = s["owners"][square]
    if owner is None or owner == seat or not s["levels"][square]:
        raise IllegalAction(gettext_noop("Remove a hotel from another player's property."))
    target = action.get("target_square")
    if target is not None and (_square_field(action, "target_square") not in rules.owned(s, seat)
                               or s["levels"][target]):
        raise IllegalAction(gettext_noop("'target_square' must be a property of yours without a hotel (or left out)."))
    rules.remove_hotel(ctx, square)
    return {"square": square, "owner": owner, "target_square": target}


_EFFECTS: dict[str, Callable[[Ctx, int, dict[str, Any]], dict[str, Any]]] = {
    "extra_allowance": extra_allowance, "escape_artist": escape_artist, "slippery_deed": slippery_deed,
    "underpay": underpay, "price_gouging": price_gouging, "property_swap": property_swap,
    "identity_theft": identity_theft, "unlicensed_contractor": unlicensed_contractor,
    "forged_chance": forged_chance, "bank_heist": bank_heist, "free_lodging": free_lodging,
    "squatter": squatter, "trick_dice": trick_dice, "pickpocket": pickpocket,
    "accidental_demolition": accidental_demolition,
}
assert set(_EFFECTS) == set(data.CHEAT_IDS)
