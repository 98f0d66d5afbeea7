"""Every page as a full page load and as an HTMX request."""

from __future__ import annotations

import pytest
from django.test import Client

from companion.tables.models import Event, Table
from companion.web.access import host_cookie, seat_cookie
from tests.conftest import make_people
from tests.helpers import external_urls

pytestmark = pytest.mark.django_db
HX = {"HTTP_HX_REQUEST": "true"}


@pytest.fixture
def people(db: None):
    """A table as the create page makes it: its seats are free until phones join."""
    return make_people(seats_taken=False)


def test_home_page_full_and_htmx():
    response = Client().get("/")
    assert response.status_code == 200
    html = response.content.decode()
    assert "Start a table" in html
    assert "/static/django_htmx/htmx-2.min.js" in html
    assert 'hx-headers=\'{"X-CSRFToken"' in html
    assert external_urls(html) == []
    assert Client().get("/", **HX).status_code == 200


def test_an_unknown_page_is_a_404_in_the_apps_style():
    response = Client().get("/no/such/page/")
    assert response.status_code == 404
    assert "Nothing on this island" in response.content.decode()
    api = Client().get("/api/no/such/")
    assert api.status_code == 404 and api.json()["error"].startswith("no API route")


def test_create_form_full_and_htmx_partial():
    full = Client().get("/new/?game=scoresheet")
    assert full.status_code == 200 and "<html" in full.content.decode()
    partial = Client().get("/new/?game=scoresheet", **HX)
    assert partial.status_code == 200
    body = partial.content.decode()
    assert "<html" not in body and 'id="create-form"' in body


def test_creating_a_table_remembers_the_host():
    client = Client()
    response = client.post("/new/", {"game": "scoresheet", "name_0": "Anja", "name_1": "Jona"})
    table = Table.objects.get()
    assert response.status_code == 302 and response["Location"] == f"/t/{table.code}/host/"
    assert client.cookies[host_cookie(table.code)].value
    host = client.get(f"/t/{table.code}/host/")
    assert host.status_code == 200
    assert table.code in host.content.decode()
    assert client.get(f"/t/{table.code}/host/", **HX).status_code == 200


def test_creating_by_htmx_redirects_with_a_header():
    response = Client().post("/new/", {"game": "scoresheet", "name_0": "Anja"}, **HX)
    assert response.status_code == 204
    assert response["HX-Redirect"].endswith("/host/")


def test_a_bad_table_form_is_a_400_with_the_message():
    response = Client().post("/new/", {"game": "scoresheet"})
    assert response.status_code == 400
    assert "played by 1 to 12 players, not 0" in response.content.decode()
    assert not Table.objects.exists()


def test_the_host_page_needs_the_host(people):
    response = Client().get(f"/t/{people.table.code}/host/")
    assert response.status_code == 403
    assert "Only the host can open this page." in response.content.decode()


def joined(people, index: int) -> Client:
    client = Client()
    response = client.post(f"/t/{people.table.code}/join/{index}/")
    assert response.status_code == 302
    assert client.cookies[seat_cookie(people.table.code)].value
    return client


def test_join_page_lists_free_seats_and_a_phone_takes_one(people):
    client = Client()
    page = client.get(f"/t/{people.table.code.lower()}/join/", follow=True)
    assert page.status_code == 200 and "Sit here" in page.content.decode()
    assert client.get(f"/t/{people.table.code}/join/", **HX).status_code == 200
    phone = joined(people, 0)
    seat_page = phone.get(f"/t/{people.table.code}/")
    assert seat_page.status_code == 200
    assert "Anja" in seat_page.content.decode()
    # The same seat cannot be taken twice.
    again = Client().post(f"/t/{people.table.code}/join/0/")
    assert again.status_code == 409
    assert "Anja&#x27;s seat is already taken by another phone." in again.content.decode()


def test_a_phone_without_a_seat_is_sent_to_join(people):
    response = Client().get(f"/t/{people.table.code}/")
    assert response.status_code == 302 and response["Location"].endswith("/join/")


def test_unknown_table_code_is_a_404_page():
    response = Client().get("/t/ZZZZZZ/join/")
    assert response.status_code == 404
    assert "no table with the code" in response.content.decode()


def test_seat_page_full_and_htmx(people):
    phone = joined(people, 0)
    full = phone.get(f"/t/{people.table.code}/").content.decode()
    assert "<html" in full and 'id="live"' in full and "Your score this round" in full
    partial = phone.get(f"/t/{people.table.code}/", **HX)
    assert partial.status_code == 200
    assert partial["Vary"].count("HX-Request") == 1
    body = partial.content.decode()
    assert "<html" not in body and body.lstrip().startswith('<div id="live"')


