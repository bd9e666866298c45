"""The state of a Cheaters Edition game and the small rules every part uses: rent, face
value, deeds and hotels, charges and debts, jail, bankruptcy and leaving.

State keys beyond the property core's (``boardgames/engines/property/__init__.py``):
``hotels_left`` (hotels in the bank tray), ``handcuffs`` (the prisoner or ``None``),
``cheat_deck`` / ``face_up`` (cheat card ids), ``turn`` (whose turn and what happened in
it, including its secret ``cheats``), ``stage`` (the turn's open decision), ``auction``,
``offer``, ``window``, ``settle`` (the window's remaining steps), ``later`` (obligations
of a later turn), ``results`` (the last window's outcome), ``last_rent`` (per seat, the
last rent paid to it since its own last turn), ``final_run``, ``round``, ``ended``.
"""

from __future__ import annotations

from typing import Any

from ..core import Rng
from ..kit import answers
from ..kit.seats import END, PLAY_OUT, PLAYING, SeatRules
from ..property import debts, movement
from ..property.board import BoardSpec, owned, owns_group, playing
from ..property.cards import shuffled_decks
from ..property.money import BANK, Ctx, transfer
from . import data

__all__ = ["BANK", "BOARD", "Ctx", "PLAYING", "SEATS", "owned", "playing"]

BANKRUPT = "bankrupt"
RESIGNED = "resigned"
# RULINGS platform-wide: a left seat is played out by the server and counts as last
# place (the seed says nothing of removing it).
SEATS = SeatRules(left_seat=PLAY_OUT)
BOARD = BoardSpec(squares=data.SQUARES, start=data.GO, jail=data.JAIL, pass_field="passed_go")


def new_state(players: int, ultimate: bool, seed: int) -> dict[str, Any]:
    """The opening state (seed 設定): ₩1500 each on GO, the decks shuffled, a hotel on
    Connecticut Avenue, five cheat cards face up. Seat 0 starts (the platform seats
    players in a random order already; the seed's highest-roll start is that order)."""
    rng = Rng(seed)
    decks = shuffled_decks(rng, data.DECKS)
    cheat_deck = list(data.CHEAT_IDS)
    rng.shuffle(cheat_deck)
    levels = [0] * data.BOARD_SIZE
    levels[data.CONNECTICUT] = 1  # seed 設定 "將一家酒店放置在康涅狄格大道"
    s: dict[str, Any] = {
        "players": players, "ultimate": ultimate, "counter": 0,
        "seats": [{"cash": data.START_CASH, "status": PLAYING, "position": data.GO, "in_jail": False,
                   "jail_turns": 0, "cards": [], "timeouts": 0, "left": False, "no_rent": False,
                   "at_go": False} for _ in range(players)],
        "owners": [None] * data.BOARD_SIZE, "levels": levels, "hotels_left": data.HOTELS - 1,
        "bank": {"received": 0, "paid": 0}, "debts": [], "decks": decks,
        "cheat_deck": cheat_deck[data.FACE_UP_CHEATS:], "face_up": cheat_deck[:data.FACE_UP_CHEATS],
        "turn": None, "stage": None, "auction": None, "offer": None, "window": None, "settle": [],
        "later": [], "results": [], "last_rent": [None] * players, "handcuffs": None,
        "final_run": False, "round": 1, "ended": None, "out_order": [], "rng": rng.state,
    }
    return s


def new_key(ctx: Ctx, seat: int, kind: str) -> str:
    """A fresh prompt key (never repeats within a game)."""
    return answers.new_key(ctx.s, seat, kind)


def roll_dice(s: dict[str, Any]) -> list[int]:
    """Two dice from the state's RNG (seed: two six-sided dice)."""
    rng = Rng(s["rng"])
    count, sides = data.DICE
    dice = [rng.randint(1, sides) for _ in range(count)]
    s["rng"] = rng.state
    return dice


