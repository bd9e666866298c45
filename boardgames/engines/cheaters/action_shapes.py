"""The fields of every action (docs/rules/cheaters-edition.md, "Actions"); nothing else
is taken (``engines/shapes.py``)."""

from __future__ import annotations

from ..shapes import ActionField
from . import data

_SQUARES = f"a list of square numbers (0-{data.BOARD_SIZE - 1})"

ACTION_SHAPES = {
    "roll": (),
    "pay_bail": (),
    "use_card": (ActionField("card", "text", required=True, describe="a held card id such as 'CH07'"),),
    "discard_card": (ActionField("card", "text", required=True, describe="a held card id such as 'CH07'"),),
    "buy": (),
    "decline": (),
    "bid": (ActionField("amount", "int", required=True, describe="your bid in ₩ (0: no bid)"),),
    "pay_rent": (),
    "pay": (),
    "read_card": (),
    "draw": (ActionField("deck", "text", required=True, describe="'chance' or 'chest'"),),
    "build": (ActionField("square", "int", required=True, describe="a square number (0-39)"),),
    "offer": (ActionField("to", "int", required=True, describe="a seat number"),
              ActionField("give", "int_list", max_items=len(data.STREETS), describe=_SQUARES),
              ActionField("get", "int_list", max_items=len(data.STREETS), describe=_SQUARES),
              ActionField("give_cash", "int", describe="₩ you give"),
              ActionField("get_cash", "int", describe="₩ you ask for")),
    "accept": (),
    "reject": (),
    "sell": (ActionField("squares", "int_list", required=True, max_items=len(data.STREETS), describe=_SQUARES),),
    "end_turn": (),
    "accuse": (ActionField("target", "int", required=True, describe="the accused seat"),
               ActionField("cheat", "text", required=True, describe="a face-up cheat id such as 'bank_heist'")),
    "pass": (),
    "place_token": (ActionField("square", "int", required=True, describe="a square number (0-39)"),),
    "resign": (),
    "cheat": (ActionField("cheat", "text", required=True, describe="a cheat id such as 'bank_heist'"),
              ActionField("amount", "int", describe="₩"),
              ActionField("target", "int", describe="a seat number"),
              ActionField("square", "int", describe="a square number (0-39)"),
              ActionField("target_square", "int", describe="a square number (0-39): the deed you swap for, "
                          "or where a demolished hotel goes"),
              ActionField("from_square", "int", describe="a square number (0-39), or null for the bank"),
              ActionField("card", "text", describe="a Chance card id such as 'CH06'"),
              ActionField("total", "int", describe="2 to 12")),
    "timeout": (),
}

# How another seat or a spectator sees a cheat in the move log: its honest counterpart
# where it replaces one; any other cheat is {"type": "adjust"}. Underpay is ``pay_rent``
# at a rent (no ``target``) and ``pay`` where it names its creditor (``public_form``).
PUBLIC_FORM = {"trick_dice": "roll", "identity_theft": "roll", "underpay": "pay_rent",
               "free_lodging": "pay_rent", "forged_chance": "read_card"}


def public_form(action: dict) -> str:
    """The action type another seat sees for the ``cheat`` action ``action``."""
    if action.get("cheat") == "underpay" and action.get("target") is not None:
        return "pay"
    return PUBLIC_FORM.get(action.get("cheat"), "adjust")
