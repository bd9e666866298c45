"""The cards on the table: banks, property groups, buildings, complete sets, rent.

``state["props"][seat]`` maps a colour to a group ``{"cards": [ids], "house": id|None,
"hotel": id|None}``: one group per colour and player. Cards are kept in the order they
arrived, except that any-colour wildcards always come last. When a group has at least the
set size of cards and at least one card that is not an any-colour wildcard (RULINGS), it is
complete; its first ``size`` cards are "the set" and any further cards are extras (the start
of a second set of that colour): Sly Deal and Forced Deal may take or give extras, Deal
Breaker takes exactly the set (docs/rules/monopoly-deal.md).
"""

from __future__ import annotations

from . import cards, data


def new_group() -> dict:
    """An empty property group."""
    return {"cards": [], "house": None, "hotel": None}


def group(state: dict, seat: int, color: str) -> dict | None:
    """The group of ``color`` of ``seat``, or ``None``."""
    return state["props"][seat].get(color)


def has_real_card(cards_ids: list[int]) -> bool:
    """True if some card is not an any-colour wildcard (RULINGS: needed for a set)."""
    return any(not cards.is_any_wild(c) for c in cards_ids)


def is_complete(color: str, grp: dict | None) -> bool:
    """True when the group holds a complete set: at least the set size of cards, one of
    them not an any-colour wildcard (RULINGS)."""
    if not grp:
        return False
    return len(grp["cards"]) >= data.COLORS[color]["size"] and has_real_card(grp["cards"])


def set_part(color: str, grp: dict) -> list[int]:
    """The cards forming the complete set (the first ``size``), or ``[]`` if incomplete."""
    if not is_complete(color, grp):
        return []
    return grp["cards"][: data.COLORS[color]["size"]]


def complete_sets_part(color: str, grp: dict) -> list[int]:
    """The cards forming every complete set of the group: with wildcards a player may hold
    two sets of one colour (official: extra properties start a new set). That is
    ``k = min(cards // size, cards that are not any-colour wildcards)`` sets, taken from
    the front of the group (any-colour wildcards sort last, so each set has a real card)."""
    if not grp:
        return []
    size = data.COLORS[color]["size"]
    real = sum(1 for card in grp["cards"] if not cards.is_any_wild(card))
    sets = min(len(grp["cards"]) // size, real)
    return grp["cards"][: sets * size]


def protected_cards(state: dict, seat: int) -> set[int]:
    """Cards of ``seat`` that Sly Deal / Forced Deal may not touch: those of every complete
    set, a second set of the same colour included (RULINGS; seed 盗取 "对已凑齐一套的物业牌无效")."""
    out: set[int] = set()
    for color, grp in state["props"][seat].items():
        out.update(complete_sets_part(color, grp))
    return out


def complete_colors(state: dict, seat: int) -> list[str]:
    """The colours in which ``seat`` holds a complete set, in colour order."""
    props = state["props"][seat]
    return [c for c in data.COLOR_ORDER if is_complete(c, props.get(c))]


def rent(state: dict, seat: int, color: str) -> int:
    """The rent ``seat`` charges for ``color`` (before Double The Rent), in M.

    The ladder by number of cards (capped at the set size); a group with only any-colour
    wildcards charges nothing (ours, following the official rule that this wildcard does
    not stand for a colour alone); a complete set adds 3M per house and 4M per hotel."""
    grp = group(state, seat, color)
    if not grp or not has_real_card(grp["cards"]):
        return 0
    spec = data.COLORS[color]
    n = min(len(grp["cards"]), spec["size"])
    amount = spec["rent"][n - 1]
    if is_complete(color, grp):
        if grp["house"] is not None:
            amount += data.HOUSE_RENT
        if grp["hotel"] is not None:
            amount += data.HOTEL_RENT
    return amount


def sort_group(grp: dict) -> None:
    """Keep arrival order but put any-colour wildcards last (stable)."""
    grp["cards"].sort(key=lambda c: 1 if cards.is_any_wild(c) else 0)


def add_property(state: dict, seat: int, card_id: int, color: str) -> None:
    """Put a property card into ``seat``'s group of ``color``."""
    props = state["props"][seat]
    if color not in props:
        props[color] = new_group()
    props[color]["cards"].append(card_id)
    sort_group(props[color])


def remove_property(state: dict, seat: int, card_id: int) -> str:
    """Take a property card out of ``seat``'s groups; returns its colour there.
    Call :func:`normalize` afterwards."""
    for color, grp in state["props"][seat].items():
        if card_id in grp["cards"]:
            grp["cards"].remove(card_id)
            return color
    raise KeyError(card_id)


def property_color(state: dict, seat: int, card_id: int) -> str | None:
    """The colour group where ``seat`` has ``card_id``, or ``None``."""
    for color, grp in state["props"][seat].items():
        if card_id in grp["cards"]:
            return color
    return None


def building_location(state: dict, seat: int, card_id: int) -> tuple[str, str] | None:
    """``(colour, "house"|"hotel")`` if ``card_id`` is a building of ``seat``."""
    for color, grp in state["props"][seat].items():
        for slot in ("house", "hotel"):
            if grp[slot] == card_id:
                return color, slot
    return None


def normalize(state: dict, seat: int, events: list[dict]) -> None:
    """Restore the table's invariants for ``seat``: a house or hotel on a set that is not
    complete (or a hotel without a house) goes to the owner's bank (RULINGS); empty groups
    are removed. Emits ``building_to_bank`` events."""
    props = state["props"][seat]
    for color in list(props):
        grp = props[color]
        sort_group(grp)
        complete = is_complete(color, grp) and color not in data.NO_BUILDINGS
        for slot in ("house", "hotel"):
            bid = grp[slot]
            if bid is None:
                continue
            if not complete or (slot == "hotel" and grp["house"] is None):
                grp[slot] = None
                state["banks"][seat].append(bid)
                events.append({"type": "building_to_bank", "seat": seat, "card": bid, "color": color})
        if not grp["cards"] and grp["house"] is None and grp["hotel"] is None:
            del props[color]


def payable_cards(state: dict, seat: int) -> list[int]:
    """Every table card ``seat`` may pay with: bank, properties (not any-colour
    wildcards: no value, RULINGS) and buildings. Sorted by id."""
    out = list(state["banks"][seat])
    for grp in state["props"][seat].values():
        out.extend(c for c in grp["cards"] if not cards.is_any_wild(c))
        out.extend(b for b in (grp["house"], grp["hotel"]) if b is not None)
    return sorted(out)


def table_value(state: dict, seat: int) -> int:
    """The money value of everything ``seat`` has on the table (bank + properties +
    buildings), in M."""
    return sum(cards.value(c) for c in payable_cards(state, seat))


def all_table_cards(state: dict, seat: int) -> list[int]:
    """Every card of ``seat`` on the table, any-colour wildcards included."""
    out = list(state["banks"][seat])
    for grp in state["props"][seat].values():
        out.extend(grp["cards"])
        out.extend(b for b in (grp["house"], grp["hotel"]) if b is not None)
    return out
