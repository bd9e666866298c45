"""What happens on the track: the squares' effects, the six dice, the event die, relisting,
and the decisions they ask for (one ``pending`` decision at a time).

A pending decision is ``{"kind", "seat", "key", ...}``:

- ``company`` (+``company``): the chairman picks ``company_die`` (pay 30 to the fund, roll
  the company's die) or ``fund_die`` (roll the black die free); seed 四 公司格.
- ``target`` (+``delta``, ``source``, ``exclude``): pick the company a die face moves;
  the chairman for "another company" faces, the mover for the white die's -2 (RULINGS).
- ``pick``: the mover picks the company of a four-company square (seed 四 四公司格).
- ``swap``: the mover may swap one share with another player (seed 六 白).
- ``relist`` (+``company``, ``next``): a holder may try to relist (seed 变体 股票复盘).
"""

from __future__ import annotations

from typing import Any

from ..core import IllegalAction, InvalidAction, Rng, gettext_noop
from . import data
from .market import companies_listing, move_price, move_shares, pay, pay_dividend, playing, update_chairmen

State = dict[str, Any]
Events = list[dict[str, Any]]

ANSWER_KINDS = {
    "company": ("company_die", "fund_die"),
    "target": ("choose_company",),
    "pick": ("choose_company",),
    "swap": ("swap", "decline"),
    "relist": ("relist", "decline"),
}


def new_key(s: State, kind: str) -> str:
    """A prompt key never used before in this game."""
    s["seq"] += 1
    return f"{kind}-{s['seq']}"


def ask(s: State, decision: dict[str, Any], events: Events) -> None:
    """Make ``decision`` the pending one (it gets a fresh key) and log who must decide."""
    decision["key"] = new_key(s, decision["kind"])
    s["pending"] = decision
    events.append({"type": "decision", "kind": decision["kind"], "seat": decision["seat"],
                   "company": decision.get("company")})


def roll(s: State, die: str, faces: tuple, events: Events) -> tuple[str, int]:
    """Roll ``die`` (a name: a company, ``"black"``, ``"white"``, ``"move"``) with the game's
    RNG; logs a ``die`` event with the face index and its effect."""
    rng = Rng(s["rng"])
    index = rng.below(len(faces))
    s["rng"] = rng.state
    face = faces[index]
    events.append({"type": "die", "die": die, "face": index, "effect": list(face)})
    s["last_dice"].append({"die": die, "face": index, "effect": list(face)})
    return face


# -- squares -----------------------------------------------------------------------

def land(s: State, pawn: int, steps: int, events: Events) -> None:
    """Move ``pawn`` ``steps`` squares, stopping at the goal, and run the square's effect."""
    start = s["pawns"][pawn]
    pos = min(data.GOAL_SQUARE, start + steps)
    s["pawns"][pawn] = pos
    kind = s["track"][pos]
    events.append({"type": "pawn", "pawn": pawn, "from": start, "to": pos, "square": kind})
    if pos == data.GOAL_SQUARE:
        reach_goal(s, pawn, events)
    else:
        square_effect(s, kind, events)


def square_effect(s: State, kind: str, events: Events) -> None:
    """The effect of a track square of ``kind`` (seed 四) for the current mover."""
    mover = s["turn"]["seat"]
    if kind in data.COMPANIES:
        company_square(s, kind, events)
    elif kind == "any":
        ask(s, {"kind": "pick", "seat": mover}, events)
    elif kind == "event":
        run_event(s, events)
    elif kind == "x100":
        for c in data.COMPANIES:
            chairman = s["companies"][c]["chairman"]
            if chairman is not None:
                pay(s, events, "bank", chairman, data.CHAIRMAN_BONUS, f"chairman of {c} (x100)")
    elif kind == "dividend":
        high_dividend(s, events)


