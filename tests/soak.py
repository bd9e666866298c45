"""A soak of bot games at engine level (test support and a bench, not a test): many
seeded games of every game, player count and room option, the seats a mix of random and
good bots (boardgames/bots), checked after every action. Run it as

    .venv/bin/python -m tests.soak --seconds 600

(prints games and actions per game, player count and options, and every failure with
its seed and action number, so it replays). tests/engines/test_soak.py runs a small
seeded share of it.

Each step (:func:`play`) picks one prompt, as the server would see it answered:

- a prompt with no kinds (a waiting period, e.g. Cheaters Edition's hour of a
  correspondence window) gets the engine's ``timeout_action``, as
  ``boardgames.services.play.deadlines_expire`` applies it;
- otherwise the seat's bot gets exactly its view and its listed answers (as
  :func:`boardgames.bots.runner.decide` hands them), or, 1 time in 100, its clock runs
  out and the ``timeout_action`` is applied.

Checked after every action (a failure ends that game and is reported): the bot's
answer is one of its listed actions; ``apply`` accepts every listed action and every
timeout (a :class:`RulesError` there is a failure) and leaves its input unchanged;
the game's invariants (tests/contract/hooks.py: no deed with two owners, 16 hotels in
all in Cheaters Edition, every card in one place...); the money of each action
(:data:`MONEY`: every change of cash, deposit and bank totals is a ``money`` event,
RULINGS platform-wide "cash held + bank (+ fund) changes only by the amounts the rules
create or destroy"); no view of any seat or spectator changes when what that viewer may
not see is scrambled (hooks.SECRETS: other hands, the turn's cheats, sealed answers,
the RNG); a running game always waits for someone who can answer; the game ends
within :data:`MAX_ACTIONS` actions.
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
import time
import traceback
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any, Callable

from boardgames.engines.core import Engine, RulesError

MAX_ACTIONS = 20000

#: Per slug, ``check(before, after, events)`` for the money of one action (games
#: without money have none; Monopoly Deal's money is cards, its invariant counts them).
MONEY: dict[str, Callable[[dict, dict, list[dict]], None]] = {}


def _money_checks() -> None:
    """Fill :data:`MONEY` from the engine tests' own checks (imported late: they pull in
    the test helpers)."""
    if MONEY:
        return
    from tests.engines.test_cheaters_playouts import check_step
    from tests.engines.owners_choice_support import money_total as oc_total
    from tests.engines.test_qiangshou_playouts import check_events

    from boardgames.engines.property.money import conservation_errors

    def owners_choice(before: dict, after: dict, events: list[dict]) -> None:
        assert oc_total(after) == oc_total(before), events

    def cheaters(before: dict, after: dict, events: list[dict]) -> None:
        assert conservation_errors(before, after, events) == []
        check_step(before, after, events)

    MONEY.update({"qiangshou": check_events, "cheaters-edition": cheaters, "owners-choice": owners_choice})


@dataclass
class Failure:
    """One game stopped by a broken check: what, where (seed and action number replay it)."""

    slug: str
    players: int
    options: dict
    seed: int
    action: int
    kind: str
    detail: str


@dataclass
class Tally:
    """Games and actions of one (slug, players, options) group, and its failures."""

    games: int = 0
    actions: int = 0
    timeouts: int = 0
    reasons: dict[str, int] = field(default_factory=lambda: defaultdict(int))


def option_sets(engine: Engine, players: int) -> list[dict[str, Any]]:
    """Every combination of the engine's choice and bool room options (and its speed
    option, both ways) that ``normalize_options`` accepts for ``players`` seats."""
    fields = [(f.name, [c[0] for c in f.choices] if f.kind == "choice" else [False, True])
              for f in engine.options if f.kind in ("choice", "bool")]
    if engine.speed_option is not None:
        fields.append((engine.speed_option, [False, True]))
    sets = []
    for values in itertools.product(*(v for _, v in fields)):
        options = dict(zip((n for n, _ in fields), values))
        try:
            engine.normalize_options(players, options)
        except RulesError:
            continue
        sets.append(options)
    return sets


def _bots(slug: str, players: int, rng: random.Random) -> tuple[list[Callable], str]:
    from boardgames.bots import bot_for

    mix = rng.choice(("random", "good", "mixed"))
    levels = [mix if mix != "mixed" else rng.choice(("random", "good")) for _ in range(players)]
    return [bot_for(slug, level) for level in levels], "".join(level[0] for level in levels)


class Broken(Exception):
    """A check failed: ``kind`` names which."""

    def __init__(self, kind: str, detail: str) -> None:
        super().__init__(detail)
        self.kind = kind


def _choose(engine: Engine, state: dict, bots: list[Callable], rng: random.Random) -> tuple[int, dict, bool]:
    """The seat that acts next and its action; True when it is a timeout."""
    prompts = engine.prompts(state)
    if not prompts:
        raise Broken("stalled", "the game is running but nobody is prompted")
    waiting = [p for p in prompts if not p.kinds]
    answerable = []
    for p in prompts:
        if p.kinds:
            legal = [a for a in engine.legal_actions(state, p.seat) if a.get("type") in p.kinds]
            if legal:
                answerable.append((p, legal))
    if waiting and (not answerable or rng.random() < 0.3):
        p = rng.choice(waiting)
        return p.seat, engine.timeout_action(state, p.seat), True
    if not answerable:
        raise Broken("stalled", f"no prompt has a listed answer: {[p.to_dict() for p in prompts]}")
    p, legal = rng.choice(answerable)
    if rng.random() < 0.01:
        return p.seat, engine.timeout_action(state, p.seat), True
    action = bots[p.seat](engine.view(state, p.seat), legal, random.Random(rng.random()))
    if action not in legal:
        raise Broken("illegal", f"seat {p.seat} bot answered {action!r}, not in {legal[:8]!r}")
    return p.seat, action, False


def _check(slug: str, engine: Engine, before: dict, after: dict, events: list[dict], rng: random.Random) -> None:
    from tests.contract.hooks import INVARIANTS, SECRETS

    json.dumps(after)
    json.dumps(events)
    if slug in MONEY:
        MONEY[slug](before, after, events)
    if slug == "chinese-checkers" and after["options"].get("items"):
        from tests.engines.test_chinese_checkers_item_playouts import check as item_check

        item_check(after, before)  # an item room's board also holds obstacles
    elif slug in INVARIANTS:
        INVARIANTS[slug](after)
    viewers = [None, *range(after["players"])]
    for viewer in viewers:
        json.dumps(engine.view(after, viewer))
    scramble = SECRETS.get(slug)
    viewer = rng.choice(viewers)  # one viewer a step: every seat is checked many times a game
    if scramble is not None and engine.view(scramble(after, viewer, rng), viewer) != engine.view(after, viewer):
        raise Broken("leak", f"the view of {viewer} shows what it may not see")


def play(engine: Engine, players: int, options: dict, seed: int, tally: Tally) -> Failure | None:
    """One seeded soak game; adds to ``tally``; the failure that stopped it, if any."""
    _money_checks()
    rng = random.Random(f"soak:{engine.slug}:{players}:{seed}")
    bots, mix = _bots(engine.slug, players, rng)
    state = engine.new_game(players, engine.normalize_options(players, options), seed)
    n = 0
    try:
        for n in range(MAX_ACTIONS):
            result = engine.outcome(state)
            if result is not None:
                if engine.prompts(state):
                    raise Broken("prompts_after_end", str(engine.prompts(state)))
                tally.games += 1
                tally.actions += n
                tally.reasons[result.reason] += 1
                return None
            seat, action, timed_out = _choose(engine, state, bots, rng)
            tally.timeouts += timed_out
            frozen = json.dumps(state, sort_keys=True)
            try:
                after, events = engine.apply(state, seat, action)
            except RulesError as error:
                raise Broken("refused", f"seat {seat} {action!r} ({'timeout' if timed_out else 'listed'}): "
                                        f"{type(error).__name__}: {error}")
            if json.dumps(state, sort_keys=True) != frozen:
                raise Broken("mutated", f"apply changed its input on {action!r}")
            _check(engine.slug, engine, state, after, events, rng)
            state = after
        raise Broken("unended", f"no result after {MAX_ACTIONS} actions")
    except Broken as broken:
        kind, detail = broken.kind, str(broken)
    except AssertionError as error:
        kind, detail = "check", f"{error!r} {traceback.format_exc(limit=-3)}"
    except Exception as error:  # noqa: BLE001 - a crash is a finding, with its trace
        kind, detail = "crash", f"{error!r} {traceback.format_exc(limit=-4)}"
    tally.games += 1
    tally.actions += n
    return Failure(engine.slug, players, options, seed, n, kind, f"[{mix}] {detail}")


def soak(slugs: list[str], seconds: float, first_seed: int = 1,
         report: Callable[[str], None] | None = None) -> tuple[dict, list[Failure]]:
    """Play rounds of one game per (slug, players, options) group, seeds from
    ``first_seed`` on, until ``seconds`` have passed. Returns the tallies by group and
    the failures."""
    from boardgames.registry import get_engine

    groups = [(slug, players, options) for slug in slugs for players in get_engine(slug).player_counts
              for options in option_sets(get_engine(slug), players)]
    tallies = {(s, p, json.dumps(o, sort_keys=True)): Tally() for s, p, o in groups}
    failures: list[Failure] = []
    end = time.monotonic() + seconds
    seed = first_seed
    while time.monotonic() < end:
        for slug, players, options in groups:
            failure = play(get_engine(slug), players, options, seed, tallies[(slug, players, json.dumps(options, sort_keys=True))])
            if failure is not None:
                failures.append(failure)
                if report:
                    report(f"FAIL {failure}")
            if time.monotonic() >= end:
                break
        seed += 1
    return tallies, failures


def main() -> None:
    import os

    import django

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "boardgames.settings")
    django.setup()
    from boardgames.bots import games_with_bots

    parser = argparse.ArgumentParser(description="Soak every game with bot games (see the module text).")
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--game", action="append")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    started = time.monotonic()
    tallies, failures = soak(args.game or games_with_bots(), args.seconds, args.seed, report=print)
    for (slug, players, options), t in tallies.items():
        reasons = ", ".join(f"{k} {v}" for k, v in sorted(t.reasons.items()))
        print(f"{slug:17} {players}p {options:60} games {t.games:5} actions {t.actions:8} "
              f"timeouts {t.timeouts:5} | {reasons}")
    games = sum(t.games for t in tallies.values())
    actions = sum(t.actions for t in tallies.values())
    print(f"total: {games} games, {actions} actions, {len(failures)} failures, "
          f"{time.monotonic() - started:.0f} s, load {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
