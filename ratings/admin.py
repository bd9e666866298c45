"""Admin: browse and filter rating changes, ledger entries, ratings and wallets; make a
manual points adjustment or a coin grant with a reason ("Add" on Rating changes /
Ledger entries). Both adds go through :mod:`ratings.services`, so each is recorded as a
row with the admin and the reason; existing rows cannot be edited or deleted."""

from __future__ import annotations

from django import forms
from django.contrib import admin, messages
from django.contrib.auth import get_user_model
from django.utils.translation import gettext, gettext_lazy as _

from boardgames.errors import ApplicationError
from boardgames.game_names import display_name

from . import services
from .models import CoinSettlement, LedgerEntry, PlayerRating, RatedGame, RatingChange, Wallet
from .selectors import known_game_types


def _game_choices():
    return [(slug, f"{display_name(slug)} ({slug})") for slug in known_game_types()]


class AdjustmentForm(forms.Form):
    """A manual points adjustment (goes through :func:`services.rating_adjust`)."""

    user = forms.ModelChoiceField(queryset=get_user_model().objects.order_by("username"), label=_("User"))
    game_type = forms.ChoiceField(choices=_game_choices, label=_("Game"))
    delta = forms.IntegerField(label=_("Delta"), help_text=_("Points to add (negative to deduct)."))
    reason = forms.CharField(label=_("Reason"), widget=forms.Textarea(attrs={"rows": 3}),
                             help_text=_("Recorded with the change."))


class GrantForm(forms.Form):
    """A coin grant from the house (goes through :func:`services.coins_grant`)."""

    account = forms.ModelChoiceField(queryset=get_user_model().objects.order_by("username"), label=_("User"))
    amount = forms.IntegerField(label=_("Amount"),
                                help_text=_("Coins to give (negative to take back, never below zero)."))
    reason = forms.CharField(label=_("Reason"), widget=forms.Textarea(attrs={"rows": 3}),
                             help_text=_("Recorded with the entries."))


class ReadOnlyAdmin(admin.ModelAdmin):
    """Rows are written only by the services: no add, change or delete here."""

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False


class _ServiceAddAdmin(ReadOnlyAdmin):
    """Rows are read-only; "add" shows a plain form whose submission calls a service:
    subclasses set ``add_form`` and define ``perform(request, cleaned_data)`` returning
    the row the service created."""

    add_form: type[forms.Form]

    def has_add_permission(self, request):
        return admin.ModelAdmin.has_add_permission(self, request)

    def get_form(self, request, obj=None, change=False, **kwargs):
        if obj is None:
            return _bind_form(self.add_form)
        return super().get_form(request, obj, change=change, **kwargs)

    def get_fieldsets(self, request, obj=None):
        if obj is None:
            return [(None, {"fields": list(self.add_form.base_fields)})]
        return super().get_fieldsets(request, obj)

    def get_readonly_fields(self, request, obj=None):
        if obj is None:
            return ()
        return [f.name for f in self.model._meta.fields]

    def save_form(self, request, form, change):
        return self.model()

    def save_model(self, request, obj, form, change):
        created = self.perform(request, form.cleaned_data)
        obj.pk = created.pk
        obj.__dict__.update({k: v for k, v in created.__dict__.items() if not k.startswith("_")})

    def save_related(self, request, form, formsets, change):
        return None

    def add_view(self, request, form_url="", extra_context=None):
        try:
            return super().add_view(request, form_url, extra_context)
        except ApplicationError as error:
            self.message_user(request, error.message, level=messages.ERROR)
            from django.http import HttpResponseRedirect

            return HttpResponseRedirect(request.get_full_path())


def _bind_form(form_class):
    """A plain Form made to look like a ModelForm to the admin's add view
    (``instance`` and ``save_m2m``)."""

    class Bound(form_class):
        def __init__(self, *args, instance=None, **kwargs):
            kwargs.pop("use_required_attribute", None)
            super().__init__(*args, **kwargs)
            self.instance = instance

        def save_m2m(self):
            return None

    Bound.__name__ = form_class.__name__
    return Bound


@admin.register(RatingChange)
class RatingChangeAdmin(_ServiceAddAdmin):
    """Every points change; "Add" makes a manual adjustment."""

    add_form = AdjustmentForm
    list_display = ("created_at", "user", "game_type", "kind", "game", "place", "points_before", "delta",
                    "points_after", "reason", "created_by")
    list_filter = ("kind", "game_type", "won", "created_at")
    search_fields = ("user__username", "reason", "game__id")
    date_hierarchy = "created_at"
    list_select_related = ("user", "game", "created_by")
    raw_id_fields = ("user", "game", "created_by")

    def perform(self, request, data):
        return services.rating_adjust(request.user, data["user"], data["game_type"], data["delta"], data["reason"])

    def response_add(self, request, obj, post_url_continue=None):
        self.message_user(request, gettext("Adjusted %(user)s's %(game)s points by %(delta)s.")
                          % {"user": obj.user, "game": obj.game_type, "delta": f"{obj.delta:+d}"})
        from django.http import HttpResponseRedirect
        from django.urls import reverse

        return HttpResponseRedirect(reverse("admin:ratings_ratingchange_changelist"))


@admin.register(LedgerEntry)
class LedgerEntryAdmin(_ServiceAddAdmin):
    """Every coin movement (account empty = the house); "Add" grants coins."""

    add_form = GrantForm
    list_display = ("created_at", "account_label", "amount", "kind", "game", "reason", "created_by", "transfer")
    list_filter = ("kind", "created_at")
    search_fields = ("account__username", "reason", "transfer", "game__id")
    date_hierarchy = "created_at"
    list_select_related = ("account", "game", "created_by")

    @admin.display(description=_("account"))
    def account_label(self, obj):
        return obj.account.username if obj.account_id else gettext("(house)")

    def perform(self, request, data):
        entries = services.coins_grant(request.user, data["account"], data["amount"], data["reason"])
        return next(e for e in entries if e.account_id is not None)

    def response_add(self, request, obj, post_url_continue=None):
        self.message_user(request, gettext("Granted %(amount)s coins to %(user)s.")
                          % {"amount": f"{obj.amount:+d}", "user": obj.account})
        from django.http import HttpResponseRedirect
        from django.urls import reverse

        return HttpResponseRedirect(reverse("admin:ratings_ledgerentry_changelist"))


@admin.register(PlayerRating)
class PlayerRatingAdmin(ReadOnlyAdmin):
    """Ratings per player and game (read-only: change points through an adjustment)."""

    list_display = ("user", "game_type", "points", "level", "title", "games", "wins", "mu", "sigma", "updated_at")
    list_filter = ("game_type",)
    search_fields = ("user__username",)
    list_select_related = ("user",)


@admin.register(Wallet)
class WalletAdmin(ReadOnlyAdmin):
    """Coin balances (read-only: grant coins from Ledger entries)."""

    list_display = ("user", "balance", "updated_at")
    search_fields = ("user__username",)
    list_select_related = ("user",)


@admin.register(RatedGame, CoinSettlement)
class MarkerAdmin(ReadOnlyAdmin):
    """The once-per-game markers (read-only)."""

    list_display = ("__str__",)
