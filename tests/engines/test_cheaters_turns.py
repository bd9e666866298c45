"""Turns: doubles, jail and the handcuffs, auctions, trades, debts and bankruptcy, the
final run and its payout, resigning and three timeouts (seed 003; RULINGS)."""

from __future__ import annotations

import pytest

from boardgames.engines.cheaters import data

from .cheaters_support import E, act, cash, game, jail, own, rig, roll, turn_of


def test_doubles_roll_again_and_the_third_double_goes_to_jail():
    s = turn_of(game(2), 0, 0)
    s, _ = roll(s, 0, 2, 2)  # 4: rest
    assert s["stage"] == {**s["stage"], "kind": "end", "doubles": True}
    with pytest.raises(Exception, match="roll again"):
        E.apply(s, 0, {"type": "end_turn"})
    s, _ = roll(s, 0, 4, 4)  # 12: rest
    s, _ = roll(s, 0, 3, 3)  # third doubles
    assert s["seats"][0]["in_jail"] and s["seats"][0]["position"] == 10
    assert s["stage"] == {**s["stage"], "kind": "end", "doubles": False}


def test_jail_doubles_free_you_and_move_without_rolling_again():
    s = turn_of(game(2), 0)
    jail(s, 0)
    s["stage"]["in_jail"] = True
    s, _ = roll(s, 0, 1, 1)
    assert not s["seats"][0]["in_jail"] and s["seats"][0]["position"] == 12 and not s["stage"]["doubles"]


def test_jail_a_miss_waits_the_third_miss_pays_50_and_moves():
    s = turn_of(game(2), 0)
    jail(s, 0)
    s, _ = roll(s, 0, 1, 2)
    assert s["seats"][0]["in_jail"] and s["seats"][0]["jail_turns"] == 1 and s["stage"]["kind"] == "end"
    s["seats"][0]["jail_turns"] = 2
    turn_of(s, 0)
    s, _ = roll(s, 0, 1, 3)
    assert not s["seats"][0]["in_jail"] and s["seats"][0]["position"] == 14 and cash(s)[0] == 1450


def test_jail_bail_50_then_roll():
    s = turn_of(game(2), 0)
    jail(s, 0)
    s, _ = act(s, 0, {"type": "pay_bail"})
    assert cash(s) == [1450, 1500] and not s["seats"][0]["in_jail"] and s["stage"]["kind"] == "roll"


def test_the_handcuffs_a_new_prisoner_frees_the_old_one_to_just_visiting():
    s = turn_of(game(3), 0, 26)
    jail(s, 1)
    s, events = roll(s, 0, 1, 3)  # onto Go To Jail
    assert s["handcuffs"] == 0 and s["seats"][0]["in_jail"]
    assert not s["seats"][1]["in_jail"] and s["seats"][1]["position"] == 10
    assert {"type": "jail", "seat": 1, "freed": True, "how": "handcuffs"} in events


HONEST_RENT = ["bank_heist", "pickpocket", "trick_dice", "slippery_deed", "escape_artist"]


def declined(players=3):
    s = turn_of(game(players), 0, 35)  # 35 + 4 = 39 Boardwalk
    s, _ = roll(s, 0, 1, 3)
    s, _ = act(s, 0, {"type": "decline"})
    assert s["auction"]["square"] == 39
    assert sorted(p.seat for p in E.prompts(s)) == list(range(players))
    return s


def test_a_declined_property_goes_to_a_sealed_auction_the_highest_bid_pays():
    s = declined()
    s, events = act(s, 1, {"type": "bid", "amount": 150})
    assert E.view(s, 2)["auction"]["my_bid"] is None and E.view(s, 1)["auction"]["my_bid"] == 150
    assert E.redact_action({"type": "bid", "amount": 150}, 1, 2) == {"type": "bid"}
    s, _ = act(s, 2, {"type": "bid", "amount": 200})
    s, events = act(s, 0, {"type": "bid", "amount": 0})
    assert s["owners"][39] == 2 and cash(s) == [1500, 1500, 1300] and s["stage"]["kind"] == "end"
    assert {"type": "auction", "square": 39, "bids": [[0, 0], [1, 150], [2, 200]], "winner": 2} in events