def high_dividend(s: State, events: Events) -> None:
    """The $ square: the highest-priced companies in the high-price zone (200 and above,
    limit-up included) pay their dividend; ties all pay; none in the zone, nothing."""
    cells = {c: s["companies"][c]["cell"] for c in data.COMPANIES}
    zone = [c for c in data.COMPANIES if cells[c] >= data.HIGH_ZONE_CELL]
    if not zone:
        events.append({"type": "no_effect", "reason": "no company in the high-price zone"})
        return
    top = max(cells[c] for c in zone)
    for c in zone:
        if cells[c] == top:
            pay_dividend(s, c, events)


def reach_goal(s: State, pawn: int, events: Events) -> None:
    """Goal100: the first pawn there earns its mover up to 100 from the fund (what the
    fund holds if less); the game ends when both pawns are there (the turn module)."""
    other = s["pawns"][1 - pawn]
    if other != data.GOAL_SQUARE:
        amount = min(data.GOAL_BONUS, s["fund"])
        events.append({"type": "goal", "pawn": pawn, "seat": s["turn"]["seat"], "bonus": amount})
        pay(s, events, "fund", s["turn"]["seat"], amount, "first pawn on Goal100")
    else:
        events.append({"type": "goal", "pawn": pawn, "seat": s["turn"]["seat"], "bonus": 0})


def company_square(s: State, company: str, events: Events) -> None:
    """A company square: relisting if suspended (any holder may try, seed 变体 股票复盘:
    the mover first, then the chairman (RULINGS), then the other holders in turn order);
    else its chairman decides; no chairman (no shareholders), nothing (RULINGS)."""
    co = s["companies"][company]
    if co["cell"] == data.SUSPENDED:
        mover = s["turn"]["seat"]
        after = [(mover + k) % s["players"] for k in range(1, s["players"])]
        offer_relist(s, company, [mover, co["chairman"], *after], events)
    elif co["chairman"] is None:
        events.append({"type": "no_effect", "company": company, "reason": "no shareholders"})
    else:
        ask(s, {"kind": "company", "seat": co["chairman"], "company": company}, events)


# -- dice ----------------------------------------------------------------------------

def company_face(s: State, company: str, face: tuple[str, int], events: Events) -> None:
    """Carry out a face of ``company``'s own die (seed 六)."""
    effect, n = face
    if effect == "up":
        move_price(s, company, n, company, events)
    elif effect == "down":
        move_price(s, company, -n, company, events)
    elif effect == "dividend":
        pay_dividend(s, company, events)
    elif effect in ("other_up", "other_down"):
        delta = n if effect == "other_up" else -n
        chairman = s["companies"][company]["chairman"]
        decision = {"kind": "target", "seat": chairman, "delta": delta, "source": company, "exclude": company}
        if chairman is None or not playing(s, chairman):
            resolve_target(s, decision, eligible(decision)[0], events)
        else:
            ask(s, decision, events)


def black_face(s: State, company: str, face: tuple[str, int], events: Events) -> None:
    """A face of the black fund die for ``company``: its price falls and its chairman takes
    the whole fund, or nothing (seed 六 黑)."""
    effect, n = face
    if effect == "down_take":
        move_price(s, company, -n, "black", events)
        chairman = s["companies"][company]["chairman"]
        if chairman is not None:
            pay(s, events, "fund", chairman, s["fund"], f"chairman of {company} takes the fund")


def run_event(s: State, events: Events) -> None:
    """The Event square: roll the white die for the mover (seed 六 白; RULINGS "Events
    and the white die benefit the player who moved"). The 30-from-the-fund face rolls
    again; a short fund gives what it holds."""
    mover = s["turn"]["seat"]
    while True:
        effect, n = roll(s, "white", data.WHITE_DIE, events)
        if effect != "fund_reroll":
            break
        pay(s, events, "fund", mover, min(n, s["fund"]), "event: 30 from the fund")
    if effect == "bank":
        pay(s, events, "bank", mover, n, "event: 100 from the bank")
    elif effect == "swap":
        if swap_options(s, mover):
            ask(s, {"kind": "swap", "seat": mover}, events)
        else:
            events.append({"type": "no_effect", "reason": "no share swap is possible"})
    elif effect == "all_down":
        for c in data.COMPANIES:
            move_price(s, c, -n, "white", events)
    elif effect == "pick_down":
        ask(s, {"kind": "target", "seat": mover, "delta": -n, "source": "white", "exclude": None}, events)


