"""The join page of a club's table: who are you (the club's players by name, or "I'm new
here" with a name), as a full page and as an HTMX request."""

from __future__ import annotations

import pytest
from django.test import Client

from companion.club.models import Club, Player
from companion.club.players import player_create
from companion.tables import services
from tests.conftest import make_people

pytestmark = pytest.mark.django_db

HX = {"HTTP_HX_REQUEST": "true"}


@pytest.fixture
def club_table():
    club = Club.objects.create(name="Tortuga Club", slug="tortuga")
    for name in ("Anja", "Jona"):
        Player.objects.create(club=club, name=name)
    return services.table_create(
        game="scoresheet", seats=[{"name": "Anja"}, {"name": "Pat"}], seed=2, club=club
    ).table


@pytest.mark.parametrize("headers", [{}, HX], ids=["full", "htmx"])
def test_the_join_page_of_a_club_table_asks_who_you_are(club_table, headers):
    player_create(club=club_table.club, name="Gus", guest=True)
    page = Client().get(f"/t/{club_table.code}/join/", **headers)
    assert page.status_code == 200
    html = page.content.decode()
    anja = Player.objects.get(name="Anja")
    assert html.count("Who are you?") == 2, "one question per free seat"
    assert f'<option value="{anja.pk}" selected>Anja</option>' in html, "the seat's name"
    assert ">Gus</option>" in html, "a guest of an earlier table is offered by name too"
    assert html.count('<option value="new">I\'m new here</option>') == 2
    assert 'name="new_player"' in html
    assert "guest" not in html.lower(), "a stranger learns names, nothing more"


@pytest.mark.parametrize("headers", [{}, HX], ids=["full", "htmx"])
def test_a_refused_new_name_comes_back_chosen_in_its_seats_form(club_table, headers):
    response = Client().post(
        f"/t/{club_table.code}/join/1/", {"player": "new", "new_player": "Anja"}, **headers
    )
    assert response.status_code == 409
    html = response.content.decode()
    assert "There is already a player called Anja." in html
    assert '<option value="new" selected>' in html and 'value="Anja"' in html
    assert club_table.seats.get(index=1).claimed_at is None


def test_a_table_without_a_club_asks_nothing_but_the_seat():
    people = make_people(seats_taken=False)
    html = Client().get(f"/t/{people.table.code}/join/").content.decode()
    assert "Sit here" in html and "Who are you?" not in html and 'name="player"' not in html
    assert Client().post(f"/t/{people.table.code}/join/0/").status_code == 302
    refused = Client().post(f"/t/{people.table.code}/join/1/", {"player": "new", "new_player": "X"})
    assert refused.status_code == 400 and "not a club&#x27;s table" in refused.content.decode()