def test_an_auction_tie_goes_to_the_first_bidder_after_the_current_player():
    s = declined()
    for seat in (2, 0, 1):
        s, _ = act(s, seat, {"type": "bid", "amount": 100})
    assert s["owners"][39] == 1 and cash(s) == [1500, 1400, 1500]


def test_an_auction_without_bids_leaves_the_land_with_the_bank():
    s = declined()
    for seat in (0, 1, 2):
        s, _ = act(s, seat, {"type": "bid", "amount": 0})
    assert s["owners"][39] is None and cash(s) == [1500, 1500, 1500]


def test_a_bid_above_your_cash_is_refused():
    s = declined()
    with pytest.raises(Exception, match="Bid between"):
        E.apply(s, 1, {"type": "bid", "amount": 1501})


def test_a_trade_by_offer_and_acceptance():
    s = turn_of(game(3), 0)
    own(s, 0, 1)
    own(s, 1, 3)
    offer = {"type": "offer", "to": 1, "give": [1], "get": [3], "give_cash": 50, "get_cash": 0}
    s, _ = act(s, 0, offer)
    assert [p.seat for p in E.prompts(s)] == [1]
    s, events = act(s, 1, {"type": "accept"})
    assert s["owners"][1] == 1 and s["owners"][3] == 0 and cash(s) == [1450, 1550, 1500]
    assert s["stage"]["kind"] == "roll" and [p.seat for p in E.prompts(s)] == [0]
    s, _ = act(s, 0, {**offer, "give": [3], "get": [1]})
    s, _ = act(s, 1, {"type": "reject"})
    assert s["owners"][3] == 0 and cash(s) == [1450, 1550, 1500]


def test_an_offer_of_deeds_you_do_not_own_is_refused():
    s = turn_of(game(3), 0)
    with pytest.raises(Exception, match="deeds you own"):
        E.apply(s, 0, {"type": "offer", "to": 1, "give": [39], "get": [], "give_cash": 0, "get_cash": 10})


def rent_debt():
    s = turn_of(game(3, face_up=HONEST_RENT), 0, 35)  # 35 + 4 = Boardwalk, seat 1's with a hotel: ₩2000
    own(s, 1, 39)
    own(s, 0, 1, 3)
    s["levels"][39] = 1
    s["hotels_left"] -= 1
    s["seats"][0]["cash"] = 1900
    rig(s, 1, 3)
    s, events = act(s, 0, {"type": "roll"})
    return s


def test_a_debt_larger_than_cash_is_paid_by_selling_deeds_to_the_bank_at_face_value():
    s = rent_debt()
    assert cash(s)[0] == 1900 and s["debts"][0]["amount"] == 2000 and s["debts"][0]["payees"] == [[1, 2000]]
    assert [(p.seat, p.kinds) for p in E.prompts(s)] == [(0, ("sell", "offer"))]
    s, _ = act(s, 0, {"type": "sell", "squares": [1, 3]})
    assert s["owners"][1] is None and s["owners"][3] is None and not s["debts"]
    assert cash(s) == [20, 3500, 1500] and s["stage"]["kind"] == "end"


def test_a_debtor_may_sell_a_deed_to_a_player_at_an_agreed_price():
    s = rent_debt()
    s, _ = act(s, 0, {"type": "offer", "to": 2, "give": [3], "get": [], "give_cash": 0, "get_cash": 150})
    s, _ = act(s, 2, {"type": "accept"})
    assert s["owners"][3] == 2 and not s["debts"] and cash(s) == [50, 3500, 1350]


def test_the_debt_timeout_sells_the_cheapest_deeds():
    s = rent_debt()
    s, _ = act(s, 0, {"type": "timeout"})
    assert not s["debts"] and s["owners"][1] is None and s["owners"][3] is None
    assert cash(s) == [20, 3500, 1500]


