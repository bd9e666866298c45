"""The later-turn effects of the cheat table during the final run to GO (seed
003_47cfe9ecf61478dc.txt, 作弊卡 and 遊戲結束; docs/rules/cheaters-edition.md, "The end").

Seed 遊戲結束: "一旦一名玩家最後一次到達'GO'，他們就會停止輪流，等待其他玩家追趕，儘管他們仍然可以收取和
支付租金，並且破產。" Three cheats act in a later turn: 扒手 (reward: "在他們的下一個回合中，作弊者可以
購買最便宜的未被擁有的房產"), 作弊骰子 (penalty: "在他們的下一個回合中，他們必須向抓到他們的人支付 ₩200，並允許
該玩家為他們擲骰子") and 價格哄抬 (penalty: "他們在監獄期間不得收取租金"). Expected cash is worked out by hand
in each docstring from the classic US deeds (RULINGS) with the seed's prices.
"""

from __future__ import annotations

from boardgames.engines.cheaters import data

from .cheaters_support import E, act, cash, cheat, game, own, rig, roll, to_end, turn_of
from .test_cheaters_audit2 import close, honest_turn, hotel, quiet, with_cheat


def final_board(s, owner=1, bank=(3, 39)):
    """The final run is on; every street is ``owner``'s but ``bank`` (land that went back
    to the bank after the run began: seed "如果帶有酒店的房產歸還給銀行，酒店將保留在房產上")."""
    s["final_run"] = True
    own(s, owner, *data.STREETS)
    own(s, None, *bank)
    return s


def picked_on_go(waiting=()):
    """Seat 0 of 3, on Chance (36), takes ₩400 from seat 2, then rolls 1+3 onto GO: it
    stops there (₩200) and waits. ``waiting``: seats already waiting on GO."""
    s = final_board(quiet(players=3, square=36))
    for q in waiting:
        s["seats"][q].update(at_go=True, position=0)
    s, _ = cheat(s, 0, "pickpocket", target=2, amount=400)
    s, _ = roll(s, 0, 1, 3)
    assert s["seats"][0]["position"] == 0 and s["seats"][0]["at_go"]
    assert cash(s) == [1500 + 400 + 200, 1500, 1100]
    return s


def test_pickpocket_reward_falls_due_when_the_order_passes_over_the_seat_waiting_on_go():
    """The defect this file was written for: the reward was dropped because a seat on GO
    has no turn. Our ruling (as for Trick Dice's ₩200): it falls due when the turn order
    reaches the seat and passes over it. The bank holds Baltic (₩60) and Boardwalk (₩400):
    the cheapest is Baltic; bought, seat 0 has 2100 - 60 = 2040 and the order goes on to seat 1."""
    s = close(picked_on_go())
    assert s["later"] == [{"seat": 0, "kind": "pickpocket_reward"}] and s["turn"]["seat"] == 1
    s = honest_turn(s, 1)
    s = honest_turn(s, 2)
    stage = s["stage"]
    assert (stage["kind"], stage["seat"], stage["square"], stage["price"]) == ("cheapest", 0, 3, 60)
    assert s["turn"]["seat"] == 0 and s["later"] == []
    assert [(p.seat, p.kinds) for p in E.prompts(s)] == [(0, ("buy", "decline"))]
    assert E.legal_actions(s, 0)[:2] == [{"type": "buy"}, {"type": "decline"}]
    assert E.view(s, 1)["pending"]["kind"] == "cheapest"
    s, _ = act(s, 0, {"type": "buy"})
    assert s["owners"][3] == 0 and cash(s) == [2040, 1500, 1100]
    assert s["seats"][0]["position"] == 0 and s["seats"][0]["at_go"]
    assert s["turn"]["seat"] == 1 and s["stage"]["kind"] == "roll" and s["stage"]["seat"] == 1
    assert s["window"] is None


def test_pickpocket_reward_on_go_declined_leaves_the_land_with_the_bank():
    """Declined (the reward is a "可以購買", a may): nothing changes hands, no auction
    (it is no landing), and the turn order goes on; the reward is spent."""
    s = close(picked_on_go())
    s = honest_turn(honest_turn(s, 1), 2)
    s, _ = act(s, 0, {"type": "decline"})
    assert s["owners"][3] is None and s["auction"] is None and cash(s) == [2100, 1500, 1100]
    assert s["turn"]["seat"] == 1 and s["stage"]["kind"] == "roll" and s["later"] == []


