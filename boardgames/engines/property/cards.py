"""Card decks as data and the registry of their effects.

A card is a dict ``{"id": str, "text": str, "effect": {"kind": str, ...}}`` in the game's
data; the state keeps each deck as a list of card ids, top first. A game registers one
function per effect kind in an :class:`EffectRegistry`; drawing a card looks the function
up, so a new card of a known kind is data only.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

from ..core import Rng
from .money import Ctx

Effect = Callable[..., None]


def shuffled_decks(rng: Rng, decks: Mapping[str, Sequence[dict[str, Any]]]) -> dict[str, list[str]]:
    """Per deck name, its card ids shuffled by ``rng`` (decks in the mapping's order)."""
    result = {}
    for name, cards in decks.items():
        order = [c["id"] for c in cards]
        rng.shuffle(order)
        result[name] = order
    return result


def draw_to_bottom(s: dict[str, Any], deck: str) -> str:
    """Take the top card id of ``deck``; it goes back under the deck."""
    order = s["decks"][deck]
    card_id = order.pop(0)
    order.append(card_id)
    return card_id


class EffectRegistry:
    """Effect kind -> function ``(ctx, seat, effect, **context)``.

    Use: ``EFFECTS = EffectRegistry()``, ``@EFFECTS.register("collect")`` on a function,
    then ``EFFECTS.run(ctx, seat, card["effect"], depth=0)``."""

    def __init__(self) -> None:
        self._effects: dict[str, Effect] = {}

    def register(self, kind: str) -> Callable[[Effect], Effect]:
        """A decorator that registers its function for ``kind`` (once per kind)."""
        def add(fn: Effect) -> Effect:
            if kind in self._effects:
                raise ValueError(f"effect {kind!r} is registered twice")
            self._effects[kind] = fn
            return fn
        return add

    def kinds(self) -> frozenset[str]:
        """The registered effect kinds."""
        return frozenset(self._effects)

    def run(self, ctx: Ctx, seat: int, effect: dict[str, Any], **context: Any) -> None:
        """Apply ``effect`` for ``seat``. ``KeyError`` for an unregistered kind (the card
        data is checked against :meth:`kinds` by the game's tests)."""
        self._effects[effect["kind"]](ctx, seat, effect, **context)
