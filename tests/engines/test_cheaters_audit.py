"""Audit of Monopoly: Cheaters Edition against its seed (003_47cfe9ecf61478dc.txt) and
RULINGS.md ("Monopoly: Cheaters Edition", "Platform-wide").

Every expected value below is transcribed by hand from the seed, RULINGS or the classic
US title deeds RULINGS names (never read from ``data.py``), so that a wrong number in the
data module fails here. Positions differ from test_cheaters_cheats.py on purpose (four
players, other squares and amounts), so the two suites check each other.
"""

from __future__ import annotations

import pytest

from boardgames.engines.cheaters import data, rules
from boardgames.engines.core import IllegalAction

from .cheaters_support import act, answer_window, cash, cheat, game, jail, own, rig, roll, to_end, turn_of

# -- the board, by hand --------------------------------------------------------------
# (square, price, base rent, classic house cost, classic hotel rent). Seed 裝置: States
# Avenue ₩140 -> ₩20, Atlantic Avenue ₩260 -> ₩130, Pennsylvania Avenue ₩320 -> free.
STREETS = [
    (1, 60, 2, 50, 250), (3, 60, 4, 50, 450),                      # Mediterranean, Baltic
    (6, 100, 6, 50, 550), (8, 100, 6, 50, 550), (9, 120, 8, 50, 600),  # Oriental, Vermont, Connecticut
    (11, 140, 10, 100, 750), (13, 20, 10, 100, 750), (14, 160, 12, 100, 900),  # St Charles, States, Virginia
    (16, 180, 14, 100, 950), (18, 180, 14, 100, 950), (19, 200, 16, 100, 1000),  # St James, Tennessee, NY
    (21, 220, 18, 150, 1050), (23, 220, 18, 150, 1050), (24, 240, 20, 150, 1100),  # Kentucky, Indiana, Illinois
    (26, 130, 22, 150, 1150), (27, 260, 22, 150, 1150), (29, 280, 24, 150, 1200),  # Atlantic, Ventnor, Marvin
    (31, 300, 26, 200, 1275), (32, 300, 26, 200, 1275), (34, 0, 28, 200, 1400),  # Pacific, N Carolina, Penn
    (37, 350, 35, 200, 1500), (39, 400, 50, 200, 2000),           # Park Place, Boardwalk
]
REST = {4, 12, 28, 38}  # seed: utilities (12, 28) and taxes (4, 38) removed; RULINGS: rest squares
STATIONS = {5: 15, 15: 25, 25: 35, 35: 5}  # seed 車站: move on to the next station
OTHER = {0: "go", 2: "chest", 17: "chest", 33: "chest", 7: "chance", 22: "chance", 36: "chance",
         10: "jail", 20: "free_parking", 30: "go_to_jail"}


@pytest.mark.parametrize("square,price,rent,house,hotel_rent", STREETS)
def test_every_street_price_rent_and_hotel(square, price, rent, house, hotel_rent):
    sq = data.SQUARES[square]
    assert (sq["kind"], sq["price"], sq["rent"], sq["hotel_rent"]) == ("street", price, rent, hotel_rent)
    assert sq["hotel_price"] == 4 * house  # RULINGS: four times the classic house cost


def test_the_rest_of_the_board():
    assert len(data.SQUARES) == 40 and len(STREETS) == 22
    kinds = {q: data.SQUARES[q]["kind"] for q in range(40)}
    assert {q for q, k in kinds.items() if k == "street"} == {s[0] for s in STREETS}
    assert {q for q, k in kinds.items() if k == "rest"} == REST
    assert {q for q, k in kinds.items() if k == "station"} == set(STATIONS)
    assert {q: kinds[q] for q in OTHER} == OTHER


def test_money_and_equipment():
    s = game(4)
    assert cash(s) == [1500] * 4  # seed 設定 ₩1,500
    assert all(p["position"] == 0 for p in s["seats"])
    assert s["levels"][9] == 1 and sum(s["levels"]) == 1 and s["hotels_left"] == 15  # 16 hotels, one on Connecticut
    assert len(s["face_up"]) == 5 and len(s["cheat_deck"]) == 10  # 15 cheat cards, five face up
    assert len(s["decks"]["chance"]) == 16 and len(s["decks"]["chest"]) == 16
    assert data.JAIL_BAIL == 50 and data.GO_PAYMENT == 200


