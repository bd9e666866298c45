"""Turns, rounds, finishing, leaving, anti-passivity, teams and the end of the game.

Every function here works on a state the caller owns (the engine deep-copies before
calling) and appends plain event dicts to ``events``. The state shape is documented in
docs/rules/chinese-checkers.md; in short:

- ``board``: the 121-character board string (:mod:`.board`);
- ``seats``: per seat a dict (camp, target, team, status, place, counters...);
- ``to_move`` (seat or None), ``round`` (1-based), ``turn`` (a counter for prompt keys);
- ``draw_offer``: None or ``{"by": seat, "accepted": [seats]}``;
- ``places``: ``{"high": next free place from the top, "low": from the bottom}``;
- ``result``: None while running, else ``{"reason", "round", "draw", "winner_team"}``;
- item rooms: ``seats[i]["items"]`` (item -> count held, None in a plain room),
  ``obstacles`` (list of ``{kind, hole, seat, placed_round, expires_after_round}``) and
  ``item_turn`` (None, or ``{"item", "follow_up"}`` for the item used this turn).
"""

from __future__ import annotations

from typing import Any

from ..core import State
from ..kit.seats import END, REMOVE, SeatRules
from .board import ALLOWED_ENDS, CAMP_HOLES, EMPTY, HOLES, opening_board, seat_camps, target_camp
from .data import (
    ANTI_PASSIVITY_CHECKPOINTS,
    ITEM_NAMES,
    ITEMS_PER_SEAT,
    JUMP_LONG,
    MODE_TEAMS,
    POWER_MARBLE,
    TEAM_TARGET_PIECES,
    TEAMS_BY_PLAYERS,
)
from .items import expire_obstacles
from .moves import has_move, legal_paths

Events = list[dict[str, Any]]

PLAYING = "playing"
# RULINGS: a player who leaves has their pieces removed from the board.
SEATS = SeatRules(left_seat=REMOVE)
FINISHED = "finished"
RESIGNED = "resigned"
LEFT = "left"
DREW = "drew"


def seat_teams(players: int, options: dict[str, Any]) -> list[int | None]:
    """Per seat its team (0 or 1), or all None in a free-for-all (RULINGS: 2v2 partners
    sit opposite, 3v3 teams alternate; see data.TEAMS_BY_PLAYERS)."""
    if options.get("mode") == MODE_TEAMS:
        return list(TEAMS_BY_PLAYERS[players])
    return [None] * players


def new_state(
    players: int,
    options: dict[str, Any],
    seed: int,
    board: str | None = None,
    to_move: int = 0,
    round_no: int = 1,
) -> State:
    """A running game: the opening (``board=None``) or the given board string."""
    board = opening_board(players) if board is None else board
    teams = seat_teams(players, options)
    items = {name: ITEMS_PER_SEAT for name in ITEM_NAMES} if options.get("items") else None
    seats = []
    for seat, camp in enumerate(seat_camps(players)):
        seats.append({
            "camp": camp,
            "target": target_camp(camp),
            "team": teams[seat],
            "piece_count": board.count(str(seat)),
            "status": PLAYING,
            "place": None,
            "finished_round": None,
            "timeouts": 0,
            "resign_order": None,
            "left_order": None,
            "left_reason": None,
            "exit_round": None,
            "anti_passivity": False,
            "spared_by_anti_passivity": False,
            "exit_counts": None,
            "result": None,
            "items": None if items is None else dict(items),
        })
    return {
        "game": "chinese-checkers",
        "players": players,
        "options": dict(options),
        "board": board,
        "seats": seats,
        "to_move": to_move,
        "round": round_no,
        "turn": 0,
        "draw_offer": None,
        "last_move": None,
        "places": {"high": 1, "low": players},
        "orders": {"resigned": 0, "left": 0},
        "result": None,
        "obstacles": [],
        "item_turn": None,
        "rng": int(seed),
    }


# -- facts -------------------------------------------------------------------------

def is_long(state: State) -> bool:
    """Whether the room plays 空跳."""
    return state["options"]["jump_rule"] == JUMP_LONG


def home(state: State, seat: int) -> int:
    """The home camp of ``seat`` (its row of ALLOWED_ENDS is its camp rule)."""
    return state["seats"][seat]["camp"]


def allowed(state: State, seat: int) -> tuple[bool, ...]:
    """The camp-rule table of ``seat`` (where its moves may end)."""
    return ALLOWED_ENDS[state["seats"][seat]["camp"]]


