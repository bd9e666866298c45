"""强手棋: passive mortgage, automatic sale, bankruptcy and ranking, the 120-round end,
resign (自杀) and escape (逃跑) with the coin-room settlement, cards, timeouts, view."""

from __future__ import annotations

import json

import pytest

from boardgames.engines.core import GameOver, IllegalAction, InvalidAction, NotYourTurn

from .qiangshou_support import E, game, land_on, money, roll


def stack(state, deck, card_id):
    """Put ``card_id`` on top of ``deck``."""
    order = state["decks"][deck]
    order.remove(card_id)
    order.insert(0, card_id)


class TestPassiveMortgage:
    def setup_debt(self):
        s = game()
        s["seats"][0]["cash"] = 100
        s["owners"][1] = 0
        s["levels"][1] = 2  # 阿童木大街 with 2 houses: sells for 90 + 2 * 75 = 240
        s["owners"][38] = 0  # 海滨: sells for 600
        s["owners"][24] = 1
        s["levels"][24] = 1  # 维纳斯大街 with one house: rent 300
        s, events = land_on(s, 0, 24)
        return s, events

    def test_debt_prompts_the_debtor_with_a_window(self):
        s, events = self.setup_debt()
        assert money(events) == []
        [prompt] = E.prompts(s)
        assert (prompt.seat, prompt.kinds, prompt.clock, prompt.window_seconds) == (0, ("sell",), "window", 30)
        [debt] = E.view(s, 1)["debts"]
        assert (debt["seat"], debt["amount"], debt["cash"], debt["shortfall"]) == (0, 300, 100, 200)
        assert [(a["square"], a["mortgage"], a["level"], a["sale_value"]) for a in debt["assets"]] == \
            [(1, 90, 2, 240), (38, 600, 0, 600)]
        assert debt["auto_sale"] == [1]

    def test_mortgage_leaves_a_surplus_in_cash(self):
        s, _ = self.setup_debt()
        s, events = E.apply(s, 0, {"type": "sell", "squares": [38]})
        assert money(events) == [("bank", 0, 600), (0, 1, 300)]
        assert s["seats"][0]["cash"] == 100 + 600 - 300
        assert s["seats"][1]["cash"] == 4500 + 300
        assert s["owners"][38] is None and s["owners"][1] == 0 and s["levels"][1] == 2
        assert s["debts"] == [] and s["turn"] == 1 and s["pending"]["kind"] == "roll"

    def test_selling_a_built_street_returns_it_unbuilt(self):
        s, _ = self.setup_debt()
        s, events = E.apply(s, 0, {"type": "sell", "squares": [1]})
        assert money(events) == [("bank", 0, 240), (0, 1, 300)]
        assert s["seats"][0]["cash"] == 40 and s["owners"][1] is None and s["levels"][1] == 0

    def test_a_selection_must_cover_the_debt(self):
        s, _ = self.setup_debt()
        with pytest.raises(IllegalAction, match="does not cover the debt of 300"):
            E.apply(s, 0, {"type": "sell", "squares": []})
        with pytest.raises(IllegalAction, match="does not own"):
            E.apply(s, 0, {"type": "sell", "squares": [24]})
        with pytest.raises(InvalidAction):
            E.apply(s, 0, {"type": "sell", "squares": [38, 38]})
        with pytest.raises(InvalidAction):
            E.apply(s, 0, {"type": "sell", "squares": "38"})
        with pytest.raises(NotYourTurn):
            E.apply(s, 1, {"type": "sell", "squares": [24]})
        with pytest.raises(NotYourTurn):
            E.apply(s, 1, {"type": "roll"})

    def test_automatic_sale_lowest_mortgage_value_first(self):
        s = game()
        s["seats"][0]["cash"] = 0
        s["owners"][3] = 0
        s["levels"][3] = 3  # 雷欧大街: mortgage 90, sells for 90 + 3 * 75 = 315
        s["owners"][1] = 0  # 阿童木大街: mortgage 90 (same value: board order decides)
        s["owners"][5] = 0  # 新干线: 200
        s["owners"][12] = 0  # 自来水厂: 225
        s["owners"][11] = 0  # 查尔斯大街: 210
        s["owners"][38] = 1  # 海滨 bare: rent 150, owned by seat 1
        s, _ = land_on(s, 0, 38, dice=(1, 1))
        [debt] = s["debts"]
        assert debt["amount"] == 150
        assert E.timeout_action(s, 0) == {"type": "timeout"}
        s, events = E.apply(s, 0, E.timeout_action(s, 0))
        assert [e["squares"] for e in events if e["type"] == "auto_sale"] == [[1, 3]]
        # 90 from 阿童木大街 is not enough for 150: 雷欧大街 (mortgage 90, index 3) is next
        assert [e["square"] for e in events if e["type"] == "sell"] == [1, 3]
        assert money(events) == [("bank", 0, 90), ("bank", 0, 315), (0, 1, 150)]
        assert s["seats"][0]["cash"] == 90 + 315 - 150
        assert [s["owners"][i] for i in (1, 3, 5, 11, 12)] == [None, None, 0, 0, 0]
        assert s["seats"][0]["timeouts"] == 1  # the automatic sale counts toward 逃跑 (RULINGS)

    def test_buying_back_sold_land_at_full_price(self):
        s, _ = self.setup_debt()
        s, _ = E.apply(s, 0, {"type": "sell", "squares": [1]})
        s, events = land_on(s, 1, 1, dice=(1, 2))
        assert s["pending"] == {"seat": 1, "kind": "buy", "square": 1, "key": s["pending"]["key"]}
        s, events = E.apply(s, 1, {"type": "buy"})
        assert money(events, "purchase") == [(1, "bank", 180)]
        assert s["owners"][1] == 1 and s["levels"][1] == 0

    def test_sold_land_collects_no_rent(self):
        s, _ = self.setup_debt()
        s, _ = E.apply(s, 0, {"type": "sell", "squares": [38]})
        s, events = land_on(s, 1, 38)
        assert money(events, "rent") == [] and s["pending"]["kind"] == "buy"

    def test_several_debtors_at_once_during_another_players_turn(self):
        s = game(3)
        stack(s, "chest", "chest-06")  # 歌剧之夜: collect 150 from every player
        s["seats"][1]["cash"] = 100
        s["owners"][1] = 1
        s["seats"][2]["cash"] = 50
        s["owners"][3] = 2
        s["owners"][5] = 2
        s, events = land_on(s, 0, 17, dice=(2, 2))  # 公共基金 (seed row 18)
        assert [e["id"] for e in events if e["type"] == "card"] == ["chest-06"]
        prompts = {p.seat: p for p in E.prompts(s)}
        assert sorted(prompts) == [1, 2] and {p.kinds for p in prompts.values()} == {("sell",)}
        assert all(p.clock == "window" for p in prompts.values())
        s, events = E.apply(s, 2, {"type": "sell", "squares": [5]})
        assert money(events) == [("bank", 2, 200), (2, 0, 150)]
        assert [p.seat for p in E.prompts(s)] == [1]
        s, events = E.apply(s, 1, {"type": "timeout"})
        assert money(events) == [("bank", 1, 90), (1, 0, 150)]
        assert s["seats"][0]["cash"] == 4500 + 300 and s["seats"][1]["cash"] == 40
        assert [(p.seat, p.kinds) for p in E.prompts(s)] == [(1, ("roll",))]

    def test_debtor_who_resigns_cancels_the_debt(self):
        s, _ = self.setup_debt()
        s, events = E.apply(s, 0, {"type": "resign"})
        assert E.outcome(s).reason == "last_player"
        assert [e["amount"] for e in events if e["type"] == "debt_cancelled"] == [300]


