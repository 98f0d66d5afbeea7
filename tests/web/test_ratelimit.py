"""Rate limits on table-code lookups and seat claims (companion/ratelimit.py).

A club's twelve phones behind one NAT pass; a scan of 200 codes gets 429. Each test
counts for its own random address: on Redis (CI) the windows outlive a test run.
"""

from __future__ import annotations

import logging
import secrets

import pytest
from django.core.cache import caches
from django.test import Client, RequestFactory

from companion import ratelimit
from companion.tables import services
from companion.tables.errors import NotFound, RateLimited
from companion.tables.models import CODE_ALPHABET, Table

pytestmark = pytest.mark.django_db


@pytest.fixture
def limits(settings):
    settings.RATELIMIT_ENABLED = True
    settings.RATELIMIT_TRUSTED_PROXIES = 0
    settings.RATELIMIT_BUCKETS = {"code-miss": (30, 600), "claim": (60, 600)}
    return settings


@pytest.fixture
def address() -> str:
    return f"10.{secrets.randbelow(256)}.{secrets.randbelow(256)}.{secrets.randbelow(254) + 1}"


def random_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(6))


def unused_codes(count: int) -> list[str]:
    codes: set[str] = set()
    while len(codes) < count:
        codes.add(random_code())
    taken = set(Table.objects.filter(code__in=codes).values_list("code", flat=True))
    return sorted(codes - taken)


def a_table(seats: int = 3) -> Table:
    names = [{"name": f"Player {i + 1}"} for i in range(seats)]
    return services.table_create(game="scoresheet", seats=names).table


def request_from(address: str, **meta: str):
    return RequestFactory().get("/", REMOTE_ADDR=address, **meta)


# -- the find form -----------------------------------------------------------------------


def test_twelve_phones_behind_one_nat_find_their_table_even_with_typos(limits, address):
    table = a_table(seats=12)
    typos = unused_codes(12)
    for phone in range(12):
        client = Client(REMOTE_ADDR=address)
        # Each phone mistypes once, then types the code right (in lower case, spaced).
        assert client.get("/find/", {"code": typos[phone]}).status_code == 404
        spaced = f" {table.code[:3].lower()} {table.code[3:].lower()} "
        response = client.get("/find/", {"code": spaced})
        assert response.status_code == 302, response.content.decode()[:400]
        assert response["Location"] == f"/t/{table.code}/join/"


def test_twelve_phones_behind_one_nat_claim_their_seats(limits, address):
    for _ in range(12 * 3):  # every phone claims three times over (a reload, a reseat)
        ratelimit.check(request_from(address), ratelimit.CLAIM)


def test_a_scan_of_200_codes_gets_429_with_retry_after_on_the_styled_page(limits, address):
    client = Client(REMOTE_ADDR=address)
    statuses = []
    for code in unused_codes(200):
        response = client.get("/find/", {"code": code})
        statuses.append(response.status_code)
    assert statuses[:30] == [404] * 30
    assert set(statuses[30:]) == {429}
    assert 1 <= int(response["Retry-After"]) <= 600
    html = response.content.decode()
    assert '<link rel="stylesheet"' in html and "<html" in html
    assert "Too many table codes that do not exist were tried from your network" in html
    assert "Try again in" in html


def test_over_the_limit_even_a_real_code_is_refused_so_a_scan_learns_nothing(limits, address):
    table = a_table()
    limits.RATELIMIT_BUCKETS = {"code-miss": (3, 600), "claim": (60, 600)}
    client = Client(REMOTE_ADDR=address)
    for code in unused_codes(3):
        assert client.get("/find/", {"code": code}).status_code == 404
    assert client.get("/find/", {"code": table.code}).status_code == 429
    # Another address is counted on its own.
    other = Client(REMOTE_ADDR="192.0.2.77" if address != "192.0.2.77" else "192.0.2.78")
    assert other.get("/find/", {"code": table.code}).status_code == 302


