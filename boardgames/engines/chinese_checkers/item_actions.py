"""Item (道具) actions: parsing, the checks in a fixed order, and their effects.

Notation (docs/rules/chinese-checkers.md, "Items"): ``{"type": "item", "item": <name>,
...fields}`` with the fields of data.ITEM_FIELDS and nothing else:

- ``roadblock`` / ``road_worker`` / ``tornado``: ``"hole": [q, r]`` (for the tornado its
  centre); played before the move, the seat then moves as usual.
- ``power_marble``: no field; the piece the seat moves next moves again at once.
- ``wings``: ``"from"`` (own piece), ``"to"`` (empty hole); ``swap``: ``"from"`` (own
  piece), ``"to"`` (another player's piece). Both are the seat's move.

Sources: seed 道具说明; RULINGS "QQ跳棋", "Items" and "Items in detail".
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ..core import Action, IllegalAction, InvalidAction, Phrase, Rng, State, Term, gettext_noop
from . import rules
from .board import ALLOWED_ENDS, COORDS, EMPTY, HOLES, INDEX, TORNADO_HOLES, WITHIN, hole_name
from .data import (
    ITEM_FIELDS,
    ITEM_LABEL,
    ITEM_NAMES,
    OBSTACLE_ROUNDS,
    POWER_MARBLE,
    ROAD_WORKER,
    ROAD_WORKER_MARK,
    ROADBLOCK,
    ROADBLOCK_MARK,
    SWAP,
    SWAP_RADIUS,
    TORNADO,
    WINGS,
    WINGS_RADIUS,
)
from .items import why_not_place
from .moves import MEMO_SIZE, has_move

Events = list[dict[str, Any]]
OBSTACLE_MARKS = {ROADBLOCK: ROADBLOCK_MARK, ROAD_WORKER: ROAD_WORKER_MARK}
#: An item's name in a refusal: the seed's name with the action's own word (English
#: pages); the Chinese catalogue keeps the seed's name alone (docs/i18n.md).
ITEM_TERMS = {
    ROADBLOCK: gettext_noop("路障 (roadblock)"),
    ROAD_WORKER: gettext_noop("修路工 (road_worker)"),
    POWER_MARBLE: gettext_noop("动力弹珠 (power_marble)"),
    WINGS: gettext_noop("飞天翼 (wings)"),
    SWAP: gettext_noop("移形换位 (swap)"),
    TORNADO: gettext_noop("龙卷风 (tornado)"),
}


def parse_hole(value: Any, field: str) -> int:
    """The hole index of ``[q, r]`` in the item field ``field``; InvalidAction unless it
    is two whole numbers naming a hole of the star."""
    if (not isinstance(value, (list, tuple)) or len(value) != 2
            or not all(isinstance(x, int) and not isinstance(x, bool) for x in value)):
        raise InvalidAction(gettext_noop("The item's %(field)s must be a hole [q, r] with two whole numbers."),
                            field=repr(field))
    if (value[0], value[1]) not in INDEX:
        raise InvalidAction(gettext_noop("(%(q)s, %(r)s) in the item's %(field)s is not a hole of the star."),
                            q=value[0], r=value[1], field=repr(field))
    return INDEX[(value[0], value[1])]


def parse_item(action: Action) -> tuple[str, dict[str, int]]:
    """``(item name, {field: hole index})`` of an item action. Raises InvalidAction for
    an unknown item, a missing field, an unknown field or a malformed hole."""
    name = action.get("item")
    if name not in ITEM_NAMES:
        raise InvalidAction(gettext_noop("Unknown item %(item)s; expected one of %(items)s."),
                            item=repr(name), items=", ".join(ITEM_NAMES))
    fields = ITEM_FIELDS[name]
    extra = sorted(set(action) - {"type", "item", *fields})
    if extra:
        raise InvalidAction(gettext_noop("The item %(item)s (%(label)s) takes no field(s) %(fields)s."),
                            item=name, label=ITEM_LABEL[name], fields=", ".join(map(repr, extra)))
    missing = [f for f in fields if f not in action]
    if missing:
        raise InvalidAction(gettext_noop("The item %(item)s (%(label)s) needs %(fields)s."),
                            item=name, label=ITEM_LABEL[name], fields=", ".join(map(repr, missing)))
    return name, {f: parse_hole(action[f], f) for f in fields}


def check_item(state: State, seat: int, name: str, at: dict[str, int]) -> None:
    """Raise IllegalAction (with a message for the player) unless ``seat``, to move, may
    play ``name`` with the holes ``at`` now. Order: room, one item a turn, item held,
    the item's own rule."""
    label = Term(ITEM_TERMS[name])
    if not rules.items_room(state):
        raise IllegalAction(gettext_noop("This room plays without items (道具场 is off)."))
    turn = state.get("item_turn")
    if turn is not None:
        raise IllegalAction(gettext_noop("At most one item a turn: you have already used %(item)s this turn."),
                            item=ITEM_LABEL[turn["item"]])
    if state["seats"][seat]["items"].get(name, 0) <= 0:
        raise IllegalAction(gettext_noop("You have no %(item)s left."), item=label)
    why = _why_not(state, seat, name, at)
    if why is not None:
        raise IllegalAction(gettext_noop("%(item)s cannot be played: %(why)s."), item=label, why=why)


