"""QQ跳棋 hole names (docs/rules/chinese-checkers.md, "Hole names"): every hole of the star
has one unique name, names and holes round-trip, camp names lie in their camp, and the
catalogue the page loads carries the same table."""

from __future__ import annotations

import re

import pytest

from boardgames.engines.chinese_checkers import notation
from boardgames.engines.chinese_checkers.board import CAMP_HOLES, CAMP_OF, HOLES, INDEX
from boardgames.registry import get_spec
from boardgames.selectors import catalogue

NAME = re.compile(r"^(?:[A-F](?:[1-9]|10)|M0|M[1-4]\.\d{1,2})$")


def test_every_hole_has_one_unique_name():
    names = [notation.hole_name(h) for h in HOLES]
    assert len(names) == 121 and len(set(names)) == 121
    assert all(NAME.match(n) for n in names), [n for n in names if not NAME.match(n)]
    assert set(notation.HOLE_NAMES) == set(HOLES)


@pytest.mark.parametrize("hole", HOLES)
def test_names_round_trip(hole):
    assert notation.hole_of(notation.hole_name(hole)) == hole
    assert notation.hole_name(list(hole)) == notation.hole_name(hole)


def test_camp_names_lie_in_their_camp_and_count_from_the_tip():
    for camp, holes in enumerate(CAMP_HOLES):
        letter = "ABCDEF"[camp]
        assert sorted(notation.hole_name(HOLES[i]) for i in holes) == sorted(f"{letter}{n}" for n in range(1, 11))
    tips = {0: (4, -8), 1: (8, -4), 2: (4, 4), 3: (-4, 8), 4: (-8, 4), 5: (-4, -4)}  # the doc's table
    assert {c: notation.hole_name(t) for c, t in tips.items()} == {c: f"{'ABCDEF'[c]}1" for c in tips}
    # camp A: rows from the tip, each row clockwise (left to right at the top)
    assert [notation.hole_name((q, -5)) for q in range(1, 5)] == ["A7", "A8", "A9", "A10"]
    assert [notation.hole_name(h) for h in [(3, -7), (4, -7), (2, -6)]] == ["A2", "A3", "A4"]


def test_middle_names_are_ring_and_clockwise_place():
    assert notation.hole_name((0, 0)) == "M0"
    assert [notation.hole_name(h) for h in [(0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0)]] == \
        [f"M1.{k}" for k in range(1, 7)]
    assert notation.hole_name((0, -4)) == "M4.1" and notation.hole_name((4, -4)) == "M4.5"
    for h in HOLES:
        q, r = h
        name = notation.hole_name(h)
        if CAMP_OF[INDEX[h]] < 0:
            ring = max(abs(q), abs(r), abs(q + r))
            assert name == "M0" if ring == 0 else name.startswith(f"M{ring}.")
            assert ring == 0 or 1 <= int(name.split(".")[1]) <= 6 * ring


def test_a_turn_of_the_board_maps_names_camp_to_camp():
    # 60° clockwise: (q, r, s) -> (-r, -s, -q); A7 -> B7, M4.1 -> M4.5 (four holes on).
    for h in HOLES:
        turned = (-h[1], h[0] + h[1])
        a, b = notation.hole_name(h), notation.hole_name(turned)
        if a[0] != "M":
            assert b == "ABCDEF"[("ABCDEF".index(a[0]) + 1) % 6] + a[1:]
    assert notation.hole_name((4, 0)) == "M4.9"


def test_unknown_names_and_holes_raise_key_error():
    for bad in ("A0", "A11", "G1", "M5.1", "", "m0"):
        with pytest.raises(KeyError):
            notation.hole_of(bad)
    with pytest.raises(KeyError):
        notation.hole_name((5, 5))


def test_the_page_catalogue_carries_the_names():
    data = catalogue(get_spec("chinese-checkers"))
    assert data["hole_names"] == {f"{q},{r}": notation.hole_name((q, r)) for q, r in HOLES}
    assert data["hole_names"]["2,-6"] == "A4" and data["hole_names"]["0,-4"] == "M4.1"
