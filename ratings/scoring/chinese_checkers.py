"""QQ跳棋 points (seed 001_4725200b6eba8a09.txt, section 计分等级). Pure Python.

Entry point: :func:`score_game`. The rules as data and small functions:

- 限制 (short games): :data:`SHORT_WIN_ROUNDS`, :data:`SHORT_EXIT_ROUND`,
  :func:`is_short_game`.
- 1V1 计分: :func:`one_v_one_win`, :func:`one_v_one_loss`.
- 鼓励分: :func:`encouragement`.
- 非 1V1 计分 / 全自由: :data:`FFA_POINTS`; 组队: :data:`TEAM_POINTS`.
- 和棋, 认输, 退出 and the 防止消极 rule: inside :func:`score_game`.

Every decision where the seed is unclear is listed in docs/ratings.md ("QQ跳棋").
"""

from __future__ import annotations

from typing import Any

from .base import SeatScore, seat_status

SEED = "seed 001 计分等级"

# 限制: "如果一子规则轮数小于 18 决出胜负（全入营）， 空跳规则轮数小于 10 决出胜负"
SHORT_WIN_ROUNDS: dict[str, int] = {"single": 18, "long": 10}
# 限制: "或者在 11 轮之前认输 / 退出"
SHORT_EXIT_ROUND = 11

# 1V1 计分: "MAX [25 －（自己等级－对方等级）， 10]" and "25 +（自己等级－对方等级）"
ONE_V_ONE_BASE = 25
ONE_V_ONE_MIN_WIN = 10   # "即至少获得 10 分"
ONE_V_ONE_MAX_WIN = 49   # "至多获得 49 分"
ONE_V_ONE_MIN_LOSS = 1   # "即至少失去 1 分"
ONE_V_ONE_MAX_LOSS = 49  # "至多失去 49 分"

# 鼓励分: "等级 1~5 的玩家，可得到 2 倍的鼓励分"
ENCOURAGEMENT_DOUBLE_MAX_LEVEL = 5
ENCOURAGEMENT_FACTOR_LOW_LEVEL = 2

# 全自由: points by place (index 0 = first place).
FFA_POINTS: dict[int, tuple[int, ...]] = {
    3: (30, 15, -15),                     # "3 人：第一名 +30 ；第二名 +15 ；第三名 -15"
    4: (35, 25, 15, -15),                 # "4 人：第一名 +35 ；第二名 +25 ；第三名 +15 ；第四名 -15"
    6: (45, 35, 25, 15, -15, -25),        # "6 人：... 第五名 -15 ；第六名 -25"
}

# 组队: (each winner, each loser before 鼓励分), by number of players.
TEAM_POINTS: dict[int, tuple[int, int]] = {
    4: (30, -10),  # "2V2 ：胜方每人+ 30 ，败方每人－ 10 ，然后败方每人加上鼓励分"
    6: (40, -15),  # "3V3 ：胜方每人+ 40 ，败方每人－ 15 ，然后败方每人加上鼓励分"
}

# 退出: "在游戏中退出，名次按退出先后，一律－ 50 分"
LEAVE_POINTS = -50

# 认输 in a free-for-all ("分数只扣不加"): a resigner whose place would earn points
# loses this instead (the smallest deduction of the 3-, 4- and 6-player tables;
# docs/ratings.md).
FFA_RESIGN_MIN_DEDUCTION = -15

SINGLE = "single"
LONG = "long"
QUIT = ("resigned", "left")


def one_v_one_win(own_level: int, opponent_level: int) -> int:
    """Points for beating one opponent (seed 计分等级, 1V1 计分):
    ``max(25 - (own - opponent), 10)``, at most 49. Levels are 1..25 before the game.

    >>> one_v_one_win(1, 25), one_v_one_win(5, 5), one_v_one_win(25, 1)
    (49, 25, 10)
    """
    value = max(ONE_V_ONE_BASE - (own_level - opponent_level), ONE_V_ONE_MIN_WIN)
    return min(value, ONE_V_ONE_MAX_WIN)


def one_v_one_loss(own_level: int, opponent_level: int) -> int:
    """Points lost to one opponent (a positive number; seed 计分等级, 1V1 计分):
    ``25 + (own - opponent)``, clamped to 1..49 ("至少失去 1 分，至多失去 49 分").

    >>> one_v_one_loss(1, 25), one_v_one_loss(5, 5), one_v_one_loss(25, 1)
    (1, 25, 49)
    """
    value = ONE_V_ONE_BASE + (own_level - opponent_level)
    return max(ONE_V_ONE_MIN_LOSS, min(value, ONE_V_ONE_MAX_LOSS))