def counts(state: State, seat: int) -> tuple[int, int, int]:
    """``(pieces_in_target, pieces_outside_home, pieces_on_board)`` of ``seat`` now."""
    board = state["board"]
    mark = str(seat)
    info = state["seats"][seat]
    total = board.count(mark)
    in_target = sum(1 for h in CAMP_HOLES[info["target"]] if board[h] == mark)
    in_home = sum(1 for h in CAMP_HOLES[info["camp"]] if board[h] == mark)
    return in_target, total - in_home, total


def playing(state: State) -> list[int]:
    """The seats still playing (not finished, resigned or left), ascending."""
    return [s for s, info in enumerate(state["seats"]) if info["status"] == PLAYING]


def required_outside(state: State, seat: int, required: int) -> int:
    """Pieces ``seat`` must have outside its home at a checkpoint asking ``required``
    (capped by the pieces it started with, for games started from a position)."""
    return min(required, state["seats"][seat]["piece_count"])


def next_checkpoint(state: State) -> tuple[int, int] | None:
    """``(round, required)`` of the next anti-passivity check, or None after round 30."""
    for rnd, req in ANTI_PASSIVITY_CHECKPOINTS:
        if rnd >= state["round"]:
            return rnd, req
    return None


def opposite_seat(state: State, seat: int) -> int | None:
    """The seat whose home is ``seat``'s target camp (its 对家), if one plays."""
    target = state["seats"][seat]["target"]
    for s, info in enumerate(state["seats"]):
        if info["camp"] == target:
            return s
    return None


def teams_mode(state: State) -> bool:
    """Whether the room is a team game (2v2 or 3v3)."""
    return state["options"]["mode"] == MODE_TEAMS


def team_pieces_in_targets(state: State, team: int) -> int:
    """The pieces the members of ``team`` have in their own target camps."""
    return sum(counts(state, s)[0] for s, info in enumerate(state["seats"]) if info["team"] == team)


# -- the end of the game -------------------------------------------------------------

def finalize(state: State, reason: str, events: Events, *, winner_team: int | None = None,
             draw: bool = False) -> None:
    """End the game: fix every seat's final status (and team places) and the result."""
    seats = state["seats"]
    if teams_mode(state):
        for info in seats:
            if winner_team is None:
                info["place"] = 1
            else:
                info["place"] = 1 if info["team"] == winner_team else 2
    for info in seats:
        if info["status"] in (RESIGNED, LEFT):
            info["result"] = info["status"]
        elif info["status"] == DREW:
            info["result"] = "drew"
        elif teams_mode(state):
            info["result"] = "won" if winner_team is not None and info["team"] == winner_team else "lost"
        else:
            info["result"] = "won" if info["place"] == 1 else "lost"
    state["result"] = {"reason": reason, "round": state["round"], "draw": draw,
                       "winner_team": winner_team}
    state["to_move"] = None
    state["draw_offer"] = None
    events.append({
        "type": "game_over",
        "reason": reason,
        "round": state["round"],
        "draw": draw,
        "winner_team": winner_team,
        "places": [info["place"] for info in seats],
    })


def _ffa_check_end(state: State, reason: str, events: Events) -> None:
    """Free-for-all: end the game once at most one seat still plays; that seat takes the
    one free place left."""
    still = playing(state)
    if SEATS.after_leaving(len(still)) != END:
        return
    for s in still:
        state["seats"][s]["place"] = state["places"]["high"]
        state["places"]["high"] += 1
    finalize(state, reason, events)


def cancel_draw_offer(state: State, events: Events, why: str) -> None:
    """Drop the pending draw offer, if any, with an event saying why."""
    if state["draw_offer"] is not None:
        events.append({"type": "draw_cancelled", "by": state["draw_offer"]["by"], "why": why})
        state["draw_offer"] = None


