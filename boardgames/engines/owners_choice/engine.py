"""拥有者的决断 (Owner's Choice, the forum variant): the
:class:`~boardgames.engines.core.Engine` contract over turn.py, effects.py and market.py.

Actions (JSON objects; docs/rules/owners-choice.md has every shape and rule):

- turn: ``{"type": "trade", "sell": {company: n}, "buy": {company: n}}``,
  ``{"type": "move", "pawn": 0|1, "steps": n}`` (pay 20), ``{"type": "roll", "pawn": 0|1}``
  (free four-sided die), ``{"type": "end_turn"}``;
- decisions: ``{"type": "company_die"}`` / ``{"type": "fund_die"}`` (a chairman on a company
  square), ``{"type": "choose_company", "company": c}`` (a target or a four-company square),
  ``{"type": "swap", "with": seat, "give": c, "take": c}`` / ``{"type": "decline"}`` (the
  event's share swap), ``{"type": "relist"}`` / ``{"type": "decline"}`` (relisting try);
- ``{"type": "resign"}`` any time while playing; ``{"type": "timeout"}`` (server only).
"""

from __future__ import annotations

from typing import Any

from ..core import Engine, GameOver, IllegalAction, InvalidAction, NotYourTurn, Outcome, Prompt, gettext_noop
from ..kit.seats import REMOVE, SeatRules
from ..kit.words import PLATFORM_ACTION_NAMES, action_name, action_names
from ..shapes import ActionField, check_action
from . import data, effects, market, turn

# A seat that leaves is removed: its shares return to the bank (RULINGS, 拥有者的决断).
SEATS = SeatRules(left_seat=REMOVE)

# The fields of each action type (docs/rules/owners-choice.md); nothing else is taken.
# The kinds are checked here; the values (a company, a pawn, a seat) by the rules.
_COMPANY = ActionField("company", "text", describe=gettext_noop("a company: red, yellow, blue or green"))
ACTION_SHAPES = {
    "trade": (ActionField("sell", "int_map", max_items=4, describe=gettext_noop("shares to sell per company, e.g. {\"red\": 2}")),
              ActionField("buy", "int_map", max_items=4, describe=gettext_noop("shares to buy per company, e.g. {\"blue\": 1}"))),
    "move": (ActionField("pawn", "int", describe=gettext_noop("the pawn, 0 or 1")),
             ActionField("steps", "int", describe=gettext_noop("the number of squares"))),
    "roll": (ActionField("pawn", "int", describe=gettext_noop("the pawn, 0 or 1")),),
    "end_turn": (), "company_die": (), "fund_die": (),
    "choose_company": (_COMPANY,),
    "swap": (ActionField("with", "int", describe=gettext_noop("the other player's seat number")),
             ActionField("give", "text", describe=gettext_noop("the company whose share you give")),
             ActionField("take", "text", describe=gettext_noop("the company whose share you take"))),
    "decline": (), "relist": (), "resign": (), "timeout": (),
}
#: Each action's name in a refusal, as the game page's buttons say it (marked for the catalogues).
ACTION_NAMES = {
    **PLATFORM_ACTION_NAMES,
    "trade": gettext_noop("Trade"), "move": gettext_noop("Move a pawn"), "roll": gettext_noop("Roll free"),
    "end_turn": gettext_noop("End turn"), "company_die": gettext_noop("Pay ¥30: roll the company die"),
    "fund_die": gettext_noop("Roll the black fund die (free)"), "choose_company": gettext_noop("Choose a company"),
    "swap": gettext_noop("Swap a share"), "decline": gettext_noop("Decline"), "relist": gettext_noop("Try to relist"),
}
TIMEOUT_TEXT = {
    "turn": "the die is rolled free for you (or the turn ends if you have moved)",
    "company": "the black fund die is rolled",
    "target": "the first company in the order red, yellow, green, blue is chosen",
    "pick": "the first company in the order red, yellow, green, blue is chosen",
    "swap": "no swap", "relist": "no relisting try",
}


