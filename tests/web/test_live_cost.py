"""What a live update costs the server: a fixed number of queries however long the log, and
the table screen rendered once per change and language, whatever the number of screens."""

from __future__ import annotations

import pytest
from django.core.cache import cache
from django.db import connection
from django.test import Client, override_settings
from django.test.utils import CaptureQueriesContext

from companion.engines.registry import game_slugs, get_engine
from companion.language import SCREEN_COOKIE
from companion.tables import services
from companion.web.access import seat_cookie

pytestmark = pytest.mark.django_db

# The poll's stamp, the table, its seats, the latest entries (which also answer whether
# the seat may undo or redo, unless an undo is among them).
SEAT_POLL_QUERIES = 4


def a_table(slug: str):
    engine = get_engine(slug)
    seats = [
        {"name": name} for name in ("Anja", "Jona", "Mira", "Tomas")[: max(2, engine.min_seats)]
    ]
    return services.table_create(game=slug, seats=seats, seed=4, issue_seat_tokens=True)


def changed_poll(client: Client, code: str, *, screen: bool = False):
    mode = "&mode=screen" if screen else ""
    return client.get(f"/t/{code}/poll/?v=old{mode}", HTTP_HX_REQUEST="true")


@pytest.mark.parametrize("slug", game_slugs())
def test_a_seats_changed_poll_reads_each_thing_once(slug):
    created = a_table(slug)
    phone = Client()
    phone.cookies[seat_cookie(created.table.code)] = created.seat_tokens[0]
    with CaptureQueriesContext(connection) as captured:
        response = changed_poll(phone, created.table.code)
    assert response.status_code == 200
    assert len(captured.captured_queries) <= SEAT_POLL_QUERIES, [
        q["sql"][:90] for q in captured.captured_queries
    ]


def test_the_query_count_does_not_grow_with_the_log():
    created = a_table("scoresheet")
    table = created.table
    phone = Client()
    phone.cookies[seat_cookie(table.code)] = created.seat_tokens[0]

    def count() -> int:
        with CaptureQueriesContext(connection) as captured:
            assert changed_poll(phone, table.code).status_code == 200
        return len(captured.captured_queries)

    first = count()
    for points in range(40):
        table.refresh_from_db()
        services.table_apply_move(
            table=table,
            seat=0,
            move={"type": "record_score", "args": {"target": 0, "points": points, "replace": True}},
            expected_version=table.version,
            client_move_id=None,
        )
    assert count() == first


@pytest.fixture
def fresh_cache():
    cache.clear()
    yield
    cache.clear()


@pytest.mark.parametrize("slug", game_slugs())
def test_the_screen_is_rendered_once_per_change_and_served_to_every_screen(slug, fresh_cache):
    table = a_table(slug).table
    first = changed_poll(Client(), table.code, screen=True)
    with CaptureQueriesContext(connection) as captured:
        second = changed_poll(Client(), table.code, screen=True)
    assert first.status_code == second.status_code == 200
    assert second.content == first.content
    # The stamp and the table (its language): nothing of the game is read again.
    assert len(captured.captured_queries) <= 2, [q["sql"][:90] for q in captured.captured_queries]
    assert b"csrfmiddlewaretoken" not in first.content  # nobody's form token is shared


def test_a_change_or_another_language_renders_the_screen_anew(fresh_cache):
    created = a_table("scoresheet")
    table = created.table
    before = changed_poll(Client(), table.code, screen=True).content.decode()
    italian = Client()
    italian.cookies[SCREEN_COOKIE] = "it"
    in_italian = changed_poll(italian, table.code, screen=True).content.decode()
    assert in_italian != before and 'lang="it"' not in before
    services.table_apply_move(
        table=table,
        seat=1,
        move={"type": "record_score", "args": {"target": 1, "points": 7}},
        expected_version=table.version,
        client_move_id=None,
    )
    after = changed_poll(Client(), table.code, screen=True).content.decode()
    assert after != before and "7" in after


@override_settings(
    CACHES={
        "default": {
            "BACKEND": "companion.cache.ResilientRedisCache",
            # Nothing listens there: the cache is down.
            "LOCATION": "redis://127.0.0.1:9/0",
            "OPTIONS": {"socket_connect_timeout": 0.1, "socket_timeout": 0.1},
        }
    }
)
def test_a_cache_that_is_down_means_rendering_not_an_error():
    table = a_table("scoresheet").table
    for _ in range(2):
        assert changed_poll(Client(), table.code, screen=True).status_code == 200
