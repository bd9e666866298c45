"""Django admin for games, seats and moves (read-mostly: moves are append-only)."""

from django.contrib import admin

from .models import Game, Move, Seat


class SeatInline(admin.TabularInline):
    model = Seat
    extra = 0
    fields = ("index", "team", "user", "place", "outcome", "joined_at")
    readonly_fields = ("joined_at",)


@admin.register(Game)
class GameAdmin(admin.ModelAdmin):
    list_display = ("id", "game_type", "status", "players", "speed", "rated", "version", "deadline", "created_at", "finished_at")
    list_filter = ("game_type", "status", "speed", "rated", "from_position")
    search_fields = ("id", "seats__user__username", "invite_code")
    readonly_fields = ("state", "initial_state", "version", "deadlines", "deadline", "timer_armed_for", "result",
                       "seed", "created_at", "started_at", "finished_at", "updated_at")
    inlines = [SeatInline]


@admin.register(Seat)
class SeatAdmin(admin.ModelAdmin):
    list_display = ("game", "index", "team", "user", "place", "outcome")
    list_filter = ("game__game_type", "outcome")
    search_fields = ("user__username", "game__id")
    raw_id_fields = ("game", "user")


@admin.register(Move)
class MoveAdmin(admin.ModelAdmin):
    list_display = ("game", "seq", "seat", "user", "by_timeout", "created_at")
    list_filter = ("by_timeout", "game__game_type")
    search_fields = ("game__id",)
    readonly_fields = ("game", "seq", "seat", "user", "action", "events", "by_timeout", "created_at")

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False
