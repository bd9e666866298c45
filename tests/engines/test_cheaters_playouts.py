"""Random games of 2-6 players with random cheats and accusations (hypothesis and
seeded): after every action the money is conserved (every creation or destruction is a
bank event), every deed change is a ``deed`` event, no deed has two owners, at most 16
hotels, and every game ends."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from boardgames.engines.cheaters import data
from boardgames.engines.core import RulesError
from boardgames.engines.property.money import conservation_errors, money_total

from .cheaters_support import E, check_state, scramble

MAX_ACTIONS = 20000


def wild_cheat(s: dict, rng: random.Random) -> dict:
    """A cheat with random fields, often refused: the rules judge it."""
    action = {"type": "cheat", "cheat": rng.choice(data.CHEAT_IDS)}
    for field, high in (("amount", 2500), ("target", s["players"] - 1), ("square", 39),
                        ("target_square", 39), ("total", 12)):
        if rng.random() < 0.5:
            action[field] = rng.randint(0, high)
    if rng.random() < 0.3:
        action["card"] = rng.choice(data.FORGEABLE)
    return action


def check_step(before: dict, after: dict, events: list[dict]) -> None:
    assert conservation_errors(before, after, events) == []
    owners = list(before["owners"])
    for e in events:
        if e["type"] == "deed":
            assert owners[e["square"]] == e["from"], e
            owners[e["square"]] = e["to"]
    assert owners == after["owners"]
    created = sum(e["amount"] for e in events if e["type"] == "money" and e["payer"] == "bank")
    destroyed = sum(e["amount"] for e in events if e["type"] == "money" and e["payee"] == "bank")
    assert money_total(after) - money_total(before) == 0
    assert sum(p["cash"] for p in after["seats"]) - sum(p["cash"] for p in before["seats"]) == created - destroyed
    check_state(after)


def check_secrets(s: dict, rng: random.Random) -> None:
    """No view changes when what its viewer may not see changes (``scramble``), and the
    RNG state never shows."""
    for viewer in [None, *range(s["players"])]:
        view = E.view(s, viewer)
        assert E.view(scramble(s, viewer, rng), viewer) == view
        if len(str(s["rng"])) >= 12:
            assert str(s["rng"]) not in json.dumps(view)


def play(seed: int, players: int, ultimate: bool, resign_rate: float = 0.0005) -> dict:
    rng = random.Random(seed)
    s = E.new_game(players, E.normalize_options(players, {"ultimate": ultimate}), seed)
    check_state(s)
    for _ in range(MAX_ACTIONS):
        if E.outcome(s) is not None:
            assert not E.prompts(s)
            return s
        prompts = E.prompts(s)
        assert prompts, "a running game always waits for someone"
        prompt = rng.choice(prompts)
        seat = prompt.seat
        roll = rng.random()
        if roll < 0.02:
            action = {"type": "timeout"}
        elif roll < 0.02 + resign_rate:
            action = {"type": "resign"}
        elif roll < 0.08:
            action = wild_cheat(s, rng)
        elif "accuse" in prompt.kinds and roll < 0.3:
            action = {"type": "accuse", "target": rng.randrange(players), "cheat": rng.choice(data.CHEAT_IDS)}
        else:
            action = rng.choice([a for a in E.legal_actions(s, seat) if a["type"] in prompt.kinds])
        frozen = json.dumps(s, sort_keys=True)
        try:
            after, events = E.apply(s, seat, action)
        except RulesError as error:
            assert str(error) and json.dumps(s, sort_keys=True) == frozen
            continue
        check_step(s, after, events)
        s = after
        if rng.random() < 0.1:
            check_secrets(s, rng)
    raise AssertionError(f"game {seed} ({players} players) did not end")


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**63), players=st.integers(2, 6), ultimate=st.booleans())
def test_hypothesis_playouts(seed, players, ultimate):
    s = play(seed, players, ultimate)
    outcome = E.outcome(s)
    assert len(outcome.places) == players and all(1 <= p <= players for p in outcome.places)
    assert 1 in outcome.places and {f["status"] for f in outcome.seats} <= {"won", "lost", "resigned", "left"}


def test_seeded_playouts_end_in_every_way():
    reasons: dict[str, int] = {}
    for seed in range(20):  # seeds 0 and 8 end by last player and by the final run
        s = play(seed, 2 + seed % 5, seed % 4 == 0, resign_rate=0.002)
        reason = E.outcome(s).reason
        reasons[reason] = reasons.get(reason, 0) + 1
    assert {"final_run", "last_player"} <= set(reasons), reasons


def test_ultimate_mode_playouts_end_and_conserve_money():
    """Ultimate mode lists cheats at every decision with no limit a turn (Bank Heist
    creates money each time): every game still ends, and each ₩ created or destroyed is a
    money event with the bank (``check_step``). Also the game-end reasons both occur."""
    reasons: dict[str, int] = {}
    for seed in range(100, 112):  # seeds 100 and 103 end by last player and by the final run
        s = play(seed, 2 + seed % 5, True, resign_rate=0.0)
        reason = E.outcome(s).reason
        reasons[reason] = reasons.get(reason, 0) + 1
    assert {"final_run", "last_player"} <= set(reasons), reasons
