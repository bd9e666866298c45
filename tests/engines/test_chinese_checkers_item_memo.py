"""QQ跳棋 item rooms: the listing of item uses is memoized per position (issue 17,
``item_actions.listed_uses``) and its key holds everything the listing depends on: a
changed input (an item used up, an obstacle placed or expiring, another seat's pieces)
gives the new listing, never the memo of an older position."""

from __future__ import annotations

import random

from boardgames.engines.chinese_checkers import ENGINE
from boardgames.engines.chinese_checkers.item_actions import legal_item_actions, listed_uses, use_key


def fresh(state, seat):
    """The listing computed without the memo."""
    listed_uses.cache_clear()
    return legal_item_actions(state, seat)


def item_game(players=3, seed=5):
    return ENGINE.new_game(players, ENGINE.normalize_options(players, {"items": True}), seed)


def uses_of(actions, name):
    return [a for a in actions if a["item"] == name]


def test_an_item_used_up_leaves_the_listing_at_the_seats_next_turn():
    state = item_game(2, 1)
    opening = fresh(state, 0)
    assert len(opening) == 229 and len(uses_of(opening, "roadblock")) == 18
    block = uses_of(opening, "roadblock")[0]
    state, _ = ENGINE.apply(state, 0, block)
    assert legal_item_actions(state, 0) == []  # one item a turn
    state, _ = ENGINE.apply(state, 0, [a for a in ENGINE.legal_actions(state, 0) if a["type"] == "move"][0])
    state, _ = ENGINE.apply(state, 1, [a for a in ENGINE.legal_actions(state, 1) if a["type"] == "move"][0])
    listing = legal_item_actions(state, 0)  # the memo is warm with the opening's key
    assert uses_of(listing, "roadblock") == []
    assert len(uses_of(listing, "road_worker")) > 0
    assert block["hole"] not in [a["hole"] for a in uses_of(listing, "road_worker")]  # the roadblock's hole
    assert listing == fresh(state, 0)


def test_an_expiring_obstacle_frees_its_hole_in_the_listing():
    state = item_game(2, 1)
    block = uses_of(legal_item_actions(state, 0), "roadblock")[0]
    state, _ = ENGINE.apply(state, 0, block)
    seen = []
    while state["obstacles"]:
        seat = state["to_move"]
        if seat == 0:
            seen.append(legal_item_actions(state, 0))
        move = [a for a in ENGINE.legal_actions(state, seat) if a["type"] == "move"][-1]
        state, _ = ENGINE.apply(state, seat, move)
    # while the roadblock stands no road worker may go on its hole; once it expired it may
    assert all(block["hole"] not in [a["hole"] for a in uses_of(listing, "road_worker")] for listing in seen)
    while state["to_move"] != 0:
        seat = state["to_move"]
        state, _ = ENGINE.apply(state, seat, [a for a in ENGINE.legal_actions(state, seat) if a["type"] == "move"][-1])
    after = legal_item_actions(state, 0)
    assert block["hole"] in [a["hole"] for a in uses_of(after, "road_worker")]
    assert after == fresh(state, 0)


def test_the_memo_always_equals_a_fresh_listing_along_an_item_game():
    state, rng = item_game(3, 5), random.Random(5)
    listed_uses.cache_clear()
    checked, used, expired = 0, 0, 0
    for _ in range(240):
        if state["result"] is not None:
            break
        seat = state["to_move"]
        warm = legal_item_actions(state, seat)
        key = use_key(state, seat)
        assert warm == ([] if key is None else list(listed_uses.__wrapped__(*key)))  # no memo
        checked += key is not None
        legal = [a for a in ENGINE.legal_actions(state, seat) if a["type"] in ("move", "item")]
        state, events = ENGINE.apply(state, seat, rng.choice(legal))
        used += any(e["type"] == "item" for e in events)
        expired += any(e["type"] == "obstacle_expired" for e in events)
    assert checked > 50 and used >= 10 and expired >= 1


def test_callers_get_their_own_dicts():
    state = item_game(2, 1)
    first = legal_item_actions(state, 0)
    first[0]["item"] = "changed"
    assert legal_item_actions(state, 0)[0]["item"] == "roadblock"
