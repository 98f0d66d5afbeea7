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
GAMES_WITH_A_SEAT_CHOICE = {"scoresheet", "spanish_main"}


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
