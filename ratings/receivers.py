"""Receivers of the games app's hooks (:mod:`boardgames.signals`), connected in
``RatingsConfig.ready``. Each runs inside the games app's transaction."""

from __future__ import annotations

from . import services


def game_finished(sender, game, **kwargs) -> None:
    """A game finished: rate it and settle its coins (:func:`services.game_finished`)."""
    services.game_finished(game)


def seat_staked(sender, game, user, amount: int, reason: str, **kwargs) -> None:
    """A seat that holds ``amount`` coins was taken: hold them (:func:`services.coins_hold`;
    ApplicationError 400 ``not_enough_coins`` refuses the seat)."""
    services.coins_hold(user, amount, game, reason=reason)


def seat_released(sender, game, user, **kwargs) -> None:
    """A player left an open room: return their hold (:func:`services.coins_release_seat`)."""
    services.coins_release_seat(game, user)


def game_aborted(sender, game, **kwargs) -> None:
    """A game in play was aborted: give back every coin held for it
    (:func:`services.coins_release`); nothing is rated."""
    services.coins_release(game)
