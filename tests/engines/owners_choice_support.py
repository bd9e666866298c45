"""Helpers for the 拥有者的决断 engine tests: set up positions and script the dice."""

from __future__ import annotations

from boardgames.engines.owners_choice import ENGINE, data, effects
from boardgames.engines.owners_choice.market import update_chairmen

# A fixed track for tests: square 1 red, 2 yellow, 3 green, 4 blue, 5 any, 6 event,
# 7 x100, 8 dividend, 9 event, then face 0's squares repeated; 37 the goal.
TEST_TRACK = (["start", "red", "yellow", "green", "blue", "any", "event", "x100", "dividend", "event"]
              + list(data.TILE_FACES[0]) * 3 + ["goal"])


def position(players=3, shares=None, cells=None, cash=None, fund=0, pawns=(0, 0), seat=0,
             chairmen=None, debts=None):
    """A state with the given holdings ``shares`` (per seat ``{company: n}``, missing: 0),
    ladder ``cells``, ``cash``, ``fund``, pawns, and ``seat`` to play at the start of its
    turn. The bank holds the rest of the 15 shares; chairmen are recomputed (``chairmen``
    seeds the sitting ones first). The bank balance keeps money conserved."""
    s = ENGINE.new_game(players, {}, 1)
    s["track"] = list(TEST_TRACK)
    s["shares"] = [{c: (shares[p].get(c, 0) if shares else 0) for c in data.COMPANIES} for p in range(players)]
    s["bank_shares"] = {c: data.SHARES_PER_COMPANY - sum(x[c] for x in s["shares"]) for c in data.COMPANIES}
    for c in data.COMPANIES:
        s["companies"][c] = {"cell": (cells or {}).get(c, data.START_CELL), "debt": (debts or {}).get(c, 0),
                             "chairman": (chairmen or {}).get(c)}
    update_chairmen(s, [])
    s["cash"] = list(cash) if cash else [data.START_CASH] * players
    s["fund"] = fund
    s["bank"] = data.START_CASH * players - sum(s["cash"]) - fund
    s["pawns"] = list(pawns)
    s["turn"] = {"seat": seat, "moved": False, "traded": False, "key": "turn-test"}
    s["pending"] = None
    return s


def cell(price):
    """The ladder cell of ``price``."""
    return data.CELL_PRICES.index(price)


class Dice:
    """Scripted dice: ``dice.queue(("up", 2), ...)`` makes the next rolls give those
    effects (the face index is the first face with that effect); unscripted rolls use
    the game's RNG."""

    def __init__(self, monkeypatch):
        self.faces: list = []
        real = effects.roll

        def fake(s, die, faces, events):
            if not self.faces:
                return real(s, die, faces, events)
            want = tuple(self.faces.pop(0))
            index = list(faces).index(want)
            events.append({"type": "die", "die": die, "face": index, "effect": list(want)})
            s["last_dice"].append({"die": die, "face": index, "effect": list(want)})
            return want

        monkeypatch.setattr(effects, "roll", fake)

    def queue(self, *faces):
        self.faces.extend(faces)
        return self


def money_total(s):
    """Cash held + fund + the bank's net balance: constant across a game."""
    return sum(s["cash"]) + s["fund"] + s["bank"]


def check_state(s):
    """Invariants of any state: money conserved, 15 shares per company across the bank
    and the players, nobody above 12, debts only on suspended companies, below 3."""
    assert money_total(s) == data.START_CASH * s["players"]
    assert s["fund"] >= 0 and all(c >= 0 for c in s["cash"])
    for c in data.COMPANIES:
        held = [x[c] for x in s["shares"]]
        assert sum(held) + s["bank_shares"][c] == data.SHARES_PER_COMPANY
        assert all(0 <= n <= data.MAX_SHARES for n in held) and s["bank_shares"][c] >= 0
        co = s["companies"][c]
        assert 0 <= co["cell"] <= data.LIMIT_UP and 0 <= co["debt"] < data.DELIST_AT
        assert co["debt"] == 0 or co["cell"] == data.SUSPENDED
        assert (co["chairman"] is None) == (max(held) == 0)
        if co["chairman"] is not None:
            assert held[co["chairman"]] == max(held)
