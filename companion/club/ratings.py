"""OpenSkill ratings (Plackett-Luce), a pure function of the ordered play history.

:func:`compute` walks the plays in order (``played_at``, then id) and returns the
rating after every play, per game and over every game, plus each player's current
rating and streak. :func:`recompute_club` stores that in one transaction, replacing
whatever was there: running it twice, or for an older task after a newer one, gives
the same rows, so the order in which tasks arrive does not matter.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from itertools import groupby

from django.db import transaction
from openskill.models import PlackettLuce

from companion.club.models import OVERALL, Club, PlayResult, Rating, RatingSnapshot

MODEL = PlackettLuce()
BATCH = 5000

# (play_id, player_id, game, place, is_winner, played_at), ordered by played_at, play_id.
Row = tuple[int, int, str, int, bool, datetime]


@dataclass
class Current:
    mu: float
    sigma: float
    plays: int = 0
    streak: int = 0

    @property
    def ordinal(self) -> float:
        return self.mu - 3 * self.sigma


@dataclass
class Snapshot:
    play_id: int
    player_id: int
    game: str
    played_at: datetime
    mu: float
    sigma: float
    overall_mu: float
    overall_sigma: float


def _rate(ratings: dict, keys: list, places: list[int]) -> None:
    """Update ``ratings[key]`` (openskill rating objects) for one play."""
    if len(keys) < 2:
        return
    teams = [[ratings[k]] for k in keys]
    ranks = [float(p) for p in places]  # openskill types its ranks as floats
    for key, (new,) in zip(keys, MODEL.rate(teams, ranks=ranks), strict=True):
        ratings[key] = new


def compute(rows: Iterable[Row]) -> tuple[list[Snapshot], dict[tuple[int, str], Current]]:
    """Every rating snapshot and the current ratings, keyed by (player, game or OVERALL)."""
    ratings: dict[tuple[int, str], object] = {}
    stats: dict[tuple[int, str], Current] = {}
    snapshots: list[Snapshot] = []
    for play_id, group in groupby(rows, key=lambda r: r[0]):
        seats = list(group)
        game, played_at = seats[0][2], seats[0][5]
        places = [s[3] for s in seats]
        for scope in (game, OVERALL):
            keys = [(s[1], scope) for s in seats]
            for key in keys:
                if key not in ratings:
                    ratings[key] = MODEL.rating()
            _rate(ratings, keys, places)
        for _play, player_id, _game, _place, winner, _when in seats:
            per_game, overall = ratings[(player_id, game)], ratings[(player_id, OVERALL)]
            snapshots.append(
                Snapshot(
                    play_id,
                    player_id,
                    game,
                    played_at,
                    per_game.mu,  # type: ignore[attr-defined]
                    per_game.sigma,  # type: ignore[attr-defined]
                    overall.mu,  # type: ignore[attr-defined]
                    overall.sigma,  # type: ignore[attr-defined]
                )
            )
            for scope in (game, OVERALL):
                rating = ratings[(player_id, scope)]
                current = stats.get((player_id, scope))
                if current is None:
                    current = stats[(player_id, scope)] = Current(0.0, 0.0)
                current.mu, current.sigma = rating.mu, rating.sigma  # type: ignore[attr-defined]
                current.plays += 1
                if winner:
                    current.streak = current.streak + 1 if current.streak > 0 else 1
                else:
                    current.streak = current.streak - 1 if current.streak < 0 else -1
    return snapshots, stats


def history_rows(club_id: int):
    return (
        PlayResult.objects.filter(club_id=club_id, player__isnull=False)
        .order_by("played_at", "play_id", "seat")
        .values_list("play_id", "player_id", "game", "place", "is_winner", "played_at")
        .iterator(chunk_size=BATCH)
    )


def recompute_club(club_id: int, *, force: bool = False) -> str:
    """Recompute and store every rating of a club from its ordered history.

    Skipped ("fresh") when the stored ratings were computed from the current history
    version, so a redelivered or late task is a cheap no-op.
    """
    with transaction.atomic():
        club = Club.objects.select_for_update().filter(pk=club_id).first()
        if club is None:
            return "gone"
        version = club.history_version
        if club.ratings_version == version and not force:
            return "fresh"
        snapshots, stats = compute(history_rows(club_id))
        RatingSnapshot.objects.filter(club_id=club_id).delete()
        Rating.objects.filter(club_id=club_id).delete()
        RatingSnapshot.objects.bulk_create(
            (
                RatingSnapshot(
                    club_id=club_id,
                    play_id=s.play_id,
                    player_id=s.player_id,
                    game=s.game,
                    played_at=s.played_at,
                    mu=s.mu,
                    sigma=s.sigma,
                    overall_mu=s.overall_mu,
                    overall_sigma=s.overall_sigma,
                )
                for s in snapshots
            ),
            batch_size=BATCH,
        )
        Rating.objects.bulk_create(
            (
                Rating(
                    club_id=club_id,
                    player_id=player_id,
                    game=game,
                    mu=c.mu,
                    sigma=c.sigma,
                    ordinal=c.ordinal,
                    plays=c.plays,
                    streak=c.streak,
                )
                for (player_id, game), c in stats.items()
            ),
            batch_size=BATCH,
        )
        Club.objects.filter(pk=club_id).update(ratings_version=version)
    return "recomputed"
