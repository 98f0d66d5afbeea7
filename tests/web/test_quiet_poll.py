"""The poll that finds nothing new is answered before the session, language and CSRF
middleware (companion/web/quiet_poll.py): one query, an empty 204 that no cache keeps,
the security headers on it, and anything else passed on to the page."""

from __future__ import annotations

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from companion.tables.live import table_stamp
from companion.web.access import seat_cookie
from companion.web.quiet_poll import POLL_PATH

pytestmark = pytest.mark.django_db


def test_the_path_is_the_polls():
    path = reverse("web:poll", args=["ABC234"])
    match = POLL_PATH.match(path)
    assert match is not None and match["code"] == "ABC234"
    assert POLL_PATH.match(reverse("web:seat", args=["ABC234"])) is None


def phone(people) -> Client:
    client = Client()
    client.cookies[seat_cookie(people.table.code)] = people.anja
    return client


@pytest.mark.parametrize("mode", ["", "&mode=screen"])
def test_nothing_new_is_one_query_and_an_empty_answer_no_cache_keeps(people, mode):
    stamp = table_stamp(people.refresh())
    with CaptureQueriesContext(connection) as captured:
        response = phone(people).get(
            f"/t/{people.table.code}/poll/?v={stamp}{mode}", HTTP_HX_REQUEST="true"
        )
    assert response.status_code == 204
    assert response.content == b""
    assert len(captured.captured_queries) == 1
    assert "no-cache" in response["Cache-Control"] and "no-store" in response["Cache-Control"]
    # Nothing of the session, the language or CSRF: no cookie set, no Vary on them.
    assert not response.cookies
    assert "Cookie" not in response.get("Vary", "")
    # The security middleware still answers around it.
    assert response["X-Content-Type-Options"] == "nosniff"


def test_a_lowercase_code_is_the_same_table(people):
    stamp = table_stamp(people.refresh())
    response = phone(people).get(f"/t/{people.table.code.lower()}/poll/?v={stamp}")
    assert response.status_code == 204


@pytest.mark.parametrize("htmx", [False, True], ids=["full-page", "htmx"])
def test_a_change_goes_on_to_the_page(people, htmx):
    headers = {"HTTP_HX_REQUEST": "true"} if htmx else {}
    response = phone(people).get(f"/t/{people.table.code}/poll/?v=old", **headers)
    assert response.status_code == 200
    assert b'id="live"' in response.content


@pytest.mark.parametrize(
    "path",
    [
        "/t/NOSUCH/poll/?v=1",
        "/t/WAYTOOLONGCODE99/poll/?v=1",
        "/t/{code}/poll/",
        "/t/{code}/poll/?v=",
    ],
)
def test_what_is_not_an_unchanged_table_is_the_pages_to_answer(people, path):
    response = phone(people).get(path.format(code=people.table.code))
    assert response.status_code != 204
    assert response.status_code < 500


def test_a_post_is_not_a_poll(people):
    stamp = table_stamp(people.refresh())
    response = phone(people).post(f"/t/{people.table.code}/poll/?v={stamp}")
    assert response.status_code in (403, 405)


def test_without_the_middleware_the_view_still_answers_nothing_new(people, settings):
    settings.MIDDLEWARE = [m for m in settings.MIDDLEWARE if not m.endswith("QuietPollMiddleware")]
    stamp = table_stamp(people.refresh())
    response = phone(people).get(f"/t/{people.table.code}/poll/?v={stamp}")
    assert response.status_code == 204
    assert "no-store" in response["Cache-Control"]