def active(s: dict[str, Any]) -> list[int]:
    """Seats still playing that have not left (a left seat is played out by timeouts)."""
    return [i for i in playing(s) if not s["seats"][i]["left"]]


def others(s: dict[str, Any], seat: int) -> list[int]:
    """The other seats still playing, in turn order after ``seat``."""
    n = s["players"]
    return [(seat + k) % n for k in range(1, n) if s["seats"][(seat + k) % n]["status"] == PLAYING]


# -- values ---------------------------------------------------------------------------

def rent(s: dict[str, Any], square: int) -> int:
    """What landing on ``square`` costs now (RULINGS): the classic hotel rent with a
    hotel; else the base rent, doubled when the owner holds the whole colour group; 0
    when the bank owns it, or the owner was caught price gouging and is in jail (seed
    價格哄抬 penalty)."""
    sq = data.SQUARES[square]
    owner = s["owners"][square]
    if sq["kind"] != "street" or owner is None:
        return 0
    p = s["seats"][owner]
    if p["no_rent"] and p["in_jail"]:
        return 0
    if s["levels"][square]:
        return sq["hotel_rent"]
    if owns_group(s, BOARD, owner, sq["group"]):
        return sq["rent"] * data.GROUP_RENT_FACTOR
    return sq["rent"]


def full_rent(s: dict[str, Any], square: int) -> int:
    """The property's current rent value for the final payout (seed 遊戲結束 "每項房產的
    當前租金價值"): as :func:`rent`, ignoring the owner's jail."""
    sq = data.SQUARES[square]
    owner = s["owners"][square]
    if owner is None:
        return 0
    if s["levels"][square]:
        return sq["hotel_rent"]
    if owns_group(s, BOARD, owner, sq["group"]):
        return sq["rent"] * data.GROUP_RENT_FACTOR
    return sq["rent"]


def face_value(s: dict[str, Any], square: int) -> int:
    """Seed 落在空格上: "面值...房產的購買價格，或者如果有酒店，則是酒店的租金"."""
    sq = data.SQUARES[square]
    return sq["hotel_rent"] if s["levels"][square] else sq["price"]


def liquidity(s: dict[str, Any], seat: int) -> int:
    """Cash plus what every deed would sell for to the bank (face value, seed 出售房產)."""
    return s["seats"][seat]["cash"] + sum(face_value(s, q) for q in owned(s, seat))


def unowned_streets(s: dict[str, Any]) -> list[int]:
    """The bank's properties, board order."""
    return [q for q in data.STREETS if s["owners"][q] is None]


def cheapest(squares: list[int]) -> int | None:
    """The cheapest of ``squares`` by price (ties: board order), or ``None``."""
    return min(squares, key=lambda q: (data.SQUARES[q]["price"], q)) if squares else None


# -- deeds and hotels -------------------------------------------------------------------

def move_deed(ctx: Ctx, square: int, to: int | None) -> None:
    """The deed of ``square`` goes to ``to`` (a seat, ``None``: the bank); a ``deed``
    event. Hotels stay on the land (seed 酒店 "酒店將保留在房產上")."""
    s = ctx.s
    frm = s["owners"][square]
    if frm == to:
        return
    s["owners"][square] = to
    ctx.emit("deed", **{"square": square, "from": frm, "to": to})
    check_final_run(ctx)


def put_hotel(ctx: Ctx, square: int, frm: int | None = None) -> bool:
    """Put a hotel on ``square`` from the bank tray (``frm`` ``None``) or from the square
    ``frm``; returns whether one was placed (the square had none, one was available)."""
    s = ctx.s
    if s["levels"][square]:
        return False
    if frm is None:
        if s["hotels_left"] <= 0:
            return False
        s["hotels_left"] -= 1
    else:
        if not s["levels"][frm]:
            return False
        s["levels"][frm] = 0
    s["levels"][square] = 1
    ctx.emit("hotel", square=square, from_square=frm)
    return True


