"""Template context for every page: the logged-in user's coin balance (the header)."""

from __future__ import annotations


def coins(request) -> dict:
    """``coin_balance``: the user's wallet balance (int coins; a new account shows the
    starting coins it will get at its first coin movement), or None for visitors and
    computer players. One query per page."""
    user = getattr(request, "user", None)
    if user is None or not user.is_authenticated or getattr(user, "is_bot", False):
        return {"coin_balance": None}
    from .models import Wallet
    from .services import WELCOME_COINS

    balance = Wallet.objects.filter(user=user).values_list("balance", flat=True).first()
    return {"coin_balance": WELCOME_COINS if balance is None else balance}
