"""Admin: staff read chat reports (with the message, its author and game), mark them
resolved; messages can be browsed by game and removed."""

from __future__ import annotations

from django.contrib import admin

from .models import ChatMessage, ChatReport


@admin.register(ChatReport)
class ChatReportAdmin(admin.ModelAdmin):
    """Open reports first; staff may only tick ``resolved``."""

    list_display = ("created_at", "reporter", "message_author", "message_text", "game", "reason", "resolved")
    list_filter = ("resolved",)
    list_editable = ("resolved",)
    search_fields = ("message__text", "reporter__username", "message__user__username")
    readonly_fields = ("message", "reporter", "reason", "created_at")
    list_select_related = ("message__user", "reporter", "message__game")

    def has_add_permission(self, request):
        return False

    @admin.display(description="author")
    def message_author(self, report):
        return report.message.user.username

    @admin.display(description="message")
    def message_text(self, report):
        return report.message.text[:120]

    @admin.display(description="game")
    def game(self, report):
        return report.message.game_id


@admin.register(ChatMessage)
class ChatMessageAdmin(admin.ModelAdmin):
    """Messages by game; read-only (deleting one removes it for everyone)."""

    list_display = ("created_at", "game", "channel", "user", "text")
    list_filter = ("channel",)
    search_fields = ("text", "user__username")
    raw_id_fields = ("game", "user")
    readonly_fields = ("game", "user", "channel", "text", "at_version", "created_at")

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False
