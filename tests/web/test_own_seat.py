"""Wherever a phone chooses a seat for a move, its own seat is the default when the move
may name it; a move that cannot (an accusation) and the host without a seat get none.
One page test per game whose moves choose a seat."""

from __future__ import annotations

import re

import pytest
from django.test import Client

from companion.engines.registry import all_engines
from companion.web.access import host_cookie, seat_cookie
from tests.conftest import make_people

pytestmark = pytest.mark.django_db

HX = {"HTTP_HX_REQUEST": "true"}
# The games whose moves have a seat argument, each with its page test below.
GAMES_WITH_A_SEAT_CHOICE = {"merchants_marauders", "piracy", "scoresheet", "spanish_main"}


def phone_of(people, token: str, cookie=seat_cookie) -> Client:
    phone = Client()
    phone.cookies[cookie(people.table.code)] = token
    return phone


def move_forms(page: str, move_type: str) -> list[str]:
    found = []
    for match in re.finditer(f'name="type" value="{move_type}"', page):
        found.append(page[match.start() : page.index("</form>", match.start())])
    return found


def test_every_game_with_a_seat_choice_has_its_test_here():
    with_seat = {
        engine.slug
        for engine in all_engines()
        if any(arg.type == "seat" for spec in engine.move_specs().values() for arg in spec.args)
    }
    assert with_seat == GAMES_WITH_A_SEAT_CHOICE


@pytest.mark.parametrize("headers", [{}, HX], ids=["full", "htmx"])
def test_scoresheet_clearing_a_score_starts_on_the_phones_own_seat(headers):
    people = make_people("scoresheet")
    jona = phone_of(people, people.jona)
    for target, points in ((1, 4), (0, 6)):
        response = jona.post(
            f"/t/{people.table.code}/move/",
            {
                "type": "record_score",
                "target": str(target),
                "points": str(points),
                "expected_version": people.refresh().version,
            },
        )
        assert response.status_code == 302
    page = jona.get(f"/t/{people.table.code}/", **headers).content.decode()
    (clear,) = move_forms(page, "clear_score")
    assert re.findall(r'<button class="btn choice btn-primary"[^>]*value="(\d)"', clear) == ["1"]
    assert 'value="1" aria-current="true">Jona</button>' in clear
    assert 'value="0">Anja</button>' in clear
    # Another player's score cannot be Jona's own: nothing is chosen for Jona there.
    others = [f for f in move_forms(page, "record_score") if 'name="target"' in f]
    assert others
    assert not any(
        re.search(r'name="target" value="\d"[^>]* (checked|selected)', f) for f in others
    )
    assert 'value="1"' not in "".join(others)
    host = phone_of(people, people.host, host_cookie)
    host_page = host.get(f"/t/{people.table.code}/", **headers).content.decode()
    (host_clear,) = move_forms(host_page, "clear_score")
    assert "aria-current" not in host_clear, "the host has no seat of its own"


@pytest.mark.parametrize("headers", [{}, HX], ids=["full", "htmx"])
def test_spanish_main_an_accusation_never_starts_on_the_accusers_own_seat(headers):
    people = make_people("spanish_main")
    seat = people.table.state["current_seat"]
    phone = phone_of(people, [people.anja, people.jona, people.mira][seat])
    page = phone.get(f"/t/{people.table.code}/", **headers).content.decode()
    (accuse,) = move_forms(page, "accuse")
    offered = re.findall(r'name="accused" value="(\d)"', accuse)
    assert offered and str(seat) not in offered
    assert not re.search(r'name="accused" value="\d"[^>]* checked', accuse)


