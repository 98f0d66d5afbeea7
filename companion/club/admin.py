"""Admin: clubs and their people (a club is also created and run from its pages)."""

from __future__ import annotations

from django.contrib import admin

from companion.club.models import Club, Membership, Play, Player, PlayResult


class MembershipInline(admin.TabularInline):
    model = Membership
    extra = 1
    raw_id_fields = ["user"]


@admin.register(Club)
class ClubAdmin(admin.ModelAdmin):
    list_display = ["name", "slug", "is_public"]
    prepopulated_fields = {"slug": ["name"]}
    inlines = [MembershipInline]
    readonly_fields = ["history_version", "ratings_version"]


@admin.register(Player)
class PlayerAdmin(admin.ModelAdmin):
    list_display = ["name", "club", "user"]
    list_filter = ["club"]
    search_fields = ["name"]
    raw_id_fields = ["user"]


# A tuple: shared by `fields` (which also accepts field groups) and `readonly_fields`
# (names only), and a list would have to be typed as one or the other.
_RESULT_FIELDS = ("seat", "player", "name", "score", "place", "is_winner")


class PlayResultInline(admin.TabularInline):
    model = PlayResult
    fields = _RESULT_FIELDS
    readonly_fields = _RESULT_FIELDS
    extra = 0
    can_delete = False


@admin.register(Play)
class PlayAdmin(admin.ModelAdmin):
    list_display = ["game", "club", "played_at", "source", "table_code"]
    list_filter = ["club", "game", "source"]
    raw_id_fields = ["table", "created_by"]
    inlines = [PlayResultInline]
    readonly_fields = ["created_at", "updated_at"]

    # Plays change through the club pages and API, which recompute the ratings.
    def has_add_permission(self, request, obj=None) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False
