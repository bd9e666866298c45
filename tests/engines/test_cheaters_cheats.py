"""Every cheat of the seed's table, uncaught (its reward) and caught (its penalty), with
exact cash; wrong and repeated accusations; Ultimate mode; what other seats see.

Set-up: three players with ₩1500 each, seat 0 cheats in its own turn; the five face-up
cards are the cheat under test and four others. Seats 1 and 2 answer the window."""

from __future__ import annotations

import json

import pytest

from .cheaters_support import E, act, answer_window, cash, cheat, game, jail, own, roll, to_end, turn_of

OTHERS = ["bank_heist", "pickpocket", "trick_dice", "slippery_deed", "escape_artist",
          "forged_chance", "extra_allowance"]


def setup(name: str, players: int = 3, square: int | None = None):
    face_up = [name] + [c for c in OTHERS if c != name][:4]
    s = game(players, face_up=face_up)
    return turn_of(s, 0, square)


def finish_turn(s, answers):
    """Seat 0 ends its turn; ``answers`` per seat: an accusation (target, cheat) or None."""
    s, _ = act(s, 0, {"type": "end_turn"})
    return answer_window(s, {q: (None if a is None else {"target": a[0], "cheat": a[1]})
                             for q, a in answers.items()})


PASS = {1: None, 2: None}


def caught_by(seat: int, name: str):
    return {q: ((0, name) if q == seat else None) for q in (1, 2)}


def results(s):
    return [(r["result"], r["cheat"]) for r in s["results"]]


# -- 額外津貼 Extra Allowance ----------------------------------------------------------

def extra_allowance():
    s = setup("extra_allowance", square=37)
    s, _ = roll(s, 0, 1, 2)  # 37 + 3 = GO: ₩200
    assert cash(s)[0] == 1700 and s["stage"]["kind"] == "end"
    s, events = cheat(s, 0, "extra_allowance")
    assert cash(s)[0] == 1800
    return s


def test_extra_allowance_uncaught_keeps_the_extra_100():
    s, _ = finish_turn(extra_allowance(), PASS)
    assert cash(s) == [1800, 1500, 1500] and results(s) == [("succeeded", "extra_allowance")]


def test_extra_allowance_caught_returns_all_300_and_pays_everyone_50():
    s, _ = finish_turn(extra_allowance(), caught_by(1, "extra_allowance"))
    assert cash(s) == [1800 - 300 - 100, 1550, 1550]
    assert not s["seats"][0]["in_jail"] and results(s) == [("caught", "extra_allowance")]


# -- 逃脫藝術家 Escape Artist ------------------------------------------------------------

def escape_artist():
    s = setup("escape_artist")
    jail(s, 0)
    s["stage"]["in_jail"] = True
    own(s, 1, 14)
    s, _ = cheat(s, 0, "escape_artist")
    assert not s["seats"][0]["in_jail"] and s["handcuffs"] is None
    s, _ = roll(s, 0, 1, 3)  # 10 + 4 = Virginia Avenue, seat 1's: rent ₩12
    assert cash(s)[:2] == [1488, 1512] and s["seats"][0]["position"] == 14
    return s


def test_escape_artist_uncaught_advances_to_the_next_unsold_property_free():
    s, _ = finish_turn(escape_artist(), PASS)
    assert s["seats"][0]["position"] == 16 and s["owners"][16] == 0  # St. James Place, free
    assert cash(s) == [1488, 1512, 1500]


def test_escape_artist_caught_goes_back_in_the_handcuffs_and_pays_100():
    s, _ = finish_turn(escape_artist(), caught_by(2, "escape_artist"))
    assert s["seats"][0]["in_jail"] and s["handcuffs"] == 0 and s["seats"][0]["position"] == 10
    assert cash(s) == [1388, 1512, 1600] and s["owners"][16] is None


# -- 滑溜溜的契約 Slippery Deed ------------------------------------------------------------

def slippery_deed(frm=1, square=1):
    s = setup("slippery_deed")
    own(s, frm, square)
    s, events = cheat(s, 0, "slippery_deed", square=square)
    assert s["owners"][square] == 0
    assert {"type": "deed", "square": square, "from": frm, "to": 0} in events
    return to_end(s, 0)


