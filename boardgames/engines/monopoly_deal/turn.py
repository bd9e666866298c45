"""Turn structure: drawing (with the refill of an empty draw pile), starting and ending a
turn, the hand limit, passing the turn, and the end of the game.

``state["draw"]`` is the draw pile, index 0 the top; ``state["discard"]`` the discard
pile, last element the top card.
"""

from __future__ import annotations

from boardgames.engines.core import Rng, secret_event
from boardgames.engines.kit.seats import END, PLAY_OUT, SeatRules

from . import cards, data, table

# RULINGS platform-wide: no seed rule removes a Monopoly Deal seat, so a seat that left
# is played out by a bot (the platform's random bot answers its prompts) and ranks last.
SEATS = SeatRules(left_seat=PLAY_OUT)
LEFT = "left"


def new_key(state: dict) -> str:
    """A fresh prompt key (never repeats within a game)."""
    state["counter"] += 1
    return f"k{state['counter']}"


def is_playing(state: dict, seat: int) -> bool:
    """True while ``seat`` has neither resigned nor left."""
    return state["status"][seat] == "playing"


def acts(state: dict, seat: int) -> bool:
    """True while ``seat`` still makes decisions: it plays, or it left and the computer
    plays it out (RULINGS platform-wide: "a bot plays it out"; it can never win)."""
    return state["status"][seat] in ("playing", LEFT)


def acting_seats(state: dict) -> list[int]:
    """The seats that still take turns and answer (playing or played out), in seat order."""
    return [s for s in range(state["players"]) if acts(state, s)]


def playing_seats(state: dict) -> list[int]:
    """The seats still playing, in seat order."""
    return [s for s in range(state["players"]) if is_playing(state, s)]


def draw(state: dict, seat: int, n: int, events: list[dict], reason: str) -> None:
    """Move up to ``n`` cards from the top of the draw pile to ``seat``'s hand.

    An empty draw pile is refilled by shuffling the discard pile (seed FAQ: "洗匀放到放牌处的
    所有卡,再放到领牌处"; RULINGS). If both are empty, fewer cards are drawn. Emits a
    public ``refill`` event (count only) and a secret ``draw`` event (ids for ``seat`` only).
    """
    drawn: list[int] = []
    for _ in range(n):
        if not state["draw"]:
            if not state["discard"]:
                break
            pile = state["discard"]
            state["discard"] = []
            rng = Rng(state["rng"])
            rng.shuffle(pile)
            state["rng"] = rng.state
            state["draw"] = pile
            events.append({"type": "refill", "count": len(pile)})
        drawn.append(state["draw"].pop(0))
    state["hands"][seat].extend(drawn)
    events.append(secret_event(
        {"type": "draw", "seat": seat, "count": len(drawn), "reason": reason},
        [seat], {"cards": drawn},
    ))


def check_win(state: dict, events: list[dict]) -> bool:
    """End the game if the current player (still playing) holds complete sets in
    ``SETS_TO_WIN`` different colours (RULINGS: checked during your own turn)."""
    seat = state["current"]
    if state["phase"] == "over" or not is_playing(state, seat):
        return False
    colors = table.complete_colors(state, seat)
    if len(colors) >= data.SETS_TO_WIN:
        finish(state, "three_sets", seat, events)
        events.append({"type": "win", "seat": seat, "colors": colors})
        return True
    return False


def finish(state: dict, reason: str, winner: int | None, events: list[dict]) -> None:
    """Mark the game over with ``reason`` and ``winner`` (``None``: ranked by tiebreak)."""
    state["phase"] = "over"
    state["pending"] = None
    state["end_reason"] = reason
    state["winner"] = winner
    events.append({"type": "game_over", "reason": reason, "winner": winner})


def start_turn(state: dict, seat: int, events: list[dict]) -> None:
    """Begin ``seat``'s turn: draw 2, or 5 with an empty hand (seed)."""
    state["current"] = seat
    state["phase"] = "play"
    state["plays"] = 0
    state["pending"] = None
    state["turn"] += 1
    state["turn_key"] = new_key(state)
    events.append({"type": "turn", "seat": seat, "turn": state["turn"], "round": state["round"]})
    n = data.DRAW_EMPTY_HAND if not state["hands"][seat] else data.DRAW_PER_TURN
    draw(state, seat, n, events, "turn")


def timeout_discard(state: dict, seat: int) -> list[int]:
    """The cards the server sends to the bottom of the draw pile for ``seat`` when it
    must cut its hand to ``HAND_LIMIT``: the lowest-value cards, ties by lowest id."""
    hand = state["hands"][seat]
    extra = len(hand) - data.HAND_LIMIT
    if extra <= 0:
        return []
    return sorted(hand, key=lambda c: (cards.value(c), c))[:extra]


def put_on_bottom(state: dict, seat: int, chosen: list[int], events: list[dict]) -> None:
    """Move ``chosen`` (in that order) from the hand to the bottom of the draw pile
    (RULINGS). The ids are secret to everybody but ``seat``."""
    for c in chosen:
        state["hands"][seat].remove(c)
        state["draw"].append(c)
    if chosen:
        events.append(secret_event({"type": "hand_limit", "seat": seat, "count": len(chosen)},
                                   [seat], {"cards": list(chosen)}))


def pass_turn(state: dict, events: list[dict]) -> None:
    """Give the turn to the next seat still playing, clockwise (seed: "轮至左方玩家"). Ends
    the game when one seat or none is still playing, or at the round limit."""
    playing = playing_seats(state)
    if SEATS.after_leaving(len(playing)) == END:
        finish(state, "last_player", playing[0] if playing else None, events)
        return
    n = state["players"]
    cur = state["current"]
    nxt = next(s for s in ((cur + i) % n for i in range(1, n + 1)) if acts(state, s))
    if nxt <= cur:
        state["round"] += 1
        if state["round"] > data.ROUND_LIMIT:
            state["round"] = data.ROUND_LIMIT
            finish(state, "round_limit", None, events)
            return
    if is_dead(state):
        # nothing left to draw or play: after every seat still playing has had one turn
        # to rearrange its wildcards, no later turn can change anything (ours)
        state["dead_turns"] += 1
        if state["dead_turns"] > len(acting_seats(state)):
            finish(state, "stalemate", None, events)
            return
    else:
        state["dead_turns"] = 0
    start_turn(state, nxt, events)


def is_dead(state: dict) -> bool:
    """True when the draw pile, the discard pile and the hand of every seat that still
    acts are empty: only wildcard moves remain possible."""
    return not state["draw"] and not state["discard"] and not any(
        state["hands"][s] for s in acting_seats(state))
