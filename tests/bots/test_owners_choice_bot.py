"""The good 拥有者的决断 bot's model and its sharpest choices, on real views of the engine."""

from __future__ import annotations

import random

from boardgames.bots.owners_choice import good_bot
from boardgames.bots.owners_choice_value import Model
from boardgames.registry import get_engine

ENGINE = get_engine("owners-choice")


def start_view(players: int = 2, seed: int = 5) -> dict:
    state = ENGINE.new_game(players, ENGINE.normalize_options(players, {}), seed)
    return ENGINE.view(state, ENGINE.prompts(state)[0].seat)


def test_price_shifts_follow_the_ladder_and_a_fall_past_40_suspends():
    view = start_view()
    m = Model(view)
    me = m.me
    held = m.shares(me, "red")
    assert m.shift("red", 2)[me] == held * 20          # 100 -> 120
    assert m.shift("red", 99)[me] == held * 200        # stops at limit-up (300)
    view["companies"]["red"]["cell"] = 2                # 50
    assert m.shift("red", -2)[me] == held * -50         # past 40: suspended, worth 0


def test_company_die_costs_the_chairman_30_and_the_fund_die_pays_it_the_fund():
    view = start_view()
    m = Model(view)
    seat = m.chairman("green")
    view["fund"] = 90
    fund = m.chairman_roll("green", "fund_die")
    held = m.shares(seat, "green")
    # black die: -1 and the fund x3, -2 and the fund x2, nothing (seed 六)
    assert fund[seat] == (3 * (90 - 10 * held) + 2 * (90 - 20 * held)) / 6
    die = m.chairman_roll("green", "company_die")
    # green die: +1, +2, dividend x3 (10 a share), nothing; minus 30 to the fund
    assert die[seat] == held * (10 + 20 + 3 * 10) / 6 - 30


def test_the_second_pawn_reaches_the_goal_only_while_the_bot_leads():
    """Seed 五: the second pawn on Goal100 ends the game at once."""
    view = start_view()
    me = view["you"]["seat"]
    view["pawns"] = [view["goal"], view["goal"] - 2]
    legal = [{"type": "move", "pawn": 1, "steps": 1}, {"type": "move", "pawn": 1, "steps": 2},
             {"type": "roll", "pawn": 1}]
    for cash, expected in ((0, {"type": "move", "pawn": 1, "steps": 2}),
                           (10_000, {"type": "move", "pawn": 1, "steps": 1})):
        for s in view["seats"]:
            if s["seat"] != me:
                s["cash"] = cash
        assert good_bot(view, legal, random.Random(1)) == expected, cash


def test_it_buys_the_share_that_makes_it_chairman():
    view = start_view(players=3)
    me = view["you"]["seat"]
    other = (me + 1) % 3
    for s in view["seats"]:
        s["shares"] = {"red": 0, "yellow": 0, "green": 0, "blue": 0}
    view["seats"][me]["shares"]["blue"] = 2
    view["seats"][other]["shares"]["blue"] = 2
    for c in ("red", "yellow", "green", "blue"):
        view["seats"][other]["shares"][c] = max(view["seats"][other]["shares"][c], 1)
        view["companies"][c]["chairman"] = other
    legal = [{"type": "trade", "buy": {c: 1}} for c in ("red", "yellow", "blue")]
    legal.append({"type": "roll", "pawn": 0})
    # one more blue (3 > 2) takes the chair; one red or yellow only ties (the sitting
    # chairman keeps a tie, docs/rules/owners-choice.md "Chairmen")
    assert good_bot(view, legal, random.Random(3)) == {"type": "trade", "buy": {"blue": 1}}
    view["seats"][me]["cash"] = 149  # 100 a share would leave less than the 50 reserve
    assert good_bot(view, legal, random.Random(3)) == {"type": "roll", "pawn": 0}