def test_slippery_deed_uncaught_keeps_the_deed_with_a_free_hotel():
    s, _ = finish_turn(slippery_deed(), PASS)
    assert s["owners"][1] == 0 and s["levels"][1] == 1 and s["hotels_left"] == 14
    assert cash(s) == [1500, 1500, 1500]


def test_slippery_deed_caught_returns_it_pays_100_and_goes_to_jail():
    s, _ = finish_turn(slippery_deed(), caught_by(1, "slippery_deed"))
    assert s["owners"][1] == 1 and s["levels"][1] == 0
    assert cash(s) == [1400, 1600, 1500] and s["seats"][0]["in_jail"]


def test_slippery_deed_from_the_bank_caught_goes_back_to_the_bank():
    s, _ = finish_turn(slippery_deed(frm=None, square=3), caught_by(2, "slippery_deed"))
    assert s["owners"][3] is None and cash(s) == [1400, 1500, 1600]


# -- 少付錢 Underpay --------------------------------------------------------------------

def underpay():
    s = setup("underpay", square=10)
    own(s, 1, 14)
    s, _ = roll(s, 0, 1, 3)
    assert s["stage"]["kind"] == "rent" and s["stage"]["amount"] == 12
    s, _ = cheat(s, 0, "underpay", amount=5)
    assert cash(s) == [1495, 1505, 1500] and s["stage"]["kind"] == "end"
    return s


def test_underpay_uncaught_collects_100_from_the_bank():
    s, _ = finish_turn(underpay(), PASS)
    assert cash(s) == [1595, 1505, 1500]


def test_underpay_caught_pays_the_rest_and_goes_to_jail():
    s, _ = finish_turn(underpay(), caught_by(2, "underpay"))
    assert cash(s) == [1488, 1512, 1500] and s["seats"][0]["in_jail"]


def test_honest_rent_when_a_rent_cheat_lies_face_up_is_a_decision():
    s = setup("underpay", square=10)
    own(s, 1, 14)
    s, _ = roll(s, 0, 1, 3)
    s, _ = act(s, 0, {"type": "pay_rent"})
    assert cash(s) == [1488, 1512, 1500]


# -- 價格哄抬 Price Gouging --------------------------------------------------------------

def price_gouging():
    s = setup("price_gouging")
    own(s, 0, 14)
    s["last_rent"][0] = {"payer": 1, "square": 14, "amount": 12}
    s, _ = cheat(s, 0, "price_gouging", amount=50)
    assert cash(s) == [1550, 1450, 1500]
    return to_end(s, 0)


def test_price_gouging_uncaught_puts_a_free_hotel_on_the_property():
    s, _ = finish_turn(price_gouging(), PASS)
    assert s["levels"][14] == 1 and cash(s) == [1550, 1450, 1500]


def test_price_gouging_caught_returns_the_rent_goes_to_jail_and_collects_no_rent_there():
    from boardgames.engines.cheaters import rules

    s, _ = finish_turn(price_gouging(), caught_by(2, "price_gouging"))
    assert cash(s) == [1488, 1512, 1500]
    assert s["seats"][0]["in_jail"] and s["seats"][0]["no_rent"] and rules.rent(s, 14) == 0
    s["seats"][0]["in_jail"] = False
    assert rules.rent(s, 14) == 12


# -- 房產交換 Property Swap ---------------------------------------------------------------

def property_swap(other=1):
    s = setup("property_swap")
    own(s, 0, 1)
    own(s, other, 39)
    s, _ = cheat(s, 0, "property_swap", square=1, target_square=39)
    assert s["owners"][39] == 0 and s["owners"][1] == other
    return to_end(s, 0)


def test_property_swap_uncaught_keeps_the_new_deed_with_a_free_hotel():
    s, _ = finish_turn(property_swap(), PASS)
    assert s["owners"][39] == 0 and s["levels"][39] == 1 and s["owners"][1] == 1


def test_property_swap_caught_gives_both_deeds_to_the_catcher():
    s, _ = finish_turn(property_swap(), caught_by(2, "property_swap"))
    assert s["owners"][1] == 2 and s["owners"][39] == 2 and cash(s) == [1500, 1500, 1500]


