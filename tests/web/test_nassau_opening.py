"""The companion's deal at setup (10.5) is said on the phone page and the table screen until
the first entry, as a full page and as an HTMX request."""

from __future__ import annotations

import pytest
from django.test import Client

from companion.tables import services
from companion.tables.models import Table
from companion.web.access import seat_cookie
from tests.engines.nassau.club_data import APP_EVERYTHING, club_catalogue
from tests.tables import nassau_table as driver

pytestmark = pytest.mark.django_db
HX = {"HTTP_HX_REQUEST": "true"}
SAID = "The companion dealt:"


def app_table() -> tuple[Table, Client]:
    created = services.table_create(
        game="nassau",
        seats=driver.SEATS,
        seed=3,
        options={**APP_EVERYTHING, "age_order": [0, 1, 2]},
        catalogue=club_catalogue(),
        issue_seat_tokens=True,
    )
    phone = Client()
    phone.cookies[seat_cookie(created.table.code)] = created.seat_tokens[0]
    return created.table, phone


def lines_of(table: Table) -> list[str]:
    dice = [str(v["value"]) for v in table.state["players"][0]["dice"]]
    merchant = table.state["merchants"]["2"]["name"]
    return [
        f"The companion rolls {', '.join(dice[:2])} and {dice[2]} for Anja.",
        f"The companion deals the {merchant} (",
        "The companion lays out ",
    ]


@pytest.mark.parametrize("headers", [{}, HX], ids=["page", "htmx"])
@pytest.mark.parametrize("where", ["", "screen/"], ids=["phone", "screen"])
def test_the_opening_deal_is_said_until_the_first_entry(headers, where):
    table, phone = app_table()
    html = phone.get(f"/t/{table.code}/{where}", **headers).content.decode()
    assert SAID in html
    for line in lines_of(table):
        assert line in html
    seat, move = driver.next_move(table.state)  # type: ignore[misc]
    services.table_apply_move(
        table=table, seat=seat, move=move, expected_version=0, client_move_id=None
    )
    html = phone.get(f"/t/{table.code}/{where}", **headers).content.decode()
    assert SAID not in html


def test_a_table_the_companion_deals_nothing_for_says_nothing():
    created = services.table_create(
        game="nassau", seats=driver.SEATS, seed=3, issue_seat_tokens=True
    )
    html = Client().get(f"/t/{created.table.code}/screen/").content.decode()
    assert SAID not in html
