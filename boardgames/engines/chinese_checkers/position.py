"""Positions: start a game from any placement of pieces ("from position"), and read a
running game's position back.

A position is JSON::

    {"pieces": {"0": [[q, r], ...], "1": [[q, r], ...], ...},
     "to_move": 0,     # optional, default 0
     "round": 1}       # optional, default 1

``pieces`` names every seat of the game (keys are the seat numbers as strings; ints
are accepted too), each with 1 to 10 holes of the star, no hole used twice. A seat may
not already have all its pieces in its target camp, a team may not already have
reached 15/23 pieces in its targets, and the seat to move must have a legal move.
:func:`position_of` is the inverse of :func:`state_from_position` (pieces sorted).
"""

from __future__ import annotations

from typing import Any

from ..core import InvalidAction, State
from ..kit.values import in_range, is_int, is_seat
from . import rules
from .board import EMPTY, HOLES, INDEX
from .data import PIECES_PER_SEAT, TEAM_TARGET_PIECES
from .moves import has_move


def state_from_position(players: int, options: dict[str, Any], position: dict[str, Any],
                        seed: int = 0) -> State:
    """A running game of ``players`` seats with ``options`` at ``position``.

    The seats' camps, targets and teams are those of a normal game of that size; every
    seat is playing with no timeouts and no draw offer. Raises :class:`InvalidAction`
    with a message for an unknown option, a malformed position, a hole off the star, a
    hole used twice, a seat with no or more than ten pieces, a seat already finished,
    a team already over its target, or a seat to move without a legal move.
    """
    from .engine import ENGINE

    options = ENGINE.normalize_options(players, options)
    if not isinstance(position, dict):
        raise InvalidAction("A position must be a JSON object with 'pieces'.")
    unknown = sorted(set(position) - {"pieces", "to_move", "round"})
    if unknown:
        raise InvalidAction(f"Unknown position field(s): {', '.join(unknown)}.")
    pieces = position.get("pieces")
    if not isinstance(pieces, dict):
        raise InvalidAction("The position needs 'pieces': an object from seat number to a list of [q, r].")
    by_seat: dict[int, Any] = {}
    for key, holes in pieces.items():
        try:
            seat = int(key)
        except (TypeError, ValueError):
            raise InvalidAction(f"Position key {key!r} is not a seat number.") from None
        if isinstance(key, bool) or not (0 <= seat < players) or str(seat) != str(key):
            raise InvalidAction(f"Position key {key!r} is not a seat of this {players}-player game (0-{players - 1}).")
        if seat in by_seat:
            raise InvalidAction(f"Seat {seat} appears twice in the position.")
        by_seat[seat] = holes
    missing = [s for s in range(players) if s not in by_seat]
    if missing:
        raise InvalidAction(f"The position has no pieces for seat(s) {', '.join(map(str, missing))}.")
    cells = [EMPTY] * len(HOLES)
    for seat in range(players):
        holes = by_seat[seat]
        if not isinstance(holes, list) or not holes:
            raise InvalidAction(f"Seat {seat} needs a non-empty list of holes [q, r].")
        if len(holes) > PIECES_PER_SEAT:
            raise InvalidAction(f"Seat {seat} has {len(holes)} pieces; at most {PIECES_PER_SEAT}.")
        for hole in holes:
            if (not isinstance(hole, (list, tuple)) or len(hole) != 2
                    or not all(is_int(x) for x in hole)):
                raise InvalidAction(f"Seat {seat}'s piece {hole!r} is not [q, r] with two whole numbers.")
            key = (hole[0], hole[1])
            if key not in INDEX:
                raise InvalidAction(f"Seat {seat}'s piece at ({hole[0]}, {hole[1]}) is not on a hole of the star.")
            i = INDEX[key]
            if cells[i] != EMPTY:
                raise InvalidAction(
                    f"The hole ({hole[0]}, {hole[1]}) holds two pieces (seats {cells[i]} and {seat}).")
            cells[i] = str(seat)
    to_move = position.get("to_move", 0)
    if not is_seat(to_move, players):
        raise InvalidAction(f"'to_move' must be a seat number 0-{players - 1}; got {to_move!r}.")
    round_no = position.get("round", 1)
    if not in_range(round_no, 1):
        raise InvalidAction(f"'round' must be a whole number from 1; got {round_no!r}.")
    state = rules.new_state(players, options, seed, board="".join(cells), to_move=to_move,
                            round_no=round_no)
    for seat in range(players):
        in_target, _, total = rules.counts(state, seat)
        if in_target == total:
            raise InvalidAction(f"Seat {seat} already has all its pieces in its target camp.")
    if rules.teams_mode(state):
        need = TEAM_TARGET_PIECES[players]
        for team in (0, 1):
            have = rules.team_pieces_in_targets(state, team)
            if have >= need:
                raise InvalidAction(f"Team {team} already has {have} pieces in its targets (it wins at {need}).")
    if not has_move(state["board"], str(to_move), rules.allowed(state, to_move), rules.is_long(state)):
        raise InvalidAction(f"Seat {to_move}, to move, has no legal move in this position.")
    return state


def position_of(state: State) -> dict[str, Any]:
    """The position of ``state`` in the format of :func:`state_from_position`: every
    seat's pieces (sorted; empty for a seat whose pieces left the board), the seat to
    move (None once the game is over) and the round."""
    board = state["board"]
    return {
        "pieces": {str(s): [list(HOLES[i]) for i, c in enumerate(board) if c == str(s)]
                   for s in range(state["players"])},
        "to_move": state["to_move"],
        "round": state["round"],
    }
