"""The market of 拥有者的决断: money movements, share prices on the ladder, suspension,
delisting, dividends, chairmen and the one trade a turn with the bank.

State pieces used here (docs/rules/owners-choice.md has the full shape)::

    "cash": [int per seat], "fund": int, "bank": int (net money the bank received; it is
    unlimited and may go negative), "shares": [{company: int} per seat],
    "bank_shares": {company: int}, "companies": {company: {"cell", "debt", "chairman"}},
    "status": ["playing"|"resigned"|"left" per seat]

Every money movement is a ``money`` event ``{"from", "to", "amount", "reason"}`` where
``from``/``to`` is a seat, ``"bank"`` or ``"fund"``; so ``sum(cash) + fund + bank`` never
changes (RULINGS platform-wide: totals are checkable).
"""

from __future__ import annotations

from typing import Any

from ..core import IllegalAction, InvalidAction, Term, gettext_noop
from ..kit.words import listing
from . import data

State = dict[str, Any]
Events = list[dict[str, Any]]

#: A company's name in a refusal, as the English messages write it (lower case, and
#: capitalised at the start of a sentence); the Chinese catalogue has the seed's 红 黄 绿 蓝
#: (data.COMPANY_NAMES_ZH) for both.
COMPANY_TERMS = {"red": gettext_noop("red"), "yellow": gettext_noop("yellow"),
                 "green": gettext_noop("green"), "blue": gettext_noop("blue")}
COMPANY_TITLES = {"red": gettext_noop("Red"), "yellow": gettext_noop("Yellow"),
                  "green": gettext_noop("Green"), "blue": gettext_noop("Blue")}


def company_term(company: str, title: bool = False) -> str:
    """``company`` (a key of data.COMPANIES) for a refusal: a :class:`Term` of its name
    (capitalised when ``title``); an unknown key as it is."""
    table = COMPANY_TITLES if title else COMPANY_TERMS
    return Term(table[company]) if company in table else company


def companies_listing(companies: list[str]) -> str:
    """Several companies for a refusal: "red, blue", each translated (kit.words.listing)."""
    return listing([company_term(c) for c in companies])


def pay(s: State, events: Events, src: int | str, dst: int | str, amount: int, reason: str) -> None:
    """Move ``amount`` (>= 0) from ``src`` to ``dst`` (a seat, ``"bank"`` or ``"fund"``) and
    log it; an amount of 0 logs nothing. Callers check that a seat can pay."""
    if amount <= 0:
        return
    for who, sign in ((src, -1), (dst, 1)):
        if who == "bank":
            s["bank"] += sign * amount
        elif who == "fund":
            s["fund"] += sign * amount
        else:
            s["cash"][who] += sign * amount
    events.append({"type": "money", "from": src, "to": dst, "amount": amount, "reason": reason})


def price(cell: int) -> int:
    """Market price of a share at ladder ``cell`` (suspended: 0, limit-up: 300)."""
    return data.CELL_PRICES[cell]


def buy_price(cell: int) -> int | None:
    """What a share costs from the bank: 40 when suspended, ``None`` at limit-up (cannot be
    bought), else the price (seed 二.2 and 变体 股票停盘)."""
    if cell == data.LIMIT_UP:
        return None
    if cell == data.SUSPENDED:
        return data.SUSPENDED_BUY_PRICE
    return data.CELL_PRICES[cell]


def dividend(cell: int) -> int:
    """Dividend per share at ``cell``: a tenth of the price, limit-up like 300, none when
    suspended (RULINGS; seed 变体 "无法卖出与分红")."""
    return data.CELL_PRICES[cell] // data.DIVIDEND_DIVISOR


def playing(s: State, seat: int) -> bool:
    """Whether ``seat`` is still in the game."""
    return s["status"][seat] == "playing"


def holders(s: State, company: str) -> list[int]:
    """Seats holding at least one share of ``company``, in seat order."""
    return [p for p in range(s["players"]) if s["shares"][p][company] > 0]


def pay_dividend(s: State, company: str, events: Events) -> None:
    """The bank pays every holder of ``company`` its dividend per share (RULINGS)."""
    per_share = dividend(s["companies"][company]["cell"])
    events.append({"type": "dividend", "company": company, "per_share": per_share})
    for p in holders(s, company):
        pay(s, events, "bank", p, per_share * s["shares"][p][company], f"dividend {company}")


