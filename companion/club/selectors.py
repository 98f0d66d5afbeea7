"""Read-side queries for the club history. Every function runs a fixed number of SQL
queries, whatever the number of players or plays (tests/club/test_query_counts.py)."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Any

from django.db.models import (
    Avg,
    Count,
    ExpressionWrapper,
    F,
    FloatField,
    Max,
    Min,
    Q,
    QuerySet,
    Value,
)
from django.db.models.functions import Floor, Least
from django.utils.translation import gettext

from companion.club.cleaning import parse_int
from companion.club.errors import NotAllowed, NotFound
from companion.club.models import (
    ORGANISING,
    OVERALL,
    Club,
    ClubToken,
    Play,
    Player,
    PlayResult,
    Rating,
    RatingSnapshot,
    Role,
    TokenScope,
)

SLUG = re.compile(r"[-a-zA-Z0-9_]{1,60}")
MAX_ID = 2**63 - 1


@dataclass
class Access:
    """A club and what the caller may do with it: their role (None: not one of its people)."""

    club: Club
    role: str | None

    @property
    def is_organiser(self) -> bool:
        return self.role in ORGANISING

    @property
    def is_owner(self) -> bool:
        return self.role == Role.OWNER

    @property
    def is_member(self) -> bool:
        return self.role is not None

    def require_owner(self) -> None:
        if not self.is_owner:
            raise NotAllowed(gettext("only the club's owners can change who is in it"))

    def require_organiser(self) -> None:
        if not self.is_organiser:
            raise NotAllowed(gettext("only the club's organisers can change its history"))


def row_of_club(rows: QuerySet[Any], club: Club, raw_id: Any) -> Any:
    """The row of ``rows`` (a club's invitations, keys...) whose id ``raw_id`` names, if
    it is ``club``'s; None otherwise. ``raw_id`` comes from a form or a path: anything."""
    number = parse_int(raw_id)
    if number is None or not 0 < number <= MAX_ID:
        return None
    return rows.filter(club=club, pk=number).first()


def role_of_key(key: ClubToken) -> str:
    """What a club key may do in its club: read as a member, or write as an organiser."""
    return Role.ORGANISER if key.scope == TokenScope.WRITE else Role.MEMBER


def club_access(slug: str, user: Any, key: ClubToken | None = None) -> Access:
    """The club with this slug, if the caller may see it: a public club, or one the
    caller is in. A private club is not there for anyone else: it answers as a club that
    does not exist (404), so its name is not confirmed to a stranger."""
    # The API takes any text as the slug: only one that can exist goes to the database.
    club = Club.objects.filter(slug=slug).first() if SLUG.fullmatch(slug) else None
    if club is None:
        role = None
    elif key is not None:
        # A club key acts with its scope's role in its own club only.
        role = role_of_key(key) if key.club_id == club.pk else None
    else:
        role = club.role_of(user)
    if club is None or (not club.is_public and role is None):
        # Echo only what could be part of a slug: the rest is noise, or markup.
        shown = "".join(c for c in slug[:60] if c.isascii() and (c.isalnum() or c in "-_"))
        raise NotFound(gettext("there is no club %(slug)s") % {"slug": repr(shown)})
    return Access(club, role)


def visible_clubs(user: Any) -> QuerySet[Club]:
    clubs = Club.objects.all()
    if user is not None and user.is_authenticated:
        return clubs.filter(Q(is_public=True) | Q(memberships__user=user)).distinct()
    return clubs.filter(is_public=True)


def organised_clubs(user: Any) -> QuerySet[Club]:
    """The clubs whose history ``user`` may change (owner or organiser)."""
    if user is None or not user.is_authenticated:
        return Club.objects.none()
    return Club.objects.filter(memberships__user=user, memberships__role__in=ORGANISING)


def player_in(club: Club, player_id: int) -> Player:
    # An id beyond the column's range is no id of ours (and PostgreSQL would refuse it).
    player = (
        Player.objects.filter(club=club, pk=player_id).first() if 0 < player_id <= MAX_ID else None
    )
    if player is None:
        raise NotFound(gettext("there is no player %(id)s in this club") % {"id": player_id})
    return player


def play_in(club: Club, play_id: int) -> Play:
    play = (
        Play.objects.filter(club=club, pk=play_id).select_related("table").first()
        if 0 < play_id <= MAX_ID
        else None
    )
    if play is None:
        raise NotFound(gettext("there is no play %(id)s in this club") % {"id": play_id})
    return play


# -- leaderboards -------------------------------------------------------------------------


def _stats(qs: QuerySet) -> QuerySet:
    return qs.annotate(
        plays=Count("id"),
        wins=Count("id", filter=Q(is_winner=True)),
        avg_score=Avg("score"),
        best_high=Max("score", filter=Q(lowest_wins=False)),
        best_low=Min("score", filter=Q(lowest_wins=True)),
    )


def _finish_row(row: dict[str, Any]) -> dict[str, Any]:
    row["win_rate"] = row["wins"] / row["plays"] if row["plays"] else 0.0
    row["best_score"] = row.pop("best_high") if row["best_high"] is not None else row["best_low"]
    row.pop("best_high", None)
    row.pop("best_low", None)
    return row


def leaderboard(club: Club, game: str | None = None) -> list[dict[str, Any]]:
    """Every player who played (a game, or any): plays, wins, win rate, average and best
    score, current streak and rating, best rating first. Three queries: one aggregate
    over the results, the ratings, the names."""
    results = PlayResult.objects.filter(club=club, player__isnull=False)
    if game:
        results = results.filter(game=game)
    rows = [_finish_row(r) for r in _stats(results.values("player_id").order_by())]
    scope = game or OVERALL
    ratings = {
        r.player_id: r for r in Rating.objects.filter(club=club, game=scope).only(
            "player_id", "mu", "sigma", "ordinal", "streak"
        )
    }  # fmt: skip
    names = dict(Player.objects.filter(club=club).values_list("pk", "name"))
    for row in rows:
        rating = ratings.get(row["player_id"])
        row["name"] = names.get(row["player_id"], "?")
        row["rating"] = round(rating.ordinal, 2) if rating else None
        row["mu"] = rating.mu if rating else None
        row["sigma"] = rating.sigma if rating else None
        row["streak"] = rating.streak if rating else 0
    rows.sort(
        key=lambda r: (
            r["rating"] is None,
            -(r["rating"] or 0),
            -r["wins"],
            -r["win_rate"],
            r["name"],
        )
    )
    for rank, row in enumerate(rows, start=1):
        row["rank"] = rank
    return rows


def games_played(club: Club) -> list[dict[str, Any]]:
    rows = (
        Play.objects.filter(club=club)
        .values("game")
        .annotate(plays=Count("id"))
        .order_by("-plays", "game")
    )
    return [dict(row) for row in rows]


# -- a player -----------------------------------------------------------------------------


def player_game_stats(player: Player) -> list[dict[str, Any]]:
    """Per game: plays, wins, win rate, average and best score, and the current rating."""
    rows = [
        _finish_row(r)
        for r in _stats(PlayResult.objects.filter(player=player).values("game").order_by())
    ]
    ratings = {r.game: r for r in Rating.objects.filter(player=player)}
    for row in rows:
        rating = ratings.get(row["game"])
        row["rating"] = round(rating.ordinal, 2) if rating else None
        row["streak"] = rating.streak if rating else 0
    rows.sort(key=lambda r: (-r["plays"], r["game"]))
    overall = ratings.get(OVERALL)
    total = {
        "plays": sum(r["plays"] for r in rows),
        "wins": sum(r["wins"] for r in rows),
        "rating": round(overall.ordinal, 2) if overall else None,
        "streak": overall.streak if overall else 0,
    }
    total["win_rate"] = total["wins"] / total["plays"] if total["plays"] else 0.0
    return [total, *rows]


def player_history(player: Player) -> QuerySet[PlayResult]:
    """The player's results, newest first (paginate it), each with its play."""
    return (
        PlayResult.objects.filter(player=player)
        .select_related("play")
        .annotate(seats=Count("play__results"))
        .order_by("-played_at", "-play_id")
    )


def rating_series(player: Player, game: str | None = None, *, limit: int = 500) -> list[dict]:
    """The player's rating (ordinal) after each play, oldest first: the last ``limit``."""
    snapshots = RatingSnapshot.objects.filter(player=player)
    if game:
        snapshots = snapshots.filter(game=game)
    rows = list(
        snapshots.order_by("-played_at", "-play_id").values(
            "play_id", "game", "played_at", "mu", "sigma", "overall_mu", "overall_sigma"
        )[:limit]
    )
    rows.reverse()
    out = []
    for r in rows:
        mu, sigma = (r["mu"], r["sigma"]) if game else (r["overall_mu"], r["overall_sigma"])
        out.append(
            {
                "play_id": r["play_id"],
                "game": r["game"],
                "played_at": r["played_at"],
                "mu": mu,
                "sigma": sigma,
                "rating": round(mu - 3 * sigma, 2),
            }
        )
    return out


# -- a game -------------------------------------------------------------------------------


@dataclass
class GameStats:
    game: str
    plays: int
    avg_duration: float | None
    seat_rows: list[dict[str, Any]] = field(default_factory=list)
    histogram: list[dict[str, Any]] = field(default_factory=list)


def game_stats(club: Club, game: str, *, buckets: int = 10) -> GameStats:
    """Score distribution (``buckets`` bins), win rate by seat order, average play time."""
    totals = Play.objects.filter(club=club, game=game).aggregate(
        plays=Count("id"), avg_duration=Avg("duration_seconds")
    )
    results = PlayResult.objects.filter(club=club, game=game)
    seat_rows: list[dict[str, Any]] = []
    for counted in results.values("seat").annotate(
        plays=Count("id"), wins=Count("id", filter=Q(is_winner=True))
    ).order_by("seat"):  # fmt: skip
        row: dict[str, Any] = dict(counted)
        row["win_rate"] = row["wins"] / row["plays"] if row["plays"] else 0.0
        seat_rows.append(row)
    bounds = results.aggregate(low=Min("score"), high=Max("score"))
    histogram: list[dict[str, Any]] = []
    low, high = bounds["low"], bounds["high"]
    if low is not None:
        span = high - low
        width = _nice_width(span / buckets) if span > 0 else 1.0
        start = math.floor(low / width) * width
        count = max(1, min(buckets + 1, math.floor((high - start) / width) + 1))
        index = Least(
            Floor(ExpressionWrapper((F("score") - start) / width, output_field=FloatField())),
            Value(float(count - 1)),
            output_field=FloatField(),
        )
        counts = {
            float(bucket): n
            for bucket, n in results.annotate(bucket=index)
            .values("bucket")
            .annotate(n=Count("id"))
            .values_list("bucket", "n")
        }
        for i in range(count):
            lo = start + i * width
            histogram.append({"low": lo, "high": lo + width, "count": counts.get(float(i), 0)})
    return GameStats(game, totals["plays"], totals["avg_duration"], seat_rows, histogram)


def _nice_width(raw: float) -> float:
    """A bin width of 1, 2 or 5 times a power of ten, at least ``raw``."""
    if raw <= 0:
        return 1.0
    power = 10 ** math.floor(math.log10(raw))
    for step in (1, 2, 5, 10):
        if step * power >= raw:
            return max(step * power, 1.0) if raw >= 1 else step * power
    return 10 * power


def plays_of(club: Club, *, game: str | None = None, player: Player | None = None) -> QuerySet:
    """The club's plays, newest first (paginate it), with their results prefetched."""
    plays = Play.objects.filter(club=club)
    if game:
        plays = plays.filter(game=game)
    if player is not None:
        plays = plays.filter(results__player=player)
    return plays.order_by("-played_at", "-id").prefetch_related("results")
