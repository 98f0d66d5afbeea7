"""A Nassau table with its club's catalogue, on a phone: a card drawn is one tap by name."""

from __future__ import annotations

import pytest
from django.test import Client

from companion.tables import services
from companion.tables.models import Table
from companion.web.access import seat_cookie
from tests.engines.nassau.club_data import club_catalogue
from tests.tables import nassau_table as driver

pytestmark = pytest.mark.django_db
HX = {"HTTP_HX_REQUEST": "true"}


def phone_at_catalogue_table() -> tuple[Table, Client]:
    created = services.table_create(
        game="nassau",
        seats=driver.SEATS,
        seed=3,
        catalogue=club_catalogue(),
        issue_seat_tokens=True,
    )
    phone = Client()
    phone.cookies[seat_cookie(created.table.code)] = created.seat_tokens[0]
    return created.table, phone


@pytest.mark.parametrize("headers", [{}, HX], ids=["page", "htmx"])
def test_a_merchant_card_is_one_tap_by_its_name(headers):
    table, phone = phone_at_catalogue_table()
    html = phone.get(f"/t/{table.code}/", **headers).content.decode()
    assert "Pick the merchant card laid out" in html
    assert "Fortuna 1-1: sail 1, cannon 2, 1 goods and 1 rum" in html
    # A card told by its values reads as a line: one per row on a phone, not a chip.
    picks = html[: html.index("Fortuna 1-1")].rsplit('<div class="choices', 1)[1]
    assert picks.startswith(" lines")
    assert "Enter your 4 captain cards" not in html  # the catalogue has them
    response = phone.post(
        f"/t/{table.code}/move/",
        {"type": "pick_merchant_card", "card": "m0", "expected_version": str(table.version)},
        **headers,
    )
    assert response.status_code in (200, 302)
    table.refresh_from_db()
    assert table.state["merchants"]["2"]["name"] == "Fortuna 1-1"


def test_a_card_not_left_is_refused_in_words():
    table, phone = phone_at_catalogue_table()
    response = phone.post(
        f"/t/{table.code}/move/",
        {"type": "pick_merchant_card", "card": "m99", "expected_version": str(table.version)},
        **HX,
    )
    assert response.status_code == 400
    assert "That card is not in the club&#x27;s catalogue." in response.content.decode()
    table.refresh_from_db()
    assert table.version == 0