def test_bankruptcy_to_a_player_gives_the_creditor_the_cash_and_every_deed_with_its_hotel():
    s = turn_of(game(3, face_up=HONEST_RENT), 0, 35)
    own(s, 1, 39)
    own(s, 0, 1, 3)
    s["levels"][39] = 1
    s["levels"][1] = 1
    s["hotels_left"] -= 2
    s["seats"][0]["cash"] = 100
    s["seats"][0]["cards"] = ["CH07"]
    s["decks"]["chance"].remove("CH07")
    s, events = roll(s, 0, 1, 3)  # Boardwalk's hotel rent 2000 > 100 cash + face values 250 + 60
    assert s["seats"][0]["status"] == "bankrupt" and cash(s) == [0, 1600, 1500]
    assert s["owners"][1] == 1 and s["owners"][3] == 1 and s["levels"][1] == 1 and s["hotels_left"] == 13
    assert [(e["square"], e["from"], e["to"]) for e in events if e["type"] == "deed"] == [(1, 0, 1), (3, 0, 1)]
    assert {"type": "money", "payer": 0, "payee": 1, "amount": 100, "reason": "rent", "square": 39} in events
    assert s["decks"]["chance"][-1] == "CH07" and s["seats"][0]["cards"] == []  # turned over, not handed on
    assert s["turn"]["seat"] == 1 and s["stage"]["kind"] == "roll"


def test_bankruptcy_to_the_bank_returns_the_land_and_its_hotel_to_the_bank():
    from boardgames.engines.cheaters import rules
    from boardgames.engines.property.money import Ctx

    s = turn_of(game(3), 0)
    own(s, 0, 1, 13)
    s["levels"][1] = 1
    s["hotels_left"] -= 1
    s["seats"][0]["cash"] = 70
    ctx = Ctx(s)
    rules.go_bankrupt(ctx, 0, [["bank", 5000]], "card", None)
    assert cash(s) == [0, 1500, 1500] and s["bank"]["received"] == 70
    assert s["owners"][1] is None and s["owners"][13] is None and s["levels"][1] == 1 and s["hotels_left"] == 14  # Connecticut and square 1


def test_a_jail_bail_bankruptcy_pays_the_bank_and_the_land_goes_back():
    s = turn_of(game(3, face_up=HONEST_RENT), 0)
    jail(s, 0)
    s["seats"][0]["jail_turns"] = 2
    own(s, 0, 13, 34)  # States Avenue ₩20, Pennsylvania Avenue free (seed)
    s["seats"][0]["cash"] = 10
    s, events = roll(s, 0, 1, 2)  # the third miss: ₩50 bail > 10 + 20 + 0
    assert s["seats"][0]["status"] == "bankrupt" and cash(s) == [0, 1500, 1500]
    assert s["owners"][13] is None and s["owners"][34] is None
    assert {"type": "money", "payer": 0, "payee": "bank", "amount": 10, "reason": "bail", "square": None} in events


def draw_chance(s, seat, card, square=3):
    """``seat`` rolls 1 + 3 from ``square`` onto Chance (7) with ``card`` on top."""
    s["decks"]["chance"].remove(card)
    s["decks"]["chance"].insert(0, card)
    return roll(s, seat, 1, 3)


def test_bankruptcy_owed_to_several_players_sells_the_land_and_shares_the_cash_by_what_each_is_owed():
    s = turn_of(game(4, face_up=HONEST_RENT), 0, 3)
    own(s, 0, 13, 34)
    s["seats"][0]["cash"] = 30
    s, events = draw_chance(s, 0, "CH14")  # pay each player ₩50: 150 > 30 + 20 + 0
    assert s["seats"][0]["status"] == "bankrupt"
    assert [(e["square"], e["value"]) for e in events if e["type"] == "sell"] == [(13, 20), (34, 0)]
    assert s["owners"][13] is None and s["owners"][34] is None
    assert cash(s) == [0, 1517, 1517, 1516]  # 50 in thirds: 16 each, the ₩2 left to seats 1 and 2


