"""Monopoly Deal rules: turns, every card, payments, Just Say No chains, the win, the
hand limit, the refill, timeouts, resigning and the outcome. Exact values throughout."""

from __future__ import annotations

import pytest

from boardgames.engines.core import GameOver, IllegalAction, InvalidAction, NotYourTurn
from boardgames.engines.kit.seats import SeatNotPlaying
from boardgames.engines.monopoly_deal import ENGINE, cards, data, table

from .monopoly_deal_support import (
    action, check_all_cards, money, play, prompt_of, prop, rent_card, rig, wild,
)

M1, M2, M3, M4, M5, M10 = money(1), money(2), money(3), money(4), money(5), money(10)
JSN = action("just_say_no")
DOUBLE = action("double_rent")
HOUSE, HOTEL = action("house"), action("hotel")
ANY_WILD = wild("any")


def ev(events, kind):
    return [e for e in events if e["type"] == kind]


class TestTurn:
    def test_new_game_deals_five_and_first_player_draws_two(self):
        s = ENGINE.new_game(3, {}, 42)
        assert [len(h) for h in s["hands"]] == [7, 5, 5]
        assert len(s["draw"]) == 106 - 17
        check_all_cards(s)
        assert [p.seat for p in ENGINE.prompts(s)] == [0]

    def test_empty_hand_draws_five(self):
        s = rig(2, hands={0: [M1[0]], 1: []})
        top = s["draw"][:5]
        s, events = play(s, 0, {"type": "end_turn"})
        assert s["current"] == 1 and sorted(s["hands"][1]) == sorted(top)
        assert ev(events, "draw")[0]["count"] == 5

    def test_normal_draw_is_two_from_the_top(self):
        s = rig(2, hands={0: [M1[0]], 1: [M1[1]]})
        top = s["draw"][:2]
        s, _ = play(s, 0, {"type": "end_turn"})
        assert s["hands"][1] == [M1[1], *top]

    def test_three_plays_then_only_wild_moves_and_end(self):
        w = wild("red", "yellow")[0]
        s = rig(2, hands={0: [M1[0], M1[1], M1[2], M1[3]]}, props={0: {"red": [w, prop("red")[0]]}})
        for c in M1[:3]:
            s, _ = play(s, 0, {"type": "bank", "card": c})
        assert s["banks"][0] == M1[:3] and s["plays"] == 3
        assert prompt_of(s, 0).kinds == ("move_wild", "end_turn")
        with pytest.raises(IllegalAction):
            ENGINE.apply(s, 0, {"type": "bank", "card": M1[3]})
        s, _ = play(s, 0, {"type": "move_wild", "card": w, "color": "yellow"})
        assert s["props"][0]["yellow"]["cards"] == [w] and s["plays"] == 3

    def test_property_cannot_be_banked_and_money_cannot_be_laid(self):
        s = rig(2, hands={0: [prop("red")[0], M5[0]]})
        with pytest.raises(IllegalAction):
            ENGINE.apply(s, 0, {"type": "bank", "card": prop("red")[0]})
        with pytest.raises(IllegalAction):
            ENGINE.apply(s, 0, {"type": "lay", "card": M5[0], "color": "red"})

    def test_action_card_banked_as_money(self):
        s = rig(2, hands={0: [action("deal_breaker")[0]]})
        s, events = play(s, 0, {"type": "bank", "card": action("deal_breaker")[0]})
        assert ev(events, "bank")[0]["value"] == 5
        assert table.table_value(s, 0) == 5

    def test_lay_wildcard_needs_one_of_its_colours(self):
        w = wild("pink", "orange")[0]
        s = rig(2, hands={0: [w]})
        with pytest.raises(InvalidAction):
            ENGINE.apply(s, 0, {"type": "lay", "card": w})
        with pytest.raises(IllegalAction):
            ENGINE.apply(s, 0, {"type": "lay", "card": w, "color": "red"})
        s, _ = play(s, 0, {"type": "lay", "card": w, "color": "orange"})
        assert s["props"][0] == {"orange": {"cards": [w], "house": None, "hotel": None}}

    def test_any_colour_wildcard_needs_a_real_card_of_that_colour(self):
        s = rig(2, hands={0: [ANY_WILD[0]]}, props={0: {"green": [prop("green")[0]]}})
        with pytest.raises(IllegalAction):
            ENGINE.apply(s, 0, {"type": "lay", "card": ANY_WILD[0], "color": "red"})
        lays = [a for a in ENGINE.legal_actions(s, 0) if a["type"] == "lay"]
        assert lays == [{"type": "lay", "card": ANY_WILD[0], "color": "green"}]
        s, _ = play(s, 0, {"type": "lay", "card": ANY_WILD[0], "color": "green"})
        assert s["props"][0]["green"]["cards"] == [prop("green")[0], ANY_WILD[0]]

    def test_set_of_only_one_real_card_and_any_wilds(self):
        s = rig(2, props={0: {"brown": [ANY_WILD[0], ANY_WILD[1]]}})
        assert not table.is_complete("brown", s["props"][0]["brown"])
        assert table.rent(s, 0, "brown") == 0
        s = rig(2, props={0: {"brown": [ANY_WILD[0], prop("brown")[0]]}})
        assert table.is_complete("brown", s["props"][0]["brown"])
        assert s["props"][0]["brown"]["cards"] == [prop("brown")[0], ANY_WILD[0]]

    def test_moving_a_wild_out_of_a_set_sends_buildings_to_bank(self):
        w = wild("red", "yellow")[0]
        s = rig(2, props={0: {"red": [prop("red")[0], prop("red")[1], w]}},
                buildings={0: {"red": (HOUSE[0], HOTEL[0])}})
        s, events = play(s, 0, {"type": "move_wild", "card": w, "color": "yellow"})
        assert s["props"][0]["red"] == {"cards": prop("red")[:2], "house": None, "hotel": None}
        assert s["banks"][0] == [HOUSE[0], HOTEL[0]]
        assert [e["card"] for e in ev(events, "building_to_bank")] == [HOUSE[0], HOTEL[0]]

    def test_wild_cannot_move_in_another_players_turn(self):
        w = wild("red", "yellow")[0]
        s = rig(2, props={1: {"red": [w]}})
        with pytest.raises(NotYourTurn):
            ENGINE.apply(s, 1, {"type": "move_wild", "card": w, "color": "yellow"})

    def test_pass_go_draws_two_and_costs_a_play(self):
        pg = action("pass_go")[0]
        s = rig(2, hands={0: [pg]})
        top = s["draw"][:2]
        s, events = play(s, 0, {"type": "play", "card": pg})
        assert s["hands"][0] == top and s["plays"] == 1 and s["discard"][-1] == pg
        assert ev(events, "draw")[0]["reason"] == "pass_go"

    def test_not_your_turn_and_bad_input(self):
        s = rig(2, hands={0: [M1[0]], 1: [M1[1]]})
        with pytest.raises(NotYourTurn):
            ENGINE.apply(s, 1, {"type": "bank", "card": M1[1]})
        with pytest.raises(InvalidAction):
            ENGINE.apply(s, 0, {"type": "fly"})
        with pytest.raises(InvalidAction):
            ENGINE.apply(s, 0, {"type": "bank", "card": "x"})
        with pytest.raises(IllegalAction):
            ENGINE.apply(s, 0, {"type": "bank", "card": M1[1]})
        with pytest.raises(IllegalAction):
            ENGINE.apply(s, 0, {"type": "pay", "cards": []})