def test_the_window_passes_and_the_address_may_try_again(limits, address, monkeypatch):
    limits.RATELIMIT_BUCKETS = {"code-miss": (2, 60), "claim": (2, 60)}
    clock = [60 * 20_000 + 20.0]  # 20 s into a 60 s window
    monkeypatch.setattr(ratelimit, "_now", lambda: clock[0])
    for _ in range(2):
        ratelimit.check(request_from(address), ratelimit.CLAIM)
    with pytest.raises(RateLimited) as refused:
        ratelimit.check(request_from(address), ratelimit.CLAIM)
    assert refused.value.status == 429
    assert refused.value.retry_after == 40
    assert "1 minute." in refused.value.message
    clock[0] += 40
    ratelimit.check(request_from(address), ratelimit.CLAIM)


def test_lookups_of_real_codes_never_count(limits, address):
    table = a_table()
    limits.RATELIMIT_BUCKETS = {"code-miss": (2, 600), "claim": (2, 600)}
    for _ in range(50):
        assert ratelimit.table_by_code(request_from(address), table.code.lower()) == table
    with pytest.raises(NotFound):
        ratelimit.table_by_code(request_from(address), "NOPE22")


def test_any_lookup_by_code_counts_its_misses_for_a_drf_request_too(limits, address):
    from rest_framework.request import Request
    from rest_framework.test import APIRequestFactory

    from companion.tables import selectors

    table = a_table()
    limits.RATELIMIT_BUCKETS = {"code-miss": (2, 600), "claim": (2, 600)}
    request = Request(APIRequestFactory().get("/api/tables/X/", REMOTE_ADDR=address))
    for code in unused_codes(2):
        with pytest.raises(NotFound), ratelimit.code_lookup(request):
            selectors.table_by_code(code)
    with pytest.raises(RateLimited), ratelimit.code_lookup(request):
        selectors.table_by_code(table.code)
    # Another refusal raised inside is not a miss: it goes on up, uncounted.
    with pytest.raises(ValueError), ratelimit.code_lookup(request_from("192.0.2.200")):
        raise ValueError("not a lookup miss")


def test_the_counter_is_seen_by_another_workers_cache_connection(limits, address):
    """With REDIS_URL (CI, production) the count lives in Redis, not in one process."""
    limits.RATELIMIT_BUCKETS = {"code-miss": (5, 600), "claim": (5, 600)}
    for _ in range(5):
        ratelimit.check(request_from(address), ratelimit.CLAIM)
    key, _limit, _left = ratelimit._window(ratelimit.CLAIM, request_from(address))
    other_worker = caches.create_connection("default")
    assert other_worker.get(key) == 5
    with pytest.raises(RateLimited):
        ratelimit.ensure_allowed(request_from(address), ratelimit.CLAIM)


def test_switched_off_nothing_is_limited(limits, address):
    limits.RATELIMIT_ENABLED = False
    limits.RATELIMIT_BUCKETS = {"code-miss": (1, 600), "claim": (1, 600)}
    for _ in range(5):
        ratelimit.check(request_from(address), ratelimit.CLAIM)
        ratelimit.ensure_allowed(request_from(address), ratelimit.CODE_MISS)


def test_an_unknown_bucket_is_a_programming_error(limits, address):
    with pytest.raises(ValueError, match="no rate-limit bucket"):
        ratelimit.check(request_from(address), "claims")


# -- failing open ------------------------------------------------------------------------


def test_with_redis_down_the_limiter_lets_requests_through_and_logs(limits, address, caplog):
    limits.CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            # Nothing listens on port 1: every cache call fails to connect.
            "LOCATION": "redis://127.0.0.1:1/0",
        }
    }
    limits.RATELIMIT_BUCKETS = {"code-miss": (1, 600), "claim": (1, 600)}
    table = a_table()
    client = Client(REMOTE_ADDR=address)
    with caplog.at_level(logging.WARNING, logger="companion.ratelimit"):
        for code in unused_codes(3):
            assert client.get("/find/", {"code": code}).status_code == 404
        assert client.get("/find/", {"code": table.code}).status_code == 302
        for _ in range(3):
            ratelimit.check(request_from(address), ratelimit.CLAIM)
    assert any(
        "rate limit" in r.getMessage() and "cache failed" in r.getMessage() for r in caplog.records
    )