def _why_not(state: State, seat: int, name: str, at: dict[str, int]) -> Phrase | None:
    board, mark = state["board"], str(seat)
    if name in (ROADBLOCK, ROAD_WORKER):
        why = why_not_place(board, mark, at["hole"])
        return None if why is None else Phrase(gettext_noop("%(hole)s: %(why)s"),
                                               hole=hole_name(at["hole"]), why=why)
    if name == TORNADO:
        if at["hole"] not in TORNADO_HOLES:
            return Phrase(gettext_noop("the hole %(hole)s and its six neighbours must all lie outside "
                                       "every camp"),
                          hole=hole_name(at["hole"]))
        return None
    if name in (WINGS, SWAP):
        return _why_not_teleport(state, seat, name, at["from"], at["to"])
    return None  # power marble: always playable while held


def _why_not_teleport(state: State, seat: int, name: str, src: int, dst: int) -> Phrase | None:
    board, mark = state["board"], str(seat)
    if board[src] != mark:
        return Phrase(gettext_noop("%(hole)s does not hold one of your pieces"), hole=hole_name(src))
    radius = WINGS_RADIUS if name == WINGS else SWAP_RADIUS
    if dst not in WITHIN[radius][src]:
        return Phrase(gettext_noop("%(to)s is not within %(radius)s holes of %(start)s"),
                      to=hole_name(dst), radius=radius, start=hole_name(src))
    if name == WINGS:
        if board[dst] != EMPTY:
            return Phrase(gettext_noop("the hole %(hole)s is not empty"), hole=hole_name(dst))
        if not rules.allowed(state, seat)[dst]:
            return _own_camp_rule(dst)
        return None
    other = board[dst]
    if not other.isdigit() or other == mark:
        return Phrase(gettext_noop("%(hole)s does not hold another player's piece"), hole=hole_name(dst))
    if state["seats"][int(other)]["status"] != rules.PLAYING:
        return Phrase(gettext_noop("seat %(seat)s has finished; its pieces stay where they are"), seat=other)
    if not rules.allowed(state, seat)[dst]:
        return _own_camp_rule(dst)
    if not ALLOWED_ENDS[state["seats"][int(other)]["camp"]][src]:
        return Phrase(gettext_noop("seat %(seat)s's piece would end in a camp not its own at %(hole)s "
                                   "(a piece may end only in its own home camp, its target camp or outside "
                                   "the camps)"), seat=other, hole=hole_name(src))
    return None


