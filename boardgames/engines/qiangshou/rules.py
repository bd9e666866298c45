"""The rules of 强手棋 as functions over a mutable copy of the game state, built on the
property-game core (``engines/property``: board, money, movement, cards, debts).

Everything here assumes the caller (``engine.py``) has validated the action and works on
a copy; each function appends its events to ``ctx.events``. State shape: see
``new_state`` and docs/rules/qiangshou.md. What is 强手棋's own: the coin-room deposit as
a money source, the lap payment, the landing rules, the sale window's debts, the
120-round end and the splits on leaving. Squares and card effects: ``landing.py``.
"""

from __future__ import annotations

from typing import Any

from ..core import Rng
from ..kit import answers
from ..kit.seats import END, REMOVE, SeatRules
from ..property import debts, movement
from ..property.board import PLAYING, BoardSpec, count_owned, owned, playing, return_to_bank, sell_to_bank
from ..property.cards import shuffled_decks
from ..property.money import BANK, transfer
from ..property.money import Ctx as _CoreCtx
from . import data
from .cards import DECKS

__all__ = ["BANK", "BOARD", "Ctx", "DEPOSIT", "owned", "playing", "transfer"]

RESIGNED = "resigned"
ESCAPED = "escaped"
BANKRUPT = "bankrupt"

DEPOSIT = "deposit"  # payer of a coin-room lap payment: the payee's own deposit

# RULINGS 强手棋: a player who leaves has their cash split and their land returned.
SEATS = SeatRules(left_seat=REMOVE)

BOARD = BoardSpec(squares=data.SQUARES, start=data.START_SQUARE, jail=data.JAIL_SQUARE,
                  ownable_kinds=frozenset(data.OWNABLE_KINDS), pass_field="passed_bank")


def _debit_deposit(s: dict[str, Any], payee: int, amount: int) -> None:
    """The coin-room lap payment comes out of the payee's own deposit (RULINGS)."""
    s["seats"][payee]["deposit_left"] -= amount


class Ctx(_CoreCtx):
    """A 强手棋 state being changed plus its events; its extra money source is the
    coin-room deposit (:data:`DEPOSIT`)."""

    sources = {DEPOSIT: _debit_deposit}


# -- the opening state --------------------------------------------------------------

def new_state(players: int, room: str, deposits: list[int], seed: int) -> dict[str, Any]:
    """The opening state: every seat on 银行 with the start cash, decks shuffled by the
    game's RNG, seat 0 to roll. ``deposits`` are counts of 500 (0..30) per seat."""
    rng = Rng(seed)
    decks = shuffled_decks(rng, DECKS)
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
    return debts.cheapest_first(owned(s, seat), lambda i: data.SQUARES[i]["mortgage"],
                                lambda i: sale_value(s, i), s["seats"][seat]["cash"], amount)


def rent(s: dict[str, Any], square: int, utility_roll: int = 0) -> int:
    """Rent due on ``square`` with its current owner and level (seed 地价表, 铁路价格表,
    公用事业价格表); ``utility_roll`` is the server's two-dice total for utilities."""
    sq = data.SQUARES[square]
    owner = s["owners"][square]
    if sq["kind"] == "street":
        return int(sq["rents"][s["levels"][square]])
    if sq["kind"] == "railway":
        return data.RAILWAY_RENTS[count_owned(s, data.RAILWAY_SQUARES, owner)]
    return data.UTILITY_MULTIPLIERS[count_owned(s, data.UTILITY_SQUARES, owner)] * utility_roll