class TestBankruptcy:
    def test_bankruptcy_ends_the_game_with_the_ranking(self):
        s = game(3)
        s["seats"][0]["cash"] = 100
        s["owners"][1] = 0  # sells for 90
        s["owners"][34] = 1
        s["levels"][34] = 2  # 威尼斯大街 960 + 2 * 600
        s["seats"][1]["cash"] = 3000
        s["owners"][38] = 2
        s["levels"][38] = 5  # 海滨 hotel: rent 6000
        s, events = land_on(s, 0, 38)
        assert [e["seat"] for e in events if e["type"] == "bankrupt"] == [0]
        assert money(events) == [("bank", 0, 90), (0, 2, 190)]
        out = E.outcome(s)
        assert out.reason == "bankruptcy" and out.places == [3, 2, 1]
        assert [x["total_assets"] for x in out.seats] == [0, 3000 + 960 + 1200, 4690 + 1200 + 3000]
        assert [x["status"] for x in out.seats] == ["lost", "lost", "won"]
        assert [x["bankrupt"] for x in out.seats] == [True, False, False]
        assert [x["points"] for x in out.seats] == [-10, -5, 15]
        assert [x["coins_returned"] for x in out.seats] == [0, 0, 0]
        assert E.prompts(s) == [] and E.legal_actions(s, 1) == []
        with pytest.raises(GameOver):
            E.apply(s, 1, {"type": "roll"})

    def test_ties_by_cash_then_seat_order(self):
        s = game(4)
        s["seats"][0]["cash"] = 0  # luxury tax 225 with nothing: bankrupt
        s["seats"][1]["cash"] = 3000
        s["owners"][37] = 1
        s["levels"][37] = 1  # 停车场 1050 + 600: total 4650
        s["seats"][2]["cash"] = 4650
        s["seats"][3]["cash"] = 4650
        s, events = land_on(s, 0, 39)
        out = E.outcome(s)
        assert money(events) == []
        assert out.places == [4, 3, 1, 2]
        assert [x["points"] for x in out.seats] == [-10, -6, 20, -4]

    def test_bankruptcy_against_the_bank(self):
        s = game(2)
        s["seats"][0]["cash"] = 200
        s, events = land_on(s, 0, 39)
        assert money(events, "tax") == [(0, "bank", 200)]
        assert E.outcome(s).places == [2, 1]


