"""A club's organisers change their own club's history only: a table or a play of
another club is never relinked, edited or deleted through their URLs, and a table
without a club joins one only through someone who is both its host and an organiser
of that club (pages: the host's cookie; API: ``host_token``)."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from companion.club import permissions, players, plays
from companion.club.errors import NotAllowed
from companion.club.models import Club, Play, PlayResult
from companion.tables import services as table_services
from companion.tables.models import Table
from companion.web.access import host_cookie, seat_cookie
from tests.club.people import make_club

pytestmark = pytest.mark.django_db


@dataclass
class Made:
    table: Table
    host_token: str
    seat_tokens: list[str]


def new_table(club=None) -> Made:
    created = table_services.table_create(
        game="scoresheet", seats=[{"name": "A"}, {"name": "B"}], club=club
    )
    return Made(created.table, created.host_token, created.seat_tokens)


def finish(table: Table, scores=(7, 3)) -> None:
    """The result the end-of-game task writes (the moves themselves are not the point here)."""
    keys = [str(i) for i in range(len(scores))]
    best = max(scores)
    places = {k: 1 + sum(1 for s in scores if s > sc) for k, sc in zip(keys, scores, strict=True)}
    Table.objects.filter(pk=table.pk).update(
        status="finished",
        result={
            "scores": dict(zip(keys, scores, strict=True)),
            "places": places,
            "winners": [i for i, s in enumerate(scores) if s == best],
            "breakdown": {},
            "tiebreaks": [],
        },
    )
    table.refresh_from_db()


@pytest.fixture
def two_clubs(db):
    """Club A (Olga organises it) and club B with a finished, linked table and its play."""
    a = make_club("club-a")
    b = make_club("club-b")
    made = new_table(club=b.club)
    players.seat_link_player(seat=made.table.seats.get(index=0), player=b.anja)
    players.seat_link_player(seat=made.table.seats.get(index=1), player=b.jona)
    finish(made.table)
    plays.club_record_table_play(table_id=made.table.pk)
    return a, b, made.table


def snapshot(club_b) -> tuple:
    club = Club.objects.get(pk=club_b.club.pk)
    links = list(
        Table.objects.filter(club=club)
        .values_list("seats__index", "seats__player_id")
        .order_by("seats__index")
    )
    results = list(
        PlayResult.objects.filter(club=club).order_by("pk").values_list("player_id", "score")
    )
    return club.history_version, links, results, Play.objects.filter(club=club).count()


# -- pages ---------------------------------------------------------------------------------


def test_an_organiser_cannot_unlink_another_clubs_table_on_the_page(two_clubs):
    a, b, table = two_clubs
    before = snapshot(b)
    response = a.page("olga").post(
        f"/club/{a.club.slug}/tables/{table.code}/link/", {"seat": "0", "player": ""}
    )
    assert response.status_code == 403
    assert "another club" in response.content.decode()
    assert snapshot(b) == before


def test_an_organiser_cannot_open_another_clubs_table_link_page(two_clubs):
    a, _b, table = two_clubs
    response = a.page("olga").get(f"/club/{a.club.slug}/tables/{table.code}/link/")
    assert response.status_code == 403
    assert 'id="link-seats"' not in response.content.decode(), "no seat of club B is shown"
    found = a.page("olga").get(f"/club/{a.club.slug}/tables/?code={table.code}")
    assert found.status_code == 403, "the code search refuses too, instead of redirecting"


def test_an_organiser_cannot_pull_a_clubless_table_in_without_its_host_cookie(db):
    a = make_club("club-a")
    made = new_table()
    client = a.page("olga")
    url = f"/club/{a.club.slug}/tables/{made.table.code}/link/"
    assert client.get(url).status_code == 403
    refused = client.post(url, {"seat": "0", "player": a.anja.pk})
    assert refused.status_code == 403 and "host" in refused.content.decode()
    made.table.refresh_from_db()
    assert made.table.club_id is None and made.table.seats.get(index=0).player_id is None
    # A seat cookie of an ordinary seat is no host either.
    client.cookies[seat_cookie(made.table.code)] = made.seat_tokens[0]
    assert client.post(url, {"seat": "0", "player": a.anja.pk}).status_code == 403
    made.table.refresh_from_db()
    assert made.table.club_id is None


def test_the_host_who_is_an_organiser_brings_a_clubless_table_into_the_club(db):
    a = make_club("club-a")
    made = new_table()
    client = a.page("olga")
    client.cookies[host_cookie(made.table.code)] = made.host_token
    url = f"/club/{a.club.slug}/tables/{made.table.code}/link/"
    assert client.get(url).status_code == 200
    assert client.post(url, {"seat": "0", "player": a.anja.pk}).status_code == 200
    made.table.refresh_from_db()
    assert made.table.club_id == a.club.pk and made.table.seats.get(index=0).player == a.anja


def test_a_seat_holding_the_host_role_counts_as_the_host(db):
    a = make_club("club-a")
    made = new_table()
    Table.objects.filter(pk=made.table.pk).update(host_seat=1)
    client = a.page("olga")
    client.cookies[seat_cookie(made.table.code)] = made.seat_tokens[1]
    url = f"/club/{a.club.slug}/tables/{made.table.code}/link/"
    assert client.post(url, {"seat": "1", "player": a.jona.pk}).status_code == 200
    made.table.refresh_from_db()
    assert made.table.club_id == a.club.pk


def test_a_host_who_organises_nothing_cannot_bring_a_table_into_a_club(db):
    a = make_club("club-a")
    made = new_table()
    client = a.page("udo")
    client.cookies[host_cookie(made.table.code)] = made.host_token
    url = f"/club/{a.club.slug}/tables/{made.table.code}/link/"
    assert client.post(url, {"seat": "0", "player": a.anja.pk}).status_code == 403
    made.table.refresh_from_db()
    assert made.table.club_id is None


def test_plays_of_another_club_are_not_edited_or_deleted_through_this_clubs_urls(two_clubs):
    a, b, _table = two_clubs
    play = Play.objects.get(club=b.club)
    before = snapshot(b)
    client = a.page("olga")
    form = {"rows": "6", "game": "scoresheet", "player_0": a.anja.pk, "score_0": "1"}
    assert client.get(f"/club/{a.club.slug}/plays/{play.pk}/edit/").status_code == 404
    assert client.post(f"/club/{a.club.slug}/plays/{play.pk}/edit/", form).status_code == 404
    assert client.post(f"/club/{a.club.slug}/plays/{play.pk}/delete/").status_code == 404
    api = a.api("olga")
    body = {"game": "scoresheet", "results": [{"player": a.anja.pk, "score": 1}]}
    assert api.put(f"{a.url}/plays/{play.pk}/", body, format="json").status_code == 404
    assert api.delete(f"{a.url}/plays/{play.pk}/").status_code == 404
    assert snapshot(b) == before


# -- API -----------------------------------------------------------------------------------


def test_an_organiser_cannot_unlink_another_clubs_table_through_the_api(two_clubs):
    a, b, table = two_clubs
    before = snapshot(b)
    body = {"table": table.code, "seat": 0, "player": None}
    response = a.api("olga").post(f"{a.url}/seat-links/", body, format="json")
    assert response.status_code == 403 and "another club" in response.json()["error"]
    assert snapshot(b) == before


def test_the_api_brings_a_clubless_table_in_only_with_its_host_token(db):
    a = make_club("club-a")
    made = new_table()
    api = a.api("olga")
    body = {"table": made.table.code, "seat": 0, "player": a.anja.pk}
    refused = api.post(f"{a.url}/seat-links/", body, format="json")
    assert refused.status_code == 403 and "host_token" in refused.json()["error"]
    wrong = api.post(
        f"{a.url}/seat-links/", {**body, "host_token": made.seat_tokens[0]}, format="json"
    )
    assert wrong.status_code == 403
    made.table.refresh_from_db()
    assert made.table.club_id is None
    done = api.post(f"{a.url}/seat-links/", {**body, "host_token": made.host_token}, format="json")
    assert done.status_code == 200, done.json()
    made.table.refresh_from_db()
    assert made.table.club_id == a.club.pk


def test_the_api_takes_the_token_of_the_seat_holding_the_host_role(db):
    a = make_club("club-a")
    made = new_table()
    Table.objects.filter(pk=made.table.pk).update(host_seat=0)
    body = {"table": made.table.code, "seat": 0, "player": a.anja.pk}
    done = a.api("olga").post(
        f"{a.url}/seat-links/", {**body, "host_token": made.seat_tokens[0]}, format="json"
    )
    assert done.status_code == 200, done.json()


# -- the service ---------------------------------------------------------------------------


def test_the_service_refuses_to_give_a_clubless_table_a_club_without_its_host(db):
    a = make_club("club-a")
    made = new_table()
    with pytest.raises(NotAllowed):
        players.seat_link_player(seat=made.table.seats.get(index=0), player=a.anja)
    made.table.refresh_from_db()
    assert made.table.club_id is None


def test_the_service_refuses_a_write_through_another_club(two_clubs):
    a, b, table = two_clubs
    before = snapshot(b)
    with pytest.raises(NotAllowed):
        players.seat_link_player(seat=table.seats.get(index=0), player=None, club=a.club)
    assert snapshot(b) == before


def test_the_join_page_call_still_links_a_player_of_the_tables_club(db):
    a = make_club("club-a")
    made = new_table(club=a.club)
    seat = players.seat_link_player(seat=made.table.seats.get(index=1), player=a.mira)
    assert seat.player == a.mira


# -- a table created for a club ------------------------------------------------------------


def test_the_service_lets_only_an_organiser_create_a_table_for_a_club(db):
    a = make_club("club-a")
    permissions.require_club_table_creator(club=a.club, user=a.olga)
    for user in (a.udo, make_club("club-b").olga, None):
        with pytest.raises(NotAllowed):
            permissions.require_club_table_creator(club=a.club, user=user)


def test_a_stranger_cannot_create_a_table_for_a_clubs_history(db):
    from django.test import Client
    from rest_framework.test import APIClient

    a = make_club("club-a")
    seats = [{"name": "A"}, {"name": "B"}]
    api = APIClient().post(
        "/api/tables/", {"game": "scoresheet", "seats": seats, "club": a.club.slug}, format="json"
    )
    page = Client().post(
        "/new/", {"game": "scoresheet", "name_0": "A", "name_1": "B", "club": a.club.slug}
    )
    assert api.status_code == 403 and page.status_code == 403
    assert "only an organiser of" in api.json()["error"]
    assert not Table.objects.filter(club=a.club).exists()
