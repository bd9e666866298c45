"""拥有者的决断: every die face, every square, moving, the goal and the end, timeouts."""

from __future__ import annotations

import pytest

from boardgames.engines.core import IllegalAction, InvalidAction, NotYourTurn
from boardgames.engines.owners_choice import ENGINE

from .owners_choice_support import Dice, cell, money_total, position

RED, YELLOW, GREEN, BLUE, ANY, EVENT, X100, DOLLAR = 1, 2, 3, 4, 5, 6, 7, 8


@pytest.fixture
def dice(monkeypatch):
    return Dice(monkeypatch)


def base(**kw):
    """Seat 1 chairs every company (3 each); seat 0 holds one of each; seat 2 none."""
    kw.setdefault("shares", [{"red": 1, "yellow": 1, "green": 1, "blue": 1},
                             {"red": 3, "yellow": 3, "green": 3, "blue": 3}, {}])
    return position(**kw)


def to_square(s, square):
    """Seat 0 pays 20 and moves pawn 0 from the square before ``square``."""
    s["pawns"][0] = square - 1
    s, ev = ENGINE.apply(s, 0, {"type": "move", "pawn": 0, "steps": 1})
    return s, ev


def company_roll(s, dice, company, *faces, square=None):
    dice.queue(*faces)
    s, _ = to_square(s, square or {"red": RED, "yellow": YELLOW, "green": GREEN, "blue": BLUE}[company])
    assert s["pending"]["kind"] == "company" and s["pending"]["seat"] == 1
    return ENGINE.apply(s, 1, {"type": "company_die"})


def test_move_costs_20_and_lands(dice):
    s = base()
    s["track"][RED] = "x100"  # a square that needs no decision
    s2, ev = to_square(s, RED)
    assert s2["cash"][0] == 690 - 20 and s2["pawns"][0] == RED and s2["turn"]["moved"]
    assert s2["cash"][1] == 690 + 400  # seat 1 chairs all four companies


def test_company_square_pays_30_to_the_fund_and_rolls_its_die(dice):
    s, _ = company_roll(base(), dice, "red", ("up", 2))
    assert s["companies"]["red"]["cell"] == cell(120)
    assert s["cash"][1] == 690 - 30 and s["fund"] == 30


def test_red_dividend_pays_every_holder(dice):
    s, _ = company_roll(base(cells={"red": cell(150)}), dice, "red", ("dividend", 0))
    assert s["cash"][0] == 690 - 20 + 15 and s["cash"][1] == 690 - 30 + 45 and s["cash"][2] == 690


def test_red_other_up_is_the_chairmans_choice(dice):
    s, _ = company_roll(base(), dice, "red", ("other_up", 1))
    assert s["pending"]["kind"] == "target" and s["pending"]["seat"] == 1
    assert [a["company"] for a in ENGINE.legal_actions(s, 1) if a["type"] == "choose_company"] == [
        "yellow", "green", "blue"]
    with pytest.raises(IllegalAction):
        ENGINE.apply(s, 1, {"type": "choose_company", "company": "red"})
    with pytest.raises(NotYourTurn):
        ENGINE.apply(s, 0, {"type": "choose_company", "company": "green"})
    s, _ = ENGINE.apply(s, 1, {"type": "choose_company", "company": "green"})
    assert s["companies"]["green"]["cell"] == cell(110) and s["companies"]["red"]["cell"] == cell(100)


@pytest.mark.parametrize("face,target,price", [(("other_down", 1), "red", 90), (("other_down", 2), "yellow", 80)])
def test_blue_other_down(dice, face, target, price):
    s, _ = company_roll(base(), dice, "blue", face)
    assert s["pending"]["exclude"] == "blue"
    s, _ = ENGINE.apply(s, 1, {"type": "choose_company", "company": target})
    assert s["companies"][target]["cell"] == cell(price)


