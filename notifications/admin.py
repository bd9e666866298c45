"""Admin views of the notification centre: entries, preferences, addresses and the mail
queue (read-only: rows are written by the services)."""

from django.contrib import admin

from .models import EmailAddress, Notification, OutboundEmail, Preference


class ReadOnly(admin.ModelAdmin):
    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False


@admin.register(Notification)
class NotificationAdmin(ReadOnly):
    list_display = ("id", "user", "kind", "game", "created_at", "read_at", "in_site")
    list_filter = ("kind", "in_site")
    search_fields = ("user__username", "key")


@admin.register(OutboundEmail)
class OutboundEmailAdmin(ReadOnly):
    list_display = ("id", "user", "kind", "to", "subject", "created_at", "sent_at", "attempts")
    list_filter = ("kind",)
    search_fields = ("user__username", "to", "key")


@admin.register(Preference)
class PreferenceAdmin(ReadOnly):
    list_display = ("user", "digest", "digest_hour", "time_zone", "quiet_hours", "updated_at")
    search_fields = ("user__username",)


@admin.register(EmailAddress)
class EmailAddressAdmin(ReadOnly):
    list_display = ("user", "email", "verified_at", "updated_at")
    search_fields = ("user__username", "email")
