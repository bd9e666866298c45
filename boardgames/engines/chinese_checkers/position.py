"""Positions: start a game from any placement of pieces ("from position"), and read a
running game's position back.

A position is JSON::

    {"pieces": {"0": [[q, r], ...], "1": [[q, r], ...], ...},
     "to_move": 0,     # optional, default 0
     "round": 1,       # optional, default 1
     "obstacles": [{"kind": "roadblock", "hole": [q, r], "expires_after_round": 3,
                    "seat": 0}],           # item rooms only; optional, default none
     "items": {"0": {"roadblock": 1, ...}, ...}}  # item rooms only; optional

``pieces`` names every seat of the game (keys are the seat numbers as strings; ints
are accepted too), each with 1 to 10 holes of the star, no hole used twice. A seat may
not already have all its pieces in its target camp, a team may not already have
reached 15/23 pieces in its targets, and the seat to move must have a legal move.
:func:`position_of` is the inverse of :func:`state_from_position` (pieces sorted).
Obstacles (kind ``roadblock`` 路障 or ``road_worker`` 修路工) stand on empty holes outside
every camp and last to the end of round ``expires_after_round`` (at least ``round``);
``seat`` (who placed it) is optional. ``items`` gives per seat the count held of each
item (0-9; an item left out is 0); without ``items`` every seat holds one of each.
"""

from __future__ import annotations

from typing import Any

from ..core import InvalidAction, State, gettext_noop
from ..kit.values import in_range, is_int, is_seat
from . import rules
from .board import CAMP_OF, EMPTY, HOLES, INDEX
from .data import ITEM_NAMES, PIECES_PER_SEAT, ROAD_WORKER, ROAD_WORKER_MARK, ROADBLOCK, ROADBLOCK_MARK, TEAM_TARGET_PIECES


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
        raise InvalidAction(gettext_noop("A position must be a JSON object with 'pieces'."))
    unknown = sorted(set(position) - {"pieces", "to_move", "round", "obstacles", "items"})
    if unknown:
        raise InvalidAction(gettext_noop("Unknown position field(s): %(unknown)s."), unknown=', '.join(unknown))
    pieces = position.get("pieces")
    if not isinstance(pieces, dict):
        raise InvalidAction(gettext_noop("The position needs 'pieces': an object from seat number to a "
                                         "list of [q, r]."))
    cells = _cells(_pieces_by_seat(pieces, players), players)
    to_move = position.get("to_move", 0)
    if not is_seat(to_move, players):
        raise InvalidAction(gettext_noop("'to_move' must be a seat number 0-%(players)s; got %(to_move)s."),
                            players=players - 1, to_move=repr(to_move))
    round_no = position.get("round", 1)
    if not in_range(round_no, 1):
        raise InvalidAction(gettext_noop("'round' must be a whole number from 1; got %(round_no)s."),
                            round_no=repr(round_no))
    if not options.get("items") and ("obstacles" in position or "items" in position):
        raise InvalidAction(gettext_noop("'obstacles' and 'items' need an item room (option items: true)."))
    obstacles = _obstacles(position.get("obstacles", []), cells, round_no, players)
    state = rules.new_state(players, options, seed, board="".join(cells), to_move=to_move,
                            round_no=round_no)
    state["obstacles"] = obstacles
    if "items" in position:
        _set_items(state, position["items"])
    _check_not_finished(state, players)
    if not rules.can_act(state, to_move):
        raise InvalidAction(gettext_noop("Seat %(to_move)s, to move, has no legal move (nor item use) in "
                                         "this position."), to_move=to_move)
    return state


def _pieces_by_seat(pieces: dict, players: int) -> dict[int, Any]:
    """The position's ``pieces`` by seat number (every seat of the game, once each).
    Raises InvalidAction with a message."""
    by_seat: dict[int, Any] = {}
    for key, holes in pieces.items():
        try:
            seat = int(key)
        except (TypeError, ValueError):
            raise InvalidAction(gettext_noop("Position key %(key)s is not a seat number."),
                                key=repr(key)) from None
        if isinstance(key, bool) or not (0 <= seat < players) or str(seat) != str(key):
            raise InvalidAction(gettext_noop("Position key %(key)s is not a seat of this "
                                             "%(players)s-player game (0-%(last)s)."),
                                key=repr(key), players=players, last=players - 1)
        if seat in by_seat:
            raise InvalidAction(gettext_noop("Seat %(seat)s appears twice in the position."), seat=seat)
        by_seat[seat] = holes
    missing = [s for s in range(players) if s not in by_seat]
    if missing:
        raise InvalidAction(gettext_noop("The position has no pieces for seat(s) %(missing)s."),
                            missing=', '.join(map(str, missing)))
    return by_seat