def test_bankruptcy_shares_follow_the_parts_owed():
    from boardgames.engines.cheaters.rules import shares

    assert shares([[1, 300], [2, 100]], 200) == [[1, 150], [2, 50]]
    assert shares([["bank", 300], [1, 50], [2, 50]], 99) == [["bank", 75], [1, 12], [2, 12]]
    assert shares([[1, 50], [2, 50], [3, 50]], 0) == [[1, 0], [2, 0], [3, 0]]


def test_the_last_player_standing_wins():
    s = turn_of(game(2, face_up=HONEST_RENT), 0, 35)
    own(s, 1, 39)
    s["levels"][39] = 1
    s["hotels_left"] -= 1
    s, _ = roll(s, 0, 1, 3)
    outcome = E.outcome(s)
    assert outcome.reason == "last_player" and outcome.places == [2, 1]
    assert [f["status"] for f in outcome.seats] == ["lost", "won"]


def final_run(players=2):
    s = game(players)
    for q in data.STREETS:
        s["owners"][q] = 0 if q < 20 else 1
    s["owners"][39] = None
    return turn_of(s, 0, 36)


def test_the_final_run_starts_when_every_property_is_owned_and_stops_on_go():
    s = final_run()
    s, events = roll(s, 0, 1, 2)  # 39: buy Boardwalk, the last property
    s, events = act(s, 0, {"type": "buy"})
    assert s["final_run"] and {"type": "final_run"} in events
    s, _ = act(s, 0, {"type": "end_turn"})
    s, _ = act(s, 1, {"type": "pass"})
    turn_of(s, 1, 30)
    s, _ = roll(s, 1, 6, 6)  # 12 steps from 30: stops on GO, takes ₩200, no roll again
    assert s["seats"][1]["position"] == 0 and s["seats"][1]["at_go"] and cash(s)[1] == 1700
    assert s["stage"] == {**s["stage"], "kind": "end", "doubles": False}


def test_the_payout_when_everyone_is_on_go_then_most_cash_wins():
    s = final_run()
    s["final_run"] = True
    s["owners"][39] = 0
    s["seats"][1].update(at_go=True, position=0)
    s, _ = roll(s, 0, 2, 3)  # 36 + 5: GO (₩200)
    s, _ = act(s, 0, {"type": "end_turn"})
    s, events = act(s, 1, {"type": "pass"})
    assert s["ended"]["reason"] == "final_run"
    # seat 0: brown 4+8, light blue 12+12+600 (Connecticut's hotel), pink 20+20+24, orange
    # 28+28+32 (all full groups, doubled), Boardwalk alone 50; seat 1: red 36+36+40, yellow
    # 44+44+48, green 52+52+56 (doubled), Park Place alone 35
    assert [e for e in events if e["type"] == "payout"] == [
        {"type": "payout", "seat": 0, "amount": 838}, {"type": "payout", "seat": 1, "amount": 443}]
    assert cash(s) == [1500 + 200 + 838, 1500 + 443]
    outcome = E.outcome(s)
    assert outcome.places == [1, 2] and outcome.reason == "final_run"
    assert [f["cash"] for f in outcome.seats] == [2538, 1943]


def test_resign_returns_the_land_and_ranks_last():
    s = turn_of(game(3), 1)
    own(s, 0, 1)
    s, _ = act(s, 0, {"type": "resign"})
    assert s["seats"][0]["status"] == "resigned" and s["owners"][1] is None and cash(s)[0] == 0
    s, _ = act(s, 2, {"type": "resign"})
    outcome = E.outcome(s)
    assert outcome.places == [3, 1, 2] and [f["status"] for f in outcome.seats] == ["resigned", "won", "resigned"]


def test_three_timeouts_in_a_row_and_the_seat_has_left_and_is_played_out():
    s = turn_of(game(3), 0)
    for _ in range(3):
        turn_of(s, 0)
        s, _ = act(s, 0, {"type": "timeout"})
    assert s["seats"][0]["left"] and E.view(s, None)["seats"][0]["status"] == "left"
    assert s["seats"][0]["status"] == "playing"


