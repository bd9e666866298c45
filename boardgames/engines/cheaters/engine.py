"""Monopoly: Cheaters Edition (大富翁作弊版): the :class:`~boardgames.engines.core.Engine`.

The actions, prompt kinds and the view are the contract of docs/rules/cheaters-edition.md
("View and actions"). Who decides now, in priority per seat (one prompt each): a debtor's
``debt``, the answer to an ``offer``, an auction ``bid``, the accusation ``window``, the
turn's ``stage``. A seat waiting on its own offer's answer has no prompt.
"""

from __future__ import annotations

from typing import Any

from ..core import (Action, Engine, Event, GameOver, IllegalAction, NotYourTurn, OptionField, Outcome, Prompt,
                    RulesError, State, gettext_noop)
from ..kit import answers
from ..kit.seats import END
from ..kit.values import is_seat
from ..kit.words import action_name, action_names
from ..property import debts
from ..property.money import BANK, Ctx
from ..shapes import check_action
from . import cheats, data, market, rules, turn, view, window
from .action_shapes import ACTION_NAMES, ACTION_SHAPES, public_form
from .legal import legal_for
from .rules import PLAYING, SEATS

STAGE_KINDS = {
    "roll": ("roll", "pay_bail", "use_card", "build", "offer", "cheat"),
    "roll_for": ("roll",),
    "buy": ("buy", "decline"),
    "rent": ("pay_rent", "cheat"),
    "pay": ("pay", "cheat"),
    "card": ("read_card", "cheat"),
    "free_parking": ("draw",),
    "second_card": ("discard_card", "use_card"),
    "end": ("end_turn", "roll", "build", "use_card", "offer", "cheat"),
    "place_token": ("place_token",),
    "cheapest": ("buy", "decline"),
}
#: Each turn stage's name in a refusal ("the open decision is ..."), marked for the catalogues.
STAGE_TERMS = {
    "roll": gettext_noop("roll the dice"), "roll_for": gettext_noop("roll for another player"),
    "buy": gettext_noop("buy the property"), "rent": gettext_noop("pay the rent"), "pay": gettext_noop("pay"),
    "card": gettext_noop("read the card"), "free_parking": gettext_noop("Free Parking, draw a card"),
    "second_card": gettext_noop("use or discard one of two cards"), "end": gettext_noop("end the turn"),
    "place_token": gettext_noop("place the cheater's token"), "cheapest": gettext_noop("buy the cheapest property"),
}
TIMEOUT_TEXT = {"roll": "roll", "roll_for": "roll", "buy": "decline (auction)", "rent": "pay the rent", "pay": "pay",
                "card": "read the card", "free_parking": "draw Chance", "second_card": "discard the new card",
                "end": "end the turn", "place_token": "leave the token", "cheapest": "decline"}


def decision(s: State, seat: int) -> tuple[str, Any] | None:
    """The decision ``seat`` owes now, as ``(kind, entry)``: ``("debt", debt)``,
    ``("offer", offer)``, ``("bid", entry)``, ``("window", entry)``, ``("stage", stage)``
    (also a correspondence window's next turn, ``window["next"]``), ``("hour", entry)``
    (the turn's player waits out a correspondence window's hour), or ``None``."""
    if s["ended"] is not None or s["seats"][seat]["status"] != PLAYING:
        return None
    offer = s["offer"]
    if offer is not None and offer["from"] == seat:
        return None
    debt = debts.debt_of(s, seat)
    if debt is not None:
        return ("debt", debt)
    if offer is not None and offer["to"] == seat:
        return ("offer", offer)
    if s["auction"] is not None:
        entry = next((b for b in s["auction"]["bids"] if b["seat"] == seat and b["amount"] is None), None)
        if entry is not None:
            return ("bid", entry)
    w = s["window"]
    if w is not None:
        entry = answers.owed_by(w["entries"], seat)
        if entry is not None:
            return ("window", entry)
        for kind, opened in (("stage", w.get("next")), ("hour", w.get("hour"))):
            if opened is not None and opened["seat"] == seat:
                return (kind, opened)
    stage = s["stage"]
    if stage is not None and stage["seat"] == seat and s["auction"] is None and s["window"] is None:
        return ("stage", stage)
    return None


def decision_kinds(s: State, seat: int, found: tuple[str, Any]) -> tuple[str, ...]:
    """The action types answering ``found``: its own (``STAGE_KINDS`` for a stage), plus
    ``cheat`` wherever a cheat's situation applies by the public facts
    (``cheats.situation``; a stage of the turn's player keeps its fixed kinds, so that
    they never tell whether a cheat happened)."""
    kind, entry = found
    if kind == "hour":  # the turn's player waits out a correspondence window's hour
        return ()
    own = {"debt": ("sell", "offer"), "offer": ("accept", "reject"), "bid": ("bid",),
           "window": ("accuse", "pass")}.get(kind) or STAGE_KINDS[entry["kind"]]
    if "cheat" not in own and cheats.situation(s, seat, found):
        own += ("cheat",)
    return own