def test_property_swap_with_the_bank_caught_gives_both_deeds_to_the_bank():
    s, _ = finish_turn(property_swap(other=None), caught_by(1, "property_swap"))
    assert s["owners"][1] is None and s["owners"][39] is None


# -- 身份盜竊 Identity Theft ---------------------------------------------------------------

def identity_theft():
    s = setup("identity_theft", square=8)
    from .cheaters_support import rig

    rig(s, 1, 3)
    s, events = cheat(s, 0, "identity_theft", target=1)
    assert s["seats"][1]["position"] == 4 and s["seats"][0]["position"] == 8
    assert {"type": "dice", "seat": 0, "dice": [1, 3]} in events
    assert s["stage"]["kind"] == "end"
    return s


def test_identity_theft_uncaught_the_moved_player_pays_100():
    s, _ = finish_turn(identity_theft(), PASS)
    assert cash(s) == [1600, 1400, 1500] and s["seats"][1]["position"] == 4


def test_identity_theft_caught_the_moved_player_puts_the_cheater_anywhere():
    s, _ = finish_turn(identity_theft(), caught_by(2, "identity_theft"))
    assert s["seats"][1]["position"] == 0
    assert s["stage"]["kind"] == "place_token" and s["stage"]["seat"] == 1
    s, _ = act(s, 1, {"type": "place_token", "square": 30})  # Go To Jail: its rule applies
    assert s["seats"][0]["in_jail"] and s["seats"][0]["position"] == 10
    assert s["turn"]["seat"] == 1 and s["stage"]["kind"] == "roll"
    assert cash(s) == [1500, 1500, 1500]


# -- 無證承包商 Unlicensed Contractor ------------------------------------------------------

def contractor(frm=None):
    s = setup("unlicensed_contractor")
    own(s, 0, 1)
    own(s, 1, 9)  # Connecticut Avenue starts with its hotel
    s, _ = cheat(s, 0, "unlicensed_contractor", square=1, from_square=frm)
    assert s["levels"][1] == 1
    return to_end(s, 0)


def test_unlicensed_contractor_uncaught_keeps_the_hotel():
    s, _ = finish_turn(contractor(), PASS)
    assert s["levels"][1] == 1 and s["hotels_left"] == 14 and cash(s)[0] == 1500


def test_unlicensed_contractor_caught_pays_the_bank_100_and_the_hotel_goes_back():
    s, _ = finish_turn(contractor(), caught_by(1, "unlicensed_contractor"))
    assert s["levels"][1] == 0 and s["hotels_left"] == 15 and cash(s) == [1400, 1500, 1500]


def test_unlicensed_contractor_from_a_player_caught_puts_it_back_there():
    s = contractor(frm=9)
    assert s["levels"][9] == 0 and s["hotels_left"] == 15
    s, _ = finish_turn(s, caught_by(2, "unlicensed_contractor"))
    assert s["levels"][9] == 1 and s["levels"][1] == 0 and cash(s)[0] == 1400


# -- 偽造機會 Forged Chance ----------------------------------------------------------------

def forged_chance():
    s = setup("forged_chance", square=4)
    s["decks"]["chance"] = ["CH11"] + [c for c in s["decks"]["chance"] if c != "CH11"]
    s, _ = roll(s, 0, 1, 2)  # Chance: CH11 (pay ₩15) drawn, not yet read
    assert s["stage"]["kind"] == "card" and E.view(s, 0)["drawn_card"]["id"] == "CH11"
    assert E.view(s, 1)["drawn_card"] is None
    s, events = cheat(s, 0, "forged_chance", card="CH06")  # plays "collect ₩50" instead
    assert cash(s)[0] == 1550 and {"type": "card", "seat": 0, "deck": "chance", "id": "CH06", "kept": False} in events
    assert s["decks"]["chance"][-1] == "CH11"
    return s


def test_forged_chance_uncaught_stands():
    s, _ = finish_turn(forged_chance(), PASS)
    assert cash(s) == [1550, 1500, 1500]


