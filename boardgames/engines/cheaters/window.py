"""The accusation window after every turn, and the rewards and penalties of the cheat
table (seed 作弊, 抓捕作弊者, 作弊卡; RULINGS "When your turn ends, every other player gets
an accusation window").

The window opens after every turn, cheat or not, so its opening tells nothing. Live, it
lasts 20 s and the next turn waits for it. In a correspondence room the next player's
turn opens beside it: the window closes at that player's first action of the turn, which
waits until the window has been open an hour, unless every accuser answered sooner. Each
other player accuses one player of one face-up cheat, or passes; answers are sealed until
the window closes. Then, in the order received: a right accusation is the first to name
that player and that cheat: the penalty, with the accuser as "the one who caught them";
a later one naming the same is void; a wrong one costs the accuser ₩100 paid to the
accused. Every cheat still uncaught then gets its reward. Each settled cheat's card is
turned over and replaced (seed: "放回作弊牌堆的底部，並抽取一張新牌").
"""

from __future__ import annotations

from typing import Any, Callable

from ..core import IllegalAction, NotYet, gettext_noop
from ..property import movement
from ..property.money import BANK, Ctx, transfer
from . import cards, data, rules, turn
from .rules import PLAYING


def open_window(ctx: Ctx) -> None:
    """The turn is over: open the window for every other player still playing (a left
    seat does not accuse), or, in Ultimate mode (no accusations), pay the rewards."""
    s = ctx.s
    t = s["turn"]
    s["stage"] = None
    t["phase"] = "settle"
    accusers = [q for q in rules.others(s, t["seat"]) if not s["seats"][q]["left"]]
    if s["ultimate"] or not accusers:
        s["settle"] = [{"step": "reward", "index": i} for i in range(len(t["cheats"]))]
        s["results"] = []
        settle_next(ctx)
        return
    s["window"] = {"turn_seat": t["seat"], "received": [], "next": None, "hour": None,
                   "entries": [{"seat": q, "key": rules.new_key(ctx, q, "window")} for q in accusers]}
    if s.get("correspondence"):
        _open_next_turn(ctx)
    ctx.emit("window_open", seat=t["seat"])


def _open_next_turn(ctx: Ctx) -> None:
    """Correspondence (RULINGS "until the next player rolls, which waits at least one
    hour"): the next player's turn opens beside the window, as ``window["next"]`` (a
    ``roll`` stage whose key is also that player's window entry's, so one clock runs
    from now to their roll), and the turn's player waits out ``window["hour"]`` (the
    hour before the window may close; a prompt without answers). Nobody else to take
    the next turn (the payout, the round limit, only the turn's player off GO): no
    next turn opens, and the window lasts until every accuser has answered."""
    s = ctx.s
    w = s["window"]
    if next_turn_beside(ctx):
        w["hour"] = {"seat": w["turn_seat"], "key": rules.new_key(ctx, w["turn_seat"], "hour")}


def next_turn_beside(ctx: Ctx) -> bool:
    """Set ``window["next"]`` for the seat that takes the next turn now (None: nobody
    else); its key is that seat's window entry's while it owes one. Also after the
    next player went out while the window was open. Returns whether one opened."""
    s = ctx.s
    w = s["window"]
    seat = turn.upcoming_seat(s)
    w["next"] = None
    if seat is None or seat == w["turn_seat"]:
        return False
    entry = next((e for e in w["entries"] if e["seat"] == seat), None)
    key = entry["key"] if entry is not None else rules.new_key(ctx, seat, "roll")
    w["next"] = {"kind": "roll", "seat": seat, "in_jail": s["seats"][seat]["in_jail"], "key": key}
    return True


def hour_passed(ctx: Ctx) -> None:
    """The window's hour has run out (the timeout of ``window["hour"]``): from now on the
    next player's first action closes it. Nobody passes."""
    ctx.s["window"]["hour"] = None
    ctx.emit("window_may_close", seat=ctx.s["window"]["turn_seat"])