def merchants_marauders_under_way(people) -> None:
    """The three captains entered, the cards drawn, the first event card: a turn is on."""
    from companion.tables import services
    from tests.helpers import run_companion_moves

    table = people.table

    def enter(seat: int, move_type: str, **args) -> None:
        table.refresh_from_db()
        services.table_apply_move(
            table=table,
            seat=seat,
            move={"type": move_type, "args": args},
            expected_version=table.version,
            client_move_id=None,
        )
        run_companion_moves(table)

    homes = (("Havana", "spanish"), ("Nassau", "english"), ("Curacao", "dutch"))
    for seat, (home, nation) in enumerate(homes):
        enter(
            seat,
            "enter_captain",
            captain=f"Captain {seat}",
            ship="sloop",
            seamanship=2,
            scouting=2,
            leadership=2,
            influence=2,
            home=home,
            nation=nation,
        )
    for seat in range(3):
        enter(seat, "draw_glory_card", card="Broadside")
    first = table.state["first"]
    enter(first, "enter_mission", card="Letters", location="Havana")
    enter(first, "enter_mission", card="Escort", location="Nassau")
    enter(first, "event_card", card="Calm seas")
    table.refresh_from_db()
    assert table.state["phase"] == "turn"


@pytest.mark.parametrize("headers", [{}, HX], ids=["full", "htmx"])
def test_merchants_marauders_a_cards_bounty_starts_on_the_phones_own_seat(headers):
    """A card's bounty (MM-Q48) may be anybody's: Jona's phone starts on Jona, the host's
    phone on nobody."""
    people = make_people("merchants_marauders")
    merchants_marauders_under_way(people)
    jona = phone_of(people, people.jona)
    page = jona.get(f"/t/{people.table.code}/", **headers).content.decode()
    (bounty,) = move_forms(page, "adjust_bounty")
    assert re.search(r'name="target" value="1"[^>]*(aria-current="true"|checked|selected)', bounty)
    assert not re.search(
        r'name="target" value="[02]"[^>]*(aria-current="true"|checked|selected)', bounty
    )
    host = phone_of(people, people.host, host_cookie)
    host_page = host.get(f"/t/{people.table.code}/", **headers).content.decode()
    for form in move_forms(host_page, "adjust_bounty"):
        assert "aria-current" not in form and " checked" not in form, "the host has no seat"


def piracy_at_the_start_player(people) -> None:
    """The map entered (PIR-APP-5.1 CONFIG): the table names its starting player next."""
    from companion.tables import services
    from companion.tables.models import Table

    table = Table.objects.get(pk=people.table.pk)
    entries = [
        ("add_port", {"name": "Tortuga", "modifier": 1, "continent": "elsewhere"}),
        ("add_port", {"name": "Nassau", "modifier": 0, "continent": "elsewhere"}),
        ("add_port", {"name": "Havana", "modifier": 2, "continent": "elsewhere"}),
        ("add_europe_hex", {"hex": "Cadiz"}),
        ("finish_map", {}),
    ]
    for move_type, args in entries:
        services.table_apply_move(
            table=table,
            seat=0,
            move={"type": move_type, "args": args},
            expected_version=table.version,
            client_move_id=None,
        )
        table.refresh_from_db()
    assert table.state["step"] == "start_player"


@pytest.mark.parametrize("headers", [{}, HX], ids=["full", "htmx"])
def test_piracy_the_starting_player_starts_on_the_phones_own_seat(headers):
    """Any player may be named to start (PIR-2.0.1): Jona's phone starts on Jona, the
    host's phone on nobody."""
    people = make_people("piracy", {"rations_max": 12})
    piracy_at_the_start_player(people)
    jona = phone_of(people, people.jona)
    page = jona.get(f"/t/{people.table.code}/", **headers).content.decode()
    (start,) = move_forms(page, "name_start_player")
    assert re.search(r'name="player" value="1"[^>]*(aria-current="true"|checked|selected)', start)
    assert not re.search(
        r'name="player" value="[02]"[^>]*(aria-current="true"|checked|selected)', start
    )
    host = phone_of(people, people.host, host_cookie)
    host_page = host.get(f"/t/{people.table.code}/", **headers).content.decode()
    for form in move_forms(host_page, "name_start_player"):
        assert "aria-current" not in form and " checked" not in form, "the host has no seat"