def test_pickpocket_reward_on_go_is_offered_before_the_payout():
    """Seats 1 and 2 already wait on GO, so the payout would come before seat 0's seat is
    reached: the reward is offered first. Baltic went back to the bank with its hotel (rent
    ₩450): bought for ₩60, it pays ₩450 at the payout: 2100 - 60 + 450 = 2490. Seat 2 owns
    nothing: ₩1100."""
    s = picked_on_go(waiting=(1, 2))
    hotel(s, 3)
    s = close(s)
    assert s["ended"] is None
    stage = s["stage"]
    assert (stage["kind"], stage["seat"], stage["square"], stage["price"]) == ("cheapest", 0, 3, 60)
    s, events = act(s, 0, {"type": "buy"})
    assert s["ended"]["reason"] == "final_run"
    payouts = {e["seat"]: e["amount"] for e in events if e["type"] == "payout"}
    assert payouts[0] == 450 and payouts[2] == 0
    assert cash(s)[0] == 2490 and cash(s)[2] == 1100 and s["owners"][3] == 0


def test_pickpocket_reward_on_go_with_nothing_unowned_lapses():
    """Nothing unowned when it falls due: nothing to buy; the reward lapses, as in a turn."""
    s = final_board(quiet(players=3, square=36), bank=())
    s, _ = cheat(s, 0, "pickpocket", target=2, amount=400)
    s, _ = roll(s, 0, 1, 3)
    s = honest_turn(honest_turn(close(s), 1), 2)
    assert s["turn"]["seat"] == 1 and s["stage"]["kind"] == "roll" and s["later"] == []
    assert cash(s) == [2100, 1500, 1100]


def test_pickpocket_reward_on_go_in_ultimate_mode():
    """Ultimate mode (no window, the reward paid when the turn ends): the same decision."""
    s = final_board(turn_of(game(3, ultimate=True), 0, 36))
    s, _ = cheat(s, 0, "pickpocket", target=2, amount=400)
    s, _ = roll(s, 0, 1, 3)
    s, _ = act(s, 0, {"type": "end_turn"})
    assert s["later"] == [{"seat": 0, "kind": "pickpocket_reward"}] and s["turn"]["seat"] == 1
    for seat in (1, 2):
        s = to_end(s, seat)
        s, _ = act(s, seat, {"type": "end_turn"})
    assert s["stage"]["kind"] == "cheapest" and s["stage"]["seat"] == 0 and s["stage"]["square"] == 3
    s, _ = act(s, 0, {"type": "buy"})
    assert s["owners"][3] == 0 and cash(s) == [2040, 1500, 1100] and s["turn"]["seat"] == 1


def test_caught_trick_dice_next_turn_in_the_final_run_pays_200_and_the_catcher_rolls_to_go():
    """Seat 0 on Pacific (31) claims 7 (Luxury Tax, 38; an odd total shows no double); the
    real dice 2+1 take it to Pennsylvania (34), seat 1's alone of the green group: rent ₩28.
    Caught by seat 1: back to 31, moved by the real 3 onto 34, ₩28 to seat 1. Its next
    turn: ₩200 to seat 1, who rolls 3+4 for it: 34 + 7 passes GO, so the token stops on GO
    (₩200) and waits. Seat 0: 1500 - 28 - 200 + 200 = 1472; seat 1: 1500 + 28 + 200 = 1728."""
    s = with_cheat("trick_dice", players=3, square=31)
    s["final_run"] = True
    own(s, 1, 34)
    rig(s, 2, 1)
    s, _ = cheat(s, 0, "trick_dice", total=7)
    assert s["seats"][0]["position"] == 38
    s = close(s, [(1, "trick_dice")])
    assert s["seats"][0]["position"] == 34 and cash(s) == [1472, 1528, 1500]
    assert s["later"] == [{"seat": 0, "kind": "trick_dice_penalty", "catcher": 1}]
    s = honest_turn(honest_turn(s, 1), 2)
    assert s["turn"]["seat"] == 0 and cash(s) == [1272, 1728, 1500]
    assert s["stage"]["kind"] == "roll_for" and s["stage"]["seat"] == 1
    s, _ = roll(s, 1, 3, 4)
    assert s["seats"][0]["position"] == 0 and s["seats"][0]["at_go"] and cash(s) == [1472, 1728, 1500]
    assert s["stage"]["kind"] == "end" and s["stage"]["seat"] == 0 and not s["stage"]["doubles"]


