"""The club's table-code lookups (the link page, its code search, the seat-link
endpoint) count misses like every other lookup: a scan of codes gets a 429 that says
when to try again. Each test counts for its own random address: on Redis (CI) the
windows outlive a test run."""

from __future__ import annotations

import secrets

import pytest

from companion.tables.models import CODE_ALPHABET, Table
from tests.club import openapi

pytestmark = pytest.mark.django_db


@pytest.fixture
def limits(settings):
    settings.RATELIMIT_ENABLED = True
    settings.RATELIMIT_TRUSTED_PROXIES = 0
    settings.RATELIMIT_BUCKETS = {"code-miss": (2, 600), "claim": (60, 600)}
    return settings


@pytest.fixture
def address() -> str:
    return f"10.{secrets.randbelow(256)}.{secrets.randbelow(256)}.{secrets.randbelow(254) + 1}"


def unused_code() -> str:
    while True:
        code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(6))
        if not Table.objects.filter(code=code).exists():
            return code


def test_a_scan_of_codes_through_the_seat_link_endpoint_gets_a_documented_429(bay, limits, address):
    api = bay.api("olga")
    answers = [
        api.post(
            f"{bay.url}/seat-links/",
            {"table": unused_code(), "seat": 0, "player": None},
            format="json",
            REMOTE_ADDR=address,
        )
        for _ in range(3)
    ]
    assert [a.status_code for a in answers] == [404, 404, 429]
    refused = answers[-1]
    assert int(refused["Retry-After"]) > 0 and refused.json()["retry_after"] > 0
    openapi.check_response("api:club-seat-links", "POST", refused)
    openapi.check_response("api:club-seat-links", "POST", answers[0])


def test_a_scan_of_codes_through_the_link_pages_gets_a_429_page(bay, limits, address):
    client = bay.page("olga")
    slug = bay.club.slug
    first = client.get(f"/club/{slug}/tables/?code={unused_code()}", REMOTE_ADDR=address)
    second = client.get(f"/club/{slug}/tables/{unused_code()}/link/", REMOTE_ADDR=address)
    assert (first.status_code, second.status_code) == (404, 404)
    refused = client.get(f"/club/{slug}/tables/{unused_code()}/link/", REMOTE_ADDR=address)
    assert refused.status_code == 429 and int(refused["Retry-After"]) > 0
    assert "Try again in" in refused.content.decode()
