"""The current player's own actions: bank, lay, play an action card, move a wildcard,
end the turn (with the hand limit). Each ``do_*`` validates fully before changing the
(already copied) state and raises InvalidAction / IllegalAction with a readable message.

Action shapes (docs/rules/monopoly-deal.md):

- ``{"type": "bank", "card": id}``: a money, action or rent card to your bank (a play);
- ``{"type": "lay", "card": id, "color": c}``: a property card to your property area (a
  play; ``color`` needed for wildcards);
- ``{"type": "move_wild", "card": id, "color": c}``: re-colour/move one of your table
  wildcards (no play; RULINGS: own turn only);
- ``{"type": "play", "card": id, ...}``: an action card; fields by card: ``target``
  (seat), ``color``, ``double`` ([Double The Rent ids]), ``take`` and ``give`` (card ids);
- ``{"type": "end_turn"}`` or ``{"type": "end_turn", "discard": [ids]}``.
"""

from __future__ import annotations

from boardgames.engines.core import IllegalAction, InvalidAction, Phrase, Term, gettext_noop
from boardgames.engines.kit.words import either
from boardgames.engines.kit.values import is_int_list, require_int

from . import cards, data, responses, table, turn
from .words import BANKING, LAYING, THIS_RENT, card_name, color_name


def _int_field(action: dict, name: str) -> int:
    if name not in action:
        raise InvalidAction(gettext_noop("The action %(action)s needs the field %(name)s."),
                            action=repr(action.get('type')), name=repr(name))
    value = action[name]
    return require_int(value, Phrase(gettext_noop("Field %(name)s"), name=repr(name)))


def _card_in_hand(state: dict, seat: int, action: dict) -> int:
    card_id = _int_field(action, "card")
    if not 0 <= card_id < data.DECK_SIZE:
        raise InvalidAction(gettext_noop("There is no card %(card_id)s (ids are 0 to %(deck_size)s)."),
                            card_id=card_id, deck_size=data.DECK_SIZE - 1)
    if card_id not in state["hands"][seat]:
        raise IllegalAction(gettext_noop("%(name)s (card %(card_id)s) is not in your hand."),
                            name=card_name(card_id), card_id=card_id)
    return card_id


def _color_field(action: dict, required: bool = True) -> str | None:
    color = action.get("color")
    if color is None and not required:
        return None
    if not isinstance(color, str) or color not in data.COLORS:
        raise InvalidAction(gettext_noop("Field 'color' must be one of %(color_order)s; got %(color)s."),
                            color_order=', '.join(data.COLOR_ORDER), color=repr(color))
    return color


def _target(state: dict, seat: int, action: dict) -> int:
    target = _int_field(action, "target")
    if not 0 <= target < state["players"] or target == seat:
        raise IllegalAction(gettext_noop("Seat %(target)s is not an opponent you can aim at."), target=target)
    return target


def _need_plays(state: dict, n: int, what: str) -> None:
    left = data.PLAYS_PER_TURN - state["plays"]
    if n > left:
        raise IllegalAction(gettext_noop("%(what)s needs %(n)s play(s) but you have %(left)s left this "
                                         "turn."), what=what, n=n, left=left)


def opponents(state: dict, seat: int) -> list[int]:
    """Every other seat, clockwise from ``seat`` (seats that left are still charged)."""
    n = state["players"]
    return [(seat + i) % n for i in range(1, n)]


def _stealable(state: dict, seat: int) -> list[int]:
    """Properties of ``seat`` not in a complete set (Sly/Forced Deal), sorted."""
    protected = table.protected_cards(state, seat)
    out = []
    for grp in state["props"][seat].values():
        out.extend(c for c in grp["cards"] if c not in protected)
    return sorted(out)


def lay_colors(state: dict, seat: int, card_id: int) -> list[str]:
    """Colours ``card_id`` may be laid or moved into for ``seat``. The any-colour wildcard
    only joins a colour where ``seat`` has a card that is not an any-colour wildcard (the
    official rule: it does not stand for a colour on its own)."""
    c = cards.card(card_id)
    if not cards.is_any_wild(card_id):
        return list(c["colors"])
    return [col for col in data.COLOR_ORDER
            if (g := table.group(state, seat, col)) and table.has_real_card(g["cards"])]


