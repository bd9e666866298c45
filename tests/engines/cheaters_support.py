"""Helpers shared by the Cheaters Edition engine tests (no tests here): positions set up
by editing the plain-data state, rigged dice, the invariants and the scrambler of hidden
information the contract suite uses (tests/contract/hooks.py)."""

from __future__ import annotations

import copy
import random
from functools import lru_cache
from typing import Any

from boardgames.engines.cheaters import ENGINE, data
from boardgames.engines.core import Rng

E = ENGINE
State = dict[str, Any]


def game(players: int = 3, ultimate: bool = False, seed: int = 7, face_up: list[str] | None = None) -> State:
    """A new game; ``face_up``: the five face-up cheat ids to force (the rest in the tray)."""
    s = E.new_game(players, E.normalize_options(players, {"ultimate": ultimate}), seed)
    if face_up is not None:
        s["face_up"] = list(face_up)
        s["cheat_deck"] = [c for c in data.CHEAT_IDS if c not in face_up]
    return s


@lru_cache(maxsize=None)
def rng_for(dice: tuple[int, ...]) -> int:
    """An RNG state whose next d6 rolls are ``dice``."""
    for start in range(20_000_000):
        rng = Rng(start)
        if all(rng.randint(1, 6) == d for d in dice):
            return start
    raise AssertionError(dice)


def rig(s: State, *dice: int) -> None:
    """The next dice the server rolls are ``dice`` (two per roll)."""
    s["rng"] = rng_for(tuple(dice))


def at(s: State, seat: int, square: int) -> None:
    """Put ``seat``'s token on ``square``."""
    s["seats"][seat]["position"] = square


def own(s: State, seat: int | None, *squares: int) -> None:
    """Give ``squares`` to ``seat`` (``None``: the bank)."""
    for q in squares:
        s["owners"][q] = seat


def act(s: State, seat: int, action: dict[str, Any]) -> tuple[State, list[dict]]:
    """Apply and check the money of one action."""
    from boardgames.engines.property.money import conservation_errors

    after, events = E.apply(s, seat, action)
    assert conservation_errors(s, after, events) == []
    check_state(after)
    return after, events


def roll(s: State, seat: int, *dice: int) -> tuple[State, list[dict]]:
    """``seat`` rolls the rigged ``dice``."""
    rig(s, *dice)
    return act(s, seat, {"type": "roll"})


def cash(s: State) -> list[int]:
    """Every seat's cash."""
    return [p["cash"] for p in s["seats"]]


def answer_window(s: State, answers: dict[int, dict[str, Any] | None]) -> tuple[State, list[dict]]:
    """Every window seat answers: ``answers[seat]`` an accusation ``{target, cheat}`` or
    ``None`` (pass), in the dict's order; returns the state and the last events."""
    events: list[dict] = []
    for seat, accusation in answers.items():
        action = {"type": "pass"} if accusation is None else {"type": "accuse", **accusation}
        s, events = act(s, seat, action)
    return s, events


def end_turn_and_window(s: State, seat: int, answers: dict[int, dict[str, Any] | None] | None = None):
    """``seat`` ends its turn; the others answer (everyone passes by default)."""
    s, _ = act(s, seat, {"type": "end_turn"})
    if answers is None:
        answers = {q: None for q in range(s["players"]) if q != seat and s["seats"][q]["status"] == "playing"}
    return answer_window(s, answers)


def check_state(s: State) -> None:
    """Invariants of every state: no deed with two owners (one owner field per square,
    owners still playing), hotels 16 in all, no negative cash, debts larger than cash."""
    playing = {i for i, p in enumerate(s["seats"]) if p["status"] == "playing"}
    for q, owner in enumerate(s["owners"]):
        assert owner is None or owner in playing, (q, owner)
        if data.SQUARES[q]["kind"] != "street":
            assert owner is None and s["levels"][q] == 0, q
        assert s["levels"][q] in (0, 1)
    assert sum(s["levels"]) + s["hotels_left"] == data.HOTELS, (sum(s["levels"]), s["hotels_left"])
    assert s["hotels_left"] >= 0
    stage = s["stage"] or {}
    for q, p in enumerate(s["seats"]):
        assert p["cash"] >= 0, p
        for deck in data.DECKS:  # one of each deck, two while the second_card choice is open
            held = sum(1 for c in p["cards"] if data.DECK_OF[c] == deck)
            choosing = stage.get("kind") == "second_card" and stage["seat"] == q and stage["deck"] == deck
            assert held <= (2 if choosing else 1), (q, p["cards"], stage)
        assert not (p["in_jail"] and p["status"] != "playing")
    held = [c for p in s["seats"] for c in p["cards"]]
    for deck, cards in data.DECKS.items():
        ids = {c["id"] for c in cards}
        assert sorted(s["decks"][deck] + [c for c in held if c in ids]) == sorted(ids), deck
    assert sorted(s["face_up"] + s["cheat_deck"]) == sorted(data.CHEAT_IDS)
    jailed = [i for i, p in enumerate(s["seats"]) if p["in_jail"]]
    assert len(jailed) <= 1 and (s["handcuffs"] in jailed or (not jailed and s["handcuffs"] is None))
    for d in s["debts"]:
        assert s["seats"][d["debtor"]]["cash"] < d["amount"]