def may_close(s: dict[str, Any]) -> bool:
    """Whether the next player's first action may close the window now: its hour has
    passed (or the turn's player who waits it out is no longer playing)."""
    hour = s["window"].get("hour")
    return hour is None or s["seats"][hour["seat"]]["status"] != PLAYING


def check_may_close(s: dict[str, Any]) -> None:
    """Raise :class:`NotYet` (until the hour's deadline) unless :func:`may_close`."""
    if not may_close(s):
        raise NotYet(gettext_noop("The accusation window is open until {time}; you can roll after that "
                                  "(or as soon as every other player has answered)."), s["window"]["hour"]["key"])


def close_for_next(ctx: Ctx, seat: int) -> bool:
    """The next player ``seat`` (``window["next"]``) begins their turn: the window closes
    first (:func:`close_window`: the settlement, then the next turn). Returns True when
    that player's turn now waits on the same roll decision (the action goes on to it),
    False when the settlement or the turn's start opened another decision first."""
    s = ctx.s
    key = s["window"]["next"]["key"]
    close_window(ctx)
    stage = s["stage"]
    return (s["ended"] is None and s["window"] is None and stage is not None and stage["seat"] == seat
            and stage["kind"] == "roll" and stage["key"] == key)


def answer(ctx: Ctx, seat: int, action: dict[str, Any]) -> None:
    """``accuse`` (``target``, ``cheat``: a face-up cheat) or ``pass``; the window closes
    once every entry has answered."""
    s = ctx.s
    w = s["window"]
    if action["type"] == "accuse":
        target, cheat = action.get("target"), action.get("cheat")
        if target is None or not 0 <= target < s["players"] or target == seat or \
                s["seats"][target]["status"] != PLAYING:
            raise IllegalAction(gettext_noop("Accuse another player still in the game."))
        if cheat not in s["face_up"]:
            raise IllegalAction(gettext_noop("Accuse a player of one of the five face-up cheats."))
        w["received"].append({"accuser": seat, "target": target, "cheat": cheat})
    w["entries"] = [e for e in w["entries"] if e["seat"] != seat]
    ctx.emit("answer", seat=seat)
    if not w["entries"]:
        close_window(ctx)


def close_window(ctx: Ctx) -> None:
    """Decide every accusation in the order received, then pay the rewards."""
    s = ctx.s
    w = s["window"]
    s["window"] = None
    steps: list[dict[str, Any]] = [{"step": "accusation", **a} for a in w["received"]]
    steps += [{"step": "reward", "index": i} for i in range(len(s["turn"]["cheats"]))]
    s["settle"] = steps
    s["results"] = []
    settle_next(ctx)
    nxt, stage = w.get("next"), s["stage"]
    if nxt is not None and stage is not None and stage["seat"] == nxt["seat"] == s["turn"]["seat"] \
            and s["window"] is None and stage["kind"] in ("roll", "cheapest"):
        stage["key"] = nxt["key"]  # the next player's clock runs on from the window's opening


def settle_next(ctx: Ctx) -> None:
    """Run the settlement steps until one opens a decision; then the next turn."""
    s = ctx.s
    while s["settle"]:
        if s["ended"] is not None:
            return
        step = s["settle"].pop(0)
        if step["step"] == "accusation":
            _accusation(ctx, step)
        elif step["step"] == "reward":
            record = s["turn"]["cheats"][step["index"]]
            if not record.get("settled") and s["seats"][record["seat"]]["status"] == PLAYING:
                record["settled"] = "succeeded"
                s["results"].append({"result": "succeeded", "seat": record["seat"], "cheat": record["cheat"]})
                REWARDS[record["cheat"]](ctx, record)
                replace_card(ctx, record["cheat"])
        elif step["step"] == "land":
            turn.land(ctx, step["seat"], 0)
        if s["stage"] is not None or s["auction"] is not None:
            return
    if s["ended"] is None:
        ctx.emit("window", results=list(s["results"]))
        s["last_rent"][s["turn"]["seat"]] = None
        turn.next_turn(ctx)