def do_bank(state: dict, seat: int, action: dict, events: list[dict]) -> None:
    """Bank a money, action or rent card as money (seed: 行动牌 may be money; never a
    property: FAQ "我可以把物业卡放到银行吗? 不可")."""
    card_id = _card_in_hand(state, seat, action)
    if cards.is_property(card_id):
        raise IllegalAction(gettext_noop("Property cards cannot be put in the bank; lay them in your "
                                         "property area."))
    _need_plays(state, 1, Term(BANKING))
    state["hands"][seat].remove(card_id)
    state["banks"][seat].append(card_id)
    state["plays"] += 1
    events.append({"type": "bank", "seat": seat, "card": card_id, "value": cards.value(card_id)})


def do_lay(state: dict, seat: int, action: dict, events: list[dict]) -> None:
    """Lay a property card or wildcard in a colour it allows."""
    card_id = _card_in_hand(state, seat, action)
    if not cards.is_property(card_id):
        raise IllegalAction(gettext_noop("%(name)s is not a property card; bank or play it."),
                            name=card_name(card_id))
    c = cards.card(card_id)
    color = _color_field(action, required=c["kind"] == "wild")
    if color is None:
        color = c["colors"][0]
    allowed = lay_colors(state, seat, card_id)
    if color not in allowed:
        if cards.is_any_wild(card_id):
            raise IllegalAction(gettext_noop("The any-colour wildcard must join a colour where you already "
                                             "have a property card."))
        raise IllegalAction(gettext_noop("%(name)s cannot be laid as %(color)s."),
                            name=card_name(card_id), color=color_name(color))
    _need_plays(state, 1, Term(LAYING))
    state["hands"][seat].remove(card_id)
    table.add_property(state, seat, card_id, color)
    state["plays"] += 1
    events.append({"type": "lay", "seat": seat, "card": card_id, "color": color})
    table.normalize(state, seat, events)


def do_move_wild(state: dict, seat: int, action: dict, events: list[dict]) -> None:
    """Move one of your table wildcards to another colour it allows (no play)."""
    card_id = _int_field(action, "card")
    color = _color_field(action)
    if not 0 <= card_id < data.DECK_SIZE or not cards.is_wild(card_id):
        raise IllegalAction(gettext_noop("Card %(card_id)s is not a property wildcard."), card_id=card_id)
    old = table.property_color(state, seat, card_id)
    if old is None:
        raise IllegalAction(gettext_noop("Card %(card_id)s is not in your property area."), card_id=card_id)
    if color == old:
        raise IllegalAction(gettext_noop("That wildcard is already %(color)s."), color=color_name(color))
    table.remove_property(state, seat, card_id)
    if color not in lay_colors(state, seat, card_id):
        raise IllegalAction(gettext_noop("%(name)s cannot be moved to %(color)s."),
                            name=card_name(card_id), color=color_name(color))
    table.add_property(state, seat, card_id, color)
    events.append({"type": "move_wild", "seat": seat, "card": card_id, "from": old, "color": color})
    table.normalize(state, seat, events)


def _discard_played(state: dict, seat: int, ids: list[int]) -> None:
    for c in ids:
        state["hands"][seat].remove(c)
        state["discard"].append(c)
    state["plays"] += len(ids)


def _play_building(state: dict, seat: int, action: dict, events: list[dict], card_id: int, kind: str,
                   name: str, event: dict) -> None:
    """A house or a hotel onto the player's complete set of ``action["color"]`` (none on
    railroads or utilities; a hotel only over a house)."""
    color = _color_field(action)
    grp = table.group(state, seat, color)
    if color in data.NO_BUILDINGS:
        raise IllegalAction(gettext_noop("No house or hotel may stand on %(color)s."),
                            color=color_name(color))
    if not table.is_complete(color, grp):
        if kind == "house":
            raise IllegalAction(gettext_noop("A house needs a complete %(color)s set of yours."),
                                color=color_name(color))
        raise IllegalAction(gettext_noop("A hotel needs a complete %(color)s set of yours."),
                            color=color_name(color))
    if kind == "house" and grp["house"] is not None:
        raise IllegalAction(gettext_noop("Your %(color)s set already has a house."),
                            color=color_name(color))
    if kind == "hotel" and grp["house"] is None:
        raise IllegalAction(gettext_noop("A hotel needs a house on the %(color)s set first."),
                            color=color_name(color))
    if kind == "hotel" and grp["hotel"] is not None:
        raise IllegalAction(gettext_noop("Your %(color)s set already has a hotel."),
                            color=color_name(color))
    _need_plays(state, 1, name)
    _discard_played(state, seat, [card_id])
    state["discard"].remove(card_id)
    grp[kind] = card_id
    events.append({**event, "color": color})


