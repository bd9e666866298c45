"""The board and the money against the seed (003) and RULINGS: prices, rents, hotel
prices, the seed's changes, every square's kind, the decks, the opening state."""

from __future__ import annotations

import pytest

from boardgames.engines.cheaters import cards, data, rules

from .cheaters_support import E, act, cash, game, own, roll, turn_of

# The classic US deeds: (square, price, base rent, house cost, hotel rent).
CLASSIC = [(1, 60, 2, 50, 250), (3, 60, 4, 50, 450), (6, 100, 6, 50, 550), (8, 100, 6, 50, 550),
           (9, 120, 8, 50, 600), (11, 140, 10, 100, 750), (13, 140, 10, 100, 750), (14, 160, 12, 100, 900),
           (16, 180, 14, 100, 950), (18, 180, 14, 100, 950), (19, 200, 16, 100, 1000), (21, 220, 18, 150, 1050),
           (23, 220, 18, 150, 1050), (24, 240, 20, 150, 1100), (26, 260, 22, 150, 1150),
           (27, 260, 22, 150, 1150), (29, 280, 24, 150, 1200), (31, 300, 26, 200, 1275),
           (32, 300, 26, 200, 1275), (34, 320, 28, 200, 1400), (37, 350, 35, 200, 1500),
           (39, 400, 50, 200, 2000)]
SEED_PRICES = {13: 20, 26: 130, 34: 0}  # seed 裝置: States ₩20, Atlantic ₩130, Pennsylvania free


@pytest.mark.parametrize("square,price,rent,house,hotel_rent", CLASSIC)
def test_every_property_has_the_classic_deed_with_the_seed_changes(square, price, rent, house, hotel_rent):
    sq = data.SQUARES[square]
    assert sq["kind"] == "street"
    assert sq["price"] == SEED_PRICES.get(square, price)
    assert (sq["rent"], sq["hotel_rent"]) == (rent, hotel_rent)
    assert sq["hotel_price"] == 4 * house  # RULINGS: four times the classic house cost


def test_every_square_kind():
    kinds = {sq["index"]: sq["kind"] for sq in data.SQUARES}
    assert [i for i, k in kinds.items() if k == "rest"] == [4, 12, 28, 38]  # taxes and utilities removed
    assert [i for i, k in kinds.items() if k == "station"] == [5, 15, 25, 35]
    assert [i for i, k in kinds.items() if k == "chance"] == [7, 22, 36]
    assert [i for i, k in kinds.items() if k == "chest"] == [2, 17, 33]
    assert (kinds[0], kinds[10], kinds[20], kinds[30]) == ("go", "jail", "free_parking", "go_to_jail")
    assert len(data.STREETS) == 22 and len(data.SQUARES) == 40
    assert data.NEXT_STATION == {5: 15, 15: 25, 25: 35, 35: 5}


def test_the_opening_state():
    s = game(6)
    assert cash(s) == [1500] * 6 and all(p["position"] == 0 for p in s["seats"])
    assert s["levels"][9] == 1 and sum(s["levels"]) == 1 and s["hotels_left"] == 15  # Connecticut's hotel
    assert len(s["face_up"]) == 5 and len(s["cheat_deck"]) == 10
    assert sorted(s["face_up"] + s["cheat_deck"]) == sorted(data.CHEAT_IDS) and len(data.CHEATS) == 15
    assert {n: len(d) for n, d in s["decks"].items()} == {"chance": 16, "chest": 16}
    assert s["stage"]["kind"] == "roll" and s["stage"]["seat"] == 0


def test_every_card_effect_is_registered_and_each_deck_keeps_a_get_out_card():
    kinds = {c["effect"]["kind"] for d in data.DECKS.values() for c in d}
    assert kinds <= cards.EFFECTS.kinds()
    for deck in data.DECKS.values():
        assert len(deck) == 16 and sum(c["effect"]["kind"] == "jail_free" for c in deck) == 1


def test_rent_base_full_group_doubles_and_hotel():
    s = game(3)
    own(s, 1, 1)
    assert rules.rent(s, 1) == 2
    own(s, 1, 3)
    assert rules.rent(s, 1) == 4 and rules.rent(s, 3) == 8  # full group without hotels: doubled
    s["levels"][3] = 1
    assert rules.rent(s, 3) == 450
    own(s, 2, 9)  # Connecticut with its starting hotel
    assert rules.rent(s, 9) == 600