def _own_camp_rule(dst: int) -> Phrase:
    """The refusal of an item that would leave the mover's piece in another's camp."""
    return Phrase(gettext_noop("your piece would end in another player's camp at %(hole)s (a piece may end "
                               "only in its own home camp, its target camp or outside the camps)"),
                  hole=hole_name(dst))


def apply_item(state: State, seat: int, name: str, at: dict[str, int], events: Events) -> None:
    """Play a checked item on ``state`` (owned by the caller): take it from the seat,
    record it as this turn's item, apply its effect and emit an ``item`` event."""
    state["seats"][seat]["items"][name] -= 1
    state["item_turn"] = {"item": name, "follow_up": None}
    event: dict[str, Any] = {"type": "item", "seat": seat, "item": name, "label": ITEM_LABEL[name],
                             "round": state["round"]}
    for field, h in at.items():
        event[field] = list(HOLES[h])
    if name in OBSTACLE_MARKS:
        _place(state, seat, name, at["hole"], event)
    elif name == TORNADO:
        _tornado(state, at["hole"], event)
    events.append(event)
    if name in (WINGS, SWAP):
        _teleport(state, seat, name, at["from"], at["to"], events)
    elif not has_move(state["board"], str(seat), rules.home(state, seat), rules.is_long(state)):
        # RULINGS "Items in detail": an item that leaves the seat without a move is allowed
        # (also a 动力弹珠 played by a seat that had no move: rules.can_act prompts it).
        events.append({"type": "pass", "seat": seat, "round": state["round"],
                       "why": "no legal move after the item"})
        rules.advance(state, seat, events)


def _place(state: State, seat: int, name: str, h: int, event: dict[str, Any]) -> None:
    board = list(state["board"])
    board[h] = OBSTACLE_MARKS[name]
    state["board"] = "".join(board)
    expires = state["round"] + OBSTACLE_ROUNDS
    state["obstacles"].append({"kind": name, "hole": list(HOLES[h]), "seat": seat,
                               "placed_round": state["round"], "expires_after_round": expires})
    event["expires_after_round"] = expires


def _tornado(state: State, centre: int, event: dict[str, Any]) -> None:
    """Shuffle the contents of the seven holes (pieces and empty holes; obstacles stay
    put) with the game's RNG, so the seed fixes the result."""
    holes = TORNADO_HOLES[centre]
    board = list(state["board"])
    free = [h for h in holes if board[h] not in (ROADBLOCK_MARK, ROAD_WORKER_MARK)]
    contents = [board[h] for h in free]
    rng = Rng(state["rng"])
    rng.shuffle(contents)
    state["rng"] = rng.state
    before = [_shown(board[h]) for h in holes]
    for h, c in zip(free, contents):
        board[h] = c
    state["board"] = "".join(board)
    event["holes"] = [list(HOLES[h]) for h in holes]
    event["before"] = before
    event["after"] = [_shown(board[h]) for h in holes]


def _shown(c: str) -> int | str | None:
    """A hole's content in an event: a seat, None (empty) or an obstacle's name."""
    if c == EMPTY:
        return None
    if c == ROADBLOCK_MARK:
        return ROADBLOCK
    if c == ROAD_WORKER_MARK:
        return ROAD_WORKER
    return int(c)


def _teleport(state: State, seat: int, name: str, src: int, dst: int, events: Events) -> None:
    board = list(state["board"])
    other = board[dst]
    board[dst] = str(seat)
    board[src] = other if name == SWAP else EMPTY
    state["board"] = "".join(board)
    state["last_move"] = {"seat": seat, "path": [list(HOLES[src]), list(HOLES[dst])],
                          "round": state["round"], "item": name}
    others = (int(other),) if name == SWAP else ()
    rules.after_move(state, seat, dst, events, others)


def item_targets(state: State, seat: int) -> dict[str, Any] | None:
    """The legal uses of each item ``seat`` may play now, as hole indices:
    ``{name: [hole, ...]}`` for 路障/修路工/龙卷风, ``{name: [(from, to), ...]}`` for
    飞天翼/移形换位, ``{"power_marble": [()]}``; an item not held (or not playable now) maps
    to ``[]``. None when the seat may use no item now (not its turn, a plain room, or
    an item already used this turn). A new dict every call (not memoized)."""
    key = use_key(state, seat)
    return None if key is None else targets_of(*key)