def _play_rent(state: dict, seat: int, action: dict, events: list[dict], card_id: int, kind: str,
               name: str, event: dict) -> None:
    """A rent card on ``action["color"]`` with up to ``DOUBLES_PER_RENT`` Double The Rent
    cards (``action["double"]``), each doubling the amount; one target or every opponent,
    as the card says."""
    c = cards.card(card_id)
    color = _color_field(action)
    if color not in c["colors"]:
        raise IllegalAction(gettext_noop("%(name)s charges %(colors)s, not %(color)s."), name=name,
                            colors=either([color_name(k) for k in c["colors"]]), color=color_name(color))
    base = table.rent(state, seat, color)
    if base == 0:
        raise IllegalAction(gettext_noop("You have no %(color)s property to charge rent for."),
                            color=color_name(color))
    doubles = action.get("double", [])
    if not is_int_list(doubles):
        raise InvalidAction(gettext_noop("Field 'double' must be a list of Double The Rent card ids."))
    if len(set(doubles)) != len(doubles) or len(doubles) > data.DOUBLES_PER_RENT:
        raise IllegalAction(gettext_noop("At most %(doubles_per_rent)s different Double The Rent cards "
                                         "go with one rent."), doubles_per_rent=data.DOUBLES_PER_RENT)
    for d in doubles:
        if d not in state["hands"][seat] or cards.action_of(d) != "double_rent":
            raise IllegalAction(gettext_noop("Card %(d)s is not a Double The Rent card in your hand."), d=d)
    if c["scope"] == "one":
        targets = [_target(state, seat, action)]
    else:
        targets = opponents(state, seat)
    _need_plays(state, 1 + len(doubles), Term(THIS_RENT))
    amount = base * (2 ** len(doubles))
    _discard_played(state, seat, [card_id, *doubles])
    events.append({**event, "color": color, "double": list(doubles), "targets": targets,
                   "amount": amount})
    responses.open_pending(state, seat, card_id, kind, targets, events, amount=amount,
                           color=color, doubles=doubles)


def _play_deal(state: dict, seat: int, action: dict, events: list[dict], card_id: int, kind: str,
               name: str, event: dict) -> None:
    """Sly Deal (take ``action["take"]``) or Forced Deal (swap it for ``action["give"]``):
    never a card of a complete set."""
    target = _target(state, seat, action)
    take = _int_field(action, "take")
    if take not in _stealable(state, target):
        if take in table.protected_cards(state, target):
            raise IllegalAction(gettext_noop("%(name)s cannot take a card from a complete set."), name=name)
        raise IllegalAction(gettext_noop("Card %(take)s is not a property of seat %(target)s."),
                            take=take, target=target)
    give = None
    if kind == "forced_deal":
        give = _int_field(action, "give")
        if give not in _stealable(state, seat):
            if give in table.protected_cards(state, seat):
                raise IllegalAction(gettext_noop("Forced Deal cannot give a card from your complete set."))
            raise IllegalAction(gettext_noop("Card %(give)s is not one of your properties."), give=give)
    _need_plays(state, 1, name)
    _discard_played(state, seat, [card_id])
    events.append({**event, "target": target, "take": take, **({"give": give} if give is not None else {})})
    responses.open_pending(state, seat, card_id, kind, [target], events, take=take, give=give)


