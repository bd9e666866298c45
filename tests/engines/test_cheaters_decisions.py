"""Where a cheat may be played (issue 12 gaps): Underpay on every payment owed to another
player (a card's "pay each player", a caught Trick Dice's ₩200, a debt), Ultimate mode's
cheats at every decision with no one-a-turn limit, and the reward choices the seed gives
the cheater (Accidental Demolition's square).

Set-up as in test_cheaters_cheats: three players with ₩1500 each, seat 0 cheats, seats 1
and 2 answer the window."""

from __future__ import annotations

import pytest

from boardgames.engines.core import IllegalAction, NotYourTurn

from .cheaters_support import E, act, answer_window, cash, cheat, end_turn_and_window, game, own, roll, to_end, turn_of

FACE_UP = ["underpay", "bank_heist", "pickpocket", "trick_dice", "slippery_deed"]
HONEST = ["bank_heist", "pickpocket", "trick_dice", "slippery_deed", "escape_artist"]


def results(s):
    return [(r["result"], r["cheat"]) for r in s["results"]]


def kinds(s, seat):
    return next(p.kinds for p in E.prompts(s) if p.seat == seat)


def draw_chance(s, seat, card, square=3):
    """``seat`` rolls 1 + 3 from ``square`` onto Chance (7) with ``card`` on top."""
    s["decks"]["chance"].remove(card)
    s["decks"]["chance"].insert(0, card)
    s["seats"][seat]["position"] = square
    return roll(s, seat, 1, 3)


# -- 少付錢 Underpay beyond rent --------------------------------------------------------

def pay_each(face_up=FACE_UP):
    """Seat 0 draws CH14 "Pay each player ₩50"."""
    s, _ = draw_chance(turn_of(game(3, face_up=face_up), 0), 0, "CH14")
    return s


def test_a_card_payment_to_players_is_a_pay_decision_while_underpay_lies_face_up():
    s = pay_each()
    assert s["stage"]["kind"] == "pay" and cash(s) == [1500, 1500, 1500]
    assert kinds(s, 0) == ("pay", "cheat")
    for viewer in (0, 1, None):
        assert E.view(s, viewer)["pending"] == {"kind": "pay", "seat": 0, "payees": [[1, 50], [2, 50]],
                                                "amount": 100, "reason": "card"}
    underpays = [a for a in E.legal_actions(s, 0) if a.get("cheat") == "underpay"]
    assert underpays == [{"type": "cheat", "cheat": "underpay", "target": q, "amount": a}
                         for q in (1, 2) for a in (1, 25)]
    s, _ = act(s, 0, {"type": "pay"})
    assert cash(s) == [1400, 1550, 1550] and s["stage"]["kind"] == "end"


def test_without_underpay_face_up_a_card_payment_is_made_at_once():
    s = pay_each(HONEST)
    assert cash(s) == [1400, 1550, 1550] and s["stage"]["kind"] == "end"


def underpaid_card():
    s, events = cheat(pay_each(), 0, "underpay", target=2, amount=20)
    assert cash(s) == [1430, 1550, 1520] and s["stage"]["kind"] == "end"
    assert [(e["payee"], e["amount"], e["reason"]) for e in events if e["type"] == "money"] == \
        [(1, 50, "card"), (2, 20, "card")]
    return s


def test_underpay_on_a_card_payment_uncaught_collects_100_from_the_bank():
    s, _ = end_turn_and_window(underpaid_card(), 0)
    assert cash(s) == [1530, 1550, 1520] and results(s) == [("succeeded", "underpay")]


@pytest.mark.parametrize("catcher", [1, 2])
def test_underpay_on_a_card_payment_caught_pays_the_underpaid_player_the_rest_and_goes_to_jail(catcher):
    answers = {q: ({"target": 0, "cheat": "underpay"} if q == catcher else None) for q in (1, 2)}
    s, _ = end_turn_and_window(underpaid_card(), 0, answers)
    assert cash(s) == [1400, 1550, 1550] and s["seats"][0]["in_jail"]


def test_underpay_shows_others_the_honest_payment_it_replaces():
    at_card = {"type": "cheat", "cheat": "underpay", "target": 2, "amount": 20}
    at_rent = {"type": "cheat", "cheat": "underpay", "amount": 5}
    assert E.redact_action(at_card, 0, 1) == {"type": "pay"} and E.redact_action(at_card, 0, 0) == at_card
    assert E.redact_action(at_rent, 0, None) == {"type": "pay_rent"}


