"""An independent check of Monopoly: Cheaters Edition against its seed and RULINGS: every
number of their tables, asserted by playing it (exact cash after the event), never by
reading the engine's data table.

Sources: seed /work/shared/seeds/003_47cfe9ecf61478dc.txt (裝置 price changes, 設定 ₩1500
and the hotel on Connecticut, 落在空格上 stations / Free Parking / face value, 作弊卡 table,
抓捕作弊者 ₩100, 酒店, 出售房產, 遊戲結束); RULINGS.md "Monopoly: Cheaters Edition" (classic
deeds, hotel = 4 x the classic house cost, doubled group rent, 16 hotels, ₩200 at GO, jail
₩50, Chance / Community Chest "ours"). The literal tables below are typed from the classic
US title deeds and the seed, not imported from boardgames/engines/cheaters/data.py.

Set-up: three players; the five face-up cheats hold no rent or card cheat, so rent is paid
at once and a card acts when drawn."""

from __future__ import annotations

import re

import pytest

from boardgames.engines.core import RulesError as EngineError

from boardgames.engines.cheaters.view import card_info

from .cheaters_support import E, act, answer_window, at, cash, cheat, game, jail, own, rig, roll, turn_of
from .test_cheaters_audit2 import close
from .test_cheaters_final_run import final_board
from .test_cheaters_open_rulings import theft_in_final_run

QUIET = ["bank_heist", "pickpocket", "trick_dice", "slippery_deed", "escape_artist"]

# square: (price, base rent, hotel rent, hotel cost = 4 x classic house cost)
STREETS = {
    1: (60, 2, 250, 200), 3: (60, 4, 450, 200),
    6: (100, 6, 550, 200), 8: (100, 6, 550, 200), 9: (120, 8, 600, 200),
    11: (140, 10, 750, 400), 13: (20, 10, 750, 400), 14: (160, 12, 900, 400),  # seed: States 140 -> 20
    16: (180, 14, 950, 400), 18: (180, 14, 950, 400), 19: (200, 16, 1000, 400),
    21: (220, 18, 1050, 600), 23: (220, 18, 1050, 600), 24: (240, 20, 1100, 600),
    26: (130, 22, 1150, 600), 27: (260, 22, 1150, 600), 29: (280, 24, 1200, 600),  # seed: Atlantic 260 -> 130
    31: (300, 26, 1275, 800), 32: (300, 26, 1275, 800), 34: (0, 28, 1400, 800),  # seed: Pennsylvania free
    37: (350, 35, 1500, 800), 39: (400, 50, 2000, 800),
}
GROUPS = [(1, 3), (6, 8, 9), (11, 13, 14), (16, 18, 19), (21, 23, 24), (26, 27, 29), (31, 32, 34), (37, 39)]
REST = (4, 12, 28, 38)  # seed: utilities and taxes removed
STATIONS = {5: 15, 15: 25, 25: 35, 35: 5}  # seed 車站: on to the next station


def quiet(players=3, square=None, seat=0):
    return turn_of(game(players, face_up=list(QUIET)), seat, square)


def group_of(square):
    return next(g for g in GROUPS if square in g)


def bare(s, *squares):
    """No hotel on ``squares`` (Connecticut starts with one: seed 設定)."""
    for q in squares:
        if s["levels"][q]:
            s["levels"][q] = 0
            s["hotels_left"] += 1


def land_from_3_back(s, square, seat=0, stays=True):
    """``seat`` rolls 1 + 2 from three squares before ``square``; returns (state, passed GO ₩)."""
    at(s, seat, (square - 3) % 40)
    s, _ = roll(s, seat, 1, 2)
    assert not stays or s["seats"][seat]["position"] == square
    return s, 200 if square < 3 else 0


# -- the opening (seed 設定) ----------------------------------------------------------------