def do_play(state: dict, seat: int, action: dict, events: list[dict]) -> None:
    """Play an action or rent card for its effect (the card goes to the discard pile)."""
    card_id = _card_in_hand(state, seat, action)
    kind = cards.action_of(card_id)
    name = card_name(card_id)
    if kind is None:
        raise IllegalAction(gettext_noop("%(name)s is not an action card; bank or lay it."), name=name)
    if kind == "just_say_no":
        raise IllegalAction(gettext_noop("Just Say No is only played as an answer to an action aimed at "
                                         "you (or bank it)."))
    if kind == "double_rent":
        raise IllegalAction(gettext_noop("Double The Rent is played together with a rent card: put its id "
                                         "in the rent's 'double' list."))
    event = {"type": "play", "seat": seat, "card": card_id, "action": kind}
    if kind == "pass_go":
        _need_plays(state, 1, name)
        _discard_played(state, seat, [card_id])
        events.append(event)
        turn.draw(state, seat, data.PASS_GO_DRAW, events, "pass_go")
    elif kind in ("house", "hotel"):
        _play_building(state, seat, action, events, card_id, kind, name, event)
    elif kind == "debt_collector":
        target = _target(state, seat, action)
        _need_plays(state, 1, name)
        _discard_played(state, seat, [card_id])
        events.append({**event, "target": target, "amount": data.DEBT_COLLECTOR_AMOUNT})
        responses.open_pending(state, seat, card_id, kind, [target], events,
                               amount=data.DEBT_COLLECTOR_AMOUNT)
    elif kind == "birthday":
        _need_plays(state, 1, name)
        _discard_played(state, seat, [card_id])
        targets = opponents(state, seat)
        events.append({**event, "targets": targets, "amount": data.BIRTHDAY_AMOUNT})
        responses.open_pending(state, seat, card_id, kind, targets, events, amount=data.BIRTHDAY_AMOUNT)
    elif kind == "rent":
        _play_rent(state, seat, action, events, card_id, kind, name, event)
    elif kind in ("sly_deal", "forced_deal"):
        _play_deal(state, seat, action, events, card_id, kind, name, event)
    elif kind == "deal_breaker":
        target = _target(state, seat, action)
        color = _color_field(action)
        if not table.is_complete(color, table.group(state, target, color)):
            raise IllegalAction(gettext_noop("Seat %(target)s has no complete %(color)s set to take."),
                                target=target, color=color_name(color))
        _need_plays(state, 1, name)
        _discard_played(state, seat, [card_id])
        events.append({**event, "target": target, "color": color})
        responses.open_pending(state, seat, card_id, kind, [target], events, color=color)
    else:  # pragma: no cover - every action key is handled above
        raise IllegalAction(gettext_noop("%(name)s cannot be played."), name=name)


def validate_discard(state: dict, seat: int, chosen: object) -> list[int]:
    """Check the cards sent to the bottom of the draw pile: exactly the hand's excess
    over ``HAND_LIMIT``, all from the hand, no repeats."""
    need = len(state["hands"][seat]) - data.HAND_LIMIT
    if chosen is None:
        chosen = []
    if not is_int_list(chosen):
        raise InvalidAction(gettext_noop("Field 'discard' / 'cards' must be a list of card ids."))
    if len(set(chosen)) != len(chosen):
        raise InvalidAction(gettext_noop("The same card is listed twice."))
    for c in chosen:
        if c not in state["hands"][seat]:
            raise IllegalAction(gettext_noop("Card %(c)s is not in your hand."), c=c)
    if len(chosen) != max(need, 0):
        raise IllegalAction(
            gettext_noop("You hold %(hands)s cards; put exactly %(max)s on the bottom of the draw pile to "
                         "keep %(hand_limit)s."),
            hands=len(state['hands'][seat]), max=max(need, 0), hand_limit=data.HAND_LIMIT
        )
    return chosen


def do_end_turn(state: dict, seat: int, action: dict, events: list[dict]) -> None:
    """End the turn. With more than 7 cards, either ``discard`` lists the extras now or the
    game asks for them (phase ``discard``)."""
    need = len(state["hands"][seat]) - data.HAND_LIMIT
    if need > 0 and action.get("discard") is None:
        state["phase"] = "discard"
        state["turn_key"] = turn.new_key(state)
        events.append({"type": "hand_limit_due", "seat": seat, "count": need})
        return
    chosen = validate_discard(state, seat, action.get("discard"))
    turn.put_on_bottom(state, seat, chosen, events)
    events.append({"type": "end_turn", "seat": seat})
    turn.pass_turn(state, events)


