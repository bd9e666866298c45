"""The 106 cards as data, with stable ids 0..105 built from :mod:`.data`.

Each card is a dict:

- ``id``: 0..105, in this order: money (by value), properties (by colour), property
  wildcards, rent cards, action cards (as listed in ``data.ACTIONS``);
- ``kind``: ``"money"``, ``"property"``, ``"wild"``, ``"rent"`` or ``"action"``;
- ``value``: money value in M (the any-colour wildcard has 0 and can never pay);
- ``colors``: for property/wild/rent, the colours it may stand for (all ten for the
  any-colour cards, which also carry ``"any": True``);
- ``action``: for action cards, the key in ``data.ACTIONS``;
- ``name`` / ``name_zh``: display names (English / the seed's Chinese).
"""

from __future__ import annotations

from . import data


def _build() -> list[dict]:
    cards: list[dict] = []

    def add(**card: object) -> None:
        card["id"] = len(cards)
        cards.append(card)

    for value, count in data.MONEY:
        for _ in range(count):
            add(kind="money", value=value, name=f"{value}M", name_zh=f"{value}M")
    for color, count in data.PROPERTY_COUNTS.items():
        spec = data.COLORS[color]
        for _ in range(count):
            add(kind="property", value=spec["value"], colors=[color],
                name=f"{spec['name']} property", name_zh=f"{spec['name_zh']}物业牌")
    for colors, value, count in data.WILDCARDS:
        for _ in range(count):
            if colors == data.ANY:
                add(kind="wild", value=value, colors=list(data.COLOR_ORDER), any=True,
                    name="Property Wildcard (any colour)", name_zh="多功能物业牌(百搭)")
            else:
                names = "/".join(data.COLORS[c]["name"] for c in colors)
                names_zh = "/".join(data.COLORS[c]["name_zh"] for c in colors)
                add(kind="wild", value=value, colors=list(colors), any=False,
                    name=f"Property Wildcard {names}", name_zh=f"多功能物业牌 {names_zh}")
    for colors, value, count, scope in data.RENTS:
        for _ in range(count):
            if colors == data.ANY:
                add(kind="rent", value=value, colors=list(data.COLOR_ORDER), any=True,
                    scope=scope, name="Rent (any colour)", name_zh="彩色租金")
            else:
                names = "/".join(data.COLORS[c]["name"] for c in colors)
                names_zh = "/".join(data.COLORS[c]["name_zh"] for c in colors)
                add(kind="rent", value=value, colors=list(colors), any=False, scope=scope,
                    name=f"Rent {names}", name_zh=f"租金 {names_zh}")
    for key, spec in data.ACTIONS.items():
        for _ in range(spec["count"]):
            add(kind="action", action=key, value=spec["value"], name=spec["name"],
                name_zh=spec["name_zh"])
    assert len(cards) == data.DECK_SIZE, len(cards)
    return cards


CARDS: list[dict] = _build()


def card(card_id: int) -> dict:
    """The card dict of ``card_id`` (0..105)."""
    return CARDS[card_id]


def value(card_id: int) -> int:
    """The money value of a card in M (what it is worth when paying or banked)."""
    return CARDS[card_id]["value"]


def is_property(card_id: int) -> bool:
    """True for property cards and property wildcards (they can never be banked)."""
    return CARDS[card_id]["kind"] in ("property", "wild")


def is_any_wild(card_id: int) -> bool:
    """True for the two any-colour property wildcards (no value; cannot pay)."""
    c = CARDS[card_id]
    return c["kind"] == "wild" and bool(c.get("any"))


def is_wild(card_id: int) -> bool:
    """True for every property wildcard (two-colour or any-colour)."""
    return CARDS[card_id]["kind"] == "wild"


def action_of(card_id: int) -> str | None:
    """The action key of an action card, ``"rent"`` for rent cards, else ``None``."""
    c = CARDS[card_id]
    if c["kind"] == "action":
        return c["action"]
    if c["kind"] == "rent":
        return "rent"
    return None


def ids_of_action(action: str) -> list[int]:
    """The ids of every card of one action key (e.g. ``"just_say_no"``)."""
    return [c["id"] for c in CARDS if c.get("action") == action]


def catalogue() -> list[dict]:
    """The whole deck as public JSON data (for pages to draw a card from its id)."""
    return [dict(c) for c in CARDS]
