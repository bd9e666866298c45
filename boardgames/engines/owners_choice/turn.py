"""Setup, the turn (one trade, one move), leaving, and the end of 拥有者的决断.

The turn is ``s["turn"] = {"seat", "moved", "traded", "key"}``; the current player may
trade once (before or after moving) and must move once (seed 三). While a decision is
pending (effects.py) only its seat is asked.
"""

from __future__ import annotations

from typing import Any

from ..core import IllegalAction, InvalidAction, Rng, gettext_noop
from . import data, effects
from .market import apply_trade, move_shares, pay, playing, price, update_chairmen

State = dict[str, Any]
Events = list[dict[str, Any]]


def new_state(players: int, options: dict[str, Any], seed: int) -> State:
    """The opening state: 690 each, the L tiles in a random order and face, the starting
    shares dealt from the RNG and paid at 100 each, chairmen set, seat 0 to play."""
    rng = Rng(seed)
    tiles = list(range(data.TILES))
    rng.shuffle(tiles)
    faces = [2 * t + rng.below(2) for t in tiles]
    track = ["start"] + [k for f in faces for k in data.TILE_FACES[f]] + ["goal"]
    pool = [c for c in data.COMPANIES for _ in range(data.DEAL_POOL[players][c])]
    rng.shuffle(pool)
    s: State = {
        "players": players, "options": dict(options), "rng": rng.state, "seq": 0,
        "tiles": faces, "track": track, "pawns": [data.START_SQUARE] * data.PAWNS,
        "cash": [data.START_CASH] * players, "fund": 0, "bank": 0,
        "shares": [{c: 0 for c in data.COMPANIES} for _ in range(players)],
        "bank_shares": {c: data.SHARES_PER_COMPANY for c in data.COMPANIES},
        "companies": {c: {"cell": data.START_CELL, "debt": 0, "chairman": None} for c in data.COMPANIES},
        "status": ["playing"] * players, "out_order": [], "timeouts": [0] * players,
        "phase": "play", "turn": None, "pending": None, "round": 1, "turns": 0,
        "end_reason": None, "last_dice": [], "final": None,
    }
    events: Events = []
    per_seat = data.DEAL_PER_SEAT[players]
    for i, c in enumerate(pool[: per_seat * players]):
        move_shares(s, i % players, c, 1, "dealt", events)
    for p in range(players):
        pay(s, events, p, "bank", data.START_SHARE_PRICE * per_seat, "starting shares")
    update_chairmen(s, events)
    start_turn(s, 0, events)
    return s


def start_turn(s: State, seat: int, events: Events) -> None:
    """Begin ``seat``'s turn."""
    s["turn"] = {"seat": seat, "moved": False, "traded": False, "key": effects.new_key(s, "turn")}
    s["turns"] += 1
    events.append({"type": "turn", "seat": seat, "round": s["round"]})


def pass_turn(s: State, events: Events) -> None:
    """Give the turn to the next seat still playing (a wrap starts a new round)."""
    current = s["turn"]["seat"]
    n = s["players"]
    for step in range(1, n + 1):
        seat = (current + step) % n
        if playing(s, seat):
            if seat <= current:
                s["round"] += 1
            start_turn(s, seat, events)
            return


def movable_pawns(s: State) -> list[int]:
    """Pawns not yet on the goal (RULINGS: pawns stop at the goal)."""
    return [i for i in range(data.PAWNS) if s["pawns"][i] < data.GOAL_SQUARE]


def _pawn(s: State, action: dict[str, Any]) -> int:
    pawn = action.get("pawn")
    if not isinstance(pawn, int) or isinstance(pawn, bool) or pawn not in range(data.PAWNS):
        raise InvalidAction(gettext_noop("'pawn' must be 0 or 1."))
    if pawn not in movable_pawns(s):
        raise IllegalAction(gettext_noop("Pawn %(pawn)s is on the goal and cannot move."), pawn=pawn)
    return pawn


def do_move(s: State, seat: int, action: dict[str, Any], events: Events) -> None:
    """Pay 20 to the bank and move a chosen pawn 1..max steps (seed 三.1)."""
    pawn = _pawn(s, action)
    steps, top = action.get("steps"), data.MAX_STEPS[s["players"]]
    if not isinstance(steps, int) or isinstance(steps, bool) or not 1 <= steps <= top:
        raise InvalidAction(gettext_noop("'steps' must be a whole number from 1 to %(top)s."), top=top)
    if s["cash"][seat] < data.MOVE_COST:
        raise IllegalAction(gettext_noop("Moving costs %(move_cost)s; you have %(cash)s. Roll the die "
                                         "instead."), move_cost=data.MOVE_COST, cash=s['cash'][seat])
    s["turn"]["moved"] = True
    pay(s, events, seat, "bank", data.MOVE_COST, "move")
    effects.land(s, pawn, steps, events)


