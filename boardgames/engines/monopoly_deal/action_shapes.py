"""The fields of each Monopoly Deal action type (docs/rules/monopoly-deal.md, "Actions");
:func:`boardgames.engines.shapes.check_action` refuses anything else."""

from __future__ import annotations

from boardgames.engines.core import gettext_noop
from boardgames.engines.kit.words import PLATFORM_ACTION_NAMES
from boardgames.engines.shapes import ActionField

from . import data

CARD = gettext_noop("a card id")
CARDS = gettext_noop("a list of card ids")

ACTION_SHAPES = {
    "bank": (ActionField("card", "int", required=True, describe=CARD),),
    "lay": (ActionField("card", "int", required=True, describe=CARD),
            ActionField("color", "text", describe=gettext_noop("a colour name"))),
    "move_wild": (ActionField("card", "int", required=True, describe=CARD),
                  ActionField("color", "text", describe=gettext_noop("a colour name"))),
    # An action card; which of the other fields it needs depends on the card.
    "play": (ActionField("card", "int", required=True, describe=CARD),
             ActionField("target", "int", describe=gettext_noop("a seat number")),
             ActionField("color", "text", describe=gettext_noop("a colour name")),
             ActionField("double", "int_list", describe=gettext_noop("a list of Double The Rent card ids")),
             ActionField("take", "int", describe=CARD),
             ActionField("give", "int", describe=CARD)),
    "end_turn": (ActionField("discard", "int_list", describe=CARDS, max_items=data.DECK_SIZE),),
    "discard": (ActionField("cards", "int_list", describe=CARDS, max_items=data.DECK_SIZE),),
    "just_say_no": (ActionField("card", "int", describe=CARD),),
    "pay": (ActionField("cards", "int_list", required=True, describe=CARDS, max_items=data.DECK_SIZE),),
    "accept": (),
    "resign": (),
    "timeout": (),
}
#: Each action's name in a refusal, as the game page's buttons say it (marked for the catalogues).
ACTION_NAMES = {
    **PLATFORM_ACTION_NAMES,
    "bank": gettext_noop("Bank as money"), "lay": gettext_noop("Lay as property"),
    "move_wild": gettext_noop("Move a wild card"), "play": gettext_noop("Play the action"),
    "end_turn": gettext_noop("End turn"), "discard": gettext_noop("Put them back"),
    "just_say_no": gettext_noop("Just Say No!"), "pay": gettext_noop("Pay"), "accept": gettext_noop("Accept"),
}
