"""The fast copy of a game state (plain JSON data) that ``Engine.apply`` modifies."""

from __future__ import annotations

from typing import Any


def copy_json(value: Any) -> Any:
    """A deep copy of JSON data: dicts and lists are rebuilt, every other value (str,
    int, float, bool, None) is shared, being immutable. Several times faster than
    ``copy.deepcopy`` because it keeps no memo; JSON data has no shared or cyclic parts.
    Tuples are copied as tuples (precomputed tables sometimes hold them)."""
    if isinstance(value, dict):
        return {k: copy_json(v) for k, v in value.items()}
    if isinstance(value, list):
        return [copy_json(v) for v in value]
    if isinstance(value, tuple):
        return tuple(copy_json(v) for v in value)
    return value
