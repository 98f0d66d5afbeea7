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


def finish_a_scoresheet(client: APIClient) -> str:
    created = client.post(
        "/api/tables/", {"game": "scoresheet", "seats": [{"name": "Anja"}]}, format="json"
    ).json()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {created['seats'][0]['token']}")
    code = created["code"]
    for version, move in enumerate(
        [
            {"type": "record_score", "args": {"target": 0, "points": 7}},
            {"type": "close_round"},
            {"type": "end_game"},
        ]
    ):
        response = client.post(
            f"/api/tables/{code}/moves/", {**move, "expected_version": version}, format="json"
        )
        assert response.status_code == 201, response.json()
    return code


def test_a_worker_records_the_result_the_end_game_view_enqueued(real_queue, tmp_path, artifacts):
    log = artifacts / "celery-worker.log"
    with running(celery_worker_cmd(real_queue), process_env(CELERY_QUEUE=real_queue), log):
        code = finish_a_scoresheet(APIClient())
        table = Table.objects.get(code=code)

        def recorded():
            table.refresh_from_db()
            return table.result

        result = wait_for(recorded, timeout=WORK_TIMEOUT, what=f"the worker (log: {log})")
    assert result["scores"] == {"0": 7.0}
    assert result["winners"] == [0]
    assert "record_finished_table" in log.read_text()


def test_a_move_survives_a_broker_outage_and_completes_once_it_is_back(real_queue, artifacts):
    port = free_port()
    broker_log = artifacts / "redis-broker.log"
    with private_redis(port, broker_log) as broker:
        use_broker(celery_app, broker)
    # The broker is stopped now: the moves are still recorded, the result waits.
    code = finish_a_scoresheet(APIClient())
    table = Table.objects.get(code=code)
    assert table.status == "finished" and table.result is None
    assert table.events.count() == 3

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
    # Nothing was applied twice: the log still has exactly the three moves.
    assert table.events.count() == 3
    assert table.result["winners"] == [0]