class DegradedCache:
    """A cache that swallows its outage: None for every read, nothing stored."""

    def add(self, *args, **kwargs):
        return False

    def incr(self, *args, **kwargs):
        return None

    def get(self, *args, **kwargs):
        return None


def test_a_cache_that_degrades_to_none_counts_nothing_and_refuses_nothing(
    limits, address, monkeypatch, caplog
):
    limits.RATELIMIT_BUCKETS = {"code-miss": (1, 600), "claim": (1, 600)}
    monkeypatch.setattr(ratelimit, "cache", DegradedCache())
    with caplog.at_level(logging.WARNING, logger="companion.ratelimit"):
        for _ in range(3):
            ratelimit.check(request_from(address), ratelimit.CLAIM)
            ratelimit.ensure_allowed(request_from(address), ratelimit.CLAIM)
    assert caplog.records


# -- the client address ------------------------------------------------------------------


def test_the_address_is_remote_addr_and_the_forwarded_header_counts_only_behind_a_proxy(
    limits,
):
    spoofed = {"HTTP_X_FORWARDED_FOR": "203.0.113.9"}
    assert ratelimit.client_address(request_from("198.51.100.4", **spoofed)) == "198.51.100.4"
    limits.RATELIMIT_TRUSTED_PROXIES = 1
    # nginx appends the address it saw; what the client wrote before it does not count.
    chain = {"HTTP_X_FORWARDED_FOR": "1.2.3.4, 203.0.113.9"}
    assert ratelimit.client_address(request_from("127.0.0.1", **chain)) == "203.0.113.9"
    limits.RATELIMIT_TRUSTED_PROXIES = 2
    assert ratelimit.client_address(request_from("127.0.0.1", **chain)) == "1.2.3.4"
    # Fewer hops than proxies: the header is not what the setting says, use the peer.
    single = {"HTTP_X_FORWARDED_FOR": "203.0.113.9"}
    assert ratelimit.client_address(request_from("127.0.0.1", **single)) == "127.0.0.1"


def test_garbage_in_the_forwarded_header_never_reaches_the_cache_key(limits, address):
    limits.RATELIMIT_TRUSTED_PROXIES = 1
    junk = {"HTTP_X_FORWARDED_FOR": "not an address \x00 " + "x" * 400}
    assert ratelimit.client_address(request_from("127.0.0.1", **junk)) == "unknown"
    ratelimit.check(request_from("127.0.0.1", **junk), ratelimit.CLAIM)


def test_ipv6_addresses_count_per_64_and_mapped_ipv4_as_ipv4(limits):
    one = ratelimit.client_address(request_from("2001:db8:1:2::10"))
    two = ratelimit.client_address(request_from("2001:db8:1:2:ffff::1"))
    assert one == two == "2001:db8:1:2::/64"
    assert ratelimit.client_address(request_from("::ffff:192.0.2.5")) == "192.0.2.5"


# -- any input to the find form gets a clear answer ---------------------------------------


@pytest.mark.parametrize("code", ["//x", "../..", "K7Q/X3M", "<b>", "%00", "x" * 200, "é"])
def test_find_answers_any_malformed_code_with_a_clear_400(code, address):
    response = Client(REMOTE_ADDR=address).get("/find/", {"code": code})
    assert response.status_code == 400
    html = response.content.decode()
    assert "A table code has only letters and digits" in html
    assert "<b>" not in html.split("<main", 1)[1]


def test_find_with_an_unknown_code_says_so_on_the_home_page(address):
    response = Client(REMOTE_ADDR=address).get("/find/", {"code": "nope22"})
    assert response.status_code == 404
    html = response.content.decode()
    assert "There is no table with the code NOPE22" in html
    assert 'value="nope22"' in html


def test_find_with_nothing_goes_home(address):
    response = Client(REMOTE_ADDR=address).get("/find/", {"code": "  "})
    assert response.status_code == 302 and response["Location"] == "/"