@pytest.mark.parametrize("company,face,price", [
    ("blue", ("up", 1), 110), ("blue", ("up", 2), 120), ("green", ("up", 1), 110), ("green", ("up", 2), 120),
    ("yellow", ("up", 1), 110), ("yellow", ("up", 2), 120), ("yellow", ("up", 3), 130),
    ("yellow", ("down", 1), 90), ("green", ("nothing", 0), 100),
])
def test_own_price_faces(dice, company, face, price):
    s, _ = company_roll(base(), dice, company, face)
    assert s["companies"][company]["cell"] == cell(price)
    assert s["pending"] is None and s["fund"] == 30


@pytest.mark.parametrize("company", ["blue", "green", "yellow"])
def test_dividend_faces(dice, company):
    s, _ = company_roll(base(cells={company: cell(220)}), dice, company, ("dividend", 0))
    assert s["cash"][0] == 690 - 20 + 22 and s["cash"][1] == 690 - 30 + 66


def test_steps_cross_the_gaps_of_the_ladder_and_stop_at_limit_up(dice):
    s, _ = company_roll(base(cells={"red": cell(190)}), dice, "red", ("up", 2))
    assert s["companies"]["red"]["cell"] == cell(220)
    s, _ = company_roll(base(cells={"red": cell(300)}), dice, "red", ("up", 2))
    assert s["companies"]["red"]["cell"] == 23


@pytest.mark.parametrize("face,price", [(("down_take", 1), 90), (("down_take", 2), 80)])
def test_black_die_lowers_and_the_chairman_takes_the_fund(dice, face, price):
    dice.queue(face)
    s, _ = to_square(base(fund=70), RED)
    s, _ = ENGINE.apply(s, 1, {"type": "fund_die"})
    assert s["companies"]["red"]["cell"] == cell(price) and s["fund"] == 0 and s["cash"][1] == 760


def test_black_die_blank_face(dice):
    dice.queue(("nothing", 0))
    s, _ = to_square(base(fund=70), RED)
    s, _ = ENGINE.apply(s, 1, {"type": "fund_die"})
    assert s["companies"]["red"]["cell"] == cell(100) and s["fund"] == 70 and s["cash"][1] == 690


def test_company_die_needs_30_cash(dice):
    s, _ = to_square(base(cash=[690, 29, 690]), RED)
    assert {"type": "company_die"} not in ENGINE.legal_actions(s, 1)
    with pytest.raises(IllegalAction):
        ENGINE.apply(s, 1, {"type": "company_die"})


def test_company_square_without_shareholders_does_nothing(dice):
    s = base(shares=[{}, {"red": 2}, {}])
    s2, ev = to_square(s, YELLOW)
    assert s2["pending"] is None and any(e.get("reason") == "no shareholders" for e in ev)


def test_four_company_square_mover_picks(dice):
    dice.queue(("up", 3))
    s, _ = to_square(base(), ANY)
    assert s["pending"] == {**s["pending"], "kind": "pick", "seat": 0}
    s, _ = ENGINE.apply(s, 0, {"type": "choose_company", "company": "yellow"})
    assert s["pending"]["kind"] == "company" and s["pending"]["company"] == "yellow"
    s, _ = ENGINE.apply(s, 1, {"type": "company_die"})
    assert s["companies"]["yellow"]["cell"] == cell(130)


def test_white_die_short_fund_then_bank(dice):
    dice.queue(("fund_reroll", 30), ("fund_reroll", 30), ("bank", 100))
    s, _ = to_square(base(fund=40), EVENT)
    assert s["fund"] == 0 and s["cash"][0] == 690 - 20 + 30 + 10 + 100


def test_white_die_all_down(dice):
    dice.queue(("all_down", 1))
    s, _ = to_square(base(cells={"green": cell(40)}), EVENT)
    assert [s["companies"][c]["cell"] for c in ("red", "yellow", "green", "blue")] == [6, 6, 0, 6]


