"""强手棋 (the QQ game-hall Monopoly): the :class:`~boardgames.engines.core.Engine`.

Actions (all JSON objects; see docs/rules/qiangshou.md):

- ``{"type": "roll"}``: the player to move rolls two dice (the server's RNG) and moves.
- ``{"type": "buy"}`` / ``{"type": "decline"}``: buy the unowned land just landed on.
- ``{"type": "build"}`` / ``{"type": "decline"}``: build one level on one's own street.
- ``{"type": "sell", "squares": [int, ...]}``: a debtor sells land to cover a debt.
- ``{"type": "resign"}``: 自杀, any time while playing.
- ``{"type": "timeout"}``: submitted by the server when the seat's prompt expires.
"""

from __future__ import annotations

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
    Prompt,
    State,
    Term,
    gettext_noop,
)
from ..kit import answers
from ..kit.values import in_range, is_int_list, is_seat
from ..kit.words import PLATFORM_ACTION_NAMES, action_name, either
from ..property import debts
from ..shapes import ActionField, check_action
from . import data, landing, rules
from .rules import BANKRUPT, ESCAPED, PLAYING, RESIGNED, Ctx

# The fields of each action type (docs/rules/qiangshou.md); nothing else is taken.
ACTION_SHAPES = {
    "roll": (),
    "buy": (),
    "build": (),
    "decline": (),
    "sell": (ActionField("squares", "int_list", required=True, max_items=data.BOARD_SIZE,
                         describe=gettext_noop("a list of square indexes (0-39)")),),
    "resign": (),
    "timeout": (),
}
ACTION_TYPES = tuple(ACTION_SHAPES)
#: Each action's name in a refusal, as the game page's buttons say it (marked for the catalogues).
ACTION_NAMES = {**PLATFORM_ACTION_NAMES, "roll": gettext_noop("Roll"), "buy": gettext_noop("Buy"),
                "build": gettext_noop("Build"), "decline": gettext_noop("Decline"), "sell": gettext_noop("Sell and pay")}
#: A pending decision's name in a refusal ("its roll decision"), marked for the catalogues.
DECISION_TERMS = {"roll": gettext_noop("roll"), "buy": gettext_noop("buy"), "build": gettext_noop("build")}