def update_chairmen(s: State, events: Events) -> None:
    """Set each company's chairman: the most shares; a tie keeps the sitting chairman, else
    the earliest seat (RULINGS Chairman); no holder, no chairman. Logs each change."""
    for c in data.COMPANIES:
        co = s["companies"][c]
        counts = [s["shares"][p][c] for p in range(s["players"])]
        best = max(counts)
        if best == 0:
            new = None
        else:
            tied = [p for p in range(s["players"]) if counts[p] == best]
            new = co["chairman"] if co["chairman"] in tied else tied[0]
        if new != co["chairman"]:
            events.append({"type": "chairman", "company": c, "seat": new, "was": co["chairman"]})
            co["chairman"] = new


def move_price(s: State, company: str, delta: int, source: str, events: Events) -> None:
    """Apply Price+``delta`` (``delta`` != 0) to ``company``; ``source`` is the die (or
    ``"white"``) that caused it. Listed: steps on the ladder, stopping at limit-up; a fall
    past 40 lands on suspended (excess ignored). Suspended (seed 变体 股票退市): Price-X
    accumulates as ``debt``, Price+X only offsets it down to 0; at 3 the company is
    delisted, which only the white die can do (any other source stops at 2)."""
    co = s["companies"][company]
    before = (co["cell"], co["debt"])
    if co["cell"] == data.SUSPENDED:
        if delta > 0:
            co["debt"] = max(0, co["debt"] - delta)
        else:
            cap = data.DELIST_AT if source == "white" else data.NON_WHITE_DEBT_CAP
            co["debt"] = min(cap, co["debt"] - delta)
    else:
        cell = min(data.LIMIT_UP, co["cell"] + delta)
        co["cell"] = cell if cell >= 1 else data.SUSPENDED
    events.append({"type": "price", "company": company, "delta": delta, "source": source,
                   "from": before[0], "to": co["cell"], "debt": co["debt"],
                   "price": price(co["cell"])})
    if co["cell"] == data.SUSPENDED and co["debt"] >= data.DELIST_AT:
        delist(s, company, events)


def delist(s: State, company: str, events: Events) -> None:
    """Delisting (seed 二.3 and 变体): every holder returns its shares to the bank free and
    the company restarts at START as a new company of the same name."""
    for p in holders(s, company):
        n = s["shares"][p][company]
        s["shares"][p][company] = 0
        s["bank_shares"][company] += n
        events.append({"type": "shares", "seat": p, "company": company, "delta": -n, "reason": "delisted"})
    co = s["companies"][company]
    co["cell"], co["debt"] = data.START_CELL, 0
    events.append({"type": "delisted", "company": company, "cell": co["cell"]})
    update_chairmen(s, events)


def move_shares(s: State, seat: int, company: str, delta: int, reason: str, events: Events) -> None:
    """Move ``delta`` shares of ``company`` from the bank to ``seat`` (negative: back)."""
    s["shares"][seat][company] += delta
    s["bank_shares"][company] -= delta
    events.append({"type": "shares", "seat": seat, "company": company, "delta": delta, "reason": reason})


# -- the trade ---------------------------------------------------------------------

def parse_trade(action: dict[str, Any]) -> tuple[dict[str, int], dict[str, int]]:
    """``{"type": "trade", "sell": {company: n}, "buy": {company: n}}`` (either map may be
    missing or empty, not both) as two maps of positive counts. Raises InvalidAction."""
    extra = sorted(set(action) - {"type", "sell", "buy"})
    if extra:
        raise InvalidAction(gettext_noop("A trade has only 'sell' and 'buy'; unknown field(s): %(extra)s."),
                            extra=', '.join(extra))
    out = []
    for side in ("sell", "buy"):
        raw = action.get(side, {})
        if not isinstance(raw, dict):
            raise InvalidAction(gettext_noop("'%(side)s' must map companies to numbers of shares."), side=side)
        side_map = {}
        for company, n in raw.items():
            if company not in data.COMPANIES:
                raise InvalidAction(gettext_noop("Unknown company %(company)s; use %(companies)s."),
                                    company=repr(company), companies=', '.join(data.COMPANIES))
            if not isinstance(n, int) or isinstance(n, bool) or n < 0:
                if side == "sell":
                    raise InvalidAction(gettext_noop("The number of %(company)s shares to sell must be a whole "
                                                     "number of 0 or more."), company=company_term(company))
                raise InvalidAction(gettext_noop("The number of %(company)s shares to buy must be a whole "
                                                 "number of 0 or more."), company=company_term(company))
            if n:
                side_map[company] = n
        out.append(side_map)
    sell, buy = out
    if not sell and not buy:
        raise InvalidAction(gettext_noop("A trade must sell or buy at least one share."))
    both = sorted(set(sell) & set(buy))
    if both:
        raise IllegalAction(gettext_noop("You cannot sell and buy %(both)s in the same trade."),
                            both=companies_listing(both))
    return sell, buy