def remove_hotel(ctx: Ctx, square: int) -> bool:
    """The hotel on ``square`` goes back to the bank tray."""
    s = ctx.s
    if not s["levels"][square]:
        return False
    s["levels"][square] = 0
    s["hotels_left"] += 1
    ctx.emit("hotel", square=None, from_square=square)
    return True


def check_final_run(ctx: Ctx) -> None:
    """Once every property is owned the final run starts and stays on (seed 遊戲結束)."""
    s = ctx.s
    if not s["final_run"] and not unowned_streets(s):
        s["final_run"] = True
        ctx.emit("final_run")


# -- money ------------------------------------------------------------------------------

def charge(ctx: Ctx, debtor: int, payees: list[list[Any]], reason: str,
           square: int | None = None) -> None:
    """``debtor`` owes ``payees`` (``[[payee, amount], ...]``): paid at once when cash
    covers it; added to an open debt of the debtor; otherwise a debt is opened (the
    debtor sells deeds, seed 出售房產) or, when even selling everything cannot cover it,
    the debtor is bankrupt. Payees no longer playing are replaced by the bank."""
    s = ctx.s
    if s["seats"][debtor]["status"] != PLAYING:
        return
    payees = [[BANK if p != BANK and s["seats"][p]["status"] != PLAYING else p, a]
              for p, a in debts.owed(payees)]
    if not payees:
        return
    open_debt = debts.debt_of(s, debtor)
    if open_debt is not None:
        open_debt["payees"].extend(payees)
        open_debt["amount"] += sum(a for _, a in payees)
        ctx.emit("debt", seat=debtor, amount=open_debt["amount"], cash=s["seats"][debtor]["cash"],
                 payees=open_debt["payees"], reason=reason, square=square)
        settle_if_covered(ctx, debtor)
        return
    if debts.pay_now(ctx, debtor, payees, reason, square):
        return
    amount = sum(a for _, a in payees)
    if liquidity(s, debtor) < amount:
        go_bankrupt(ctx, debtor, payees, reason, square)
        return
    debts.open_debt(ctx, debtor, payees, reason, square, new_key(ctx, debtor, "debt"))


def settle_if_covered(ctx: Ctx, seat: int) -> None:
    """Pay ``seat``'s open debt once its cash covers it; bankrupt it once it cannot."""
    s = ctx.s
    debt = debts.debt_of(s, seat)
    if debt is None:
        return
    if s["seats"][seat]["cash"] >= debt["amount"]:
        debts.close_debt(ctx, debt)
    elif liquidity(s, seat) < debt["amount"]:
        s["debts"] = [d for d in s["debts"] if d is not debt]
        go_bankrupt(ctx, seat, debt["payees"], debt["reason"], debt["square"])


def sell_to_bank(ctx: Ctx, seat: int, squares: list[int], auto: bool = False) -> None:
    """Sell deeds to the bank at face value (seed 出售房產); hotels stay on the land."""
    for square in sorted(squares):
        value = face_value(ctx.s, square)
        ctx.emit("sell", seat=seat, square=square, value=value, auto=auto)
        move_deed(ctx, square, None)
        transfer(ctx, BANK, seat, value, "sale", square)


def pay_go(ctx: Ctx, seat: int) -> None:
    """Passing GO: ₩200 from the bank (RULINGS), remembered for Extra Allowance (one
    per ₩200 collected in the turn)."""
    transfer(ctx, BANK, seat, data.GO_PAYMENT, "go")
    turn = ctx.s["turn"]
    if turn is not None and turn["seat"] == seat:
        turn["passed_go"] = True
        turn["go_paid"] = turn.get("go_paid", 0) + 1


def cheats_public(s: dict[str, Any], seat: int, cheat: str) -> bool:
    """Whether ``seat`` could play ``cheat`` now by what everyone knows: it is the
    turn's player in its own turn and the card is face up (Ultimate mode: any card).
    Whether it already cheated this turn is secret and is not asked here."""
    turn = s["turn"]
    if turn is None or turn["seat"] != seat or turn["phase"] != "play":
        return False
    return s["ultimate"] or cheat in s["face_up"]


