"""Actions aimed at other players: the pending answers, Just Say No chains, payments and
the effects of Sly Deal, Forced Deal and Deal Breaker.

``state["pending"]`` while an action waits for answers::

    {"by": seat, "card": id, "action": "rent"|"birthday"|"debt_collector"|"sly_deal"|
     "forced_deal"|"deal_breaker", "charge": bool, "amount": M or None,
     "color": colour or None, "doubles": [ids], "take": id|None, "give": id|None,
     "targets": [{"seat": s, "stage": "respond"|"counter"|"done", "key": str,
                  "no": JSNs played so far, "result": None|"paid"|"accepted"|
                  "protected"|"nothing_owed"}]}

Every target in stage ``respond`` is prompted at once (each with its own key); a target
that played Just Say No waits in stage ``counter`` for the charger, who answers one
counter at a time (first in turn order). RULINGS: Just Say No answers any action aimed at
you and any Just Say No, costs no play, protects only its player, and against Rent with
Double The Rent cancels that player's whole charge.
"""

from __future__ import annotations

from boardgames.engines.core import IllegalAction, InvalidAction, gettext_noop
from boardgames.engines.kit import answers
from boardgames.engines.kit.values import is_int

from . import cards, payments, table, turn

ANSWER_KINDS = ("just_say_no", "pay", "accept")


def open_pending(state: dict, by: int, card_id: int, action: str, targets: list[int],
                 events: list[dict], *, amount: int | None = None, color: str | None = None,
                 doubles: list[int] | None = None, take: int | None = None,
                 give: int | None = None) -> None:
    """Start waiting for the answers of ``targets`` to ``action`` played by ``by``. A
    charged player with nothing payable on the table owes nothing (seed) and is not asked."""
    charge = amount is not None
    entries = []
    for t in targets:
        entry = {"seat": t, "stage": "respond", "key": turn.new_key(state), "no": 0, "result": None}
        if charge and not table.payable_cards(state, t):
            entry["stage"] = "done"
            entry["result"] = "nothing_owed"
            events.append({"type": "nothing_owed", "seat": t, "to": by, "amount": amount})
        entries.append(entry)
    state["pending"] = {
        "by": by, "card": card_id, "action": action, "charge": charge, "amount": amount,
        "color": color, "doubles": list(doubles or []), "take": take, "give": give,
        "targets": entries,
    }
    state["phase"] = "respond"


def counter_entry(state: dict) -> dict | None:
    """The target entry whose Just Say No the charger must answer now (first in order)."""
    pending = state["pending"]
    if not pending:
        return None
    for e in pending["targets"]:
        if e["stage"] == "counter":
            return e
    return None


def decision_of(state: dict, seat: int) -> tuple[str, dict] | None:
    """``("respond", entry)`` or ``("counter", entry)`` if ``seat`` must answer now."""
    pending = state["pending"]
    if not pending:
        return None
    entry = answers.owed_by(pending["targets"], seat, stages=("respond",))
    if entry is not None:
        return "respond", entry
    if seat == pending["by"]:
        e = counter_entry(state)
        if e is not None:
            return "counter", e
    return None


def kinds_for(state: dict, seat: int) -> tuple[str, ...]:
    """The action types answering ``seat``'s decision. ``just_say_no`` is offered whenever
    the seat holds any card (hand counts are public; offering it only to holders of the
    card would reveal them)."""
    found = decision_of(state, seat)
    if found is None:
        return ()
    stage, _ = found
    has_cards = bool(state["hands"][seat])
    if stage == "counter":
        return ("just_say_no", "accept") if has_cards else ("accept",)
    main = "pay" if state["pending"]["charge"] else "accept"
    return ("just_say_no", main) if has_cards else (main,)


def _jsn_from_hand(state: dict, seat: int, action: dict) -> int:
    hand = state["hands"][seat]
    jsns = [c for c in hand if cards.action_of(c) == "just_say_no"]
    chosen = action.get("card")
    if chosen is None:
        if not jsns:
            raise IllegalAction(gettext_noop("You have no Just Say No card in your hand."))
        return min(jsns)
    if not is_int(chosen):
        raise InvalidAction(gettext_noop("Field 'card' must be a card id."))
    if chosen not in jsns:
        raise IllegalAction(gettext_noop("Card %(chosen)s is not a Just Say No card in your hand."),
                            chosen=chosen)
    return chosen


