"""A long game of real play, planned in the engine for ``manage.py bench_length``.

Pure Python (no Django). Every seat is played by one of the game's registered bots
(``GameSpec.bots``; ``bench_length`` tries the good level first, then the random one), with
one change: an action that would end the game is not taken
while the seat has another legal answer that does not (resigning and draw offers are
never answers: :func:`boardgames.bots.runner.prompt_legal`). When every answer ends the
game (a forced end: a set handed over in an earlier turn, a bankruptcy on a roll), the
plan goes back a few decisions (more the more often it has had to) and takes the bot's
next choice there, up to ``backjumps`` times; after that the longest line found is played
to its end. A prompt with no kinds (a waiting period, such as a correspondence
accusation window) is ended by the engine's timeout, as the server's sweep does.

Every step is a legal action of the position it is played in, so the move service
accepts the plan move by move and the stored log and state are those of real play. A
game whose rules end it (强手棋's round limit, 拥有者的决断's pawns reaching the goal) ends
where the rules say; :attr:`LongGame.outcome` says why.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable

from boardgames.bots.runner import prompt_legal, seeded_rng
from boardgames.engines.core import Engine, Outcome

Action = dict[str, Any]

#: More answers than this in a row by one seat is a stall, treated like a forced end (an
#: engine that allows unlimited moves in a turn, such as Monopoly Deal's wildcard moves,
#: would otherwise let the plan avoid every end by moving a card back and forth).
MAX_RUN = 30


@dataclass(frozen=True)
class Step:
    """One move of the plan: ``seat`` submits ``action``; ``action`` ``None``: the
    seat's waiting period ends (the server applies the engine's timeout)."""

    seat: int
    action: Action | None


@dataclass
class LongGame:
    """The plan: ``steps`` in order, ``outcome`` the game's end when the rules ended it
    before ``target`` moves (else ``None``; with fewer steps than ``target``: stopped at a
    stall), ``backjumps`` how often the plan went back."""

    steps: list[Step] = field(default_factory=list)
    outcome: Outcome | None = None
    backjumps: int = 0


@dataclass
class _Node:
    """A played step with the position before it and the answers already given up
    there (``tried``; ``None`` for a waiting period's end, which has no alternative)."""

    before: dict
    step: Step
    tried: tuple[Action, ...] | None


def plan_long_game(engine: Engine, state: dict, bot: Callable, target: int, seed: int,
                   backjumps: int = 200) -> LongGame:
    """Up to ``target`` steps of play from ``state`` (see the module docstring).
    ``seed`` fixes the bot's choices, so a plan repeats. Raises ``RuntimeError`` when a
    prompt has neither an answer nor a timeout (an engine bug)."""
    line: list[_Node] = []
    current, jumps, longest = state, 0, None
    while len(line) < target and engine.outcome(current) is None:
        seat, legal = _open(engine, current)
        if legal is None:
            wait = Step(seat, None)
            line.append(_Node(current, wait, None))
            current = _play(engine, current, wait)
            continue
        rng = seeded_rng(f"{seed}:{jumps}", len(line), seat)
        action, after, ending = _choose(engine, current, seat, legal, bot, rng, ())
        if action is not None and _run(line, seat) >= MAX_RUN:
            action, ending = None, action  # a stall: as bad as an end
        if action is not None:
            line.append(_Node(current, Step(seat, action), ()))
            current = after
            continue
        if longest is None or len(line) >= len(longest[0]):
            longest = (list(line), Step(seat, ending))
        back = None if jumps >= backjumps else _back(engine, line, bot, seed, jumps)
        if back is None:
            line, last = longest
            line.append(_Node(_position(engine, state, line), last, ()))
            current = _play(engine, line[-1].before, last)
            break
        jumps += 1
        current = back
    return LongGame([node.step for node in line], engine.outcome(current), jumps)


def _run(line: list[_Node], seat: int) -> int:
    """How many of the last steps of ``line`` in a row ``seat`` answered."""
    count = 0
    for node in reversed(line):
        if node.step.seat != seat or node.step.action is None:
            break
        count += 1
    return count


def _open(engine: Engine, state: dict) -> tuple[int, list[Action] | None]:
    """The first prompted seat with a listed answer and its answers, or the first
    prompt's seat and ``None`` when no prompt has one (a waiting period)."""
    prompts = engine.prompts(state)
    for prompt in prompts:
        legal = prompt_legal(engine, state, prompt.seat)
        if legal:
            return prompt.seat, legal
    if not prompts or prompts[0].kinds:
        raise RuntimeError(f"{engine.slug}: a prompt with kinds but no legal answer")
    return prompts[0].seat, None


def _play(engine: Engine, state: dict, step: Step) -> dict:
    """The position after ``step`` (a waiting period's end: the engine's timeout)."""
    action = engine.timeout_action(state, step.seat) if step.action is None else step.action
    return engine.apply(state, step.seat, action)[0]


def _position(engine: Engine, start: dict, line: list[_Node]) -> dict:
    """The position after ``line``, played from ``start``."""
    if not line:
        return start
    return _play(engine, line[-1].before, line[-1].step)


def _choose(engine: Engine, state: dict, seat: int, legal: list[Action], bot: Callable,
            rng: random.Random, tried: tuple[Action, ...]):
    """``(action, position after it, None)``: the bot's preferred answer not in ``tried``
    that does not end the game; ``(None, None, ending)`` when every such answer ends it
    (``ending``: the bot's first choice; ``None`` when nothing was left to try)."""
    view, left, ending = engine.view(state, seat), [a for a in legal if a not in tried], None
    while left:
        action = _ask(bot, view, left, rng)
        after = engine.apply(state, seat, action)[0]
        if engine.outcome(after) is None:
            return action, after, None
        ending = ending or action
        left = [a for a in left if a != action]
    return None, None, ending


def _ask(bot: Callable, view: dict, legal: list[Action], rng: random.Random) -> Action:
    """The bot's answer from ``legal``; a random one of them when the bot cannot choose
    from a list shortened by the plan (bots are written for the full list)."""
    try:
        action = bot(view, legal, rng)
    except (StopIteration, KeyError, IndexError, ValueError):
        action = None
    return action if action in legal else legal[rng.randrange(len(legal))]


def _back(engine: Engine, line: list[_Node], bot: Callable, seed: int, jumps: int) -> dict | None:
    """Go back some decisions (a random distance that grows with ``jumps``) to the
    latest one with an answer not tried yet that does not end the game (none there: the
    nearest later one), and take it:
    ``line`` is cut there and the new step appended. Returns the position after it, or
    ``None`` when no earlier decision has such an answer."""
    rng = random.Random(f"{seed}:back:{jumps}")
    start = max(0, len(line) - rng.randint(1, 8 * (1 + jumps // 10)))
    start = min(start, len(line) - 1)
    for index in (*range(start, -1, -1), *range(start + 1, len(line))):  # then the later ones
        node = line[index]
        if node.tried is None:
            continue
        tried = (*node.tried, node.step.action)
        _, legal = _open(engine, node.before)
        action, after, _ = _choose(engine, node.before, node.step.seat, legal, bot, rng, tried)
        if action is not None:
            del line[index:]
            line.append(_Node(node.before, Step(node.step.seat, action), tried))
            return after
    return None