def test_underpay_names_a_player_owed_and_leaves_the_creditor_out_at_a_rent():
    s = pay_each()
    with pytest.raises(IllegalAction, match="a player you owe"):
        E.apply(s, 0, {"type": "cheat", "cheat": "underpay", "amount": 20})
    with pytest.raises(IllegalAction, match="between ₩1 and ₩49"):
        E.apply(s, 0, {"type": "cheat", "cheat": "underpay", "target": 1, "amount": 50})
    s = turn_of(game(3, face_up=FACE_UP), 0, 10)
    own(s, 1, 14)
    s, _ = roll(s, 0, 1, 3)  # Virginia Avenue: rent 12 to seat 1
    with pytest.raises(IllegalAction, match="leave 'target' out"):
        E.apply(s, 0, {"type": "cheat", "cheat": "underpay", "target": 1, "amount": 5})


def test_a_caught_trick_dice_penalty_is_a_payment_that_can_be_underpaid():
    s = turn_of(game(3, face_up=FACE_UP), 2)
    s["later"] = [{"seat": 0, "kind": "trick_dice_penalty", "catcher": 1}]
    s, _ = end_turn_and_window(to_end(s, 2), 2)
    assert s["turn"]["seat"] == 0 and s["stage"]["kind"] == "pay"
    assert s["stage"]["payees"] == [[1, 200]] and s["stage"]["reason"] == "penalty"
    s, _ = cheat(s, 0, "underpay", target=1, amount=50)
    assert cash(s) == [1450, 1550, 1500]
    assert s["stage"]["kind"] == "roll_for" and s["stage"]["seat"] == 1  # then the catcher rolls for seat 0


def at_boardwalk_rent():
    """Seat 0 (₩1900, Mediterranean and Baltic) lands on seat 1's Boardwalk: hotel rent ₩2000."""
    s = turn_of(game(3, face_up=FACE_UP), 0, 35)
    own(s, 1, 39)
    own(s, 0, 1, 3)
    s["levels"][39] = 1
    s["hotels_left"] -= 1
    s["seats"][0]["cash"] = 1900
    s, _ = roll(s, 0, 1, 3)
    assert s["stage"]["kind"] == "rent" and s["stage"]["amount"] == 2000
    return s


def test_out_of_ultimate_mode_a_debt_offers_no_cheat():
    """An honest debtor makes no payment move (the debt is paid once a sale covers it), so
    an Underpay at the debt would be a move no honest player makes: the tell. The rent
    decision before it is where Underpay looks like paying (docs/rules, Cheating)."""
    s, _ = act(at_boardwalk_rent(), 0, {"type": "pay_rent"})
    assert s["debts"][0]["payees"] == [[1, 2000]] and kinds(s, 0) == ("sell", "offer")
    assert not [a for a in E.legal_actions(s, 0) if a["type"] == "cheat"]
    with pytest.raises(NotYourTurn):
        E.apply(s, 0, {"type": "cheat", "cheat": "underpay", "target": 1, "amount": 1500})


def test_underpay_at_the_rent_a_debt_would_follow_pays_less_and_opens_no_debt():
    s, _ = cheat(at_boardwalk_rent(), 0, "underpay", amount=1500)
    assert not s["debts"] and cash(s) == [400, 3000, 1500] and s["stage"]["kind"] == "end"
    assert s["owners"][1] == 0 and s["owners"][3] == 0
    s, _ = end_turn_and_window(s, 0)
    assert cash(s) == [500, 3000, 1500]


def test_underpay_at_a_rent_short_of_cash_opens_the_debt_of_what_it_pays():
    s, _ = cheat(at_boardwalk_rent(), 0, "underpay", amount=1950)
    assert s["debts"][0]["payees"] == [[1, 1950]] and s["debts"][0]["amount"] == 1950


def public(s, action, seat, viewer):
    """What ``viewer`` sees of ``seat``'s ``action`` from ``s``: the move-log entry
    (redacted action, events), the view, the prompts (the payload's and the deadlines'
    keys) and the viewer's legal actions after it."""
    from boardgames.engines.core import redact_event

    after, events = act(s, seat, action)
    return {"action": E.redact_action(action, seat, viewer),
            "events": [redact_event(e, viewer) for e in events], "view": E.view(after, viewer),
            "prompts": [(p.seat, p.kinds, p.key, p.clock) for p in E.prompts(after)],
            "legal": E.legal_actions(after, viewer) if viewer is not None else None}


def without_amounts(x):
    """``x`` with every money amount and cash figure blanked, keys and order kept."""
    if isinstance(x, dict):
        return {k: (None if k in ("amount", "cash", "payees") else without_amounts(v)) for k, v in x.items()}
    if isinstance(x, list):
        return [without_amounts(v) for v in x]
    return x


