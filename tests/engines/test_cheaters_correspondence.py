"""The accusation window of a correspondence room in the engine alone (RULINGS: "until
the next player rolls, which waits at least one hour"; docs/rules/cheaters-edition.md):
the next turn opens beside the window, the hour is a prompt of the turn's player, the
next player's first action closes the window (settlement first), refusals change nothing."""

from __future__ import annotations

import pytest

from boardgames.engines.cheaters import data
from boardgames.engines.core import IllegalAction, NotYet, NotYourTurn

from .cheaters_support import E, act, cash, own, rig, to_end, turn_of

FACE_UP = ["bank_heist", "underpay", "identity_theft", "free_lodging", "escape_artist"]


def corr_game(players: int = 3) -> dict:
    s = E.new_game(players, E.normalize_options(players, {"correspondence": True}), 7)
    s["face_up"] = list(FACE_UP)
    s["cheat_deck"] = [c for c in data.CHEAT_IDS if c not in FACE_UP]
    return s


def ended(s: dict, heist: int = 0) -> dict:
    """Seat 0 moves to square 12 (optionally takes ``heist`` from the bank) and ends its turn."""
    s = to_end(turn_of(s, 0), 0)
    if heist:
        s, _ = act(s, 0, {"type": "cheat", "cheat": "bank_heist", "amount": heist})
    s, _ = act(s, 0, {"type": "end_turn"})
    return s


def test_the_next_turn_and_the_hour_open_with_the_window():
    s = ended(corr_game())
    w = s["window"]
    prompts = [(p.seat, p.kinds, p.clock, p.window_seconds) for p in E.prompts(s)]
    assert prompts == [(0, (), "fixed", 3600), (1, ("accuse", "pass"), "move", None),
                       (2, ("accuse", "pass"), "window", 20)]
    assert w["next"]["key"] == next(p.key for p in E.prompts(s) if p.seat == 1)
    view = E.view(s, 2)
    assert (view["window"]["next_seat"], view["window"]["hour_key"]) == (1, w["hour"]["key"])
    assert view["pending"] == {"kind": "roll", "seat": 1, "in_jail": False}
    assert E.legal_actions(s, 0) == [{"type": "resign"}]
    with pytest.raises(NotYourTurn, match="accusation window is open"):
        E.apply(s, 0, {"type": "end_turn"})
    s, _ = act(s, 1, {"type": "pass"})
    assert E.legal_actions(s, 1) == [{"type": "resign"}]
    with pytest.raises(NotYet) as caught:
        E.apply(s, 1, {"type": "roll"})
    assert caught.value.key == w["hour"]["key"] and "{time}" in str(caught.value)
    with pytest.raises(NotYourTurn):
        E.apply(s, 1, {"type": "accuse", "target": 0, "cheat": "bank_heist"})  # answered already


def test_a_refused_action_closes_nothing_and_a_good_one_settles_first():
    s = ended(corr_game(), heist=200)
    s, _ = act(s, 1, {"type": "pass"})
    s, events = act(s, 0, {"type": "timeout"})  # the hour passes
    assert [e["type"] for e in events] == ["window_may_close"] and s["window"]["hour"] is None
    assert s["seats"][0]["timeouts"] == 0
    own(s, 1, 1)  # one deed of a group: nothing to build on
    with pytest.raises(IllegalAction) as refused:  # judged on the turn before any settlement
        E.apply(s, 1, {"type": "build", "square": 1})
    assert not isinstance(refused.value, NotYet)
    rig(s, 1, 3)
    s, events = act(s, 1, {"type": "roll"})
    kinds = [e["type"] for e in events]
    assert kinds.index("window") < kinds.index("turn") < kinds.index("dice")
    assert cash(s) == [1500 + 200 + 2 * data.HEIST_EACH, 1500 - data.HEIST_EACH, 1500 - data.HEIST_EACH]
    assert s["window"] is None and s["seats"][1]["position"] == 4 and s["stage"]["kind"] == "end"


def test_when_the_next_player_resigns_the_turn_after_opens_beside_the_window():
    s = ended(corr_game(4))
    s, _ = act(s, 1, {"type": "resign"})
    w = s["window"]
    assert w["next"]["seat"] == 2 and w["next"]["key"] == next(e["key"] for e in w["entries"] if e["seat"] == 2)
    assert [e["seat"] for e in w["entries"]] == [2, 3]


def test_live_games_are_unchanged():
    s = to_end(turn_of(E.new_game(3, E.normalize_options(3, {}), 7), 0), 0)
    s, _ = act(s, 0, {"type": "end_turn"})
    assert s["window"]["next"] is None and s["window"]["hour"] is None and not s["correspondence"]
    assert [(p.seat, p.clock) for p in E.prompts(s)] == [(1, "window"), (2, "window")]
