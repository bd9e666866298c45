"""拥有者的决断 data and setup: the ladder, dividends, dice faces, L tiles, the deal."""

from __future__ import annotations

from collections import Counter

import pytest

from boardgames.engines.owners_choice import ENGINE, data
from boardgames.engines.owners_choice.market import buy_price, dividend, price


def test_ladder_cells_and_prices():
    assert data.CELL_PRICES[1:data.LIMIT_UP] == (40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150,
                                                 160, 170, 180, 190, 200, 220, 240, 260, 280, 300)
    assert (data.SUSPENDED, data.START_CELL, data.HIGH_ZONE_CELL, data.LIMIT_UP) == (0, 7, 17, 23)
    assert price(data.LIMIT_UP) == 300 and price(data.SUSPENDED) == 0


@pytest.mark.parametrize("cell,per_share", [(1, 4), (7, 10), (16, 19), (17, 20), (22, 30), (23, 30), (0, 0)])
def test_dividend_per_share(cell, per_share):
    assert dividend(cell) == per_share


def test_buy_prices():
    assert buy_price(data.SUSPENDED) == 40
    assert buy_price(data.LIMIT_UP) is None
    assert buy_price(data.START_CELL) == 100


def test_dice_faces_as_the_seed_lists_them():
    assert Counter(data.COMPANY_DICE["red"]) == {("up", 2): 2, ("dividend", 0): 2, ("other_up", 1): 2}
    assert Counter(data.COMPANY_DICE["blue"]) == {("up", 1): 2, ("up", 2): 1, ("dividend", 0): 1,
                                                  ("other_down", 1): 1, ("other_down", 2): 1}
    assert Counter(data.COMPANY_DICE["green"]) == {("up", 1): 1, ("up", 2): 1, ("dividend", 0): 3, ("nothing", 0): 1}
    assert Counter(data.COMPANY_DICE["yellow"]) == {("up", 1): 1, ("up", 2): 1, ("up", 3): 1,
                                                    ("dividend", 0): 2, ("down", 1): 1}
    assert Counter(data.BLACK_DIE) == {("down_take", 1): 3, ("down_take", 2): 2, ("nothing", 0): 1}
    assert Counter(data.WHITE_DIE) == {("fund_reroll", 30): 2, ("bank", 100): 1, ("swap", 0): 1,
                                       ("all_down", 1): 1, ("pick_down", 2): 1}


def test_eight_distinct_tile_faces_each_with_every_square_kind():
    assert len(set(data.TILE_FACES)) == 8
    for face in data.TILE_FACES:
        assert Counter(face) == {"red": 1, "yellow": 1, "green": 1, "blue": 1, "any": 1, "event": 2,
                                 "x100": 1, "dividend": 1}


@pytest.mark.parametrize("players,each", [(2, 6), (3, 4), (4, 3), (5, 3)])
def test_setup_deal_payment_and_track(players, each):
    s = ENGINE.new_game(players, {}, 7)
    for p in range(players):
        assert sum(s["shares"][p].values()) == each
        assert s["cash"][p] == 690 - 100 * each
    dealt = {c: sum(x[c] for x in s["shares"]) for c in data.COMPANIES}
    assert dealt == data.DEAL_POOL[players]
    assert all(s["bank_shares"][c] == 15 - dealt[c] for c in data.COMPANIES)
    assert s["bank"] == 100 * each * players and s["fund"] == 0
    assert sorted(f // 2 for f in s["tiles"]) == [0, 1, 2, 3]
    assert len(s["track"]) == 38 and s["track"][0] == "start" and s["track"][37] == "goal"
    assert s["track"][1:10] == list(data.TILE_FACES[s["tiles"][0]])
    assert s["pawns"] == [0, 0] and s["turn"]["seat"] == 0


def test_setup_chairmen_ties_go_to_the_earliest_seat():
    for seed in range(30):
        s = ENGINE.new_game(4, {}, seed)
        for c in data.COMPANIES:
            counts = [x[c] for x in s["shares"]]
            best = max(counts)
            want = counts.index(best) if best else None
            assert s["companies"][c]["chairman"] == want


def test_setups_differ_by_seed_and_repeat_by_seed():
    a, b, c = (ENGINE.new_game(3, {}, k) for k in (1, 1, 2))
    assert a == b
    assert (a["tiles"], a["shares"]) != (c["tiles"], c["shares"])
