"""Nassau at the table through the pages: creation, the phone page, rule errors."""

from __future__ import annotations

import pytest
from django.test import Client

from companion.tables.models import Event, Table
from companion.web.access import seat_cookie
from tests.tables import nassau_table as driver

pytestmark = pytest.mark.django_db
HX = {"HTTP_HX_REQUEST": "true"}


@pytest.mark.parametrize(
    ("names", "colours", "message"),
    [
        (["Anja", "Jona"], ["black", "green"], "played by 3 to 5 players, not 2"),
        (
            ["Anja", "Jona", "Mira"],
            ["black", "green", "pink"],
            "is not one of black, green, yellow, red, blue",
        ),
    ],
)
def test_a_nassau_table_needs_3_to_5_pirates_in_the_games_colours(names, colours, message):
    data = {"game": "nassau"}
    for i, (name, colour) in enumerate(zip(names, colours, strict=True)):
        data[f"name_{i}"], data[f"colour_{i}"] = name, colour
    response = Client().post("/new/", data)
    assert response.status_code == 400
    assert message in response.content.decode()
    assert not Table.objects.exists()


def test_the_create_form_offers_the_games_colours():
    html = Client().get("/new/?game=nassau").content.decode()
    for colour in ("black", "green", "yellow", "red", "blue"):
        assert f'<option value="{colour}"' in html


def test_a_refused_entry_shows_the_rule_and_links_to_it():
    created = driver.new_table()
    code = created.table.code
    phone = Client()
    phone.cookies[seat_cookie(code)] = created.seat_tokens[0]
    # Dice of 7 do not exist; a first roll must be three dice of 1 to 6.
    response = phone.post(
        f"/t/{code}/move/",
        {"type": "enter_first_roll", "values__0": "7", "values__1": "2", "values__2": "3", "expected_version": "0"},
        **HX,
    )  # fmt: skip
    assert response.status_code == 400
    assert "Your 3 dice: 6 at most." in response.content.decode()
    # A pirate who tries to act out of turn is refused with the rule, and nothing is logged.
    driver.play(created.table, lambda s: s["step"] == "piracy")
    table = created.table
    table.refresh_from_db()
    seat = (
        table.state["turn"]["queue"][table.state["turn"]["pos"]]
        if "queue" in table.state["turn"]
        else None
    )
    other = next(i for i in range(3) if i != seat)
    phone = Client()
    phone.cookies[seat_cookie(code)] = created.seat_tokens[other]
    before = Event.objects.count()
    response = phone.post(
        f"/t/{code}/move/",
        {"type": "pass_action", "expected_version": str(table.version)},
        **HX,
    )
    assert response.status_code == 400
    html = response.content.decode()
    # At a table the link goes to the table's rules: the house readings in force show there.
    assert f'href="/t/{code}/rules/#NAS-' in html
    assert 'href="/rules/nassau/' not in html
    assert Event.objects.count() == before


def _capture_with_crew_aboard():
    """Anja on a space with a merchant ship after her move, a First Mate aboard since
    before this round (put there directly: the driver never buys crew)."""
    created = driver.new_table()
    table = created.table

    def ready(state):
        if state["step"] != "piracy" or state["turn"].get("phase") != "action":
            return False
        seat = state["turn"]["queue"][state["turn"]["pos"]]
        space = state["players"][seat]["space"]
        return seat == 0 and not state["pending"] and state["merchants"].get(str(space))

    driver.play(table, ready)
    table.refresh_from_db()
    state = table.state
    state["tiles"]["set"]["crew"]["first_mate"] -= 1
    state["serial"] += 1
    mate = {"id": f"T{state['serial']}", "type": "first_mate", "acquired": 0, "used": False}
    state["players"][0]["tiles"].append(mate)
    table.save(update_fields=["state"])
    phone = Client()
    phone.cookies[seat_cookie(table.code)] = created.seat_tokens[0]
    return table, phone


@pytest.mark.parametrize("headers", [{}, HX], ids=["full page", "htmx"])
def test_the_phone_shows_the_totals_then_asks_for_the_crew(headers):
    table, phone = _capture_with_crew_aboard()
    card = next(i for i, c in enumerate(table.state["players"][0]["captain"]) if not c["played"])
    form = {"type": "capture", "card": str(card), "expected_version": str(table.version)}
    response = phone.post(f"/t/{table.code}/move/", form, **headers)
    assert response.status_code == (200 if headers else 302)
    table.refresh_from_db()
    assert table.state["turn"]["encounter"]["seat"] == 0
    page = phone.get(f"/t/{table.code}/", **headers).content.decode()
    assert "Anja chooses which crew to use (First Mate, Boatswain, Coxswain) or none." in page
    assert "Against the merchant ship&#x27;s sail" in page  # the totals, escaped
    assert 'value="choose_crew"' in page
    form = {"type": "choose_crew", "first_mate": "sail", "expected_version": str(table.version)}
    response = phone.post(f"/t/{table.code}/move/", form, **headers)
    assert response.status_code == (200 if headers else 302)
    table.refresh_from_db()
    assert "encounter" not in table.state["turn"]
    mate = next(t for t in table.state["players"][0]["tiles"] if t["type"] == "first_mate")
    assert mate["used"] is True
    assert "First Mate adds 1 to the sail." in phone.get(f"/t/{table.code}/log/").content.decode()


@pytest.mark.parametrize("headers", [{}, HX], ids=["full page", "htmx"])
def test_a_board_against_the_rulebook_is_refused_with_the_rule(headers):
    data = {"game": "nassau", "opt_ports": "1:Tortuga:rum\n5:Port 5:goods\n19:Port of Spain:poe"}
    for i, (name, colour) in enumerate([("Anja", "black"), ("Jona", "green"), ("Mira", "red")]):
        data[f"name_{i}"], data[f"colour_{i}"] = name, colour
    response = Client().post("/new/", data, **headers)
    assert response.status_code == 400
    page = response.content.decode()
    assert "Space 1 is La Havana, not Tortuga." in page
    # The refusal names the rule broken and links to it, as a refused move does.
    assert '<a href="/rules/nassau/#NAS-0.5.6">NAS-0.5.6</a>' in page
    # The form comes back as it was sent: the board typed is not lost.
    assert "1:Tortuga:rum\n5:Port 5:goods\n19:Port of Spain:poe</textarea>" in page
    assert 'value="Anja"' in page
    assert not Table.objects.exists()


@pytest.mark.parametrize("headers", [{}, HX], ids=["full page", "htmx"])
def test_a_refused_option_keeps_every_option_as_sent(headers):
    data = {"game": "nassau", "opt_ports": "zz", "opt_navy_phase1_plain": "9"}
    data["opt_ruling_nas_q20"] = "poe"
    for i, (name, colour) in enumerate([("Anja", "black"), ("Jona", "green"), ("Mira", "red")]):
        data[f"name_{i}"], data[f"colour_{i}"] = name, colour
    response = Client().post("/new/", data, **headers)
    assert response.status_code == 400
    page = response.content.decode()
    assert '<a href="/rules/nassau/#NAS-Q1">NAS-Q1</a>' in page
    assert 'name="opt_navy_phase1_plain"' in page and 'value="9"' in page
    assert 'value="poe" selected' in page


def test_the_ports_help_says_the_board_is_checked():
    html = Client().get("/new/?game=nassau").content.decode()
    assert "La Havana on space 1, Port Royal on 10, Port of Spain in region 3" in html
    # Room for a few ports at once, not one short line.
    assert '<textarea id="opt_ports" name="opt_ports" rows="3">' in html