def _rent_state(color, n, house=False, hotel=False):
    real = prop(color)[:n]
    buildings = {0: {color: (HOUSE[0] if house else None, HOTEL[0] if hotel else None)}} if house else {}
    return rig(2, hands={0: [*rent_card("any"), *DOUBLE]}, props={0: {color: real}},
               banks={1: [M10[0], M5[0], M5[1]]}, buildings=buildings)


class TestRent:
    @pytest.mark.parametrize("color", list(data.COLORS))
    def test_every_colour_every_set_size(self, color):
        ladder = data.COLORS[color]["rent"]
        for n in range(1, data.COLORS[color]["size"] + 1):
            s = _rent_state(color, n)
            s, events = play(s, 0, {"type": "play", "card": rent_card("any")[0], "color": color, "target": 1})
            assert s["pending"]["amount"] == ladder[n - 1], (color, n)
            assert ev(events, "play")[0]["amount"] == ladder[n - 1]

    @pytest.mark.parametrize("color", list(data.COLORS))
    def test_two_colour_card_of_every_colour_charges_all(self, color):
        card = next(c["id"] for c in cards.CARDS if c["kind"] == "rent" and not c["any"] and color in c["colors"])
        size = data.COLORS[color]["size"]
        s = rig(3, hands={0: [card]}, props={0: {color: prop(color)[:size]}},
                banks={1: [M10[0]], 2: [M5[0], M5[1]]})
        s, events = play(s, 0, {"type": "play", "card": card, "color": color})
        assert ev(events, "play")[0]["targets"] == [1, 2]
        assert s["pending"]["amount"] == data.COLORS[color]["rent"][-1]

    @pytest.mark.parametrize("color", [c for c in data.COLORS if c not in data.NO_BUILDINGS])
    def test_house_and_hotel_add_3_and_4(self, color):
        full = data.COLORS[color]["rent"][-1]
        s = _rent_state(color, data.COLORS[color]["size"], house=True)
        assert table.rent(s, 0, color) == full + 3
        s = _rent_state(color, data.COLORS[color]["size"], house=True, hotel=True)
        s, _ = play(s, 0, {"type": "play", "card": rent_card("any")[0], "color": color, "target": 1})
        assert s["pending"]["amount"] == full + 7

    def test_two_colour_rent_charges_every_opponent(self):
        r = rent_card("red", "yellow")[0]
        s = rig(4, hands={0: [r]}, props={0: {"yellow": prop("yellow")[:2]}},
                banks={1: [M4[0]], 2: [M4[1]], 3: [M4[2]]})
        with pytest.raises(IllegalAction):
            ENGINE.apply(s, 0, {"type": "play", "card": r, "color": "red"})
        with pytest.raises(IllegalAction):
            ENGINE.apply(s, 0, {"type": "play", "card": r, "color": "green"})
        s, _ = play(s, 0, {"type": "play", "card": r, "color": "yellow"})
        assert s["pending"]["amount"] == 4
        assert sorted(p.seat for p in ENGINE.prompts(s)) == [1, 2, 3]

    def test_any_colour_rent_needs_a_target(self):
        s = _rent_state("green", 3)
        with pytest.raises(InvalidAction):
            ENGINE.apply(s, 0, {"type": "play", "card": rent_card("any")[0], "color": "green"})
        with pytest.raises(IllegalAction):
            ENGINE.apply(s, 0, {"type": "play", "card": rent_card("any")[0], "color": "red", "target": 1})

    def test_one_double_doubles_and_two_quadruple(self):
        s = _rent_state("dark_blue", 2)
        s1, _ = play(s, 0, {"type": "play", "card": rent_card("any")[0], "color": "dark_blue",
                            "target": 1, "double": [DOUBLE[0]]})
        assert s1["pending"]["amount"] == 16 and s1["plays"] == 2
        s2, _ = play(s, 0, {"type": "play", "card": rent_card("any")[0], "color": "dark_blue",
                            "target": 1, "double": DOUBLE})
        assert s2["pending"]["amount"] == 32 and s2["plays"] == 3
        assert s2["discard"][-3:] == [rent_card("any")[0], *DOUBLE]
        # the payer has 20M: everything goes
        s2, _ = play(s2, 1, {"type": "pay", "cards": [M10[0], M5[0], M5[1]]})
        assert table.table_value(s2, 0) == 20 + 8

    def test_doubles_need_plays_left(self):
        s = _rent_state("dark_blue", 2)
        s["plays"] = 1
        with pytest.raises(IllegalAction):
            ENGINE.apply(s, 0, {"type": "play", "card": rent_card("any")[0], "color": "dark_blue",
                                "target": 1, "double": DOUBLE})

    def test_double_the_rent_alone_cannot_be_played(self):
        s = _rent_state("dark_blue", 2)
        with pytest.raises(IllegalAction):
            ENGINE.apply(s, 0, {"type": "play", "card": DOUBLE[0]})