def test_opening_cash_hotels_and_connecticut():
    s = game(4)
    assert cash(s) == [1500] * 4
    assert [q for q in range(40) if s["levels"][q]] == [9] and s["hotels_left"] == 15
    assert all(o is None for o in s["owners"]) and len(s["face_up"]) == 5 and len(s["cheat_deck"]) == 10
    assert [p["position"] for p in s["seats"]] == [0] * 4


# -- buying (price, seed price changes; Connecticut's free hotel) --------------------------

@pytest.mark.parametrize("square", sorted(STREETS))
def test_buying_costs_the_deed_price(square):
    price = STREETS[square][0]
    s, go = land_from_3_back(quiet(), square)
    assert s["stage"]["kind"] == "buy"
    s, _ = act(s, 0, {"type": "buy"})
    assert cash(s) == [1500 + go - price, 1500, 1500] and s["owners"][square] == 0
    assert s["levels"][square] == (1 if square == 9 else 0)  # seed: Connecticut's hotel comes free


# -- rent: base, full group doubled, hotel (RULINGS) ---------------------------------------

@pytest.mark.parametrize("square", sorted(STREETS))
def test_rent_base_group_and_hotel(square):
    _, base, hotel_rent, _ = STREETS[square]
    for owned, hotel, expected in (((square,), False, base), (group_of(square), False, 2 * base),
                                   (group_of(square), True, hotel_rent)):
        s = quiet()
        s["seats"][0]["cash"] = 2500  # Boardwalk's hotel rent is ₩2000
        own(s, 1, *owned)
        bare(s, *group_of(square))
        if hotel:
            s["levels"][square] = 1
            s["hotels_left"] -= 1
        s, go = land_from_3_back(s, square)
        assert cash(s) == [2500 + go - expected, 1500 + expected, 1500], (square, owned, hotel)


@pytest.mark.parametrize("group", GROUPS, ids=[str(g[0]) for g in GROUPS])
def test_a_hotel_costs_four_times_the_classic_house_and_needs_the_whole_group(group):
    cost = STREETS[group[0]][3]
    s = quiet(square=20)
    own(s, 0, *group[:-1])
    bare(s, *group)
    with pytest.raises(EngineError):
        E.apply(s, 0, {"type": "build", "square": group[0]})
    own(s, 0, *group)
    s, _ = act(s, 0, {"type": "build", "square": group[-1]})
    assert cash(s)[0] == 1500 - cost and s["levels"][group[-1]] == 1


def test_sixteen_hotels_in_all_then_none_to_build():
    s = quiet(square=20)
    own(s, 0, *STREETS)
    s["hotels_left"] = 0
    s["levels"] = [0] * 40
    for q in list(STREETS)[:16]:
        s["levels"][q] = 1
    with pytest.raises(EngineError):
        E.apply(s, 0, {"type": "build", "square": 39})


def test_no_mortgage_action():
    s = quiet()
    own(s, 0, 39)
    with pytest.raises(EngineError):
        E.apply(s, 0, {"type": "mortgage", "square": 39})


# -- face value at a forced sale (seed 出售房產 / 落在空格上 面值) -----------------------------

@pytest.mark.parametrize("with_hotel, value", [(False, 400), (True, 2000)])
def test_sale_to_the_bank_at_face_value(with_hotel, value):
    s = quiet()
    s["seats"][0]["cash"] = 10
    own(s, 0, 39)
    if with_hotel:
        s["levels"][39] = 1
        s["hotels_left"] -= 1
    own(s, 1, 37)
    s, _ = land_from_3_back(s, 37)  # Park Place, seat 1's alone: ₩35
    assert s["debts"] and s["debts"][0]["amount"] == 35
    s, _ = act(s, 0, {"type": "sell", "squares": [39]})
    assert cash(s)[:2] == [10 + value - 35, 1535] and s["owners"][39] is None
    assert s["levels"][39] == (1 if with_hotel else 0)  # seed 酒店: the hotel stays on the land


# -- other squares -------------------------------------------------------------------------

@pytest.mark.parametrize("square", REST)
def test_rest_squares_do_nothing(square):
    s, go = land_from_3_back(quiet(), square)
    assert cash(s) == [1500 + go, 1500, 1500] and s["stage"]["kind"] == "end"


