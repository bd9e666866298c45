"""The public view of a QQ跳棋 game (everything is public, items included; never the RNG).

Shape documented in docs/rules/chinese-checkers.md, "View".
"""

from __future__ import annotations

from typing import Any

from ..core import State
from . import rules
from .board import CAMP_HOLES, CAMP_OF, HOLES
from .data import (
    ANTI_PASSIVITY_CHECKPOINTS,
    ITEM_LABELS,
    ROAD_WORKER_MARK,
    ROADBLOCK_MARK,
    SLUG,
    TEAM_TARGET_PIECES,
)

_OBSTACLE_KIND = {ROADBLOCK_MARK: "roadblock", ROAD_WORKER_MARK: "road_worker"}


def _holes(state: State) -> list[dict[str, Any]]:
    board = state["board"]
    left = {tuple(ob["hole"]): ob["expires_after_round"] - state["round"] for ob in state.get("obstacles") or []}
    out = []
    for i, (q, r) in enumerate(HOLES):
        c = board[i]
        hole = {"q": q, "r": r, "camp": None if CAMP_OF[i] < 0 else CAMP_OF[i],
                "seat": int(c) if c.isdigit() else None, "obstacle": None}
        if c in _OBSTACLE_KIND:
            hole["obstacle"] = {"kind": _OBSTACLE_KIND[c], "rounds_left": left.get((q, r))}
        out.append(hole)
    return out


def _seats(state: State) -> list[dict[str, Any]]:
    board = state["board"]
    nxt = rules.next_checkpoint(state)
    seats = []
    for s, info in enumerate(state["seats"]):
        in_target, outside, total = rules.counts(state, s)
        required = rules.required_outside(state, s, nxt[1]) if nxt else None
        live = required is not None and info["status"] == rules.PLAYING
        seats.append({
            "seat": s, "camp": info["camp"], "target": info["target"], "team": info["team"],
            "status": info["status"], "result": info["result"], "place": info["place"],
            "finished_round": info["finished_round"], "timeouts": info["timeouts"],
            "pieces": [list(HOLES[i]) for i, c in enumerate(board) if c == str(s)],
            "pieces_in_target": in_target, "pieces_outside_home": outside,
            "anti_passivity_required": required if live else None,
            "anti_passivity_ok": (outside >= required) if live else None,
            "anti_passivity": info["anti_passivity"],
            "spared_by_anti_passivity": info["spared_by_anti_passivity"],
            "resign_order": info["resign_order"], "left_order": info["left_order"],
            "items": None if info.get("items") is None else dict(info["items"]),
        })
    return seats


def game_view(engine: Any, state: State, seat: int | None) -> dict[str, Any]:
    """Game state only: holes (pieces and obstacles with rounds left), camps, seats (with
    items held), teams, turn, round, draw offer, anti-passivity, last move, obstacles,
    this turn's item. The legal actions (the seed's beginner aid: the holes a piece can
    reach), the prompts and the result are in the server's payload once (issue 8,
    point 5), not here. ``engine`` is unused (kept for the engine's call)."""
    board = state["board"]
    nxt = rules.next_checkpoint(state)
    teams = None
    if rules.teams_mode(state):
        need = TEAM_TARGET_PIECES[state["players"]]
        teams = [{"team": t, "seats": [s for s, i in enumerate(state["seats"]) if i["team"] == t],
                  "pieces_in_targets": rules.team_pieces_in_targets(state, t), "needed": need}
                 for t in (0, 1)]
    offer = state["draw_offer"]
    return {
        "game": SLUG, "players": state["players"], "options": dict(state["options"]), "you": seat,
        "board": board,
        "holes": _holes(state),
        "camps": [[list(HOLES[h]) for h in CAMP_HOLES[c]] for c in range(len(CAMP_HOLES))],
        "seats": _seats(state), "teams": teams,
        "to_move": state["to_move"], "turn": state["turn"], "round": state["round"],
        "draw_offer": None if offer is None else {
            "by": offer["by"], "accepted": list(offer["accepted"]),
            "waiting": [s for s in rules.playing(state) if s not in offer["accepted"]]},
        "anti_passivity": {
            "checkpoints": [list(c) for c in ANTI_PASSIVITY_CHECKPOINTS],
            "next_round": nxt[0] if nxt else None, "next_required": nxt[1] if nxt else None,
        },
        "last_move": state["last_move"],
        "items": [{"item": k, "label": v} for k, v in ITEM_LABELS] if rules.items_room(state) else None,
        "obstacles": [dict(ob, rounds_left=ob["expires_after_round"] - state["round"])
                      for ob in state.get("obstacles") or []],
        "item_turn": state.get("item_turn"),
    }
