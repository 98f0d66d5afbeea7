"""All of Redis down (the cache and the broker): every page, poll and move answers,
each process tries Redis once per cooldown, and the work waits for the sweeper.

Redis is made unreachable on loopback (tests/platform/outage.py), so these tests need
no service and run in ``make test``; the real Redis comes back in the worker tests.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from django.core.cache import caches
from django.test import Client
from rest_framework.test import APIClient

from companion.celery import app as celery_app
from companion.tables import queue, services
from companion.tables.models import Table
from tests.platform.outage import broker_at, counting_connects, unreachable

pytestmark = pytest.mark.django_db


@pytest.fixture(params=["closed", "silent"])
def redis_down(request, settings) -> Iterator[str]:
    with unreachable(request.param) as url, broker_at(url):
        settings.CACHES = {
            "default": {"BACKEND": "companion.cache.ResilientRedisCache", "LOCATION": url}
        }
        settings.REDIS_URL = url
        # The rate limiter counts in the cache: exercise it too.
        settings.RATELIMIT_ENABLED = True
        yield url


def answered(response, *, expect: set[int] | None = None) -> None:
    assert response.status_code < 500, response.content[:500]
    if expect is not None:
        assert response.status_code in expect, response.content[:500]


def test_pages_polls_and_moves_answer_with_all_of_redis_down(
    redis_down, django_capture_on_commit_callbacks
):
    table = services.table_create(
        game="scoresheet", seats=[{"name": "Anja"}], options={"rounds": 1}
    ).table
    code = table.code
    phone = Client()
    with counting_connects() as seen:
        answered(phone.get("/"), expect={200})
        answered(phone.get("/club/"))
        answered(phone.get(f"/t/{code}/join/"), expect={200})
        answered(phone.post(f"/t/{code}/join/0/"), expect={200, 302, 303})
        answered(phone.get(f"/t/{code}/"), expect={200})
        answered(phone.get(f"/t/{code}/screen/"), expect={200})
        answered(phone.get(f"/t/{code}/poll/?v=stale", HTTP_HX_REQUEST="true"))
        answered(phone.get("/t/NOSUCH/"), expect={404})
        # A code typed on the home page is looked up through the rate limiter's cache.
        answered(phone.get("/find/", {"code": "ZZZZ22"}), expect={404})
        answered(phone.get("/find/", {"code": code}), expect={302})
        # The only score of the only round: it queues the close, which would end the game.
        for move in [{"type": "record_score", "points": "7"}]:
            version = Table.objects.values_list("version", flat=True).get(pk=table.pk)
            with django_capture_on_commit_callbacks(execute=True):
                response = phone.post(f"/t/{code}/move/", {**move, "expected_version": version})
            answered(response, expect={200, 302, 303})
        answered(phone.get(f"/t/{code}/"), expect={200})
        # One attempt at the cache and one at the broker, then the breakers held.
        assert seen.count == 2, seen.count
    assert queue.breaker.is_open
    assert caches["default"].breaker.is_open, "the rate limiter's cache degraded"
    table.refresh_from_db()
    assert table.bookkeeping_pending and table.status == "playing", (
        "the close waits for the sweeper"
    )
    assert table.state["current"] == [7]


def test_the_api_answers_with_all_of_redis_down(redis_down, django_capture_on_commit_callbacks):
    api = APIClient()
    created = api.post(
        "/api/tables/",
        {"game": "scoresheet", "seats": [{"name": "Anja"}], "options": {"rounds": 1}},
        format="json",
    )
    answered(created, expect={201})
    body = created.json()
    api.credentials(HTTP_AUTHORIZATION=f"Bearer {body['seats'][0]['token']}")
    code = body["code"]
    move = {"type": "record_score", "args": {"points": 7}, "expected_version": 0}
    with django_capture_on_commit_callbacks(execute=True):
        response = api.post(f"/api/tables/{code}/moves/", move, format="json")
    answered(response, expect={201})
    answered(api.get(f"/api/tables/{code}/"), expect={200})
    table = Table.objects.get(code=code)
    assert table.bookkeeping_pending and table.result is None, "the close waits for the sweeper"


def test_health_says_what_is_down_without_waiting_on_retries(redis_down):
    with counting_connects() as seen:
        response = Client().get("/healthz")
    assert response.status_code == 503
    body = response.json()
    assert body["database"] == "ok"
    assert body["redis"].startswith("down") and body["queue"].startswith("down")
    assert seen.count == 2, "one attempt for Redis, one for the broker: no retries"


def test_eager_tasks_are_untouched_by_the_breaker():
    queue.breaker.failed()
    try:
        assert celery_app.conf.task_always_eager
        from companion.tables.tasks import ping

        assert queue.publish(ping) is True
    finally:
        queue.breaker.reset()