@pytest.mark.parametrize("viewer", [1, 2, None])
@pytest.mark.parametrize("target", [1, 2])
def test_others_see_an_underpay_at_a_pay_decision_as_the_honest_pay_but_for_the_amount(viewer, target):
    """RULINGS: a cheat is "shown to everyone only as the plain facts it changed ... never
    named as a cheat". For a non-cheater the move-log entry (action, events: their types,
    fields and order) and the view after an Underpay of the card's "pay each player ₩50"
    are those of paying in full, the amounts aside (the plain fact of what was paid)."""
    honest = public(pay_each(), {"type": "pay"}, 0, viewer)
    under = public(pay_each(), {"type": "cheat", "cheat": "underpay", "target": target, "amount": 20}, 0, viewer)
    assert under["action"] == honest["action"] == {"type": "pay"}
    assert [(e["type"], e.get("payee")) for e in under["events"]] == \
        [(e["type"], e.get("payee")) for e in honest["events"]] == [("money", 1), ("money", 2)]
    assert without_amounts(under["events"]) == without_amounts(honest["events"])
    assert without_amounts(under["view"]) == without_amounts(honest["view"])
    assert under["prompts"] == honest["prompts"] and under["legal"] == honest["legal"]
    paid = {e["payee"]: e["amount"] for e in under["events"]}
    assert paid == {target: 20, 3 - target: 50}


def test_a_debt_to_the_bank_offers_no_underpay():
    s = turn_of(game(3, face_up=FACE_UP), 0)
    own(s, 0, 1)
    s["seats"][0]["cash"] = 10
    s, _ = draw_chance(s, 0, "CH11")  # a ₩15 fine to the bank
    assert s["debts"][0]["payees"] == [["bank", 15]] and kinds(s, 0) == ("sell", "offer")
    with pytest.raises(NotYourTurn):
        E.apply(s, 0, {"type": "cheat", "cheat": "underpay", "target": 1, "amount": 5})


def test_the_accusers_wrong_accusation_fee_is_paid_with_no_decision_in_someone_elses_turn():
    s = to_end(turn_of(game(3, face_up=FACE_UP), 0), 0)
    s, _ = act(s, 0, {"type": "end_turn"})
    s, _ = answer_window(s, {1: {"target": 0, "cheat": "bank_heist"}, 2: None})
    assert cash(s) == [1600, 1400, 1500] and s["stage"]["kind"] == "roll" and s["stage"]["seat"] == 1


# -- Ultimate mode: any cheat at any decision, no limit a turn ---------------------------

def ultimate(players=3):
    return game(players, ultimate=True, face_up=HONEST)


def test_ultimate_mode_has_no_one_a_turn_limit_and_pays_every_reward():
    s = turn_of(ultimate(), 0)
    s, _ = cheat(s, 0, "bank_heist", amount=300)
    s, _ = cheat(s, 0, "bank_heist", amount=200)
    s, _ = cheat(s, 0, "pickpocket", target=1, amount=50)
    assert cash(s) == [2050, 1450, 1500]
    s = to_end(s, 0)
    s, _ = act(s, 0, {"type": "end_turn"})
    assert results(s) == [("succeeded", "bank_heist")] * 2 + [("succeeded", "pickpocket")]
    assert cash(s) == [2450, 1250, 1300] and s["later"] == [{"seat": 0, "kind": "pickpocket_reward"}]


def test_normal_mode_keeps_one_cheat_a_turn_and_no_cheat_in_another_players_turn():
    s = auction_in_seat_1s_turn(game(3, face_up=HONEST))
    assert kinds(s, 0) == ("bid",) and not [a for a in E.legal_actions(s, 0) if a["type"] == "cheat"]
    with pytest.raises(NotYourTurn):
        E.apply(s, 0, {"type": "cheat", "cheat": "bank_heist", "amount": 100})


def auction_in_seat_1s_turn(s):
    turn_of(s, 1, 11)
    s, _ = roll(s, 1, 1, 2)  # 11 + 3 = Virginia Avenue (14), unowned
    s, _ = act(s, 1, {"type": "decline"})
    assert s["auction"]["square"] == 14
    return s


def test_ultimate_mode_a_cheat_at_a_bid_in_another_players_turn_is_rewarded_at_that_turns_end():
    s = auction_in_seat_1s_turn(ultimate())
    assert kinds(s, 0) == ("bid", "cheat")
    assert {"type": "cheat", "cheat": "bank_heist", "amount": 100} in E.legal_actions(s, 0)
    s, _ = cheat(s, 0, "bank_heist", amount=100)
    assert cash(s) == [1600, 1500, 1500] and s["auction"] is not None  # still to bid
    for seat in (0, 1, 2):
        s, _ = act(s, seat, {"type": "bid", "amount": 0})
    s, _ = act(s, 1, {"type": "end_turn"})
    assert results(s) == [("succeeded", "bank_heist")] and cash(s) == [1800, 1400, 1400]
    assert s["turn"]["seat"] == 2


