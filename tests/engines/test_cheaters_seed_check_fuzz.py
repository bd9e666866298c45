"""Invariant playouts and a junk-action fuzz of Monopoly: Cheaters Edition, checked
independently of the engine's own bookkeeping helpers:

- money: the seats' cash changes by exactly the money events, and the bank is the only
  account that creates or destroys it (RULINGS platform-wide: "cash held + bank (+ fund)
  changes only by the amounts the rules create or destroy"); no seat's cash below 0
  (the seed has no negative cash: a debt is a sale or a bankruptcy);
- secrets: another seat's held cards show as their deck only, a drawn Chance card
  awaiting ``read_card`` shows to its drawer only, a sealed bid and an accusation to their
  author only, the turn's cheats to the cheater only (seed 落在空格上 "面朝下";
  RULINGS "answers sealed", "never named as a cheat");
- refusals: every refused action (junk or from the wrong seat) raises a RulesError and
  leaves the state byte-identical; every action the engine lists as legal for a prompt
  is accepted.

Seeded, a few seconds in all (the suite's time budget)."""

from __future__ import annotations

import json
import random

import pytest

from boardgames.engines.cheaters import data
from boardgames.engines.core import RulesError

from .cheaters_support import E

FIELDS = {"amount": (-5, 2600), "target": (-1, 6), "square": (-1, 40), "target_square": (-1, 40),
          "from_square": (-1, 40), "total": (0, 13), "to": (-1, 6), "give_cash": (-5, 2000),
          "get_cash": (-5, 2000)}


def junk(s: dict, rng: random.Random) -> dict:
    """A well-shaped action of a random type with random (often wrong) field values
    (not ``resign`` nor the server's ``timeout``, which any seat may send at any time)."""
    kind = rng.choice(sorted(set(E.action_shapes) - {"resign", "timeout"}))  # both always apply
    action: dict = {"type": kind}
    for field in E.action_shapes[kind]:
        if not field.required and rng.random() < 0.4:
            continue
        if field.kind == "int":
            lo, hi = FIELDS.get(field.name, (-2, 45))
            action[field.name] = rng.randint(lo, hi)
        elif field.kind == "int_list":
            action[field.name] = rng.sample(range(40), rng.randint(0, 3))
        elif field.name == "cheat":
            action[field.name] = rng.choice(data.CHEAT_IDS + ("nothing",))
        elif field.name == "card":
            action[field.name] = rng.choice(sorted(data.CARD_BY_ID) + ["CH99"])
        elif field.name == "deck":
            action[field.name] = rng.choice(["chance", "chest", "tax"])
        else:
            action[field.name] = "x"
    return action


def check_money(before: dict, after: dict, events: list[dict]) -> None:
    delta = [0] * before["players"]
    net_bank = 0
    for e in events:
        if e["type"] != "money":
            continue
        assert e["amount"] >= 0, e
        if e["payer"] == "bank":
            net_bank -= e["amount"]
        else:
            delta[e["payer"]] -= e["amount"]
        if e["payee"] == "bank":
            net_bank += e["amount"]
        else:
            delta[e["payee"]] += e["amount"]
    moved = [a["cash"] - b["cash"] for a, b in zip(after["seats"], before["seats"])]
    assert moved == delta, (moved, delta, events)
    assert sum(moved) + net_bank == 0
    assert all(p["cash"] >= 0 for p in after["seats"])


def check_secrets(s: dict) -> None:
    stage = s["stage"] or {}
    t = s["turn"] or {}
    for viewer in [None, *range(s["players"])]:
        v = E.view(s, viewer)
        for q, seat in enumerate(v["seats"]):
            if q != viewer:
                assert all(set(card) == {"deck"} for card in seat["cards"]), (viewer, seat["cards"])
        if not (stage.get("kind") == "card" and stage.get("seat") == viewer):
            assert v["drawn_card"] is None
        if stage.get("kind") == "second_card" and stage.get("seat") != viewer:
            assert "cards" not in (v["pending"] or {})
        if s["auction"] is not None:  # sealed bids: only the viewer's own amount shows
            mine = next((b["amount"] for b in s["auction"]["bids"] if b["seat"] == viewer), None)
            assert set(v["auction"]) == {"square", "bidders", "answered", "my_bid"}
            assert v["auction"]["my_bid"] == mine
        own = [{k: x for k, x in r.items() if k not in ("seat", "settled")}
               for r in t.get("cheats", []) if r["seat"] == viewer and not r.get("settled")]
        assert v["my_cheats"] == own  # another seat's cheats never show
        if viewer is None:
            assert v["my_cheats"] == [] and v["last_rent"] is None
        if s["window"] is not None and v["window"]["my_answer"] is not None:
            mine = [a for a in s["window"]["received"] if a["accuser"] == viewer]
            assert not mine or v["window"]["my_answer"] == {"target": mine[0]["target"], "cheat": mine[0]["cheat"]}


def play(seed: int, players: int, ultimate: bool, steps: int) -> tuple[int, int]:
    """Play ``steps`` actions (or to the end); returns (refused junk, accepted junk)."""
    rng = random.Random(seed)
    s = E.new_game(players, E.normalize_options(players, {"ultimate": ultimate}), seed)
    refused = accepted = 0
    for step in range(steps):
        if E.outcome(s) is not None:
            break
        prompts = E.prompts(s)
        assert prompts
        frozen = json.dumps(s, sort_keys=True)
        for _ in range(3):  # junk from any seat, even one with no decision
            seat = rng.randrange(players)
            try:
                after, events = E.apply(s, seat, junk(s, rng))
            except RulesError as error:
                assert str(error) and json.dumps(s, sort_keys=True) == frozen
                refused += 1
                continue
            check_money(s, after, events)
            accepted += 1
            s = after
            frozen = json.dumps(s, sort_keys=True)
            break
        if E.outcome(s) is not None:
            break
        prompt = rng.choice(E.prompts(s))
        listed = [a for a in E.legal_actions(s, prompt.seat) if a["type"] in prompt.kinds]
        assert listed, prompt
        if step % 7 == 0:  # every listed action is accepted
            for action in listed:
                E.apply(s, prompt.seat, action)
        action = rng.choice(listed)
        after, events = E.apply(s, prompt.seat, action)
        check_money(s, after, events)
        s = after
        if step % 5 == 0:
            check_secrets(s)
    return refused, accepted


@pytest.mark.parametrize("seed, players, ultimate", [(1, 2, False), (2, 3, False), (3, 4, False),
                                                     (4, 6, False), (5, 3, True), (6, 5, True)])
def test_junk_and_legal_actions_keep_the_invariants(seed, players, ultimate):
    refused, accepted = play(seed, players, ultimate, steps=2000)
    assert refused > 1000 and accepted > 0  # the fuzz reached the engine's checks, and past them
