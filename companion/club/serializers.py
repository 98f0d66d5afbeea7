"""Input and output shapes of the club API (documentation for the OpenAPI schema).

Inputs are checked by the services (``companion.club.services``), which name the row
and field of every bad value; the serializers here describe the shapes.
"""

from __future__ import annotations

from functools import cache

from rest_framework import serializers


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


class ClubOut(serializers.Serializer):
    slug = serializers.SlugField()
    name = serializers.CharField()
    is_public = serializers.BooleanField()
    is_organiser = serializers.BooleanField(help_text="the caller may change this club")
    players = serializers.IntegerField(required=False)
    plays = serializers.IntegerField(required=False)
    games = serializers.ListField(child=serializers.DictField(), required=False)
    ratings_fresh = serializers.BooleanField(
        required=False, help_text="false while a rating recomputation is queued"
    )


class PlayerIn(serializers.Serializer):
    name = serializers.CharField(max_length=80)


class PlayerOut(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    has_login = serializers.BooleanField()


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
    stats = GameStatRow(many=True)


class PlayResultIn(serializers.Serializer):
    player = serializers.IntegerField(
        required=False, allow_null=True, help_text="a player id of this club; null: a guest"
    )
    name = serializers.CharField(required=False, help_text="a guest's name")
    seat = serializers.IntegerField(required=False, min_value=0, help_text="seat order, 0 first")
    score = serializers.FloatField()
    place = serializers.IntegerField(
        required=False, min_value=1, help_text="omit to rank by score (ties share a place)"
    )
    breakdown = serializers.DictField(required=False)


class PlayIn(serializers.Serializer):
    game = serializers.CharField(max_length=40, help_text="a game slug, e.g. spanish_main")
    played_at = serializers.DateTimeField(required=False, help_text="default: now")
    duration_seconds = serializers.IntegerField(required=False, allow_null=True, min_value=0)
    lowest_wins = serializers.BooleanField(required=False, default=False)
    notes = serializers.CharField(required=False, allow_blank=True, max_length=500)
    results = PlayResultIn(many=True)


class PlayResultOut(serializers.Serializer):
    player = serializers.IntegerField(allow_null=True)
    name = serializers.CharField()
    seat = serializers.IntegerField()
    score = serializers.FloatField()
    place = serializers.IntegerField()
    winner = serializers.BooleanField()
    breakdown = serializers.DictField()


class PlayOut(serializers.Serializer):
    id = serializers.IntegerField()
    game = serializers.CharField()
    played_at = serializers.DateTimeField()
    duration_seconds = serializers.IntegerField(allow_null=True)
    source = serializers.ChoiceField(choices=["table", "manual", "import"])
    table_code = serializers.CharField(help_text="the table it was played at (empty: none)")
    events_url = serializers.CharField(
        allow_null=True, help_text="the table's full log, kept for audit"
    )
    lowest_wins = serializers.BooleanField()
    tiebreaks = serializers.ListField(child=serializers.CharField())
    notes = serializers.CharField()
    results = PlayResultOut(many=True)


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


class ClubGameOut(serializers.Serializer):
    game = serializers.CharField()
    plays = serializers.IntegerField()


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
    avg_duration_seconds = serializers.FloatField(allow_null=True)
    win_rate_by_seat = SeatRow(many=True)
    score_distribution = Bucket(many=True)


class SeatLinkIn(serializers.Serializer):
    table = serializers.CharField(help_text="the table's code")
    seat = serializers.IntegerField(min_value=0)
    player = serializers.IntegerField(allow_null=True, help_text="a player id; null unlinks")


class SeatLinkOut(serializers.Serializer):
    table = serializers.CharField()
    seat = serializers.IntegerField()
    player = serializers.IntegerField(allow_null=True)
    play_id = serializers.IntegerField(allow_null=True, help_text="the table's play, if finished")


class ExportDoc(serializers.Serializer):
    format = serializers.CharField()
    version = serializers.IntegerField()
    club = serializers.DictField()
    players = serializers.ListField(child=serializers.DictField())
    plays = serializers.ListField(child=serializers.DictField())


class ImportOut(serializers.Serializer):
    players = serializers.IntegerField()
    plays = serializers.IntegerField()


class CsvImportIn(serializers.Serializer):
    file = serializers.FileField(help_text="UTF-8 CSV: play, played_at, game, duration_seconds, "
                                 "player, seat, score, place (winner, lowest_wins, notes optional)")  # fmt: skip
    dry_run = serializers.BooleanField(required=False, default=False)


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
    error = serializers.CharField()
    field = serializers.CharField(required=False)
    row = serializers.IntegerField(required=False)
    errors = RowError(many=True, required=False)
