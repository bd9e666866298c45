"""The board spec, ownership queries and sales of land to the bank."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from ..kit.seats import PLAYING
from .money import BANK, Ctx, transfer

__all__ = ["PLAYING", "BoardSpec", "count_owned", "owned", "owns_group", "playing",
           "return_to_bank", "sell_to_bank"]

Square = dict[str, Any]


@dataclass(frozen=True)
class BoardSpec:
    """A closed track of squares.

    - ``squares``: per index a dict with at least ``index``, ``name`` and ``kind``; ownable
      squares add ``price``, and may add ``group`` (a colour-group letter), ``mortgage``,
      ``build`` and ``rents`` (the game's data module documents which).
    - ``start``: the GO square (passing it runs the game's pass-GO hook).
    - ``jail``: the square :func:`~.movement.send_to` jails to (``None``: no jail).
    - ``ownable_kinds``: the kinds that can be bought (streets, railways...).
    - ``pass_field``: the name of the ``move`` event's "passed GO" flag.
    - ``group_kinds``: the kinds whose ``group`` makes a colour group (streets; other
      squares may carry a group letter for colouring only).
    """

    squares: tuple[Square, ...]
    start: int = 0
    jail: int | None = None
    ownable_kinds: frozenset[str] = frozenset({"street"})
    pass_field: str = "passed_start"
    group_kinds: frozenset[str] = frozenset({"street"})
    _groups: dict[str, tuple[int, ...]] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        groups: dict[str, list[int]] = {}
        for i, sq in enumerate(self.squares):
            if sq["index"] != i:
                raise ValueError(f"square {i} has index {sq['index']}")
            if sq.get("group") and sq["kind"] in self.group_kinds:
                groups.setdefault(sq["group"], []).append(i)
        self._groups.update({g: tuple(members) for g, members in groups.items()})

    @property
    def size(self) -> int:
        """The number of squares."""
        return len(self.squares)

    def of_kind(self, kind: str) -> tuple[int, ...]:
        """The indexes of the squares of ``kind``, in board order."""
        return tuple(sq["index"] for sq in self.squares if sq["kind"] == kind)

    def group(self, letter: str) -> tuple[int, ...]:
        """The squares of colour group ``letter``, in board order (``KeyError``: none)."""
        return self._groups[letter]

    def groups(self) -> dict[str, tuple[int, ...]]:
        """Every colour group with its squares."""
        return dict(self._groups)

    def ownable(self, square: int) -> bool:
        """True when ``square`` can be bought."""
        return self.squares[square]["kind"] in self.ownable_kinds


def playing(s: dict[str, Any]) -> list[int]:
    """Seats still playing, in seat order."""
    return [i for i, p in enumerate(s["seats"]) if p["status"] == PLAYING]


def owned(s: dict[str, Any], seat: int) -> list[int]:
    """Squares owned by ``seat``, in board order."""
    return [i for i, o in enumerate(s["owners"]) if o == seat]


def owns_group(s: dict[str, Any], board: BoardSpec, seat: int, letter: str) -> bool:
    """True when ``seat`` owns every square of colour group ``letter``."""
    return all(s["owners"][i] == seat for i in board.group(letter))


def count_owned(s: dict[str, Any], squares: Sequence[int], seat: int) -> int:
    """How many of ``squares`` ``seat`` owns (railways, utilities...)."""
    return sum(1 for i in squares if s["owners"][i] == seat)


def return_to_bank(s: dict[str, Any], square: int) -> None:
    """The bank owns ``square`` again, unbuilt."""
    s["owners"][square] = None
    s["levels"][square] = 0


def sell_to_bank(ctx: Ctx, board: BoardSpec, seat: int, squares: Sequence[int],
                 value_of: Callable[[dict[str, Any], int], int], auto: bool) -> None:
    """Sell ``squares`` of ``seat`` to the bank, in board order, each for
    ``value_of(state, square)``: a ``sell`` event, the land back to the bank unbuilt, then
    the bank's payment (a ``money`` event with reason ``"sale"``)."""
    s = ctx.s
    for square in sorted(squares):
        value = value_of(s, square)
        ctx.emit("sell", seat=seat, square=square, name=board.squares[square]["name"],
                 level=s["levels"][square], value=value, auto=auto)
        return_to_bank(s, square)
        transfer(ctx, BANK, seat, value, "sale", square)
