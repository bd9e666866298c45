"""Read-only JSON lists: parts of an engine's answers that are memoized and shared
between callers (e.g. the paths of QQ跳棋's legal moves), so a caller that tried to change
one would change every later answer. Changing one raises ``TypeError`` instead.
"""

from __future__ import annotations

from typing import Any, NoReturn


class ReadOnlyList(list):
    """A ``list`` that refuses every change (``TypeError``). It compares equal to a
    plain list with the same items and serializes to JSON as one; ``copy``,
    ``copy.deepcopy`` and ``pickle`` give plain lists."""

    __slots__ = ()

    def _refuse(self, *args: Any, **kwargs: Any) -> NoReturn:
        raise TypeError("this list is shared and read-only; copy it with list(...) to change it")

    __setitem__ = __delitem__ = __iadd__ = __imul__ = _refuse
    append = extend = insert = pop = remove = clear = sort = reverse = _refuse

    def copy(self) -> list:
        """A plain (changeable) list of the same items."""
        return list(self)

    __copy__ = copy

    def __deepcopy__(self, memo: dict) -> list:
        from copy import deepcopy

        return [deepcopy(x, memo) for x in self]

    def __reduce__(self) -> tuple:
        return list, (list(self),)