def test_white_die_pick_down_is_the_movers(dice):
    dice.queue(("pick_down", 2))
    s, _ = to_square(base(), EVENT)
    assert s["pending"]["seat"] == 0 and s["pending"]["exclude"] is None
    s, _ = ENGINE.apply(s, 0, {"type": "choose_company", "company": "blue"})
    assert s["companies"]["blue"]["cell"] == cell(80)


def test_white_die_swap(dice):
    dice.queue(("swap", 0))
    s, _ = to_square(base(), EVENT)
    assert s["pending"]["kind"] == "swap"
    swaps = [a for a in ENGINE.legal_actions(s, 0) if a["type"] == "swap"]
    assert len(swaps) == 12 and all(a["with"] == 1 for a in swaps)
    with pytest.raises(IllegalAction):
        ENGINE.apply(s, 0, {"type": "swap", "with": 2, "give": "red", "take": "blue"})
    s, _ = ENGINE.apply(s, 0, {"type": "swap", "with": 1, "give": "red", "take": "blue"})
    assert s["shares"][0] == {"red": 0, "yellow": 1, "green": 1, "blue": 2}
    assert s["shares"][1] == {"red": 4, "yellow": 3, "green": 3, "blue": 2}


def test_swap_respects_the_cap_and_can_be_declined(dice):
    dice.queue(("swap", 0))
    s, ev = to_square(base(shares=[{"red": 1, "blue": 12}, {"blue": 3}, {}]), EVENT)
    # red for blue would give seat 0 a 13th blue share; nothing else differs: no prompt
    assert s["pending"] is None and ev[-1]["reason"] == "no share swap is possible"
    dice.queue(("swap", 0))
    s, _ = to_square(base(), EVENT)
    s, _ = ENGINE.apply(s, 0, {"type": "decline"})
    assert s["shares"][0]["red"] == 1 and s["pending"] is None


def test_x100_pays_each_chairman_per_company():
    s = position(shares=[{"red": 2, "yellow": 2}, {"green": 1}, {}])
    s2, _ = to_square(s, X100)
    assert s2["cash"] == [690 - 20 + 200, 790, 690]


def test_dollar_square_nothing_in_the_high_zone():
    s2, _ = to_square(base(cells={"red": cell(190)}), DOLLAR)
    assert s2["cash"] == [670, 690, 690]


def test_dollar_square_highest_in_the_zone_ties_all_pay():
    s2, _ = to_square(base(cells={"red": cell(240), "blue": cell(240), "green": cell(220)}), DOLLAR)
    assert s2["cash"] == [670 + 24 + 24, 690 + 72 + 72, 690]


def test_dollar_square_limit_up_pays_like_300():
    s2, _ = to_square(base(cells={"yellow": 23, "blue": cell(300)}), DOLLAR)
    assert s2["cash"] == [670 + 30, 690 + 90, 690]


def test_steps_limit_and_cash_for_moving():
    s = position(players=4)
    with pytest.raises(InvalidAction):
        ENGINE.apply(s, 0, {"type": "move", "pawn": 0, "steps": 4})
    s["cash"][0] = 19
    with pytest.raises(IllegalAction):
        ENGINE.apply(s, 0, {"type": "move", "pawn": 0, "steps": 1})
    assert all(a["type"] != "move" for a in ENGINE.legal_actions(s, 0))


def test_free_roll_of_four_with_four_players_runs_an_event(dice):
    dice.queue(("steps", 4), ("bank", 100))
    s, _ = ENGINE.apply(position(players=4), 0, {"type": "roll", "pawn": 1})
    assert s["pawns"] == [0, 0] and s["cash"][0] == 790


def test_free_roll_of_four_with_three_players_moves(dice):
    dice.queue(("steps", 4))
    s, _ = ENGINE.apply(position(players=3), 0, {"type": "roll", "pawn": 1})
    assert s["pawns"] == [0, 4] and s["cash"][0] == 690