class TestPayments:
    def _debt(self, payer_bank, payer_props=None, players=2, buildings=None):
        dc = action("debt_collector")[0]
        s = rig(players, hands={0: [dc], 1: [M1[5]]}, banks={1: payer_bank}, props={1: payer_props or {}},
                buildings={1: buildings} if buildings else None)
        s, _ = play(s, 0, {"type": "play", "card": dc, "target": 1})
        assert s["pending"]["amount"] == 5
        return s

    def test_exact_change_impossible(self):
        s = self._debt([M3[0], M3[1], M1[0]])
        with pytest.raises(IllegalAction):
            ENGINE.apply(s, 1, {"type": "pay", "cards": [M3[0]]})
        s, events = play(s, 1, {"type": "pay", "cards": [M3[0], M3[1]]})
        assert s["banks"][0] == [M3[0], M3[1]] and s["banks"][1] == [M1[0]]
        assert ev(events, "pay")[0]["value"] == 6 and s["phase"] == "play"

    def test_overpaying_is_the_payers_right(self):
        # issue 9 defect 9: owing 5M with 2M banked, pink (2M) and green (4M) laid, the
        # payer may give all three (8M); no change is given (RULINGS, Monopoly Deal).
        pink, green = prop("pink")[0], prop("green")[0]
        s = self._debt([M2[0]], {"pink": [pink], "green": [green]})
        s, events = play(s, 1, {"type": "pay", "cards": [M2[0], pink, green]})
        assert ev(events, "pay")[0]["value"] == 8 and s["phase"] == "play"
        assert s["banks"][0] == [M2[0]] and s["banks"][1] == []
        assert s["props"][0] == {"pink": {"cards": [pink], "house": None, "hotel": None},
                                 "green": {"cards": [green], "house": None, "hotel": None}}
        assert s["props"][1] == {}
        assert table.table_value(s, 0) == 8 and table.table_value(s, 1) == 0

    def test_overpaying_with_a_spare_bank_card(self):
        s = self._debt([M3[0], M3[1], M1[0]])
        s, events = play(s, 1, {"type": "pay", "cards": [M3[0], M3[1], M1[0]]})
        assert sorted(s["banks"][0]) == sorted([M3[0], M3[1], M1[0]]) and s["banks"][1] == []
        assert ev(events, "pay")[0]["value"] == 7

    def test_a_note_above_the_debt_is_paid_whole_by_each_payer(self):
        # Birthday, 2M from each of two payers: seat 1 pays its 10M note (its only
        # covering pick), seat 2 its 5M and a spare 1M. No change comes back (RULINGS,
        # Monopoly Deal "Paying"; seed "玩家支付金钱时是没有找赎的").
        bd = action("birthday")[0]
        s = rig(3, hands={0: [bd]}, banks={1: [M10[0], M1[0]], 2: [M5[0], M1[1]]})
        s, _ = play(s, 0, {"type": "play", "card": bd})
        assert s["pending"]["amount"] == 2
        assert [a for a in ENGINE.legal_actions(s, 1) if a["type"] == "pay"] == [{"type": "pay", "cards": [M10[0]]}]
        s, events = play(s, 1, {"type": "pay", "cards": [M10[0]]})
        assert ev(events, "pay")[0]["value"] == 10
        s, events = play(s, 2, {"type": "pay", "cards": [M5[0], M1[1]]})
        assert ev(events, "pay")[0]["value"] == 6 and s["phase"] == "play"
        assert sorted(s["banks"][0]) == sorted([M10[0], M5[0], M1[1]])
        assert s["banks"][1] == [M1[0]] and s["banks"][2] == []
        assert [table.table_value(s, i) for i in range(3)] == [16, 1, 0]

    def test_payment_with_properties_goes_to_property_area(self):
        w = wild("dark_blue", "green")[0]
        s = self._debt([M1[0]], {"dark_blue": [w], "red": [prop("red")[0]]})
        s, _ = play(s, 1, {"type": "pay", "cards": [M1[0], w]})
        assert s["props"][0] == {"dark_blue": {"cards": [w], "house": None, "hotel": None}}
        assert s["banks"][0] == [M1[0]]
        assert s["props"][1] == {"red": {"cards": [prop("red")[0]], "house": None, "hotel": None}}

    def test_paying_with_nothing(self):
        dc = action("debt_collector")[0]
        s = rig(2, hands={0: [dc], 1: [JSN[0]]}, props={1: {"green": [ANY_WILD[0]]}})
        s, events = play(s, 0, {"type": "play", "card": dc, "target": 1})
        assert ev(events, "nothing_owed") == [{"type": "nothing_owed", "seat": 1, "to": 0, "amount": 5}]
        assert s["phase"] == "play" and s["pending"] is None
        assert s["props"][1]["green"]["cards"] == [ANY_WILD[0]]

    def test_short_payer_gives_everything_but_any_wild(self):
        s = self._debt([M1[0]], {"brown": [prop("brown")[0], ANY_WILD[0]]})
        with pytest.raises(IllegalAction):
            ENGINE.apply(s, 1, {"type": "pay", "cards": [M1[0]]})
        with pytest.raises(IllegalAction):
            ENGINE.apply(s, 1, {"type": "pay", "cards": [M1[0], prop("brown")[0], ANY_WILD[0]]})
        assert ENGINE.legal_actions(s, 1) == [{"type": "pay", "cards": sorted([M1[0], prop("brown")[0]])},
                                                {"type": "resign"}]
        s, _ = play(s, 1, {"type": "pay", "cards": [M1[0], prop("brown")[0]]})
        assert s["props"][1] == {"brown": {"cards": [ANY_WILD[0]], "house": None, "hotel": None}}

    def test_house_and_hotel_paid_go_to_the_bank(self):
        s = self._debt([], {"green": prop("green")}, buildings={"green": (HOUSE[0], HOTEL[0])})
        s, events = play(s, 1, {"type": "pay", "cards": [HOUSE[0], prop("green")[0]]})
        # the house is paid; the set is broken, so the hotel drops to the payer's bank
        assert s["banks"][0] == [HOUSE[0]] and s["props"][0]["green"]["cards"] == [prop("green")[0]]
        assert s["banks"][1] == [HOTEL[0]]

    def test_timeout_pays_fewest_cards_of_least_value(self):
        s = self._debt([M1[0], M1[1], M1[2], M5[0]], {"green": [prop("green")[0]]})
        # one card covers 5M only as the 5M note; fewest cards first
        s2, _ = play(s, 1, ENGINE.timeout_action(s, 1))
        assert s2["banks"][0] == [M5[0]] and s2["timeouts"][1] == 1

    def test_timeout_prefers_least_value_among_fewest_cards(self):
        s = self._debt([M4[0], M3[0]], {"red": [prop("red")[0]]})
        s, _ = play(s, 1, {"type": "timeout"})  # 2 cards needed: 3M+red (6) < 4M+3M (7)
        assert s["props"][0]["red"]["cards"] == [prop("red")[0]] and s["banks"] == [[M3[0]], [M4[0]]]

    def test_timeout_prefers_bank_over_property_at_equal_value(self):
        dc = action("debt_collector")[0]
        s = rig(2, hands={0: [dc]}, banks={1: [M2[0], M3[0]]}, props={1: {"red": [prop("red")[0]]}})
        s["props"][1]["red"]["cards"] = [prop("red")[0]]
        s, _ = play(s, 0, {"type": "play", "card": dc, "target": 1})
        # two cards are needed: 2M+3M (5) beats 2M+red(3) (5, but a property) and 3M+red (6)
        s, _ = play(s, 1, {"type": "timeout"})
        assert sorted(s["banks"][0]) == sorted([M2[0], M3[0]])
        assert s["props"][1]["red"]["cards"] == [prop("red")[0]]

    def test_every_listed_payment_is_accepted(self):
        s = self._debt([M1[0], M1[1], M2[0], M3[0], M4[0]], {"pink": prop("pink")[:2]})
        pays = [a for a in ENGINE.legal_actions(s, 1) if a["type"] == "pay"]
        assert len(pays) > 3
        for a in pays:
            ENGINE.apply(s, 1, a)


