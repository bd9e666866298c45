"""Buying, auctions, building, trades and debt sales (seed 落在空格上, 酒店, 出售房產;
RULINGS "Standard Monopoly where the seed says same as standard")."""

from __future__ import annotations

from typing import Any

from ..core import IllegalAction, Term, gettext_noop
from ..property import debts
from ..property.board import owns_group
from ..property.money import BANK, Ctx, transfer
from . import data, rules, turn
from .rules import PLAYING


def buy(ctx: Ctx, seat: int, square: int, price: int) -> None:
    """Buy ``square`` from the bank at ``price``; a hotel on it comes free (seed
    "支付空格上列出的價格，並免費獲得酒店")."""
    s = ctx.s
    if s["seats"][seat]["cash"] < price:
        raise IllegalAction(gettext_noop("You have ₩%(cash)s; %(square)s costs ₩%(price)s."),
                            cash=s["seats"][seat]["cash"], square=Term(data.SQUARES[square]["name_en"]), price=price)
    transfer(ctx, seat, BANK, price, "buy", square)
    rules.move_deed(ctx, square, seat)


def open_auction(ctx: Ctx, square: int, mover: int) -> None:
    """RULINGS: a declined property goes to auction, a sealed bid from every player at
    once (the decliner included; 0 means no bid)."""
    s = ctx.s
    bidders = [mover, *rules.others(s, mover)]
    bids = [{"seat": q, "key": rules.new_key(ctx, q, "bid"), "amount": None}
            for q in bidders if not s["seats"][q]["left"]]
    if not bids:
        turn.continue_flow(ctx)
        return
    s["auction"] = {"square": square, "mover": mover, "bids": bids}
    ctx.emit("auction_open", square=square)


def bid(ctx: Ctx, seat: int, amount: int) -> None:
    """A sealed bid (0..cash); the auction is decided once every bidder has bid."""
    s = ctx.s
    cash = s["seats"][seat]["cash"]
    if amount < 0 or amount > cash:
        raise IllegalAction(gettext_noop("Bid between ₩0 (no bid) and your cash, ₩%(cash)s; not ₩%(amount)s."),
                            cash=cash, amount=amount)
    entry = next(b for b in s["auction"]["bids"] if b["seat"] == seat)
    entry["amount"] = amount
    ctx.emit("bid", seat=seat)
    if all(b["amount"] is not None for b in s["auction"]["bids"]):
        close_auction(ctx)


def close_auction(ctx: Ctx) -> None:
    """The highest bid pays; ties go to the first bidder in turn order after the current
    player (RULINGS); no bid leaves the land with the bank."""
    s = ctx.s
    auction = s["auction"]
    s["auction"] = None
    mover = auction["mover"]
    order = [*rules.others(s, mover), mover]
    bids = {b["seat"]: b["amount"] for b in auction["bids"]}
    best = max(bids.values(), default=0)
    winner = None
    if best > 0:
        winner = next(q for q in order if bids.get(q) == best)
    ctx.emit("auction", square=auction["square"], bids=[[q, a] for q, a in sorted(bids.items())], winner=winner)
    # the land may have left the bank meanwhile (a cheat in Ultimate mode): no sale then
    if winner is not None and s["seats"][winner]["cash"] >= best and s["owners"][auction["square"]] is None:
        transfer(ctx, winner, BANK, best, "auction", auction["square"])
        rules.move_deed(ctx, auction["square"], winner)
    turn.continue_flow(ctx)


def buildable(s: dict[str, Any], seat: int) -> list[int]:
    """Squares where ``seat`` may build a hotel now: its own, in a complete colour
    group, without a hotel, a hotel in the tray and the cash for it (seed 酒店)."""
    if s["hotels_left"] <= 0:
        return []
    cash = s["seats"][seat]["cash"]
    return [q for q in rules.owned(s, seat)
            if not s["levels"][q] and owns_group(s, rules.BOARD, seat, data.SQUARES[q]["group"])
            and data.SQUARES[q]["hotel_price"] <= cash]


def build(ctx: Ctx, seat: int, square: int) -> None:
    """Build a hotel on ``square`` for its hotel price (RULINGS: four times the classic
    house cost). Hotels are permanent (seed 酒店)."""
    if square not in buildable(ctx.s, seat):
        raise IllegalAction(gettext_noop("You can build a hotel only on your own property in a complete colour "
                                         "group without one, with a hotel left in the bank and the cash for it."))
    transfer(ctx, seat, BANK, data.SQUARES[square]["hotel_price"], "build", square)
    rules.put_hotel(ctx, square)


