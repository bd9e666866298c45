"""What one seat (or a spectator) sees: the contract of docs/rules/cheaters-edition.md,
"View and actions". Secrets are shown only to their owner: the turn's cheats (the
cheater), a drawn Chance card awaiting ``read_card`` (the drawer), held card ids (the
holder), sealed bids and accusations (each their own), the last rent paid to you."""

from __future__ import annotations

from typing import Any

from . import data, rules

_PUBLIC_STAGE = {"roll": ("in_jail",), "roll_for": ("for_seat",), "buy": ("square", "price"),
                 "rent": ("square", "owner", "amount"), "pay": ("payees", "amount", "reason"), "card": ("deck",), "free_parking": (),
                 "second_card": ("deck",), "end": ("doubles",), "place_token": ("cheater",),
                 "cheapest": ("square", "price")}


def card_info(card_id: str) -> dict[str, Any]:
    """A Chance / Community Chest card as the page shows it."""
    card = data.CARD_BY_ID[card_id]
    return {"deck": data.DECK_OF[card_id], "id": card_id, "name": card["name"], "name_en": card["name_en"],
            "text": card["text"]}


def cheat_info(cheat_id: str, slot: int | None) -> dict[str, Any]:
    """A cheat card, front (``text``) and back (``reward``, ``penalty``)."""
    c = data.CHEAT_BY_ID[cheat_id]
    return {"slot": slot, "id": cheat_id, "name": c["name"], "name_en": c["name_en"], "text": c["do"],
            "reward": c["reward"], "penalty": c["penalty"]}


def _square(s: dict[str, Any], sq: dict[str, Any]) -> dict[str, Any]:
    i = sq["index"]
    out = {"index": i, "name": sq["name"], "name_en": sq["name_en"], "kind": sq["kind"]}
    if sq["kind"] == "street":
        out.update(group=sq["group"], colour=sq["colour"], price=sq["price"], rent=sq["rent"],
                   hotel_rent=sq["hotel_rent"], hotel_price=sq["hotel_price"], owner=s["owners"][i],
                   hotel=bool(s["levels"][i]), current_rent=rules.rent(s, i))
    elif sq["kind"] == "station":
        out["next_station"] = data.NEXT_STATION[i]
    return out


def _seat(s: dict[str, Any], seat: int, viewer: int | None) -> dict[str, Any]:
    p = s["seats"][seat]
    held = [card_info(c) if viewer == seat else {"deck": data.DECK_OF[c]} for c in p["cards"]]
    status = "left" if p["left"] and p["status"] == "playing" else p["status"]
    return {"seat": seat, "cash": p["cash"], "position": p["position"], "status": status,
            "left": p["left"], "in_jail": p["in_jail"], "jail_turns": p["jail_turns"],
            "no_rent": p["no_rent"], "at_go": p["at_go"], "deeds": rules.owned(s, seat), "cards": held}


def _pending(s: dict[str, Any], viewer: int | None) -> dict[str, Any] | None:
    stage = s["stage"]
    if stage is None and s["window"] is not None:
        stage = s["window"].get("next")  # a correspondence window's next turn, opened beside it
    if stage is None:
        return None
    out = {"kind": stage["kind"], "seat": stage["seat"]}
    out.update({k: stage[k] for k in _PUBLIC_STAGE[stage["kind"]]})
    if stage["kind"] == "second_card" and stage["seat"] == viewer:  # held cards: the holder's secret
        out["cards"] = [c for c in s["seats"][stage["seat"]]["cards"] if data.DECK_OF[c] == stage["deck"]]
    return out


def _auction(s: dict[str, Any], viewer: int | None) -> dict[str, Any] | None:
    a = s["auction"]
    if a is None:
        return None
    mine = next((b["amount"] for b in a["bids"] if b["seat"] == viewer), None)
    return {"square": a["square"], "bidders": [b["seat"] for b in a["bids"]],
            "answered": [b["seat"] for b in a["bids"] if b["amount"] is not None], "my_bid": mine}


def _window(s: dict[str, Any], viewer: int | None) -> dict[str, Any] | None:
    w = s["window"]
    if w is None:
        return None
    waiting = [e["seat"] for e in w["entries"]]
    answered = [q for q in rules.others(s, w["turn_seat"]) if q not in waiting and not s["seats"][q]["left"]]
    mine = None
    if viewer is not None and viewer in answered:
        mine = next(({"target": a["target"], "cheat": a["cheat"]} for a in w["received"]
                     if a["accuser"] == viewer), {"target": None, "cheat": None})
    nxt, hour = w.get("next"), w.get("hour")
    return {"turn_seat": w["turn_seat"], "waiting": waiting, "answered": answered, "my_answer": mine,
            "next_seat": None if nxt is None else nxt["seat"],
            "hour_key": None if hour is None or s["seats"][hour["seat"]]["status"] != "playing" else hour["key"]}


def _my_cheats(s: dict[str, Any], viewer: int | None) -> list[dict[str, Any]]:
    t = s["turn"]
    if viewer is None or t is None:
        return []
    return [{k: v for k, v in r.items() if k not in ("seat", "settled")}
            for r in t["cheats"] if r["seat"] == viewer and not r.get("settled")]


def build_view(s: dict[str, Any], viewer: int | None) -> dict[str, Any]:
    """The view of ``viewer`` (a seat, ``None``: a spectator); JSON data."""
    t = s["turn"]
    stage = s["stage"]
    drawn = None
    if stage is not None and stage["kind"] == "card" and stage["seat"] == viewer:
        drawn = card_info(stage["card"])
    offer = None
    if s["offer"] is not None:
        offer = {k: v for k, v in s["offer"].items() if k != "key"}
    phase = "over" if s["ended"] else ("window" if s["window"] else (stage["kind"] if stage else "settle"))
    return {
        "players": s["players"], "viewer": viewer, "ultimate": s["ultimate"], "round": s["round"],
        "final_run": s["final_run"], "hotels_left": s["hotels_left"], "handcuffs": s["handcuffs"],
        "decks": {name: len(order) for name, order in s["decks"].items()},
        "cheat_deck": len(s["cheat_deck"]),
        "board": [_square(s, sq) for sq in data.SQUARES],
        "seats": [_seat(s, q, viewer) for q in range(s["players"])],
        "face_up": [cheat_info(c, i) for i, c in enumerate(s["face_up"])],
        "all_cheats": [cheat_info(c, None) for c in data.CHEAT_IDS] if s["ultimate"] else [],
        "turn": None if t is None else {"seat": t["seat"], "number": t["number"], "doubles": t["doubles"],
                                        "phase": phase, "start": t.get("start")},
        "pending": _pending(s, viewer), "auction": _auction(s, viewer), "offer": offer,
        "debts": [{"debtor": d["debtor"], "amount": d["amount"], "payees": d["payees"], "reason": d["reason"]}
                  for d in s["debts"]],
        "window": _window(s, viewer), "later": [dict(x) for x in s["later"]], "results": list(s["results"]),
        "my_cheats": _my_cheats(s, viewer), "drawn_card": drawn,
        "pass_go_this_turn": bool(t and t["passed_go"]),
        "last_rent": s["last_rent"][viewer] if viewer is not None else None,
        "winner_cash": [p["cash"] for p in s["seats"]] if s["ended"] else None,
    }