def owe_players(ctx: Ctx, seat: int, payees: list[list[Any]], reason: str, then: str = "flow",
                square: int | None = None) -> None:
    """``seat`` owes ``payees`` (``[[payee, ₩], ...]``, some of them players) in its own
    turn: while Underpay could be played (:func:`cheats_public`) a ``pay`` decision
    opens, so that paying in full and underpaying look alike; else :func:`charge` at
    once. ``then``: what follows the payment, ``"flow"`` (the turn goes on) or
    ``"start"`` (the turn's start: the roll)."""
    s = ctx.s
    payees = debts.owed(payees)
    if cheats_public(s, seat, "underpay") and any(p != BANK and s["seats"][p]["status"] == PLAYING
                                                   for p, _ in payees):
        s["stage"] = {"kind": "pay", "seat": seat, "payees": payees, "amount": sum(a for _, a in payees),
                      "reason": reason, "square": square, "then": then, "key": new_key(ctx, seat, "pay")}
        return
    charge(ctx, seat, payees, reason, square)


def advance(ctx: Ctx, seat: int, steps: int, via: str) -> bool:
    """Move forward, paying GO; in the final run the token stops on GO (seed 遊戲結束)."""
    s = ctx.s
    final = s["final_run"] and not s["seats"][seat]["at_go"]
    passed = movement.advance(ctx, BOARD, seat, steps, via, pay_go, stop_at_start=final)
    if passed and final:
        s["seats"][seat]["at_go"] = True
        ctx.emit("at_go", seat=seat)
    return passed


def go_to_jail(ctx: Ctx, seat: int) -> None:
    """To jail without passing GO, in the handcuffs; a prisoner already there is freed
    to Just Visiting (seed 落在空格上, 手銬). In the final run the token leaves GO, so a
    cheater caught after arriving there stops waiting and plays on from jail (ours,
    docs/rules/cheaters-edition.md "The end": the jail is not GO)."""
    s = ctx.s
    prisoner = s["handcuffs"]
    if prisoner is not None and prisoner != seat:
        free_from_jail(ctx, prisoner, "handcuffs")
    movement.send_to(ctx, BOARD, seat, data.JAIL, "jail")
    p = s["seats"][seat]
    p["at_go"] = False
    p["in_jail"] = True
    p["jail_turns"] = 0
    s["handcuffs"] = seat
    ctx.emit("jail", seat=seat, freed=False)
    turn = s["turn"]
    if turn is not None and turn["seat"] == seat:
        turn["again"] = False


def free_from_jail(ctx: Ctx, seat: int, how: str) -> None:
    """``seat`` leaves jail and stays on Just Visiting; the price-gouging ban ends."""
    s = ctx.s
    p = s["seats"][seat]
    if not p["in_jail"]:
        return
    p["in_jail"] = False
    p["jail_turns"] = 0
    p["no_rent"] = False
    if s["handcuffs"] == seat:
        s["handcuffs"] = None
    ctx.emit("jail", seat=seat, freed=True, how=how)


# -- leaving the game ------------------------------------------------------------------

def return_cards(s: dict[str, Any], seat: int) -> None:
    """Held cards are turned over and go back under their decks (seed: on bankruptcy)."""
    for card in s["seats"][seat]["cards"]:
        s["decks"][data.DECK_OF[card]].append(card)
    s["seats"][seat]["cards"] = []


