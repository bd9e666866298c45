"""Reads of rematch offers: the state of a game's latest offer as every page shows it."""

from __future__ import annotations

from typing import Any

from boardgames.errors import filled_translation
from boardgames.models import Game

from .models import RematchOffer


def latest_offer(game: Game) -> RematchOffer | None:
    """The newest offer of ``game`` (any status), or None."""
    return RematchOffer.objects.filter(game=game).select_related("proposed_by").order_by("-id").first()


def offer_entry(game: Game, offer: RematchOffer | None) -> dict[str, Any]:
    """The public state of ``game``'s rematch: ``{"game", "offer"}`` where ``offer`` is
    None (no offer yet) or ``{"id", "status", "proposed_by", "answers": {username:
    true|false|null}, "new_game", "url", "note"}``; null answers are still awaited.
    Computer players answer yes at once (docs/rematch.md)."""
    if offer is None:
        return {"game": game.pk, "offer": None}
    given = {a.user.username: a.accepted for a in offer.answers.select_related("user")}
    seated = [s.user.username for s in game.seats.select_related("user").order_by("index") if s.user_id]
    return {"game": game.pk, "offer": {
        "id": offer.pk,
        "status": offer.status,
        "proposed_by": offer.proposed_by.username,
        "answers": {name: given.get(name) for name in seated},
        "new_game": offer.new_game_id,
        "url": f"/games/{offer.new_game_id}/" if offer.new_game_id else None,
        "note": note_text(offer),
    }}


def note_text(offer: RematchOffer) -> str:
    """The offer's note in the active language: its msgid translated and filled with
    ``note_params``, or the stored text (no params; a translation that does not fit)."""
    if offer.note_params is None:
        return offer.note
    return filled_translation(offer.note, offer.note_params, offer.note)


def rematch_state(game: Game) -> dict[str, Any]:
    """:func:`offer_entry` of ``game``'s latest offer."""
    return offer_entry(game, latest_offer(game))