def test_face_value_is_the_price_or_the_hotel_rent():
    s = game(2)
    assert rules.face_value(s, 39) == 400 and rules.face_value(s, 9) == 600 and rules.face_value(s, 34) == 0


def test_buying_connecticut_brings_its_hotel_free():
    s = turn_of(game(2), 0, 5)  # 5 + 4 = 9
    s, _ = roll(s, 0, 1, 3)
    assert s["stage"] == {**s["stage"], "kind": "buy", "square": 9, "price": 120}
    s, _ = act(s, 0, {"type": "buy"})
    assert s["owners"][9] == 0 and s["levels"][9] == 1 and cash(s) == [1380, 1500]


def test_a_station_sends_you_on_to_the_next_and_ends_the_turn_even_after_doubles():
    s = turn_of(game(2), 0, 31)  # 31 + 4 = Short Line 35, then on to Reading 5 past GO
    s, events = roll(s, 0, 2, 2)
    assert s["seats"][0]["position"] == 5 and cash(s) == [1700, 1500]
    assert s["stage"] == {**s["stage"], "kind": "end", "doubles": False}


def test_a_rest_square_does_nothing_and_go_to_jail_jails():
    s = turn_of(game(2), 0, 24)  # 24 + 4 = 28 rest
    s, _ = roll(s, 0, 1, 3)
    assert cash(s) == [1500, 1500] and s["stage"]["kind"] == "end"
    s = turn_of(game(2), 0, 26)  # 26 + 4 = 30 Go To Jail
    s, _ = roll(s, 0, 1, 3)
    assert s["seats"][0]["in_jail"] and s["seats"][0]["position"] == 10 and s["handcuffs"] == 0


def test_free_parking_draws_a_card_of_the_players_choice():
    s = turn_of(game(2), 0, 16)
    s["decks"]["chest"] = ["CC02"] + [c for c in s["decks"]["chest"] if c != "CC02"]
    s, _ = roll(s, 0, 1, 3)
    assert s["stage"]["kind"] == "free_parking"
    s, events = act(s, 0, {"type": "draw", "deck": "chest"})
    assert cash(s) == [1700, 1500] and s["decks"]["chest"][-1] == "CC02"


def test_a_kept_card_goes_to_the_hand_and_a_second_of_its_deck_must_be_used_or_discarded():
    s = turn_of(game(2), 0, 13)  # 13 + 4 = Community Chest 17
    s["decks"]["chest"] = ["CC16", "CC05"] + [c for c in s["decks"]["chest"] if c not in ("CC16", "CC05")]
    s, _ = roll(s, 0, 1, 3)
    assert s["seats"][0]["cards"] == ["CC16"] and len(s["decks"]["chest"]) == 15
    assert E.view(s, 1)["seats"][0]["cards"] == [{"deck": "chest"}]
    s, _ = act(s, 0, {"type": "use_card", "card": "CC16"})  # ₩100 stash, used in the turn
    assert cash(s) == [1600, 1500] and s["seats"][0]["cards"] == []
    s = turn_of(s, 0, 13)
    s["seats"][0]["cards"] = ["CC16"]
    s["decks"]["chest"].remove("CC16")
    s, _ = roll(s, 0, 1, 3)
    assert s["stage"]["kind"] == "second_card" and sorted(s["seats"][0]["cards"]) == ["CC05", "CC16"]
    assert sorted(E.view(s, 0)["pending"]["cards"]) == ["CC05", "CC16"]
    assert "cards" not in E.view(s, 1)["pending"] and "cards" not in E.view(s, None)["pending"]
    with pytest.raises(Exception, match="cannot be used now"):
        E.apply(s, 0, {"type": "use_card", "card": "CC05"})  # the get-out card: only in jail
    s, _ = act(s, 0, {"type": "discard_card", "card": "CC16"})
    assert s["seats"][0]["cards"] == ["CC05"] and s["decks"]["chest"][-1] == "CC16"


def test_cards_cannot_be_used_in_jail_except_the_get_out_card():
    s = turn_of(game(2), 0)
    s["seats"][0].update(in_jail=True, position=10, cards=["CH15", "CC05"])
    s["handcuffs"] = 0
    for deck in s["decks"].values():
        deck[:] = [c for c in deck if c not in ("CH15", "CC05")]
    with pytest.raises(Exception, match="in jail"):
        E.apply(s, 0, {"type": "use_card", "card": "CH15"})
    s, _ = act(s, 0, {"type": "use_card", "card": "CC05"})
    assert not s["seats"][0]["in_jail"] and s["handcuffs"] is None and cash(s) == [1500, 1500]
