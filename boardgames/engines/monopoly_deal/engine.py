"""The Monopoly Deal engine: the :class:`~boardgames.engines.core.Engine` contract over the
rules modules (turn, actions, responses, payments, table).

State (plain JSON; docs/rules/monopoly-deal.md has the full shape)::

    {"players": n, "rng": int, "draw": [ids, top first], "discard": [ids, top last],
     "hands": [[ids]], "banks": [[ids]], "props": [{colour: group}],
     "status": ["playing"|"resigned"|"left"], "out_order": [seats], "timeouts": [n],
     "current": seat, "phase": "play"|"respond"|"discard"|"over", "plays": 0..3,
     "turn": n, "round": n, "turn_key": str, "counter": n, "pending": {...}|None,
     "winner": seat|None, "end_reason": str|None, "dead_turns": n}
"""

from __future__ import annotations

from typing import Any

from boardgames.engines.core import (
    Engine, GameOver, IllegalAction, InvalidAction, NotYourTurn, Outcome, Prompt, Rng, gettext_noop,
)

from boardgames.engines.kit import answers
from boardgames.engines.kit.seats import END
from boardgames.engines.kit.values import is_seat
from boardgames.engines.shapes import check_action

from . import actions, cards, data, payments, responses, table, turn
from ..kit.words import action_name, action_names
from .action_shapes import ACTION_NAMES, ACTION_SHAPES

PLAY_KINDS = ("bank", "lay", "play", "move_wild", "end_turn")
# Turn actions that cost no play and so end no decision: the turn's prompt keeps its key,
# hence its deadline (issue 9: re-colouring wildcards must not stop the clock). Every
# play (bank, lay, play) is a decision and opens the next one with a fresh clock.
CLOCK_KEEPING = frozenset({"move_wild"})


# The handler of each action of the player whose turn it is (the prompt's kinds decide
# which are allowed now).
TURN_ACTIONS = {
    "bank": actions.do_bank,
    "lay": actions.do_lay,
    "move_wild": actions.do_move_wild,
    "play": actions.do_play,
    "end_turn": actions.do_end_turn,
    "discard": actions.do_discard,
}