def test_a_station_moves_on_and_passing_go_pays_200():
    s = turn_of(game(3, face_up=["bank_heist", "pickpocket", "squatter", "slippery_deed", "escape_artist"]), 0, 31)
    s, _ = roll(s, 0, 1, 3)  # 31 + 4 = Short Line (35): on to Reading (5), passing GO
    assert s["seats"][0]["position"] == 5 and cash(s)[0] == 1700 and s["stage"]["kind"] == "end"


def test_station_after_doubles_ends_the_turn():
    s = turn_of(game(3, face_up=["bank_heist", "pickpocket", "squatter", "slippery_deed", "escape_artist"]), 0, 9)
    s, _ = roll(s, 0, 3, 3)  # 9 + 6 = Pennsylvania Railroad: on to B&O, turn over
    assert s["seats"][0]["position"] == 25 and s["stage"]["doubles"] is False


def test_jail_bail_is_50():
    s = turn_of(game(3, face_up=["bank_heist", "pickpocket", "squatter", "slippery_deed", "trick_dice"]), 0)
    jail(s, 0)
    s["stage"]["in_jail"] = True
    s, _ = act(s, 0, {"type": "pay_bail"})
    assert cash(s)[0] == 1450 and not s["seats"][0]["in_jail"]


def test_rent_doubles_on_a_full_group_and_a_hotel_rent():
    s = game(3)
    own(s, 1, 37, 39)
    assert rules.rent(s, 37) == 70 and rules.rent(s, 39) == 100  # 35 x 2, 50 x 2
    s["levels"][39], s["hotels_left"] = 1, s["hotels_left"] - 1
    assert rules.rent(s, 39) == 2000 and rules.face_value(s, 39) == 2000 and rules.face_value(s, 37) == 350


# -- the 15 cheats: four players, seat 0 cheats, seats 1-3 answer -----------------------

FILLER = ["bank_heist", "pickpocket", "squatter", "slippery_deed", "escape_artist", "trick_dice"]
PASS = {1: None, 2: None, 3: None}


def setup(name, square=None):
    face_up = [name] + [c for c in FILLER if c != name][:4]
    return turn_of(game(4, face_up=face_up), 0, square)


def close(s, catcher=None, name=None):
    """Seat 0 ends its turn; ``catcher`` (if any) names ``name`` on seat 0, others pass."""
    s, _ = act(s, 0, {"type": "end_turn"})
    return answer_window(s, {q: ({"target": 0, "cheat": name} if q == catcher else None) for q in (1, 2, 3)})[0]


def honest_turn(s, seat):
    s = to_end(s, seat)
    s, _ = act(s, seat, {"type": "end_turn"})
    return answer_window(s, {q: None for q in range(4) if q != seat})[0]


def extra_allowance():
    s = setup("extra_allowance", 36)
    s, _ = roll(s, 0, 2, 3)  # 36 + 5 = 1 Mediterranean (passes GO), unowned: buy decision
    s, _ = act(s, 0, {"type": "buy"})
    assert cash(s)[0] == 1500 + 200 - 60
    s, _ = cheat(s, 0, "extra_allowance")
    return s


def test_extra_allowance():
    assert cash(close(extra_allowance()))[0] == 1740  # 額外津貼 reward: keep the ₩100
    s = close(extra_allowance(), 3, "extra_allowance")  # all ₩300 back, ₩50 to every other
    assert cash(s) == [1740 - 300 - 150, 1550, 1550, 1550]


def escape_artist():
    s = setup("escape_artist")
    jail(s, 0)
    s["stage"]["in_jail"] = True
    own(s, 2, 11, 13, 14, 16)
    s, _ = cheat(s, 0, "escape_artist")
    assert not s["seats"][0]["in_jail"] and s["handcuffs"] is None
    s, _ = roll(s, 0, 2, 4)  # 10 + 6 = St. James (16), seat 2's: rent ₩14
    assert cash(s)[:3] == [1486, 1500, 1514]
    return s


