"""Admin: rematch offers, read-only."""

from django.contrib import admin

from .models import RematchOffer


@admin.register(RematchOffer)
class RematchOfferAdmin(admin.ModelAdmin):
    list_display = ("id", "game", "proposed_by", "status", "new_game", "created_at")
    list_filter = ("status",)
    raw_id_fields = ("game", "new_game", "proposed_by")

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False