@pytest.mark.parametrize("station, nxt", sorted(STATIONS.items()))
def test_a_station_sends_you_on_to_the_next_and_ends_the_move(station, nxt):
    s, _ = land_from_3_back(quiet(), station, stays=False)
    assert s["seats"][0]["position"] == nxt
    assert cash(s) == [1500 + (200 if nxt < station else 0), 1500, 1500]
    assert s["stage"]["kind"] == "end"


def test_passing_go_pays_200():
    s, _ = land_from_3_back(quiet(), 1)
    assert cash(s)[0] == 1700


@pytest.mark.parametrize("deck, card, gain", [("chance", "CH06", 50), ("chest", "CC02", 200)])
def test_free_parking_draws_a_card_of_your_choice(deck, card, gain):
    s = quiet()
    s["decks"][deck].remove(card)
    s["decks"][deck].insert(0, card)
    s, _ = land_from_3_back(s, 20)
    assert s["stage"]["kind"] == "free_parking" and cash(s)[0] == 1500
    s, _ = act(s, 0, {"type": "draw", "deck": deck})
    assert cash(s) == [1500 + gain, 1500, 1500]


def test_go_to_jail_and_bail_50():
    s, _ = land_from_3_back(quiet(), 30, stays=False)
    assert s["seats"][0]["in_jail"] and s["seats"][0]["position"] == 10 and cash(s)[0] == 1500
    s = turn_of(s, 0)
    s, _ = act(s, 0, {"type": "pay_bail"})
    assert cash(s)[0] == 1450 and not s["seats"][0]["in_jail"]


def test_third_missed_jail_roll_pays_50_and_moves():
    s = quiet()
    jail(s, 0)
    s["seats"][0]["jail_turns"] = 2
    s["stage"]["in_jail"] = True
    s, _ = roll(s, 0, 1, 3)
    assert cash(s)[0] == 1450 and s["seats"][0]["position"] == 14 and not s["seats"][0]["in_jail"]


def test_three_doubles_go_to_jail():
    s = quiet(square=10)
    own(s, 0, *STREETS)
    s, _ = roll(s, 0, 1, 1)  # 12, rest
    assert s["stage"]["kind"] == "end" and s["stage"]["doubles"]
    s, _ = roll(s, 0, 2, 2)  # 16, its own
    s, _ = roll(s, 0, 3, 3)  # the third doubles: jail, no move
    assert s["seats"][0]["in_jail"] and s["seats"][0]["position"] == 10 and cash(s)[0] == 1500


def test_handcuffs_one_prisoner_at_a_time():
    s = quiet()
    jail(s, 1)
    s, _ = land_from_3_back(s, 30, stays=False)
    assert s["seats"][0]["in_jail"] and not s["seats"][1]["in_jail"] and s["seats"][1]["position"] == 10


