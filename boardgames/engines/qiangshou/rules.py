"""The rules of 强手棋 as functions over a mutable copy of the game state.

Everything here assumes the caller (``engine.py``) has validated the action and works on
a deep copy; each function appends its events to ``ctx.events``. State shape: see
``new_state`` and docs/rules/qiangshou.md.
"""

from __future__ import annotations

from typing import Any

from ..core import Rng
from . import data
from .cards import CARDS_BY_ID, DECK_NAMES, DECKS

PLAYING = "playing"
RESIGNED = "resigned"
ESCAPED = "escaped"
BANKRUPT = "bankrupt"

BANK = "bank"  # payer/payee of money events: the bank
DEPOSIT = "deposit"  # payer of a coin-room lap payment: the payee's own deposit


class Ctx:
    """A state being changed plus the events produced so far."""

    def __init__(self, state: dict[str, Any]) -> None:
        self.s = state
        self.events: list[dict[str, Any]] = []

    def emit(self, type_: str, **facts: Any) -> None:
        """Record one public event ``{"type": type_, **facts}`` (``from_square`` is
        written as ``"from"``)."""
        if "from_square" in facts:
            facts["from"] = facts.pop("from_square")
        self.events.append({"type": type_, **facts})


# -- the opening state --------------------------------------------------------------

def new_state(players: int, room: str, deposits: list[int], seed: int) -> dict[str, Any]:
    """The opening state: every seat on 银行 with the start cash, decks shuffled by the
    game's RNG, seat 0 to roll. ``deposits`` are counts of 500 (0..30) per seat."""
    rng = Rng(seed)
    decks = {}
    for name, cards in DECKS.items():
        order = [c["id"] for c in cards]
        rng.shuffle(order)
        decks[name] = order
    seats = []
    for i in range(players):
        deposit = deposits[i] * data.DEPOSIT_UNIT if room == "coin" else 0
        seats.append({
            "seat": i, "position": data.START_SQUARE, "cash": data.START_CASH,
            "status": PLAYING, "deposit": deposit, "deposit_left": deposit,
            "timeouts": 0, "skip_turns": 0, "no_lap_pay": False,
        })
    state: dict[str, Any] = {
        "game": "qiangshou",
        "players": players,
        "room": room,
        "rng": rng.state,
        "round": 1,
        "turn": 0,
        "pending": None,
        "debts": [],
        "counter": 0,
        "owners": [None] * data.BOARD_SIZE,
        "levels": [0] * data.BOARD_SIZE,
        "seats": seats,
        "decks": decks,
        "bank": {"received": 0, "paid": 0},
        "last_dice": None,
        "last_card": None,
        "left_order": [],
        "bankrupt": None,
        "ended": None,
    }
    ctx = Ctx(state)
    prompt_roll(ctx, 0)
    return state


# -- small queries --------------------------------------------------------------------

def playing(s: dict[str, Any]) -> list[int]:
    """Seats still playing, in seat order."""
    return [p["seat"] for p in s["seats"] if p["status"] == PLAYING]


def owned(s: dict[str, Any], seat: int) -> list[int]:
    """Squares owned by ``seat``, in board order."""
    return [i for i, o in enumerate(s["owners"]) if o == seat]


def sale_value(s: dict[str, Any], square: int) -> int:
    """What selling ``square`` to the bank yields (RULINGS, passive mortgage): its mortgage
    value plus half its build price per level built."""
    sq = data.SQUARES[square]
    value = sq["mortgage"]
    if sq["kind"] == "street":
        value += s["levels"][square] * sq["build"] // 2
    return int(value)


def asset_value(s: dict[str, Any], square: int) -> int:
    """Price of the land plus the build costs spent on it (RULINGS, ranking)."""
    sq = data.SQUARES[square]
    value = sq["price"]
    if sq["kind"] == "street":
        value += s["levels"][square] * sq["build"]
    return int(value)


def total_assets(s: dict[str, Any], seat: int) -> int:
    """Cash plus the price of the seat's land plus build costs spent (seed 四; RULINGS)."""
    return s["seats"][seat]["cash"] + sum(asset_value(s, i) for i in owned(s, seat))


def liquidity(s: dict[str, Any], seat: int) -> int:
    """Cash plus what every asset of ``seat`` would sell for (seed 四.1 "现金+所有地产抵值")."""
    return s["seats"][seat]["cash"] + sum(sale_value(s, i) for i in owned(s, seat))


