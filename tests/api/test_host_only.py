"""Moves only the table's host enters (the end of a game the rules leave to the table):
a seat's phone is neither offered them nor allowed them, through the API and the pages;
the host enters them. Parametrised over every registered game that declares one."""

from __future__ import annotations

import json

import pytest
from django.test import Client

from companion.engines.registry import all_engines, get_engine
from companion.tables import services
from companion.tables.models import Actor
from companion.web.access import host_cookie, seat_cookie
from tests.conftest import make_people
from tests.contract.recorded import load_games

pytestmark = pytest.mark.django_db

HOST_ONLY = [
    pytest.param(engine.slug, spec.type, id=f"{engine.slug}-{spec.type}")
    for engine in all_engines()
    for spec in engine.move_specs().values()
    if spec.host_only
]


def test_a_game_declares_a_move_for_the_host_alone():
    assert HOST_ONLY, "no registered game has a host-only move: this test covers nothing"


def offered_to_the_host(slug: str, move_type: str):
    """A table of ``slug`` played, by its first recorded game, until the host is offered
    ``move_type``."""
    game = load_games(slug)[0]
    options = dict(game["options"])
    people = make_people(slug, options, catalogue=options.pop("catalogue", None))
    engine = get_engine(slug)
    for number, recorded in enumerate(game["moves"]):
        if any(o.type == move_type for o in engine.legal_moves(people.refresh().state, None)):
            return people
        services.table_apply_move(
            table=people.table,
            seat=recorded["seat"],
            move={"type": recorded["type"], "args": recorded["args"]},
            expected_version=None,
            client_move_id=f"host-only-{number}",
            actor=Actor.SEAT if recorded["seat"] is not None else Actor.SYSTEM,
        )
    raise AssertionError(f"{slug}: the recording never offers {move_type} to the host")


def post(people, token: str, body: dict) -> object:
    return Client().post(
        f"/api/tables/{people.table.code}/moves/",
        json.dumps({**body, "expected_version": people.refresh().version}),
        content_type="application/json",
        HTTP_AUTHORIZATION=f"Bearer {token}",
    )


@pytest.mark.parametrize(("slug", "move_type"), HOST_ONLY)
def test_a_seat_is_refused_a_host_only_move_and_the_host_enters_it(slug, move_type):
    people = offered_to_the_host(slug, move_type)
    body = {"type": move_type, "args": get_engine(slug).move_specs()[move_type].example}
    before = people.refresh().version
    refused = post(people, people.anja, body)
    assert refused.status_code == 403
    assert refused.json()["error"].startswith("Only the table's host enters this: ")
    assert people.refresh().version == before  # nothing recorded
    entered = post(people, people.host, {**body, "seat": 0})
    assert entered.status_code == 201, entered.content


@pytest.mark.parametrize(("slug", "move_type"), HOST_ONLY)
@pytest.mark.parametrize("headers", [{}, {"HTTP_HX_REQUEST": "true"}], ids=["full", "htmx"])
def test_only_the_hosts_page_offers_a_host_only_move(slug, move_type, headers):
    people = offered_to_the_host(slug, move_type)
    marker = f'name="type" value="{move_type}"'
    seat = Client()
    seat.cookies[seat_cookie(people.table.code)] = people.anja
    assert marker not in seat.get(f"/t/{people.table.code}/", **headers).content.decode()
    host = Client()
    host.cookies[host_cookie(people.table.code)] = people.host
    page = host.get(f"/t/{people.table.code}/", **headers).content.decode()
    assert marker in page