def test_escape_artist():
    uncaught = close(escape_artist())
    # out of jail; the next unsold property ahead of 16 is Tennessee (18), its deed free
    assert uncaught["owners"][18] == 0 and uncaught["seats"][0]["position"] == 18
    assert cash(uncaught)[:3] == [1486, 1500, 1514] and not uncaught["seats"][0]["in_jail"]
    caught = close(escape_artist(), 2, "escape_artist")  # back in the handcuffs, ₩100 to the catcher
    assert caught["seats"][0]["in_jail"] and caught["seats"][0]["position"] == 10 and caught["handcuffs"] == 0
    assert cash(caught) == [1386, 1500, 1614, 1500] and caught["owners"][18] is None


def test_slippery_deed():
    def base():
        s = setup("slippery_deed")
        own(s, 3, 24)
        s, _ = cheat(s, 0, "slippery_deed", square=24)
        return to_end(s, 0)
    s = close(base())
    assert s["owners"][24] == 0 and s["levels"][24] == 1 and s["hotels_left"] == 14  # free hotel
    s = close(base(), 1, "slippery_deed")
    assert s["owners"][24] == 3 and s["levels"][24] == 0 and cash(s) == [1400, 1600, 1500, 1500]
    assert s["seats"][0]["in_jail"]


def test_underpay():
    def base():
        s = setup("underpay", 19)
        own(s, 2, 21, 23, 24)  # the whole red group: Kentucky rent 18 x 2 = 36
        s, _ = roll(s, 0, 1, 1)
        assert s["stage"]["kind"] == "rent" and s["stage"]["amount"] == 36
        s, _ = cheat(s, 0, "underpay", amount=10)
        return s
    s = base()
    assert s["stage"]["kind"] == "end" and s["stage"]["doubles"] is True  # an honest double still rolls again
    s = to_end(s, 0)  # the roll again: 8 + 4 = 12
    s = close(s)
    assert cash(s) == [1490 + 100, 1500, 1510, 1500]
    s = to_end(base(), 0)
    s = close(s, 3, "underpay")
    assert cash(s) == [1464, 1500, 1536, 1500] and s["seats"][0]["in_jail"]


def test_price_gouging():
    def base():
        s = setup("price_gouging")
        own(s, 0, 27)
        s["last_rent"][0] = {"payer": 3, "square": 27, "amount": 22}
        s, _ = cheat(s, 0, "price_gouging", amount=80)
        return to_end(s, 0)
    s = close(base())
    assert s["levels"][27] == 1 and cash(s) == [1580, 1500, 1500, 1420]
    s = close(base(), 2, "price_gouging")  # rent and extra back, jail, no rent while there
    assert cash(s) == [1500 - 22, 1500, 1500, 1522] and s["seats"][0]["in_jail"] and rules.rent(s, 27) == 0


def test_property_swap():
    def base():
        s = setup("property_swap")
        own(s, 0, 6)
        own(s, 2, 37)
        s, _ = cheat(s, 0, "property_swap", square=6, target_square=37)
        return to_end(s, 0)
    s = close(base())
    assert s["owners"][37] == 0 and s["levels"][37] == 1 and s["owners"][6] == 2
    s = close(base(), 3, "property_swap")  # both deeds to the catcher
    assert s["owners"][6] == 3 and s["owners"][37] == 3 and cash(s) == [1500] * 4


def identity_theft():
    s = setup("identity_theft", 20)
    s["seats"][3]["position"] = 24
    rig(s, 2, 5)
    s, _ = cheat(s, 0, "identity_theft", target=3)
    assert s["seats"][3]["position"] == 31 and s["seats"][0]["position"] == 20
    return s


def test_identity_theft():
    s = close(identity_theft())
    assert cash(s) == [1600, 1500, 1500, 1400] and s["seats"][3]["position"] == 31
    s = close(identity_theft(), 1, "identity_theft")
    assert s["seats"][3]["position"] == 24 and s["stage"] == {**s["stage"], "kind": "place_token", "seat": 3}
    s, _ = act(s, 3, {"type": "place_token", "square": 39})  # unowned Boardwalk: its rule, buy or not
    assert s["seats"][0]["position"] == 39 and s["stage"]["kind"] == "buy" and s["stage"]["seat"] == 0
    assert cash(s) == [1500] * 4