def eligible(decision: dict[str, Any]) -> list[str]:
    """Companies a ``target``/``pick`` decision may name, in the RULINGS timeout order."""
    return [c for c in data.COMPANIES if c != decision.get("exclude")]


def resolve_target(s: State, decision: dict[str, Any], company: str, events: Events) -> None:
    """Apply a chosen company: a four-company square runs as that company's square, a
    target gets the face's price change."""
    events.append({"type": "chosen", "kind": decision["kind"], "seat": decision["seat"], "company": company})
    if decision["kind"] == "pick":
        company_square(s, company, events)
    else:
        move_price(s, company, decision["delta"], decision["source"], events)


# -- swap and relisting ----------------------------------------------------------------

def swap_options(s: State, mover: int) -> list[dict[str, Any]]:
    """Every legal swap: one share of the mover's (``give``) for one of another playing
    seat's (``take``), different companies, nobody above 12 afterwards (seed 六 白)."""
    out = []
    mine = s["shares"][mover]
    for p in range(s["players"]):
        if p == mover or not playing(s, p):
            continue
        theirs = s["shares"][p]
        for give in data.COMPANIES:
            for take in data.COMPANIES:
                if (give != take and mine[give] > 0 and theirs[take] > 0
                        and mine[take] + 1 <= data.MAX_SHARES and theirs[give] + 1 <= data.MAX_SHARES):
                    out.append({"type": "swap", "with": p, "give": give, "take": take})
    return out


def do_swap(s: State, mover: int, action: dict[str, Any], events: Events) -> None:
    """Carry out a ``swap`` answer after checking it is one of :func:`swap_options`."""
    wanted = {"type": "swap", "with": action.get("with"), "give": action.get("give"), "take": action.get("take")}
    if wanted not in swap_options(s, mover):
        raise IllegalAction(gettext_noop("That swap is not possible: give a share you hold for a different "
                                         "company's share the other player holds, nobody above 12."))
    other, give, take = wanted["with"], wanted["give"], wanted["take"]
    for seat, out, into in ((mover, give, take), (other, take, give)):
        move_shares(s, seat, out, -1, "swapped", events)
        move_shares(s, seat, into, 1, "swapped", events)
    events.append({"type": "swap", "seat": mover, "with": other, "give": give, "take": take})
    update_chairmen(s, events)


def offer_relist(s: State, company: str, seats: list[int | None], events: Events) -> None:
    """Offer a relisting try to the first of ``seats`` still playing and holding the
    suspended ``company``; the rest (duplicates and non-holders dropped) are asked in
    order after a decline."""
    queue: list[int] = []
    for p in seats:
        if p is not None and p not in queue and playing(s, p) and s["shares"][p][company] > 0:
            queue.append(p)
    if not queue:
        events.append({"type": "no_effect", "company": company, "reason": "no holder may try to relist"})
        return
    ask(s, {"kind": "relist", "seat": queue[0], "company": company, "next": queue[1:]}, events)


def try_relist(s: State, seat: int, company: str, events: Events) -> None:
    """Roll the four company dice (seed 变体 股票复盘). The suspended company's own die must
    raise it; then 0/1/2/3 other raising dice relist at 40/60/120/190 and the bank pays
    that much; otherwise the try fails and one share goes back to the bank."""
    raised = [c for c in data.COMPANIES if roll(s, c, data.COMPANY_DICE[c], events)[0] == "up"]
    co = s["companies"][company]
    if company not in raised:
        move_shares(s, seat, company, -data.RELIST_FAIL_RETURN, "failed relisting", events)
        events.append({"type": "relist", "seat": seat, "company": company, "ok": False})
        update_chairmen(s, events)
        return
    k = len(raised) - 1
    co["cell"], co["debt"] = data.RELIST_CELLS[k], 0
    events.append({"type": "relist", "seat": seat, "company": company, "ok": True,
                   "cell": co["cell"], "price": data.RELIST_PRICES[k]})
    pay(s, events, "bank", seat, data.RELIST_PRICES[k], f"relisted {company}")