def gouged_on_go():
    """Seat 0 of 3 owns Boardwalk (rent ₩50, paid by seat 1 since its last turn), stands on
    Chance (36) in the final run, charges seat 1 ₩100 more, then rolls 1+3 onto GO."""
    s = with_cheat("price_gouging", players=3, square=36)
    s["final_run"] = True
    own(s, 0, 39)
    s["last_rent"][0] = {"payer": 1, "square": 39, "amount": 50}
    s, _ = cheat(s, 0, "price_gouging", amount=100)
    s, _ = roll(s, 0, 1, 3)
    assert s["seats"][0]["at_go"] and cash(s) == [1500 + 100 + 200, 1400, 1500]
    return s


def test_caught_price_gouging_on_go_goes_to_jail_and_collects_no_rent_there():
    """價格哄抬 penalty: "債權人必須歸還租金，然後去監獄...他們在監獄期間不得收取租金". Caught by seat 2
    after reaching GO: the rent and the extra (₩150) go back to seat 1 and seat 0 goes to
    jail. Ours: going to jail takes the token off GO, so the wait there ends (the seed's
    final arrival is the last one; the jail is not GO): seat 0 takes turns again. Seat 1
    lands on Boardwalk from 36 (1+2): no rent while seat 0 is in jail. Seat 0: 1800 - 150 = 1650."""
    s = close(gouged_on_go(), [(2, "price_gouging")])
    p = s["seats"][0]
    assert p["in_jail"] and p["no_rent"] and p["position"] == data.JAIL and not p["at_go"]
    assert cash(s) == [1650, 1550, 1500] and s["turn"]["seat"] == 1
    s["seats"][1]["position"] = 36
    s, _ = roll(s, 1, 1, 2)
    assert s["seats"][1]["position"] == 39 and cash(s) == [1650, 1550, 1500]
    s = close(s, seat=1)
    s = honest_turn(s, 2)
    assert s["turn"]["seat"] == 0 and s["stage"]["kind"] == "roll" and s["stage"]["in_jail"]
    s, _ = act(s, 0, {"type": "pay_bail"})
    assert not s["seats"][0]["no_rent"] and cash(s)[0] == 1600
    s, _ = roll(s, 0, 6, 5)  # 10 + 11 = 21, Kentucky, the bank's: a buy decision
    assert s["seats"][0]["position"] == 21 and not s["seats"][0]["at_go"]


def test_caught_price_gouging_on_go_as_the_last_player_does_not_end_the_game_in_jail():
    """The same catch when seats 1 and 2 wait on GO already: before the fix the payout came
    at once with seat 0 in jail (it counted as waiting on GO). Now seat 0's turn comes: in
    jail, it may pay bail."""
    s = gouged_on_go()
    for q in (1, 2):
        s["seats"][q].update(at_go=True, position=0)
    s = close(s, [(2, "price_gouging")])
    assert s["ended"] is None and s["turn"]["seat"] == 0 and s["stage"]["kind"] == "roll"
    assert s["seats"][0]["in_jail"] and cash(s) == [1650, 1550, 1500]


def test_escape_artist_reward_in_the_final_run_stops_on_go_before_a_property_past_it():
    """逃脫藝術家 reward: "如果有未售出的房產，他們從自己的位置前進到下一個房產並免費獲得產權證"; seed 遊戲結束:
    every move stops on GO "即使他們還有剩餘的移動" (₩200). Ours (docs/rules/cheaters-edition.md,
    The end): the reward's move is a move, so with the only unsold property past GO (Baltic,
    3) the token stops on GO and no deed comes. Seat 0 escapes jail, rolls 1+3 onto Virginia
    (14), seat 1's with the whole pink group: ₩24; the reward moves it on to GO: 1500 - 24 + 200."""
    s = with_cheat("escape_artist", players=3)
    final_board(s, bank=(3,))
    s["seats"][0].update(in_jail=True, position=data.JAIL, jail_turns=0)
    s["handcuffs"] = 0
    s["stage"]["in_jail"] = True
    s, _ = cheat(s, 0, "escape_artist")
    s, _ = roll(s, 0, 1, 3)
    assert s["seats"][0]["position"] == 14 and cash(s) == [1476, 1524, 1500]
    s = close(s)
    p = s["seats"][0]
    assert p["position"] == 0 and p["at_go"] and not p["in_jail"] and s["owners"][3] is None
    assert cash(s) == [1676, 1524, 1500] and s["turn"]["seat"] == 1