def auto_sale(s: dict[str, Any], seat: int, amount: int) -> list[int]:
    """The squares the automatic sale picks for a debt of ``amount``: lowest mortgage
    value first, ties by board order, until cash covers the debt (RULINGS)."""
    cash = s["seats"][seat]["cash"]
    chosen = []
    for square in sorted(owned(s, seat), key=lambda i: (data.SQUARES[i]["mortgage"], i)):
        if cash >= amount:
            break
        chosen.append(square)
        cash += sale_value(s, square)
    return sorted(chosen)


def rent(s: dict[str, Any], square: int, utility_roll: int = 0) -> int:
    """Rent due on ``square`` with its current owner and level (seed 地价表, 铁路价格表,
    公用事业价格表); ``utility_roll`` is the server's two-dice total for utilities."""
    sq = data.SQUARES[square]
    owner = s["owners"][square]
    if sq["kind"] == "street":
        return int(sq["rents"][s["levels"][square]])
    if sq["kind"] == "railway":
        count = sum(1 for i in data.RAILWAY_SQUARES if s["owners"][i] == owner)
        return data.RAILWAY_RENTS[count]
    count = sum(1 for i in data.UTILITY_SQUARES if s["owners"][i] == owner)
    return data.UTILITY_MULTIPLIERS[count] * utility_roll