class TestRoundLimit:
    def test_the_game_ends_after_round_120(self):
        s = game(2)
        s["round"] = 119
        s, _ = land_on(s, 1, 10)  # seat 1 ends round 119
        assert s["round"] == 120 and E.outcome(s) is None
        s, _ = land_on(s, 0, 20)
        s["seats"][0]["cash"] = 4000
        s["owners"][11] = 0  # 4000 + 420 = 4420 < seat 1's 4500
        s, events = land_on(s, 1, 10)
        out = E.outcome(s)
        assert out.reason == "round_limit" and out.rounds == 120 and out.places == [2, 1]
        assert [e["reason"] for e in events if e["type"] == "game_over"] == ["round_limit"]
        assert [x["total_assets"] for x in out.seats] == [4420, 4500]
        assert [x["status"] for x in out.seats] == ["lost", "won"]

    def test_a_round_ends_when_every_seat_has_moved(self):
        s = game(3)
        for seat in (0, 1, 2):
            assert s["round"] == 1
            s, _ = E.apply(s, seat, {"type": "timeout"})
        assert s["round"] == 2 and s["turn"] == 0


class TestLeaving:
    def test_resign_then_escape_in_a_coin_room(self):
        s = game(3, room="coin", deposits=[2, 0, 4])
        s["owners"][1] = 0
        s["levels"][1] = 1
        s, events = E.apply(s, 0, {"type": "resign"})
        # keeps 2250; the other 2250 split among seats 1, 2 and the system: 750 each
        assert money(events) == [(0, 1, 750), (0, 2, 750), (0, "bank", 750)]
        assert s["owners"][1] is None and s["levels"][1] == 0
        assert s["seats"][0]["cash"] == 2250 and s["turn"] == 1
        assert E.legal_actions(s, 0) == []
        with pytest.raises(NotYourTurn):
            E.apply(s, 0, {"type": "resign"})
        s, _ = E.apply(s, 1, {"type": "timeout"})
        s, _ = roll(s, 2, 4, 6)  # to 拘留地 (a visit)
        s, _ = E.apply(s, 1, {"type": "timeout"})
        s, _ = roll(s, 2, 5, 5)  # to 自由公园
        assert s["seats"][1]["timeouts"] == 2
        s, events = E.apply(s, 1, {"type": "timeout"})
        # escape: 5250 lost, 2625 to seat 2, 2625 to the system
        assert money(events) == [(1, 2, 2625), (1, "bank", 2625)]
        out = E.outcome(s)
        assert out.reason == "last_player" and out.places == [3, 2, 1]
        assert [x["status"] for x in out.seats] == ["resigned", "left", "won"]
        assert [x["points"] for x in out.seats] == [-10, -30, 15]
        assert [x["cash"] for x in out.seats] == [2250, 0, 4500 + 750 + 2625]
        assert [x["coins_held"] for x in out.seats] == [5500, 4500, 6500]
        assert [x["coins_returned"] for x in out.seats] == [2250 + 1000, 0, 7875 + 2000]
        assert [x["deposit_left"] for x in out.seats] == [1000, 0, 2000]
        assert out.seats[0]["house_change"] == 16500 - 13125 == 3375
        assert [x["resigned"] for x in out.seats] == [True, False, False]
        assert [x["escaped"] for x in out.seats] == [False, True, False]

    def test_resign_outside_ones_turn_leaves_the_turn_alone(self):
        s = game(3)
        s["owners"][24] = 2
        s, _ = land_on(s, 0, 11)
        key = E.prompts(s)[0].key
        s, events = E.apply(s, 2, {"type": "resign"})
        assert money(events) == [(2, 0, 750), (2, 1, 750), (2, "bank", 750)]
        assert [(p.seat, p.kinds, p.key) for p in E.prompts(s)] == [(0, ("buy", "decline"), key)]
        assert s["owners"][24] is None and E.outcome(s) is None
        s, _ = E.apply(s, 0, {"type": "decline"})
        s, _ = E.apply(s, 1, {"type": "timeout"})
        assert s["turn"] == 0 and s["round"] == 2  # seat 2 no longer takes turns

    def test_two_player_resign_ends_the_game(self):
        s = game(2, room="coin", deposits=[0, 1])
        s, _ = land_on(s, 0, 1, dice=(1, 2))  # seat 0 passes 银行: no deposit, no pay
        s, _ = E.apply(s, 0, {"type": "buy"})
        s, events = E.apply(s, 0, {"type": "resign"})
        # seat 0: 4320 cash -> keeps 2160, 1080 to seat 1, 1080 to the system
        assert money(events) == [(0, 1, 1080), (0, "bank", 1080)]
        out = E.outcome(s)
        assert out.places == [2, 1]
        assert [x["coins_returned"] for x in out.seats] == [2160, 4500 + 1080 + 500]
        assert out.seats[0]["house_change"] == (4500 + 5000) - (2160 + 6080)

    def test_coin_room_normal_end_returns_assets_and_unused_deposit(self):
        s = game(2, room="coin", deposits=[3, 0])
        s["round"] = 120
        s, _ = land_on(s, 0, 1, dice=(1, 2))  # lap paid from the deposit
        s, _ = E.apply(s, 0, {"type": "buy"})
        s, _ = land_on(s, 1, 10)
        out = E.outcome(s)
        assert out.reason == "round_limit"
        assert [x["total_assets"] for x in out.seats] == [4500 + 500, 4500]
        assert [x["coins_returned"] for x in out.seats] == [5000 + 1000, 4500]
        assert out.seats[0]["house_change"] == 0

    def test_timeouts_count_only_when_consecutive(self):
        s = game(2)
        s, events = E.apply(s, 0, {"type": "timeout"})
        assert [e["decision"] for e in events if e["type"] == "timeout"] == ["roll"]
        assert s["seats"][0]["timeouts"] == 1 and s["turn"] == 1
        s, _ = land_on(s, 1, 10)
        s, _ = land_on(s, 0, 11)
        s, _ = E.apply(s, 0, {"type": "timeout"})  # buy declined by timeout
        assert s["owners"][11] is None and s["seats"][0]["timeouts"] == 1
        s, _ = land_on(s, 1, 10)
        s, _ = E.apply(s, 0, {"type": "roll"})  # a normal action resets the count
        assert s["seats"][0]["timeouts"] == 0

    def test_normal_room_escape_with_two_players(self):
        s = game(2)
        for _ in range(2):
            s, _ = E.apply(s, 0, {"type": "timeout"})
            s, _ = land_on(s, 1, 10)
        s, events = E.apply(s, 0, {"type": "timeout"})
        assert money(events) == [(0, 1, 2250), (0, "bank", 2250)]
        out = E.outcome(s)
        assert out.places == [2, 1] and out.seats[0]["status"] == "left"
        assert out.seats[0]["points"] == -20 and out.seats[1]["points"] == 10
        assert out.seats[0]["coins_returned"] == 0 and out.seats[0]["house_change"] == 0


