"""The fields of each Monopoly Deal action type (docs/rules/monopoly-deal.md, "Actions");
:func:`boardgames.engines.shapes.check_action` refuses anything else."""

from __future__ import annotations

from boardgames.engines.shapes import ActionField

from . import data

CARD = "a card id"
CARDS = "a list of card ids"

ACTION_SHAPES = {
    "bank": (ActionField("card", "int", required=True, describe=CARD),),
    "lay": (ActionField("card", "int", required=True, describe=CARD),
            ActionField("color", "text", describe="a colour name")),
    "move_wild": (ActionField("card", "int", required=True, describe=CARD),
                  ActionField("color", "text", describe="a colour name")),
    # An action card; which of the other fields it needs depends on the card.
    "play": (ActionField("card", "int", required=True, describe=CARD),
             ActionField("target", "int", describe="a seat number"),
             ActionField("color", "text", describe="a colour name"),
             ActionField("double", "int_list", describe="a list of Double The Rent card ids"),
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