def _accusation(ctx: Ctx, step: dict[str, Any]) -> None:
    s = ctx.s
    accuser, target, cheat = step["accuser"], step["target"], step["cheat"]
    if s["seats"][accuser]["status"] != PLAYING:
        return
    record = next((r for r in s["turn"]["cheats"] if r["seat"] == target and r["cheat"] == cheat), None)
    result = {"seat": target, "cheat": cheat, "accuser": accuser}
    if record is None:
        s["results"].append({"result": "wrong", **result})
        rules.charge(ctx, accuser, [[target, data.WRONG_ACCUSATION]], "accusation")
    elif record.get("settled"):
        s["results"].append({"result": "void", **result})
    else:
        record["settled"] = "caught"
        s["results"].append({"result": "caught", **result})
        if s["seats"][target]["status"] == PLAYING:
            PENALTIES[cheat](ctx, record, accuser)
        replace_card(ctx, cheat)


def replace_card(ctx: Ctx, cheat: str) -> None:
    """Turn the card over: it goes under the cheat deck and the top card takes its slot
    (Ultimate mode has all fifteen in play: nothing to replace)."""
    s = ctx.s
    if s["ultimate"] or cheat not in s["face_up"]:
        return
    slot = s["face_up"].index(cheat)
    s["cheat_deck"].append(cheat)
    new = s["cheat_deck"].pop(0)
    s["face_up"][slot] = new
    ctx.emit("cheat_card", slot=slot, old=cheat, new=new)


# -- rewards (seed 作弊卡 "成功後的獎勵") ------------------------------------------------

def _free_hotel(ctx: Ctx, seat: int, square: int) -> None:
    if ctx.s["owners"][square] == seat:
        rules.put_hotel(ctx, square)


def _escape_reward(ctx: Ctx, r: dict[str, Any]) -> None:
    s = ctx.s
    seat = r["seat"]
    unsold = rules.unowned_streets(s)
    if not unsold or s["seats"][seat]["in_jail"]:
        return
    position = s["seats"][seat]["position"]
    square = min(unsold, key=lambda q: (q - position) % data.BOARD_SIZE or data.BOARD_SIZE)
    rules.advance(ctx, seat, (square - position) % data.BOARD_SIZE or data.BOARD_SIZE, "reward")
    if s["owners"][square] is None and s["seats"][seat]["position"] == square:
        rules.move_deed(ctx, square, seat)


def _heist_reward(ctx: Ctx, r: dict[str, Any]) -> None:
    for other in rules.others(ctx.s, r["seat"]):
        rules.charge(ctx, other, [[r["seat"], data.HEIST_EACH]], "reward")


def _take_deed(ctx: Ctx, r: dict[str, Any]) -> None:
    if ctx.s["owners"][r["square"]] == r["owner"]:
        rules.move_deed(ctx, r["square"], r["seat"])


def _trick_reward(ctx: Ctx, r: dict[str, Any]) -> None:
    transfer(ctx, BANK, r["seat"], data.TRICK_DICE_REWARD, "reward")


def _pickpocket_reward(ctx: Ctx, r: dict[str, Any]) -> None:
    ctx.s["later"].append({"seat": r["seat"], "kind": "pickpocket_reward"})


def _demolition_reward(ctx: Ctx, r: dict[str, Any]) -> None:
    """Seed: "作弊者將酒店放置在他們自己的房產上，該房產上還沒有酒店": on the property the
    cheater named (``target_square``) while it is still theirs without a hotel; else
    (none named, or it changed hands since) on their bare property with the highest
    hotel rent (ours: the choice the cheater would make)."""
    s = ctx.s
    mine = [q for q in rules.owned(s, r["seat"]) if not s["levels"][q]]
    chosen = r.get("target_square")
    if chosen in mine:
        rules.put_hotel(ctx, chosen)
    elif mine:
        rules.put_hotel(ctx, max(mine, key=lambda q: (data.SQUARES[q]["hotel_rent"], -q)))