def test_screen_full_and_htmx_shows_the_public_view(people):
    full = Client().get(f"/t/{people.table.code}/screen/")
    assert full.status_code == 200 and "Round 1" in full.content.decode()
    assert "Enter a score" not in full.content.decode()
    partial = Client().get(f"/t/{people.table.code}/screen/", **HX)
    assert "<html" not in partial.content.decode()


def post_move(client, people, version=None, **fields):
    data = {"expected_version": people.refresh().version if version is None else version, **fields}
    return client.post(f"/t/{people.table.code}/move/", data)


def test_a_move_from_the_phone_full_page_redirects(people):
    phone = joined(people, 0)
    response = post_move(phone, people, type="record_score", target="1", points="6")
    assert response.status_code == 302
    assert people.refresh().state["current"][1] == 6


def test_a_move_by_htmx_returns_the_live_region(people):
    phone = joined(people, 0)
    form = {
        "type": "record_score",
        "target": "0",
        "points": "3",
        "expected_version": str(people.refresh().version),
        "client_move_id": "x1",
    }
    response = phone.post(
        f"/t/{people.table.code}/move/",
        form,
        **HX,
    )
    assert response.status_code == 200
    assert response.content.decode().lstrip().startswith('<div id="live"')
    # A double tap sends the same form again: applied once.
    phone.post(
        f"/t/{people.table.code}/move/",
        form,
        **HX,
    )
    assert Event.objects.filter(kind="move").count() == 1


def test_a_rule_error_shows_its_message_and_links_the_rule(people):
    phone = joined(people, 0)
    for headers in ({}, HX):
        response = post_move(phone, people, type="record_score", target="0", points="-1", **headers)
        assert response.status_code == 400
        html = response.content.decode()
        assert "This table does not allow negative scores" in html
        assert f'href="/t/{people.table.code}/rules/#SHEET-3"' in html
    assert not Event.objects.filter(kind="move").exists()


def test_a_stale_form_says_someone_moved_first(people):
    phone = joined(people, 0)
    post_move(phone, people, type="record_score", target="0", points="1")
    response = post_move(
        phone, people, version=0, type="record_score", target="0", points="2", **HX
    )
    assert response.status_code == 409
    assert "Someone else entered a move first" in response.content.decode()


def test_a_spectator_cannot_post_moves(people):
    response = post_move(Client(), people, type="record_score", target="0", points="1")
    assert response.status_code == 403
    assert not Event.objects.exists()


def test_undo_and_redo_from_the_phone(people):
    phone = joined(people, 0)
    post_move(phone, people, type="record_score", target="0", points="4")
    seen = {"expected_version": str(people.refresh().version)}
    response = phone.post(f"/t/{people.table.code}/undo/", seen, **HX)
    assert response.status_code == 200 and "Redo" in response.content.decode()
    assert people.refresh().state["current"][0] is None
    seen = {"expected_version": str(people.refresh().version)}
    assert phone.post(f"/t/{people.table.code}/redo/", seen).status_code == 302
    assert people.refresh().state["current"][0] == 4
    other = joined(people, 1)
    seen = {"expected_version": str(people.refresh().version)}
    response = other.post(f"/t/{people.table.code}/undo/", seen)
    assert response.status_code == 403
    assert "Only the player who entered the latest move" in response.content.decode()
    assert people.refresh().state["current"][0] == 4


def test_poll_costs_nothing_when_nothing_changed(people, django_assert_max_num_queries):
    phone = joined(people, 0)
    page = phone.get(f"/t/{people.table.code}/", **HX).content.decode()
    stamp = page.split("poll/?v=")[1].split('"')[0]
    with django_assert_max_num_queries(2):
        response = phone.get(f"/t/{people.table.code}/poll/?v={stamp}", **HX)
    assert response.status_code == 204 and response.content == b""
    post_move(joined(people, 1), people, type="record_score", target="1", points="2")
    changed = phone.get(f"/t/{people.table.code}/poll/?v={stamp}", **HX)
    assert changed.status_code == 200 and ">2<" in changed.content.decode()


def test_the_host_frees_a_seat_for_another_phone(people):
    host = Client()
    host.cookies[host_cookie(people.table.code)] = people.host
    phone = joined(people, 1)
    response = host.post(f"/t/{people.table.code}/host/release/1/", {"confirmed": "1"}, **HX)
    assert response.status_code == 200 and 'id="seats"' in response.content.decode()
    # The old phone lost the seat; a new phone can take it.
    assert phone.get(f"/t/{people.table.code}/").status_code == 302
    joined(people, 1)
    assert Client().post(f"/t/{people.table.code}/host/release/1/").status_code == 403