class TestJustSayNo:
    def test_chain_of_three(self):
        dc = action("debt_collector")[0]
        s = rig(2, hands={0: [dc, JSN[0], M1[0]], 1: [JSN[1], JSN[2]]}, banks={1: [M5[0]]})
        s, _ = play(s, 0, {"type": "play", "card": dc, "target": 1})
        assert prompt_of(s, 1).kinds == ("just_say_no", "pay") and prompt_of(s, 0) is None
        s, _ = play(s, 1, {"type": "just_say_no", "card": JSN[1]})
        assert prompt_of(s, 0).kinds == ("just_say_no", "accept") and prompt_of(s, 1) is None
        s, _ = play(s, 0, {"type": "just_say_no"})
        assert prompt_of(s, 1).kinds == ("just_say_no", "pay")
        s, events = play(s, 1, {"type": "just_say_no"})
        assert ev(events, "just_say_no")[0]["chain"] == 3
        s, events = play(s, 0, {"type": "accept"})
        assert ev(events, "protected")[0]["seat"] == 1
        assert s["banks"] == [[], [M5[0]]] and s["phase"] == "play" and s["plays"] == 1
        assert s["discard"][-3:] == [JSN[1], JSN[0], JSN[2]]

    def test_charger_counter_then_target_pays(self):
        dc = action("debt_collector")[0]
        s = rig(2, hands={0: [dc, JSN[0]], 1: [JSN[1]]}, banks={1: [M5[0]]})
        s, _ = play(s, 0, {"type": "play", "card": dc, "target": 1})
        s, _ = play(s, 1, {"type": "just_say_no"})
        s, _ = play(s, 0, {"type": "just_say_no"})
        # the target has no card left: only paying remains
        assert prompt_of(s, 1).kinds == ("pay",)
        s, _ = play(s, 1, {"type": "pay", "cards": [M5[0]]})
        assert s["banks"][0] == [M5[0]]

    def test_without_the_card_it_is_refused(self):
        dc = action("debt_collector")[0]
        s = rig(2, hands={0: [dc], 1: [M1[0]]}, banks={1: [M5[0]]})
        s, _ = play(s, 0, {"type": "play", "card": dc, "target": 1})
        assert prompt_of(s, 1).kinds == ("just_say_no", "pay")
        with pytest.raises(IllegalAction):
            ENGINE.apply(s, 1, {"type": "just_say_no"})

    def test_cannot_be_played_as_an_action(self):
        s = rig(2, hands={0: [JSN[0]]})
        with pytest.raises(IllegalAction):
            ENGINE.apply(s, 0, {"type": "play", "card": JSN[0]})

    def test_group_charge_where_one_player_says_no(self):
        bd = action("birthday")[0]
        s = rig(3, hands={0: [bd], 1: [JSN[0]], 2: [M1[5]]}, banks={1: [M2[0]], 2: [M2[1]]})
        s, _ = play(s, 0, {"type": "play", "card": bd})
        prompts = ENGINE.prompts(s)
        assert [p.seat for p in prompts] == [1, 2] and len({p.key for p in prompts}) == 2
        s, _ = play(s, 1, {"type": "just_say_no"})
        # the charger (empty hand) cannot counter: seat 1 is protected at once
        assert s["pending"]["targets"][0]["result"] == "protected"
        assert [p.seat for p in ENGINE.prompts(s)] == [2]
        s, _ = play(s, 2, {"type": "pay", "cards": [M2[1]]})
        assert s["banks"] == [[M2[1]], [M2[0]], []] and s["phase"] == "play"

    def test_answers_in_parallel_keys_stay_until_decided(self):
        bd = action("birthday")[0]
        s = rig(4, hands={0: [bd], 1: [M1[4]], 2: [M1[5]], 3: [JSN[0]]},
                banks={1: [M2[0]], 2: [M2[1]], 3: [M2[2]]})
        s, _ = play(s, 0, {"type": "play", "card": bd})
        keys = {p.seat: p.key for p in ENGINE.prompts(s)}
        s, _ = play(s, 2, {"type": "pay", "cards": [M2[1]]})
        after = {p.seat: p.key for p in ENGINE.prompts(s)}
        assert after == {1: keys[1], 3: keys[3]}
        s, _ = play(s, 3, {"type": "timeout"})
        s, _ = play(s, 1, {"type": "pay", "cards": [M2[0]]})
        assert sorted(s["banks"][0]) == sorted([M2[0], M2[1], M2[2]])
        assert s["phase"] == "play"

    def test_charger_answers_two_say_nos_one_at_a_time(self):
        bd = action("birthday")[0]
        s = rig(3, hands={0: [bd, JSN[0], M1[0]], 1: [JSN[1]], 2: [JSN[2]]}, banks={1: [M2[0]], 2: [M2[1]]})
        s, _ = play(s, 0, {"type": "play", "card": bd})
        s, _ = play(s, 2, {"type": "just_say_no"})
        s, _ = play(s, 1, {"type": "just_say_no"})
        # seat 1 comes first in turn order; seat 2 waits
        p0 = prompt_of(s, 0)
        assert p0.key == s["pending"]["targets"][0]["key"] and [p.seat for p in ENGINE.prompts(s)] == [0]
        s, _ = play(s, 0, {"type": "just_say_no"})
        # seat 1 (no card left) must now pay; the charger answers seat 2 at the same time
        assert {p.seat: p.kinds for p in ENGINE.prompts(s)} == {0: ("just_say_no", "accept"), 1: ("pay",)}
        s, _ = play(s, 0, {"type": "accept"})
        s, _ = play(s, 1, {"type": "pay", "cards": [M2[0]]})
        assert s["banks"] == [[M2[0]], [], [M2[1]]] and s["phase"] == "play"

    def test_five_player_charge_resolves_after_the_last_timeout(self):
        bd = action("birthday")[0]
        s = rig(5, hands={0: [bd], 1: [M1[0]], 2: [M1[1]], 3: [M1[2]], 4: [M1[3]]},
                banks={1: [M2[0]], 2: [M2[1]], 3: [M2[2]], 4: [M1[4], M1[5]]})
        s, _ = play(s, 0, {"type": "play", "card": bd})
        assert sorted(p.seat for p in ENGINE.prompts(s)) == [1, 2, 3, 4]
        assert {p.clock for p in ENGINE.prompts(s)} == {"move"}
        for seat in (3, 1, 2):
            s, _ = play(s, seat, {"type": "timeout"})
            assert s["phase"] == "respond"
        s, events = play(s, 4, {"type": "timeout"})
        assert s["phase"] == "play" and table.table_value(s, 0) == 8
        assert ev(events, "resolved")[0]["results"] == {"1": "paid", "2": "paid", "3": "paid", "4": "paid"}

    def test_jsn_cancels_whole_doubled_rent_for_its_player_only(self):
        r = rent_card("railroad", "utility")[0]
        s = rig(3, hands={0: [r, DOUBLE[0]], 1: [JSN[0]], 2: [M1[0]]},
                props={0: {"utility": prop("utility")}}, banks={1: [M4[0]], 2: [M4[1]]})
        s, _ = play(s, 0, {"type": "play", "card": r, "color": "utility", "double": [DOUBLE[0]]})
        assert s["pending"]["amount"] == 4
        s, _ = play(s, 1, {"type": "just_say_no"})
        s, _ = play(s, 2, {"type": "pay", "cards": [M4[1]]})
        assert s["banks"] == [[M4[1]], [M4[0]], []]

    def test_jsn_against_sly_deal_keeps_the_card(self):
        sd = action("sly_deal")[0]
        s = rig(2, hands={0: [sd], 1: [JSN[0]]}, props={1: {"red": [prop("red")[0]]}})
        s, _ = play(s, 0, {"type": "play", "card": sd, "target": 1, "take": prop("red")[0]})
        assert prompt_of(s, 1).kinds == ("just_say_no", "accept")
        s, _ = play(s, 1, {"type": "just_say_no"})
        assert s["props"][1]["red"]["cards"] == [prop("red")[0]] and s["props"][0] == {}


