"""The Cheaters Edition bots. The random bot picks an action type, then an action of it
(:func:`random_bot`). The good bot: honest buying and building within a reserve, sealed
bids up to the price, accusations only where the facts of the turn point at a cheat, and
the one cheat that pays best against careless accusers (a Bank Heist, when face up; at
most once a turn, also in Ultimate mode where it could be played at every decision).

- buy / the cheapest-property reward / bids / building: while the cash left covers
  :data:`RESERVE`;
- accusation window: compare the turn's public facts with those at its start
  (``turn.start``): a seat's cash down without a deed gained (Pickpocket, Price
  Gouging, Squatter's Rights), money out of the bank beyond GO and cards (Bank Heist), a
  hotel gone (Accidental Demolition) or on an incomplete group (Unlicensed Contractor),
  a token moved that was not the mover's (Identity Theft), the bot's own deed taken
  (Slippery Deed, Property Swap), rent unpaid on the bot's land (Free Lodging,
  Underpay). Only a face-up cheat is named; no clue: pass (a wrong accusation costs ₩100);
- offers made to it: accepted when what it gets is worth more (cash, or deeds at price);
- debts: the listed automatic sale; Free Parking: Chance; a second card: use it if it
  can, else discard; a caught Identity Theft's token goes to Go To Jail.
"""

from __future__ import annotations

import random
from typing import Any

from .base import Action

RESERVE = 150  # ours: keep one mid-board rent in hand (₩)
HEIST = 500  # the largest Bank Heist the engine lists
CARD_MONEY = 50  # the most a card takes from each other player (CH13)
HONEST_INFLOW = 400  # GO plus the largest card payment: more out of the bank is suspicious


def good_bot(view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
    """Choose by the rules of the module docstring."""
    kinds = {a["type"] for a in legal}
    me = view["viewer"]
    cash = view["seats"][me]["cash"]
    if "pass" in kinds:
        return _window(view, legal)
    if "accept" in kinds:
        return {"type": "accept"} if _offer_gain(view) > 0 else {"type": "reject"}
    if "bid" in kinds:
        price = view["board"][view["auction"]["square"]]["price"]
        bids = [a for a in legal if a["type"] == "bid"]  # Ultimate mode also lists cheats here
        fits = [a for a in bids if a["amount"] <= max(0, cash - RESERVE) and a["amount"] <= price]
        return max(fits, key=lambda a: a["amount"]) if fits else {"type": "bid", "amount": 0}
    if "sell" in kinds:
        return next(a for a in legal if a["type"] == "sell")
    for action in legal:
        if action["type"] == "build" and cash - view["board"][action["square"]]["hotel_price"] >= RESERVE:
            return action
    heist = next((a for a in legal if a.get("cheat") == "bank_heist" and a.get("amount") == HEIST), None)
    if heist is not None and not view["my_cheats"]:  # once a turn (Ultimate mode lists it at every decision)
        return heist
    pending = view["pending"] or {}
    if "buy" in kinds:
        return {"type": "buy"} if cash - pending.get("price", 0) >= RESERVE else {"type": "decline"}
    if "place_token" in kinds:
        return next((a for a in legal if a["square"] == 30), legal[0])
    if "draw" in kinds:
        return {"type": "draw", "deck": "chance"}
    uses = [a for a in legal if a["type"] == "use_card"]
    if uses:
        return uses[0]
    for kind in ("discard_card", "pay_rent", "pay", "read_card", "roll", "end_turn"):
        found = next((a for a in legal if a["type"] == kind), None)
        if found is not None:
            return found
    honest = [a for a in legal if a["type"] not in ("cheat", "offer", "resign")]
    return honest[0] if honest else legal[rng.randrange(len(legal))]


def random_bot(view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
    """The random bot: a uniform action type of ``legal``, then a uniform action of that
    type. Never looks at ``view``. Uniform over ``legal`` itself (the other games'
    random bot) would cheat again and again in Ultimate mode, which lists a dozen cheat
    actions at every decision beside one or two honest answers: a game of machine-speed
    cheats that hardly moves. By type, a cheat is one choice among the honest ones."""
    kinds = sorted({a["type"] for a in legal})
    kind = kinds[rng.randrange(len(kinds))]
    of_kind = [a for a in legal if a["type"] == kind]
    return of_kind[rng.randrange(len(of_kind))]


def _window(view: dict[str, Any], legal: list[Action]) -> Action:
    target = view["window"]["turn_seat"]
    face_up = {c["id"] for c in view["face_up"]}
    for cheat in suspicions(view, target):
        if cheat in face_up:
            action = {"type": "accuse", "target": target, "cheat": cheat}
            if action in legal:
                return action
    return {"type": "pass"}


def suspicions(view: dict[str, Any], target: int) -> list[str]:
    """The cheats the public facts of ``target``'s turn point at, likeliest first."""
    start = (view["turn"] or {}).get("start")
    if not start:
        return []
    me = view["viewer"]
    seats, board = view["seats"], view["board"]
    owners_now = [sq.get("owner") for sq in board]
    hotels_now = [1 if sq.get("hotel") else 0 for sq in board]
    found: list[str] = []
    for q, sq in enumerate(board):
        if start["hotels"][q] and not hotels_now[q] and start["owners"][q] not in (None, target):
            found.append("accidental_demolition")
        if hotels_now[q] and not start["hotels"][q] and owners_now[q] == target:
            group = [i for i, other in enumerate(board) if other.get("group") == sq.get("group")]
            if any(owners_now[i] != target for i in group):
                found.append("unlicensed_contractor")
    for q, p in enumerate(seats):
        if q != target and p["position"] != start["positions"][q] and not p["in_jail"]:
            found.append("identity_theft")
    taken = [q for q in range(len(board)) if start["owners"][q] == me and owners_now[q] == target]
    if taken:
        given = [q for q in range(len(board)) if start["owners"][q] == target and owners_now[q] == me]
        found.append("property_swap" if given else "slippery_deed")
    position = seats[target]["position"]
    if board[position].get("owner") == me and start["positions"][target] != position:
        gained = seats[me]["cash"] - start["cash"][me]
        rent = board[position]["current_rent"]
        if rent > 0 and gained <= 0:
            found.append("free_lodging")
        elif 0 < gained < rent:
            found.append("underpay")
    for q, p in enumerate(seats):
        deeds_then = sum(1 for o in start["owners"] if o == q)
        if q != target and start["cash"][q] - p["cash"] > CARD_MONEY and len(p["deeds"]) <= deeds_then:
            found += ["pickpocket", "price_gouging", "squatter"]
    inflow = sum(p["cash"] for p in seats) - sum(start["cash"])
    sold = sum(1 for q in range(len(board)) if start["owners"][q] is not None and owners_now[q] is None)
    if inflow > HONEST_INFLOW and not sold:
        found.append("bank_heist")
    if view["pass_go_this_turn"] and inflow == 300:
        found.append("extra_allowance")
    return found


def _offer_gain(view: dict[str, Any]) -> int:
    """What accepting the open offer gains the bot, deeds at their price."""
    offer = view["offer"]
    board = view["board"]
    gain = offer["give_cash"] - offer["get_cash"]
    gain += sum(board[q]["price"] for q in offer["give"]) - sum(board[q]["price"] for q in offer["get"])
    return gain
