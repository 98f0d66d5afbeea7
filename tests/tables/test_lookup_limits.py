"""Every road to a table by its code is rate-limited: the table pages, the API, the claims.

(The limiter itself and the find form: tests/web/test_ratelimit.py.)
"""

from __future__ import annotations

import pytest
from django.test import Client
from rest_framework.test import APIClient

from tests.conftest import make_people
from tests.web.test_ratelimit import address, limits, unused_codes  # noqa: F401

pytestmark = pytest.mark.django_db


def test_a_scan_of_codes_on_the_table_pages_gets_429(limits, address):  # noqa: F811
    client = Client(REMOTE_ADDR=address)
    statuses = [client.get(f"/t/{code}/join/").status_code for code in unused_codes(200)]
    assert statuses[:30] == [404] * 30 and set(statuses[30:]) == {429}


def test_a_scan_of_codes_through_the_api_gets_429_in_json(limits, address):  # noqa: F811
    client = APIClient(REMOTE_ADDR=address)
    responses = [client.get(f"/api/tables/{code}/") for code in unused_codes(200)]
    assert [r.status_code for r in responses[:30]] == [404] * 30
    assert {r.status_code for r in responses[30:]} == {429}
    last = responses[-1]
    assert last.json()["error"].startswith("Too many table codes that do not exist")
    assert 1 <= int(last["Retry-After"]) <= 600


def test_twelve_phones_behind_one_nat_take_their_seats(limits, address):  # noqa: F811
    people = make_people(seats_taken=False)
    extra = make_people(seats_taken=False)
    phones = 0
    for table in (people.table, extra.table):
        for seat in table.seats.all():
            phone = Client(REMOTE_ADDR=address)
            assert phone.get(f"/t/{table.code}/join/").status_code == 200
            assert phone.post(f"/t/{table.code}/join/{seat.index}/").status_code == 302
            assert phone.get(f"/t/{table.code}/").status_code == 200
            phones += 1
    for index in range(6):
        # The rest join through the API, with a wrong tap on a taken seat each.
        assert (
            APIClient(REMOTE_ADDR=address)
            .post(f"/api/tables/{people.table.code}/seats/{index % 3}/claim/")
            .status_code
            == 409
        )
        phones += 1
    assert phones == 12


def test_a_storm_of_claims_gets_429(limits, address):  # noqa: F811
    limits.RATELIMIT_BUCKETS = {"code-miss": (30, 600), "claim": (5, 600)}
    people = make_people(seats_taken=True)
    client = APIClient(REMOTE_ADDR=address)
    statuses = [
        client.post(f"/api/tables/{people.table.code}/seats/0/claim/").status_code for _ in range(8)
    ]
    assert statuses == [409] * 5 + [429] * 3