def encouragement(pieces_in_target: int, level: int) -> int:
    """鼓励分 (seed 计分等级): the loser's pieces in the target camp, doubled for
    levels 1-5. ``pieces_in_target`` is clamped to 0..10."""
    pieces = max(0, min(int(pieces_in_target or 0), 10))
    if level <= ENCOURAGEMENT_DOUBLE_MAX_LEVEL:
        return pieces * ENCOURAGEMENT_FACTOR_LOW_LEVEL
    return pieces


def exit_round(facts: dict[str, Any], rounds: int) -> int:
    """The round in which a seat resigned or left: the seat's ``exit_round`` fact
    (also accepted: ``left_round``, ``resigned_round``), else ``rounds`` (the round the
    game ended; exact in two-player and team games, which end when a seat quits)."""
    for key in ("exit_round", "left_round", "resigned_round", "resign_round"):
        value = facts.get(key)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    return rounds


def is_short_game(outcome: dict[str, Any], jump_rule: str) -> bool:
    """The seed's 限制: True when nobody may gain points in this game.

    True if (a) a seat resigned or left before round 11 (``exit_round < 11``), or
    (b) the game was decided by arrival (全入营) in fewer than 18 rounds under 一子跳
    (``jump_rule="single"``) or 10 under 空跳 (``"long"``). The round of a win by
    arrival is the winner's ``finished_round`` (free-for-all) or the game's ``rounds``
    (a team victory, by finishing or by the team's pieces). A win because the others
    quit is judged by (a) only. ``outcome`` is shaped like ``Outcome.to_dict()``."""
    seats = outcome.get("seats") or []
    rounds = int(outcome.get("rounds") or 0)
    for facts in seats:
        if seat_status(facts) in QUIT and exit_round(facts, rounds) < SHORT_EXIT_ROUND:
            return True
    if outcome.get("draw"):
        return False
    limit = SHORT_WIN_ROUNDS.get(jump_rule, SHORT_WIN_ROUNDS[SINGLE])
    teams = outcome.get("teams")
    if teams and any(t is not None for t in teams):
        if any(seat_status(f) in QUIT for f in seats):
            return False
        if not any(seat_status(f) == "won" for f in seats):
            return False
        finished = [f.get("finished_round") for f in seats
                    if seat_status(f) == "won" and isinstance(f.get("finished_round"), int)]
        decided = min(finished) if finished else rounds
        return decided < limit
    for facts in seats:
        if seat_status(facts) == "won" and isinstance(facts.get("finished_round"), int):
            return facts["finished_round"] < limit
    return False


def score_game(outcome: dict[str, Any], options: dict[str, Any], levels: list[int]) -> list[SeatScore]:
    """Points per seat for a finished QQ跳棋 game (seed 001, 计分等级).

    - ``outcome``: ``Outcome.to_dict()`` of the chinese-checkers engine: ``places``,
      ``draw``, ``rounds``, ``teams`` and per seat ``status`` (won/lost/resigned/left/
      drew), ``pieces_in_target``, ``finished_round``, ``resign_order``, ``left_order``,
      ``anti_passivity``, ``spared_by_anti_passivity`` (optional ``exit_round``).
    - ``options``: the room's options: ``jump_rule`` ("single" 一子跳 / "long" 空跳),
      ``mode`` ("ffa" / "teams").
    - ``levels``: per seat the player's level (1..25) from their total before this game.

    Returns one :class:`SeatScore` per seat, in seat order. Rules applied in order:
    the game's case (1V1 / 全自由 / 组队 / 和棋 / 认输 / 退出), then the short-game
    限制 (every positive result becomes 0), then 防止消极 (the opposite player of a
    seat that lost by anti-passivity loses nothing: a negative result becomes 0).
    """
    seats: list[dict[str, Any]] = list(outcome.get("seats") or [])
    n = len(seats)
    places: list[int | None] = list(outcome.get("places") or [None] * n)
    teams = outcome.get("teams")
    team_game = options.get("mode") == "teams" or bool(teams and any(t is not None for t in teams))
    jump_rule = options.get("jump_rule", SINGLE)
    short = is_short_game(outcome, jump_rule)
    draw = bool(outcome.get("draw"))

    if team_game and n in TEAM_POINTS:
        raw = _score_teams(seats, teams or [None] * n, levels, draw)
    elif n == 2:
        raw = _score_one_v_one(seats, levels, draw)
    else:
        raw = _score_ffa(seats, places, levels, draw)

    result = []
    for seat, (points, reason) in enumerate(raw):
        status = seat_status(seats[seat])
        if short and points > 0:
            points, reason = 0, reason + "; short game (seed 限制): no gains, 0"
        if seats[seat].get("spared_by_anti_passivity") and status not in QUIT and points < 0:
            points, reason = 0, reason + "; opposite of an anti-passivity loser (seed 退出): no deduction, 0"
        result.append(SeatScore(seat=seat, points=points, reason=reason))
    return result


