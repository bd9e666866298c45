"""The good Cheaters Edition bot: honest buying and building within a reserve, sealed
bids up to the price, no guessing in the accusation window, and the one cheat that pays
best against careless accusers (a Bank Heist, when it lies face up).

- buy / the cheapest-property reward / bids: while the cash left covers :data:`RESERVE`;
- build: whenever a hotel is buildable (hotel rents are the game's money);
- accusation window: pass (a wrong accusation costs ₩100; the bot sees only facts);
- offers made to it: accepted when what it gets is worth more (cash, or deeds at price);
- debts: the listed automatic sale; Free Parking: Chance; a second card: use it if it
  can, else discard; a caught Identity Theft's token goes to Go To Jail.
Everything comes from the view (``viewer``, ``seats``, ``board``, ``pending``, ``offer``).
"""

from __future__ import annotations

import random
from typing import Any

from .base import Action

RESERVE = 150  # ours: keep one mid-board rent in hand (₩)
HEIST = 500  # the largest Bank Heist the engine lists


def good_bot(view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
    """Choose by the rules of the module docstring."""
    kinds = {a["type"] for a in legal}
    me = view["viewer"]
    cash = view["seats"][me]["cash"]
    if "pass" in kinds:
        return {"type": "pass"}
    if "accept" in kinds:
        return {"type": "accept"} if _offer_gain(view) > 0 else {"type": "reject"}
    if "bid" in kinds:
        price = view["board"][view["auction"]["square"]]["price"]
        fits = [a for a in legal if a["amount"] <= max(0, cash - RESERVE) and a["amount"] <= price]
        return max(fits, key=lambda a: a["amount"]) if fits else {"type": "bid", "amount": 0}
    if "sell" in kinds:
        return next(a for a in legal if a["type"] == "sell")
    for action in legal:
        if action["type"] == "build":
            return action
    heist = next((a for a in legal if a.get("cheat") == "bank_heist" and a.get("amount") == HEIST), None)
    if heist is not None:
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
    for kind in ("discard_card", "pay_rent", "read_card", "roll", "end_turn"):
        found = next((a for a in legal if a["type"] == kind), None)
        if found is not None:
            return found
    honest = [a for a in legal if a["type"] not in ("cheat", "offer", "resign")]
    return honest[0] if honest else legal[rng.randrange(len(legal))]


def _offer_gain(view: dict[str, Any]) -> int:
    """What accepting the open offer gains the bot, deeds at their price."""
    offer = view["offer"]
    board = view["board"]
    gain = offer["give_cash"] - offer["get_cash"]
    gain += sum(board[q]["price"] for q in offer["give"]) - sum(board[q]["price"] for q in offer["get"])
    return gain