def do_discard(state: dict, seat: int, action: dict, events: list[dict]) -> None:
    """Answer the hand-limit prompt: ``{"type": "discard", "cards": [ids]}``."""
    chosen = validate_discard(state, seat, action.get("cards"))
    turn.put_on_bottom(state, seat, chosen, events)
    events.append({"type": "end_turn", "seat": seat})
    turn.pass_turn(state, events)


# -- listing the legal actions ------------------------------------------------------

def play_phase_actions(state: dict, seat: int) -> list[dict]:
    """Every legal action of the current player in the play phase (exhaustive)."""
    out: list[dict] = []
    hand = sorted(state["hands"][seat])
    left = data.PLAYS_PER_TURN - state["plays"]
    # move wildcards (free)
    for grp_color, grp in sorted(state["props"][seat].items()):
        for c in grp["cards"]:
            if not cards.is_wild(c):
                continue
            for col in cards.card(c)["colors"]:
                if col == grp_color:
                    continue
                if cards.is_any_wild(c):
                    g = table.group(state, seat, col)
                    if not g or not table.has_real_card(g["cards"]):
                        continue
                out.append({"type": "move_wild", "card": c, "color": col})
    out.append({"type": "end_turn"})
    if left <= 0:
        return out
    doubles = [c for c in hand if cards.action_of(c) == "double_rent"]
    others = opponents(state, seat)
    for c in hand:
        kind = cards.action_of(c)
        info = cards.card(c)
        if cards.is_property(c):
            for col in lay_colors(state, seat, c):
                out.append({"type": "lay", "card": c, "color": col})
            continue
        out.append({"type": "bank", "card": c})
        if kind in (None, "just_say_no", "double_rent"):
            continue
        if kind == "pass_go" or kind == "birthday":
            out.append({"type": "play", "card": c})
        elif kind == "debt_collector":
            out.extend({"type": "play", "card": c, "target": t} for t in others)
        elif kind in ("house", "hotel"):
            for col in table.complete_colors(state, seat):
                grp = state["props"][seat][col]
                if col in data.NO_BUILDINGS:
                    continue
                if kind == "house" and grp["house"] is None:
                    out.append({"type": "play", "card": c, "color": col})
                if kind == "hotel" and grp["house"] is not None and grp["hotel"] is None:
                    out.append({"type": "play", "card": c, "color": col})
        elif kind == "rent":
            combos: list[list[int]] = [[]]
            if left >= 2 and doubles:
                combos.append([doubles[0]])
            if left >= 3 and len(doubles) >= 2:
                combos.append(doubles[:2])
            for col in info["colors"]:
                if table.rent(state, seat, col) == 0:
                    continue
                for dbl in combos:
                    if info["scope"] == "one":
                        out.extend({"type": "play", "card": c, "color": col, "target": t, "double": dbl}
                                   for t in others)
                    else:
                        out.append({"type": "play", "card": c, "color": col, "double": dbl})
        elif kind == "sly_deal":
            for t in others:
                out.extend({"type": "play", "card": c, "target": t, "take": x} for x in _stealable(state, t))
        elif kind == "forced_deal":
            mine = _stealable(state, seat)
            for t in others:
                for x in _stealable(state, t):
                    out.extend({"type": "play", "card": c, "target": t, "take": x, "give": g} for g in mine)
        elif kind == "deal_breaker":
            for t in others:
                out.extend({"type": "play", "card": c, "target": t, "color": col}
                           for col in table.complete_colors(state, t))
    return out


def discard_options(state: dict, seat: int) -> list[list[int]]:
    """Representative hand-limit choices: the timeout choice, then every run of
    consecutive cards of the hand sorted by id (apply accepts any valid choice)."""
    hand = sorted(state["hands"][seat])
    need = len(hand) - data.HAND_LIMIT
    out = [turn.timeout_discard(state, seat)]
    for i in range(0, len(hand) - need + 1):
        pick = hand[i:i + need]
        if sorted(pick) != sorted(out[0]):
            out.append(pick)
    return out