def _cells(by_seat: dict[int, Any], players: int) -> list[str]:
    """The board string's cells (a seat's number on each of its holes, ``EMPTY``
    elsewhere): 1 to ten pieces a seat, each on a hole of the star, no hole twice.
    Raises InvalidAction with a message."""
    cells = [EMPTY] * len(HOLES)
    for seat in range(players):
        holes = by_seat[seat]
        if not isinstance(holes, list) or not holes:
            raise InvalidAction(gettext_noop("Seat %(seat)s needs a non-empty list of holes [q, r]."),
                                seat=seat)
        if len(holes) > PIECES_PER_SEAT:
            raise InvalidAction(gettext_noop("Seat %(seat)s has %(holes)s pieces; at most %(most)s."),
                                seat=seat, holes=len(holes), most=PIECES_PER_SEAT)
        for hole in holes:
            if (not isinstance(hole, (list, tuple)) or len(hole) != 2
                    or not all(is_int(x) for x in hole)):
                raise InvalidAction(gettext_noop("Seat %(seat)s's piece %(hole)s is not [q, r] with two "
                                                 "whole numbers."), seat=seat, hole=repr(hole))
            key = (hole[0], hole[1])
            if key not in INDEX:
                raise InvalidAction(gettext_noop("Seat %(seat)s's piece at (%(q)s, %(r)s) is not on a hole "
                                                 "of the star."), seat=seat, q=hole[0], r=hole[1])
            i = INDEX[key]
            if cells[i] != EMPTY:
                raise InvalidAction(
                    gettext_noop("The hole (%(q)s, %(r)s) holds two pieces (seats %(other)s and %(seat)s)."),
                    q=hole[0], r=hole[1], other=cells[i], seat=seat)
            cells[i] = str(seat)
    return cells


def _check_not_finished(state: State, players: int) -> None:
    """No seat has all its pieces in its target camp, and no team has reached its
    target count yet. Raises InvalidAction with a message."""
    for seat in range(players):
        in_target, _, total = rules.counts(state, seat)
        if in_target == total:
            raise InvalidAction(gettext_noop("Seat %(seat)s already has all its pieces in its target camp."),
                                seat=seat)
    if rules.teams_mode(state):
        need = TEAM_TARGET_PIECES[players]
        for team in (0, 1):
            have = rules.team_pieces_in_targets(state, team)
            if have >= need:
                raise InvalidAction(gettext_noop("Team %(team)s already has %(have)s pieces in its targets "
                                                 "(it wins at %(need)s)."), team=team, have=have, need=need)


_MARKS = {ROADBLOCK: ROADBLOCK_MARK, ROAD_WORKER: ROAD_WORKER_MARK}


def _obstacles(raw: Any, cells: list[str], round_no: int, players: int) -> list[dict[str, Any]]:
    """Check the position's obstacles, mark them on ``cells`` and return them as state
    entries. Raises InvalidAction with a message."""
    if not isinstance(raw, list):
        raise InvalidAction(gettext_noop("'obstacles' must be a list of {kind, hole, expires_after_round}."))
    out = []
    for ob in raw:
        if not isinstance(ob, dict) or set(ob) - {"kind", "hole", "expires_after_round", "seat"}:
            raise InvalidAction(gettext_noop("Each obstacle is {kind, hole, expires_after_round} with an "
                                             "optional seat."))
        kind, hole, until = ob.get("kind"), ob.get("hole"), ob.get("expires_after_round")
        if kind not in _MARKS:
            raise InvalidAction(gettext_noop("Obstacle kind must be roadblock or road_worker; got %(kind)s."),
                                kind=repr(kind))
        if (not isinstance(hole, list) or len(hole) != 2
                or not all(isinstance(x, int) and not isinstance(x, bool) for x in hole)
                or tuple(hole) not in INDEX):
            raise InvalidAction(gettext_noop("Obstacle hole %(hole)s is not a hole [q, r] of the star."),
                                hole=repr(hole))
        i = INDEX[tuple(hole)]
        if cells[i] != EMPTY or CAMP_OF[i] >= 0:
            raise InvalidAction(gettext_noop("The obstacle at (%(q)s, %(r)s) needs an empty hole outside "
                                             "every camp."), q=hole[0], r=hole[1])
        if isinstance(until, bool) or not isinstance(until, int) or until < round_no:
            raise InvalidAction(gettext_noop("An obstacle's 'expires_after_round' must be a round from "
                                             "%(round_no)s; got %(until)s."),
                                round_no=round_no, until=repr(until))
        seat = ob.get("seat")
        if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players):
            raise InvalidAction(gettext_noop("An obstacle's 'seat' must be a seat number 0-%(players)s; "
                                             "got %(seat)s."), players=players - 1, seat=repr(seat))
        cells[i] = _MARKS[kind]
        out.append({"kind": kind, "hole": list(hole), "seat": seat,
                    "placed_round": None, "expires_after_round": until})
    return out


def _set_items(state: State, raw: Any) -> None:
    """Set every seat's items from the position's ``items`` (all seats, counts 0-9)."""
    if not isinstance(raw, dict) or sorted(map(str, raw)) != sorted(str(s) for s in range(state["players"])):
        raise InvalidAction(gettext_noop("'items' must name every seat: {\"0\": {\"roadblock\": 1, ...}, "
                                         "...}."))
    for key, held in raw.items():
        if not isinstance(held, dict) or set(held) - set(ITEM_NAMES):
            raise InvalidAction(gettext_noop("Seat %(key)s's items must be an object of %(items)s."),
                                key=key, items=', '.join(ITEM_NAMES))
        for name, n in held.items():
            if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= 9:
                raise InvalidAction(gettext_noop("Seat %(key)s holds %(n)s %(name)s; a count is 0-9."),
                                    key=key, n=repr(n), name=name)
        state["seats"][int(key)]["items"] = {name: held.get(name, 0) for name in ITEM_NAMES}


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
        **(_item_fields(state) if rules.items_room(state) else {}),
    }


def _item_fields(state: State) -> dict[str, Any]:
    return {
        "obstacles": [{"kind": ob["kind"], "hole": list(ob["hole"]), "expires_after_round": ob["expires_after_round"],
                       "seat": ob["seat"]} for ob in state.get("obstacles") or []],
        "items": {str(s): dict(info["items"]) for s, info in enumerate(state["seats"])},
    }
