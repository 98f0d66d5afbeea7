"""Spanish Main on the phone: the ship line a physical table entered (one select per
space, in order), the warnings asked before a move that changes nothing (Engine.caution,
SPM-Q-14), and the club's names on the pages."""

from __future__ import annotations

import html
import re

import pytest
from django.test import Client

from companion.tables import services
from companion.tables.models import Event, Table
from companion.web.access import host_cookie, seat_cookie
from tests.contract.visible import visible_text

pytestmark = pytest.mark.django_db
HX = {"HTTP_HX_REQUEST": "true"}
LINE = ["D2", "S1", "E3", "S3", "D1", "E2", "D3", "E1", "S2"]


def seated(code: str, token: str) -> Client:
    phone = Client()
    phone.cookies[seat_cookie(code)] = token
    return phone


def words(response) -> str:
    return html.unescape(visible_text(response.content.decode()))


def physical_table() -> tuple[Table, list[str], str]:
    created = services.table_create(
        game="spanish_main",
        seats=[{"name": "Adam"}, {"name": "Bea"}, {"name": "Carlo"}],
        options={"deck_mode": "physical"},
        seed=5,
    )
    return created.table, created.seat_tokens, created.host_token


def line_form(table: Table, ships: list[str], first: int) -> dict[str, object]:
    form: dict[str, object] = {
        "type": "enter_line",
        "expected_version": str(table.version),
        "first": str(first),
    }
    form.update({f"ships__{i}": ship for i, ship in enumerate(ships)})
    return form


def test_the_line_form_is_one_select_per_space_preselected_in_order():
    table, tokens, _host = physical_table()
    page = seated(table.code, tokens[0]).get(f"/t/{table.code}/").content.decode()
    selects = re.findall(r'<select name="ships__(\d)"[^>]*>(.*?)</select>', page, re.S)
    assert [int(i) for i, _options in selects] == list(range(9))
    for i, options in selects:
        chosen = re.findall(r'<option value="(\w+)" selected>', options)
        assert chosen == [["E1", "E2", "E3", "S1", "S2", "S3", "D1", "D2", "D3"][int(i)]]
        assert "English ship 1" in options and "Dutch ship 3" in options
    text = html.unescape(visible_text(page))
    assert "Enter the ship line" in text and "Let the companion deal the line" in text
    assert "The player who starts" in text


@pytest.mark.parametrize("htmx", [False, True], ids=["full-page", "htmx"])
def test_the_line_entered_on_a_phone_is_the_game_s(htmx):
    table, tokens, _host = physical_table()
    phone = seated(table.code, tokens[1])
    response = phone.post(
        f"/t/{table.code}/move/", line_form(table, LINE, 2), **(HX if htmx else {})
    )
    assert response.status_code == (200 if htmx else 302)
    table.refresh_from_db()
    assert table.state["line"] == LINE and table.state["starting_seat"] == 2
    page = words(phone.get(f"/t/{table.code}/"))
    assert "Carlo starts." in page
    assert "Enter your pirate cards" in page


def test_a_line_with_a_ship_twice_is_refused_with_every_choice_kept():
    table, tokens, _host = physical_table()
    phone = seated(table.code, tokens[0])
    twice = [*LINE[:8], "D2"]
    response = phone.post(f"/t/{table.code}/move/", line_form(table, twice, 0), **HX)
    assert response.status_code == 400
    said = words(response)
    assert (
        "Dutch ship 2 is entered for spaces 1 and 9 and Spanish ship 2 is missing: the line "
        "holds each of the 9 ships once." in said
    )
    page = response.content.decode()
    last = re.search(r'<select name="ships__8"[^>]*>(.*?)</select>', page, re.S)
    assert last and re.findall(r'<option value="(\w+)" selected>', last.group(1)) == ["D2"]
    table.refresh_from_db()
    assert table.version == 0 and table.state["line"] == []


def test_the_host_enters_the_line_for_a_seat_or_lets_the_companion_deal():
    table, _tokens, host_token = physical_table()
    host = Client()
    host.cookies[host_cookie(table.code)] = host_token
    response = host.post(
        f"/t/{table.code}/move/",
        {"type": "deal_line", "seat": "0", "expected_version": "0"},
    )
    assert response.status_code == 302
    table.refresh_from_db()
    assert sorted(table.state["line"]) == sorted(LINE)
    assert Event.objects.get(table=table, move_type="deal_line").actor == "host"


# -- warnings before a move that changes nothing --------------------------------------


def app_table() -> tuple[Table, Client]:
    created = services.table_create(
        game="spanish_main", seats=[{"name": "Adam"}, {"name": "Bea"}], seed=21
    )
    table = created.table
    return table, seated(table.code, created.seat_tokens[table.state["current_seat"]])


