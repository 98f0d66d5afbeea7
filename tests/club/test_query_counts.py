"""The leaderboard, player and game pages (and their API) run the same number of SQL
queries whatever the size of the club: counted, not timed."""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from bench.bench_club import populate
from companion.club.models import Club

pytestmark = pytest.mark.django_db


def queries(client, url: str, **headers) -> int:
    with CaptureQueriesContext(connection) as captured:
        response = client.get(url, **headers)
    assert response.status_code == 200, url
    return len(captured)


@pytest.fixture
def clubs(db):
    from django.test import Client

    small = Club.objects.create(name="Small", slug="small")
    large = Club.objects.create(name="Large", slug="large")
    small_people = populate(small, players=4, plays=5, seed=1)
    large_people = populate(large, players=60, plays=600, seed=2)
    return Client(), small_people[0], large_people[0]


@pytest.mark.parametrize(
    "path",
    [
        "/club/{slug}/",
        "/club/{slug}/?game=scoresheet",
        "/club/{slug}/players/{player}/",
        "/club/{slug}/games/scoresheet/",
        "/club/{slug}/plays/",
        "/api/clubs/{slug}/leaderboard/",
        "/api/clubs/{slug}/players/{player}/",
        "/api/clubs/{slug}/players/{player}/ratings/",
        "/api/clubs/{slug}/plays/",
        "/api/clubs/{slug}/game-stats/?game=scoresheet",
    ],
)
def test_the_number_of_queries_does_not_grow_with_the_data(
    clubs, path, django_assert_max_num_queries
):
    client, small_player, large_player = clubs
    small = queries(client, path.format(slug="small", player=small_player.pk))
    large = queries(client, path.format(slug="large", player=large_player.pk))
    assert small == large, f"{path}: {small} queries on a small club, {large} on a large one"
    with django_assert_max_num_queries(12):
        client.get(path.format(slug="large", player=large_player.pk), HTTP_HX_REQUEST="true")