def test_qr_code_is_an_svg_of_the_join_link(people):
    response = Client().get(f"/t/{people.table.code}/qr.svg")
    assert response.status_code == 200
    assert response["Content-Type"] == "image/svg+xml"
    assert response.content.startswith(b"<svg")
    # An <img> shows it only with the SVG namespace.
    assert b'xmlns="http://www.w3.org/2000/svg"' in response.content


def test_log_and_rules_pages(people):
    phone = joined(people, 0)
    post_move(phone, people, type="record_score", target="0", points="4")
    log = phone.get(f"/t/{people.table.code}/log/")
    assert log.status_code == 200 and "Anja scores 4 this round." in log.content.decode()
    assert phone.get(f"/t/{people.table.code}/log/", **HX).status_code == 200
    rules = Client().get("/rules/scoresheet/")
    assert rules.status_code == 200 and 'id="SHEET-3"' in rules.content.decode()
    assert Client().get("/rules/scoresheet/", **HX).status_code == 200
    assert Client().get("/rules/chess/").status_code == 404


def test_a_club_table_lets_a_phone_say_who_sits_there():
    from django.contrib.auth import get_user_model

    from companion.club.models import Club, Player

    club = Club.objects.create(name="Tortuga Club", slug="tortuga")
    anja = Player.objects.create(club=club, name="Anja")
    organiser = get_user_model().objects.create_user("olga", password="x")
    club.add_person(organiser, "organiser")
    stranger = Client().post(
        "/new/", {"game": "scoresheet", "name_0": "Anja", "name_1": "Jona", "club": "tortuga"}
    )
    assert stranger.status_code == 403 and not Table.objects.exists()
    host = Client()
    host.force_login(organiser)
    assert 'value="tortuga"' in host.get("/new/").content.decode()
    assert 'value="tortuga"' not in Client().get("/new/").content.decode()
    response = host.post(
        "/new/", {"game": "scoresheet", "name_0": "Anja", "name_1": "Jona", "club": "tortuga"}
    )
    assert response.status_code == 302
    table = Table.objects.get()
    assert table.club == club
    page = Client().get(f"/t/{table.code}/join/").content.decode()
    assert f'<option value="{anja.pk}" selected>Anja</option>' in page
    phone = Client()
    assert phone.post(f"/t/{table.code}/join/0/", {"player": anja.pk}).status_code == 302
    assert table.seats.get(index=0).player == anja
    # A player of no club of this table is refused, and the seat stays free.
    assert Client().post(f"/t/{table.code}/join/1/", {"player": 999}).status_code == 400
    assert table.seats.get(index=1).claimed_at is None


def test_only_the_author_and_the_host_are_offered_undo(people):
    anja, jona = joined(people, 0), joined(people, 1)
    assert "↶ Undo" not in anja.get(f"/t/{people.table.code}/").content.decode()
    post_move(anja, people, type="record_score", target="0", points="4")
    assert "↶ Undo" in anja.get(f"/t/{people.table.code}/").content.decode()
    assert "↶ Undo" not in jona.get(f"/t/{people.table.code}/").content.decode()
    host = Client()
    host.cookies[host_cookie(people.table.code)] = people.host
    assert "↶ Undo" in host.get(f"/t/{people.table.code}/").content.decode()


def test_the_host_stops_a_table_from_the_host_page(people):
    host = Client()
    host.cookies[host_cookie(people.table.code)] = people.host
    assert "Stop the table" in host.get(f"/t/{people.table.code}/host/").content.decode()
    assert Client().post(f"/t/{people.table.code}/host/abandon/").status_code == 403
    assert host.post(f"/t/{people.table.code}/host/abandon/", {"confirmed": "1"}).status_code == 302
    assert people.refresh().status == "abandoned"


def test_the_no_cdn_check_finds_another_host_but_not_a_token_that_spells_it():
    page = '<script src="https://cdn.example/x.js"></script><a href="//cdn.example/">x</a>'
    page += (
        '<input value="xcdnx"><a href="/static/app.js">a</a><a href="http://testserver/t/">b</a>'
    )
    assert external_urls(page) == ["https://cdn.example/x.js", "//cdn.example/"]


def test_a_refusal_swaps_into_the_form_even_on_the_embedded_debug_server(client, settings):
    # django-htmx's debug helper would replace the whole page on a 400 (every refused
    # entry is one): pages load htmx alone, whatever DEBUG says.
    settings.DEBUG = True
    html = client.get("/").content.decode()
    assert "django_htmx/htmx-2.min.js" in html
    assert "django-htmx.js" not in html
    assert "{#" not in html and "{%" not in html
