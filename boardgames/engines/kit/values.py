"""Small validators of submitted values; each raises ``InvalidAction`` with a message a
player can read. JSON's ``true``/``false`` arrive as Python bools, which are ints: every
check here refuses them where a whole number is asked."""

from __future__ import annotations

from typing import Any


def gettext_noop(text: str) -> str:
    """Mark a message for the catalogues (as ``core.gettext_noop``; not imported from
    there, see :func:`_invalid`)."""
    return text


def _invalid(message: str, **params: object) -> Exception:
    # Imported here: core.py itself uses the predicates below, so a module-level import
    # of core would be circular.
    from ..core import InvalidAction

    return InvalidAction(message, **params)


def is_int(value: Any) -> bool:
    """True for an ``int`` that is not a ``bool``."""
    return isinstance(value, int) and not isinstance(value, bool)


def is_int_list(value: Any) -> bool:
    """True for a list whose every item is an int that is not a bool (empty included)."""
    return isinstance(value, list) and all(is_int(v) for v in value)


def in_range(value: Any, low: int | None = None, high: int | None = None) -> bool:
    """True for an int (not a bool) with ``low <= value <= high`` (``None``: no bound)."""
    return is_int(value) and (low is None or value >= low) and (high is None or value <= high)


def require_int(value: Any, what: str, low: int | None = None, high: int | None = None) -> int:
    """``value`` if it is a whole number within ``[low, high]``, else raise
    :class:`InvalidAction` naming ``what`` (e.g. ``"Field 'card'"``; a ``core.Phrase`` to
    have it translated with the message)."""
    if not is_int(value):
        raise _invalid(gettext_noop("%(what)s must be a whole number; got %(value)s."),
                       what=what, value=repr(value))
    if not in_range(value, low, high):
        raise _invalid(gettext_noop("%(what)s must be between %(low)s and %(high)s; got %(value)s."),
                       what=what, low=low, high=high, value=value)
    return value


def require_int_list(value: Any, what: str) -> list[int]:
    """``value`` if it is a list of whole numbers, else raise :class:`InvalidAction`."""
    if not is_int_list(value):
        raise _invalid(gettext_noop("%(what)s must be a list of whole numbers."), what=what)
    return value


def is_seat(value: Any, players: int) -> bool:
    """True when ``value`` is a seat index of a ``players``-seat game."""
    return in_range(value, 0, players - 1)