def test_forged_chance_caught_is_undone_the_drawn_card_acts_and_the_catcher_gets_200():
    # RULINGS "undone first": the forged ₩50 back, the drawn CH11 (pay ₩15), ₩200 to the catcher
    s, _ = finish_turn(forged_chance(), caught_by(1, "forged_chance"))
    assert cash(s) == [1500 - 15 - 200, 1700, 1500] and not s["seats"][0]["in_jail"]


# -- 銀行搶劫 Bank Heist -------------------------------------------------------------------

def bank_heist():
    s = setup("bank_heist")
    s, _ = cheat(s, 0, "bank_heist", amount=300)
    assert cash(s)[0] == 1800
    return to_end(s, 0)


def test_bank_heist_uncaught_every_other_player_pays_100():
    s, _ = finish_turn(bank_heist(), PASS)
    assert cash(s) == [2000, 1400, 1400]


def test_bank_heist_caught_returns_the_money_pays_everyone_100_and_goes_to_jail():
    s, _ = finish_turn(bank_heist(), caught_by(1, "bank_heist"))
    assert cash(s) == [1300, 1600, 1600] and s["seats"][0]["in_jail"]


# -- 免費住宿 Free Lodging -----------------------------------------------------------------

def free_lodging():
    s = setup("free_lodging", square=10)
    own(s, 1, 14)
    s, _ = roll(s, 0, 1, 3)
    s, events = cheat(s, 0, "free_lodging")
    assert cash(s) == [1500, 1500, 1500]
    assert [e for e in events if e["type"] == "money"] == [
        {"type": "money", "payer": 0, "payee": 1, "amount": 0, "reason": "rent", "square": 14}]
    return s


def test_free_lodging_uncaught_takes_the_deed():
    s, _ = finish_turn(free_lodging(), PASS)
    assert s["owners"][14] == 0 and cash(s) == [1500, 1500, 1500]


def test_free_lodging_caught_pays_double_rent_and_goes_to_jail():
    s, _ = finish_turn(free_lodging(), caught_by(2, "free_lodging"))
    assert cash(s) == [1476, 1524, 1500] and s["seats"][0]["in_jail"] and s["owners"][14] == 1


# -- 非法佔地規則 Squatter's Rights --------------------------------------------------------

def squatter():
    s = setup("squatter")
    own(s, 1, 14)
    s["seats"][2]["position"] = 14
    s, _ = cheat(s, 0, "squatter", square=14, target=2)
    assert cash(s) == [1512, 1500, 1488]
    return to_end(s, 0)


def test_squatter_uncaught_takes_the_deed():
    s, _ = finish_turn(squatter(), PASS)
    assert s["owners"][14] == 0 and cash(s) == [1512, 1500, 1488]


def test_squatter_caught_pays_the_owner_the_face_value_and_goes_to_jail():
    s, _ = finish_turn(squatter(), caught_by(1, "squatter"))
    # the rent goes back to seat 2 (RULINGS: undone first), ₩160 face value to the owner
    assert cash(s) == [1340, 1660, 1500] and s["seats"][0]["in_jail"] and s["owners"][14] == 1


# -- 作弊骰子 Trick Dice -------------------------------------------------------------------

def trick_dice():
    s = setup("trick_dice", square=8)
    from .cheaters_support import rig

    rig(s, 2, 3)  # the dice really rolled: 5, onto States Avenue (13)
    s, events = cheat(s, 0, "trick_dice", total=4)
    assert s["seats"][0]["position"] == 12 and s["stage"]["kind"] == "end"
    shown = next(e["dice"] for e in events if e["type"] == "dice")  # a pair of the chosen total
    assert sum(shown) == 4 and shown[0] != shown[1] and s["stage"]["doubles"] is False
    return s


def test_trick_dice_uncaught_stays_and_collects_200():
    s, _ = finish_turn(trick_dice(), PASS)
    assert s["seats"][0]["position"] == 12 and cash(s) == [1700, 1500, 1500]