# -- Chance and Community Chest (RULINGS: ours; amounts as their texts say) ----------------
# card: (cash change of the drawer, of each other seat, final square or None, kept)
# Chance drawn on 7, Community Chest on 17 (both reached by 1 + 2).
CARDS = {
    "CH01": (200, 0, 0, False), "CH02": (0, 0, 39, False), "CH03": (0, 0, 24, False),
    "CH04": (0, 0, 11, False), "CH05": (0, 0, 25, False), "CH06": (50, 0, 7, False),
    "CH07": (0, 0, 7, True), "CH08": (0, 0, 4, False), "CH09": (0, 0, 10, False),
    "CH10": (-200, 0, 7, False), "CH11": (-15, 0, 7, False), "CH12": (200, 0, 15, False),
    "CH13": (100, -50, 7, False), "CH14": (-100, 50, 7, False), "CH15": (0, 0, 7, True),
    "CH16": (150, 0, 7, False),
    "CC01": (200, 0, 0, False), "CC02": (200, 0, 17, False), "CC03": (-50, 0, 17, False),
    "CC04": (50, 0, 17, False), "CC05": (0, 0, 17, True), "CC06": (0, 0, 10, False),
    "CC07": (100, 0, 17, False), "CC08": (20, 0, 17, False), "CC09": (20, -10, 17, False),
    "CC10": (100, 0, 17, False), "CC11": (-100, 0, 17, False), "CC12": (-50, 0, 17, False),
    "CC13": (25, 0, 17, False), "CC14": (-230, 0, 17, False), "CC15": (10, 0, 17, False),
    "CC16": (0, 0, 17, True),
}
STASH = {"CH15": 150, "CC16": 100}
# the ₩ amounts each card's text names (what the player reads must be what happens)
TEXT_AMOUNTS = {
    "CH01": {200}, "CH02": set(), "CH03": set(), "CH04": set(), "CH05": set(), "CH06": {50}, "CH07": set(),
    "CH08": set(), "CH09": set(), "CH10": {100}, "CH11": {15}, "CH12": set(), "CH13": {50}, "CH14": {50},
    "CH15": {150}, "CH16": {150},
    "CC01": {200}, "CC02": {200}, "CC03": {50}, "CC04": {50}, "CC05": set(), "CC06": set(), "CC07": {100},
    "CC08": {20}, "CC09": {10}, "CC10": {100}, "CC11": {100}, "CC12": {50}, "CC13": {25}, "CC14": {115},
    "CC15": {10}, "CC16": {100},
}


@pytest.mark.parametrize("card", sorted(CARDS))
def test_card_does_what_its_text_says(card):
    me, each, square, kept = CARDS[card]
    deck = "chance" if card.startswith("CH") else "chest"
    s = quiet()
    own(s, 0, 1, 3)  # two hotels for the hotel taxes (CH10 ₩100, CC14 ₩115 each)
    s["levels"][1] = s["levels"][3] = 1
    s["hotels_left"] -= 2
    s["decks"][deck].remove(card)
    s["decks"][deck].insert(0, card)
    s, _ = land_from_3_back(s, 7 if deck == "chance" else 17, stays=False)
    assert cash(s) == [1500 + me, 1500 + each, 1500 + each], card
    assert s["seats"][0]["position"] == square
    assert (card in s["seats"][0]["cards"]) is kept
    text = card_info(card)["text"]  # what the page shows the player
    assert {int(x) for x in re.findall(r"₩(\d+)", text)} == TEXT_AMOUNTS[card], (card, text)


@pytest.mark.parametrize("card", sorted(STASH))
def test_a_kept_money_card_pays_when_used(card):
    s = quiet()
    s["seats"][0]["cards"] = [card]
    deck = "chance" if card.startswith("CH") else "chest"
    s["decks"][deck].remove(card)
    s, _ = act(s, 0, {"type": "use_card", "card": card})
    assert cash(s)[0] == 1500 + STASH[card]


def test_a_jail_free_card_frees_you():
    s = quiet()
    jail(s, 0)
    s["stage"]["in_jail"] = True
    s["seats"][0]["cards"] = ["CC05"]
    s["decks"]["chest"].remove("CC05")
    s, _ = act(s, 0, {"type": "use_card", "card": "CC05"})
    assert not s["seats"][0]["in_jail"] and cash(s)[0] == 1500


def test_a_money_card_cannot_be_used_in_jail():
    s = quiet()
    jail(s, 0)
    s["stage"]["in_jail"] = True
    s["seats"][0]["cards"] = ["CC16"]
    s["decks"]["chest"].remove("CC16")
    with pytest.raises(EngineError):
        E.apply(s, 0, {"type": "use_card", "card": "CC16"})


# -- cheats: the seed's money (作弊卡 table), played and settled -----------------------------

def with_face_up(name, square=None, players=3):
    face_up = [name] + [c for c in QUIET if c != name][:4]
    return turn_of(game(players, face_up=face_up), 0, square)


def to_rest(s):
    at(s, 0, 8)
    s, _ = roll(s, 0, 1, 3)
    return s