def use_key(state: State, seat: int) -> tuple[str, str, tuple[str, ...], tuple[int, ...], str] | None:
    """Everything the item uses of ``seat`` depend on, as the memo key of
    :func:`listed_uses`: ``(board, mark, items held, camps, others)``, or None when the
    seat may use no item now (the gates of :func:`item_targets`: not an item room, the
    game over, not its turn, an item already used this turn). ``board`` carries the
    obstacles (their marks) and the pieces; an obstacle's rounds only decide when its mark
    leaves the board (items.expire_obstacles), so they are not part of the key, nor is the
    round. ``items held``: the names with a count above 0 (how many more does not
    matter); ``camps``: each seat's home camp (the camp rule of 飞天翼 and 移形换位);
    ``others``: the marks of the other seats still playing (移形换位's partners)."""
    if (not rules.items_room(state) or state["result"] is not None or state["to_move"] != seat
            or state.get("item_turn") is not None):
        return None
    held = state["seats"][seat]["items"]
    camps = tuple(info["camp"] for info in state["seats"])
    others = "".join(str(s) for s in rules.playing(state) if s != seat)
    return (state["board"], str(seat), tuple(n for n in ITEM_NAMES if held.get(n, 0) > 0), camps, others)


def targets_of(board: str, mark: str, held: tuple[str, ...], camps: tuple[int, ...],
               others: str) -> dict[str, Any]:
    """:func:`item_targets` for a :func:`use_key` (a new dict every call)."""
    from .items import place_targets, swap_targets, tornado_centres, wings_targets

    out: dict[str, Any] = {}
    places: list[int] | None = None
    for name in ITEM_NAMES:
        if name not in held:
            out[name] = []
        elif name in OBSTACLE_MARKS:
            places = place_targets(board, mark) if places is None else places
            out[name] = list(places)
        elif name == TORNADO:
            out[name] = tornado_centres()
        elif name == WINGS:
            out[name] = wings_targets(board, mark, ALLOWED_ENDS[camps[int(mark)]])
        elif name == SWAP:
            out[name] = swap_targets(board, mark, camps, others)
        else:
            out[name] = [()]
    return out


@lru_cache(maxsize=MEMO_SIZE)
def listed_uses(board: str, mark: str, held: tuple[str, ...], camps: tuple[int, ...],
                others: str) -> tuple[Action, ...]:
    """The item actions of a :func:`use_key`, in the order of data.ITEM_NAMES, then
    ascending holes. Memoized per process like the moves (moves.MEMO_SIZE keys): an item
    room's opening lists about 230 uses, and the move service, the push and the pages ask
    for the same position's list several times a move. The dicts are shared by every
    caller: :func:`legal_item_actions` hands out copies."""
    actions: list[Action] = []
    for name, uses in targets_of(board, mark, held, camps, others).items():
        if name in (WINGS, SWAP):
            actions.extend({"type": "item", "item": name, "from": COORDS[a], "to": COORDS[b]}
                           for a, b in uses)
        elif ITEM_FIELDS[name]:
            actions.extend({"type": "item", "item": name, "hole": COORDS[h]} for h in uses)
        else:
            actions.extend({"type": "item", "item": name} for _ in uses)
    return tuple(actions)


def legal_item_actions(state: State, seat: int) -> list[Action]:
    """Every legal item action of ``seat`` now, in the order of data.ITEM_NAMES, then
    ascending holes (see :func:`item_targets`), from the memo :func:`listed_uses`. Each
    dict is new; its holes are the shared read-only ``[q, r]`` lists of board.COORDS."""
    key = use_key(state, seat)
    if key is None:
        return []
    return [{**action} for action in listed_uses(*key)]