@pytest.mark.parametrize("htmx", [False, True], ids=["full-page", "htmx"])
def test_a_repair_with_nothing_damaged_asks_first_and_records_only_once_confirmed(htmx):
    table, phone = app_table()
    headers = HX if htmx else {}
    form = {"type": "repair", "expected_version": str(table.version), "client_move_id": "r1"}

    asked = phone.post(f"/t/{table.code}/move/", form, **headers)

    assert asked.status_code == 200 and asked["Tortuga-Entry"] == "asks"
    page = asked.content.decode()
    assert ("<html" in page) is not htmx
    said = words(asked)
    assert (
        "No ship is damaged: repairing changes nothing. The rules allow it (SPM-Q-14), and "
        "it is your action this turn. Record it anyway?" in said
    )
    assert "Yes, record it" in said and "No, go back" in said
    assert 'name="confirmed" value="1"' in page
    table.refresh_from_db()
    assert table.version == 0 and not Event.objects.filter(table=table, move_type="repair")

    done = phone.post(f"/t/{table.code}/move/", {**form, "confirmed": "1"}, **headers)

    assert done.status_code == (200 if htmx else 302)
    table.refresh_from_db()
    assert table.version == 1
    assert Event.objects.filter(table=table, move_type="repair").count() == 1


def test_a_move_with_nothing_to_warn_about_is_recorded_at_once():
    table, phone = app_table()
    form = {"type": "pass", "expected_version": str(table.version)}
    response = phone.post(f"/t/{table.code}/move/", form)
    assert response.status_code == 302
    table.refresh_from_db()
    assert table.version == 1


def test_a_caution_on_a_move_that_also_asks_first_says_the_warning():
    table, phone = app_table()
    state = table.state
    # Full Speed Ahead on the ship already in space 1 (SPM-Q-14 (b)).
    state["offer"][0] = "full_speed_ahead"
    Table.objects.filter(pk=table.pk).update(state=state)
    form = {
        "type": "play_movement",
        "card": "full_speed_ahead",
        "space": "1",
        "expected_version": str(table.version),
    }
    said = words(phone.post(f"/t/{table.code}/move/", form, **HX))
    assert (
        "Full Speed Ahead would move no ship: the ships it moves are already as far as they "
        "can go. The rules allow it (SPM-Q-14), and the card still goes to the discard pile. "
        "Record it anyway?" in said
    )
    assert "Yes, record it" in said


# -- the club's names -----------------------------------------------------------------

CATALOGUE = {
    "ships": [
        {"flag": flag, "ship": f"{flag} {name}", "pirate": f"{name} of {flag[:3]}"}
        for flag in ("English", "Spanish", "Dutch")
        for name in ("Gull", "Heron", "Osprey")
    ]
}


def test_pages_name_the_club_s_ships_and_pirates():
    # A table copies its club's catalogue when it is created.
    created = services.table_create(
        game="spanish_main",
        seats=[{"name": "Adam"}, {"name": "Bea"}],
        seed=11,
        catalogue=CATALOGUE,
    )
    table = created.table
    state = table.state
    screen = words(Client().get(f"/t/{table.code}/screen/"))
    assert "English Gull" in screen and "Dutch Osprey" in screen
    assert "English ship 1" not in screen
    mine = state["pirates"]["0"][0]
    page = words(seated(table.code, created.seat_tokens[0]).get(f"/t/{table.code}/"))
    assert state["names"]["pirates"][mine] in page


@pytest.mark.parametrize("htmx", [False, True], ids=["full-page", "htmx"])
def test_an_accusation_names_the_pirate_as_the_club_s_card_prints_it(htmx):
    created = services.table_create(
        game="spanish_main", seats=[{"name": "Adam"}, {"name": "Bea"}], seed=21,
        catalogue=CATALOGUE,
    )  # fmt: skip
    table = created.table
    mover = table.state["current_seat"]
    phone = seated(table.code, created.seat_tokens[mover])
    headers = HX if htmx else {}
    # A pirate the mover does not hold: the card a player would hold reads "Heron of Eng".
    pirate = next(p for p in ("E1", "E2", "E3") if p not in table.state["pirates"][str(mover)])
    name = {"E1": "Gull", "E2": "Heron", "E3": "Osprey"}[pirate]
    label = f"{name} of Eng (English {name})"
    assert label in words(phone.get(f"/t/{table.code}/"))
    form = {
        "type": "accuse",
        "accused": str(1 - mover),
        "pirate": pirate,
        "expected_version": str(table.version),
    }
    said = words(phone.post(f"/t/{table.code}/move/", form, **headers))
    assert f"Accuse {['Adam', 'Bea'][1 - mover]} of holding the pirate card {label}?" in said


def test_the_create_form_says_who_shuffles_and_who_answers_in_words():
    page = Client().get("/new/?game=spanish_main").content.decode()
    assert (
        '<option value="physical">The players shuffle and draw, then enter the cards '
        "(physical)</option>" in page
    )
    assert '<option value="verified" selected>The companion answers (verified)</option>' in page