def income_tax(cash: int) -> int:
    """契税: 10% of cash (rounded down), at most 200 (seed 三 [所得税])."""
    return min(cash * data.INCOME_TAX_PERCENT // 100, data.INCOME_TAX_CAP)


# -- prompts and money ---------------------------------------------------------------

def new_key(ctx: Ctx, seat: int, kind: str) -> str:
    """A fresh prompt key (never repeats within a game)."""
    return answers.new_key(ctx.s, seat, kind)


def prompt_roll(ctx: Ctx, seat: int) -> None:
    """Make ``seat`` the player to move, waiting for its roll."""
    ctx.s["turn"] = seat
    ctx.s["pending"] = {"seat": seat, "kind": "roll", "square": None,
                        "key": new_key(ctx, seat, "roll")}


def charge(ctx: Ctx, debtor: int, payees: list[list[Any]], reason: str,
           square: int | None = None) -> None:
    """``debtor`` owes ``payees`` (``[[payee, amount], ...]``). Pays at once if cash
    covers it; otherwise opens a passive-mortgage debt (a ``sell`` prompt); if even selling
    everything cannot cover it, the debtor is bankrupt and the game ends (seed 四.1)."""
    payees = debts.owed(payees)
    amount = sum(a for _, a in payees)
    if amount <= 0 or debts.pay_now(ctx, debtor, payees, reason, square):
        return
    if liquidity(ctx.s, debtor) < amount:
        go_bankrupt(ctx, debtor, payees, amount, reason, square)
        return
    debts.open_debt(ctx, debtor, payees, reason, square, new_key(ctx, debtor, "sell"))


def sell(ctx: Ctx, seat: int, squares: list[int], auto: bool) -> None:
    """Sell ``squares`` of ``seat`` to the bank at their sale value; the land returns to
    the bank unbuilt (RULINGS, passive mortgage)."""
    sell_to_bank(ctx, BOARD, seat, squares, sale_value, auto)


def settle_debt(ctx: Ctx, debt: dict[str, Any], squares: list[int], auto: bool) -> None:
    """Sell ``squares`` (already checked to cover the debt) and pay the debt; the surplus
    stays in cash (seed 二.3). A payee who has left the game is replaced by the bank."""
    seat = debt["debtor"]
    if auto:
        ctx.emit("auto_sale", seat=seat, squares=squares, amount=debt["amount"])
    sell(ctx, seat, squares, auto)
    debts.close_debt(ctx, debt)
    continue_turn(ctx)


def go_bankrupt(ctx: Ctx, seat: int, payees: list[list[Any]], amount: int, reason: str,
                square: int | None) -> None:
    """Bankruptcy (seed 四.1): every asset is sold to the bank, all cash goes to the
    creditors in order until it runs out, and the game ends at once."""
    s = ctx.s
    ctx.emit("bankrupt", seat=seat, amount=amount, liquidity=liquidity(s, seat), reason=reason)
    sell(ctx, seat, owned(s, seat), auto=True)
    debts.pay_creditors(ctx, seat, payees, reason, square, as_far_as_cash_goes=True)
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
    movement.advance(ctx, BOARD, seat, steps, via, lap_payment)


def move_back(ctx: Ctx, seat: int, steps: int) -> None:
    """Move ``seat`` ``steps`` squares backwards (never collects the lap payment)."""
    movement.move_back(ctx, BOARD, seat, steps)


def go_to_jail(ctx: Ctx, seat: int) -> None:
    """To 停留地 without passing 银行; skip one turn; the next pass of 银行 pays nothing
    (seed 三 [停留地]; RULINGS)."""
    p = ctx.s["seats"][seat]
    p["skip_turns"] = data.JAIL_SKIPPED_TURNS
    p["no_lap_pay"] = True
    movement.send_to(ctx, BOARD, seat, data.JAIL_SQUARE, "jail")
    ctx.emit("jailed", seat=seat)


def roll_dice(ctx: Ctx) -> list[int]:
    """Two dice from the state's RNG."""
    rng = Rng(ctx.s["rng"])
    count, sides = data.DICE
    dice = [rng.randint(1, sides) for _ in range(count)]
    ctx.s["rng"] = rng.state
    return dice


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
        return_to_bank(s, square)
    p["status"] = how
    p["skip_turns"] = 0
    s["left_order"].append(seat)
    debts.cancel_debts(ctx, seat)
    for d in list(s["debts"]):  # a share of the split may now cover a debtor's debt
        if s["seats"][d["debtor"]]["cash"] >= d["amount"]:
            settle_debt(ctx, d, [], auto=False)
    if s["ended"] is not None:
        return
    if SEATS.after_leaving(len(playing(s))) == END:
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
