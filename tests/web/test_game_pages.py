"""Each game's phone page and table screen render its view and its legal moves."""

from __future__ import annotations

import pytest
from django.test import Client

from companion.tables import services
from companion.web.access import seat_cookie

pytestmark = pytest.mark.django_db


def seated(code: str, token: str) -> Client:
    client = Client()
    client.cookies[seat_cookie(code)] = token
    return client


def test_spanish_main_pages_show_the_line_and_only_the_seats_own_pirates():
    created = services.table_create(
        game="spanish_main", seats=[{"name": "Anja"}, {"name": "Jona"}], seed=11
    )
    table = created.table
    engine_state = table.state
    current = engine_state["current_seat"]
    screen = Client().get(f"/t/{table.code}/screen/").content.decode()
    assert 'class="ship-line"' in screen and "Adventure deck" in screen
    assert "Your pirates" not in screen
    for seat, token in enumerate(created.seat_tokens):
        page = seated(table.code, token).get(f"/t/{table.code}/").content.decode()
        assert "Your pirates (secret)" in page
        mine = set(engine_state["pirates"][str(seat)])
        theirs = set(engine_state["pirates"][str(1 - seat)])
        for ship in mine:
            assert f"Pirate of {ship_label(ship)}" in page
        for ship in theirs:
            assert f"Pirate of {ship_label(ship)}" not in page
        if seat == current:
            assert "Repair the ships" in page and "Accuse a player" in page
        else:
            assert "Repair the ships" not in page
    partial = Client().get(f"/t/{table.code}/screen/", HTTP_HX_REQUEST="true")
    assert partial.status_code == 200 and "<html" not in partial.content.decode()


def ship_label(ship: str) -> str:
    from companion.engines.spanish_main.cards import ship_name

    return ship_name(ship)