class TestSteals:
    def test_sly_deal_takes_a_wild_in_its_colour(self):
        sd = action("sly_deal")[0]
        w = wild("light_blue", "railroad")[0]
        s = rig(2, hands={0: [sd], 1: [M1[0]]}, props={1: {"railroad": [w, prop("railroad")[0]]}})
        s, _ = play(s, 0, {"type": "play", "card": sd, "target": 1, "take": w})
        s, events = play(s, 1, {"type": "accept"})
        assert s["props"][0]["railroad"]["cards"] == [w]
        assert ev(events, "steal")[0] == {"type": "steal", "seat": 0, "from": 1, "card": w, "color": "railroad"}

    def test_sly_deal_refuses_a_complete_set_but_takes_an_extra(self):
        sd = action("sly_deal")[0]
        w = wild("red", "yellow")[0]
        s = rig(2, hands={0: [sd], 1: []}, props={1: {"red": [*prop("red"), w]}})
        with pytest.raises(IllegalAction):
            ENGINE.apply(s, 0, {"type": "play", "card": sd, "target": 1, "take": prop("red")[0]})
        s, _ = play(s, 0, {"type": "play", "card": sd, "target": 1, "take": w})
        # the target has an empty hand: no answer possible, the steal happens at once
        assert s["props"][0]["red"]["cards"] == [w] and s["phase"] == "play"
        assert table.is_complete("red", s["props"][1]["red"])

    def test_forced_deal_swaps(self):
        fd = action("forced_deal")[0]
        s = rig(2, hands={0: [fd], 1: [M1[0]]}, props={0: {"brown": [prop("brown")[0]]},
                                                        1: {"green": [prop("green")[0]]}})
        s, _ = play(s, 0, {"type": "play", "card": fd, "target": 1, "take": prop("green")[0],
                           "give": prop("brown")[0]})
        s, events = play(s, 1, {"type": "accept"})
        assert s["props"][0] == {"green": {"cards": [prop("green")[0]], "house": None, "hotel": None}}
        assert s["props"][1] == {"brown": {"cards": [prop("brown")[0]], "house": None, "hotel": None}}

    def test_forced_deal_refuses_complete_sets_both_ways(self):
        fd = action("forced_deal")[0]
        s = rig(2, hands={0: [fd]}, props={0: {"brown": prop("brown"), "red": [prop("red")[0]]},
                                           1: {"dark_blue": prop("dark_blue"), "green": [prop("green")[0]]}})
        with pytest.raises(IllegalAction):
            ENGINE.apply(s, 0, {"type": "play", "card": fd, "target": 1, "take": prop("dark_blue")[0],
                                "give": prop("red")[0]})
        with pytest.raises(IllegalAction):
            ENGINE.apply(s, 0, {"type": "play", "card": fd, "target": 1, "take": prop("green")[0],
                                "give": prop("brown")[0]})
        plays = [a for a in ENGINE.legal_actions(s, 0) if a["type"] == "play"]
        assert plays == [{"type": "play", "card": fd, "target": 1, "take": prop("green")[0],
                          "give": prop("red")[0]}]

    def test_deal_breaker_takes_the_set_with_buildings(self):
        db = action("deal_breaker")[0]
        s = rig(2, hands={0: [db], 1: [M1[0]]}, props={1: {"green": prop("green")}},
                buildings={1: {"green": (HOUSE[0], HOTEL[0])}})
        s, _ = play(s, 0, {"type": "play", "card": db, "target": 1, "color": "green"})
        s, _ = play(s, 1, {"type": "accept"})
        assert s["props"][0]["green"] == {"cards": prop("green"), "house": HOUSE[0], "hotel": HOTEL[0]}
        assert s["props"][1] == {}
        assert table.rent(s, 0, "green") == 14

    def test_deal_breaker_second_house_goes_to_the_bank(self):
        db = action("deal_breaker")[0]
        w = wild("dark_blue", "green")[0]
        s = rig(2, hands={0: [db], 1: []}, props={0: {"green": [prop("green")[0], w, prop("green")[1]]},
                                                  1: {"green": [prop("green")[2], ANY_WILD[0], ANY_WILD[1]]}},
                buildings={0: {"green": (HOUSE[0], None)}, 1: {"green": (HOUSE[1], HOTEL[0])}})
        s, events = play(s, 0, {"type": "play", "card": db, "target": 1, "color": "green"})
        assert s["props"][0]["green"]["house"] == HOUSE[0] and s["props"][0]["green"]["hotel"] == HOTEL[0]
        assert s["banks"][0] == [HOUSE[1]]
        assert ev(events, "building_to_bank") == [{"type": "building_to_bank", "seat": 0, "card": HOUSE[1],
                                                   "color": "green"}]
        assert s["props"][1] == {}

    def test_deal_breaker_refuses_an_incomplete_set(self):
        db = action("deal_breaker")[0]
        s = rig(2, hands={0: [db]}, props={1: {"green": prop("green")[:2]}})
        with pytest.raises(IllegalAction):
            ENGINE.apply(s, 0, {"type": "play", "card": db, "target": 1, "color": "green"})

    def test_deal_breaker_leaves_the_extra_card(self):
        db = action("deal_breaker")[0]
        w = wild("railroad", "utility")[0]
        s = rig(2, hands={0: [db], 1: []}, props={1: {"utility": [*prop("utility"), w]}})
        s, _ = play(s, 0, {"type": "play", "card": db, "target": 1, "color": "utility"})
        assert s["props"][0]["utility"]["cards"] == prop("utility")
        assert s["props"][1]["utility"]["cards"] == [w]


