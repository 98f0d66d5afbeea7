"""Nassau's end-of-round bookkeeping (steps 6 to 9) on a real Celery worker over Redis."""

from __future__ import annotations

import pytest

from companion.celery import app as celery_app
from companion.tables.models import Actor, Event, Table
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
from tests.tables import nassau_table as driver

pytestmark = [pytest.mark.services, pytest.mark.django_db(transaction=True)]


def wait_for_the_worker(table: Table) -> None:
    """After a move, give the worker the time to apply whatever bookkeeping is due."""

    def settled() -> bool:
        table.refresh_from_db()
        return not table.bookkeeping_pending

    wait_for(settled, timeout=WORK_TIMEOUT, what="the worker to apply the bookkeeping")


def test_a_worker_runs_steps_6_to_9_and_the_round_goes_on(real_queue, artifacts):
    table = driver.new_table().table
    log = artifacts / "nassau-worker.log"
    with running(celery_worker_cmd(real_queue), process_env(CELERY_QUEUE=real_queue), log):
        driver.play(table, driver.round_2_started, after_move=wait_for_the_worker)
    companion = Event.objects.filter(table=table, actor=Actor.SYSTEM).order_by("seq")
    assert [e.move_type for e in companion if e.seat is None] == [
        "replace_navy_cards",
        "merchants_set_sail",
        "restock_nassau",
        "prepare_next_voyage",
    ]
    # A seat with nothing to decide at notoriety: the worker entered it for the seat.
    passed = [e.move_type for e in companion if e.seat is not None]
    assert passed and set(passed) == {"adjust_notoriety"}
    assert log.read_text().count("succeeded") >= 4 + len(passed)


def test_bookkeeping_waits_out_a_stopped_broker_and_completes_once_it_is_back(
    real_queue, artifacts
):
    table = driver.new_table().table
    port = free_port()
    broker_log = artifacts / "nassau-broker.log"
    with private_redis(port, broker_log) as broker:
        use_broker(celery_app, broker)
    # The broker is down: step 5 ends, the move is recorded, the bookkeeping waits.
    driver.play(table, driver.end_of_step_5)
    table.refresh_from_db()
    assert table.bookkeeping_pending
    assert not Event.objects.filter(table=table, actor=Actor.SYSTEM).exists()
    moves_so_far = Event.objects.filter(table=table).count()

    with private_redis(port, broker_log) as broker:
        use_broker(celery_app, broker)
        log = artifacts / "nassau-worker-outage.log"
        env = process_env(CELERY_QUEUE=real_queue, REDIS_URL=broker)
        with running(celery_worker_cmd(real_queue), env, log):
            assert sweep_pending_work(grace=0) >= 1
            wait_for_the_worker(table)
            driver.play(table, driver.round_2_started, after_move=wait_for_the_worker)
    system = Event.objects.filter(table=table, actor=Actor.SYSTEM)
    # Each step exactly once, nothing lost: every earlier move is still in the log.
    assert sorted(e.move_type for e in system) == sorted(
        ["replace_navy_cards", "merchants_set_sail", "restock_nassau", "prepare_next_voyage"]
    )
    assert Event.objects.filter(table=table, seq__lte=moves_so_far).count() == moves_so_far