def test_unlicensed_contractor():
    def base():
        s = setup("unlicensed_contractor")
        own(s, 0, 29)
        s, _ = cheat(s, 0, "unlicensed_contractor", square=29, from_square=None)
        return to_end(s, 0)
    s = close(base())
    assert s["levels"][29] == 1 and s["hotels_left"] == 14 and cash(s)[0] == 1500
    s = close(base(), 2, "unlicensed_contractor")  # ₩100 to the bank, hotel back
    assert s["levels"][29] == 0 and s["hotels_left"] == 15 and cash(s) == [1400, 1500, 1500, 1500]


def test_forged_chance():
    def base():
        s = setup("forged_chance", 19)
        s["decks"]["chance"] = ["CH09"] + [c for c in s["decks"]["chance"] if c != "CH09"]
        s, _ = roll(s, 0, 1, 2)  # 22 Chance: "go to jail" drawn
        s, _ = cheat(s, 0, "forged_chance", card="CH16")  # collect ₩150 instead
        assert not s["seats"][0]["in_jail"]
        return s
    assert cash(close(base())) == [1650, 1500, 1500, 1500]
    s = close(base(), 3, "forged_chance")  # the ₩150 back, the drawn card jails, ₩200 to the catcher
    assert cash(s) == [1300, 1500, 1500, 1700] and s["seats"][0]["in_jail"] and s["seats"][0]["position"] == 10


def bank_heist():
    s = setup("bank_heist")
    s, events = cheat(s, 0, "bank_heist", amount=450)
    return to_end(s, 0), events


def test_bank_heist():
    s, _ = bank_heist()
    assert cash(close(s)) == [1950 + 300, 1400, 1400, 1400]  # every other player pays ₩100
    s = close(bank_heist()[0], 2, "bank_heist")  # the ₩450 back, ₩100 to every other, jail
    assert cash(s) == [1200, 1600, 1600, 1600] and s["seats"][0]["in_jail"]


def test_free_lodging():
    def base():
        s = setup("free_lodging", 26)  # 26 + 3 = Marvin Gardens (29), seat 1's: rent ₩24
        own(s, 1, 29)
        s, _ = roll(s, 0, 1, 2)
        s, _ = cheat(s, 0, "free_lodging")
        return s
    s = close(base())
    assert s["owners"][29] == 0 and cash(s) == [1500] * 4
    s = close(base(), 2, "free_lodging")  # double the ₩24 rent to the owner, jail
    assert cash(s) == [1452, 1548, 1500, 1500] and s["owners"][29] == 1 and s["seats"][0]["in_jail"]


def test_squatter():
    def base():
        s = setup("squatter")
        own(s, 1, 39)  # Boardwalk alone: rent ₩50, face value its price ₩400
        s["seats"][2]["position"] = 39
        s, _ = cheat(s, 0, "squatter", square=39, target=2)
        assert cash(s) == [1550, 1500, 1450, 1500]
        return to_end(s, 0)
    s = close(base())
    assert s["owners"][39] == 0 and cash(s) == [1550, 1500, 1450, 1500]
    s = close(base(), 3, "squatter")  # rent back to seat 2 (RULINGS: undone first), ₩400 to the owner
    assert cash(s) == [1100, 1900, 1500, 1500] and s["owners"][39] == 1 and s["seats"][0]["in_jail"]


def trick_dice():
    s = setup("trick_dice", 0)
    rig(s, 4, 5)  # really 9: Connecticut (9), with its hotel, unowned
    s, events = cheat(s, 0, "trick_dice", total=3)  # to Baltic (3): an odd total shows no double
    shown = next(e["dice"] for e in events if e["type"] == "dice")
    assert sorted(shown) == [1, 2] and s["seats"][0]["position"] == 3
    s, _ = act(s, 0, {"type": "buy"})
    assert cash(s)[0] == 1440 and s["stage"] == {**s["stage"], "kind": "end", "doubles": False}
    return s