def _leave(facts: dict[str, Any]) -> tuple[int, str]:
    why = "anti-passivity loss, treated as leaving" if facts.get("anti_passivity") else "left the game"
    return LEAVE_POINTS, f"{why}: {LEAVE_POINTS} ({SEED} 退出)"


def _score_one_v_one(seats: list[dict[str, Any]], levels: list[int], draw: bool) -> list[tuple[int, str]]:
    out: list[tuple[int, str]] = []
    for seat, facts in enumerate(seats):
        other = 1 - seat
        own, opp = levels[seat], levels[other]
        status = seat_status(facts)
        if status == "left":
            out.append(_leave(facts))
        elif status == "resigned":
            loss = one_v_one_loss(own, opp)
            out.append((-loss, f"1v1 resigned: -(25+({own}-{opp})) = {-loss}, only deducted ({SEED} 认输)"))
        elif draw or status == "drew":
            out.append((0, f"draw: 0 ({SEED} 和棋)"))
        elif status == "won":
            win = one_v_one_win(own, opp)
            out.append((win, f"1v1 win: max(25-({own}-{opp}),10) = {win} ({SEED} 1V1计分)"))
        elif status == "lost":
            loss = one_v_one_loss(own, opp)
            enc = encouragement(facts.get("pieces_in_target", 0), own)
            out.append((-loss + enc, f"1v1 loss: -(25+({own}-{opp})) = {-loss}, "
                                     f"鼓励分 +{enc} ({SEED} 1V1计分, 鼓励分)"))
        else:
            out.append((0, f"no result for status {status!r}: 0"))
    return out


def _score_ffa(seats: list[dict[str, Any]], places: list[int | None], levels: list[int],
               draw: bool) -> list[tuple[int, str]]:
    n = len(seats)
    table = FFA_POINTS.get(n)
    out: list[tuple[int, str]] = []
    for seat, facts in enumerate(seats):
        status = seat_status(facts)
        place = places[seat] if seat < len(places) else None
        if status == "left":
            out.append(_leave(facts))
            continue
        if table is None or place is None:
            out.append((0, f"no {n}-player table or no place: 0"))
            continue
        value = table[min(place, n) - 1]
        if status == "resigned":
            if value < 0:
                out.append((value, f"resigned, place {place} of {n}: {value} ({SEED} 认输)"))
            else:
                out.append((FFA_RESIGN_MIN_DEDUCTION,
                            f"resigned, place {place} of {n}: only deducted, {FFA_RESIGN_MIN_DEDUCTION} "
                            f"({SEED} 认输: 分数只扣不加)"))
            continue
        if draw or status == "drew":
            out.append((0, f"draw: 0 ({SEED} 和棋)"))
            continue
        reason = f"place {place} of {n}: {value:+d} ({SEED} 全自由)"
        points = value
        if place == n and status == "lost":
            enc = encouragement(facts.get("pieces_in_target", 0), levels[seat])
            points += enc
            reason += f", last place 鼓励分 +{enc}"
        out.append((points, reason))
    return out


def _score_teams(seats: list[dict[str, Any]], teams: list[int | None], levels: list[int],
                 draw: bool) -> list[tuple[int, str]]:
    n = len(seats)
    win_points, loss_points = TEAM_POINTS[n]
    label = "2v2" if n == 4 else "3v3"
    winners = {teams[s] for s, f in enumerate(seats) if seat_status(f) == "won"}
    quitters_by_team: dict[int | None, list[int]] = {}
    for s, f in enumerate(seats):
        if seat_status(f) in QUIT:
            quitters_by_team.setdefault(teams[s], []).append(s)
    out: list[tuple[int, str]] = []
    for seat, facts in enumerate(seats):
        status = seat_status(facts)
        team = teams[seat]
        enc = encouragement(facts.get("pieces_in_target", 0), levels[seat])
        if status == "left":
            out.append(_leave(facts))
        elif status == "resigned":
            out.append((loss_points, f"{label} resigned: the team loses, the resigner carries the "
                                     f"deduction {loss_points} ({SEED} 组队, 认输)"))
        elif draw or status == "drew":
            out.append((0, f"draw: 0 ({SEED} 和棋)"))
        elif team in winners and status == "won":
            out.append((win_points, f"{label} win: +{win_points} ({SEED} 组队)"))
        elif not winners:
            out.append((0, f"{label}: no winning team: 0"))
        elif quitters_by_team.get(team):
            out.append((enc, f"{label} loss: a teammate quit and carries the deduction; "
                             f"鼓励分 +{enc} ({SEED} 退出)"))
        else:
            out.append((loss_points + enc, f"{label} loss: {loss_points}, 鼓励分 +{enc} ({SEED} 组队)"))
    return out