class TestBuildings:
    def test_house_then_hotel_on_a_complete_set(self):
        s = rig(2, hands={0: [HOUSE[0], HOTEL[0]]}, props={0: {"red": prop("red"), "orange": prop("orange")[:2]}})
        with pytest.raises(IllegalAction):
            ENGINE.apply(s, 0, {"type": "play", "card": HOTEL[0], "color": "red"})
        with pytest.raises(IllegalAction):
            ENGINE.apply(s, 0, {"type": "play", "card": HOUSE[0], "color": "orange"})
        s, _ = play(s, 0, {"type": "play", "card": HOUSE[0], "color": "red"})
        s, _ = play(s, 0, {"type": "play", "card": HOTEL[0], "color": "red"})
        assert s["props"][0]["red"]["house"] == HOUSE[0] and s["props"][0]["red"]["hotel"] == HOTEL[0]
        assert table.rent(s, 0, "red") == 6 + 3 + 4

    def test_no_buildings_on_railroad_or_utility(self):
        s = rig(2, hands={0: [HOUSE[0]]}, props={0: {"railroad": prop("railroad"), "utility": prop("utility")}})
        for color in ("railroad", "utility"):
            with pytest.raises(IllegalAction):
                ENGINE.apply(s, 0, {"type": "play", "card": HOUSE[0], "color": color})
        assert not [a for a in ENGINE.legal_actions(s, 0) if a["type"] == "play"]


