"""The listed answers of a seat's open decision. Free amounts and trades are listed by
representatives (a few amounts, one-deed offers at face value); ``apply`` judges any."""

from __future__ import annotations

from typing import Any

from ..property import debts
from . import cards, cheats, data, market, rules

Action = dict[str, Any]


def legal_for(s: dict[str, Any], seat: int, found: tuple[str, Any]) -> list[Action]:
    """The listed actions answering ``found`` (``engine.decision``)."""
    return _answers(s, seat, found) + cheat_actions(s, seat, found)


def _answers(s: dict[str, Any], seat: int, found: tuple[str, Any]) -> list[Action]:
    kind, entry = found
    cash = s["seats"][seat]["cash"]
    if kind == "debt":
        mine = rules.owned(s, seat)
        auto = debts.cheapest_first(mine, lambda q: rules.face_value(s, q), lambda q: rules.face_value(s, q),
                                    cash, entry["amount"])
        out = [{"type": "sell", "squares": auto}] if auto else []
        out += [{"type": "sell", "squares": [q]} for q in mine if [q] != auto][:4]
        return out + _sale_offers(s, seat, entry["amount"] - cash)
    if kind == "offer":
        return [{"type": "accept"}, {"type": "reject"}]
    if kind == "bid":
        price = data.SQUARES[s["auction"]["square"]]["price"]
        amounts = sorted({0, min(cash, 10), min(cash, price // 2), min(cash, price)})
        return [{"type": "bid", "amount": a} for a in amounts]
    if kind == "window":
        out: list[Action] = [{"type": "pass"}]
        target = s["window"]["turn_seat"]
        for cheat in s["face_up"]:
            out.append({"type": "accuse", "target": target, "cheat": cheat})
        return out
    return _stage(s, seat, entry)


def _sale_offers(s: dict[str, Any], seat: int, short: int) -> list[Action]:
    out = []
    for q in rules.owned(s, seat)[:2]:
        for buyer in rules.others(s, seat)[:2]:
            price = max(rules.face_value(s, q), short)
            if s["seats"][buyer]["cash"] >= price:
                out.append({"type": "offer", "to": buyer, "give": [q], "get": [], "give_cash": 0, "get_cash": price})
    return out


def _stage(s: dict[str, Any], seat: int, stage: dict[str, Any]) -> list[Action]:
    name = stage["kind"]
    p = s["seats"][seat]
    if name == "roll":
        out = [{"type": "roll"}]
        if p["in_jail"] and p["cash"] >= data.JAIL_BAIL:
            out.append({"type": "pay_bail"})
        return out + _anytime(s, seat)
    if name == "roll_for":
        return [{"type": "roll"}]
    if name in ("buy", "cheapest"):
        out = [{"type": "decline"}]
        if p["cash"] >= stage["price"]:
            out.insert(0, {"type": "buy"})
        return out
    if name == "rent":
        return [{"type": "pay_rent"}]
    if name == "pay":
        return [{"type": "pay"}]
    if name == "card":
        return [{"type": "read_card"}]
    if name == "free_parking":
        return [{"type": "draw", "deck": data.CHANCE}, {"type": "draw", "deck": data.CHEST}]
    if name == "second_card":
        held = [c for c in p["cards"] if data.DECK_OF[c] == stage["deck"]]
        out = [{"type": "discard_card", "card": c} for c in held]
        return out + [{"type": "use_card", "card": c} for c in held if cards.usable(s, seat, c)]
    if name == "end":
        out = [{"type": "roll"}] if stage["doubles"] else [{"type": "end_turn"}]
        return out + _anytime(s, seat)
    if name == "place_token":
        return [{"type": "place_token", "square": q} for q in (data.GO, data.JAIL, data.GO_TO_JAIL, 39)]
    return []


def _anytime(s: dict[str, Any], seat: int) -> list[Action]:
    out: list[Action] = [{"type": "build", "square": q} for q in market.buildable(s, seat)]
    out += [{"type": "use_card", "card": c} for c in s["seats"][seat]["cards"] if cards.usable(s, seat, c)]
    if s["turn"]["offers"] < data.OFFERS_PER_TURN:
        cash = s["seats"][seat]["cash"]
        for other in rules.others(s, seat):
            for q in rules.owned(s, other)[:1]:
                price = data.SQUARES[q]["price"]
                if price <= cash:
                    out.append({"type": "offer", "to": other, "give": [], "get": [q], "give_cash": price,
                                "get_cash": 0})
    return out


def cheat_actions(s: dict[str, Any], seat: int, found: tuple[str, Any]) -> list[Action]:
    """Representative cheat actions of ``seat`` answering ``found`` (each accepted by
    ``apply``)."""
    out: list[Action] = []
    for cheat in cheats.allowed_here(s, seat, found):
        out += _CHEAT_LISTS[cheat](s, seat) if cheat != "underpay" else _underpay(s, seat, found)
    return out


def _c(cheat: str, **fields: Any) -> Action:
    return {"type": "cheat", "cheat": cheat, **fields}


def _targets(s: dict[str, Any], seat: int) -> list[int]:
    return rules.others(s, seat)


def _deed_cheats(s: dict[str, Any], seat: int) -> list[Action]:
    return [_c("slippery_deed", square=q) for q in data.STREETS if s["owners"][q] != seat][:3]


def _gouging(s: dict[str, Any], seat: int) -> list[Action]:
    last = s["last_rent"][seat]
    if last is None or s["seats"][last["payer"]]["status"] != "playing":
        return []
    cash = s["seats"][last["payer"]]["cash"]
    return [_c("price_gouging", amount=a) for a in sorted({min(cash, 50), cash}) if a >= 1]


def _swap(s: dict[str, Any], seat: int) -> list[Action]:
    mine = rules.owned(s, seat)[:1]
    theirs = [q for q in data.STREETS if s["owners"][q] != seat][-2:]
    return [_c("property_swap", square=m, target_square=t) for m in mine for t in theirs]


def _identity(s: dict[str, Any], seat: int) -> list[Action]:
    return [_c("identity_theft", target=q) for q in _targets(s, seat) if not s["seats"][q]["in_jail"]][:2]


def _contractor(s: dict[str, Any], seat: int) -> list[Action]:
    bare = [q for q in rules.owned(s, seat) if not s["levels"][q]][:1]
    sources = [None] if s["hotels_left"] else []
    sources += [q for q in data.STREETS if s["levels"][q] and s["owners"][q] not in (None, seat)][:1]
    return [_c("unlicensed_contractor", square=q, from_square=f) for q in bare for f in sources]


def _forged(s: dict[str, Any], seat: int) -> list[Action]:
    drawn = s["stage"]["card"]
    return [_c("forged_chance", card=c) for c in data.FORGEABLE if c != drawn][:3]


def _squatter(s: dict[str, Any], seat: int) -> list[Action]:
    out = []
    for target in _targets(s, seat):
        q = s["seats"][target]["position"]
        owner = s["owners"][q] if data.SQUARES[q]["kind"] == "street" else None
        amount = rules.rent(s, q) if owner is not None else 0
        if owner not in (None, seat, target) and 0 < amount <= s["seats"][target]["cash"]:
            out.append(_c("squatter", square=q, target=target))
    return out


def _pickpocket(s: dict[str, Any], seat: int) -> list[Action]:
    out = []
    for q in _targets(s, seat)[:2]:
        cash = s["seats"][q]["cash"]
        out += [_c("pickpocket", target=q, amount=a) for a in sorted({min(cash, 100), cash // 2}) if a >= 1]
    return out


def _demolition(s: dict[str, Any], seat: int) -> list[Action]:
    squares = [q for q in data.STREETS if s["levels"][q] and s["owners"][q] not in (None, seat)][:2]
    bare = [q for q in rules.owned(s, seat) if not s["levels"][q]]
    homes = [None] + bare[:1] + bare[-1:] if len(bare) > 1 else [None] + bare
    return [_c("accidental_demolition", square=q, **({} if h is None else {"target_square": h}))
            for q in squares for h in homes]


def _underpay(s: dict[str, Any], seat: int, found: tuple[str, Any]) -> list[Action]:
    kind, entry = found
    if kind == "stage" and entry["kind"] == "rent":
        owed = entry["amount"]
        return [_c("underpay", amount=a) for a in sorted({1, owed // 2}) if 1 <= a < owed]
    out = []
    for target, owed in cheats.players_owed(s, entry["payees"]).items():
        out += [_c("underpay", target=target, amount=a) for a in sorted({1, owed // 2}) if 1 <= a < owed]
    return out


_CHEAT_LISTS = {
    "extra_allowance": lambda s, seat: [_c("extra_allowance")],
    "escape_artist": lambda s, seat: [_c("escape_artist")],
    "slippery_deed": _deed_cheats,
    "price_gouging": _gouging,
    "property_swap": _swap,
    "identity_theft": _identity,
    "unlicensed_contractor": _contractor,
    "forged_chance": _forged,
    "bank_heist": lambda s, seat: [_c("bank_heist", amount=a) for a in (100, 500)],
    "free_lodging": lambda s, seat: [_c("free_lodging")],
    "squatter": _squatter,
    "trick_dice": lambda s, seat: [_c("trick_dice", total=t) for t in (4, 7, 10)],
    "pickpocket": _pickpocket,
    "accidental_demolition": _demolition,
}