@pytest.mark.parametrize("caught, expected", [(False, [1500 + 700 + 200, 1400, 1400]),
                                               (True, [1500 - 200, 1600, 1600])])
def test_bank_heist_money(caught, expected):
    s, _ = cheat(with_face_up("bank_heist"), 0, "bank_heist", amount=700)
    s = to_rest(s)
    s = close(s, [(1, "bank_heist")] if caught else [])
    assert cash(s) == expected and s["seats"][0]["in_jail"] is caught


@pytest.mark.parametrize("caught, expected", [(False, [1800, 1500, 1500]), (True, [1400, 1550, 1550])])
def test_extra_allowance_money(caught, expected):
    s = with_face_up("extra_allowance", square=37)
    s, _ = roll(s, 0, 1, 2)
    s, _ = cheat(s, 0, "extra_allowance")
    s = close(s, [(1, "extra_allowance")] if caught else [])
    assert cash(s) == expected


def test_trick_dice_uncaught_stays_and_collects_200():
    s = with_face_up("trick_dice", square=23, players=2)
    rig(s, 1, 3)
    s, _ = cheat(s, 0, "trick_dice", total=5)  # 23 + 5 = 28, rest
    assert s["seats"][0]["position"] == 28
    s = close(s)
    assert cash(s) == [1700, 1500] and s["seats"][0]["position"] == 28


def test_trick_dice_caught_real_dice_then_200_to_the_catcher_who_rolls():
    s = with_face_up("trick_dice", square=23, players=2)
    own(s, 1, 27)
    rig(s, 1, 3)
    s, _ = cheat(s, 0, "trick_dice", total=5)
    s = close(s, [(1, "trick_dice")])  # real dice 1 + 3: 27, seat 1's Ventnor ₩22
    assert s["seats"][0]["position"] == 27 and cash(s) == [1478, 1522]
    assert s["turn"]["seat"] == 1
    at(s, 1, 8)
    s, _ = roll(s, 1, 1, 3)
    s = close(s, seat=1)
    assert cash(s) == [1278, 1722]
    assert s["stage"]["kind"] == "roll_for" and s["stage"]["seat"] == 1


def test_wrong_accusation_costs_100():
    s = to_rest(with_face_up("bank_heist"))
    s = close(s, [(1, "bank_heist")])
    assert cash(s) == [1600, 1400, 1500]


# -- the end (seed 遊戲結束) ------------------------------------------------------------------

def test_the_final_run_starts_when_the_last_property_is_bought_and_moves_stop_on_go():
    s = quiet()
    own(s, 1, *[q for q in STREETS if q != 39])
    s, _ = land_from_3_back(s, 39)
    s, _ = act(s, 0, {"type": "buy"})
    assert s["final_run"] and cash(s)[0] == 1100
    s = turn_of(s, 0, 38)
    s, _ = roll(s, 0, 3, 4)  # 7 steps, stops on GO after 2
    assert s["seats"][0]["position"] == 0 and s["seats"][0]["at_go"] and cash(s)[0] == 1300
    assert s["stage"]["kind"] == "end" and not s["stage"]["doubles"]


def test_payout_pays_the_current_rent_of_every_property():
    s = quiet(square=38)
    s["final_run"] = True
    own(s, 0, 1, 3)  # brown group, one hotel: 450 + 2 x 2 = 454
    own(s, 1, 37, 39)  # dark blue group: 2 x 35 + 2 x 50 = 170
    s["levels"][3] = 1
    s["hotels_left"] -= 1
    own(s, 2, *[q for q in STREETS if q not in (1, 3, 37, 39)])
    for q in (1, 2):
        s["seats"][q].update(at_go=True, position=0)
    rent2 = sum(s_rent for q, s_rent in ((q, STREETS[q][1] * 2) for q in STREETS if q not in (1, 3, 37, 39, 9)))
    rent2 += 600  # Connecticut's hotel
    s, _ = roll(s, 0, 1, 2)  # 38 -> GO (+200)
    s, _ = act(s, 0, {"type": "end_turn"})
    s, _ = answer_window(s, {1: None, 2: None})
    assert s["ended"] is not None
    assert cash(s) == [1500 + 200 + 454, 1500 + 170, 1500 + rent2]