def test_ultimate_mode_taking_the_auctioned_deed_ends_the_auction_unsold():
    s = auction_in_seat_1s_turn(ultimate())
    s, _ = cheat(s, 0, "slippery_deed", square=14)
    for seat, bid in ((0, 0), (1, 0), (2, 100)):
        s, _ = act(s, seat, {"type": "bid", "amount": bid})
    assert s["owners"][14] == 0 and cash(s) == [1500, 1500, 1500]


def test_ultimate_mode_taking_the_deed_on_offer_closes_the_buy_decision():
    s = turn_of(ultimate(), 0, 11)
    s, _ = roll(s, 0, 1, 2)
    assert s["stage"]["kind"] == "buy" and kinds(s, 0) == ("buy", "decline", "cheat")
    s, _ = cheat(s, 0, "slippery_deed", square=14)
    assert s["owners"][14] == 0 and s["stage"]["kind"] == "end" and s["auction"] is None


def test_ultimate_mode_underpay_at_a_debt_in_another_players_turn():
    s = turn_of(ultimate(), 1)
    own(s, 0, 1)
    s["seats"][0]["cash"] = 30
    s, _ = draw_chance(s, 1, "CH13")  # Everyone pays seat 1 ₩50; in Ultimate the card waits to be read
    s, _ = act(s, 1, {"type": "read_card"})
    assert s["debts"][0]["debtor"] == 0 and kinds(s, 0) == ("sell", "offer", "cheat")
    s, _ = cheat(s, 0, "underpay", target=1, amount=20)
    assert not s["debts"] and cash(s) == [10, 1570, 1450]
    s, _ = act(s, 1, {"type": "end_turn"})
    assert results(s) == [("succeeded", "underpay")] and cash(s) == [110, 1570, 1450]


def test_ultimate_mode_one_extra_allowance_per_go_payment():
    s = turn_of(ultimate(), 0, 37)
    s, _ = roll(s, 0, 1, 2)  # GO: ₩200
    s, _ = cheat(s, 0, "extra_allowance")
    assert cash(s)[0] == 1800
    assert not [a for a in E.legal_actions(s, 0) if a.get("cheat") == "extra_allowance"]
    with pytest.raises(IllegalAction, match="cannot be played now"):
        E.apply(s, 0, {"type": "cheat", "cheat": "extra_allowance"})


def test_ultimate_mode_escape_artist_at_a_bid_while_in_jail():
    from .cheaters_support import jail

    s = ultimate()
    jail(s, 0)
    s = auction_in_seat_1s_turn(s)
    assert {"type": "cheat", "cheat": "escape_artist"} in E.legal_actions(s, 0)
    s, _ = cheat(s, 0, "escape_artist")
    assert not s["seats"][0]["in_jail"] and s["handcuffs"] is None


# -- reward choices: Accidental Demolition's square ------------------------------------------

def demolition(**fields):
    s = turn_of(game(3, face_up=["accidental_demolition", *HONEST[:4]]), 0)
    own(s, 1, 9)
    own(s, 0, 1, 3)
    s, _ = cheat(s, 0, "accidental_demolition", square=9, **fields)
    return to_end(s, 0)


def test_accidental_demolition_puts_the_hotel_on_the_property_the_cheater_names():
    s, _ = end_turn_and_window(demolition(target_square=1), 0)
    assert s["levels"][1] == 1 and s["levels"][3] == 0 and s["levels"][9] == 0


def test_accidental_demolition_without_a_choice_takes_the_highest_hotel_rent():
    s, _ = end_turn_and_window(demolition(), 0)
    assert s["levels"][3] == 1 and s["levels"][1] == 0  # Baltic's hotel rent 450 > Mediterranean's 250


def test_accidental_demolition_lists_the_cheaters_bare_properties_and_refuses_another():
    s = turn_of(game(3, face_up=["accidental_demolition", *HONEST[:4]]), 0)
    own(s, 1, 9)
    own(s, 0, 1, 3)
    listed = [a for a in E.legal_actions(s, 0) if a.get("cheat") == "accidental_demolition"]
    assert listed == [{"type": "cheat", "cheat": "accidental_demolition", "square": 9},
                      {"type": "cheat", "cheat": "accidental_demolition", "square": 9, "target_square": 1},
                      {"type": "cheat", "cheat": "accidental_demolition", "square": 9, "target_square": 3}]
    with pytest.raises(IllegalAction, match="without a hotel"):
        E.apply(s, 0, {"type": "cheat", "cheat": "accidental_demolition", "square": 9, "target_square": 9})
