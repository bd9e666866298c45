"""Start-up check of every registered game's scoring entry and level table (a Django
system check): a game without them is an error, never a silent default."""

from __future__ import annotations

from django.core import checks

from boardgames.registry import GameSpec, all_specs, resolve

from .scoring.levels import LevelRow


def scoring_problems(spec: GameSpec) -> list[str]:
    """What is wrong with ``spec.scoring`` (a callable) and ``spec.levels`` (a non-empty
    tuple of :class:`LevelRow`, the first with ``min_points=None``, then ascending)."""
    problems = []
    try:
        if not callable(resolve(spec.scoring)):
            problems.append(f"scoring {spec.scoring!r} is not a callable.")
    except (ImportError, AttributeError, ValueError) as error:
        problems.append(f"scoring {spec.scoring!r} cannot be loaded: {error}")
    try:
        table = resolve(spec.levels)
    except (ImportError, AttributeError, ValueError) as error:
        return problems + [f"levels {spec.levels!r} cannot be loaded: {error}"]
    if not isinstance(table, tuple) or not table or not all(isinstance(r, LevelRow) for r in table):
        return problems + [f"levels {spec.levels!r} is not a non-empty tuple of LevelRow."]
    bounds = [r.min_points for r in table[1:]]
    if table[0].min_points is not None or None in bounds or bounds != sorted(set(bounds)):
        problems.append(f"levels {spec.levels!r}: the first row needs min_points=None, then ascending.")
    return problems


@checks.register()
def check_scoring(app_configs=None, **kwargs) -> list[checks.CheckMessage]:
    """Every registered game names a scoring entry and a level table that load."""
    try:
        specs = all_specs()
    except Exception:  # noqa: BLE001 - boardgames.checks reports why
        return []
    return [checks.Error(f"Game {spec.slug!r}: {problem}", id="ratings.E001")
            for spec in specs for problem in scoring_problems(spec)]