def test_caught_identity_theft_cheater_placed_on_go_in_the_final_run_waits_there():
    """Seed 身份盜竊 penalty: the victim puts the cheater's token on any square and "作弊者必須遵守
    他們被移動到的空格的規則"; in the final run GO's rule is the seed's "一旦他們到達'GO'空格，他們就會停止...
    一旦一名玩家最後一次到達'GO'，他們就會停止輪流". Ours: a token put on GO arrives (waits, no more
    turns), as a token stolen onto GO does; no ₩200 (the token is placed, not moved, as every
    placement). Seat 1 is put back on 38; the order then passes over the waiting seat 0."""
    s, _ = theft_in_final_run(38, False)
    s = close(s, [(2, "identity_theft")])
    s, events = act(s, 1, {"type": "place_token", "square": 0})
    assert s["seats"][0]["position"] == 0 and s["seats"][0]["at_go"] is True
    assert {"type": "at_go", "seat": 0} in events
    assert cash(s) == [1500, 1500, 1500]
    assert s["turn"]["seat"] == 1 and s["stage"]["kind"] == "roll"
    # seat 1 rolls 1 + 2 from 38 onto GO (₩200) and waits; seat 2 next, then nobody but 2
    s, _ = roll(s, 1, 1, 2)
    s, _ = act(s, 1, {"type": "end_turn"})
    s, _ = answer_window(s, {0: None, 2: None})
    assert s["turn"]["seat"] == 2 and cash(s)[1] == 1700


# -- every cheat's money, uncaught and caught (seed 作弊卡 table; RULINGS "undone first") --------
# The scenes are test_cheaters_cheats.py's (seat 0 cheats, three players at ₩1500); the
# cash expected is worked out here by hand from the seed's row.
def _cheat_scenes():
    from . import test_cheaters_cheats as c

    return {
        # 逃脫藝術家: rent ₩12 paid on the way; caught: ₩100 to the catcher (seat 2)
        "escape_artist": (c.escape_artist, [1488, 1512, 1500], [1488 - 100, 1512, 1600]),
        # 滑溜溜的契約: caught: ₩100 to the catcher (seat 2)
        "slippery_deed": (c.slippery_deed, [1500, 1500, 1500], [1400, 1500, 1600]),
        # 少付錢: ₩5 of ₩12 paid; uncaught ₩100 from the bank; caught the other ₩7
        "underpay": (c.underpay, [1595, 1505, 1500], [1488, 1512, 1500]),
        # 身份盜竊: uncaught, the moved player (seat 1) pays ₩100
        "identity_theft": (c.identity_theft, [1600, 1400, 1500], [1500, 1500, 1500]),
        # 無證承包商: caught, ₩100 to the bank
        "unlicensed_contractor": (c.contractor, [1500, 1500, 1500], [1400, 1500, 1500]),
        # 偽造機會: forged "collect ₩50" for "pay ₩15"; caught: undone, ₩15 paid, ₩200 to seat 2
        "forged_chance": (c.forged_chance, [1550, 1500, 1500], [1285, 1500, 1700]),
        # 免費住宿: rent ₩12 unpaid; caught: double (₩24) to the owner (seat 1)
        "free_lodging": (c.free_lodging, [1500, 1500, 1500], [1476, 1524, 1500]),
        # 非法佔地規則: ₩12 taken from seat 2; caught: back, face value ₩160 to the owner (seat 1)
        "squatter": (c.squatter, [1512, 1500, 1488], [1340, 1660, 1500]),
        # 意外拆除: caught: ₩100 to the catcher (seat 2)
        "accidental_demolition": (c.demolition, [1500, 1500, 1500], [1400, 1500, 1600]),
        # 價格哄抬: ₩50 more than the ₩12 rent; caught: all ₩62 back to the payer (seat 1)
        "price_gouging": (c.price_gouging, [1550, 1450, 1500], [1488, 1512, 1500]),
        # 扒手: ₩200 from seat 1; caught: back (the deed goes to seat 1)
        "pickpocket": (c.pickpocket, [1700, 1300, 1500], [1500, 1500, 1500]),
    }


