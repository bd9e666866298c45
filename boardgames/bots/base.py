"""What every bot shares: the random bot and choosing the best-scored action."""

from __future__ import annotations

import random
from typing import Any, Callable

Action = dict[str, Any]


def random_bot(view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
    """Uniform over ``legal`` (where an engine lists representative choices, uniform over
    those). Never looks at ``view``."""
    return legal[rng.randrange(len(legal))]


def best(legal: list[Action], score: Callable[[Action], float], rng: random.Random) -> Action:
    """The action of ``legal`` with the highest ``score``; ties broken by ``rng``."""
    scored = [(score(a), i) for i, a in enumerate(legal)]
    top = max(s for s, _ in scored)
    ties = [i for s, i in scored if s == top]
    return legal[ties[rng.randrange(len(ties))]]