class MonopolyDealEngine(Engine):
    """Monopoly Deal (大富翁纸牌) for 2 to 5 players, the official 106-card deck."""

    slug = "monopoly-deal"
    name = data.GAME_NAME_ZH
    player_counts = data.PLAYER_COUNTS
    options = ()
    live_move_seconds = data.LIVE_MOVE_SECONDS
    action_shapes = ACTION_SHAPES
    action_names = ACTION_NAMES

    # -- the game -----------------------------------------------------------------
    def new_game(self, players: int, options: dict[str, Any], seed: int) -> dict:
        """Shuffle the 106 cards with ``Rng(seed)``, deal 5 to each seat one at a time,
        and start seat 0's turn (its first draw of 2)."""
        if players not in self.player_counts:
            raise InvalidAction(gettext_noop("%(name)s is played by 2 to 5 players, not %(players)s."),
                                name=self.name, players=players)
        rng = Rng(seed)
        deck = list(range(data.DECK_SIZE))
        rng.shuffle(deck)
        hands: list[list[int]] = [[] for _ in range(players)]
        for _ in range(data.STARTING_HAND):
            for s in range(players):
                hands[s].append(deck.pop(0))
        state = {
            "players": players, "options": dict(options), "rng": rng.state,
            "draw": deck, "discard": [], "hands": hands,
            "banks": [[] for _ in range(players)], "props": [{} for _ in range(players)],
            "status": ["playing"] * players, "out_order": [], "timeouts": [0] * players,
            "current": 0, "phase": "play", "plays": 0, "turn": 0, "round": 1,
            "turn_key": "", "counter": 0, "pending": None, "winner": None, "end_reason": None,
            "dead_turns": 0,
        }
        turn.start_turn(state, 0, [])
        return state

    def _prompt(self, state: dict, seat: int) -> Prompt | None:
        if state["phase"] == "over" or not turn.acts(state, seat):
            return None
        if state["phase"] == "respond":
            found = responses.decision_of(state, seat)
            if found is None:
                return None
            stage, entry = found
            kinds = responses.kinds_for(state, seat)
            if stage == "counter":
                text = "the Just Say No is accepted"
            elif state["pending"]["charge"]:
                text = "the server pays with the fewest cards of least value"
            else:
                text = "the action is accepted"
            return Prompt(seat=seat, kinds=kinds, key=entry["key"], clock="move", on_timeout=text)
        if seat != state["current"]:
            return None
        if state["phase"] == "discard":
            return Prompt(seat=seat, kinds=("discard",), key=state["turn_key"], clock="move",
                          on_timeout="the lowest-value cards go to the bottom of the draw pile")
        kinds = PLAY_KINDS if state["plays"] < data.PLAYS_PER_TURN else ("move_wild", "end_turn")
        return Prompt(seat=seat, kinds=kinds, key=state["turn_key"], clock="move",
                      on_timeout="the turn ends (extra cards: the lowest-value ones)")

    def prompts(self, state: dict) -> list[Prompt]:
        """Who must decide now: the current player in its turn, or every charged/targeted
        player at once (plus the charger answering a Just Say No) while an action waits."""
        return answers.collect(self._prompt(state, s) for s in range(state["players"]))

    def legal_actions(self, state: dict, seat: int) -> list[dict]:
        """What ``seat`` may submit now. Play phase: exhaustive. Payments: up to 24 valid
        payments (see :func:`payments.options`); hand limit: representative choices
        (:func:`actions.discard_options`). ``resign`` is listed for every seat still
        playing (it is in no prompt's kinds)."""
        if state["phase"] == "over" or not 0 <= seat < state["players"]:
            return []
        if not turn.acts(state, seat):
            return []
        out: list[dict] = []
        prompt = self._prompt(state, seat)
        if prompt is not None:
            if state["phase"] == "play":
                out.extend(actions.play_phase_actions(state, seat))
            elif state["phase"] == "discard":
                out.extend({"type": "discard", "cards": opt} for opt in actions.discard_options(state, seat))
            else:
                stage, entry = responses.decision_of(state, seat)  # type: ignore[misc]
                jsns = sorted(c for c in state["hands"][seat] if cards.action_of(c) == "just_say_no")
                out.extend({"type": "just_say_no", "card": c} for c in jsns)
                if stage == "respond" and state["pending"]["charge"]:
                    out.extend({"type": "pay", "cards": opt}
                               for opt in payments.options(state, seat, state["pending"]["amount"]))
                else:
                    out.append({"type": "accept"})
        if turn.is_playing(state, seat):
            out.append({"type": "resign"})
        return out

    def apply(self, state: dict, seat: int, action: dict) -> tuple[dict, list[dict]]:
        """Validate and apply one action (see docs/rules/monopoly-deal.md for every
        shape). Raises InvalidAction, IllegalAction, NotYourTurn or GameOver."""
        kind = check_action(self.action_shapes, action)
        if state["phase"] == "over":
            raise GameOver(gettext_noop("The game is over."))
        if not is_seat(seat, state["players"]):
            raise InvalidAction(gettext_noop("There is no seat %(seat)s."), seat=repr(seat))
        if not (state["status"][seat] == turn.LEFT and kind != "resign"):
            # a seat that left is played out (its prompts answered by the computer)
            turn.SEATS.require_playing(state["status"][seat], seat, action_name(ACTION_NAMES, kind))
        s = self.copy_state(state)
        events: list[dict] = []
        if kind == "resign":
            s["status"][seat] = "resigned"
            s["out_order"].append(seat)
            events.append({"type": "resign", "seat": seat})
        elif kind == "timeout":
            if self._prompt(s, seat) is None:
                raise NotYourTurn(gettext_noop("Seat %(seat)s has no decision pending, so nothing can time "
                                               "out."), seat=seat)
            events.append({"type": "timeout", "seat": seat})
            self._default(s, seat, events)
            s["timeouts"][seat], left = turn.SEATS.timed_out(s["timeouts"][seat])
            if left and turn.is_playing(s, seat):
                s["status"][seat] = "left"
                s["out_order"].append(seat)
                events.append({"type": "left", "seat": seat})
        else:
            prompt = self._prompt(s, seat)
            if prompt is None:
                raise NotYourTurn(gettext_noop("Seat %(seat)s has no decision to make now."), seat=seat)
            if kind not in prompt.kinds:
                raise IllegalAction(gettext_noop("You cannot \"%(kind)s\" now; you may: %(kinds)s."),
                                    kind=action_name(ACTION_NAMES, kind), kinds=action_names(ACTION_NAMES, prompt.kinds))
            if s["phase"] == "respond":
                responses.answer(s, seat, action, events)
            else:
                TURN_ACTIONS[kind](s, seat, action, events)
            s["timeouts"][seat] = 0
            if s["phase"] == "play" and s["current"] == seat and kind not in CLOCK_KEEPING:
                s["turn_key"] = turn.new_key(s)
        self._settle(s, events)
        return s, events

    def _default(self, s: dict, seat: int, events: list[dict]) -> None:
        """The timeout rule of ``seat``'s pending decision (also how a seat that left or
        resigned is played out)."""
        if s["phase"] == "respond":
            responses.default_answer(s, seat, events)
        elif s["phase"] in ("play", "discard") and s["current"] == seat:
            turn.put_on_bottom(s, seat, turn.timeout_discard(s, seat), events)
            events.append({"type": "end_turn", "seat": seat})
            turn.pass_turn(s, events)

    def _settle(self, s: dict, events: list[dict]) -> None:
        """Resolve everything that needs no decision: the win check (RULINGS: during your
        own turn), answers of seats that left, finished pending actions, turns of seats
        that are out, and the end when at most one seat is still playing."""
        while s["phase"] != "over":
            playing = turn.playing_seats(s)
            if turn.SEATS.after_leaving(len(playing)) == END:
                turn.finish(s, "last_player", playing[0] if playing else None, events)
                return
            if turn.check_win(s, events):
                return
            if s["phase"] == "respond":
                if responses.auto_step(s, events):
                    continue
                return
            if not turn.acts(s, s["current"]):
                self._default(s, s["current"], events)
                continue
            return

    def timeout_action(self, state: dict, seat: int) -> dict:
        """Always ``{"type": "timeout"}``: the engine applies the prompt's default (end the
        turn / cheapest payment / accept) and counts it (3 in a row: the seat has left)."""
        return {"type": "timeout"}

    # -- what a seat sees ---------------------------------------------------------
    def view(self, state: dict, seat: int | None) -> dict:
        """Everything ``seat`` (``None``: spectator) may see: its own hand only, hand
        counts, banks, property groups (complete sets, buildings, rent), the discard
        pile's top card, the draw pile's size, the pending action. Never another hand,
        the draw order or the RNG state. Game state only: the prompts and legal actions
        are in the server's payload, the card and colour lists in :func:`catalogue`
        (served once per page)."""
        n = state["players"]
        seats = []
        for s in range(n):
            props = []
            for color in data.COLOR_ORDER:
                grp = state["props"][s].get(color)
                if not grp:
                    continue
                props.append({
                    "color": color, "cards": list(grp["cards"]), "house": grp["house"],
                    "hotel": grp["hotel"], "complete": table.is_complete(color, grp),
                    "set_size": data.COLORS[color]["size"], "set_cards": table.set_part(color, grp),
                    "rent": table.rent(state, s, color),
                })
            seats.append({
                "seat": s, "status": state["status"][s], "hand_count": len(state["hands"][s]),
                "bank": list(state["banks"][s]),
                "bank_value": sum(cards.value(c) for c in state["banks"][s]),
                "properties": props, "complete_sets": len(table.complete_colors(state, s)),
                "table_value": table.table_value(state, s), "timeouts": state["timeouts"][s],
            })
        pending = None
        if state["pending"]:
            p = state["pending"]
            pending = {k: p[k] for k in ("by", "card", "action", "charge", "amount", "color",
                                         "doubles", "take", "give")}
            pending["targets"] = [{k: e[k] for k in ("seat", "stage", "no", "result")}
                                  for e in p["targets"]]
        prompt = self._prompt(state, seat) if seat is not None else None
        you: dict[str, Any] | None = None
        if seat is not None:
            owed = None
            if prompt is not None and state["phase"] == "respond" and state["pending"]["charge"]:
                if responses.decision_of(state, seat)[0] == "respond":  # type: ignore[index]
                    owed = state["pending"]["amount"]
            you = {"seat": seat, "hand": sorted(state["hands"][seat]),
                   "prompt": prompt.to_dict() if prompt else None, "owed": owed,
                   "payable": table.payable_cards(state, seat)}
        return {
            "game": self.slug, "players": n, "phase": state["phase"], "current": state["current"],
            "turn": state["turn"], "round": state["round"], "plays_used": state["plays"],
            "plays_left": data.PLAYS_PER_TURN - state["plays"],
            "hand_limit": data.HAND_LIMIT, "you": you, "seats": seats,
            "discard_top": state["discard"][-1] if state["discard"] else None,
            "discard_count": len(state["discard"]), "draw_count": len(state["draw"]),
            "pending": pending,
            "winner": state["winner"], "end_reason": state["end_reason"],
        }

    def redact_action(self, action: dict, seat: int, viewer: int | None) -> dict:
        """The move log's copy of an action for ``viewer``: the cards a seat puts on the
        bottom of the draw pile at the hand limit (``end_turn``'s ``discard``, the
        ``discard`` answer's ``cards``) are secret to everyone but that seat (RULINGS);
        others see only how many (``count``). Every other action names only cards that
        become public (played, banked, laid, paid)."""
        if viewer == seat or not isinstance(action, dict):
            return action
        field = {"end_turn": "discard", "discard": "cards"}.get(action.get("type"))
        if field is None or field not in action:
            return action
        hidden = action[field]
        shown = {k: v for k, v in action.items() if k != field}
        shown["count"] = len(hidden) if isinstance(hidden, list) else 0
        return shown

    def outcome(self, state: dict) -> Outcome | None:
        """``None`` while the game runs. Places: the winner 1st; the other seats still
        playing by complete sets (distinct colours), then table value (equal: tied);
        seats that resigned or left last, the latest to go out ranking highest.
        ``seats[i]``: ``status``, ``complete_sets``, ``table_value``."""
        if state["phase"] != "over":
            return None
        n = state["players"]
        facts = [(len(table.complete_colors(state, s)), table.table_value(state, s)) for s in range(n)]
        places = [0] * n
        next_place = 1
        winner = state["winner"]
        if winner is not None:
            places[winner] = 1
            next_place = 2
        rest = [s for s in turn.playing_seats(state) if s != winner]
        rest.sort(key=lambda s: (-facts[s][0], -facts[s][1], s))
        for i, s in enumerate(rest):
            if i > 0 and facts[s] == facts[rest[i - 1]]:
                places[s] = places[rest[i - 1]]
            else:
                places[s] = next_place + i
        next_place += len(rest)
        for i, s in enumerate(reversed(state["out_order"])):
            places[s] = next_place + i
        firsts = [s for s in range(n) if places[s] == 1]
        seats = []
        for s in range(n):
            status = state["status"][s]
            if status == "playing":
                if places[s] == 1:
                    status = "won" if len(firsts) == 1 else "drew"
                else:
                    status = "lost"
            seats.append({"status": status, "complete_sets": facts[s][0], "table_value": facts[s][1]})
        return Outcome(reason=state["end_reason"] or "finished", places=places,
                       draw=len(firsts) == n, rounds=state["round"], seats=seats)


def catalogue() -> dict:
    """The game's static data, the same for every game and viewer: ``cards`` (the 106
    cards by id, :func:`cards.catalogue`) and ``colors`` (``data.COLORS``: name, set
    size, rent ladder per colour). Served once per page load (``GameSpec.catalogue``)."""
    return {"cards": cards.catalogue(), "colors": data.COLORS}
