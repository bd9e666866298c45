"""Expected changes of worth in 拥有者的决断, read from one seat's view (the good bot's model).

A *delta* is a list of floats, one per seat: the expected change of that seat's worth
(cash plus shares at the ladder price, suspended shares at 0). Faces and squares follow
docs/rules/owners-choice.md ("The ladder", "Squares", "Dice").
"""

from __future__ import annotations

from typing import Any

Delta = list[float]


class Model:
    """The view's market and track, with the expectation of each choice (deltas)."""

    def __init__(self, view: dict[str, Any]):
        self.view = view
        self.me: int = view["you"]["seat"]
        rules = view["rules"]
        self.ladder: list[int] = rules["ladder"]
        self.limit_up: int = rules["limit_up"]
        self.high_zone: int = rules["high_zone"]
        self.dice: dict[str, list] = rules["dice"]
        self.companies: list[str] = rules["companies"]
        self.players: int = view["players"]
        self.pawns: list[int] = view["pawns"]
        self.goal: int = view["goal"]
        self.active = [s["seat"] for s in view["seats"] if s["status"] == "playing"]

    # -- reading the view
    def co(self, c: str) -> dict[str, Any]:
        return self.view["companies"][c]

    def price(self, c: str) -> int:
        return self.ladder[self.co(c)["cell"]]

    def buy_price(self, c: str) -> int:
        return self.co(c)["buy_price"] or 0

    def at_limit_up(self, c: str) -> bool:
        return self.co(c)["cell"] == self.limit_up

    def chairman(self, c: str) -> int | None:
        return self.co(c)["chairman"]

    def shares(self, seat: int, c: str) -> int:
        return self.view["seats"][seat]["shares"][c]

    def cash(self, seat: int) -> int:
        return self.view["seats"][seat]["cash"]

    def worth(self, seat: int) -> float:
        return self.cash(seat) + sum(self.shares(seat, c) * self.price(c) for c in self.companies)

    def leading(self) -> bool:
        """Whether this seat's worth is strictly above every other playing seat's."""
        mine = self.worth(self.me)
        return all(mine > self.worth(s) for s in self.active if s != self.me)

    # -- scoring
    def zero(self) -> Delta:
        return [0.0] * self.players

    def score(self, delta: Delta) -> float:
        """This seat's change minus the mean change of the other playing seats."""
        others = [delta[s] for s in self.active if s != self.me]
        return delta[self.me] - (sum(others) / len(others) if others else 0.0)

    def score_for(self, seat: int, delta: Delta) -> float:
        others = [delta[s] for s in self.active if s != seat]
        return delta[seat] - (sum(others) / len(others) if others else 0.0)

    # -- price movements
    def shift(self, c: str, cells: int) -> Delta:
        """Each seat's change when company ``c`` moves ``cells`` on the ladder (a fall
        past the 40 cell suspends; a suspended price does not rise)."""
        cell = self.co(c)["cell"]
        if cell == 0:
            return self.zero()
        new = min(cell + cells, self.limit_up)
        new = 0 if new < 1 else new
        step = self.ladder[new] - self.ladder[cell]
        return [self.shares(s, c) * step for s in range(self.players)]

    def dividend(self, c: str) -> Delta:
        pay = self.co(c)["dividend"] or 0
        return [self.shares(s, c) * pay for s in range(self.players)]

    def best_target(self, seat: int, cells: int, exclude: str | None) -> Delta:
        """The change when ``seat`` names the company of its choice for ``cells``."""
        options = [self.shift(c, cells) for c in self.companies if c != exclude]
        return max(options, key=lambda d: self.score_for(seat, d))

    # -- choices
    def face(self, c: str, kind: str, n: int, seat: int) -> Delta:
        """One face of company ``c``'s die, rolled by its chairman ``seat``."""
        if kind == "up":
            return self.shift(c, n)
        if kind == "down":
            return self.shift(c, -n)
        if kind == "dividend":
            return self.dividend(c)
        if kind == "other_up":
            return self.best_target(seat, n, c)
        if kind == "other_down":
            return self.best_target(seat, -n, c)
        return self.zero()

    def chairman_roll(self, c: str, choice: str) -> Delta:
        """Expected change of ``company_die`` (30 to the fund) or ``fund_die`` for the
        chairman of ``c``."""
        seat = self.chairman(c)
        if choice == "company_die":
            out = mean([self.face(c, k, n, seat) for k, n in self.dice[c]], self.players)
            out[seat] -= 30
            return out
        faces = []
        for kind, n in self.dice["black"]:
            d = self.shift(c, -n) if kind == "down_take" else self.zero()
            if kind == "down_take":
                d[seat] += self.view["fund"] * 1.0
            faces.append(d)
        return mean(faces, self.players)

    def chosen(self, pending: dict[str, Any], c: str) -> Delta:
        """Naming ``c`` for a ``target`` (its delta) or a ``pick`` (that company's square)."""
        if pending["kind"] == "pick":
            return self.company_square(c)
        return self.shift(c, pending["delta"])

    def company_square(self, c: str) -> Delta:
        """A landing on ``c``'s square: its chairman takes its better roll for itself."""
        seat = self.chairman(c)
        if self.co(c)["suspended"] or seat is None:
            return self.zero()
        rolls = [self.chairman_roll(c, k) for k in ("company_die", "fund_die")]
        if self.cash(seat) < 30:
            rolls = rolls[1:]
        return max(rolls, key=lambda d: self.score_for(seat, d))

    def event(self, mover: int) -> Delta:
        """The white die for ``mover`` (a reroll counted as the mean of the other faces)."""
        fund = min(30, self.view["fund"])
        faces = []
        for kind, n in self.dice["white"]:
            d = self.zero()
            if kind == "bank":
                d[mover] += n
            elif kind == "fund_reroll":
                d[mover] += fund
            elif kind == "all_down":
                for c in self.companies:
                    d = add(d, self.shift(c, -n))
            elif kind == "pick_down":
                d = self.best_target(mover, -n, None)
            faces.append(d)
        return mean(faces, self.players)

    def square(self, index: int) -> Delta:
        """Expected change when the mover (this seat) lands on track square ``index``."""
        kind = self.view["track"][index]
        if kind in self.companies:
            return self.company_square(kind)
        if kind == "any":
            return max((self.company_square(c) for c in self.companies), key=self.score)
        if kind == "event":
            return self.event(self.me)
        if kind == "x100":
            d = self.zero()
            for c in self.companies:
                if self.chairman(c) is not None:
                    d[self.chairman(c)] += 100
            return d
        if kind == "dividend":
            return self.high_dividend()
        return self.zero()

    def high_dividend(self) -> Delta:
        zone = [c for c in self.companies if not self.co(c)["suspended"]
                and self.co(c)["cell"] >= self.high_zone]
        if not zone:
            return self.zero()
        top = max(self.price(c) for c in zone)
        out = self.zero()
        for c in zone:
            if self.price(c) == top:
                out = add(out, self.dividend(c))
        return out

    def goal_pay(self) -> Delta:
        d = self.zero()
        d[self.me] += min(100, self.view["fund"])
        return d

    def buy_score(self, c: str) -> float:
        """Worth of buying one share of ``c`` now (0 or less: do not buy)."""
        if self.co(c)["suspended"] or self.at_limit_up(c):
            return 0.0
        mine = self.shares(self.me, c)
        chair = self.chairman(c)
        score = 1.0
        if chair == self.me:
            score += 5
        elif chair is None or mine + 1 > self.shares(chair, c):
            score += 50
        return score - self.price(c) / 1000


def add(a: Delta, b: Delta) -> Delta:
    return [x + y for x, y in zip(a, b)]


def mean(deltas: list[Delta], players: int) -> Delta:
    out = [0.0] * players
    for d in deltas:
        out = add(out, d)
    return [x / len(deltas) for x in out]
