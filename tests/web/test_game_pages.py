"""Each game's phone page and table screen render its view and its legal moves."""

from __future__ import annotations

import json
import re

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
    from companion.engines.spanish_main.catalogue import ship_name

    return ship_name(ship)


def _adam_reads_after_entering_pirates(bea: list[str]) -> tuple[str, str]:
    """Adam's phone page and the table's log as he reads it once he entered S1 after
    Bea's entry."""
    from companion.tables.access import Caller
    from companion.tables.selectors import event_entries

    created = services.table_create(
        game="spanish_main",
        seats=[{"name": "Adam"}, {"name": "Bea"}, {"name": "Carlo"}],
        options={"deck_mode": "physical"},
        seed=5,
    )
    table = created.table
    services.submit_move(
        table=table,
        caller=Caller(seat=table.seats.get(index=0)),
        move={"type": "deal_line", "args": {}},
        expected_version=0,
        client_move_id="line",
    )
    for version, (seat, cards) in enumerate(((1, bea), (0, ["S1", "E1"])), start=1):
        services.submit_move(
            table=table,
            caller=Caller(seat=table.seats.get(index=seat)),
            move={"type": "enter_pirates", "args": {"pirates": cards}},
            expected_version=version,
            client_move_id=f"m{version}",
        )
    page = seated(table.code, created.seat_tokens[0]).get(f"/t/{table.code}/").content.decode()
    # The table's code, the CSRF token and each form's fresh move id differ between any two
    # tables whatever the cards: only what is left may be compared.
    page = page.replace(table.code, "C")
    page = re.sub(r'name="csrfmiddlewaretoken" value="[^"]+"', "", page)
    page = re.sub(r'"X-CSRFToken": "[^"]+"', "", page)
    page = re.sub(r'name="client_move_id" value="[^"]+"', "", page)
    table.refresh_from_db()
    adam = Caller(seat=table.seats.get(index=0))
    said = [(e["seq"], e["outcome"]) for e in event_entries(table, adam)]
    return page, json.dumps(said)


def test_spanish_main_physical_entry_reads_the_same_whoever_holds_the_card():
    # Issue 12 part 6: Bea holding S1 or not must change nothing Adam can read.
    clash = _adam_reads_after_entering_pirates(["S1", "D2"])
    apart = _adam_reads_after_entering_pirates(["E2", "D3"])
    assert clash == apart
    assert "Adam has entered their pirate cards." in clash[0] and "Adam has" in clash[1]
