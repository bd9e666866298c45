"""The Monopoly Deal deck as data: every count and value against RULINGS.md (the
official 106-card deck) and the seed's action counts."""

from __future__ import annotations

from collections import Counter

from boardgames.engines.monopoly_deal import ENGINE, cards, data

from .monopoly_deal_support import action, money, prop, rent_card, wild


class TestDeck:
    def test_106_cards_with_ids_in_order(self):
        assert len(cards.CARDS) == 106
        assert [c["id"] for c in cards.CARDS] == list(range(106))

    def test_kind_counts(self):
        assert Counter(c["kind"] for c in cards.CARDS) == {
            "money": 20, "property": 28, "wild": 11, "rent": 13, "action": 34}

    def test_money_cards(self):
        assert {v: len(money(v)) for v in (1, 2, 3, 4, 5, 10)} == {1: 6, 2: 5, 3: 3, 4: 3, 5: 2, 10: 1}
        assert sum(cards.value(c) for c in range(106) if cards.card(c)["kind"] == "money") == 57

    def test_property_cards_per_colour_and_value(self):
        expected = {"brown": (2, 1), "light_blue": (3, 1), "pink": (3, 2), "orange": (3, 2),
                    "red": (3, 3), "yellow": (3, 3), "green": (3, 4), "dark_blue": (2, 4),
                    "railroad": (4, 2), "utility": (2, 2)}
        for color, (count, value) in expected.items():
            ids = prop(color)
            assert len(ids) == count, color
            assert {cards.value(c) for c in ids} == {value}, color

    def test_set_sizes_and_rent_ladders(self):
        expected = {"brown": [1, 2], "light_blue": [1, 2, 3], "pink": [1, 2, 4],
                    "orange": [1, 3, 5], "red": [2, 3, 6], "yellow": [2, 4, 6],
                    "green": [2, 4, 7], "dark_blue": [3, 8], "railroad": [1, 2, 3, 4],
                    "utility": [1, 2]}
        assert {c: s["rent"] for c, s in data.COLORS.items()} == expected
        assert {c: s["size"] for c, s in data.COLORS.items()} == {c: len(r) for c, r in expected.items()}
        assert (data.HOUSE_RENT, data.HOTEL_RENT) == (3, 4)

    def test_wildcards(self):
        assert [cards.value(c) for c in wild("light_blue", "brown")] == [1]
        assert [cards.value(c) for c in wild("light_blue", "railroad")] == [4]
        assert [cards.value(c) for c in wild("pink", "orange")] == [2, 2]
        assert [cards.value(c) for c in wild("red", "yellow")] == [3, 3]
        assert [cards.value(c) for c in wild("dark_blue", "green")] == [4]
        assert [cards.value(c) for c in wild("green", "railroad")] == [4]
        assert [cards.value(c) for c in wild("railroad", "utility")] == [2]
        anys = wild("any")
        assert [cards.value(c) for c in anys] == [0, 0]
        assert all(cards.card(c)["colors"] == data.COLOR_ORDER for c in anys)
        assert all(cards.is_any_wild(c) for c in anys)

    def test_rent_cards(self):
        for pair in (("light_blue", "brown"), ("pink", "orange"), ("red", "yellow"),
                     ("dark_blue", "green"), ("railroad", "utility")):
            ids = rent_card(*pair)
            assert len(ids) == 2 and {cards.value(c) for c in ids} == {1}
            assert {cards.card(c)["scope"] for c in ids} == {"all"}
        anys = rent_card("any")
        assert len(anys) == 3 and {cards.value(c) for c in anys} == {3}
        assert {cards.card(c)["scope"] for c in anys} == {"one"}

    def test_action_cards_counts_and_values(self):
        expected = {"deal_breaker": (2, 5), "forced_deal": (3, 3), "sly_deal": (3, 3),
                    "just_say_no": (3, 4), "debt_collector": (3, 3), "birthday": (3, 2),
                    "double_rent": (2, 1), "house": (3, 3), "hotel": (2, 4), "pass_go": (10, 1)}
        for name, (count, value) in expected.items():
            ids = action(name)
            assert len(ids) == count, name
            assert {cards.value(c) for c in ids} == {value}, name
        assert sum(len(action(n)) for n in expected) == 34

    def test_engine_metadata(self):
        assert ENGINE.slug == "monopoly-deal"
        assert ENGINE.player_counts == (2, 3, 4, 5)
        assert ENGINE.normalize_options(5, {}) == {}