@pytest.mark.parametrize("name", ["escape_artist", "slippery_deed", "underpay", "identity_theft",
                                  "unlicensed_contractor", "forged_chance", "free_lodging", "squatter",
                                  "accidental_demolition", "price_gouging", "pickpocket"])
@pytest.mark.parametrize("caught", [False, True])
def test_cheat_money_uncaught_and_caught(name, caught):
    scene, uncaught_cash, caught_cash = _cheat_scenes()[name]
    s = scene()
    s = close(s, [(2, name)] if caught else [])
    if s["stage"] is not None and s["stage"]["kind"] == "place_token":
        s, _ = act(s, s["stage"]["seat"], {"type": "place_token", "square": 12})  # a rest square
    assert cash(s) == (caught_cash if caught else uncaught_cash)


# -- standard Monopoly where the seed says "same as standard" (RULINGS) ------------------------

def declined(players=4, mover=1):
    """Seat ``mover`` declines Illinois Avenue (₩240): the sealed auction opens."""
    s = turn_of(game(players, face_up=list(QUIET)), mover, 21)
    s, _ = roll(s, mover, 1, 2)
    s, _ = act(s, mover, {"type": "decline"})
    assert s["auction"] is not None and sorted(b["seat"] for b in s["auction"]["bids"]) == list(range(players))
    return s


def test_auction_highest_sealed_bid_pays():
    s = declined()
    for seat, bid in ((0, 100), (1, 250), (2, 0), (3, 90)):
        s, _ = act(s, seat, {"type": "bid", "amount": bid})
    assert s["owners"][24] == 1 and cash(s) == [1500, 1250, 1500, 1500]


def test_auction_tie_goes_to_the_first_bidder_after_the_current_player():
    s = declined(mover=2)
    for seat, bid in ((0, 300), (1, 300), (2, 300), (3, 0)):
        s, _ = act(s, seat, {"type": "bid", "amount": bid})
    assert s["owners"][24] == 0 and cash(s) == [1200, 1500, 1500, 1500]  # order after 2: 3, 0, 1, 2


def test_auction_with_no_bid_leaves_the_land_with_the_bank():
    s = declined()
    for seat in range(4):
        s, _ = act(s, seat, {"type": "bid", "amount": 0})
    assert s["owners"][24] is None and cash(s) == [1500] * 4


def test_doubles_in_jail_free_you_and_move_without_rolling_again():
    s = quiet()
    jail(s, 0)
    s["stage"]["in_jail"] = True
    s, _ = roll(s, 0, 1, 1)  # 10 + 2 = 12, rest
    assert not s["seats"][0]["in_jail"] and s["seats"][0]["position"] == 12
    assert s["stage"]["kind"] == "end" and s["stage"]["doubles"] is False and cash(s)[0] == 1500


def test_a_station_ends_the_turn_even_after_doubles():
    s = quiet(square=1)
    s, _ = roll(s, 0, 2, 2)  # 5, Reading: on to 15
    assert s["seats"][0]["position"] == 15 and s["stage"]["kind"] == "end" and s["stage"]["doubles"] is False


def test_one_accusation_per_window():
    s = to_rest(with_face_up("bank_heist"))
    s, _ = act(s, 0, {"type": "end_turn"})
    s, _ = act(s, 1, {"type": "accuse", "target": 0, "cheat": "bank_heist"})
    with pytest.raises(EngineError):
        E.apply(s, 1, {"type": "accuse", "target": 0, "cheat": "pickpocket"})