class TestWin:
    def test_win_through_forced_deal(self):
        fd = action("forced_deal")[0]
        s = rig(2, hands={0: [fd], 1: [M1[0]]},
                props={0: {"brown": prop("brown"), "dark_blue": prop("dark_blue"),
                           "red": prop("red")[:2], "pink": [prop("pink")[0]]},
                       1: {"red": [prop("red")[2]]}})
        s, _ = play(s, 0, {"type": "play", "card": fd, "target": 1, "take": prop("red")[2],
                           "give": prop("pink")[0]})
        assert ENGINE.outcome(s) is None
        s, events = play(s, 1, {"type": "accept"})
        o = ENGINE.outcome(s)
        assert o.reason == "three_sets" and o.places == [1, 2]
        assert ev(events, "win")[0]["colors"] == ["brown", "red", "dark_blue"]
        assert o.seats[0] == {"status": "won", "complete_sets": 3, "table_value": 2 + 8 + 9}
        assert ENGINE.prompts(s) == [] and ENGINE.legal_actions(s, 0) == []
        with pytest.raises(GameOver):
            ENGINE.apply(s, 0, {"type": "end_turn"})

    def test_two_sets_of_one_colour_do_not_win(self):
        s = rig(2, hands={0: [prop("brown")[1]]},
                props={0: {"brown": [prop("brown")[0], wild("light_blue", "brown")[0]],
                           "dark_blue": prop("dark_blue")}})
        s, _ = play(s, 0, {"type": "lay", "card": prop("brown")[1]})
        assert ENGINE.outcome(s) is None

    def test_set_given_in_another_turn_wins_at_own_turn_start(self):
        fd = action("forced_deal")[0]
        s = rig(2, hands={0: [fd, M1[1]], 1: [M1[0]]},
                props={1: {"brown": prop("brown"), "dark_blue": prop("dark_blue"),
                           "utility": [prop("utility")[0]], "green": [prop("green")[0]]},
                       0: {"utility": [prop("utility")[1]]}})
        s, _ = play(s, 0, {"type": "play", "card": fd, "target": 1, "take": prop("green")[0],
                           "give": prop("utility")[1]})
        s, _ = play(s, 1, {"type": "accept"})
        # seat 1 now holds three complete sets, but it is seat 0's turn: no win yet
        assert len(table.complete_colors(s, 1)) == 3 and ENGINE.outcome(s) is None
        s, _ = play(s, 0, {"type": "bank", "card": M1[1]})
        assert ENGINE.outcome(s) is None
        s, events = play(s, 0, {"type": "end_turn"})
        o = ENGINE.outcome(s)
        assert o.reason == "three_sets" and o.places == [2, 1]
        assert ev(events, "win")[0]["seat"] == 1

    def test_win_by_payment_received_in_own_turn(self):
        dc = action("debt_collector")[0]
        s = rig(2, hands={0: [dc], 1: [M1[0]]},
                props={0: {"brown": prop("brown"), "dark_blue": prop("dark_blue"), "utility": [prop("utility")[0]]},
                       1: {"utility": [prop("utility")[1]], "green": [prop("green")[0]]}})
        s, _ = play(s, 0, {"type": "play", "card": dc, "target": 1})
        s, _ = play(s, 1, {"type": "pay", "cards": [prop("utility")[1], prop("green")[0]]})
        assert ENGINE.outcome(s).places == [1, 2]


class TestHandLimitAndRefill:
    def test_hand_limit_prompt_and_bottom_of_draw_pile(self):
        hand = [*M1, *M2[:3]]  # 9 cards
        s = rig(2, hands={0: hand, 1: [M5[0]]})
        s, events = play(s, 0, {"type": "end_turn"})
        assert s["phase"] == "discard" and prompt_of(s, 0).kinds == ("discard",)
        with pytest.raises(IllegalAction):
            ENGINE.apply(s, 0, {"type": "discard", "cards": [M1[0]]})
        s, events = play(s, 0, {"type": "discard", "cards": [M2[0], M1[3]]})
        assert s["draw"][-2:] == [M2[0], M1[3]] and len(s["hands"][0]) == 7
        assert s["current"] == 1

    def test_end_turn_with_discard_field_and_timeout_rule(self):
        hand = [M10[0], *M1, JSN[0], M5[0]]  # 9 cards
        s = rig(2, hands={0: hand, 1: [M5[1]]})
        with pytest.raises(IllegalAction):
            ENGINE.apply(s, 0, {"type": "end_turn", "discard": [M10[0]]})
        s1, _ = play(s, 0, {"type": "end_turn", "discard": [M10[0], M5[0]]})
        assert s1["draw"][-2:] == [M10[0], M5[0]]
        s2, _ = play(s, 0, {"type": "timeout"})
        assert s2["draw"][-2:] == [M1[0], M1[1]] and s2["current"] == 1

    def test_refill_from_shuffled_discards(self):
        s = rig(2, hands={0: [action("pass_go")[0]], 1: [M1[0]]}, draw_top=[M2[0]], draw_rest=False)
        assert s["draw"] == [M2[0]]
        before = len(s["discard"])
        s, events = play(s, 0, {"type": "play", "card": action("pass_go")[0]})
        assert ev(events, "refill")[0]["count"] == before + 1
        assert s["hands"][0][0] == M2[0] and len(s["hands"][0]) == 2
        assert s["discard"] == [] and len(s["draw"]) == before
        check_all_cards(s)

    def test_nothing_to_draw_draws_nothing(self):
        s = rig(2, hands={0: [M1[0]], 1: []}, draw_rest=False)
        s["discard"], rest = [], s["discard"]
        for c in rest:  # keep all 106 cards on seat 0's table
            if cards.is_property(c):
                table.add_property(s, 0, c, cards.card(c)["colors"][0])
            else:
                s["banks"][0].append(c)
        s, events = play(s, 0, {"type": "end_turn"})
        assert ev(events, "draw")[0]["count"] == 0 and s["hands"][1] == []


