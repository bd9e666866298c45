"""The good Monopoly Deal bot: bank money early, complete sets, say no to big threats,
pay and discard with the least useful cards. Everything comes from the seat's view
(its hand, every table, the pending action) and the game's public catalogue (card facts
and colours, the same for every viewer: ``engine.catalogue()``, no longer in the view).

Play phase, best first: Deal Breaker, a property that completes a set, Pass Go, any
other property, a steal that completes a set, rent by what it collects, money to the
bank while the bank is small, other charges; banking action cards only when the bank is
empty; ending the turn scores 0, so a useless card is never played.
"""

from __future__ import annotations

import random
from typing import Any

from boardgames.engines.monopoly_deal.engine import catalogue

from .base import Action, best

CATALOGUE = catalogue()

SMALL_BANK = 6       # ours: about two rents; below it money is banked before anything else
BIG_THREAT = 5       # ours: a charge of 5M or more is worth a Just Say No


class Table:
    """The bot's reading of the view: card facts and each seat's property groups."""

    def __init__(self, view: dict[str, Any]) -> None:
        self.view = view
        self.cards = CATALOGUE["cards"]
        self.me = view["you"]["seat"]
        self.groups = [{p["color"]: p for p in s["properties"]} for s in view["seats"]]

    def card(self, card_id: int) -> dict[str, Any]:
        return self.cards[card_id]

    def have(self, seat: int, color: str) -> int:
        grp = self.groups[seat].get(color)
        return len(grp["cards"]) if grp else 0

    def complete(self, seat: int, color: str) -> bool:
        grp = self.groups[seat].get(color)
        return bool(grp and grp["complete"])

    def size(self, color: str) -> int:
        return CATALOGUE["colors"][color]["size"]

    def completes(self, color: str) -> bool:
        """Whether one more card of ``color`` completes one of my sets."""
        return not self.complete(self.me, color) and self.have(self.me, color) + 1 >= self.size(color)

    def color_of(self, seat: int, card_id: int) -> str | None:
        return next((c for c, g in self.groups[seat].items() if card_id in g["cards"]), None)

    def usefulness(self, card_id: int) -> float:
        """How much I lose by giving ``card_id`` away (payments, discards)."""
        info = self.card(card_id)
        color = self.color_of(self.me, card_id)
        if color is not None:
            worth = 10 + 2 * info["value"] + 4 * self.have(self.me, color)
            return worth + (30 if self.complete(self.me, color) else 0)
        if info.get("action") == "just_say_no":
            return 25
        if info["kind"] in ("property", "wild"):
            return 12 + info["value"]
        return info["value"]


def good_bot(view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
    """Choose by the heuristics of the module docstring."""
    t = Table(view)
    kinds = {a["type"] for a in legal}
    if "pay" in kinds or "accept" in kinds:
        return _respond(t, legal, rng)
    if kinds == {"discard"}:
        return best(legal, lambda a: -sum(t.usefulness(c) for c in a["cards"]), rng)
    return best(legal, lambda a: _play_score(t, a), rng)


def _play_score(t: Table, a: Action) -> float:
    kind = a["type"]
    if kind == "end_turn":
        return 0
    if kind == "move_wild":
        return 45 if t.completes(a["color"]) and not t.complete(t.me, t.color_of(t.me, a["card"])) else -5
    if kind == "lay":
        return 90 if t.completes(a["color"]) else 60 + t.have(t.me, a["color"])
    info = t.card(a["card"])
    if kind == "bank":
        return _bank_score(t, info)
    return _action_score(t, a, info)


def _bank_score(t: Table, info: dict[str, Any]) -> float:
    bank = t.view["seats"][t.me]["bank_value"]
    if info["kind"] == "money":
        return (50 if bank < SMALL_BANK else 15) + info["value"]
    if info.get("action") == "just_say_no":
        return -10
    return 5 + info["value"] if bank == 0 else -1


def _action_score(t: Table, a: Action, info: dict[str, Any]) -> float:
    action = info.get("action") or info["kind"]
    others = len(t.view["seats"]) - 1
    if action == "deal_breaker":
        return 100
    if action == "pass_go":
        return 80 if len(t.view["you"]["hand"]) <= 8 else -2
    if action == "sly_deal":
        color = t.color_of(a["target"], a["take"])
        return (75 if t.completes(color) else 35) + t.card(a["take"])["value"]
    if action == "forced_deal":
        take, give = t.color_of(a["target"], a["take"]), t.color_of(t.me, a["give"])
        gain = 70 if t.completes(take) else 10
        return gain - 4 * t.have(t.me, give)
    if action == "rent":
        rent = next(p["rent"] for p in t.view["seats"][t.me]["properties"] if p["color"] == a["color"])
        times = 2 ** len(a.get("double", []))
        charged = 1 if "target" in a else others
        if a.get("double") and rent < 3:
            return -1
        return 20 + rent * times * charged - 6 * len(a.get("double", []))
    if action in ("house", "hotel"):
        return 40
    if action == "debt_collector":
        return 25 + 5
    if action == "birthday":
        return 20 + 2 * others
    return 1


def _respond(t: Table, legal: list[Action], rng: random.Random) -> Action:
    pending = t.view["pending"]
    jsn = [a for a in legal if a["type"] == "just_say_no"]
    countering = pending["by"] == t.me
    if jsn and (_threat(t, pending) if not countering else _my_gain(t, pending)):
        return jsn[0]
    rest = [a for a in legal if a["type"] != "just_say_no"]
    if rest[0]["type"] == "accept":
        return rest[0]
    return best(rest, lambda a: -sum(t.usefulness(c) for c in a["cards"]), rng)


def _threat(t: Table, pending: dict[str, Any]) -> bool:
    """Whether the action against me is worth a Just Say No."""
    action = pending["action"]
    if action == "deal_breaker":
        return True
    if action in ("sly_deal", "forced_deal") and pending.get("take") is not None:
        color = t.color_of(t.me, pending["take"])
        return color is not None and t.have(t.me, color) + 1 >= t.size(color)
    return bool(pending["charge"]) and (pending["amount"] or 0) >= BIG_THREAT


def _my_gain(t: Table, pending: dict[str, Any]) -> bool:
    """Whether my own action, refused by a Just Say No, is worth saying no back."""
    return pending["action"] == "deal_breaker" or (pending["amount"] or 0) >= BIG_THREAT