def check_trade(s: State, seat: int, sell: dict[str, int], buy: dict[str, int]) -> tuple[int, int]:
    """Check a trade against the rules (seed 三.4, 二.2, 变体; RULINGS Trading) and return
    ``(proceeds, cost)``. Sales are valued before purchases, at the price before the
    trade. Raises IllegalAction with the reason."""
    proceeds = 0
    for c, n in sell.items():
        cell = s["companies"][c]["cell"]
        if cell == data.SUSPENDED:
            raise IllegalAction(gettext_noop("%(c)s is suspended: its shares cannot be sold."),
                                c=company_term(c, title=True))
        if s["shares"][seat][c] < n:
            raise IllegalAction(gettext_noop("You hold %(shares)s %(c)s shares, not %(n)s."),
                                shares=s['shares'][seat][c], c=company_term(c), n=n)
        proceeds += n * price(cell)
    cost = 0
    for c, n in buy.items():
        unit = buy_price(s["companies"][c]["cell"])
        if unit is None:
            raise IllegalAction(gettext_noop("%(c)s is at limit-up (涨停): it cannot be bought."),
                                c=company_term(c, title=True))
        if s["bank_shares"][c] < n:
            raise IllegalAction(gettext_noop("The bank has only %(bank_shares)s %(c)s shares."),
                                bank_shares=s['bank_shares'][c], c=company_term(c))
        if s["shares"][seat][c] + n > data.MAX_SHARES:
            raise IllegalAction(gettext_noop("At most %(max_shares)s shares of a company each; you hold "
                                             "%(shares)s."),
                                max_shares=data.MAX_SHARES, shares=s['shares'][seat][c])
        if not leave_one_ok(s, seat, c, n):
            raise IllegalAction(gettext_noop("Nobody else holds %(c)s: you must leave %(leave_one)s share "
                                             "in the bank."), c=company_term(c), leave_one=data.LEAVE_ONE)
        cost += n * unit
    if cost > s["cash"][seat] + proceeds:
        raise IllegalAction(gettext_noop("The purchase costs %(cost)s; you have %(cash)s after sales."),
                            cost=cost, cash=s['cash'][seat] + proceeds)
    return proceeds, cost


def leave_one_ok(s: State, seat: int, company: str, n: int) -> bool:
    """The leave-one rule (seed 三.4; RULINGS: counts other players only): buying ``n`` of a
    company no other player holds must leave at least one share in the bank. With 15
    shares and the cap of 12 it cannot bind; it is checked all the same."""
    others = sum(s["shares"][p][company] for p in range(s["players"]) if p != seat)
    return others > 0 or s["bank_shares"][company] - n >= data.LEAVE_ONE


def apply_trade(s: State, seat: int, action: dict[str, Any], events: Events) -> None:
    """Validate and carry out one trade: all sales, then all purchases. Nothing changes
    when it raises."""
    sell, buy = parse_trade(action)
    check_trade(s, seat, sell, buy)
    events.append({"type": "trade", "seat": seat, "sell": sell, "buy": buy})
    for c, n in sell.items():
        move_shares(s, seat, c, -n, "sold", events)
        pay(s, events, "bank", seat, n * price(s["companies"][c]["cell"]), f"sold {n} {c}")
    for c, n in buy.items():
        unit = buy_price(s["companies"][c]["cell"])
        move_shares(s, seat, c, n, "bought", events)
        pay(s, events, seat, "bank", n * unit, f"bought {n} {c}")
    update_chairmen(s, events)


def trade_options(s: State, seat: int) -> list[dict[str, Any]]:
    """Representative legal trades: sell one share, sell all of a company, buy one share
    of each company (the full space is too large to list; ``apply`` is the judge)."""
    out: list[dict[str, Any]] = []
    for c in data.COMPANIES:
        held = s["shares"][seat][c]
        for side, n in (("sell", 1), ("sell", held), ("buy", 1)):
            if n <= 0:
                continue
            try:
                check_trade(s, seat, {c: n} if side == "sell" else {}, {c: n} if side == "buy" else {})
            except IllegalAction:
                continue
            action = {"type": "trade", side: {c: n}}
            if action not in out:
                out.append(action)
    return out