def answer(state: dict, seat: int, action: dict, events: list[dict]) -> None:
    """Apply ``seat``'s answer (``just_say_no``, ``pay`` or ``accept``) to the pending
    action. Raises NotYourTurn-free errors: callers check the seat is prompted."""
    pending = state["pending"]
    stage, entry = decision_of(state, seat)  # type: ignore[misc]
    kind = action["type"]
    if kind == "just_say_no":
        jsn = _jsn_from_hand(state, seat, action)
        state["hands"][seat].remove(jsn)
        state["discard"].append(jsn)
        entry["no"] += 1
        against = pending["by"] if stage == "respond" else entry["seat"]
        entry["stage"] = "counter" if stage == "respond" else "respond"
        entry["key"] = turn.new_key(state)
        events.append({"type": "just_say_no", "seat": seat, "card": jsn, "against": against,
                       "action": pending["action"], "target": entry["seat"], "chain": entry["no"]})
        return
    if stage == "counter":
        if kind != "accept":
            raise IllegalAction(gettext_noop("Answer the Just Say No with your own Just Say No or accept it."))
        entry["stage"] = "done"
        entry["result"] = "protected"
        events.append({"type": "protected", "seat": entry["seat"], "by": pending["by"],
                       "action": pending["action"]})
        return
    if pending["charge"]:
        if kind != "pay":
            raise IllegalAction(gettext_noop("You owe %(amount)sM: pay it (or answer with Just Say No)."),
                                amount=pending['amount'])
        chosen = payments.validate(state, seat, pending["amount"], action.get("cards"))
        _pay(state, seat, chosen, events)
    else:
        if kind != "accept":
            raise IllegalAction(gettext_noop("This action takes no payment: accept it (or answer with Just "
                                             "Say No)."))
        _effect(state, events)
        entry["stage"] = "done"
        entry["result"] = "accepted"


def _pay(state: dict, seat: int, chosen: list[int], events: list[dict]) -> None:
    pending = state["pending"]
    entry = next(e for e in pending["targets"] if e["seat"] == seat)
    paid = sum(cards.value(c) for c in chosen)
    payments.transfer(state, seat, pending["by"], chosen, events)
    entry["stage"] = "done"
    entry["result"] = "paid"
    events.append({"type": "pay", "seat": seat, "to": pending["by"], "cards": sorted(chosen),
                   "value": paid, "debt": pending["amount"]})


def default_answer(state: dict, seat: int, events: list[dict]) -> None:
    """What the server does for ``seat``'s pending answer on timeout (or for a seat that
    has left): a charged player pays by :func:`payments.timeout_payment`; any other
    answer accepts (the Just Say No is not played)."""
    stage, entry = decision_of(state, seat)  # type: ignore[misc]
    pending = state["pending"]
    if stage == "respond" and pending["charge"]:
        _pay(state, seat, payments.timeout_payment(state, seat, pending["amount"]), events)
    else:
        answer(state, seat, {"type": "accept"}, events)


def _effect(state: dict, events: list[dict]) -> None:
    """Carry out an accepted Sly Deal, Forced Deal or Deal Breaker."""
    p = state["pending"]
    by, target = p["by"], p["targets"][0]["seat"]
    if p["action"] == "sly_deal":
        color = table.remove_property(state, target, p["take"])
        table.add_property(state, by, p["take"], color)
        events.append({"type": "steal", "seat": by, "from": target, "card": p["take"], "color": color})
    elif p["action"] == "forced_deal":
        color_take = table.remove_property(state, target, p["take"])
        color_give = table.remove_property(state, by, p["give"])
        table.add_property(state, by, p["take"], color_take)
        table.add_property(state, target, p["give"], color_give)
        events.append({"type": "swap", "seat": by, "with": target, "take": p["take"],
                       "give": p["give"], "take_color": color_take, "give_color": color_give})
    elif p["action"] == "deal_breaker":
        color = p["color"]
        grp = state["props"][target][color]
        taken = table.set_part(color, grp)
        house, hotel = grp["house"], grp["hotel"]
        grp["house"] = grp["hotel"] = None
        for c in taken:
            grp["cards"].remove(c)
            table.add_property(state, by, c, color)
        mine = state["props"][by][color]
        for slot, bid in (("house", house), ("hotel", hotel)):
            if bid is None:
                continue
            if mine[slot] is None and (slot == "house" or mine["house"] is not None):
                mine[slot] = bid
            else:  # ours: a second house/hotel on one colour group goes to the bank
                state["banks"][by].append(bid)
                events.append({"type": "building_to_bank", "seat": by, "card": bid, "color": color})
        events.append({"type": "deal_breaker", "seat": by, "from": target, "color": color,
                       "cards": list(taken), "house": house, "hotel": hotel})
    table.normalize(state, target, events)
    table.normalize(state, by, events)


def auto_step(state: dict, events: list[dict]) -> bool:
    """Resolve one answer nobody can give: a seat that resigned answers by the timeout
    rule (a seat that left is asked: the computer plays it out); a target with an empty hand accepts a non-charge at once; a charger with
    an empty hand accepts a Just Say No. When every target is done the turn resumes.
    Returns True if something changed."""
    p = state["pending"]
    if p is None:
        return False
    for e in p["targets"]:
        if e["stage"] != "respond":
            continue
        t = e["seat"]
        if not turn.acts(state, t):
            default_answer(state, t, events)
            return True
        if not p["charge"] and not state["hands"][t]:
            answer(state, t, {"type": "accept"}, events)
            return True
    e = counter_entry(state)
    if e is not None and (not turn.acts(state, p["by"]) or not state["hands"][p["by"]]):
        answer(state, p["by"], {"type": "accept"}, events)
        return True
    if all(e["stage"] == "done" for e in p["targets"]):
        events.append({"type": "resolved", "seat": p["by"], "action": p["action"],
                       "results": {str(e["seat"]): e["result"] for e in p["targets"]}})
        state["pending"] = None
        state["phase"] = "play"
        state["turn_key"] = turn.new_key(state)
        return True
    return False