def remove_seats(state: State, group: list[int], status: str, reason: str, events: Events) -> None:
    """``group`` stops playing at once (resigned, or left by timeouts or anti-passivity):
    their pieces leave the board (RULINGS), they share the lowest free place(s) in a
    free-for-all, and a team game ends with their team's loss (seed 组队规则 注意)."""
    seats = state["seats"]
    board = list(state["board"])
    low = state["places"]["low"]
    shared_place = low - len(group) + 1
    order_key = "resigned" if status == RESIGNED else "left"
    state["orders"][order_key] += 1
    for s in group:
        info = seats[s]
        in_target, outside, total = counts(state, s)
        info["exit_counts"] = {"pieces_in_target": in_target, "pieces_outside_home": outside}
        info["exit_round"] = state["round"]  # for the short-game rule of the ratings (seed 计分等级)
        info["status"] = status
        if status == RESIGNED:
            info["resign_order"] = state["orders"]["resigned"]
        else:
            info["left_order"] = state["orders"]["left"]
            info["left_reason"] = reason
        if reason == "anti_passivity":
            info["anti_passivity"] = True
            opp = opposite_seat(state, s)
            # seed 计分: "其对家不会扣分" - only for an opposite seat that is not itself
            # out of the game (leaving or resigning keeps its own penalty).
            if opp is not None and opp not in group and seats[opp]["status"] in (PLAYING, FINISHED):
                seats[opp]["spared_by_anti_passivity"] = True
        if not teams_mode(state):
            info["place"] = shared_place
        mark = str(s)
        removed = [i for i, c in enumerate(board) if c == mark]
        for i in removed:
            board[i] = EMPTY
        events.append({
            "type": status,  # "resigned" or "left"
            "seat": s,
            "reason": reason,
            "round": state["round"],
            "pieces_removed": len(removed),
            "place": info["place"],
        })
    state["board"] = "".join(board)
    state["places"]["low"] = low - len(group)
    cancel_draw_offer(state, events, f"seat(s) {', '.join(map(str, group))} stopped playing")
    if teams_mode(state):
        losing = {seats[s]["team"] for s in group}
        winner = None if len(losing) > 1 else 1 - losing.pop()
        finalize(state, reason, events, winner_team=winner)
    else:
        _ffa_check_end(state, reason, events)


def check_arrival(state: State, seat: int, events: Events) -> None:
    """After ``seat`` moved: finishing (all its pieces in the target) and, in a team
    game, the team's pieces in their targets reaching 15 (2v2) / 23 (3v3)."""
    info = state["seats"][seat]
    in_target, _, total = counts(state, seat)
    done = total > 0 and in_target == total
    if teams_mode(state):
        team = info["team"]
        if done:
            info["finished_round"] = state["round"]
            events.append({"type": "finished", "seat": seat, "round": state["round"], "place": 1})
            finalize(state, "team_victory", events, winner_team=team)
            return
        have = team_pieces_in_targets(state, team)
        need = TEAM_TARGET_PIECES[state["players"]]
        if have >= need:
            events.append({"type": "team_target_reached", "team": team, "pieces": have, "needed": need})
            finalize(state, "team_victory", events, winner_team=team)
        return
    if not done:
        return
    info["status"] = FINISHED
    info["place"] = state["places"]["high"]
    info["finished_round"] = state["round"]
    state["places"]["high"] += 1
    events.append({"type": "finished", "seat": seat, "round": state["round"], "place": info["place"]})
    cancel_draw_offer(state, events, f"seat {seat} finished")
    _ffa_check_end(state, "finished", events)


# -- turns and rounds ----------------------------------------------------------------

def _next_playing(state: State, prev: int) -> int | None:
    n = state["players"]
    for k in range(1, n + 1):
        s = (prev + k) % n
        if state["seats"][s]["status"] == PLAYING:
            return s
    return None


def _end_round(state: State, events: Events) -> None:
    """The round ``state["round"]`` has ended: run its anti-passivity check, if any,
    then start the next round (unless the game ended)."""
    ended = state["round"]
    events.append({"type": "round_end", "round": ended})
    expire_obstacles(state, ended, events)
    for rnd, req in ANTI_PASSIVITY_CHECKPOINTS:
        if rnd != ended:
            continue
        failing = []
        for s in playing(state):
            outside = counts(state, s)[1]
            need = required_outside(state, s, req)
            if outside < need:
                failing.append(s)
        events.append({"type": "anti_passivity_check", "round": ended, "required": req,
                       "failed": failing})
        if failing:
            remove_seats(state, failing, LEFT, "anti_passivity", events)
    if state["result"] is None:
        state["round"] = ended + 1


