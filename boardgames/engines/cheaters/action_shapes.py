"""The fields of every action (docs/rules/cheaters-edition.md, "Actions"); nothing else
is taken (``engines/shapes.py``)."""

from __future__ import annotations

from ..core import Phrase, gettext_noop
from ..kit.words import PLATFORM_ACTION_NAMES
from ..shapes import ActionField
from . import data

_SQUARES = Phrase(gettext_noop("a list of square numbers (0-%(last)s)"), last=data.BOARD_SIZE - 1)

ACTION_SHAPES = {
    "roll": (),
    "pay_bail": (),
    "use_card": (ActionField("card", "text", required=True, describe=gettext_noop("a held card id such as 'CH07'")),),
    "discard_card": (ActionField("card", "text", required=True, describe=gettext_noop("a held card id such as 'CH07'")),),
    "buy": (),
    "decline": (),
    "bid": (ActionField("amount", "int", required=True, describe=gettext_noop("your bid in ₩ (0: no bid)")),),
    "pay_rent": (),
    "pay": (),
    "read_card": (),
    "draw": (ActionField("deck", "text", required=True, describe=gettext_noop("'chance' or 'chest'")),),
    "build": (ActionField("square", "int", required=True, describe=gettext_noop("a square number (0-39)")),),
    "offer": (ActionField("to", "int", required=True, describe=gettext_noop("a seat number")),
              ActionField("give", "int_list", max_items=len(data.STREETS), describe=_SQUARES),
              ActionField("get", "int_list", max_items=len(data.STREETS), describe=_SQUARES),
              ActionField("give_cash", "int", describe=gettext_noop("₩ you give")),
              ActionField("get_cash", "int", describe=gettext_noop("₩ you ask for"))),
    "accept": (),
    "reject": (),
    "sell": (ActionField("squares", "int_list", required=True, max_items=len(data.STREETS), describe=_SQUARES),),
    "end_turn": (),
    "accuse": (ActionField("target", "int", required=True, describe=gettext_noop("the accused seat")),
               ActionField("cheat", "text", required=True, describe=gettext_noop("a face-up cheat id such as 'bank_heist'"))),
    "pass": (),
    "place_token": (ActionField("square", "int", required=True, describe=gettext_noop("a square number (0-39)")),),
    "resign": (),
    "cheat": (ActionField("cheat", "text", required=True, describe=gettext_noop("a cheat id such as 'bank_heist'")),
              ActionField("amount", "int", describe=gettext_noop("an amount in ₩")),
              ActionField("target", "int", describe=gettext_noop("a seat number")),
              ActionField("square", "int", describe=gettext_noop("a square number (0-39)")),
              ActionField("target_square", "int", describe=gettext_noop("a square number (0-39): the deed you swap for, "
                          "or where a demolished hotel goes")),
              ActionField("from_square", "int", describe=gettext_noop("a square number (0-39), or null for the bank")),
              ActionField("card", "text", describe=gettext_noop("a Chance card id such as 'CH06'")),
              ActionField("total", "int", describe=gettext_noop("2 to 12"))),
    "timeout": (),
}
#: Each action's name in a refusal, as the game page's buttons say it (marked for the catalogues).
ACTION_NAMES = {
    **PLATFORM_ACTION_NAMES,
    "roll": gettext_noop("Roll"), "pay_bail": gettext_noop("Pay bail"), "buy": gettext_noop("Buy"),
    "decline": gettext_noop("Decline"), "pay_rent": gettext_noop("Pay rent"), "pay": gettext_noop("Pay"),
    "read_card": gettext_noop("Read the card"), "draw": gettext_noop("Draw a card"),
    "use_card": gettext_noop("Use a card"), "discard_card": gettext_noop("Discard a card"),
    "build": gettext_noop("Build a hotel"), "end_turn": gettext_noop("End the turn"), "cheat": gettext_noop("Cheat"),
    "accuse": gettext_noop("Accuse"), "pass": gettext_noop("Pass"), "bid": gettext_noop("Bid"),
    "offer": gettext_noop("Offer a trade"), "accept": gettext_noop("Accept"), "reject": gettext_noop("Reject"),
    "sell": gettext_noop("Sell"), "place_token": gettext_noop("Place the token"),
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