def scramble(s: State, viewer: int | None, rng: random.Random) -> State:
    """A copy of ``s`` that differs only in what ``viewer`` may not see: the RNG, the
    order of both decks and of the cheat tray, another seat's held cards (swapped with
    cards still in the deck), the turn's cheats of another seat, a drawn card awaiting
    another seat's ``read_card``, sealed bids and accusations of other seats, another
    seat's last rent received."""
    out = copy.deepcopy(s)
    out["rng"] = rng.getrandbits(64)
    for deck in out["decks"].values():
        rng.shuffle(deck)
    rng.shuffle(out["cheat_deck"])
    for q, p in enumerate(out["seats"]):
        if q == viewer:
            continue
        for i, card in enumerate(p["cards"]):
            pile = out["decks"][data.DECK_OF[card]]
            same = [c for c in pile if data.CARD_BY_ID[c]["keep"] == data.CARD_BY_ID[card]["keep"]]
            if same:
                other = rng.choice(same)
                pile[pile.index(other)] = card
                p["cards"][i] = other
    t = out["turn"]
    if t is not None:
        t["cheats"] = [r for r in t["cheats"] if r["seat"] == viewer]
        if t["seat"] != viewer and t["phase"] == "play" and out["window"] is None:
            t["cheats"] += [{"cheat": "bank_heist", "seat": t["seat"], "amount": 1}][:rng.randrange(2)]
    stage = out["stage"]
    if stage is not None and stage["kind"] == "card" and stage["seat"] != viewer:
        stage["card"] = rng.choice(data.FORGEABLE)
    if out["auction"] is not None:
        for b in out["auction"]["bids"]:
            if b["seat"] != viewer and b["amount"] is not None:
                b["amount"] = rng.randrange(0, 1 + out["seats"][b["seat"]]["cash"])
    if out["window"] is not None:
        for a in out["window"]["received"]:
            if a["accuser"] != viewer:
                a["cheat"] = rng.choice(out["face_up"])
    for q in range(out["players"]):
        if q != viewer and rng.random() < 0.5:
            out["last_rent"][q] = None
    return out


def turn_of(s: State, seat: int, square: int | None = None) -> State:
    """Make it ``seat``'s turn, waiting for its roll (optionally on ``square``)."""
    s["turn"] = {"seat": seat, "number": 1, "doubles": 0, "again": False, "cheats": [], "passed_go": False,
                 "offers": 0, "phase": "play", "roll_for": None}
    if square is not None:
        at(s, seat, square)
    from boardgames.engines.cheaters.turn import snapshot

    s["turn"]["start"] = snapshot(s)
    s["counter"] += 1
    s["stage"] = {"kind": "roll", "seat": seat, "in_jail": s["seats"][seat]["in_jail"],
                  "key": f"{s['counter']}:roll:{seat}"}
    if square is not None:
        at(s, seat, square)
    return s


def jail(s: State, seat: int) -> None:
    """Put ``seat`` in jail, in the handcuffs."""
    s["seats"][seat].update(in_jail=True, position=data.JAIL, jail_turns=0)
    s["handcuffs"] = seat


def to_end(s: State, seat: int) -> State:
    """``seat`` (not in jail) rolls 1+3 from square 8 onto the rest square 12: its turn's
    ``end`` decision is open and nothing else changed."""
    at(s, seat, 8)
    s, _ = roll(s, seat, 1, 3)
    assert s["stage"]["kind"] == "end" and s["seats"][seat]["position"] == 12
    return s


def cheat(s: State, seat: int, name: str, **fields: Any) -> tuple[State, list[dict]]:
    """``seat`` plays the cheat ``name``."""
    return act(s, seat, {"type": "cheat", "cheat": name, **fields})