def go_bankrupt(ctx: Ctx, seat: int, payees: list[list[Any]], reason: str,
                square: int | None) -> None:
    """Bankruptcy of ``seat`` on a debt to ``payees`` (``[[payee, ₩], ...]``), then
    :func:`out` (held cards turned over under their decks, seed 落在空格上 破產).

    Seed 遊戲結束 "就像標準的《大富翁》一樣" and RULINGS (standard Monopoly where the seed
    says so): owed to one player only, that player takes the cash and every deed with
    its hotel. Owed to the bank only, the cash goes to the bank and the land returns to
    it with its hotels (seed 酒店 "酒店將保留在房產上"). Owed to several (a card's "pay
    each player", a penalty to the bank and the players; ours, docs "Debts and
    bankruptcy"): every deed is sold to the bank at face value (seed 出售房產) and the
    cash is shared in proportion to what each is owed (:func:`shares`)."""
    s = ctx.s
    ctx.emit("bankrupt", seat=seat, owed=sum(a for _, a in payees), reason=reason)
    creditors = _creditors(s, payees)
    if len(creditors) == 1 and creditors[0][0] != BANK:
        creditor = creditors[0][0]
        transfer(ctx, seat, creditor, s["seats"][seat]["cash"], reason, square)
        for q in owned(s, seat):
            move_deed(ctx, q, creditor)
    elif len(creditors) > 1:
        sell_to_bank(ctx, seat, owned(s, seat), auto=True)
        for payee, part in shares(creditors, s["seats"][seat]["cash"]):
            transfer(ctx, seat, payee, part, reason, square)
    else:  # the bank alone: the land goes back to it in :func:`out`
        transfer(ctx, seat, BANK, s["seats"][seat]["cash"], reason, square)
    out(ctx, seat, BANKRUPT)


def _creditors(s: dict[str, Any], payees: list[list[Any]]) -> list[list[Any]]:
    """``payees`` merged per creditor in their order (a seat no longer playing counts as
    the bank): ``[[payee, ₩], ...]``."""
    merged: dict[Any, int] = {}
    for payee, part in debts.owed(payees):
        if payee != BANK and s["seats"][payee]["status"] != PLAYING:
            payee = BANK
        merged[payee] = merged.get(payee, 0) + part
    return [[p, a] for p, a in merged.items()]


def shares(creditors: list[list[Any]], cash: int) -> list[list[Any]]:
    """``cash`` (₩, less than the debt) split among ``creditors`` (``[[payee, ₩ owed],
    ...]``) in proportion to what each is owed, rounded down; the ₩ left by rounding go
    one each to the creditors in their order. Returns ``[[payee, ₩], ...]`` summing to
    ``cash``."""
    total = sum(a for _, a in creditors)
    out = [[p, cash * a // total] for p, a in creditors]
    for i in range(cash - sum(a for _, a in out)):
        out[i % len(out)][1] += 1
    return out


def out(ctx: Ctx, seat: int, status: str) -> None:
    """``seat`` stops playing (bankrupt or resigned): land to the bank, cards turned
    over, its open decisions dropped, and the game ends with one seat left."""
    s = ctx.s
    p = s["seats"][seat]
    for square in owned(s, seat):
        move_deed(ctx, square, None)
    return_cards(s, seat)
    if s["handcuffs"] == seat:
        s["handcuffs"] = None
    p["in_jail"] = False
    p["status"] = status
    s["out_order"].append(seat)
    debts.cancel_debts(ctx, seat)
    s["later"] = [x for x in s["later"] if x["seat"] != seat]
    if s["offer"] is not None and seat in (s["offer"]["from"], s["offer"]["to"]):
        s["offer"] = None
    if s["auction"] is not None:
        s["auction"]["bids"] = [b for b in s["auction"]["bids"] if b["seat"] != seat]
    if s["window"] is not None:
        s["window"]["entries"] = [e for e in s["window"]["entries"] if e["seat"] != seat]
    if SEATS.after_leaving(len(active(s))) == END:
        finish(ctx, "last_player")


def finish(ctx: Ctx, reason: str) -> None:
    """End the game: no more prompts."""
    s = ctx.s
    if s["ended"] is not None:
        return
    s["stage"] = None
    s["debts"] = []
    s["auction"] = s["offer"] = s["window"] = None
    s["settle"] = []
    s["ended"] = {"reason": reason, "round": s["round"]}
    ctx.emit("game_over", reason=reason, round=s["round"])