class TestCards:
    def test_advance_to_bank_pays_the_lap(self):
        s = game()
        stack(s, "chance", "chance-01")
        s, events = land_on(s, 0, 7)
        assert money(events) == [("bank", 0, 500)] and s["seats"][0]["position"] == 0

    def test_go_back_three_onto_a_chest_draws_again(self):
        s = game()
        stack(s, "chance", "chance-09")
        stack(s, "chest", "chest-02")
        s, events = land_on(s, 0, 36)
        assert [e["id"] for e in events if e["type"] == "card"] == ["chance-09", "chest-02"]
        assert s["seats"][0]["position"] == 33 and money(events) == [("bank", 0, 600)]

    def test_go_to_jail_card(self):
        s = game()
        stack(s, "chest", "chest-05")
        s, events = land_on(s, 0, 33)
        assert s["seats"][0]["position"] == 10 and s["seats"][0]["skip_turns"] == 1
        assert s["seats"][0]["no_lap_pay"] is True and money(events) == []

    def test_nearest_railway_pays_rent(self):
        s = game()
        stack(s, "chance", "chance-05")
        s["owners"][25] = 1
        s, events = land_on(s, 0, 22)
        assert s["seats"][0]["position"] == 25 and money(events) == [(0, 1, 50)]

    def test_repairs_and_pay_each(self):
        s = game(3)
        stack(s, "chest", "chest-14")
        s["owners"][1], s["levels"][1] = 0, 3
        s["owners"][3], s["levels"][3] = 0, 5
        s, events = land_on(s, 0, 2, dice=(1, 1))
        assert money(events, "card") == [(0, "bank", 3 * 120 + 345)]
        stack(s, "chance", "chance-15")
        s, events = land_on(s, 1, 7)
        assert money(events, "card") == [(1, 0, 150), (1, 2, 150)]
        assert s["decks"]["chance"][-1] == "chance-15"