def advance(state: State, prev: int, events: Events) -> None:
    """Pass the turn on from ``prev`` (who just moved, timed out, or stopped playing) to
    the next seat still playing, in seat order. Passing back to a seat not after ``prev``
    ends the round (RULINGS: a round ends when every seat still playing has taken one
    turn). A seat with no legal move (and, in an item room, no legal item use) passes
    automatically; if every seat still playing
    passes in a row the game ends drawn (``"blocked"``)."""
    passes = 0
    while state["result"] is None:
        nxt = _next_playing(state, prev)
        if nxt is None:  # pragma: no cover - the game ends before this can happen
            return
        if nxt <= prev:
            _end_round(state, events)
            if state["result"] is not None:
                return
            nxt = _next_playing(state, prev)
            if nxt is None:  # pragma: no cover
                return
        state["to_move"] = nxt
        state["turn"] += 1
        state["item_turn"] = None
        if can_act(state, nxt):
            return
        events.append({"type": "pass", "seat": nxt, "round": state["round"],
                       "why": "no legal move"})
        passes += 1
        if passes >= len(playing(state)):
            for s in playing(state):
                state["seats"][s]["status"] = DREW
                state["seats"][s]["place"] = state["places"]["high"]
            finalize(state, "blocked", events, draw=not any(
                info["status"] == FINISHED for info in state["seats"]))
            return
        prev = nxt


def can_act(state: State, seat: int) -> bool:
    """Whether ``seat``, the seat to move, has a legal move or (in an item room, before
    using an item this turn) a legal item use. 飞天翼 and 移形换位 are its move and the
    other items may free it (RULINGS "Items in detail": an item that leaves the seat
    without a move is still allowed), so only a seat with neither passes automatically."""
    if has_move(state["board"], str(seat), home(state, seat), is_long(state)):
        return True
    from .item_actions import item_targets  # item_actions imports this module

    targets = item_targets(state, seat)
    return bool(targets) and any(targets.values())


def follow_up(state: State) -> list[int] | None:
    """The hole ``[q, r]`` of the piece that may make the second move of a 动力弹珠 turn
    now (the seat to move may move it again or end the turn: docs/rules/
    chinese-checkers.md, Items), else None."""
    return (state.get("item_turn") or {}).get("follow_up")


def items_room(state: State) -> bool:
    """Whether the room plays with items (道具场)."""
    return bool(state["options"].get("items"))


def after_move(state: State, seat: int, landed: int, events: Events, others: tuple[int, ...] = ()) -> None:
    """After ``seat`` made a move (a path, 飞天翼 or 移形换位) whose piece stands on
    ``landed``: the timeout count restarts, a draw offer it did not accept is cancelled,
    finishing is checked for ``seat`` and then ``others`` (the seat whose piece a swap
    moved). Then, on the first move of a 动力弹珠 turn, the same piece may move again at
    once (RULINGS "Items": the seat is prompted for that piece's moves or ``end_turn``;
    if it has no move the second move is lost); else the turn passes on."""
    state["seats"][seat]["timeouts"] = 0
    offer = state["draw_offer"]
    if offer is not None and seat not in offer["accepted"]:
        cancel_draw_offer(state, events, f"seat {seat} moved without accepting")
    for s in (seat, *others):
        if state["result"] is None and state["seats"][s]["status"] == PLAYING:
            check_arrival(state, s, events)
    if state["result"] is not None:
        return
    turn = state.get("item_turn")
    if (turn is not None and turn["item"] == POWER_MARBLE and turn["follow_up"] is None
            and state["seats"][seat]["status"] == PLAYING):
        turn["follow_up"] = list(HOLES[landed])
        if legal_paths(state["board"], str(seat), home(state, seat), is_long(state), landed):
            events.append({"type": "second_move", "seat": seat, "hole": list(HOLES[landed])})
            return
        events.append({"type": "pass", "seat": seat, "round": state["round"],
                       "why": "the 动力弹珠 piece has no second move"})
    advance(state, seat, events)


def record_timeout(state: State, seat: int, events: Events) -> None:
    """The seat to move let its clock run out: the move is skipped and counts toward
    the three consecutive timeouts that make the seat leave (seed 防止消极)."""
    info = state["seats"][seat]
    info["timeouts"], left = SEATS.timed_out(info["timeouts"])
    events.append({"type": "timeout", "seat": seat, "consecutive": info["timeouts"]})
    if left:
        remove_seats(state, [seat], LEFT, "timeouts", events)
    if state["result"] is None:
        advance(state, seat, events)


def draw_agreed(state: State, events: Events) -> None:
    """Every seat still playing accepted: they draw and share the best free place."""
    high = state["places"]["high"]
    for s in playing(state):
        state["seats"][s]["status"] = DREW
        state["seats"][s]["place"] = high
    any_finished = any(info["status"] == FINISHED for info in state["seats"])
    finalize(state, "draw", events, draw=not any_finished)