REWARDS: dict[str, Callable[[Ctx, dict[str, Any]], None]] = {
    "extra_allowance": lambda ctx, r: None,  # "被允許保留額外的₩100"
    "escape_artist": _escape_reward,
    "slippery_deed": lambda ctx, r: _free_hotel(ctx, r["seat"], r["square"]),
    "underpay": lambda ctx, r: transfer(ctx, BANK, r["seat"], data.UNDERPAY_REWARD, "reward"),
    "price_gouging": lambda ctx, r: _free_hotel(ctx, r["seat"], r["square"]),
    "property_swap": lambda ctx, r: _free_hotel(ctx, r["seat"], r["target_square"]),
    "identity_theft": lambda ctx, r: rules.charge(ctx, r["target"], [[r["seat"], data.IDENTITY_REWARD]], "reward"),
    "unlicensed_contractor": lambda ctx, r: None,  # "可以保留酒店"
    "forged_chance": lambda ctx, r: None,  # "行動保持原樣"
    "bank_heist": _heist_reward,
    "free_lodging": _take_deed,
    "squatter": _take_deed,
    "trick_dice": _trick_reward,
    "pickpocket": _pickpocket_reward,
    "accidental_demolition": _demolition_reward,
}


# -- penalties (seed 作弊卡 "被抓後的懲罰"; RULINGS: undo first where the card is silent) --

def _jail(ctx: Ctx, seat: int) -> None:
    if ctx.s["seats"][seat]["status"] == PLAYING:
        rules.go_to_jail(ctx, seat)


def _extra_penalty(ctx: Ctx, r: dict[str, Any], catcher: int) -> None:
    seat = r["seat"]
    payees = [[BANK, data.GO_PAYMENT + data.EXTRA_ALLOWANCE]]
    payees += [[q, data.EXTRA_ALLOWANCE_EACH] for q in rules.others(ctx.s, seat)]
    rules.charge(ctx, seat, payees, "penalty")


def _escape_penalty(ctx: Ctx, r: dict[str, Any], catcher: int) -> None:
    _jail(ctx, r["seat"])
    rules.charge(ctx, r["seat"], [[catcher, data.ESCAPE_PENALTY]], "penalty")


def _slippery_penalty(ctx: Ctx, r: dict[str, Any], catcher: int) -> None:
    s = ctx.s
    if s["owners"][r["square"]] == r["seat"]:
        back = r["from"] if r["from"] is None or s["seats"][r["from"]]["status"] == PLAYING else None
        rules.move_deed(ctx, r["square"], back)
    rules.charge(ctx, r["seat"], [[catcher, data.SLIPPERY_PENALTY]], "penalty")
    _jail(ctx, r["seat"])


def _underpay_penalty(ctx: Ctx, r: dict[str, Any], catcher: int) -> None:
    rules.charge(ctx, r["seat"], [[r["owner"], r["owed"] - r["paid"]]], r.get("reason", "rent"), r["square"])
    _jail(ctx, r["seat"])


def _gouging_penalty(ctx: Ctx, r: dict[str, Any], catcher: int) -> None:
    seat = r["seat"]
    rules.charge(ctx, seat, [[r["payer"], r["rent"] + r["extra"]]], "refund", r["square"])
    _jail(ctx, seat)
    ctx.s["seats"][seat]["no_rent"] = ctx.s["seats"][seat]["in_jail"]


def _swap_penalty(ctx: Ctx, r: dict[str, Any], catcher: int) -> None:
    s = ctx.s
    to = None if r["other"] is None else catcher
    for square in (r["square"], r["target_square"]):
        if s["owners"][square] in (r["seat"], r["other"]):
            rules.move_deed(ctx, square, to)


def _identity_penalty(ctx: Ctx, r: dict[str, Any], catcher: int) -> None:
    s = ctx.s
    victim = r["target"]
    if r.get("jailed"):
        return  # the roll's third doubles jailed the cheater before any token moved: nothing to undo
    if s["seats"][victim]["status"] == PLAYING:
        movement.send_to(ctx, rules.BOARD, victim, r["from"], "back")
        # back on GO it waits again, back off GO it plays on (a record from before the
        # final-run ruling has no "was_at_go": the theft did not change it then)
        s["seats"][victim]["at_go"] = r.get("was_at_go", s["seats"][victim]["at_go"])
    chooser = victim if s["seats"][victim]["status"] == PLAYING else catcher
    s["stage"] = {"kind": "place_token", "seat": chooser, "cheater": r["seat"],
                  "key": rules.new_key(ctx, chooser, "place_token")}