class TestContract:
    def test_options(self):
        assert E.normalize_options(2, {}) == {"room": "normal", "deposits": [0, 0]}
        assert E.normalize_options(3, {"room": "coin", "deposits": [0, 30, 5]}) == \
            {"room": "coin", "deposits": [0, 30, 5]}
        for players, options in [(1, {}), (5, {}), (2, {"room": "vip"}), (2, {"deposits": [1, 0]}),
                                 (2, {"room": "coin", "deposits": [31, 0]}),
                                 (2, {"room": "coin", "deposits": [1]}),
                                 (2, {"room": "coin", "deposits": [True, 0]}), (2, {"speed": 1})]:
            with pytest.raises(InvalidAction):
                E.normalize_options(players, options)

    def test_prompt_keys_change_per_decision(self):
        s = game()
        k1 = E.prompts(s)[0].key
        s, _ = land_on(s, 0, 11)
        k2 = E.prompts(s)[0].key
        s, _ = E.apply(s, 0, {"type": "decline"})
        k3 = E.prompts(s)[0].key
        assert len({k1, k2, k3}) == 3
        assert E.prompts(s)[0].key == k3

    def test_view_hides_rng_and_decks_and_is_json(self):
        s = game(3, room="coin", deposits=[1, 2, 3])
        stack(s, "chance", "chance-07")
        s, _ = land_on(s, 0, 7)
        for seat in (None, 0, 1, 2):
            v = E.view(s, seat)
            text = json.dumps(v)
            assert "rng" not in v and "decks" not in v and "chance-02" not in text
            assert len(v["board"]) == 40 and v["round"] == 1
            assert v["last_dice"]["total"] == 7 and v["last_card"]["id"] == "chance-07"
            assert [p["cash"] for p in v["seats"]] == [4650, 4500, 4500]
        assert E.legal_actions(s, 1) == [{"type": "roll"}, {"type": "resign"}]
        assert E.legal_actions(s, 0) == [{"type": "resign"}]
        assert "legal_actions" not in E.view(s, 1) and "prompts" not in E.view(s, 1)  # in the envelope

    def test_replay_is_deterministic(self):
        from tests.engine_harness import replay
        moves = [(0, {"type": "roll"})]
        a = replay(E, 2, {"room": "normal"}, 99, moves)
        b = replay(E, 2, {"room": "normal"}, 99, moves)
        assert a == b