def test_trick_dice_caught_moves_by_the_real_dice_then_pays_and_is_rolled_for_next_turn():
    s, _ = finish_turn(trick_dice(), caught_by(1, "trick_dice"))
    assert s["seats"][0]["position"] == 13 and s["stage"] == {**s["stage"], "kind": "buy", "seat": 0, "price": 20}
    s, _ = act(s, 0, {"type": "buy"})
    assert s["owners"][13] == 0 and cash(s) == [1480, 1500, 1500]
    assert s["turn"]["seat"] == 1 and s["later"] == [{"seat": 0, "kind": "trick_dice_penalty", "catcher": 1}]
    for seat in (1, 2):  # seats 1 and 2 play honest turns
        s = to_end(s, seat)
        s, _ = act(s, seat, {"type": "end_turn"})
        s, _ = answer_window(s, {q: None for q in (0, 1, 2) if q != seat})
    assert s["turn"]["seat"] == 0 and cash(s)[:2] == [1280, 1700]
    assert s["stage"]["kind"] == "roll_for" and s["stage"]["seat"] == 1
    from .cheaters_support import rig

    rig(s, 1, 3)
    s, _ = act(s, 1, {"type": "roll"})  # seat 1 rolls for seat 0: 13 + 4 = 17 Community Chest
    assert s["seats"][0]["position"] in (17, 0, 10) and s["turn"]["seat"] == 0


# -- 扒手 Pickpocket -----------------------------------------------------------------------

def pickpocket():
    s = setup("pickpocket")
    own(s, 0, 3, 39)
    s, _ = cheat(s, 0, "pickpocket", target=1, amount=200)
    assert cash(s) == [1700, 1300, 1500]
    return to_end(s, 0)


def test_pickpocket_uncaught_may_buy_the_cheapest_unowned_property_next_turn():
    s, _ = finish_turn(pickpocket(), PASS)
    assert s["later"] == [{"seat": 0, "kind": "pickpocket_reward"}]
    for seat in (1, 2):
        s = to_end(s, seat)
        s, _ = act(s, seat, {"type": "end_turn"})
        s, _ = answer_window(s, {q: None for q in (0, 1, 2) if q != seat})
    assert s["stage"]["kind"] == "cheapest" and s["stage"]["square"] == 34  # Pennsylvania Ave, free
    s, _ = act(s, 0, {"type": "buy"})
    assert s["owners"][34] == 0 and s["stage"]["kind"] == "roll" and cash(s)[0] == 1700


def test_pickpocket_caught_returns_the_money_and_gives_the_cheapest_property():
    s, _ = finish_turn(pickpocket(), caught_by(2, "pickpocket"))
    assert cash(s) == [1500, 1500, 1500] and s["owners"][3] == 1 and s["owners"][39] == 0


# -- 意外拆除 Accidental Demolition -----------------------------------------------------------

def demolition():
    s = setup("accidental_demolition")
    own(s, 1, 9)
    own(s, 0, 1, 3)
    s, _ = cheat(s, 0, "accidental_demolition", square=9)
    assert s["levels"][9] == 0 and s["hotels_left"] == 16
    return to_end(s, 0)


def test_accidental_demolition_uncaught_puts_the_hotel_on_own_property():
    s, _ = finish_turn(demolition(), PASS)
    assert s["levels"][3] == 1 and s["levels"][1] == 0 and s["hotels_left"] == 15  # Baltic: higher rent


def test_accidental_demolition_caught_returns_the_hotel_pays_100_and_goes_to_jail():
    s, _ = finish_turn(demolition(), caught_by(1, "accidental_demolition"))
    assert s["levels"][9] == 1 and cash(s) == [1400, 1600, 1500] and s["seats"][0]["in_jail"]


# -- accusations ---------------------------------------------------------------------

def test_a_wrong_accusation_costs_the_accuser_100_paid_to_the_accused():
    s = to_end(setup("bank_heist"), 0)
    s, _ = finish_turn(s, {1: (0, "bank_heist"), 2: None})
    assert cash(s) == [1600, 1400, 1500] and results(s) == [("wrong", "bank_heist")]


def test_two_accusations_of_the_same_cheat_the_first_received_catches_the_second_is_void():
    s = bank_heist()
    s, _ = act(s, 0, {"type": "end_turn"})
    s, _ = answer_window(s, {2: {"target": 0, "cheat": "bank_heist"}, 1: {"target": 0, "cheat": "bank_heist"}})
    assert results(s) == [("caught", "bank_heist"), ("void", "bank_heist")]
    assert [r["accuser"] for r in s["results"]] == [2, 1]
    assert cash(s) == [1300, 1600, 1600]


