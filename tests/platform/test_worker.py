"""A real Celery worker on Redis runs the task a view enqueued with on_commit."""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from companion.celery import app as celery_app
from companion.tables.models import Table
from companion.tables.tasks import sweep_pending_work
from tests.platform.workers import (
    WORK_TIMEOUT,
    celery_worker_cmd,
    free_port,
    private_redis,
    process_env,
    running,
    use_broker,
    wait_for,
)

pytestmark = [pytest.mark.services, pytest.mark.django_db(transaction=True)]


def score_the_only_round(client: APIClient) -> str:
    """A one-round, one-seat scoresheet whose only score is in: the companion closes the
    round (a task), which ends the game and queues the recording of its result."""
    created = client.post(
        "/api/tables/",
        {"game": "scoresheet", "seats": [{"name": "Anja"}], "options": {"rounds": 1}},
        format="json",
    ).json()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {created['seats'][0]['token']}")
    code = created["code"]
    move = {"type": "record_score", "args": {"points": 7}, "expected_version": 0}
    response = client.post(f"/api/tables/{code}/moves/", move, format="json")
    assert response.status_code == 201, response.json()
    return code


def test_a_worker_closes_the_round_and_records_the_result(real_queue, tmp_path, artifacts):
    log = artifacts / "celery-worker.log"
    with running(celery_worker_cmd(real_queue), process_env(CELERY_QUEUE=real_queue), log):
        code = score_the_only_round(APIClient())
        table = Table.objects.get(code=code)

        def recorded():
            table.refresh_from_db()
            return table.result

        result = wait_for(recorded, timeout=WORK_TIMEOUT, what=f"the worker (log: {log})")
    assert result["scores"] == {"0": 7.0}
    assert result["winners"] == [0]
    assert "apply_system_move" in log.read_text() and "record_finished_table" in log.read_text()


def test_a_move_survives_a_broker_outage_and_completes_once_it_is_back(real_queue, artifacts):
    port = free_port()
    broker_log = artifacts / "redis-broker.log"
    with private_redis(port, broker_log) as broker:
        use_broker(celery_app, broker)
    # The broker is stopped now: the score is still recorded, the close waits.
    code = score_the_only_round(APIClient())
    table = Table.objects.get(code=code)
    assert table.bookkeeping_pending and table.status == "playing"
    assert table.events.count() == 1

    with private_redis(port, broker_log) as broker:
        use_broker(celery_app, broker)
        log = artifacts / "celery-worker-outage.log"
        env = process_env(CELERY_QUEUE=real_queue, REDIS_URL=broker)
        with running(celery_worker_cmd(real_queue), env, log):
            assert sweep_pending_work(grace=0) == 1

            def recorded():
                table.refresh_from_db()
                return table.result

            wait_for(recorded, timeout=WORK_TIMEOUT, what=f"the worker (log: {log})")
    # Nothing was applied twice: the score and the companion's close, once each.
    assert list(table.events.values_list("move_type", flat=True)) == ["record_score", "close_round"]
    assert table.status == "finished"
    assert table.result["winners"] == [0]
