"""Input and output shapes of the club API.

Every response of the club API is produced by the output serializer its
``@extend_schema`` names (``*Out``, the paginated pages, :class:`ClubErrorOut`), so the
OpenAPI schema and the answers cannot drift apart. Inputs are documented by the
``*In`` serializers; the club's checks (``companion.club.play_input``,
``companion.club.players``) check plays and players, naming the row and field of every
bad value, and :class:`SeatLinkIn` checks its own body.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from django.core.validators import RegexValidator
from django.urls import reverse
from django.utils.translation import gettext, gettext_lazy
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from companion.club import selectors
from companion.club.cleaning import (
    MAX_ID,
    MAX_NAME,
    MAX_NOTES,
    MAX_TIEBREAK,
    MAX_TIEBREAKS,
    text_problem,
)
from companion.club.play_input import MAX_DURATION
from companion.club.results import MAX_RESULTS


@cache
def paginated(item: type[serializers.Serializer]) -> type[serializers.Serializer]:
    """The limit/offset page of ``item``: count, next, previous, results."""
    name = f"Paginated{item.__name__}List"
    return type(
        name,
        (serializers.Serializer,),
        {
            "count": serializers.IntegerField(),
            "next": serializers.URLField(allow_null=True),
            "previous": serializers.URLField(allow_null=True),
            "results": item(many=True),
            "__module__": __name__,
        },
    )


# For the schema: no control character but tab and new line (the check is
# text_problem, which also refuses lone surrogates).
CLEAN_TEXT = RegexValidator(r"^[^\x00-\x08\x0b-\x1f\x7f-\x9f]*$")


class Text(serializers.CharField):
    """A JSON string and nothing else (DRF's CharField also takes numbers), without the
    characters PostgreSQL refuses or a page would garble."""

    default_error_messages = {"not_text": gettext_lazy("must be a text")}

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.validators.append(CLEAN_TEXT)

    def to_internal_value(self, data: Any) -> str:
        if not isinstance(data, str):
            self.fail("not_text")
        problem = text_problem(data)
        if problem:
            raise serializers.ValidationError(problem)
        return super().to_internal_value(data)


@extend_schema_field(OpenApiTypes.NUMBER)
class Number(serializers.Field):
    """A score as stored: whole numbers stay whole (7, not 7.0)."""

    def to_representation(self, value: Any) -> int | float:
        number = float(value)
        return int(number) if number.is_integer() and abs(number) < 2**53 else number


@extend_schema_field(
    {"oneOf": [{"type": "integer"}, {"type": "string"}], "nullable": True},
)
class PlayerRef(serializers.Field):
    """Documentation only: a player id or a player's name (the play checks look it up)."""


class ClubGameOut(serializers.Serializer):
    game = serializers.CharField()
    plays = serializers.IntegerField()


class ClubOut(serializers.Serializer):
    slug = serializers.SlugField()
    name = serializers.CharField()
    is_public = serializers.BooleanField()
    time_zone = serializers.CharField(help_text="the club's dates are in this zone")
    is_organiser = serializers.SerializerMethodField(help_text="the caller may change this club")

    def get_is_organiser(self, club: Any) -> bool:
        return club.pk in self.context.get("organised", ())


class ClubIn(serializers.Serializer):
    name = Text(max_length=120, help_text="the club's name; its address (slug) is made from it")
    is_public = serializers.BooleanField(
        required=False, default=False, help_text="anyone may read it (default: its people only)"
    )
    time_zone = serializers.CharField(
        required=False,
        help_text="an IANA time zone name for its dates (default: the server's), such as "
        "Europe/Rome",
    )


class ClubDetailsIn(serializers.Serializer):
    name = Text(max_length=120, required=False)
    is_public = serializers.BooleanField(required=False)
    time_zone = serializers.CharField(
        required=False, help_text="an IANA time zone name: Europe/Rome, America/Sao_Paulo..."
    )


class ForgottenOut(serializers.Serializer):
    plays = serializers.IntegerField(help_text="plays whose seat stays, as a former player's")


class ClubKeyOut(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    scope = serializers.ChoiceField(choices=["read", "write"])
    prefix = serializers.CharField(help_text="the key's first characters, to tell keys apart")
    created_at = serializers.DateTimeField()
    last_used_at = serializers.DateTimeField(allow_null=True)
    revoked = serializers.SerializerMethodField(help_text="it no longer works")

    def get_revoked(self, token: Any) -> bool:
        return token.revoked_at is not None


class NewClubKeyOut(ClubKeyOut):
    key = serializers.SerializerMethodField(
        help_text="shown only in this answer: the club keeps its hash"
    )

    def get_key(self, token: Any) -> str:
        return str(self.context["key"])


class ClubKeyIn(serializers.Serializer):
    name = Text(max_length=80, help_text="what the key is for")
    scope = serializers.ChoiceField(
        choices=["read", "write"], help_text="read: as a member; write: as an organiser too"
    )


class ResetLinkOut(serializers.Serializer):
    username = serializers.CharField()
    link = serializers.CharField(help_text="the one-time page to choose a new password")
    expires_at = serializers.DateTimeField()


class AccountClubOut(serializers.Serializer):
    club = serializers.SlugField(source="club.slug")
    name = serializers.CharField(source="club.name")
    role = serializers.ChoiceField(choices=["owner", "organiser", "member"])
    player = serializers.SerializerMethodField(help_text="the player's id you play as there")

    def get_player(self, membership: Any) -> int | None:
        player = getattr(membership, "plays_as", None)
        return player.pk if player is not None else None


class AccountOut(serializers.Serializer):
    username = serializers.CharField()
    clubs = AccountClubOut(many=True)


class ClubDetailOut(ClubOut):
    players = serializers.IntegerField(source="players.count")
    plays = serializers.IntegerField(source="plays.count")
    games = serializers.SerializerMethodField()
    ratings_fresh = serializers.SerializerMethodField(
        help_text="false while a rating recomputation is queued"
    )

    @extend_schema_field(ClubGameOut(many=True))
    def get_games(self, club: Any) -> list[dict[str, Any]]:
        return ClubGameOut(selectors.games_played(club), many=True).data

    def get_ratings_fresh(self, club: Any) -> bool:
        return club.ratings_version == club.history_version


class PlayerIn(serializers.Serializer):
    name = Text(max_length=MAX_NAME)


class PlayerMergeIn(serializers.Serializer):
    into = serializers.IntegerField(
        min_value=0, max_value=MAX_ID, help_text="the id of the player the guest turns out to be"
    )


class PlayerOut(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    guest = serializers.BooleanField(
        help_text='added by a phone joining a club table ("I\'m new here"), not yet '
        "confirmed by an organiser"
    )
    has_login = serializers.SerializerMethodField()

    def get_has_login(self, player: Any) -> bool:
        return player.user_id is not None


class GameStatRow(serializers.Serializer):
    game = serializers.CharField(help_text="empty in the first row: every game")
    plays = serializers.IntegerField()
    wins = serializers.IntegerField()
    win_rate = serializers.FloatField()
    avg_score = serializers.FloatField(allow_null=True, required=False)
    best_score = serializers.FloatField(allow_null=True, required=False)
    rating = serializers.FloatField(allow_null=True)
    streak = serializers.IntegerField(help_text="> 0: wins in a row; < 0: plays without a win")


class PlayerDetailOut(PlayerOut):
    stats = serializers.SerializerMethodField()

    @extend_schema_field(GameStatRow(many=True))
    def get_stats(self, player: Any) -> list[dict[str, Any]]:
        rows = selectors.player_game_stats(player)
        rows[0]["game"] = ""
        return GameStatRow(rows, many=True).data


class PlayResultIn(serializers.Serializer):
    player = PlayerRef(
        required=False,
        allow_null=True,
        help_text="a player id or name of this club; null or omitted: a guest (give 'name')",
    )
    name = Text(required=False, max_length=MAX_NAME, help_text="a guest's name")
    seat = serializers.IntegerField(
        required=False,
        allow_null=True,
        min_value=0,
        max_value=255,
        help_text="seat order, 0 first; default: the row's position",
    )
    score = serializers.FloatField()
    place = serializers.IntegerField(
        required=False,
        allow_null=True,
        min_value=1,
        max_value=MAX_RESULTS,
        help_text="omit to rank by score (ties share a place)",
    )
    breakdown = serializers.DictField(
        required=False, allow_null=True, help_text="the scoring categories"
    )


class PlayIn(serializers.Serializer):
    game = serializers.RegexField(
        r"^[a-zA-Z0-9][a-zA-Z0-9_-]{0,39}$",
        help_text="a game slug, as GET /api/games/ lists them, or any name for a game without an engine",
    )
    played_at = serializers.DateTimeField(
        required=False, help_text="default: now; a bare date is midnight"
    )
    duration_seconds = serializers.IntegerField(
        required=False, allow_null=True, min_value=0, max_value=MAX_DURATION
    )
    lowest_wins = serializers.BooleanField(required=False, default=False)
    notes = Text(required=False, allow_blank=True, max_length=MAX_NOTES)
    tiebreaks = serializers.ListField(
        child=Text(max_length=MAX_TIEBREAK),
        required=False,
        max_length=MAX_TIEBREAKS,
        help_text="how ties were broken, in words",
    )
    results = serializers.ListField(child=PlayResultIn(), min_length=1, max_length=MAX_RESULTS)


class PlayResultOut(serializers.Serializer):
    player = serializers.IntegerField(source="player_id", allow_null=True)
    name = serializers.CharField(help_text="empty for a former player")
    former = serializers.BooleanField(
        help_text="a player removed on request: the seat stays, nameless and unrated"
    )
    seat = serializers.IntegerField()
    score = Number()
    place = serializers.IntegerField()
    winner = serializers.BooleanField(source="is_winner")
    breakdown = serializers.DictField()


class PlayOut(serializers.Serializer):
    id = serializers.IntegerField()
    game = serializers.CharField()
    played_at = serializers.DateTimeField()
    duration_seconds = serializers.IntegerField(allow_null=True)
    source = serializers.ChoiceField(choices=["table", "manual", "import"])
    table_code = serializers.CharField(help_text="the table it was played at (empty: none)")
    events_url = serializers.SerializerMethodField(help_text="the table's full log, kept for audit")
    lowest_wins = serializers.BooleanField()
    tiebreaks = serializers.ListField(child=serializers.CharField())
    notes = serializers.CharField()
    results = serializers.SerializerMethodField()

    def get_events_url(self, play: Any) -> str | None:
        return reverse("api:events", args=[play.table_code]) if play.table_id else None

    @extend_schema_field(PlayResultOut(many=True))
    def get_results(self, play: Any) -> list[dict[str, Any]]:
        # Sorted here, not in the query: the results are prefetched with the page.
        rows = sorted(play.results.all(), key=lambda r: r.seat)
        return PlayResultOut(rows, many=True).data


class LeaderRow(serializers.Serializer):
    rank = serializers.IntegerField()
    player_id = serializers.IntegerField()
    name = serializers.CharField()
    plays = serializers.IntegerField()
    wins = serializers.IntegerField()
    win_rate = serializers.FloatField()
    avg_score = serializers.FloatField()
    best_score = serializers.FloatField(allow_null=True)
    streak = serializers.IntegerField()
    rating = serializers.FloatField(allow_null=True, help_text="OpenSkill ordinal, mu - 3 sigma")
    mu = serializers.FloatField(allow_null=True)
    sigma = serializers.FloatField(allow_null=True)


class RatingPoint(serializers.Serializer):
    play_id = serializers.IntegerField()
    game = serializers.CharField()
    played_at = serializers.DateTimeField()
    mu = serializers.FloatField()
    sigma = serializers.FloatField()
    rating = serializers.FloatField()


class SeatRow(serializers.Serializer):
    seat = serializers.IntegerField()
    plays = serializers.IntegerField()
    wins = serializers.IntegerField()
    win_rate = serializers.FloatField()


class Bucket(serializers.Serializer):
    low = serializers.FloatField()
    high = serializers.FloatField()
    count = serializers.IntegerField()


class GameStatsOut(serializers.Serializer):
    game = serializers.CharField()
    plays = serializers.IntegerField()
    avg_duration_seconds = serializers.FloatField(source="avg_duration", allow_null=True)
    win_rate_by_seat = SeatRow(source="seat_rows", many=True)
    score_distribution = Bucket(source="histogram", many=True)


class SeatLinkIn(serializers.Serializer):
    table = Text(max_length=12, help_text="the table's code")
    seat = serializers.IntegerField(min_value=0, max_value=255)
    player = serializers.IntegerField(
        allow_null=True,
        min_value=1,
        max_value=MAX_ID,
        help_text="a player id; null unlinks",
    )
    host_token = Text(
        required=False,
        max_length=200,
        help_text=(
            "the table's host token (or the token of the seat holding the host role): "
            "needed only to bring a table that has no club yet into this club"
        ),
    )


class SeatLinkOut(serializers.Serializer):
    table = serializers.CharField()
    seat = serializers.IntegerField()
    player = serializers.IntegerField(allow_null=True)
    play_id = serializers.IntegerField(allow_null=True, help_text="the table's play, if finished")


class ExportClub(serializers.Serializer):
    name = serializers.CharField()
    is_public = serializers.BooleanField()
    time_zone = serializers.CharField(
        required=False, help_text="the zone the club's dates are read in (Europe/Rome...)"
    )


class ExportPlayer(serializers.Serializer):
    name = serializers.CharField()
    guest = serializers.BooleanField(
        required=False,
        help_text="true: added by a phone at a club table, not yet confirmed (left out: "
        "a confirmed player)",
    )


class ExportResult(serializers.Serializer):
    player = serializers.CharField(allow_null=True, help_text="a player's name; null: a guest")
    name = serializers.CharField(allow_blank=True)
    seat = serializers.IntegerField()
    score = Number()
    place = serializers.IntegerField()
    winner = serializers.BooleanField()
    breakdown = serializers.DictField()
    former = serializers.BooleanField(
        required=False, help_text="true: a player removed on request (no player, no name)"
    )


class ExportPlay(serializers.Serializer):
    game = serializers.CharField()
    played_at = serializers.CharField(help_text="ISO 8601 with its offset")
    duration_seconds = serializers.IntegerField(allow_null=True)
    source = serializers.ChoiceField(choices=["table", "manual", "import"])
    table_code = serializers.CharField(allow_blank=True)
    lowest_wins = serializers.BooleanField()
    tiebreaks = serializers.ListField(child=serializers.CharField())
    notes = serializers.CharField(allow_blank=True)
    results = serializers.ListField(child=ExportResult(), min_length=1)


class ExportPerson(serializers.Serializer):
    username = serializers.CharField()
    role = serializers.ChoiceField(choices=["owner", "organiser", "member"])
    player = serializers.CharField(allow_null=True, help_text="the player they play as")
    since = serializers.CharField()


class ExportInvitation(serializers.Serializer):
    role = serializers.ChoiceField(choices=["owner", "organiser", "member"])
    created_at = serializers.CharField()
    expires_at = serializers.CharField()
    max_uses = serializers.IntegerField(allow_null=True)
    uses = serializers.IntegerField()
    revoked_at = serializers.CharField(allow_null=True)


class ExportKey(serializers.Serializer):
    name = serializers.CharField()
    scope = serializers.ChoiceField(choices=["read", "write"])
    prefix = serializers.CharField(help_text="the key's first characters, to tell keys apart")
    created_at = serializers.CharField()
    last_used_at = serializers.CharField(allow_null=True)
    revoked_at = serializers.CharField(allow_null=True)


class ExportDoc(serializers.Serializer):
    format = serializers.ChoiceField(choices=["tortuga-club"])
    version = serializers.IntegerField(min_value=1, max_value=1)
    club = ExportClub()
    players = ExportPlayer(many=True)
    plays = ExportPlay(many=True)
    catalogues = serializers.DictField(
        child=serializers.DictField(),
        required=False,
        help_text="per game, the club's catalogue (only when it has one); each is checked "
        "against the game's shape on import",
    )
    people = ExportPerson(
        many=True,
        required=False,
        help_text="who is in the club, with their role and player (an import leaves them "
        "out: accounts are not carried from one club to another)",
    )
    invitations = ExportInvitation(many=True, required=False, help_text="every link made")
    keys = ExportKey(
        many=True, required=False, help_text="every key made for scripts (never the key itself)"
    )


class ImportOut(serializers.Serializer):
    players = serializers.IntegerField()
    plays = serializers.IntegerField()
    catalogues = serializers.IntegerField(help_text="the games whose catalogue was imported")


class RowError(serializers.Serializer):
    row = serializers.IntegerField(allow_null=True, help_text="the CSV line (the header is 1)")
    field = serializers.CharField(allow_null=True)
    message = serializers.CharField()
    text = serializers.CharField()


class CsvReportOut(serializers.Serializer):
    dry_run = serializers.BooleanField()
    ok = serializers.BooleanField()
    rows = serializers.IntegerField()
    plays = serializers.IntegerField()
    imported = serializers.IntegerField()
    errors = RowError(many=True)


class ClubErrorOut(serializers.Serializer):
    """Every refusal: ``error`` says it in words; the rest says where."""

    error = serializers.CharField()
    field = serializers.CharField(required=False, help_text="the field at fault")
    row = serializers.IntegerField(required=False, help_text="the row at fault (1-based)")
    errors = RowError(many=True, required=False, help_text="every problem found in the input")
    fields = serializers.DictField(
        required=False, help_text="per field, what is wrong with it (a refused request body)"
    )
    retry_after = serializers.IntegerField(
        required=False, help_text="seconds to wait before trying again (429)"
    )


def error_body(data: Any) -> dict[str, Any]:
    """An error answer as :class:`ClubErrorOut` documents it."""
    if not isinstance(data, dict) or "error" not in data:
        data = {"error": gettext("the request was refused")}
    return dict(ClubErrorOut(data).data)


class PersonOut(serializers.Serializer):
    user = serializers.IntegerField(source="user_id", help_text="the account's id")
    username = serializers.CharField(source="user.username")
    role = serializers.ChoiceField(choices=["owner", "organiser", "member"])
    since = serializers.DateTimeField(source="created_at")
    player = serializers.SerializerMethodField(help_text="the club's player they play as")

    def get_player(self, membership: Any) -> int | None:
        player = getattr(membership, "plays_as", None)
        return player.pk if player is not None else None


class PersonIn(serializers.Serializer):
    role = serializers.ChoiceField(choices=["owner", "organiser", "member"], required=False)
    player = serializers.IntegerField(
        required=False, allow_null=True, help_text="link them to this player; null: unlink"
    )


class InvitationOut(serializers.Serializer):
    id = serializers.IntegerField()
    role = serializers.ChoiceField(choices=["owner", "organiser", "member"])
    created_at = serializers.DateTimeField()
    expires_at = serializers.DateTimeField()
    max_uses = serializers.IntegerField(
        allow_null=True, help_text="how many people it lets in; null: anyone until it expires"
    )
    uses = serializers.IntegerField()


class NewInvitationOut(InvitationOut):
    token = serializers.CharField(help_text="shown only in this answer: the club keeps its hash")
    link = serializers.CharField(help_text="the page that opens the invitation (/club/join/...)")


class InvitationIn(serializers.Serializer):
    role = serializers.ChoiceField(choices=["owner", "organiser", "member"])
    days = serializers.IntegerField(
        required=False, default=7, min_value=1, max_value=90, help_text="how long it lasts"
    )
    uses = serializers.IntegerField(
        required=False,
        default=1,
        allow_null=True,
        min_value=1,
        max_value=1000,
        help_text="how many people it lets in; null: anyone until it expires",
    )


class InvitationAcceptIn(serializers.Serializer):
    token = serializers.CharField(max_length=200)


class JoinedOut(serializers.Serializer):
    club = serializers.SlugField(source="club.slug")
    role = serializers.ChoiceField(choices=["owner", "organiser", "member"])