def do_roll(s: State, seat: int, action: dict[str, Any], events: Events) -> None:
    """Roll the four-sided die free and move the chosen pawn; with 4-5 players a 4 runs an
    Event instead (seed 三.1; RULINGS Moving)."""
    pawn = _pawn(s, action)
    s["turn"]["moved"] = True
    faces = tuple(("steps", k) for k in range(1, data.FREE_DIE_SIDES + 1))
    _, steps = effects.roll(s, "move", faces, events)
    if s["players"] >= data.EVENT_ON_FOUR_FROM and steps == data.FREE_DIE_SIDES:
        effects.run_event(s, events)
    else:
        effects.land(s, pawn, steps, events)


def do_trade(s: State, seat: int, action: dict[str, Any], events: Events) -> None:
    """The turn's one trade with the bank (seed 三.2 "每回合只能执行一次")."""
    if s["turn"]["traded"]:
        raise IllegalAction(gettext_noop("You have already traded this turn."))
    apply_trade(s, seat, action, events)
    s["turn"]["traded"] = True


def do_end_turn(s: State, seat: int, action: dict[str, Any], events: Events) -> None:
    """End the turn; a move is required first."""
    if not s["turn"]["moved"]:
        raise IllegalAction(gettext_noop("Move a pawn (pay 20 or roll the die) before ending your turn."))
    events.append({"type": "end_turn", "seat": seat})
    pass_turn(s, events)


TURN_ACTIONS = {"trade": do_trade, "move": do_move, "roll": do_roll, "end_turn": do_end_turn}


def turn_kinds(s: State) -> tuple[str, ...]:
    """What the current player may do now."""
    t = s["turn"]
    kinds = [] if t["traded"] else ["trade"]
    kinds += ["end_turn"] if t["moved"] else ["move", "roll"]
    return tuple(kinds)


def turn_timeout(s: State, events: Events) -> None:
    """The turn's timeout: roll the die free for the first pawn not on the goal if no
    move was made yet, else end the turn (ours; docs/rules/owners-choice.md)."""
    seat = s["turn"]["seat"]
    if s["turn"]["moved"]:
        do_end_turn(s, seat, {}, events)
    else:
        do_roll(s, seat, {"pawn": movable_pawns(s)[0]}, events)


def leave(s: State, seat: int, status: str, events: Events) -> None:
    """``seat`` resigns or leaves: its shares go back to the bank, it is ranked last
    (RULINGS 拥有者的决断), chairmen change."""
    s["status"][seat] = status
    s["out_order"].append(seat)
    events.append({"type": status, "seat": seat})
    for c in data.COMPANIES:
        if s["shares"][seat][c]:
            move_shares(s, seat, c, -s["shares"][seat][c], status, events)
    update_chairmen(s, events)


def finish(s: State, reason: str, events: Events) -> None:
    """End: every playing seat sells its shares at market (suspended: worth nothing)."""
    for p in range(s["players"]):
        if not playing(s, p):
            continue
        for c in data.COMPANIES:
            n = s["shares"][p][c]
            if n:
                value = n * price(s["companies"][c]["cell"])
                move_shares(s, p, c, -n, "final sale", events)
                pay(s, events, "bank", p, value, f"final sale of {n} {c}")
    update_chairmen(s, events)
    s["phase"], s["end_reason"], s["pending"] = "over", reason, None
    s["final"] = list(s["cash"])
    events.append({"type": "game_over", "reason": reason, "cash": list(s["cash"])})


def settle(s: State, events: Events) -> None:
    """Resolve what needs no decision: the end (both pawns on the goal, or one seat
    left), decisions of seats that are out, turns of seats that are out, and the turn's
    end once it has both traded and moved."""
    while s["phase"] != "over":
        alive = [p for p in range(s["players"]) if playing(s, p)]
        if all(pos == data.GOAL_SQUARE for pos in s["pawns"]):
            finish(s, "finished", events)
        elif len(alive) <= 1:
            finish(s, "last_player", events)
        elif s["pending"] is not None:
            if playing(s, s["pending"]["seat"]):
                return
            effects.default_answer(s, events)
        elif not playing(s, s["turn"]["seat"]):
            pass_turn(s, events)
        elif s["turn"]["moved"] and s["turn"]["traded"]:
            events.append({"type": "end_turn", "seat": s["turn"]["seat"]})
            pass_turn(s, events)
        else:
            return