def test_two_players_a_left_seat_ends_the_game():
    s = turn_of(game(2), 0)
    for _ in range(3):
        turn_of(s, 0)
        s, _ = act(s, 0, {"type": "timeout"})
    outcome = E.outcome(s)
    assert outcome.places == [2, 1] and outcome.seats[0]["status"] == "left"


def test_a_wrong_seat_or_action_is_refused_and_changes_nothing():
    s = turn_of(game(3), 0)
    with pytest.raises(Exception) as error:
        E.apply(s, 1, {"type": "roll"})
    assert type(error.value).__name__ == "NotYourTurn"
    with pytest.raises(Exception, match="Unknown action"):
        E.apply(s, 0, {"type": "fly"})
    with pytest.raises(Exception, match="not accepted now"):
        E.apply(s, 0, {"type": "end_turn"})


def test_the_window_is_a_20_second_live_window_for_every_other_player_and_its_timeout_passes():
    s = turn_of(game(3), 0)
    from .cheaters_support import to_end

    s = to_end(s, 0)
    s, _ = act(s, 0, {"type": "end_turn"})
    prompts = E.prompts(s)
    assert [(p.seat, p.kinds, p.clock, p.window_seconds, p.on_timeout) for p in prompts] == [
        (1, ("accuse", "pass"), "window", 20, "pass"), (2, ("accuse", "pass"), "window", 20, "pass")]
    s, _ = act(s, 1, {"type": "timeout"})
    s, _ = act(s, 2, {"type": "timeout"})
    assert cash(s) == [1500, 1500, 1500] and s["turn"]["seat"] == 1 and s["stage"]["kind"] == "roll"
    # an accuser's silence is a pass, never a missed move toward leaving (docs: Timeouts)
    assert [p["timeouts"] for p in s["seats"]] == [0, 0, 0]


def test_timeouts_decline_into_the_auction_and_bid_nothing():
    s = turn_of(game(3), 0, 35)
    s, _ = roll(s, 0, 1, 3)
    s, _ = act(s, 0, {"type": "timeout"})
    assert s["auction"]["square"] == 39
    for seat in (0, 1, 2):
        s, _ = act(s, seat, {"type": "timeout"})
    assert s["owners"][39] is None and s["stage"]["kind"] == "end"


def test_the_registration():
    from boardgames.registry import get_spec

    spec = get_spec("cheaters-edition")
    assert (spec.name_zh, spec.name_en) == ("大富翁作弊版", "Monopoly: Cheaters Edition")
    assert E.player_counts == (2, 3, 4, 5, 6) and set(spec.bots) == {"random", "good"}
    assert spec.scoring == "ratings.scoring.rank_points:score_game"


def test_a_catcher_who_resigns_before_rolling_for_the_cheater_leaves_the_roll_to_the_cheater():
    s = turn_of(game(3), 0)
    s["turn"]["roll_for"] = 1
    s["stage"] = {"kind": "roll_for", "seat": 1, "for_seat": 0, "key": "99:roll_for:1"}
    s, _ = act(s, 1, {"type": "resign"})
    assert s["stage"]["kind"] == "roll" and s["stage"]["seat"] == 0


def test_places_cash_first_then_the_bankrupt_then_left_then_resigned_seats():
    s = game(5)
    s["seats"][0]["left"] = True
    s["seats"][1]["status"] = "bankrupt"
    s["seats"][2]["status"] = "resigned"
    s["seats"][3]["cash"] = 900
    s["seats"][4]["cash"] = 900
    s["out_order"] = [1, 2]
    s["ended"] = {"reason": "final_run", "round": 9}
    outcome = E.outcome(s)
    assert outcome.places == [4, 3, 5, 1, 1]  # equal cash shares the first place
    assert [f["status"] for f in outcome.seats] == ["left", "lost", "resigned", "won", "won"]
    assert outcome.rounds == 9 and outcome.seats[1]["bankrupt"]