def test_a_second_card_of_a_deck_must_be_used_or_discarded():
    s = quiet()
    s["seats"][0]["cards"] = ["CH07"]
    s["decks"]["chance"].remove("CH07")
    s["decks"]["chance"].remove("CH15")
    s["decks"]["chance"].insert(0, "CH15")
    s, _ = land_from_3_back(s, 7)
    assert s["stage"]["kind"] == "second_card"
    s, _ = act(s, 0, {"type": "discard_card", "card": "CH07"})
    assert s["seats"][0]["cards"] == ["CH15"] and s["decks"]["chance"][-1] == "CH07"


# -- hotels on bank land, bankruptcy, the waiting player's rent ------------------------------

def test_bank_land_with_a_hotel_is_bought_at_its_price_and_the_hotel_comes_free():
    s = quiet()
    s["levels"][24] = 1  # a hotel left on Illinois Avenue when it went back to the bank (seed 酒店)
    s["hotels_left"] -= 1
    s, _ = land_from_3_back(s, 24)
    assert s["stage"]["kind"] == "buy" and s["stage"]["price"] == 240
    s, _ = act(s, 0, {"type": "buy"})
    assert cash(s)[0] == 1260 and s["levels"][24] == 1 and s["owners"][24] == 0


def test_bankrupt_to_a_player_gives_that_player_the_cash_and_the_deeds_with_hotels():
    s = quiet()
    s["seats"][0]["cash"] = 10
    own(s, 0, 3)
    s["levels"][3] = 1  # face value: hotel rent ₩450
    s["hotels_left"] -= 1
    own(s, 1, 37, 39)
    s["levels"][39] = 1
    s["hotels_left"] -= 1
    s, _ = land_from_3_back(s, 39)  # ₩2000 owed, ₩10 + 450 held
    assert s["seats"][0]["status"] == "bankrupt"
    assert cash(s)[1] == 1510 and s["owners"][3] == 1 and s["levels"][3] == 1


def test_bankrupt_to_the_bank_returns_the_land_to_the_bank():
    """CC11 "pay ₩100" with ₩0 and Mediterranean Avenue (face value ₩60): bankrupt to the
    bank, the deed goes back to it; nobody else's cash moves."""
    s = quiet()
    s["seats"][0]["cash"] = 0
    own(s, 0, 1)
    s["decks"]["chest"].remove("CC11")
    s["decks"]["chest"].insert(0, "CC11")
    s, _ = land_from_3_back(s, 17)
    assert s["seats"][0]["status"] == "bankrupt"
    assert s["owners"][1] is None and cash(s)[1:] == [1500, 1500]


def test_a_player_waiting_on_go_still_collects_rent():
    s = quiet()
    s["final_run"] = True
    own(s, 1, 14)
    s["seats"][1].update(at_go=True, position=0)
    s, _ = land_from_3_back(s, 14)
    assert cash(s) == [1488, 1512, 1500]


def test_accusing_a_seat_that_did_not_play_the_turn_is_a_wrong_accusation():
    """Out of Ultimate mode only the turn's player can cheat (R "in your turn"): seat 1
    accusing seat 2 after seat 0's turn pays seat 2 ₩100 (seed 抓捕作弊者)."""
    s = to_rest(with_face_up("bank_heist"))
    s, _ = act(s, 0, {"type": "end_turn"})
    s, _ = answer_window(s, {1: {"target": 2, "cheat": "bank_heist"}, 2: None})
    assert cash(s) == [1500, 1400, 1600]


def test_a_token_on_go_when_the_final_run_begins_goes_round_once_more():
    """Ours: standing on GO when the run begins is not arriving (seed 遊戲結束 "走向GO",
    "一旦他們到達"): the next move goes round and stops on GO (₩200 once)."""
    s = quiet(square=0)
    s["final_run"] = True
    own(s, 1, *STREETS)
    s, _ = roll(s, 0, 1, 3)
    assert s["seats"][0]["position"] == 4 and not s["seats"][0]["at_go"] and cash(s)[0] == 1500