def income_tax(cash: int) -> int:
    """契税: 10% of cash (rounded down), at most 200 (seed 三 [所得税])."""
    return min(cash * data.INCOME_TAX_PERCENT // 100, data.INCOME_TAX_CAP)


# -- prompts and money ---------------------------------------------------------------

def new_key(ctx: Ctx, seat: int, kind: str) -> str:
    """A fresh prompt key (never repeats within a game)."""
    ctx.s["counter"] += 1
    return f"{ctx.s['counter']}:{kind}:{seat}"


def prompt_roll(ctx: Ctx, seat: int) -> None:
    """Make ``seat`` the player to move, waiting for its roll."""
    ctx.s["turn"] = seat
    ctx.s["pending"] = {"seat": seat, "kind": "roll", "square": None,
                        "key": new_key(ctx, seat, "roll")}


def transfer(ctx: Ctx, payer: int | str, payee: int | str, amount: int, reason: str,
             square: int | None = None) -> None:
    """Move ``amount`` of cash and record a ``money`` event. ``payer``/``payee`` are a seat,
    ``"bank"``, or (payer only) ``"deposit"`` = the payee's own coin-room deposit."""
    if amount <= 0:
        return
    s = ctx.s
    if payer == BANK:
        s["bank"]["paid"] += amount
    elif payer == DEPOSIT:
        s["seats"][payee]["deposit_left"] -= amount
    else:
        s["seats"][payer]["cash"] -= amount
    if payee == BANK:
        s["bank"]["received"] += amount
    else:
        s["seats"][payee]["cash"] += amount
    ctx.emit("money", payer=payer, payee=payee, amount=amount, reason=reason, square=square)


def charge(ctx: Ctx, debtor: int, payees: list[list[Any]], reason: str,
           square: int | None = None) -> None:
    """``debtor`` owes ``payees`` (``[[payee, amount], ...]``). Pays at once if cash
    covers it; otherwise opens a passive-mortgage debt (a ``sell`` prompt); if even selling
    everything cannot cover it, the debtor is bankrupt and the game ends (seed 四.1)."""
    payees = [[p, a] for p, a in payees if a > 0]
    amount = sum(a for _, a in payees)
    if amount <= 0:
        return
    s = ctx.s
    if s["seats"][debtor]["cash"] >= amount:
        for payee, part in payees:
            transfer(ctx, debtor, payee, part, reason, square)
        return
    if liquidity(s, debtor) < amount:
        go_bankrupt(ctx, debtor, payees, amount, reason, square)
        return
    debt = {"debtor": debtor, "amount": amount, "payees": payees, "reason": reason,
            "square": square, "key": new_key(ctx, debtor, "sell")}
    s["debts"].append(debt)
    ctx.emit("debt", seat=debtor, amount=amount, cash=s["seats"][debtor]["cash"],
             payees=payees, reason=reason, square=square)


def sell(ctx: Ctx, seat: int, squares: list[int], auto: bool) -> None:
    """Sell ``squares`` of ``seat`` to the bank at their sale value; the land returns to
    the bank unbuilt (RULINGS, passive mortgage)."""
    s = ctx.s
    for square in sorted(squares):
        value = sale_value(s, square)
        ctx.emit("sell", seat=seat, square=square, name=data.SQUARES[square]["name"],
                 level=s["levels"][square], value=value, auto=auto)
        s["owners"][square] = None
        s["levels"][square] = 0
        transfer(ctx, BANK, seat, value, "sale", square)


def settle_debt(ctx: Ctx, debt: dict[str, Any], squares: list[int], auto: bool) -> None:
    """Sell ``squares`` (already checked to cover the debt) and pay the debt; the surplus
    stays in cash (seed 二.3). A payee who has left the game is replaced by the bank."""
    s = ctx.s
    seat = debt["debtor"]
    if auto:
        ctx.emit("auto_sale", seat=seat, squares=squares, amount=debt["amount"])
    sell(ctx, seat, squares, auto)
    for payee, part in debt["payees"]:
        if payee != BANK and s["seats"][payee]["status"] != PLAYING:
            payee = BANK
        transfer(ctx, seat, payee, part, debt["reason"], debt["square"])
    s["debts"] = [d for d in s["debts"] if d is not debt]
    continue_turn(ctx)


def go_bankrupt(ctx: Ctx, seat: int, payees: list[list[Any]], amount: int, reason: str,
                square: int | None) -> None:
    """Bankruptcy (seed 四.1): every asset is sold to the bank, all cash goes to the
    creditors in order until it runs out, and the game ends at once."""
    s = ctx.s
    ctx.emit("bankrupt", seat=seat, amount=amount, liquidity=liquidity(s, seat), reason=reason)
    sell(ctx, seat, owned(s, seat), auto=True)
    for payee, part in payees:
        if payee != BANK and s["seats"][payee]["status"] != PLAYING:
            payee = BANK
        transfer(ctx, seat, payee, min(part, s["seats"][seat]["cash"]), reason, square)
    s["seats"][seat]["status"] = BANKRUPT
    s["bankrupt"] = seat
    finish(ctx, "bankruptcy")


# -- movement and squares ------------------------------------------------------------

def lap_payment(ctx: Ctx, seat: int) -> None:
    """Passing or landing on 银行 (RULINGS): normal room 500 from the bank; coin room 500
    from the player's own deposit while any remains; nothing on the first pass after
    being sent to 停留地."""
    s = ctx.s
    p = s["seats"][seat]
    if p["no_lap_pay"]:
        p["no_lap_pay"] = False
        ctx.emit("lap", seat=seat, paid=0, why="first pass after 停留地")
        return
    if s["room"] == "normal":
        ctx.emit("lap", seat=seat, paid=data.LAP_PAYMENT, why="bank")
        transfer(ctx, BANK, seat, data.LAP_PAYMENT, "lap")
    elif p["deposit_left"] >= data.LAP_PAYMENT:
        ctx.emit("lap", seat=seat, paid=data.LAP_PAYMENT, why="deposit")
        transfer(ctx, DEPOSIT, seat, data.LAP_PAYMENT, "lap")
    else:
        ctx.emit("lap", seat=seat, paid=0, why="deposit used up")


def move_forward(ctx: Ctx, seat: int, steps: int, via: str) -> None:
    """Move ``seat`` ``steps`` squares forward, paying the lap on passing 银行."""
    p = ctx.s["seats"][seat]
    start = p["position"]
    target = (start + steps) % data.BOARD_SIZE
    passed = start + steps >= data.BOARD_SIZE
    p["position"] = target
    ctx.emit("move", seat=seat, from_square=start, to=target, steps=steps, passed_bank=passed, via=via)
    if passed:
        lap_payment(ctx, seat)


def move_back(ctx: Ctx, seat: int, steps: int) -> None:
    """Move ``seat`` ``steps`` squares backwards (never collects the lap payment)."""
    p = ctx.s["seats"][seat]
    start = p["position"]
    p["position"] = (start - steps) % data.BOARD_SIZE
    ctx.emit("move", seat=seat, from_square=start, to=p["position"], steps=-steps, passed_bank=False,
             via="card")


def go_to_jail(ctx: Ctx, seat: int) -> None:
    """To 停留地 without passing 银行; skip one turn; the next pass of 银行 pays nothing
    (seed 三 [停留地]; RULINGS)."""
    p = ctx.s["seats"][seat]
    start = p["position"]
    p["position"] = data.JAIL_SQUARE
    p["skip_turns"] = data.JAIL_SKIPPED_TURNS
    p["no_lap_pay"] = True
    ctx.emit("move", seat=seat, from_square=start, to=data.JAIL_SQUARE, steps=0, passed_bank=False,
             via="jail")
    ctx.emit("jailed", seat=seat)


def roll_dice(ctx: Ctx) -> list[int]:
    """Two dice from the state's RNG."""
    rng = Rng(ctx.s["rng"])
    count, sides = data.DICE
    dice = [rng.randint(1, sides) for _ in range(count)]
    ctx.s["rng"] = rng.state
    return dice


def land(ctx: Ctx, seat: int, depth: int = 0) -> None:
    """Resolve the square ``seat`` stands on: offer a purchase or a build, charge rent or
    tax, draw a card, or send to 停留地."""
    s = ctx.s
    p = s["seats"][seat]
    square = p["position"]
    sq = data.SQUARES[square]
    kind = sq["kind"]
    if kind in data.OWNABLE_KINDS:
        owner = s["owners"][square]
        if owner is None:
            if p["cash"] >= sq["price"]:
                s["pending"] = {"seat": seat, "kind": "buy", "square": square,
                                "key": new_key(ctx, seat, "buy")}
            else:
                ctx.emit("cannot_afford", seat=seat, square=square, price=sq["price"],
                         cash=p["cash"], what="buy")
        elif owner == seat:
            if kind == "street" and s["levels"][square] < data.MAX_LEVEL:
                if p["cash"] >= sq["build"]:
                    s["pending"] = {"seat": seat, "kind": "build", "square": square,
                                    "key": new_key(ctx, seat, "build")}
                else:
                    ctx.emit("cannot_afford", seat=seat, square=square, price=sq["build"],
                             cash=p["cash"], what="build")
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


def draw_card(ctx: Ctx, seat: int, deck: str, depth: int) -> None:
    """Draw the top card of ``deck`` (it goes to the bottom) and apply it."""
    s = ctx.s
    order = s["decks"][deck]
    card_id = order.pop(0)
    order.append(card_id)
    card = CARDS_BY_ID[card_id]
    s["last_card"] = {"seat": seat, "deck": deck, "deck_name": DECK_NAMES[deck],
                      "id": card_id, "text": card["text"]}
    ctx.emit("card", seat=seat, deck=deck, deck_name=DECK_NAMES[deck], id=card_id,
             text=card["text"])
    effect = card["effect"]
    kind = effect["kind"]
    p = s["seats"][seat]
    if kind == "advance_to":
        steps = (effect["square"] - p["position"]) % data.BOARD_SIZE
        if steps == 0:
            steps = data.BOARD_SIZE if effect["square"] == data.START_SQUARE else 0
        if steps:
            move_forward(ctx, seat, steps, "card")
        land(ctx, seat, depth + 1)
    elif kind == "advance_to_nearest":
        targets = data.RAILWAY_SQUARES if effect["target"] == "railway" else data.UTILITY_SQUARES
        steps = min((t - p["position"]) % data.BOARD_SIZE or data.BOARD_SIZE for t in targets)
        move_forward(ctx, seat, steps, "card")
        land(ctx, seat, depth + 1)
    elif kind == "back":
        move_back(ctx, seat, effect["steps"])
        if depth < 3:
            land(ctx, seat, depth + 1)
    elif kind == "go_to_jail":
        go_to_jail(ctx, seat)
    elif kind == "collect":
        transfer(ctx, BANK, seat, effect["amount"], "card")
    elif kind == "pay":
        charge(ctx, seat, [[BANK, effect["amount"]]], "card")
    elif kind == "repairs":
        houses = hotels = 0
        for square in owned(s, seat):
            level = s["levels"][square]
            if level == data.HOTEL_LEVEL:
                hotels += 1
            else:
                houses += level
        amount = houses * effect["house"] + hotels * effect["hotel"]
        ctx.emit("repairs", seat=seat, houses=houses, hotels=hotels, amount=amount)
        charge(ctx, seat, [[BANK, amount]], "card")
    elif kind == "collect_from_each":
        n = s["players"]
        for other in [(seat + k) % n for k in range(1, n)]:
            if s["ended"] is None and s["seats"][other]["status"] == PLAYING:
                charge(ctx, other, [[seat, effect["amount"]]], "card")
    elif kind == "pay_each":
        others = [o for o in playing(s) if o != seat]
        charge(ctx, seat, [[o, effect["amount"]] for o in others], "card")
    else:  # pragma: no cover - the card data is fixed
        raise AssertionError(f"unknown card effect {kind}")


# -- turns, leaving, the end ---------------------------------------------------------

def continue_turn(ctx: Ctx) -> None:
    """End the current turn once nothing is pending (no decision, no debt)."""
    s = ctx.s
    if s["ended"] is None and s["pending"] is None and not s["debts"]:
        end_turn(ctx)


def end_turn(ctx: Ctx) -> None:
    """Pass the turn to the next seat still playing; a jailed seat's turn is skipped
    (it counts as its turn). A new round starts when the order wraps; after round 120
    the game ends (seed 四.2)."""
    s = ctx.s
    n = s["players"]
    current = s["turn"]
    while True:
        alive = playing(s)
        later = [q for q in alive if q > current]
        if later:
            nxt = later[0]
        else:
            nxt = alive[0]
            if s["round"] >= data.ROUND_LIMIT:
                finish(ctx, "round_limit")
                return
            s["round"] += 1
            ctx.emit("round", round=s["round"])
        p = s["seats"][nxt]
        if p["skip_turns"] > 0:
            p["skip_turns"] -= 1
            ctx.emit("turn_skipped", seat=nxt, why="停留地")
            current = nxt
            s["turn"] = nxt
            continue
        assert 0 <= nxt < n
        prompt_roll(ctx, nxt)
        ctx.emit("turn", seat=nxt, round=s["round"])
        return


def leave(ctx: Ctx, seat: int, how: str) -> None:
    """``seat`` resigns (自杀, ``how="resigned"``) or escapes (逃跑, ``how="escaped"``).

    RULINGS: resign keeps half the cash (rounded down); the other half is split equally
    among the other players still playing and the system. Escape loses all cash: half
    (rounded down) split equally among the others, the rest to the system. Remainders of
    a split go to the system (the bank). The land returns to the bank unbuilt. A pending
    debt of the seat is cancelled. With one player left the game ends; otherwise it goes
    on (the seat's turn, if it was moving, passes)."""
    s = ctx.s
    p = s["seats"][seat]
    others = [o for o in playing(s) if o != seat]
    cash = p["cash"]
    if how == RESIGNED:
        kept = cash // 2
        pool = cash - kept
        share = pool // (len(others) + 1)
        reason = "resign_split"
    else:
        kept = 0
        pool = cash // 2
        share = pool // len(others) if others else 0
        reason = "escape_split"
    ctx.emit("left", seat=seat, how=how, cash=cash, kept=kept, share=share,
             others=others)
    for o in others:
        transfer(ctx, seat, o, share, reason)
    transfer(ctx, seat, BANK, cash - kept - share * len(others), reason)
    for square in owned(s, seat):
        ctx.emit("land_returned", seat=seat, square=square, level=s["levels"][square])
        s["owners"][square] = None
        s["levels"][square] = 0
    p["status"] = how
    p["skip_turns"] = 0
    s["left_order"].append(seat)
    dropped = [d for d in s["debts"] if d["debtor"] == seat]
    for d in dropped:
        ctx.emit("debt_cancelled", seat=seat, amount=d["amount"])
    s["debts"] = [d for d in s["debts"] if d["debtor"] != seat]
    for d in list(s["debts"]):  # a share of the split may now cover a debtor's debt
        if s["seats"][d["debtor"]]["cash"] >= d["amount"]:
            settle_debt(ctx, d, [], auto=False)
    if s["ended"] is not None:
        return
    if len(playing(s)) <= 1:
        finish(ctx, "last_player")
        return
    if s["pending"] is not None and s["pending"]["seat"] == seat:
        s["pending"] = None
    continue_turn(ctx)


def finish(ctx: Ctx, reason: str) -> None:
    """End the game: no more prompts."""
    s = ctx.s
    s["pending"] = None
    s["debts"] = []
    s["ended"] = {"reason": reason, "round": s["round"]}
    ctx.emit("game_over", reason=reason, round=s["round"])
