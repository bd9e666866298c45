"""Helpers for the Monopoly Deal engine tests (no tests here): card ids by name and a
``rig`` that lays out an exact position while keeping all 106 cards accounted for."""

from __future__ import annotations

from boardgames.engines.monopoly_deal import ENGINE, cards, data, table, turn


def money(value: int) -> list[int]:
    """Ids of the money cards of ``value`` M."""
    return [c["id"] for c in cards.CARDS if c["kind"] == "money" and c["value"] == value]


def prop(color: str) -> list[int]:
    """Ids of the plain property cards of ``color``."""
    return [c["id"] for c in cards.CARDS if c["kind"] == "property" and c["colors"] == [color]]


def wild(*colors: str) -> list[int]:
    """Ids of the wildcards of exactly these colours (``wild("any")``: any colour)."""
    if colors == ("any",):
        return [c["id"] for c in cards.CARDS if c["kind"] == "wild" and c.get("any")]
    return [c["id"] for c in cards.CARDS if c["kind"] == "wild" and not c.get("any")
            and c["colors"] == list(colors)]


def rent_card(*colors: str) -> list[int]:
    """Ids of the rent cards of these colours (``rent_card("any")``: any colour)."""
    if colors == ("any",):
        return [c["id"] for c in cards.CARDS if c["kind"] == "rent" and c.get("any")]
    return [c["id"] for c in cards.CARDS if c["kind"] == "rent" and not c.get("any")
            and c["colors"] == list(colors)]


def action(name: str) -> list[int]:
    """Ids of the action cards ``name`` (a key of data.ACTIONS)."""
    return cards.ids_of_action(name)


def rig(players: int = 2, hands: dict | None = None, banks: dict | None = None,
        props: dict | None = None, buildings: dict | None = None, current: int = 0,
        plays: int = 0, draw_top: list[int] | None = None, discard: list[int] | None = None,
        draw_rest: bool = True) -> dict:
    """A state in seat ``current``'s play phase (after its draw) with exactly these cards.

    ``props``: {seat: {colour: [ids]}}; ``buildings``: {seat: {colour: (house, hotel)}};
    ``draw_top``: the top of the draw pile in order; every other card goes under it in id
    order (or to the discard pile when ``draw_rest`` is False)."""
    state = ENGINE.new_game(players, {}, 1)
    hands, banks, props, buildings = hands or {}, banks or {}, props or {}, buildings or {}
    used: list[int] = []
    state["hands"] = [list(hands.get(s, [])) for s in range(players)]
    state["banks"] = [list(banks.get(s, [])) for s in range(players)]
    state["props"] = [{} for _ in range(players)]
    for s in range(players):
        used += state["hands"][s] + state["banks"][s]
        for color, ids in props.get(s, {}).items():
            for c in ids:
                table.add_property(state, s, c, color)
                used.append(c)
        for color, (house, hotel) in buildings.get(s, {}).items():
            grp = state["props"][s][color]
            grp["house"], grp["hotel"] = house, hotel
            used += [b for b in (house, hotel) if b is not None]
    discard = list(discard or [])
    top = list(draw_top or [])
    used += discard + top
    assert len(used) == len(set(used)), "a card is placed twice"
    rest = [c for c in range(data.DECK_SIZE) if c not in set(used)]
    if draw_rest:
        state["draw"] = top + rest
        state["discard"] = discard
    else:
        state["draw"] = top
        state["discard"] = discard + rest
    state.update(current=current, phase="play", plays=plays, pending=None)
    state["turn_key"] = turn.new_key(state)
    check_all_cards(state)
    return state


def check_all_cards(state: dict) -> None:
    """Assert every one of the 106 cards is in exactly one place."""
    ids = list(state["draw"]) + list(state["discard"])
    for s in range(state["players"]):
        ids += state["hands"][s] + table.all_table_cards(state, s)
    assert sorted(ids) == list(range(data.DECK_SIZE)), (len(ids), len(set(ids)))


def play(state: dict, seat: int, act: dict) -> tuple[dict, list[dict]]:
    """Apply and check that the cards stay accounted for."""
    new, events = ENGINE.apply(state, seat, act)
    check_all_cards(new)
    return new, events


def prompt_of(state: dict, seat: int):
    """The prompt of ``seat`` or ``None``."""
    return next((p for p in ENGINE.prompts(state) if p.seat == seat), None)
