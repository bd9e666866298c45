"""The QQ跳棋 engine: the :class:`~boardgames.engines.core.Engine` contract.

Actions (JSON; docs/rules/chinese-checkers.md has the full notation):

- ``{"type": "move", "path": [[q, r], ...]}``: the start hole and every landing; only the
  seat to move.
- ``{"type": "item", "item": <name>, ...}``: an item (道具) in an item room; only the
  seat to move, at most one a turn (see :mod:`.item_actions`).
- ``{"type": "timeout"}``: submitted by the server when the mover's clock runs out.
- ``{"type": "resign"}``, ``{"type": "offer_draw"}``, ``{"type": "accept_draw"}``,
  ``{"type": "decline_draw"}``: any seat still playing, in or out of turn.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ..core import (
    Action,
    Engine,
    Event,
    GameOver,
    IllegalAction,
    InvalidAction,
    NotYourTurn,
    OptionField,
    Outcome,
    Phrase,
    Prompt,
    State,
    Term,
    gettext_noop,
)
from ..kit.frozen import ReadOnlyList
from ..kit.words import PLATFORM_ACTION_NAMES, action_name
from ..kit.values import is_int, is_seat
from ..shapes import ActionField, check_action
from . import item_actions, rules
from .board import COORDS, HOLES, INDEX, STEPS, hole_name
from .data import (
    ITEMS_OPTION_LABEL,
    DEFAULT_JUMP_RULE,
    DEFAULT_MODE,
    JUMP_RULE_LABELS,
    LIVE_MOVE_SECONDS,
    MODE_LABELS,
    MODE_TEAMS,
    NAME,
    PLAYER_COUNTS,
    SLUG,
    TEAMS_BY_PLAYERS,
)
from .moves import MEMO_SIZE, check_path, count_moves, legal_paths

def _hole_field(name: str, describe: str) -> ActionField:
    return ActionField(name, "int_list", max_items=2,
                       describe=Phrase(gettext_noop("%(hole)s with two whole numbers"), hole=Term(describe)))


# The fields of each action type (docs/rules/chinese-checkers.md); nothing else is taken.
ACTION_SHAPES = {
    # len(HOLES) bounds the path's length (parse_path), with its own message.
    "move": (ActionField("path", "pair_list", required=True, max_items=None,
                         describe=gettext_noop("a list of at least two holes [q, r] (the start and each landing)")),),
    # Which of hole/from/to an item takes: item_actions.parse_item (data.ITEM_FIELDS).
    "item": (ActionField("item", "text", required=True, describe=gettext_noop("the item's name, e.g. \"roadblock\"")),
             _hole_field("hole", gettext_noop("a hole [q, r]")),
             _hole_field("from", gettext_noop("a hole [q, r] holding your piece")),
             _hole_field("to", gettext_noop("a hole [q, r]"))),
    # 动力弹珠: decline the second move (docs/rules/chinese-checkers.md, Items).
    "end_turn": (),
    "timeout": (),
    "resign": (),
    "offer_draw": (),
    "accept_draw": (),
    "decline_draw": (),
}
ACTION_TYPES = tuple(ACTION_SHAPES)
#: Each action's name in a refusal, as the game page's buttons say it (marked for the catalogues).
ACTION_NAMES = {**PLATFORM_ACTION_NAMES, "move": gettext_noop("Move"), "item": gettext_noop("Use an item"),
                "end_turn": gettext_noop("End the turn without the second move")}


def parse_path(action: Action) -> list[int]:
    """The hole indices of ``action["path"]``.

    Raises :class:`InvalidAction` unless the path is a list of at least two ``[q, r]``
    pairs of whole numbers, each a hole of the star.
    """
    path = action.get("path")
    if not isinstance(path, list) or len(path) < 2:
        raise InvalidAction(
            gettext_noop("A move needs 'path': a list of at least two holes [q, r] (the start and each "
                         "landing).")
        )
    if len(path) > len(HOLES):
        # A chain never lands twice on a hole, so no legal path is longer than the board.
        raise IllegalAction(gettext_noop("A move's path has at most %(most)s holes; this one has %(count)s."),
                            most=len(HOLES), count=len(path))
    out = []
    for i, hole in enumerate(path):
        if (
            not isinstance(hole, (list, tuple))
            or len(hole) != 2
            or not all(is_int(x) for x in hole)
        ):
            shown = repr(hole)
            shown = shown if len(shown) <= 40 else shown[:37] + "..."
            raise InvalidAction(gettext_noop("Hole %(i)s of the move's path must be [q, r] with two whole numbers; "
                                             "got %(got)s."), i=i, got=shown)
        key = (hole[0], hole[1])
        if key not in INDEX:
            raise InvalidAction(gettext_noop("(%(q)s, %(r)s) in the move's path is not a hole of the star."),
                                q=hole[0], r=hole[1])
        out.append(INDEX[key])
    return out


def path_coords(path: tuple[int, ...] | list[int]) -> list[list[int]]:
    """Hole indices -> ``[[q, r], ...]`` (new lists every call)."""
    return [[*HOLES[h]] for h in path]


@lru_cache(maxsize=MEMO_SIZE)
def coord_paths(board: str, mark: str, camp: int, long: bool, piece: int = -1) -> tuple[ReadOnlyList, ...]:
    """:func:`.moves.legal_paths` as ``[[q, r], ...]`` paths, memoized the same way.
    The paths are read-only lists (kit/frozen.py) shared by every answer for the
    position: a caller that changes one gets ``TypeError``, never a changed memo."""
    return tuple(ReadOnlyList([COORDS[h] for h in p]) for p in legal_paths(board, mark, camp, long, piece))


class ChineseCheckersEngine(Engine):
    """QQ跳棋 (Chinese checkers) for 2, 3, 4 or 6 players, free-for-all or teams,
    一子跳 or 空跳, with or without items (道具场) (seed 001 with RULINGS.md "QQ跳棋")."""

    slug = SLUG
    name = NAME
    player_counts = PLAYER_COUNTS
    live_move_seconds = LIVE_MOVE_SECONDS
    action_shapes = ACTION_SHAPES
    action_names = ACTION_NAMES
    options = (
        OptionField(
            name="jump_rule",
            label="跳子规则 (jump rule)",
            kind="choice",
            default=DEFAULT_JUMP_RULE,
            choices=JUMP_RULE_LABELS,
            help="一子跳: jump one adjacent piece; 空跳: jump a piece with equal empty holes on both sides.",
        ),
        OptionField(
            name="mode",
            label="模式 (mode)",
            kind="choice",
            default=DEFAULT_MODE,
            choices=MODE_LABELS,
            help="Teams need 4 players (2v2) or 6 players (3v3).",
        ),
        OptionField(
            name="items",
            label=ITEMS_OPTION_LABEL,
            kind="bool",
            default=False,
            help="Each player starts with one of each: 路障, 修路工, 动力弹珠, 飞天翼, 移形换位, 龙卷风; at most one a turn.",
        ),
    )

    # -- before the game -------------------------------------------------------------
    def normalize_options(self, players: int, options: dict[str, Any]) -> dict[str, Any]:
        """Check the room options; teams need 4 (2v2) or 6 (3v3) players.

        Raises :class:`InvalidAction` (unknown option, bad value, teams with 2 or 3)."""
        if not isinstance(options, dict):
            raise InvalidAction(gettext_noop("Options must be a JSON object."))
        result = super().normalize_options(players, options)
        if result["mode"] == MODE_TEAMS and players not in TEAMS_BY_PLAYERS:
            raise InvalidAction(
                gettext_noop("Team play is 2v2 (4 players) or 3v3 (6 players); a %(players)s-player room cannot "
                             "play teams."), players=players)
        return result

    def seat_teams(self, players: int, options: dict[str, Any]) -> list[int | None]:
        """Per seat its team: 2v2 seats 0+2 against 1+3 (partners opposite), 3v3 seats
        0,2,4 against 1,3,5; ``None`` for every seat in a free-for-all."""
        return rules.seat_teams(players, options)

    # -- the game ----------------------------------------------------------------
    def new_game(self, players: int, options: dict[str, Any], seed: int) -> State:
        """The opening: each seat's ten pieces fill its home camp; seat 0 moves first.
        ``seed`` is kept as ``state["rng"]`` (the game itself uses no randomness)."""
        options = self.normalize_options(players, options)
        return rules.new_state(players, options, seed)

    def from_position(self, players: int, options: dict[str, Any], position: dict[str, Any],
                      seed: int = 0) -> State:
        """A running game from a position (see :func:`.position.state_from_position`)."""
        from .position import state_from_position

        return state_from_position(players, options, position, seed)

    def position_of(self, state: State) -> dict[str, Any]:
        """The position of ``state`` (see :func:`.position.position_of`)."""
        from .position import position_of

        return position_of(state)

    def prompts(self, state: State) -> list[Prompt]:
        """One prompt, for the seat to move: kinds ``("move",)`` (``("move", "item")`` while
        it holds an item and has used none this turn; ``("move", "end_turn")`` on the
        optional second move of a 动力弹珠 turn), a key that changes every turn and so one
        move clock for the whole turn, items and both 动力弹珠 moves included (ours,
        docs/rules/chinese-checkers.md "Items"); none once the game is over. Draw answers
        and resigning are allowed out of turn but are never prompted."""
        if state["result"] is not None or state["to_move"] is None:
            return []
        held = state["seats"][state["to_move"]].get("items") or {}
        items = rules.items_room(state) and state.get("item_turn") is None and any(held.values())
        if rules.follow_up(state) is not None:
            kinds: tuple[str, ...] = ("move", "end_turn")
        else:
            kinds = ("move", "item") if items else ("move",)
        return [Prompt(
            seat=state["to_move"],
            kinds=kinds,
            key=f"move-{state['turn']}",
            clock="move",
            on_timeout="the move is skipped; three timeouts in a row and the seat leaves",
        )]

    def legal_moves(self, state: State, seat: int) -> list[Action]:
        """The move actions of ``seat`` now: one per distinct (start, destination) with
        its canonical path (a step, else the shortest jump chain, ties broken by the
        lexicographically smallest path); ``[]`` when it is not this seat's turn. On the
        second move of a 动力弹珠 turn only the piece that moved first. Each action dict
        is new; its ``path`` is a read-only list shared with later answers for the same
        position (:func:`coord_paths`)."""
        if state["result"] is not None or state["to_move"] != seat:
            return []
        follow = rules.follow_up(state)
        piece = -1 if follow is None else INDEX[tuple(follow)]
        paths = coord_paths(state["board"], str(seat), rules.home(state, seat), rules.is_long(state), piece)
        return [{"type": "move", "path": p} for p in paths]

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        """Every action ``seat`` may submit now: its moves (if it is to move, see
        :meth:`legal_moves`), ``{"type": "end_turn"}`` on the optional second move of a
        动力弹珠 turn, its item uses (item rooms, see
        :func:`.item_actions.legal_item_actions`), then resign and the draw actions that apply. Any other
        jump chain to the same destination is accepted by :meth:`apply` too."""
        if state["result"] is not None or not (0 <= seat < state["players"]):
            return []
        if state["seats"][seat]["status"] != rules.PLAYING:
            return []
        actions = self.legal_moves(state, seat)
        if state["to_move"] == seat and rules.follow_up(state) is not None:
            actions.append({"type": "end_turn"})
        actions.extend(item_actions.legal_item_actions(state, seat))
        actions.append({"type": "resign"})
        offer = state["draw_offer"]
        if offer is None:
            actions.append({"type": "offer_draw"})
        elif seat == offer["by"]:
            actions.append({"type": "decline_draw"})
        elif seat not in offer["accepted"]:
            actions.append({"type": "accept_draw"})
            actions.append({"type": "decline_draw"})
        return actions

    def apply(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        """Validate and apply ``action`` by ``seat``; returns ``(new_state, events)``.

        Raises :class:`InvalidAction` (malformed action, path or item fields), :class:`GameOver`,
        :class:`NotYourTurn` (a move or timeout out of turn, or a seat no longer
        playing), :class:`IllegalAction` (an illegal path, a draw answer with no offer...).
        ``state`` is never modified."""
        kind = check_action(self.action_shapes, action)
        if state["result"] is not None:
            raise GameOver(gettext_noop("The game is over; \"%(kind)s\" is not accepted."),
                           kind=action_name(ACTION_NAMES, kind))
        if not is_seat(seat, state["players"]):
            raise InvalidAction(gettext_noop("There is no seat %(seat)s in this %(players)s-player game."),
                                seat=repr(seat), players=state["players"])
        rules.SEATS.require_playing(state["seats"][seat]["status"], seat, action_name(ACTION_NAMES, kind))
        if kind == "item":
            name, at = item_actions.parse_item(action)
        if kind in ("move", "item", "timeout", "end_turn") and state["to_move"] != seat:
            raise NotYourTurn(gettext_noop("It is seat %(to_move)s's turn, not seat %(seat)s's; \"%(kind)s\" is "
                                           "not accepted."), to_move=state["to_move"], seat=seat,
                              kind=action_name(ACTION_NAMES, kind))
        if kind == "move":
            path = parse_path(action)
            self._check_follow_up(state, seat, path)
            why = check_path(state["board"], str(seat), path, rules.allowed(state, seat),
                             state["options"]["jump_rule"])
            if why is not None:
                shown = " -> ".join(hole_name(h) for h in path)
                raise IllegalAction(gettext_noop("Illegal move %(path)s by seat %(seat)s: %(why)s."),
                                    path=shown, seat=seat, why=why)
        if kind == "item":
            item_actions.check_item(state, seat, name, at)
        if kind == "end_turn" and rules.follow_up(state) is None:
            raise IllegalAction(gettext_noop("There is no second move to give up: \"End the turn\" is only for "
                                             "the second move of a 动力弹珠 (power marble) turn."))
        offer = state["draw_offer"]
        if kind == "offer_draw" and offer is not None:
            raise IllegalAction(gettext_noop("Seat %(by)s has already offered a draw; accept or decline it."),
                                by=offer["by"])
        if kind == "accept_draw" and offer is None:
            raise IllegalAction(gettext_noop("There is no draw offer to accept."))
        if kind == "decline_draw" and offer is None:
            raise IllegalAction(gettext_noop("There is no draw offer to decline."))
        if kind == "accept_draw" and (seat == offer["by"] or seat in offer["accepted"]):
            raise IllegalAction(gettext_noop("Seat %(seat)s has already agreed to the draw offered by seat "
                                             "%(by)s."),
                                seat=seat, by=offer["by"])

        new = self.copy_state(state)
        events: list[Event] = []
        if kind == "move":
            self._move(new, seat, path, events)
        elif kind == "item":
            item_actions.apply_item(new, seat, name, at, events)
        elif kind == "timeout":
            rules.record_timeout(new, seat, events)
        elif kind == "end_turn":
            events.append({"type": "second_move_declined", "seat": seat, "hole": list(rules.follow_up(new))})
            rules.advance(new, seat, events)
        elif kind == "resign":
            was_to_move = new["to_move"] == seat
            rules.remove_seats(new, [seat], rules.RESIGNED, "resigned", events)
            if new["result"] is None and was_to_move:
                rules.advance(new, seat, events)
        elif kind == "offer_draw":
            new["draw_offer"] = {"by": seat, "accepted": [seat]}
            events.append({"type": "draw_offered", "by": seat})
            self._maybe_draw(new, events)
        elif kind == "accept_draw":
            new["draw_offer"]["accepted"].append(seat)
            events.append({"type": "draw_accepted", "seat": seat})
            self._maybe_draw(new, events)
        elif kind == "decline_draw":
            by = new["draw_offer"]["by"]
            new["draw_offer"] = None
            events.append({"type": "draw_declined", "seat": seat, "by": by})
        return new, events

    @staticmethod
    def _maybe_draw(state: State, events: list[Event]) -> None:
        offer = state["draw_offer"]
        if all(s in offer["accepted"] for s in rules.playing(state)):
            rules.draw_agreed(state, events)

    @staticmethod
    def _check_follow_up(state: State, seat: int, path: list[int]) -> None:
        """On the second move of a 动力弹珠 turn, only the piece that moved first may move."""
        follow = rules.follow_up(state)
        if follow is not None and path[0] != INDEX[tuple(follow)]:
            raise IllegalAction(
                gettext_noop("动力弹珠 (power marble): the second move must be made by the piece on "
                             "(%(q)s, %(r)s), not %(start)s."), q=follow[0], r=follow[1], start=hole_name(path[0]))

    @staticmethod
    def _move(state: State, seat: int, path: list[int], events: list[Event]) -> None:
        board = list(state["board"])
        board[path[0]] = "."
        board[path[-1]] = str(seat)
        state["board"] = "".join(board)
        coords = path_coords(path)
        state["last_move"] = {"seat": seat, "path": coords, "round": state["round"]}
        events.append({"type": "move", "seat": seat, "path": coords,
                       "kind": "step" if len(path) == 2 and path[1] in STEPS[path[0]] else "jump"})
        rules.after_move(state, seat, path[-1], events)

    def timeout_action(self, state: State, seat: int) -> Action:
        """``{"type": "timeout"}``: the move is skipped and counts toward the three
        consecutive timeouts that make the seat leave (seed 防止消极)."""
        return {"type": "timeout"}

    # -- reading -------------------------------------------------------------------
    def count_legal_moves(self, state: State, seat: int | None = None) -> int:
        """How many distinct (start, destination) moves ``seat`` (default: the seat to
        move) has now (the length of :meth:`legal_moves`, without building actions). 0
        when it is not that seat's turn."""
        seat = state["to_move"] if seat is None else seat
        if state["result"] is not None or seat is None or state["to_move"] != seat:
            return 0
        if rules.follow_up(state) is not None:
            return len(self.legal_moves(state, seat))
        return count_moves(state["board"], str(seat), rules.home(state, seat), rules.is_long(state))

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        """The whole public game (Chinese checkers hides nothing; items are public too):
        see :func:`.view.game_view`. Never the RNG state."""
        from .view import game_view

        return game_view(self, state, seat)

    def outcome(self, state: State) -> Outcome | None:
        """``None`` while running; else places, per-seat facts (docs/rules/
        chinese-checkers.md, "Outcome"), the round it ended in and the teams."""
        result = state["result"]
        if result is None:
            return None
        facts = []
        for s, info in enumerate(state["seats"]):
            if info["exit_counts"] is not None:
                in_target = info["exit_counts"]["pieces_in_target"]
                outside = info["exit_counts"]["pieces_outside_home"]
            else:
                in_target, outside, _ = rules.counts(state, s)
            facts.append({
                "status": info["result"],
                "camp": info["camp"],
                "target": info["target"],
                "team": info["team"],
                "finished_round": info["finished_round"],
                "pieces_in_target": in_target,
                "pieces_outside_home": outside,
                "resign_order": info["resign_order"],
                "left_order": info["left_order"],
                "left_reason": info["left_reason"],
                "exit_round": info.get("exit_round"),
                "anti_passivity": info["anti_passivity"],
                "spared_by_anti_passivity": info["spared_by_anti_passivity"],
                "timeouts": info["timeouts"],
            })
        return Outcome(
            reason=result["reason"],
            places=[info["place"] for info in state["seats"]],
            draw=result["draw"],
            rounds=result["round"],
            seats=facts,
            teams=rules.seat_teams(state["players"], state["options"]),
        )


ENGINE = ChineseCheckersEngine()