def place_token(ctx: Ctx, seat: int, square: int) -> None:
    """The moved player puts the cheater's token on any square; the cheater follows
    that square's rules (seed 身份盜竊 penalty). No GO money: the token is placed. In the
    final run a token put on GO has arrived there and waits (seed 遊戲結束: GO's rule then
    is to stop and take no more turns; ours, docs/rules/cheaters-edition.md "The end")."""
    s = ctx.s
    cheater = s["stage"]["cheater"]
    s["stage"] = None
    movement.send_to(ctx, rules.BOARD, cheater, square, "placed")  # square 10: Just Visiting
    if s["final_run"] and square == rules.BOARD.start and not s["seats"][cheater]["at_go"]:
        s["seats"][cheater]["at_go"] = True
        ctx.emit("at_go", seat=cheater)
    s["settle"].insert(0, {"step": "land", "seat": cheater})
    settle_next(ctx)


def _contractor_penalty(ctx: Ctx, r: dict[str, Any], catcher: int) -> None:
    s = ctx.s
    rules.charge(ctx, r["seat"], [[BANK, data.CONTRACTOR_PENALTY]], "penalty")
    if not s["levels"][r["square"]]:
        return
    if r["from_square"] is None:
        rules.remove_hotel(ctx, r["square"])
    else:
        rules.put_hotel(ctx, r["from_square"], r["square"])  # only if its old square has none


def _forged_penalty(ctx: Ctx, r: dict[str, Any], catcher: int) -> None:
    """RULINGS "undone first": the played card's own payments and GO money go back, its
    token back to the card square (when nothing moved it since), then the drawn card acts
    and the cheater pays the catcher (what the square reached did stands, as for Trick Dice)."""
    s = ctx.s
    seat = r["seat"]
    if "owed" not in r:  # a record from before the undo was kept: the ₩200 only
        rules.charge(ctx, seat, [[catcher, data.FORGED_PENALTY]], "penalty")
        return
    for payer, payee, amount in r["owed"]:
        _give_back(ctx, payee, payer, amount)
    _give_back(ctx, seat, BANK, r["go"])
    p = s["seats"][seat]
    if p["status"] == PLAYING and (r["to"], r["jailed"], r["at_go"]) != (r["from"], False, False) \
            and (p["position"], p["in_jail"], p["at_go"]) == (r["to"], r["jailed"], r["at_go"]):
        _off_jail_and_go(ctx, seat, r["prisoner"])
        movement.send_to(ctx, rules.BOARD, seat, r["from"], "back")
    if p["status"] == PLAYING:
        cards.apply_card(ctx, seat, r["drawn"], turn.land, r["depth"])
    rules.charge(ctx, seat, [[catcher, data.FORGED_PENALTY]], "penalty")


def _give_back(ctx: Ctx, holder: int | str, owner: int | str, amount: int) -> None:
    """``holder`` gives ``amount`` back to ``owner`` (reason ``refund``: the plain fact),
    the bank paying at once, a seat by a charge; nothing from or to a seat no longer in."""
    s = ctx.s
    if amount <= 0 or (owner != BANK and s["seats"][owner]["status"] != PLAYING):
        return
    if holder == BANK:
        transfer(ctx, BANK, owner, amount, "refund")
    else:
        rules.charge(ctx, holder, [[owner, amount]], "refund")


