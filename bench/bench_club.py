"""Club history: leaderboard and player pages at 100,000 plays, and a full rating recomputation."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

from bench.common import Ratio, best_time, ratio
from bench.django_env import setup_django

PLAYERS = 1_000
PLAYS = 100_000


def populate(
    club,
    *,
    players: int,
    plays: int,
    seed: int = 7,
    games: tuple[str, ...] = ("scoresheet", "spanish_main"),
    rate: bool = True,
):
    """Fill ``club`` with ``players`` players and ``plays`` plays of 2 to 5 seats (bulk_create),
    then (with ``rate``) compute the ratings. Returns the players."""
    from companion.club.models import Play, Player, PlayResult
    from companion.club.ratings import recompute_club
    from companion.engines.base import places_from_scores

    rng = random.Random(seed)
    people = Player.objects.bulk_create(
        Player(club=club, name=f"Player {i:04d}") for i in range(players)
    )
    start = datetime(2020, 1, 1, tzinfo=UTC)
    batch = 5_000
    for first in range(0, plays, batch):
        count = min(batch, plays - first)
        rows = [
            Play(
                club=club,
                game=rng.choice(games),
                played_at=start + timedelta(hours=first + i),
                duration_seconds=rng.randint(900, 5400),
                source="manual",
            )
            for i in range(count)
        ]
        made = Play.objects.bulk_create(rows)
        results = []
        for play in made:
            seated = rng.sample(people, rng.randint(2, min(5, len(people))))
            scores = {i: float(rng.randint(0, 60)) for i in range(len(seated))}
            places = places_from_scores(scores)
            results += [
                PlayResult(
                    play=play, club=club, game=play.game, played_at=play.played_at,
                    player=p, name=p.name, seat=i, score=scores[i], place=places[i],
                    is_winner=places[i] == 1,
                )
                for i, p in enumerate(seated)
            ]  # fmt: skip
        PlayResult.objects.bulk_create(results, batch_size=batch)
    club.history_version = 1
    club.save(update_fields=["history_version"])
    if rate:
        recompute_club(club.pk)
    return people


def run() -> list[Ratio]:
    setup_django()
    from django.db.models import Avg, Count, Max, Q
    from django.test import Client, override_settings

    from companion.club.models import Club, PlayResult
    from companion.club.ratings import history_rows, recompute_club

    static = {
        "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
        "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
    }
    club = Club.objects.create(name="Bench Bay", slug="bench-bay")
    people = populate(club, players=PLAYERS, plays=PLAYS, rate=False)

    def plain_loop() -> None:
        for _row in history_rows(club.pk):
            pass

    # The first recomputation is the measured one: it also fills the ratings the pages show.
    recompute = best_time(lambda: recompute_club(club.pk, force=True), repeat=1)
    loop = best_time(plain_loop, repeat=3)
    client = Client()
    star = people[17]

    def aggregate() -> None:
        list(
            PlayResult.objects.filter(club=club)
            .values("player_id")
            .order_by()
            .annotate(n=Count("id"), w=Count("id", filter=Q(is_winner=True)), a=Avg("score"), b=Max("score"))
        )  # fmt: skip

    def page(url: str):
        def go() -> None:
            response = client.get(url)
            assert response.status_code == 200, response.status_code

        return go

    baseline = "one aggregate SQL query over the same plays"
    with override_settings(STORAGES=static, ALLOWED_HOSTS=["testserver"]):
        results = [
            ratio("leaderboard page, 1,000 players / 100,000 plays", page("/club/bench-bay/"),
                  aggregate, baseline=baseline, goal=3, repeat=5),
            ratio("leaderboard page of one game", page("/club/bench-bay/?game=scoresheet"),
                  aggregate, baseline=baseline, goal=3, repeat=5),
            ratio("player page (stats, rating chart, history)",
                  page(f"/club/bench-bay/players/{star.pk}/"), aggregate, baseline=baseline,
                  goal=3, repeat=5),
            ratio("leaderboard through the API", page("/api/clubs/bench-bay/leaderboard/"),
                  aggregate, baseline=baseline, goal=3, repeat=5),
        ]  # fmt: skip

    results.append(
        Ratio(
            "full rating recomputation, 100,000 plays (OpenSkill PL)",
            recompute / loop,
            "a plain loop over the same rows",
        )
    )
    return results
