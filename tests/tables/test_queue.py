"""Publishing with the broker unreachable: one short attempt, then the breaker; the
moves are recorded, the work waits for the sweeper, no request waits on the broker.

Both outages run without any service: a closed port refuses at once, a listener that
never accepts makes connects hang (as a host dropping packets would).
"""

from __future__ import annotations

import pytest
import redis
from rest_framework.test import APIClient

from companion.celery import app as celery_app
from companion.engines import registry
from companion.tables import queue, services, tasks
from companion.tables.models import Table
from companion.tables.tasks import ping
from tests.helpers import need_service
from tests.platform.outage import broker_at, closed_port_url, counting_connects, unreachable
from tests.platform.workers import REDIS_URL

pytestmark = pytest.mark.django_db

OUTAGES = ["closed", "silent"]


@pytest.fixture
def relay_game(monkeypatch: pytest.MonkeyPatch) -> None:
    # Registered for this test only, so the API schema never sees the test engine.
    monkeypatch.setitem(registry._ENGINE_PATHS, "relay", "tests.tables.relay_engine:RelayEngine")


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    """The breaker's clock, moved by hand."""
    now = [1000.0]
    monkeypatch.setattr(queue.breaker, "clock", lambda: now[0])
    return now


def end_round_through_the_api(created: services.CreatedTable) -> dict:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {created.seat_tokens[0]}")
    code = created.table.code
    response = client.post(
        f"/api/tables/{code}/moves/", {"type": "end_round", "expected_version": 0}, format="json"
    )
    assert response.status_code == 201, response.content
    state = client.get(f"/api/tables/{code}/")
    assert state.status_code == 200
    return state.json()


@pytest.mark.parametrize("outage", OUTAGES)
def test_moves_with_the_broker_unreachable_try_it_once_and_leave_the_work_pending(
    relay_game, outage, django_capture_on_commit_callbacks
):
    tables = [
        services.table_create(
            game="relay", seats=[{"name": "Anja"}, {"name": "Jona"}], issue_seat_tokens=True
        )
        for _ in range(5)
    ]
    with unreachable(outage) as url, broker_at(url), counting_connects() as seen:
        for created in tables:
            with django_capture_on_commit_callbacks(execute=True):
                state = end_round_through_the_api(created)
            assert state["version"] == 1, "the move is recorded"
            assert state["bookkeeping_pending"] is True
        # The first move found the broker down; the other four did not try it.
        assert seen.count == 1
        assert queue.breaker.is_open
    assert Table.objects.filter(bookkeeping_pending=True).count() == 5


@pytest.mark.parametrize("outage", OUTAGES)
def test_a_publish_is_bounded_by_short_timeouts_without_retries(outage):
    with unreachable(outage) as url, broker_at(url), counting_connects() as seen:
        assert queue.publish(ping) is False
        assert seen.count == 1
        options = queue.publishing_connection(celery_app).transport_options
    timeout = queue.publish_timeout()
    assert 0 < timeout <= 2
    assert options["socket_connect_timeout"] == options["socket_timeout"] == timeout
    assert options["max_retries"] == 0 and options["retry_on_timeout"] is False


def test_after_the_cooldown_one_publish_tries_the_broker_again(clock):
    with broker_at(closed_port_url()), counting_connects() as seen:
        assert not queue.publish(ping)
        assert not queue.publish(ping)
        assert seen.count == 1
        clock[0] += queue.breaker.cooldown - 1
        assert not queue.publish(ping)
        assert seen.count == 1, "still cooling down"
        clock[0] += 2
        assert not queue.publish(ping)
        assert seen.count == 2, "one trial after the cooldown"
        assert not queue.publish(ping)
        assert seen.count == 2, "the failed trial opened the breaker again"


def test_enqueue_safely_goes_through_the_breaker():
    with broker_at(closed_port_url()), counting_connects() as seen:
        assert tasks.enqueue_safely(tasks.ping) is False
        assert tasks.enqueue_safely(tasks.ping) is False
    assert seen.count == 1


def test_in_process_a_failing_task_is_logged_not_raised(monkeypatch, caplog):
    def boom() -> str:
        raise RuntimeError("a bug in a task")

    monkeypatch.setattr(ping, "run", boom)
    assert queue.publish(ping) is False
    assert "failed in-process" in caplog.text
    assert not queue.breaker.is_open, "a task's own error says nothing about the broker"


def test_the_broker_back_closes_the_breaker_and_gets_the_task(clock):
    need_service("Redis", "127.0.0.1", 6379)
    with broker_at(REDIS_URL) as name:
        queue.breaker.failed()  # as a request found it a moment ago
        assert not queue.publish(ping)
        clock[0] += queue.breaker.cooldown + 1
        client = redis.Redis.from_url(REDIS_URL)
        try:
            assert queue.publish(ping)
            assert not queue.breaker.is_open
            assert queue.publish(ping)
            assert client.llen(name) == 2
        finally:
            client.delete(name, f"_kombu.binding.{name}")
            client.close()
