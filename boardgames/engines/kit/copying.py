"""The fast copy of a game state (plain JSON data) that ``Engine.apply`` modifies."""

from __future__ import annotations

from typing import Any

_CONTAINERS = frozenset({dict, list, tuple})


def copy_json(value: Any) -> Any:
    """A deep copy of JSON data: dicts and lists are rebuilt, every other value (str,
    int, float, bool, None) is shared, being immutable. Faster than ``copy.deepcopy``
    (no memo: JSON data has no shared or cyclic parts) and than a plain recursion: an
    item that is not a container is taken as it is, without a call. Tuples are copied
    as tuples (precomputed tables sometimes hold them). A state holds plain dicts and
    lists only: a nested subclass of them would be shared, not copied."""
    if isinstance(value, dict):
        return {k: copy_json(v) if type(v) in _CONTAINERS else v for k, v in value.items()}
    if isinstance(value, list):
        return [copy_json(v) if type(v) in _CONTAINERS else v for v in value]
    if isinstance(value, tuple):
        return tuple(copy_json(v) if type(v) in _CONTAINERS else v for v in value)
    return value