def test_goal_bonus_short_fund_and_end_with_final_sale():
    s = position(shares=[{"red": 2}, {"yellow": 1, "green": 3}, {"blue": 1}],
                 cells={"red": cell(150), "green": 0}, fund=60, pawns=(35, 36))
    s, _ = ENGINE.apply(s, 0, {"type": "move", "pawn": 0, "steps": 3})
    assert s["pawns"] == [37, 36] and s["fund"] == 0 and s["cash"][0] == 690 - 20 + 60
    assert ENGINE.outcome(s) is None
    with pytest.raises(IllegalAction):
        ENGINE.apply(s, 0, {"type": "roll", "pawn": 0})
    s, _ = ENGINE.apply(s, 0, {"type": "end_turn"})
    s, _ = ENGINE.apply(s, 1, {"type": "move", "pawn": 1, "steps": 2})
    out = ENGINE.outcome(s)
    assert s["phase"] == "over" and s["final"] == [730 + 300, 670 + 100, 690 + 100]
    assert out.places == [1, 3, 2] and [x["status"] for x in out.seats] == ["won", "lost", "lost"]
    assert all(sum(x.values()) == 0 for x in s["shares"]) and ENGINE.prompts(s) == []


def test_equal_final_cash_ranks_by_seat_order():
    s = position(pawns=(37, 36), seat=2, cash=[700, 800, 700])
    s, _ = ENGINE.apply(s, 2, {"type": "move", "pawn": 1, "steps": 1})
    assert s["final"] == [700, 800, 680] and ENGINE.outcome(s).places == [2, 1, 3]


def test_chairman_timeout_rolls_black_and_three_timeouts_leave(dice):
    dice.queue(("down_take", 1))
    s, _ = to_square(base(fund=10), RED)
    s, _ = ENGINE.apply(s, 1, ENGINE.timeout_action(s, 1))
    assert s["companies"]["red"]["cell"] == cell(90) and s["cash"][1] == 700 and s["timeouts"][1] == 1
    s["timeouts"][1] = 2
    s["turn"]["seat"] = 1
    s["turn"]["moved"] = False
    s, _ = ENGINE.apply(s, 1, {"type": "timeout"})
    assert s["status"][1] == "left" and sum(s["shares"][1].values()) == 0
    assert s["companies"]["red"]["chairman"] == 0 and s["turn"]["seat"] == 2


def test_two_player_game_ends_when_one_leaves():
    s = position(players=2, shares=[{"red": 3}, {"blue": 3}])
    s, _ = ENGINE.apply(s, 1, {"type": "resign"})
    out = ENGINE.outcome(s)
    assert out.reason == "last_player" and out.places == [1, 2]
    assert out.seats[1]["status"] == "resigned" and s["final"][0] == 690 + 300


def test_turn_flow_trade_then_move_ends_the_turn():
    s = base()
    s["track"][RED] = "x100"
    s, _ = ENGINE.apply(s, 0, {"type": "trade", "buy": {"red": 1}})
    assert ENGINE.prompts(s)[0].kinds == ("move", "roll")
    s, _ = ENGINE.apply(s, 0, {"type": "move", "pawn": 0, "steps": 1})
    assert s["turn"]["seat"] == 1 and money_total(s) == 690 * 3


def test_end_turn_needs_a_move():
    with pytest.raises(IllegalAction):
        ENGINE.apply(base(), 0, {"type": "end_turn"})


def test_the_turn_prompt_gets_a_new_key_after_a_decision(dice):
    dice.queue(("up", 2))
    s = base()
    first = ENGINE.prompts(s)[0].key
    s, _ = to_square(s, RED)
    s, _ = ENGINE.apply(s, 1, {"type": "company_die"})
    again = ENGINE.prompts(s)[0]
    assert again.seat == 0 and again.kinds == ("trade", "end_turn") and again.key != first