class TestTimeoutsResignOutcome:
    def test_three_timeouts_leave_two_player_game_ends(self):
        s = rig(2, hands={0: [M1[0]], 1: [M1[1]]})
        for _ in range(2):
            s, _ = play(s, s["current"], {"type": "timeout"})  # seat 0, then seat 1
            s, _ = play(s, s["current"], {"type": "end_turn"} if s["current"] == 1 else {"type": "timeout"})
        assert s["timeouts"] == [2, 0]
        s, events = play(s, 0, {"type": "timeout"})
        assert ev(events, "left") == [{"type": "left", "seat": 0}]
        o = ENGINE.outcome(s)
        assert o.reason == "last_player" and o.places == [2, 1]
        assert [x["status"] for x in o.seats] == ["left", "won"]

    def test_acting_resets_the_timeout_count(self):
        s = rig(2, hands={0: [M1[0], M1[2]], 1: [M1[1]]})
        s, _ = play(s, 0, {"type": "timeout"})
        s, _ = play(s, 1, {"type": "end_turn"})
        s, _ = play(s, 0, {"type": "bank", "card": M1[0]})
        assert s["timeouts"][0] == 0

    def test_left_seat_in_three_player_game_is_asked_and_takes_its_turns(self):
        # RULINGS platform-wide: a seat that left is played out by a bot (the platform's
        # random bot answers these prompts) and can never win
        bd = action("birthday")[0]
        s = rig(3, hands={0: [bd], 1: [M1[0]], 2: [M1[1]]}, banks={1: [M2[0]], 2: [M1[2], M1[3], M3[0]]})
        s["status"][2] = "left"
        s["out_order"] = [2]
        s, events = play(s, 0, {"type": "play", "card": bd})
        assert [p.seat for p in ENGINE.prompts(s)] == [1, 2]
        assert {"type": "resign"} not in ENGINE.legal_actions(s, 2)  # it left already
        with pytest.raises(SeatNotPlaying):
            ENGINE.apply(s, 2, {"type": "resign"})
        s, _ = play(s, 2, {"type": "pay", "cards": [M3[0]]})
        s, _ = play(s, 1, {"type": "pay", "cards": [M2[0]]})
        assert s["banks"][2] == [M1[2], M1[3]]
        s, _ = play(s, 0, {"type": "end_turn"})
        s, _ = play(s, 1, {"type": "end_turn"})
        assert s["current"] == 2 and [p.seat for p in ENGINE.prompts(s)] == [2]
        s, _ = play(s, 2, {"type": "end_turn"})
        assert s["current"] == 0

    def test_resigned_seat_in_three_player_game_is_skipped_and_pays(self):
        bd = action("birthday")[0]
        s = rig(3, hands={0: [bd], 1: [M1[0]], 2: [M1[1]]}, banks={1: [M2[0]], 2: [M1[2], M1[3], M3[0]]})
        s["status"][2] = "resigned"
        s["out_order"] = [2]
        s, events = play(s, 0, {"type": "play", "card": bd})
        # the resigned seat paid by the timeout rule at once: the 3M note (one card beats 1M+1M)
        assert s["banks"][2] == [M1[2], M1[3]] and [p.seat for p in ENGINE.prompts(s)] == [1]
        s, _ = play(s, 1, {"type": "pay", "cards": [M2[0]]})
        s, _ = play(s, 0, {"type": "end_turn"})
        s, _ = play(s, 1, {"type": "end_turn"})
        assert s["current"] == 0

    def test_resign_any_time_and_places(self):
        s = rig(3, hands={0: [M1[0]], 1: [M1[1]], 2: [M1[2]]}, banks={1: [M5[0]]},
                props={2: {"brown": prop("brown")}})
        s, events = play(s, 1, {"type": "resign"})
        assert s["status"] == ["playing", "resigned", "playing"] and ENGINE.outcome(s) is None
        # One error kind in every game for a seat that is out (engines/kit/seats.py): 403.
        with pytest.raises(SeatNotPlaying, match="Seat 1 has resigned and no longer plays"):
            ENGINE.apply(s, 1, {"type": "resign"})
        s, _ = play(s, 0, {"type": "resign"})
        o = ENGINE.outcome(s)
        assert o.reason == "last_player" and o.places == [2, 3, 1]
        assert [x["status"] for x in o.seats] == ["resigned", "resigned", "won"]
        assert o.seats[2] == {"status": "won", "complete_sets": 1, "table_value": 2}

    def test_charger_resigning_mid_charge(self):
        bd = action("birthday")[0]
        s = rig(3, hands={0: [bd], 1: [M1[0]], 2: [M1[1]]}, banks={1: [M2[0]], 2: [M2[1]]})
        s, _ = play(s, 0, {"type": "play", "card": bd})
        s, _ = play(s, 0, {"type": "resign"})
        s, _ = play(s, 1, {"type": "pay", "cards": [M2[0]]})
        s, _ = play(s, 2, {"type": "pay", "cards": [M2[1]]})
        assert s["current"] == 1 and s["phase"] == "play"

    def test_round_limit_ranks_by_sets_then_value(self):
        s = rig(3, hands={0: [M1[0]], 1: [M1[1]], 2: [M1[2]]}, banks={1: [M5[0]], 2: [M5[1]]},
                props={0: {"brown": prop("brown")}})
        s["round"] = data.ROUND_LIMIT
        for seat in (0, 1, 2):
            s, _ = play(s, seat, {"type": "end_turn"})
        o = ENGINE.outcome(s)
        assert o.reason == "round_limit" and o.places == [1, 2, 2]
        assert [x["status"] for x in o.seats] == ["won", "lost", "lost"]

    def test_dead_position_ends_after_a_full_round(self):
        s = rig(3, draw_rest=False)
        s["discard"], rest = [], s["discard"]
        for c in rest:  # every card on the tables, no set complete, nothing in hands or piles
            if not cards.is_property(c):
                s["banks"][c % 3].append(c)
                continue
            seat, color = next((seat, col) for col in cards.card(c)["colors"] for seat in (0, 1, 2)
                               if len((table.group(s, seat, col) or {"cards": []})["cards"])
                               < data.COLORS[col]["size"] - 1)
            table.add_property(s, seat, c, color)
        check_all_cards(s)
        assert [table.complete_colors(s, i) for i in range(3)] == [[], [], []]
        for seat in (0, 1, 2):  # then seats 1, 2 and 0 get one dead turn each
            s, _ = play(s, seat, {"type": "end_turn"})
            assert ENGINE.outcome(s) is None
        s, events = play(s, 0, {"type": "end_turn"})
        o = ENGINE.outcome(s)
        assert o.reason == "stalemate" and ev(events, "game_over")[0]["winner"] is None
        values = [table.table_value(s, i) for i in range(3)]
        assert [x["table_value"] for x in o.seats] == values
        # no sets anywhere: competition ranking by table value, equal values tied
        assert o.places == [1 + sum(v > values[i] for v in values) for i in range(3)]
        assert [x["status"] for x in o.seats] == [
            ("drew" if o.places.count(1) > 1 else "won") if p == 1 else "lost" for p in o.places]

    def test_apply_never_mutates(self):
        import json
        s = rig(2, hands={0: [action("birthday")[0]], 1: [M1[0]]}, banks={1: [M2[0]]})
        before = json.dumps(s, sort_keys=True)
        ENGINE.apply(s, 0, {"type": "play", "card": action("birthday")[0]})
        with pytest.raises(IllegalAction):
            ENGINE.apply(s, 0, {"type": "lay", "card": action("birthday")[0], "color": "red"})
        assert json.dumps(s, sort_keys=True) == before