# -- trades and debt sales ------------------------------------------------------------

def make_offer(ctx: Ctx, seat: int, action: dict[str, Any], sale: bool) -> None:
    """Offer a trade (deeds and cash both ways) to another player, who accepts or
    rejects (RULINGS: "by offer and acceptance"). ``sale``: made by a debtor."""
    s = ctx.s
    to = action.get("to")
    give = sorted(set(action.get("give") or []))
    get = sorted(set(action.get("get") or []))
    give_cash = action.get("give_cash") or 0
    get_cash = action.get("get_cash") or 0
    if to is None or to == seat or not 0 <= to < s["players"] or s["seats"][to]["status"] != PLAYING:
        raise IllegalAction(gettext_noop("Offer a trade to another player still in the game."))
    if any(s["owners"][q] != seat for q in give if 0 <= q < data.BOARD_SIZE) or \
            any(not 0 <= q < data.BOARD_SIZE for q in give + get):
        raise IllegalAction(gettext_noop("You can only give deeds you own."))
    if any(s["owners"][q] != to for q in get):
        raise IllegalAction(gettext_noop("You can only ask for deeds that player owns."))
    if give_cash < 0 or get_cash < 0:
        raise IllegalAction(gettext_noop("Cash in an offer cannot be negative."))
    if give_cash > s["seats"][seat]["cash"]:
        raise IllegalAction(gettext_noop("You have only ₩%(cash)s to give."), cash=s["seats"][seat]["cash"])
    if not (give or get or give_cash or get_cash):
        raise IllegalAction(gettext_noop("An offer must give or ask for something."))
    s["offer"] = {"from": seat, "to": to, "give": give, "get": get, "give_cash": give_cash,
                  "get_cash": get_cash, "sale": sale, "key": rules.new_key(ctx, to, "offer")}
    ctx.emit("offer", **{k: v for k, v in s["offer"].items() if k != "key"})


def answer_offer(ctx: Ctx, seat: int, accept: bool) -> None:
    """Accept (the trade happens if both still hold what it names) or reject."""
    s = ctx.s
    offer = s["offer"]
    s["offer"] = None
    frm, to = offer["from"], offer["to"]
    valid = (all(s["owners"][q] == frm for q in offer["give"]) and all(s["owners"][q] == to for q in offer["get"])
             and s["seats"][frm]["cash"] >= offer["give_cash"] and s["seats"][to]["cash"] >= offer["get_cash"])
    if not accept or not valid:
        ctx.emit("offer_rejected", **{"from": frm, "to": to, "void": accept and not valid})
        return
    ctx.emit("trade", **{"from": frm, "to": to, "give": offer["give"], "get": offer["get"],
                         "give_cash": offer["give_cash"], "get_cash": offer["get_cash"]})
    transfer(ctx, frm, to, offer["give_cash"], "trade")
    transfer(ctx, to, frm, offer["get_cash"], "trade")
    for q in offer["give"]:
        rules.move_deed(ctx, q, to)
    for q in offer["get"]:
        rules.move_deed(ctx, q, frm)
    for q in (frm, to):
        rules.settle_if_covered(ctx, q)


def sell(ctx: Ctx, seat: int, squares: list[int]) -> None:
    """A debtor sells deeds to the bank at face value (seed 出售房產), then pays."""
    s = ctx.s
    if not squares or any(not 0 <= q < data.BOARD_SIZE or s["owners"][q] != seat for q in squares):
        raise IllegalAction(gettext_noop("Sell deeds you own (a list of your squares)."))
    rules.sell_to_bank(ctx, seat, squares)
    rules.settle_if_covered(ctx, seat)


def auto_sale(ctx: Ctx, seat: int) -> None:
    """The debt decision's timeout: sell the cheapest deeds (face value, ties by board
    order) until the debt is covered, then pay."""
    s = ctx.s
    debt = debts.debt_of(s, seat)
    squares = debts.cheapest_first(rules.owned(s, seat), lambda q: rules.face_value(s, q),
                                   lambda q: rules.face_value(s, q), s["seats"][seat]["cash"], debt["amount"])
    if s["offer"] is not None and s["offer"]["from"] == seat:
        s["offer"] = None
    rules.sell_to_bank(ctx, seat, squares, auto=True)
    rules.settle_if_covered(ctx, seat)