def test_trick_dice():
    s = close(trick_dice())  # reward: stays where it is, ₩200 from the bank
    assert cash(s)[0] == 1440 + 200 and s["seats"][0]["position"] == 3
    s = close(trick_dice(), 2, "trick_dice")
    assert s["seats"][0]["position"] == 9 and s["stage"]["kind"] == "buy"  # the real dice, that square
    s, _ = act(s, 0, {"type": "buy"})  # ₩120 with the free hotel
    assert s["owners"][9] == 0 and s["levels"][9] == 1 and cash(s)[0] == 1440 - 120
    for seat in (1, 2, 3):
        s = honest_turn(s, seat)
    assert cash(s)[0] == 1320 - 200 and cash(s)[2] == 1700  # next turn: ₩200 to the catcher
    assert s["stage"]["kind"] == "roll_for" and s["stage"]["seat"] == 2


def test_pickpocket():
    def base():
        s = setup("pickpocket")
        own(s, 0, 16, 26)
        s, _ = cheat(s, 0, "pickpocket", target=3, amount=75)
        return to_end(s, 0)
    s = close(base())
    assert cash(s) == [1575, 1500, 1500, 1425]
    for seat in (1, 2, 3):
        s = honest_turn(s, seat)
    assert s["stage"]["kind"] == "cheapest" and s["stage"]["square"] == 34 and s["stage"]["price"] == 0
    s = close(base(), 1, "pickpocket")  # money back; the cheapest (Atlantic ₩130) to seat 3
    assert cash(s) == [1500] * 4 and s["owners"][26] == 3 and s["owners"][16] == 0


def test_accidental_demolition():
    def base():
        s = setup("accidental_demolition")
        own(s, 2, 9)
        own(s, 0, 31)
        s, _ = cheat(s, 0, "accidental_demolition", square=9)
        return to_end(s, 0)
    s = close(base())
    assert s["levels"][9] == 0 and s["levels"][31] == 1 and s["hotels_left"] == 15
    s = close(base(), 3, "accidental_demolition")
    assert s["levels"][9] == 1 and s["levels"][31] == 0 and cash(s) == [1400, 1500, 1500, 1600]
    assert s["seats"][0]["in_jail"]


def test_wrong_accusation_pays_100():
    s = to_end(setup("bank_heist"), 0)
    s = close(s, 1, "bank_heist")
    assert cash(s) == [1600, 1400, 1500, 1500]


# -- the fixes ------------------------------------------------------------------------

@pytest.mark.parametrize("total,shown", [(2, [1, 1]), (12, [6, 6])])
def test_trick_dice_showing_a_double_rolls_again_like_an_honest_double(total, shown):
    s = setup("trick_dice", 26)  # 26 + 2 = 28 and 26 + 12 = 38: rest squares
    s, events = cheat(s, 0, "trick_dice", total=total)
    assert {"type": "dice", "seat": 0, "dice": shown} in events
    assert s["seats"][0]["position"] == 26 + total and s["turn"]["doubles"] == 1
    assert s["stage"] == {**s["stage"], "kind": "end", "doubles": True}
    s, _ = roll(s, 0, 1, 2)  # the honest roll again
    assert s["seats"][0]["position"] == (26 + total + 3) % 40 and s["turn"]["again"] is False


def test_trick_dice_shows_every_pair_of_its_total_like_honest_dice():
    """An honest roll of 8 shows 2+6, 3+5, 4+4, 5+3 or 6+2, each equally often."""
    from boardgames.engines.cheaters.cheats import claimed_dice

    seen = {tuple(claimed_dice({"rng": start}, 8, True)) for start in range(200)}
    assert seen == {(2, 6), (3, 5), (4, 4), (5, 3), (6, 2)}
    seen = {tuple(claimed_dice({"rng": start}, 8, False)) for start in range(200)}
    assert seen == {(2, 6), (3, 5), (5, 3), (6, 2)}  # never the third double


def test_trick_dice_never_shows_a_third_double():
    s = setup("trick_dice", 0)
    s["turn"]["doubles"] = 2
    with pytest.raises(IllegalAction):
        act(s, 0, {"type": "cheat", "cheat": "trick_dice", "total": 12})


