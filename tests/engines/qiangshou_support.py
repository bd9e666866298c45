"""Helpers shared by the 强手棋 engine tests (no tests here): build positions, rig the
server's dice, pick events. Positions are set up by editing the plain-data state."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from boardgames.engines.core import Rng
from boardgames.engines.qiangshou import ENGINE

E = ENGINE


def game(players: int = 2, room: str = "normal", deposits: list[int] | None = None,
         seed: int = 7) -> dict[str, Any]:
    """A new game with normalised options."""
    options: dict[str, Any] = {"room": room}
    if deposits is not None:
        options["deposits"] = deposits
    return E.new_game(players, E.normalize_options(players, options), seed)


@lru_cache(maxsize=None)
def rng_for(dice: tuple[int, ...]) -> int:
    """An RNG state whose next d6 rolls are ``dice``."""
    for start in range(10_000_000):
        rng = Rng(start)
        if all(rng.randint(1, 6) == d for d in dice):
            return start
    raise AssertionError(dice)


def rig(state: dict[str, Any], *dice: int) -> None:
    """Make the next dice the server rolls equal ``dice`` (two per roll)."""
    state["rng"] = rng_for(tuple(dice))


def to_move(state: dict[str, Any], seat: int, position: int | None = None) -> None:
    """Make ``seat`` the player to roll (optionally standing on ``position``)."""
    state["turn"] = seat
    state["counter"] += 1
    state["pending"] = {"seat": seat, "kind": "roll", "square": None,
                        "key": f"{state['counter']}:roll:{seat}"}
    state["debts"] = []
    if position is not None:
        state["seats"][seat]["position"] = position


def roll(state: dict[str, Any], seat: int, *dice: int) -> tuple[dict[str, Any], list[dict]]:
    """``seat`` rolls the rigged ``dice`` (two, or four when a utility rent follows)."""
    rig(state, *dice)
    return E.apply(state, seat, {"type": "roll"})


def land_on(state: dict[str, Any], seat: int, square: int, dice: tuple[int, int] = (3, 4),
            extra: tuple[int, ...] = ()) -> tuple[dict[str, Any], list[dict]]:
    """Put ``seat`` ``sum(dice)`` squares before ``square`` and roll onto it (the start
    is chosen so that 银行 is not passed unless ``square`` is within reach of it)."""
    to_move(state, seat, (square - sum(dice)) % 40)
    return roll(state, seat, *dice, *extra)


def money(events: list[dict], reason: str | None = None) -> list[tuple[Any, Any, int]]:
    """The money events as ``(payer, payee, amount)``, optionally of one ``reason``."""
    return [(e["payer"], e["payee"], e["amount"]) for e in events
            if e["type"] == "money" and (reason is None or e["reason"] == reason)]


def total_cash_check(state: dict[str, Any]) -> None:
    """Cash conservation: cash held + bank flows + deposit drawn balance."""
    start = 4500 * state["players"]
    drawn = sum(p["deposit"] - p["deposit_left"] for p in state["seats"])
    cash = sum(p["cash"] for p in state["seats"])
    assert cash == start + drawn + state["bank"]["paid"] - state["bank"]["received"]
