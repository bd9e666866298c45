"""Admin for users: Django's user admin plus the player's side of the site.

A user's page shows their wallet balance and links to their ratings, rating changes,
coin ledger and games, and to the two staff actions about them: a coin grant and a
rating adjustment (the ratings app's add forms, prefilled with the user; both go through
:mod:`ratings.services`, so balances and points totals stay consistent with the rows).
"""

from __future__ import annotations

from django.contrib import admin
from django.contrib.auth.admin import UserAdmin as DjangoUserAdmin
from django.urls import reverse
from django.utils.html import format_html, format_html_join
from django.utils.translation import gettext_lazy as _

from .models import User


def user_links(user: User) -> list[tuple[str, str]]:
    """``(label, admin URL)`` of everything about ``user`` elsewhere in the admin:
    ratings, rating changes, ledger, games, and the grant / adjustment forms."""
    uid = user.pk
    return [
        (str(_("Ratings")), reverse("admin:ratings_playerrating_changelist") + f"?user__id__exact={uid}"),
        (str(_("Rating changes")), reverse("admin:ratings_ratingchange_changelist") + f"?user__id__exact={uid}"),
        (str(_("Coin ledger")), reverse("admin:ratings_ledgerentry_changelist") + f"?account__id__exact={uid}"),
        (str(_("Games")), reverse("admin:boardgames_game_changelist") + f"?seats__user__id__exact={uid}"),
        (str(_("Grant coins")), reverse("admin:ratings_ledgerentry_add") + f"?account={uid}"),
        (str(_("Adjust rating")), reverse("admin:ratings_ratingchange_add") + f"?user={uid}"),
        (str(_("Profile page")), reverse("profile", args=[user.username])),
    ]


@admin.register(User)
class UserAdmin(DjangoUserAdmin):
    """Django's user admin with the player's fields (language, computer player) and
    :func:`user_links` on the change page."""

    list_display = ("username", "email", "is_staff", "is_bot", "language", "date_joined", "last_login")
    list_filter = ("is_staff", "is_superuser", "is_active", "is_bot", "language")
    fieldsets = DjangoUserAdmin.fieldsets + (
        (_("Player"), {"fields": ("player_links", "wallet_balance", "language", "is_bot", "bot_level")}),
    )
    readonly_fields = ("player_links", "wallet_balance", "is_bot", "bot_level")

    @admin.display(description=_("Elsewhere"))
    def player_links(self, user):
        if user.pk is None:
            return "—"
        return format_html_join(" · ", '<a href="{1}">{0}</a>', user_links(user))

    @admin.display(description=_("Coins"))
    def wallet_balance(self, user):
        wallet = getattr(user, "wallet", None) if user.pk else None
        return format_html("{}", wallet.balance if wallet is not None else 0)