def test_identity_theft_with_doubles_rolls_again_like_an_honest_roll():
    s = setup("identity_theft", 8)
    rig(s, 2, 2)
    s, _ = cheat(s, 0, "identity_theft", target=1)
    assert s["seats"][1]["position"] == 4 and s["stage"] == {**s["stage"], "kind": "end", "doubles": True}
    s, _ = roll(s, 0, 1, 3)  # the honest roll again: 8 + 4 = 12
    assert s["seats"][0]["position"] == 12 and s["stage"]["doubles"] is False


def test_identity_theft_on_a_third_double_goes_to_jail_and_moves_nobody():
    s = setup("identity_theft", 8)
    s["turn"]["doubles"] = 2
    rig(s, 5, 5)
    s, _ = cheat(s, 0, "identity_theft", target=1)
    assert s["seats"][0]["in_jail"] and s["seats"][1]["position"] == 0
    s = close(s, 2, "identity_theft")
    assert s["seats"][0]["in_jail"] and s["seats"][1]["position"] == 0 and s["stage"]["kind"] == "roll"


def test_heist_pickpocket_and_escape_facts_use_the_neutral_adjust_and_name_no_cheat():
    """Fix (3): the facts read as what the move log already calls them (``adjust``),
    never ``taken`` (which said "stolen") nor a cheat's name."""
    _, events = bank_heist()
    assert [e for e in events if e["type"] == "money"] == [
        {"type": "money", "payer": "bank", "payee": 0, "amount": 450, "reason": "adjust", "square": None}]
    s = setup("pickpocket")
    s, events = cheat(s, 0, "pickpocket", target=2, amount=30)
    assert [e for e in events if e["type"] == "money"] == [
        {"type": "money", "payer": 2, "payee": 0, "amount": 30, "reason": "adjust", "square": None}]
    s = setup("escape_artist")
    jail(s, 0)
    s["stage"]["in_jail"] = True
    s, events = cheat(s, 0, "escape_artist")
    assert {"type": "jail", "seat": 0, "freed": True, "how": "adjust"} in events
    names = set(data.CHEAT_IDS) | {c["name"] for c in data.CHEATS} | {"taken", "walked"}
    assert not names & {str(v) for e in events for v in e.values()}


def test_caught_trick_dice_after_its_roll_again_moves_from_the_cheat_start_by_the_real_dice():
    s = setup("trick_dice", 26)
    rig(s, 1, 2)  # really 3: Marvin Gardens (29)
    s, _ = cheat(s, 0, "trick_dice", total=2)  # shows 1+1: rest square 28, roll again
    s, _ = roll(s, 0, 3, 4)  # 28 + 7 = Short Line: on to Reading, passing GO (₩200 stays)
    assert s["seats"][0]["position"] == 5 and cash(s)[0] == 1700 and s["stage"]["doubles"] is False
    s = close(s, 1, "trick_dice")
    assert s["seats"][0]["position"] == 29 and s["stage"] == {**s["stage"], "kind": "buy", "seat": 0}


@pytest.mark.parametrize("group,squares,cost", [
    ("brown", (1, 3), 200), ("light_blue", (6, 8, 9), 200), ("pink", (11, 13, 14), 400),
    ("orange", (16, 18, 19), 400), ("red", (21, 23, 24), 600), ("yellow", (26, 27, 29), 600),
    ("green", (31, 32, 34), 800), ("dark_blue", (37, 39), 800)])
def test_a_hotel_costs_four_classic_houses_and_needs_the_whole_group(group, squares, cost):
    s = to_end(turn_of(game(3, face_up=FILLER[:5]), 0), 0)
    own(s, 0, *squares[:-1])
    target = squares[0] if squares[0] != 9 else squares[1]  # Connecticut has its hotel already
    with pytest.raises(IllegalAction):  # not the whole group yet
        act(s, 0, {"type": "build", "square": target})
    own(s, 0, squares[-1])
    s, _ = act(s, 0, {"type": "build", "square": target})
    assert cash(s)[0] == 1500 - cost and s["levels"][target] == 1
    assert rules.rent(s, target) == dict((q, h) for q, _, _, _, h in STREETS)[target]