def _off_jail_and_go(ctx: Ctx, seat: int, prisoner: dict[str, Any] | None) -> None:
    """Undo what a caught cheat's moves did to ``seat``'s standing: out of jail (the
    handcuffs go back to the ``prisoner`` they freed, still on the jail square: seed 手銬)
    and off the final run's wait on GO (it was not waiting when it cheated)."""
    s = ctx.s
    p = s["seats"][seat]
    p["at_go"] = False
    if not p["in_jail"]:
        return
    rules.free_from_jail(ctx, seat, "back")
    if prisoner is None or prisoner["seat"] == seat:
        return
    q = s["seats"][prisoner["seat"]]
    if q["status"] == PLAYING and not q["in_jail"] and q["position"] == data.JAIL and s["handcuffs"] is None:
        q.update(in_jail=True, jail_turns=prisoner["jail_turns"], no_rent=prisoner["no_rent"])
        s["handcuffs"] = prisoner["seat"]
        ctx.emit("jail", seat=prisoner["seat"], freed=False, how="back")


def _heist_penalty(ctx: Ctx, r: dict[str, Any], catcher: int) -> None:
    seat = r["seat"]
    payees = [[BANK, r["amount"]]] + [[q, data.HEIST_EACH] for q in rules.others(ctx.s, seat)]
    rules.charge(ctx, seat, payees, "penalty")
    _jail(ctx, seat)


def _lodging_penalty(ctx: Ctx, r: dict[str, Any], catcher: int) -> None:
    rules.charge(ctx, r["seat"], [[r["owner"], data.FREE_LODGING_FACTOR * r["owed"]]], "rent", r["square"])
    _jail(ctx, r["seat"])


def _squatter_penalty(ctx: Ctx, r: dict[str, Any], catcher: int) -> None:
    s = ctx.s
    seat = r["seat"]
    payees = [[r["target"], r["amount"]], [r["owner"], rules.face_value(s, r["square"])]]
    rules.charge(ctx, seat, payees, "penalty", r["square"])
    _jail(ctx, seat)


def _trick_penalty(ctx: Ctx, r: dict[str, Any], catcher: int) -> None:
    s = ctx.s
    seat = r["seat"]
    # the fake move is undone first (RULINGS): its GO money, the jail or GO wait it led to
    _give_back(ctx, seat, BANK, data.GO_PAYMENT if r.get("passed_go") else 0)
    if s["seats"][seat]["status"] != PLAYING:
        return
    _off_jail_and_go(ctx, seat, r.get("prisoner"))
    movement.send_to(ctx, rules.BOARD, seat, r["from"], "back")
    rules.advance(ctx, seat, sum(r["dice"]), "roll")
    s["later"].append({"seat": seat, "kind": "trick_dice_penalty", "catcher": catcher})
    s["settle"].insert(0, {"step": "land", "seat": seat})


def _pickpocket_penalty(ctx: Ctx, r: dict[str, Any], catcher: int) -> None:
    s = ctx.s
    seat = r["seat"]
    rules.charge(ctx, seat, [[r["target"], r["amount"]]], "refund")
    if s["seats"][seat]["status"] != PLAYING or s["seats"][r["target"]]["status"] != PLAYING:
        return
    square = rules.cheapest(rules.owned(s, seat))
    if square is not None:
        rules.move_deed(ctx, square, r["target"])


def _demolition_penalty(ctx: Ctx, r: dict[str, Any], catcher: int) -> None:
    rules.put_hotel(ctx, r["square"])
    rules.charge(ctx, r["seat"], [[catcher, data.DEMOLITION_PENALTY]], "penalty")
    _jail(ctx, r["seat"])


PENALTIES: dict[str, Callable[[Ctx, dict[str, Any], int], None]] = {
    "extra_allowance": _extra_penalty, "escape_artist": _escape_penalty, "slippery_deed": _slippery_penalty,
    "underpay": _underpay_penalty, "price_gouging": _gouging_penalty, "property_swap": _swap_penalty,
    "identity_theft": _identity_penalty, "unlicensed_contractor": _contractor_penalty,
    "forged_chance": _forged_penalty, "bank_heist": _heist_penalty, "free_lodging": _lodging_penalty,
    "squatter": _squatter_penalty, "trick_dice": _trick_penalty, "pickpocket": _pickpocket_penalty,
    "accidental_demolition": _demolition_penalty,
}
assert set(REWARDS) == set(PENALTIES) == set(data.CHEAT_IDS)