def _prompt(s: State, seat: int) -> Prompt | None:
    found = decision(s, seat)
    if found is None:
        return None
    kind, entry = found
    kinds = decision_kinds(s, seat, found)
    if kind == "debt":
        return Prompt(seat, kinds, entry["key"], on_timeout="automatic sale")
    if kind == "offer":
        return Prompt(seat, kinds, entry["key"], on_timeout="reject")
    if kind == "bid":
        return Prompt(seat, kinds, entry["key"], on_timeout="no bid")
    if kind == "window":
        nxt = s["window"].get("next")
        if nxt is not None and nxt["key"] == entry["key"]:  # the next player: one clock to the roll
            return Prompt(seat, kinds, entry["key"], on_timeout="pass, then roll")
        return Prompt(seat, kinds, entry["key"], clock="window",
                      window_seconds=data.ACCUSATION_WINDOW_SECONDS, on_timeout="pass")
    if kind == "hour":
        return Prompt(seat, kinds, entry["key"], clock="fixed", window_seconds=data.CORRESPONDENCE_WINDOW_SECONDS,
                      on_timeout="the accusation window may close")
    return Prompt(seat, kinds, entry["key"], on_timeout=TIMEOUT_TEXT[entry["kind"]])


class CheatersEngine(Engine):
    """The rules of Monopoly: Cheaters Edition (seed 003_47cfe9ecf61478dc.txt with
    RULINGS.md). Option ``ultimate`` (bool): the Ultimate Cheater mode (seed 終極作弊者模式);
    ``correspondence`` (bool, set by the lobby from the room's speed): the accusation
    window's correspondence timing (:mod:`.window`)."""

    slug = "cheaters-edition"
    name = "大富翁作弊版"  # seed title "大富翁/大富翁作弊版"
    player_counts = (2, 3, 4, 5, 6)  # seed 裝置 "六個棋子"; issue 12: 2-6 players
    options = (
        OptionField(name="ultimate", label="终极作弊者模式 (Ultimate Cheater)", kind="bool", default=False,
                    help="Any of the 15 cheats at any time, no accusations, rewards paid."),
    )
    live_move_seconds = data.LIVE_MOVE_SECONDS
    speed_option = "correspondence"
    action_shapes = ACTION_SHAPES
    action_names = ACTION_NAMES

    def new_game(self, players: int, options: dict[str, Any], seed: int) -> State:
        """The opening state, seat 0 to roll."""
        options = self.normalize_options(players, options)
        s = rules.new_state(players, options["ultimate"], seed)
        s["correspondence"] = bool(options.get("correspondence"))
        ctx = Ctx(s)
        turn.start_turn(ctx, 0)
        return s

    def prompts(self, state: State) -> list[Prompt]:
        """One prompt per seat that owes a decision (see the module doc)."""
        if state["ended"] is not None:
            return []
        return answers.collect(_prompt(state, q) for q in range(state["players"]))

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        """The seat's answers to its open decision (representative where amounts or
        offers are free: a few amounts, one-deed offers), plus ``resign``."""
        if not is_seat(seat, state["players"]) or state["ended"] is not None:
            return []
        if state["seats"][seat]["status"] != PLAYING:
            return []
        found = decision(state, seat)
        if found is not None and state["window"] is not None and found[0] == "stage":
            return window_turn_legal(state, seat) + [{"type": "resign"}]
        listed = legal_for(state, seat, found) if found and found[0] != "hour" else []
        return listed + [{"type": "resign"}]

    def apply(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        """Validate and apply one action (see the contract); returns the new state and
        its events. Raises InvalidAction, IllegalAction, NotYourTurn, GameOver."""
        kind = check_action(self.action_shapes, action)
        if state["ended"] is not None:
            raise GameOver(gettext_noop("The game is over."))
        if not is_seat(seat, state["players"]):
            raise NotYourTurn(gettext_noop("There is no seat %(seat)s in this game."), seat=repr(seat))
        SEATS.require_playing(state["seats"][seat]["status"], seat, action_name(ACTION_NAMES, kind))
        s = self.copy_state(state)
        ctx = Ctx(s)
        if kind == "resign":
            rules.transfer(ctx, seat, BANK, s["seats"][seat]["cash"], "resign")
            was_turn = s["turn"]["seat"] == seat
            rules.out(ctx, seat, rules.RESIGNED)
            _after_out(ctx, seat, was_turn)
            turn.unstick(ctx)
            return s, ctx.events
        found = decision(s, seat)
        if found is None:
            raise NotYourTurn(gettext_noop("You have no decision to make now."))
        if kind == "timeout":
            self._timeout(ctx, seat, found)
        elif found[0] == "hour":
            raise NotYourTurn(gettext_noop("You have no decision to make now: the accusation window is open."))
        else:
            s["seats"][seat]["timeouts"] = 0
            from .dispatch import dispatch

            found = _begin_turn(ctx, seat, found, action, forced=False)
            if found is not None:
                dispatch(ctx, seat, found, action)
        turn.unstick(ctx)
        return s, ctx.events

    def _timeout(self, ctx: Ctx, seat: int, found: tuple[str, Any]) -> None:
        from .dispatch import dispatch

        s = ctx.s
        if found[0] == "hour":
            window.hour_passed(ctx)
            return
        if found[0] == "window":  # ours: an accuser's silence is a pass, not a missed move
            key = found[1]["key"]
            dispatch(ctx, seat, found, {"type": "pass"})
            turn.unstick(ctx)
            found = decision(s, seat)
            if found is None or found[0] != "stage" or found[1]["key"] != key:
                return
            # the next player's own clock (shared with their window entry) ran out: roll
        p = s["seats"][seat]
        p["timeouts"], left = SEATS.timed_out(p["timeouts"])
        if left and not p["left"]:
            p["left"] = True
            ctx.emit("left", seat=seat)
            if SEATS.after_leaving(len(rules.active(s))) == END:
                rules.finish(ctx, "last_player")
                return
        found = _begin_turn(ctx, seat, found, {"type": "timeout"}, forced=True)
        if found is not None:
            dispatch(ctx, seat, found, self.timeout_action_for(s, seat, found))

    def timeout_action(self, state: State, seat: int) -> Action:
        """Always ``{"type": "timeout"}``; the engine answers the open decision with its
        default (see ``TIMEOUT_TEXT``)."""
        return {"type": "timeout"}

    @staticmethod
    def timeout_action_for(s: State, seat: int, found: tuple[str, Any]) -> Action:
        """The default answer of ``seat``'s open decision."""
        kind, entry = found
        if kind == "debt":
            return {"type": "auto_sale"}
        if kind == "offer":
            return {"type": "reject"}
        if kind == "bid":
            return {"type": "bid", "amount": 0}
        if kind == "window":
            return {"type": "pass"}
        stage = entry["kind"]
        if stage == "end":
            return {"type": "roll"} if entry["doubles"] else {"type": "end_turn"}
        if stage == "second_card":
            newest = [c for c in s["seats"][seat]["cards"] if data.DECK_OF[c] == entry["deck"]][-1]
            return {"type": "discard_card", "card": newest}
        if stage == "place_token":
            return {"type": "place_token", "square": s["seats"][entry["cheater"]]["position"]}
        return {"roll": {"type": "roll"}, "roll_for": {"type": "roll"}, "buy": {"type": "decline"},
                "rent": {"type": "pay_rent"}, "pay": {"type": "pay"}, "card": {"type": "read_card"},
                "free_parking": {"type": "draw", "deck": data.CHANCE},
                "cheapest": {"type": "decline"}}[stage]

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        """The contract's view for ``seat`` (``None``: a spectator)."""
        return view.build_view(state, seat)

    def outcome(self, state: State) -> Outcome | None:
        """Places: seats still in by cash (ties share), then the bankrupt (last out
        ranks highest), then every seat that left (three timeouts), whatever became of
        it, then the resigned (RULINGS: both last place; a left seat that went bankrupt
        still counts as left)."""
        ended = state["ended"]
        if ended is None:
            return None
        s = state
        seats = s["seats"]
        active = [q for q in range(s["players"]) if seats[q]["status"] == PLAYING and not seats[q]["left"]]
        active.sort(key=lambda q: -seats[q]["cash"])
        places = [0] * s["players"]
        for i, q in enumerate(active):
            places[q] = next(j for j, r in enumerate(active) if seats[r]["cash"] == seats[q]["cash"]) + 1
        gone = list(reversed(s["out_order"]))
        rest = [q for q in gone if seats[q]["status"] == rules.BANKRUPT and not seats[q]["left"]]
        rest += [q for q in range(s["players"]) if seats[q]["status"] == PLAYING and seats[q]["left"]]
        rest += [q for q in gone if seats[q]["status"] == rules.BANKRUPT and seats[q]["left"]]
        rest += [q for q in gone if seats[q]["status"] == rules.RESIGNED]
        for i, q in enumerate(rest, start=len(active) + 1):
            places[q] = i
        facts = []
        for q in range(s["players"]):
            p = seats[q]
            status = ("resigned" if p["status"] == rules.RESIGNED else "left" if p["left"]
                      else "won" if places[q] == 1 else "lost")
            facts.append({"status": status, "cash": p["cash"], "deeds": rules.owned(s, q),
                          "bankrupt": p["status"] == rules.BANKRUPT})
        return Outcome(reason=ended["reason"], places=places, rounds=ended["round"], seats=facts)

    def redact_action(self, action: Action, seat: int, viewer: int | None) -> Action:
        """Another seat or a spectator sees a cheat as its honest counterpart or
        ``{"type": "adjust"}``, a bid without its amount, an accusation or pass as
        ``{"type": "answer"}``, a discard without the card (the contract)."""
        if viewer == seat:
            return action
        kind = action.get("type")
        if kind == "cheat":
            return {"type": public_form(action)}
        if kind in ("bid", "discard_card"):
            return {"type": kind}
        if kind in ("accuse", "pass"):
            return {"type": "answer"}
        return action


def _begin_turn(ctx: Ctx, seat: int, found: tuple[str, Any], action: Action,
                forced: bool) -> tuple[str, Any] | None:
    """``found``, or, when it is a correspondence window's next turn (``window["next"]``),
    the decision ``action`` goes on to once the window has closed (None: the settlement
    or the turn's start opened another decision; the action only closed the window).
    Every action of that turn closes the window (roll, bail, cards, building, offers,
    cheats alike). Unless ``forced`` (the player's clock ran out), the action is first
    tried on the turn as it would start without the settlement, so one that rules the
    settlement does not touch refuse is refused before anything closes; one that only
    the settled board refuses closes the window and stops there (the results are then
    public, and the player decides again). Raises NotYet, IllegalAction, NotYourTurn."""
    s = ctx.s
    if found[0] != "stage" or s["window"] is None:
        return found
    from .dispatch import dispatch

    if not forced:
        if action["type"] not in STAGE_KINDS["roll"]:
            raise NotYourTurn(gettext_noop("\"%(kind)s\" is not accepted now: begin your turn (%(allowed)s)."),
                              kind=action_name(ACTION_NAMES, action["type"]),
                              allowed=action_names(ACTION_NAMES, STAGE_KINDS["roll"]))
        window.check_may_close(s)
        trial = Ctx(_preview(s, seat))
        start = decision(trial.s, seat)
        if start is not None and start[0] == "stage" and start[1]["kind"] == "roll":
            dispatch(trial, seat, start, action)
        elif action["type"] != "roll":
            raise IllegalAction(gettext_noop("Your turn begins with another decision: roll to close the accusation "
                                             "window."))
    if not window.close_for_next(ctx, seat):
        return None
    found = decision(ctx.s, seat)
    if not forced:
        try:
            dispatch(Ctx(Engine.copy_state(ctx.s)), seat, found, action)
        except RulesError:
            return None
    return found


def _preview(s: State, seat: int) -> State:
    """A copy of ``s`` with the window dropped unsettled and ``seat``'s turn started as
    it would be now: public facts and ``seat``'s own only (none of the closing turn's
    secrets decide what is listed or refused)."""
    p = Engine.copy_state(s)
    p["window"] = None
    p["stage"] = None
    turn.start_turn(Ctx(p), seat)
    return p


def window_turn_legal(s: State, seat: int) -> list[Action]:
    """The listed actions of a correspondence window's next turn: none while its hour
    runs (bots and the page wait; ``apply`` says until when), then the roll decision's
    as the turn would start now (``roll`` alone if it would start with another one)."""
    if not window.may_close(s):
        return []
    p = _preview(s, seat)
    found = decision(p, seat)
    if found is None or found[0] != "stage" or found[1]["kind"] != "roll":
        return [{"type": "roll"}]
    return legal_for(p, seat, found)


def _after_out(ctx: Ctx, seat: int, was_turn: bool) -> None:
    """After a resignation: the game may go on without that seat."""
    s = ctx.s
    if s["ended"] is not None:
        return
    stage = s["stage"]
    if stage is not None and stage["seat"] == seat:
        s["stage"] = None
        if stage["kind"] == "roll_for" and not was_turn:
            s["turn"]["roll_for"] = None  # the catcher is gone: the player rolls for itself
            turn.open_roll(ctx)
    if s["auction"] is not None and all(b["amount"] is not None for b in s["auction"]["bids"]):
        market.close_auction(ctx)
    w = s["window"]
    if w is not None and w.get("next") is not None and w["next"]["seat"] == seat:
        window.next_turn_beside(ctx)  # a correspondence window: the turn after opens instead
    if w is not None and not w["entries"]:
        window.close_window(ctx)
    if was_turn and s["window"] is None and s["turn"]["phase"] == "play":
        s["stage"] = None
        s["auction"] = None
        turn.next_turn(ctx)
        return
    turn.continue_flow(ctx)


ENGINE = CheatersEngine()
