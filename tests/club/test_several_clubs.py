"""One person, several clubs (issue 23 part 3): an account belongs to clubs with a role
in each and plays as one player in each, linked by an owner (the People page or the API);
one player per account per club; their account page lists their clubs; and a player's
page in one club never shows another club's plays, private or not."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from rest_framework.test import APIClient

from companion.club.models import Player, Role
from tests.club import openapi
from tests.club.people import make_club, record

pytestmark = pytest.mark.django_db

HX = {"HTTP_HX_REQUEST": "true"}


@pytest.fixture
def nina_in_two_clubs():
    """Nina is a member of the public "open-bay" and of the private "hidden-cove"; each
    has its own owner."""
    users = get_user_model().objects
    nina = users.create_user("nina", password="x-pass-123")
    clubs = {}
    for slug, public in (("open-bay", True), ("hidden-cove", False)):
        bay = make_club(slug, is_public=public)
        owner = users.create_user(f"owner-{slug}", password="x-pass-123")
        bay.club.add_person(owner, Role.OWNER)
        bay.club.add_person(nina, Role.MEMBER)
        bay.owner = owner
        clubs[slug] = bay
    return nina, clubs["open-bay"], clubs["hidden-cove"]


def owner_client(bay) -> Client:
    client = Client()
    client.force_login(bay.owner)
    return client


def link(bay, user, player) -> str:
    page = owner_client(bay).post(
        f"/club/{bay.club.slug}/people/{user.pk}/player/", {"player": player.pk}, **HX
    )
    assert page.status_code == 200, page.content
    return page.content.decode()


def test_an_owner_links_a_person_to_a_player_in_each_club(nina_in_two_clubs):
    nina, bay, cove = nina_in_two_clubs
    assert "nina plays as Anja." in link(bay, nina, bay.anja)
    assert "nina plays as Mira." in link(cove, nina, cove.mira)
    assert set(Player.objects.filter(user=nina).values_list("club__slug", "name")) == {
        ("open-bay", "Anja"), ("hidden-cove", "Mira")
    }  # fmt: skip
    # One player per account in a club: linking another moves the link.
    link(bay, nina, bay.jona)
    assert list(Player.objects.filter(user=nina, club=bay.club).values_list("name", flat=True)) == [
        "Jona"
    ]  # fmt: skip


def test_a_player_linked_to_someone_else_is_refused(nina_in_two_clubs):
    nina, bay, _cove = nina_in_two_clubs
    link(bay, nina, bay.anja)
    other = get_user_model().objects.create_user("otto", password="x-pass-123")
    bay.club.add_person(other, Role.MEMBER)
    page = owner_client(bay).post(
        f"/club/open-bay/people/{other.pk}/player/", {"player": bay.anja.pk}, **HX
    )
    assert page.status_code == 409
    assert "Anja plays for another person of the club already" in page.content.decode()
    assert Player.objects.get(pk=bay.anja.pk).user == nina


def test_a_player_of_another_club_cannot_be_linked(nina_in_two_clubs):
    nina, bay, cove = nina_in_two_clubs
    page = owner_client(bay).post(
        f"/club/open-bay/people/{nina.pk}/player/", {"player": cove.anja.pk}, **HX
    )
    assert page.status_code == 400 and cove.anja.user_id is None
    assert "There is no such player in this club" in page.content.decode()


def test_linking_through_the_api_and_unlinking(nina_in_two_clubs):
    nina, bay, _cove = nina_in_two_clubs
    api = APIClient()
    api.force_login(bay.owner)
    url = f"/api/clubs/open-bay/people/{nina.pk}/"
    linked = api.patch(url, {"player": bay.jona.pk}, format="json")
    assert linked.status_code == 200, linked.content
    assert linked.json()["player"] == bay.jona.pk and linked.json()["role"] == "member"
    openapi.check_response("api:club-person", "PATCH", linked)
    listed = api.get("/api/clubs/open-bay/people/").json()
    assert {p["username"]: p["player"] for p in listed}["nina"] == bay.jona.pk
    unlinked = api.patch(url, {"player": None}, format="json")
    assert unlinked.json()["player"] is None and not Player.objects.filter(user=nina).exists()
    empty = api.patch(url, {}, format="json")
    assert empty.status_code == 400 and empty.json()["error"]


def test_leaving_a_club_unlinks_its_player(nina_in_two_clubs):
    nina, bay, cove = nina_in_two_clubs
    link(bay, nina, bay.anja)
    link(cove, nina, cove.anja)
    owner_client(bay).post(f"/club/open-bay/people/{nina.pk}/remove/", **HX)
    assert list(Player.objects.filter(user=nina).values_list("club__slug", flat=True)) == [
        "hidden-cove"
    ]


def test_the_account_page_and_api_list_the_clubs_and_players(nina_in_two_clubs):
    nina, bay, cove = nina_in_two_clubs
    link(bay, nina, bay.anja)
    client = Client()
    client.force_login(nina)
    page = client.get("/account/").content.decode()
    assert "open-bay" in page and "hidden-cove" in page
    assert f'href="/club/open-bay/players/{bay.anja.pk}/"' in page
    assert "no player linked yet" in page
    api = APIClient()
    api.force_login(nina)
    answer = api.get("/api/account/")
    openapi.check_response("api:account", "GET", answer)
    assert answer.json() == {
        "username": "nina",
        "clubs": [
            {"club": "hidden-cove", "name": "Tortuga Bay", "role": "member", "player": None},
            {"club": "open-bay", "name": "Tortuga Bay", "role": "member", "player": bay.anja.pk},
        ],
    }


@pytest.mark.parametrize("reader", ["stranger", "nina", "owner"])
def test_a_players_page_never_shows_another_clubs_plays(nina_in_two_clubs, reader):
    nina, bay, cove = nina_in_two_clubs
    link(bay, nina, bay.anja)
    link(cove, nina, cove.anja)
    record(bay, 5, 3, 1, notes="open night")
    record(cove, 9, 8, 7, game="nassau", notes="secret night")
    client = Client()
    if reader != "stranger":
        client.force_login(nina if reader == "nina" else cove.owner)
    for url in (f"/club/open-bay/players/{bay.anja.pk}/", "/club/open-bay/plays/",
                "/club/open-bay/"):  # fmt: skip
        page = client.get(url)
        assert page.status_code == 200, url
        html = page.content.decode()
        assert "secret night" not in html and "Pirates of Nassau" not in html, url
    answer = APIClient().get(f"/api/clubs/open-bay/players/{bay.anja.pk}/").json()
    # The first row is every game of this club; then each game played in it.
    assert [row["game"] for row in answer["stats"]] == ["", "scoresheet"]
