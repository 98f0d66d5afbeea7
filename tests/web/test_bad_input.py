"""Pages never answer bad input with a 500: NUL bytes, undecodable escapes and
oversized forms get the styled 400 page (the base template, a message a person
understands)."""

from __future__ import annotations

import pytest
from django.test import Client

from companion.tables.models import Table
from tests.club.people import make_club

pytestmark = pytest.mark.django_db
HX = {"HTTP_HX_REQUEST": "true"}


def assert_styled_400(response) -> str:
    assert response.status_code == 400, response.content[:300]
    assert response["Content-Type"].startswith("text/html")
    html = response.content.decode()
    assert "<html" in html and "⚓ Tortuga" in html, "the 400 page extends the base template"
    assert 'role="alert"' in html
    return html


@pytest.mark.parametrize(
    "path", ["/t/%00/", "/t/%00/join/", "/t/AB%00CD/screen/", "/club/%00/", "/%00"]
)
def test_a_nul_byte_in_the_path_gets_the_styled_400_page(path):
    html = assert_styled_400(Client().get(path))
    assert "address" in html


def test_an_undecodable_escape_in_the_path_gets_the_styled_400_page():
    assert_styled_400(Client().get("/t/%ff/"))


@pytest.mark.parametrize(
    "page", ["", "players/", "plays/", "plays/new/", "games/scoresheet/", "tables/"]
)
def test_a_nul_byte_in_a_club_pages_query_gets_the_styled_400_page(page):
    bay = make_club()
    html = assert_styled_400(bay.page("olga").get(f"/club/{bay.club.slug}/{page}?game=%00"))
    assert "game" in html


def test_an_undecodable_query_gets_the_styled_400_page():
    assert_styled_400(Client().get("/new/?game=%ff%fe"))


def test_nul_in_a_form_field_is_refused_and_nothing_is_written():
    response = Client().post("/new/", {"game": "scoresheet", "name_0": "An\x00ja"})
    html = assert_styled_400(response)
    assert "name_0" in html
    assert not Table.objects.exists()


def test_an_oversized_form_gets_the_styled_400_page(settings):
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 1_000
    response = Client().post("/new/", {"game": "scoresheet", "name_0": "A" * 5_000})
    html = assert_styled_400(response)
    assert "too large" in html
    assert not Table.objects.exists()


def test_too_many_form_fields_get_the_styled_400_page(settings):
    settings.DATA_UPLOAD_MAX_NUMBER_FIELDS = 10
    data = {"game": "scoresheet", **{f"name_{i}": "A" for i in range(40)}}
    assert_styled_400(Client().post("/new/", data))
    assert not Table.objects.exists()


def test_an_htmx_request_gets_the_message_without_a_second_page_around_it():
    response = Client().get("/t/%00/", **HX)
    assert response.status_code == 400
    html = response.content.decode()
    assert 'role="alert"' in html and "<html" not in html


def test_a_find_code_that_is_not_a_code_is_not_a_500():
    """`//x` cannot be a table code; the finder must say so rather than fail to build a URL."""
    response = Client().get("/find/?code=//x")
    assert response.status_code < 500


def test_a_tampered_hidden_number_is_named_in_words(people):
    from companion.web.access import seat_cookie

    phone = Client()
    phone.cookies[seat_cookie(people.table.code)] = people.anja
    form = {"type": "record_score", "target": "0", "points": "1", "expected_version": "x"}
    response = phone.post(f"/t/{people.table.code}/move/", form, **HX)
    assert response.status_code == 400
    html = response.content.decode()
    assert "The table&#x27;s version must be a whole number." in html
    assert "expected_version must" not in html