# -- answers and defaults ----------------------------------------------------------------

def answer(s: State, seat: int, action: dict[str, Any], events: Events) -> None:
    """Apply ``seat``'s answer to the pending decision (its kind is already allowed)."""
    d = s["pending"]
    kind = action["type"]
    if kind == "company_die" and s["cash"][seat] < data.FUND_ROLL_COST:
        raise IllegalAction(gettext_noop("Rolling the company's die costs %(fund_roll_cost)s; you have "
                                         "%(cash)s."), fund_roll_cost=data.FUND_ROLL_COST, cash=s['cash'][seat])
    if kind == "choose_company" and action.get("company") not in eligible(d):
        raise IllegalAction(gettext_noop("Choose one of: %(eligible)s."),
                            eligible=companies_listing(eligible(d)))
    if kind == "swap":
        do_swap(s, seat, action, events)  # raises before anything changes
    s["pending"] = None
    if kind == "company_die":
        pay(s, events, seat, "fund", data.FUND_ROLL_COST, f"{d['company']} die")
        company_face(s, d["company"], roll(s, d["company"], data.COMPANY_DICE[d["company"]], events), events)
    elif kind == "fund_die":
        black_face(s, d["company"], roll(s, "black", data.BLACK_DIE, events), events)
    elif kind == "choose_company":
        resolve_target(s, d, action["company"], events)
    elif kind == "relist":
        try_relist(s, seat, d["company"], events)
    elif kind == "decline":
        events.append({"type": "declined", "kind": d["kind"], "seat": seat})
        if d["kind"] == "relist":
            offer_relist(s, d["company"], d["next"], events)


def default_answer(s: State, events: Events) -> None:
    """The timeout rule of the pending decision (RULINGS): the chairman rolls the black
    die, a target takes the first eligible company (red, yellow, green, blue), a swap or a
    relisting try is declined."""
    d = s["pending"]
    action: dict[str, Any] = {
        "company": {"type": "fund_die"},
        "target": {"type": "choose_company", "company": eligible(d)[0]},
        "pick": {"type": "choose_company", "company": eligible(d)[0]},
        "swap": {"type": "decline"},
        "relist": {"type": "decline"},
    }[d["kind"]]
    answer(s, d["seat"], action, events)


def answer_options(s: State, seat: int) -> list[dict[str, Any]]:
    """Every legal answer of ``seat`` to the pending decision."""
    d = s["pending"]
    if d["kind"] == "company":
        out = [{"type": "fund_die"}]
        if s["cash"][seat] >= data.FUND_ROLL_COST:
            out.insert(0, {"type": "company_die"})
        return out
    if d["kind"] in ("target", "pick"):
        return [{"type": "choose_company", "company": c} for c in eligible(d)]
    if d["kind"] == "swap":
        return swap_options(s, seat) + [{"type": "decline"}]
    return [{"type": "relist"}, {"type": "decline"}]


def check_answer_fields(action: dict[str, Any]) -> None:
    """Field types of an answer; raises InvalidAction."""
    if action["type"] == "choose_company" and action.get("company") not in data.COMPANIES:
        raise InvalidAction(gettext_noop("'company' must be one of %(companies)s."),
                            companies=', '.join(data.COMPANIES))
    if action["type"] == "swap":
        w = action.get("with")
        if not isinstance(w, int) or isinstance(w, bool):
            raise InvalidAction(gettext_noop("'with' must be the seat number of the other player."))
        for f in ("give", "take"):
            if action.get(f) not in data.COMPANIES:
                raise InvalidAction(gettext_noop("'%(f)s' must be one of %(companies)s."),
                                    f=f, companies=', '.join(data.COMPANIES))