def test_a_settled_cheat_card_is_turned_over_and_replaced_from_the_tray():
    s = bank_heist()
    tray_top = s["cheat_deck"][0]
    s, events = finish_turn(s, PASS)
    assert s["face_up"][0] == tray_top and s["cheat_deck"][-1] == "bank_heist"
    assert {"type": "cheat_card", "slot": 0, "old": "bank_heist", "new": tray_top} in events


def test_one_cheat_a_turn_and_only_face_up_ones():
    s = setup("bank_heist")
    s, _ = cheat(s, 0, "bank_heist", amount=100)
    with pytest.raises(Exception, match="one a turn"):
        E.apply(s, 0, {"type": "cheat", "cheat": "pickpocket", "target": 1, "amount": 10})
    s = setup("bank_heist")
    with pytest.raises(Exception, match="cannot be played now"):
        E.apply(s, 0, {"type": "cheat", "cheat": "squatter", "square": 14, "target": 1})


def test_accusing_a_card_that_is_not_face_up_is_refused():
    s = to_end(setup("bank_heist"), 0)
    s, _ = act(s, 0, {"type": "end_turn"})
    with pytest.raises(Exception, match="face-up"):
        E.apply(s, 1, {"type": "accuse", "target": 0, "cheat": "squatter"})


# -- Ultimate mode ---------------------------------------------------------------------

def test_ultimate_mode_any_cheat_no_window_rewards_paid_at_the_turn_end():
    s = game(3, ultimate=True, face_up=["pickpocket", "trick_dice", "slippery_deed", "escape_artist", "underpay"])
    turn_of(s, 0)
    s, _ = cheat(s, 0, "bank_heist", amount=300)  # not face up: Ultimate allows all fifteen
    s = to_end(s, 0)
    s, _ = act(s, 0, {"type": "end_turn"})
    assert cash(s) == [2000, 1400, 1400] and results(s) == [("succeeded", "bank_heist")]
    assert s["window"] is None and s["turn"]["seat"] == 1 and s["stage"]["kind"] == "roll"
    assert len(E.view(s, 1)["all_cheats"]) == 15 and "bank_heist" not in s["face_up"]


def test_ultimate_mode_options():
    assert E.normalize_options(2, {}) == {"ultimate": False}
    assert E.normalize_options(6, {"ultimate": True}) == {"ultimate": True}
    with pytest.raises(Exception, match="true or false"):
        E.normalize_options(3, {"ultimate": 1})
    with pytest.raises(Exception, match="not 7"):
        E.normalize_options(7, {})


# -- what the others see ---------------------------------------------------------------

@pytest.mark.parametrize("make", [extra_allowance, escape_artist, slippery_deed, underpay, price_gouging,
                                  property_swap, identity_theft, contractor, forged_chance, bank_heist,
                                  free_lodging, squatter, trick_dice, pickpocket, demolition])
def test_others_see_only_the_facts_and_the_cheater_sees_its_cheat(make):
    s = make()
    record = s["turn"]["cheats"][0]
    honest = json.loads(json.dumps(s))
    honest["turn"]["cheats"] = []
    for viewer in (None, 1, 2):
        assert E.view(s, viewer) == E.view(honest, viewer)
    assert E.view(s, 0)["my_cheats"][0]["cheat"] == record["cheat"]
    action = {"type": "cheat", "cheat": record["cheat"], "amount": 1}
    for viewer in (None, 1, 2):
        shown = E.redact_action(action, 0, viewer)
        assert "cheat" not in json.dumps(shown) and shown["type"] in ("adjust", "roll", "pay_rent", "read_card")
    assert E.redact_action(action, 0, 0) == action
    # the window opens after every turn, and its prompts look the same either way
    s, _ = act(s, 0, {"type": "end_turn"}) if s["stage"]["kind"] == "end" else (s, [])
    assert [p.kinds for p in E.prompts(s)] == [("accuse", "pass"), ("accuse", "pass")]