class QiangshouEngine(Engine):
    """The rules of 强手棋 (seed 000_65dfeed9db5cb2d8.txt with RULINGS.md, 强手棋).

    Options: ``room`` ``"normal"`` (普通场) or ``"coin"`` (金币场); ``deposits``: per seat
    the number of 500 units (0..30) held as the coin-room deposit (all 0 in a normal room).
    """

    slug = "qiangshou"
    name = "强手棋"
    player_counts = (2, 3, 4)  # seed 一 "游戏人数2-4人"
    options = (
        OptionField(name="room", label="场次", kind="choice", default="normal",
                    choices=(("normal", "普通场"), ("coin", "金币场")),
                    help="金币场: start cash and deposit are held from the coin wallet."),
    )
    live_move_seconds = data.LIVE_MOVE_SECONDS
    action_shapes = ACTION_SHAPES
    action_names = ACTION_NAMES
    seat_options = (
        OptionField(name="deposit", label="保证金 (deposit, units of 500)", kind="int", default=0,
                    min=0, max=data.DEPOSIT_MAX_UNITS,
                    help="金币场 only: held from your coin wallet with the start cash; paid out per lap.",
                    when=("room", "coin")),
    )

    # -- before the game ---------------------------------------------------------
    def normalize_options(self, players: int, options: dict[str, Any]) -> dict[str, Any]:
        """Check ``room`` and ``deposits``; returns ``{"room", "deposits"}``.

        ``deposits`` is a list with one int per seat, each 0..30 (units of 500, seed 二.4);
        missing means all 0. A normal room must have all 0. Raises InvalidAction."""
        if not isinstance(options, dict):
            raise InvalidAction(gettext_noop("Options must be a JSON object."))
        rest = {k: v for k, v in options.items() if k != "deposits"}
        result = super().normalize_options(players, rest)
        deposits = options.get("deposits")
        if deposits is None:
            deposits = [0] * players
        if not isinstance(deposits, list) or len(deposits) != players:
            raise InvalidAction(gettext_noop("Option 'deposits' must be a list of %(players)s whole "
                                             "numbers (one per seat)."), players=players)
        for d in deposits:
            if not in_range(d, 0, data.DEPOSIT_MAX_UNITS):
                raise InvalidAction(
                    gettext_noop("Each deposit is a number of %(deposit_unit)s units from 0 to "
                                 "%(deposit_max_units)s; got %(d)s."),
                    deposit_unit=data.DEPOSIT_UNIT, deposit_max_units=data.DEPOSIT_MAX_UNITS, d=repr(d))
        if result["room"] == "normal" and any(deposits):
            raise InvalidAction(gettext_noop("A normal room (普通场) has no deposit (保证金); deposits must be 0."))
        result["deposits"] = list(deposits)
        return result

    def normalize_seat_extra(self, options: dict[str, Any], extra: dict[str, Any]) -> dict[str, Any]:
        """Check a player's choice on joining a seat: ``{"deposit": n}``, the coin-room
        deposit (保证金) in units of 500, ``n`` a whole number 0..30 (seed 二.4 "0-30次").

        Coin room (``options["room"] == "coin"``): returns ``{"deposit": n}`` (0 when
        absent). Normal room: a normal room has no deposit, so any non-zero deposit is
        refused; ``{}`` or ``{"deposit": 0}`` give ``{}``. Any other field is refused.
        Raises :class:`InvalidAction` with a message for the player."""
        if extra is None:
            extra = {}
        if not isinstance(extra, dict):
            raise InvalidAction(gettext_noop("The joining choices must be a JSON object such as "
                                             "{\"deposit\": 3}."))
        unknown = sorted(set(extra) - {"deposit"})
        if unknown:
            raise InvalidAction(gettext_noop("强手棋 takes only a deposit (保证金) on joining, not %(unknown)s."),
                                unknown=', '.join(unknown))
        room = (options or {}).get("room", "normal")
        deposit = extra.get("deposit", 0)
        if not in_range(deposit, 0, data.DEPOSIT_MAX_UNITS):
            raise InvalidAction(
                gettext_noop("The deposit (保证金) is a whole number of %(deposit_unit)s units from 0 to "
                             "%(deposit_max_units)s; got %(deposit)s."),
                deposit_unit=data.DEPOSIT_UNIT, deposit_max_units=data.DEPOSIT_MAX_UNITS, deposit=repr(deposit))
        if room != "coin":
            if deposit:
                raise InvalidAction(gettext_noop("A normal room (普通场) has no deposit (保证金): only a coin "
                                                 "room (金币场) takes one. Join without a deposit."))
            return {}
        return {"deposit": deposit}

    def seat_stake(self, options: dict[str, Any], extra: dict[str, Any]) -> int:
        """Coins held from the wallet on joining a seat (RULINGS 强手棋, coin rooms): the
        start cash plus the deposit (``extra["deposit"]`` units of 500) in a coin room;
        0 in a normal room. ``extra`` is normalised by :meth:`normalize_seat_extra`."""
        if (options or {}).get("room") != "coin":
            return 0
        return data.START_CASH + int((extra or {}).get("deposit", 0)) * data.DEPOSIT_UNIT

    def start_options(self, options: dict[str, Any], seat_extras: list[dict[str, Any]]) -> dict[str, Any]:
        """The room's options with ``deposits`` filled in from each seat's joining choice
        (index = seat; a seat without one has 0). A normal room keeps all deposits 0.
        Returns a new dict; ``options`` is not modified."""
        result = dict(options or {})
        room = result.get("room", "normal")
        deposits = []
        for extra in seat_extras:
            deposit = (extra or {}).get("deposit", 0) if room == "coin" else 0
            deposits.append(deposit)
        result["deposits"] = deposits
        return result

    # -- the game ----------------------------------------------------------------
    def new_game(self, players: int, options: dict[str, Any], seed: int) -> State:
        """The opening state; ``options`` as returned by :meth:`normalize_options`."""
        options = self.normalize_options(players, options)
        return rules.new_state(players, options["room"], options["deposits"], seed)

    def prompts(self, state: State) -> list[Prompt]:
        """The roll/buy/build decision of the player to move (clock ``move``), plus one
        ``sell`` prompt (clock ``window``, 30 s live) per debtor."""
        if state["ended"] is not None:
            return []
        pending = state["pending"]
        mover = None
        if pending is not None:
            kinds = {"roll": ("roll",), "buy": ("buy", "decline"),
                     "build": ("build", "decline")}[pending["kind"]]
            on_timeout = "skip the turn" if pending["kind"] == "roll" else "decline"
            mover = Prompt(seat=pending["seat"], kinds=kinds, key=pending["key"],
                           on_timeout=on_timeout)
        debtors = [Prompt(seat=debt["debtor"], kinds=("sell",), key=debt["key"], clock="window",
                          window_seconds=data.MORTGAGE_WINDOW_SECONDS, on_timeout="automatic sale")
                   for debt in state["debts"]]
        return answers.collect([mover, *debtors])

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        """Every action ``seat`` may submit now. For a debtor the ``sell`` actions listed
        are representative (the automatic sale's choice, each single asset that covers
        the debt, and everything); any covering subset is accepted by :meth:`apply`.
        ``timeout`` is not listed (the server submits it)."""
        if state["ended"] is not None or not self._is_seat(state, seat):
            return []
        if state["seats"][seat]["status"] != PLAYING:
            return []
        actions: list[Action] = []
        pending = state["pending"]
        if pending is not None and pending["seat"] == seat:
            if pending["kind"] == "roll":
                actions.append({"type": "roll"})
            else:
                actions.append({"type": pending["kind"]})
                actions.append({"type": "decline"})
        debt = self._debt_of(state, seat)
        if debt is not None:
            options = [rules.auto_sale(state, seat, debt["amount"])]
            cash = state["seats"][seat]["cash"]
            for square in rules.owned(state, seat):
                if cash + rules.sale_value(state, square) >= debt["amount"]:
                    options.append([square])
            options.append(rules.owned(state, seat))
            seen: list[list[int]] = []
            for squares in options:
                if squares not in seen:
                    seen.append(squares)
                    actions.append({"type": "sell", "squares": squares})
        actions.append({"type": "resign"})
        return actions

    def apply(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        """Validate and apply ``action`` by ``seat``. Raises GameOver, InvalidAction,
        NotYourTurn or IllegalAction with a readable message; never half-applies."""
        kind = check_action(self.action_shapes, action)
        if not self._is_seat(state, seat):
            raise InvalidAction(gettext_noop("There is no seat %(seat)s in this %(players)s-player game."),
                                seat=repr(seat), players=state['players'])
        if state["ended"] is not None:
            raise GameOver(gettext_noop("The game is over; \"%(kind)s\" is not accepted."),
                           kind=action_name(ACTION_NAMES, kind))
        rules.SEATS.require_playing(state["seats"][seat]["status"], seat, action_name(ACTION_NAMES, kind))
        s = self.copy_state(state)
        ctx = Ctx(s)
        pending = s["pending"] if s["pending"] is not None and s["pending"]["seat"] == seat else None
        debt = self._debt_of(s, seat)
        if kind == "resign":
            rules.leave(ctx, seat, RESIGNED)
        elif kind == "timeout":
            if debt is not None:
                # The automatic sale is an expired prompt like any other: it counts toward
                # the three consecutive timeouts that mean 逃跑 (RULINGS, platform-wide).
                p = s["seats"][seat]
                p["timeouts"], left = rules.SEATS.timed_out(p["timeouts"])
                ctx.emit("timeout", seat=seat, decision="sell", count=p["timeouts"], square=None)
                squares = rules.auto_sale(s, seat, debt["amount"])
                rules.settle_debt(ctx, debt, squares, auto=True)
                if left and p["status"] == PLAYING:
                    rules.leave(ctx, seat, ESCAPED)
            elif pending is not None:
                self._timeout_move(ctx, seat, pending)
            else:
                raise NotYourTurn(gettext_noop("Seat %(seat)s has no decision pending, so it cannot time "
                                               "out."), seat=seat)
        elif kind == "sell":
            if debt is None:
                raise NotYourTurn(gettext_noop("Seat %(seat)s owes nothing; land is sold only to pay a "
                                               "debt larger than cash (passive mortgage)."), seat=seat)
            squares = self._check_squares(s, seat, action.get("squares"), debt)
            s["seats"][seat]["timeouts"] = 0
            rules.settle_debt(ctx, debt, squares, auto=False)
        else:
            self._move_action(ctx, seat, kind, pending)
        return s, ctx.events

    def timeout_action(self, state: State, seat: int) -> Action:
        """``{"type": "timeout"}``: a roll prompt skips the turn, a buy/build prompt
        declines (both count toward the three consecutive timeouts that mean 逃跑); a
        sell prompt runs the automatic sale, which counts too (RULINGS)."""
        return {"type": "timeout"}

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        """Everything public (the game has no secrets besides the RNG and deck order,
        which are never shown): board, players, the pending purchase or build, debts with
        each asset's sale value, last dice, last card, round. The prompts, legal actions
        and outcome are in the server's payload, not here."""
        s = state
        board = []
        for sq in data.SQUARES:
            i = sq["index"]
            item = {"index": i, "number": sq["number"], "name": sq["name"], "kind": sq["kind"],
                    "group": sq["group"]}
            if sq["kind"] in data.OWNABLE_KINDS:
                item.update(price=sq["price"], mortgage=sq["mortgage"], owner=s["owners"][i],
                            level=s["levels"][i])
                if sq["kind"] == "street":
                    item.update(rents=list(sq["rents"]), build=sq["build"])
                if s["owners"][i] is not None and sq["kind"] == "utility":
                    item["rent_multiplier"] = data.UTILITY_MULTIPLIERS[sum(
                        1 for u in data.UTILITY_SQUARES if s["owners"][u] == s["owners"][i])]
                elif s["owners"][i] is not None:
                    item["rent"] = rules.rent(s, i)
            board.append(item)
        players = []
        for p in s["seats"]:
            players.append({
                "seat": p["seat"], "position": p["position"], "cash": p["cash"],
                "status": p["status"], "total_assets": rules.total_assets(s, p["seat"]),
                "squares": rules.owned(s, p["seat"]), "deposit": p["deposit"],
                "deposit_left": p["deposit_left"], "skip_turns": p["skip_turns"],
                "no_lap_pay": p["no_lap_pay"], "timeouts": p["timeouts"],
            })
        debts = []
        for d in s["debts"]:
            debtor = d["debtor"]
            assets = [{"square": i, "name": data.SQUARES[i]["name"],
                       "mortgage": data.SQUARES[i]["mortgage"], "level": s["levels"][i],
                       "sale_value": rules.sale_value(s, i)} for i in rules.owned(s, debtor)]
            debts.append({"seat": debtor, "amount": d["amount"], "cash": s["seats"][debtor]["cash"],
                          "shortfall": d["amount"] - s["seats"][debtor]["cash"],
                          "payees": d["payees"], "reason": d["reason"], "square": d["square"],
                          "assets": assets, "auto_sale": rules.auto_sale(s, debtor, d["amount"]),
                          "key": d["key"]})
        pending = None
        if s["pending"] is not None:
            p = s["pending"]
            pending = {"seat": p["seat"], "kind": p["kind"], "square": p["square"], "key": p["key"]}
            if p["square"] is not None:
                sq = data.SQUARES[p["square"]]
                pending["cost"] = sq["price"] if p["kind"] == "buy" else sq["build"]
        return {
            "game": "qiangshou", "players": s["players"], "room": s["room"], "you": seat,
            "round": s["round"], "round_limit": data.ROUND_LIMIT, "turn": s["turn"],
            "board": board, "seats": players, "pending": pending, "debts": debts,
            "last_dice": s["last_dice"], "last_card": s["last_card"],
            "bank": dict(s["bank"]), "ended": s["ended"],
        }

    def outcome(self, state: State) -> Outcome | None:
        """``None`` while running. Then: ``reason`` ``"bankruptcy"``, ``"round_limit"`` or
        ``"last_player"``; places: players still in by total assets (ties by cash, then
        seat), then the bankrupt seat, then seats that left (the latest to leave first).
        ``seats[i]`` facts are listed in docs/rules/qiangshou.md."""
        s = state
        if s["ended"] is None:
            return None
        n = s["players"]
        order = ranking(s)
        places = [0] * n
        for place, seat in enumerate(order, start=1):
            places[seat] = place
        table = data.PLACE_POINTS[n]
        seats = []
        for p in s["seats"]:
            i = p["seat"]
            status = p["status"]
            if status == RESIGNED:
                shown, points = "resigned", table[-1]
            elif status == ESCAPED:
                shown, points = "left", table[-1] * n
            else:
                shown = "won" if places[i] == 1 else "lost"
                points = table[places[i] - 1]
            coin = s["room"] == "coin"
            held = data.START_CASH + p["deposit"] if coin else 0
            returned = rules.total_assets(s, i) + p["deposit_left"] if coin else 0
            seats.append({
                "status": shown, "place": places[i], "points": points, "cash": p["cash"],
                "total_assets": rules.total_assets(s, i), "squares": rules.owned(s, i),
                "resigned": status == RESIGNED, "escaped": status == ESCAPED,
                "bankrupt": status == BANKRUPT, "deposit": p["deposit"],
                "deposit_left": p["deposit_left"], "coins_held": held,
                "coins_returned": returned, "coins_net": returned - held,
            })
        house = -sum(x["coins_net"] for x in seats)
        for x in seats:
            x["house_change"] = house
        return Outcome(reason=s["ended"]["reason"], places=places, draw=False,
                       rounds=s["ended"]["round"], seats=seats)

    # -- helpers -----------------------------------------------------------------
    @staticmethod
    def _is_seat(state: State, seat: Any) -> bool:
        return is_seat(seat, state["players"])

    @staticmethod
    def _debt_of(state: State, seat: int) -> dict[str, Any] | None:
        return debts.debt_of(state, seat)

    @staticmethod
    def _check_squares(s: State, seat: int, squares: Any, debt: dict[str, Any]) -> list[int]:
        if not is_int_list(squares):
            raise InvalidAction(gettext_noop("The action 'sell' needs 'squares': a list of square indexes "
                                             "(0-39)."))
        if len(set(squares)) != len(squares):
            raise InvalidAction(gettext_noop("The action 'sell' names a square twice: %(squares)s."),
                                squares=squares)
        for q in squares:
            if not 0 <= q < data.BOARD_SIZE:
                raise InvalidAction(gettext_noop("There is no square %(q)s; squares are 0 to 39."), q=q)
            if s["owners"][q] != seat:
                raise IllegalAction(gettext_noop("Seat %(seat)s cannot sell %(name)s (square %(q)s): it "
                                                 "does not own it."),
                                    seat=seat, name=data.SQUARES[q]['name'], q=q)
        cash = s["seats"][seat]["cash"]
        value = sum(rules.sale_value(s, q) for q in squares)
        if cash + value < debt["amount"]:
            raise IllegalAction(
                gettext_noop("Selling %(squares)s yields %(value)s; with cash %(cash)s that does not cover "
                             "the debt of %(amount)s (short by %(short)s)."),
                squares=squares, value=value, cash=cash, amount=debt['amount'], short=debt['amount'] - cash - value)
        return sorted(squares)

    @staticmethod
    def _move_action(ctx: Ctx, seat: int, kind: str, pending: dict[str, Any] | None) -> None:
        s = ctx.s
        if pending is None:
            raise NotYourTurn(gettext_noop("Seat %(seat)s has no roll, buy or build decision pending; "
                                           "\"%(kind)s\" is not possible now."), seat=seat,
                              kind=action_name(ACTION_NAMES, kind))
        expected = ("roll",) if pending["kind"] == "roll" else (pending["kind"], "decline")
        if kind not in expected:
            raise IllegalAction(gettext_noop("Seat %(seat)s must answer its %(kind)s decision with "
                                             "%(expected)s, not \"%(got)s\"."),
                                seat=seat, kind=Term(DECISION_TERMS[pending['kind']]),
                                expected=either([action_name(ACTION_NAMES, k) for k in expected]),
                                got=action_name(ACTION_NAMES, kind))
        p = s["seats"][seat]
        p["timeouts"] = 0
        s["pending"] = None
        if kind == "roll":
            dice = rules.roll_dice(ctx)
            s["last_dice"] = {"seat": seat, "dice": dice, "total": sum(dice)}
            ctx.emit("dice", seat=seat, dice=dice, total=sum(dice), purpose="move")
            rules.move_forward(ctx, seat, sum(dice), "dice")
            landing.land(ctx, seat)
        else:
            square = pending["square"]
            sq = data.SQUARES[square]
            if kind == "buy":
                s["owners"][square] = seat
                ctx.emit("buy", seat=seat, square=square, name=sq["name"], price=sq["price"])
                rules.transfer(ctx, seat, rules.BANK, sq["price"], "purchase", square)
            elif kind == "build":
                s["levels"][square] += 1
                ctx.emit("build", seat=seat, square=square, name=sq["name"],
                         level=s["levels"][square], cost=sq["build"])
                rules.transfer(ctx, seat, rules.BANK, sq["build"], "build", square)
            else:
                ctx.emit("decline", seat=seat, square=square, what=pending["kind"])
        rules.continue_turn(ctx)

    @staticmethod
    def _timeout_move(ctx: Ctx, seat: int, pending: dict[str, Any]) -> None:
        s = ctx.s
        p = s["seats"][seat]
        p["timeouts"], left = rules.SEATS.timed_out(p["timeouts"])
        s["pending"] = None
        ctx.emit("timeout", seat=seat, decision=pending["kind"], count=p["timeouts"],
                 square=pending["square"])
        if left:
            rules.leave(ctx, seat, ESCAPED)
            return
        rules.continue_turn(ctx)


def ranking(s: State) -> list[int]:
    """Seats from first to last (RULINGS): players still in by cash + land price + build
    costs spent (ties by cash, then seat order); then the bankrupt seat; then the seats
    that left, the most recent first."""
    alive = sorted(rules.playing(s), key=lambda i: (-rules.total_assets(s, i),
                                                    -s["seats"][i]["cash"], i))
    bankrupt = [p["seat"] for p in s["seats"] if p["status"] == BANKRUPT]
    left = list(reversed(s["left_order"]))
    return alive + bankrupt + left


ENGINE = QiangshouEngine()
