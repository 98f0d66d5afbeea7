"""Starting a club (issue 23 part 2): anyone signed in starts one from its page or the
API, private unless they choose otherwise, and is its owner; its address comes from its
name and is never one of the club pages' own words."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from rest_framework.test import APIClient

from companion.club.models import Club, Membership, Role
from tests.club import openapi

pytestmark = pytest.mark.django_db

HX = {"HTTP_HX_REQUEST": "true"}


@pytest.fixture
def marta():
    return get_user_model().objects.create_user("marta", password="salt-pork-and-rum-42")


def page(user=None) -> Client:
    client = Client()
    if user is not None:
        client.force_login(user)
    return client


def api(user=None) -> APIClient:
    client = APIClient()
    if user is not None:
        client.force_login(user)
    return client


def test_a_signed_out_visitor_is_sent_to_sign_in_first():
    response = page().get("/club/new/")
    assert response.status_code == 302
    assert response["Location"] == "/club/login/?next=/club/new/"
    assert page().post("/club/new/", {"name": "Isla"}).status_code == 302
    assert not Club.objects.exists()


def test_starting_a_club_from_its_page_makes_a_private_club_its_starter_owns(marta):
    client = page(marta)
    form = client.get("/club/new/").content.decode()
    assert 'name="name"' in form and 'value="no" checked' in form
    response = client.post("/club/new/", {"name": "Isla Tortuga", "is_public": "no"})
    assert response.status_code == 302 and response["Location"] == "/club/isla-tortuga/"
    club = Club.objects.get()
    assert (club.name, club.slug, club.is_public) == ("Isla Tortuga", "isla-tortuga", False)
    assert Membership.objects.get(club=club).role == Role.OWNER
    home = client.get("/club/isla-tortuga/")
    assert home.status_code == 200 and "Isla Tortuga" in home.content.decode()
    # Nobody else sees it.
    assert page().get("/club/isla-tortuga/").status_code == 404


def test_a_public_club_and_an_htmx_form(marta):
    response = page(marta).post("/club/new/", {"name": "Porto Franco", "is_public": "yes"}, **HX)
    assert response.status_code == 204 and response["HX-Redirect"] == "/club/porto-franco/"
    assert Club.objects.get().is_public
    assert page().get("/club/porto-franco/").status_code == 200


@pytest.mark.parametrize(
    ("name", "said"),
    [
        ("", "The club's name: is required"),
        ("   ", "The club's name: is required"),
        ("x" * 121, "The club's name: is too long (120 characters at most)"),
        ("Isla\x07", "The club's name: "),
    ],
)
def test_a_name_the_club_cannot_have_is_said_beside_the_form(marta, name, said):
    response = page(marta).post("/club/new/", {"name": name}, **HX)
    html = response.content.decode().replace("&#x27;", "'")
    assert response.status_code == 400 and said in html, html
    assert 'id="club-new"' in html and "<html" not in html
    assert not Club.objects.exists()


def test_the_address_is_unique_and_never_a_word_of_the_pages(marta):
    client = page(marta)
    for name in ("Isla", "Isla", "New", "Città del Mare", "☠☠☠"):
        client.post("/club/new/", {"name": name})
    slugs = list(Club.objects.order_by("pk").values_list("slug", flat=True))
    assert slugs == ["isla", "isla-2", "new-2", "citta-del-mare", "club"]
    for slug in slugs:
        assert client.get(f"/club/{slug}/").status_code == 200


def test_starting_a_club_through_the_api(marta):
    response = api(marta).post("/api/clubs/", {"name": "Isla"}, format="json")
    assert response.status_code == 201, response.content
    assert response.json() == {
        "slug": "isla", "name": "Isla", "is_public": False, "time_zone": "UTC", "is_organiser": True
    }  # fmt: skip
    openapi.check_response("api:clubs", "POST", response)
    assert Membership.objects.get().role == Role.OWNER
    public = api(marta).post("/api/clubs/", {"name": "Porto", "is_public": True}, format="json")
    assert public.status_code == 201 and public.json()["is_public"] is True


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({}, "name"),
        ({"name": ""}, "name"),
        ({"name": 7}, "name"),
        ({"name": "Isla", "is_public": "yes"}, "is_public"),
    ],
)
def test_the_api_names_what_is_wrong_and_starts_nothing(marta, body, field):
    response = api(marta).post("/api/clubs/", body, format="json")
    assert response.status_code == 400 and response.json()["field"] == field, response.json()
    openapi.check_response("api:clubs", "POST", response)
    assert not Club.objects.exists()


def test_the_api_refuses_a_signed_out_caller():
    response = api().post("/api/clubs/", {"name": "Isla"}, format="json")
    assert response.status_code == 403 and response.json()["error"] == "sign in to start a club"
    openapi.check_response("api:clubs", "POST", response)
    assert not Club.objects.exists()