class OwnersChoiceEngine(Engine):
    """拥有者的决断 for 2 to 5 players (seed 002 with RULINGS.md, 拥有者的决断)."""

    slug = "owners-choice"
    name = data.GAME_NAME_ZH
    player_counts = data.PLAYER_COUNTS
    options = ()
    action_shapes = ACTION_SHAPES
    action_names = ACTION_NAMES
    live_move_seconds = data.LIVE_MOVE_SECONDS

    def new_game(self, players: int, options: dict[str, Any], seed: int) -> dict:
        """Deal, pay for the starting shares and start seat 0's turn (turn.new_state)."""
        if players not in self.player_counts:
            raise InvalidAction(gettext_noop("%(name)s is played by 2 to 5 players, not %(players)s."),
                                name=self.name, players=players)
        return turn.new_state(players, options, seed)

    def _prompt(self, s: dict) -> Prompt | None:
        if s["phase"] == "over":
            return None
        d = s["pending"]
        if d is not None:
            return Prompt(seat=d["seat"], kinds=effects.ANSWER_KINDS[d["kind"]], key=d["key"],
                          clock="move", on_timeout=TIMEOUT_TEXT[d["kind"]])
        t = s["turn"]
        return Prompt(seat=t["seat"], kinds=turn.turn_kinds(s), key=t["key"], clock="move",
                      on_timeout=TIMEOUT_TEXT["turn"])

    def prompts(self, state: dict) -> list[Prompt]:
        """The one decision pending: a chairman's, mover's or holder's answer, else the
        current player's turn. Empty once the game is over."""
        p = self._prompt(state)
        return [p] if p is not None else []

    def legal_actions(self, state: dict, seat: int) -> list[dict]:
        """What ``seat`` may submit now: decisions exhaustively; in the turn every move and
        roll, ``end_turn``, and representative trades (market.trade_options); ``resign``
        for every seat still playing."""
        if state["phase"] == "over" or not isinstance(seat, int) or not 0 <= seat < state["players"]:
            return []
        if not market.playing(state, seat):
            return []
        out: list[dict] = []
        p = self._prompt(state)
        if p is not None and p.seat == seat:
            if state["pending"] is not None:
                out += effects.answer_options(state, seat)
            else:
                out += self._turn_options(state, seat, p.kinds)
        out.append({"type": "resign"})
        return out

    @staticmethod
    def _turn_options(s: dict, seat: int, kinds: tuple[str, ...]) -> list[dict]:
        out: list[dict] = []
        if "trade" in kinds:
            out += market.trade_options(s, seat)
        if "move" in kinds:
            for pawn in turn.movable_pawns(s):
                if s["cash"][seat] >= data.MOVE_COST:
                    out += [{"type": "move", "pawn": pawn, "steps": k}
                            for k in range(1, data.MAX_STEPS[s["players"]] + 1)]
                out.append({"type": "roll", "pawn": pawn})
        if "end_turn" in kinds:
            out.append({"type": "end_turn"})
        return out

    def apply(self, state: dict, seat: int, action: dict) -> tuple[dict, list[dict]]:
        """Validate and apply one action. Raises InvalidAction (malformed, unknown fields),
        IllegalAction (against the rules now), NotYourTurn or GameOver; the input state is
        never changed, and a refused action changes nothing."""
        kind = self._check_shape(action)
        if state["phase"] == "over":
            raise GameOver(gettext_noop("The game is over."))
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < state["players"]:
            raise InvalidAction(gettext_noop("There is no seat %(seat)s."), seat=repr(seat))
        SEATS.require_playing(state["status"][seat], seat, action_name(ACTION_NAMES, kind))
        self._check_values(kind, action)
        s = self.copy_state(state)
        s["last_dice"] = []
        events: list[dict] = []
        if kind == "resign":
            turn.leave(s, seat, "resigned", events)
        elif kind == "timeout":
            self._timeout(s, seat, events)
        else:
            p = self._prompt(s)
            if p is None or p.seat != seat:
                raise NotYourTurn(gettext_noop("Seat %(seat)s has no decision to make now."), seat=seat)
            if kind not in p.kinds:
                raise IllegalAction(gettext_noop("You cannot \"%(kind)s\" now; you may: %(kinds)s."),
                                    kind=action_name(ACTION_NAMES, kind), kinds=action_names(ACTION_NAMES, p.kinds))
            if s["pending"] is not None:
                effects.answer(s, seat, action, events)
            else:
                turn.TURN_ACTIONS[kind](s, seat, action, events)
            s["timeouts"][seat] = 0
        turn.settle(s, events)
        self._refresh_turn_key(state, s, seat)
        return s, events

    @staticmethod
    def _refresh_turn_key(before: dict, s: dict, seat: int) -> None:
        """A turn prompt that comes back after an action by the prompted seat (or after a
        decision) is a new decision point: it gets a new key, so a new deadline."""
        if s["phase"] == "over" or s["pending"] is not None:
            return
        acted = before["pending"] is not None or seat == before["turn"]["seat"]
        if acted and s["turn"]["key"] == before["turn"]["key"]:
            s["turn"]["key"] = effects.new_key(s, "turn")

    @staticmethod
    def _check_values(kind: str, action: dict) -> None:
        """The values a well-formed action of ``kind`` has at any moment (companies by
        name, counts of 0 or more), checked before whose turn it is, so a malformed action
        is always InvalidAction. Raises InvalidAction (a trade with both sides naming one
        company: IllegalAction)."""
        if kind == "trade":
            market.parse_trade(action)
        else:
            effects.check_answer_fields(action)

    @staticmethod
    def _check_shape(action: Any) -> str:
        return check_action(ACTION_SHAPES, action)

    def _timeout(self, s: dict, seat: int, events: list[dict]) -> None:
        p = self._prompt(s)
        if p is None or p.seat != seat:
            raise NotYourTurn(gettext_noop("Seat %(seat)s has no decision pending, so nothing can time out."),
                              seat=seat)
        events.append({"type": "timeout", "seat": seat})
        if s["pending"] is not None:
            effects.default_answer(s, events)
        else:
            turn.turn_timeout(s, events)
        s["timeouts"][seat] += 1
        if s["timeouts"][seat] >= data.TIMEOUTS_TO_LEAVE and market.playing(s, seat) and s["phase"] != "over":
            turn.leave(s, seat, "left", events)

    def timeout_action(self, state: dict, seat: int) -> dict:
        """Always ``{"type": "timeout"}``: the engine applies the prompt's default and counts
        it (three in a row: the seat has left)."""
        return {"type": "timeout"}

    def view(self, state: dict, seat: int | None) -> dict:
        """Everything is public in this game except the RNG: the track, pawns, companies
        (cell, price, dividend, suspension debt, chairman, shares in the bank), every
        player's cash and holdings, the fund, the pending decision, the dice of the last
        action, the prompts and the ladder."""
        companies = {}
        for c in data.COMPANIES:
            co = state["companies"][c]
            companies[c] = {**co, "price": market.price(co["cell"]), "buy_price": market.buy_price(co["cell"]),
                            "dividend": market.dividend(co["cell"]), "suspended": co["cell"] == data.SUSPENDED,
                            "bank_shares": state["bank_shares"][c], "name_zh": data.COMPANY_NAMES_ZH[c]}
        p = self._prompt(state)
        pending = None
        if state["pending"] is not None:
            pending = {k: v for k, v in state["pending"].items()}
        return {
            "game": self.slug, "players": state["players"], "phase": state["phase"],
            "round": state["round"], "turn": state["turn"], "pending": pending,
            "track": state["track"], "tiles": state["tiles"], "pawns": state["pawns"],
            "goal": data.GOAL_SQUARE, "fund": state["fund"], "companies": companies,
            "seats": [{"seat": i, "cash": state["cash"][i], "shares": state["shares"][i],
                       "status": state["status"][i], "timeouts": state["timeouts"][i]}
                      for i in range(state["players"])],
            "you": None if seat is None else {
                "seat": seat, "prompt": p.to_dict() if p is not None and p.seat == seat else None,
                "options": self.legal_actions(state, seat)},
            "prompts": [x.to_dict() for x in self.prompts(state)],
            "last_dice": state["last_dice"], "end_reason": state["end_reason"], "final": state["final"],
            "rules": {"ladder": list(data.CELL_PRICES), "limit_up": data.LIMIT_UP,
                      "high_zone": data.HIGH_ZONE_CELL, "max_steps": data.MAX_STEPS[state["players"]],
                      "move_cost": data.MOVE_COST, "fund_roll_cost": data.FUND_ROLL_COST,
                      "max_shares": data.MAX_SHARES, "suspended_buy": data.SUSPENDED_BUY_PRICE,
                      "companies": list(data.COMPANIES), "dice": {**data.COMPANY_DICE, "black": data.BLACK_DIE,
                                                                   "white": data.WHITE_DIE}},
        }

    def outcome(self, state: dict) -> Outcome | None:
        """``None`` while the game runs. Places: seats still playing by final cash (after
        the final sale), equal cash by seat order; then seats that resigned or left, the
        latest to go out ranking highest (RULINGS). ``seats[i]``: ``status``, ``cash``."""
        if state["phase"] != "over":
            return None
        n = state["players"]
        alive = sorted((p for p in range(n) if market.playing(state, p)), key=lambda p: (-state["cash"][p], p))
        order = alive + list(reversed(state["out_order"]))
        places = [0] * n
        for i, p in enumerate(order):
            places[p] = i + 1
        seats = []
        for p in range(n):
            status = state["status"][p]
            if status == "playing":
                status = "won" if places[p] == 1 else "lost"
            seats.append({"status": status, "cash": state["cash"][p]})
        return Outcome(reason=state["end_reason"] or "finished", places=places, rounds=state["round"], seats=seats)
