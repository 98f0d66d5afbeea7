"""Input and output shapes of the public API (one pair per endpoint)."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.db.models import Q
from django.utils.translation import gettext_lazy as _
from rest_framework import serializers

from companion.club.models import Club, ClubToken
from companion.engines.registry import game_slugs


class SeatIn(serializers.Serializer):
    name = serializers.CharField(max_length=40, required=False, allow_blank=True)
    colour = serializers.CharField(max_length=20, required=False, allow_blank=True)


class VisibleClubField(serializers.SlugRelatedField):  # type: ignore[type-arg]
    """A club the caller may see, by its slug: a private club is not there for anyone
    outside it (the same 400 as a club that does not exist), so its name is not told."""

    def get_queryset(self) -> Any:
        request = self.context.get("request")
        user = getattr(request, "user", None)
        seen = Q(is_public=True)
        if user is not None and user.is_authenticated:
            seen |= Q(memberships__user=user)
        key = getattr(request, "auth", None)
        if isinstance(key, ClubToken):
            seen |= Q(pk=key.club_id)
        return Club.objects.filter(seen).distinct()


class TableCreateIn(serializers.Serializer):
    game = serializers.ChoiceField(choices=game_slugs())
    seats = SeatIn(
        many=True, help_text="one per player; how many depends on the game (GET /api/games/)"
    )
    options = serializers.DictField(
        required=False,
        default=dict,
        help_text=(
            "the game's options (GET /api/games/), by name; house_rulings lists the RULINGs a "
            "group may override, each by its option (ruling_<id>) and the key of a reading"
        ),
    )
    seed = serializers.IntegerField(required=False, min_value=0, max_value=2**48)
    club = VisibleClubField(
        slug_field="slug",
        queryset=Club.objects.all(),
        required=False,
        help_text="record the finished game in this club's history (a club key of it, with "
        "the write scope, may create its tables too)",
        error_messages={"does_not_exist": _("There is no club with that name.")},
    )
    catalogue = serializers.JSONField(
        required=False,
        help_text="the game's catalogue (its 'catalogue' shape in GET /api/games/): "
        "an object of lists of rows; without it a club table copies its club's",
    )
    language = serializers.ChoiceField(
        choices=[code for code, _name in settings.LANGUAGES],
        required=False,
        help_text="the language a phone that has chosen none starts in on the table's pages "
        "(omitted: each browser's own)",
    )
    screen_language = serializers.ChoiceField(
        choices=[code for code, _name in settings.LANGUAGES],
        required=False,
        help_text="the table screen's own language (omitted: the table's)",
    )


class TableLanguagesIn(serializers.Serializer):
    language = serializers.ChoiceField(
        choices=["", *(code for code, _name in settings.LANGUAGES)],
        help_text='the language a phone that has chosen none starts in ("": each browser\'s)',
    )
    screen_language = serializers.ChoiceField(
        choices=["", *(code for code, _name in settings.LANGUAGES)],
        help_text="the table screen's own language (\"\": the table's)",
    )


class CreatedSeatOut(serializers.Serializer):
    index = serializers.IntegerField()
    name = serializers.CharField()
    colour = serializers.CharField()
    token = serializers.CharField()


class TableCreateOut(serializers.Serializer):
    code = serializers.CharField()
    game = serializers.CharField()
    host_token = serializers.CharField()
    version = serializers.IntegerField()
    seats = CreatedSeatOut(many=True)
    join_url = serializers.CharField()
    screen_url = serializers.CharField()
    recovery_token = serializers.CharField(
        help_text="keep it safe: it makes a phone the host again (POST .../host/recover/)"
    )
    recovery_url = serializers.CharField(help_text="the same, as a link to open on a phone")


class LegalMoveOut(serializers.Serializer):
    type = serializers.CharField()
    label = serializers.CharField()
    allowed = serializers.DictField(help_text="argument -> values allowed now")


class ReadingOut(serializers.Serializer):
    key = serializers.CharField(help_text="the option's value that chooses this reading")
    text = serializers.CharField(help_text="the reading, in the request's language")


class HouseRulingOut(serializers.Serializer):
    ruling = serializers.CharField(help_text="the RULING's ID in the rules reference")
    question = serializers.CharField()
    option = serializers.CharField(help_text="the table option that chooses the reading")
    default = serializers.CharField(help_text="the RULING's own reading")
    readings = ReadingOut(many=True)


class RulingInForceOut(HouseRulingOut):
    reading = serializers.CharField(help_text="the key of the reading in force at this table")
    reading_text = serializers.CharField()
    overridden = serializers.BooleanField(help_text="true: the group chose another reading")


class TableStateOut(serializers.Serializer):
    code = serializers.CharField()
    game = serializers.CharField()
    version = serializers.IntegerField()
    status = serializers.CharField()
    bookkeeping_pending = serializers.BooleanField()
    language = serializers.CharField(help_text='the table\'s language code ("": none set)')
    screen_language = serializers.CharField(help_text="the screen's (\"\": the table's)")
    seat = serializers.IntegerField(allow_null=True)
    role = serializers.ChoiceField(choices=["seat", "host", "spectator"])
    view = serializers.DictField(help_text="the caller's player_view (public without a seat)")
    catalogue = serializers.CharField(
        allow_null=True,
        help_text="where the table's catalogue came from, in words (its club and when the "
        "club saved it, or none); null for a game without a catalogue",
    )
    legal_moves = LegalMoveOut(many=True)
    house_rulings = RulingInForceOut(
        many=True, help_text="the reading of each house-rulable RULING in force at this table"
    )


class MoveIn(serializers.Serializer):
    type = serializers.CharField(max_length=40)
    args = serializers.DictField(required=False, default=dict)
    expected_version = serializers.IntegerField(min_value=0)
    client_move_id = serializers.CharField(max_length=64, required=False, allow_blank=True)
    seat = serializers.IntegerField(
        required=False, min_value=0, help_text="host token only: the seat to act for"
    )


OUTCOME_HELP = (
    "what the entry did, in the request's language: the public lines, then the lines "
    "meant for the caller's seat only"
)


class MoveOut(serializers.Serializer):
    version = serializers.IntegerField()
    seq = serializers.IntegerField(help_text="the log entry of this move, undo or redo")
    duplicate = serializers.BooleanField(help_text="true: this client_move_id was already applied")
    merged = serializers.BooleanField(
        help_text=(
            "true: entered on an older version and applied after the independent entries "
            "made since (moves declared as commuting)"
        )
    )
    status = serializers.CharField()
    view = serializers.DictField(
        required=False,
        help_text="the caller's view after the entry; left out on `Prefer: return=minimal`",
    )
    outcome = serializers.ListField(child=serializers.CharField(), help_text=OUTCOME_HELP)
    warning = serializers.CharField(
        allow_null=True,
        help_text=(
            "a legal move the rules allow but a player may not mean (a card that moves no "
            "ship), in words: recorded all the same; the pages ask first. null: none"
        ),
    )


class UndoIn(serializers.Serializer):
    expected_version = serializers.IntegerField(
        min_value=0, help_text="the table's version the phone saw (a stale one gets 409)"
    )
    client_move_id = serializers.CharField(max_length=64, required=False, allow_blank=True)


class CorrectionMove(serializers.Serializer):
    type = serializers.CharField(max_length=40)
    args = serializers.DictField(required=False, default=dict)


class CorrectionIn(serializers.Serializer):
    move = CorrectionMove(
        allow_null=True,
        help_text=(
            "the entry as it should have been (same seat; its type may differ), or null to "
            "remove the entry"
        ),
    )
    expected_version = serializers.IntegerField(
        min_value=0, help_text="the table's version the phone saw (a stale one gets 409)"
    )
    client_move_id = serializers.CharField(max_length=64, required=False, allow_blank=True)


class ErrorOut(serializers.Serializer):
    error = serializers.CharField(help_text="what is wrong, in words for a person")
    rule = serializers.CharField(required=False, help_text="the rule ID that forbids the move")
    field = serializers.CharField(
        required=False, help_text="where: a field, a query parameter, 'path' or 'body'"
    )
    fields = serializers.DictField(
        required=False, help_text="every invalid field with its messages (input validation)"
    )


class ConflictOut(serializers.Serializer):
    error = serializers.CharField()
    version = serializers.IntegerField()
    view = serializers.DictField()


class EventOut(serializers.Serializer):
    seq = serializers.IntegerField()
    kind = serializers.ChoiceField(
        choices=["move", "undo", "redo", "seat"],
        help_text="seat: a phone took a seat, the host freed or reassigned one, or the host "
        "role moved (args.action says which, outcome says it in words); never a change of "
        "the game. undo and redo: args.targets lists the entries taken back or brought back",
    )
    actor = serializers.CharField()
    seat = serializers.IntegerField(allow_null=True)
    seat_name = serializers.CharField(allow_null=True)
    type = serializers.CharField()
    args = serializers.DictField()
    undone = serializers.BooleanField()
    target_seq = serializers.IntegerField(allow_null=True)
    outcome = serializers.ListField(child=serializers.CharField(), help_text=OUTCOME_HELP)
    created_at = serializers.DateTimeField()


class GameOut(serializers.Serializer):
    slug = serializers.CharField()
    title = serializers.CharField()
    min_seats = serializers.IntegerField()
    max_seats = serializers.IntegerField()
    colours = serializers.ListField(child=serializers.CharField())
    options = serializers.ListField(
        child=serializers.DictField(),
        help_text="declared like move arguments; a choice may carry choice_labels (its words)",
    )
    house_rulings = HouseRulingOut(
        many=True, help_text="RULINGs a group may override, each chosen by its option"
    )
    moves = serializers.ListField(child=serializers.DictField())
    catalogue = serializers.DictField(
        allow_null=True,
        help_text="the shape of the game's club catalogue (sections of rows, each field "
        "declared like a move argument); null: the game has none",
    )


class ResultOut(serializers.Serializer):
    scores = serializers.DictField()
    places = serializers.DictField()
    winners = serializers.ListField(child=serializers.IntegerField())
    breakdown = serializers.DictField(help_text="seat -> how its score was made, in words")
    tiebreaks = serializers.ListField(
        child=serializers.CharField(), help_text="how ties were broken, in the request's language"
    )
    ended_by = serializers.CharField(
        allow_blank=True, help_text="the rule that ended the game (its ID in the rules reference)"
    )
