"""System moves: bookkeeping enqueued on commit, idempotent, undone with its cause;
the sweeper's leases; transient errors retried, boundedly."""

from __future__ import annotations

import io
import threading
from collections.abc import Callable, Iterator
from datetime import timedelta
from typing import Any
from unittest import mock

import pytest
from django.core.management import CommandError, call_command
from django.db import InterfaceError, OperationalError, connection

from companion.engines import registry
from companion.tables import queue, selectors, services, tasks
from companion.tables.access import Caller
from companion.tables.errors import StaleVersion
from companion.tables.models import Actor, Event, Table, TableStatus
from companion.tables.signals import table_finished
from companion.tables.tasks import (
    apply_system_move,
    record_finished_table,
    sweep,
    sweep_pending_work,
)
from tests.helpers import finish_one_seat_sheet
from tests.platform.outage import broker_at, closed_port_url, counting_connects

pytestmark = pytest.mark.django_db


@pytest.fixture
def relay(db, monkeypatch) -> Table:
    # Registered for this test only, so the API schema never sees the test engine.
    monkeypatch.setitem(registry._ENGINE_PATHS, "relay", "tests.tables.relay_engine:RelayEngine")
    return services.table_create(game="relay", seats=[{"name": "Anja"}, {"name": "Jona"}]).table


def end_round(table: Table, seat: int = 0):
    table.refresh_from_db()
    return services.table_apply_move(
        table=table,
        seat=seat,
        move={"type": "end_round"},
        expected_version=table.version,
        client_move_id=None,
    )


def test_ending_a_round_runs_the_bookkeeping_after_commit(
    relay, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        end_round(relay)
    relay.refresh_from_db()
    assert relay.state["done"] == [1] and relay.state["round"] == 2
    assert not relay.bookkeeping_pending
    system = Event.objects.get(table=relay, actor=Actor.SYSTEM)
    assert (system.seq, system.move_type, system.seat) == (2, "bookkeep", None)
    assert system.client_move_id == "system:round-1-bookkeeping:v1"


def test_a_redelivered_bookkeeping_task_changes_nothing(relay, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        end_round(relay)
    relay.refresh_from_db()
    before = (relay.version, relay.state)
    assert apply_system_move.apply(args=(relay.pk, "round-1-bookkeeping", 1)).get() == "not-due"
    relay.refresh_from_db()
    assert (relay.version, relay.state) == before


def test_a_duplicate_delivered_before_the_state_moved_on_is_a_no_op(relay):
    # Without on-commit callbacks the task has not run yet: deliver it twice by hand.
    end_round(relay)
    assert apply_system_move.apply(args=(relay.pk, "round-1-bookkeeping", 1)).get() == "applied"
    assert apply_system_move.apply(args=(relay.pk, "round-1-bookkeeping", 1)).get() == "not-due"
    assert Event.objects.filter(table=relay, actor=Actor.SYSTEM).count() == 1


def test_undoing_the_move_that_ended_the_round_undoes_the_bookkeeping(
    relay, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        end_round(relay)
    relay.refresh_from_db()
    assert relay.state["done"] == [1]
    with django_capture_on_commit_callbacks(execute=True):
        services.table_undo(
            table=relay,
            caller=Caller(seat=relay.seats.get(index=0)),
            expected_version=relay.version,
            client_move_id=None,
        )
    relay.refresh_from_db()
    assert relay.state == {**relay.state, "round": 1, "pending": False, "done": []}
    undo = Event.objects.get(table=relay, kind="undo")
    assert undo.args == {"targets": [1, 2]}
    # Ending the round again runs the bookkeeping again, under a new id.
    with django_capture_on_commit_callbacks(execute=True):
        end_round(relay)
    relay.refresh_from_db()
    assert relay.state["done"] == [1]
    assert Event.objects.filter(table=relay, actor=Actor.SYSTEM, undone=False).count() == 1


def test_only_the_author_of_the_causing_move_or_the_host_undoes_bookkeeping(
    relay, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        end_round(relay, seat=1)
    relay.refresh_from_db()
    from companion.tables.errors import NotAllowed

    with pytest.raises(NotAllowed):
        services.table_undo(
            table=relay,
            caller=Caller(seat=relay.seats.get(index=0)),
            expected_version=relay.version,
            client_move_id=None,
        )


def test_a_broker_outage_leaves_the_bookkeeping_pending_until_a_sweep(
    relay, django_capture_on_commit_callbacks
):
    with broker_at(closed_port_url()), django_capture_on_commit_callbacks(execute=True):
        outcome = end_round(relay)
    relay.refresh_from_db()
    assert outcome.event.seq == 1  # the player's move is recorded
    assert relay.bookkeeping_pending and relay.state["pending"]
    # The broker is back (tasks run in-process again): the sweep moves the table on.
    with django_capture_on_commit_callbacks(execute=True):
        assert sweep_pending_work(grace=0) == 1
    relay.refresh_from_db()
    assert not relay.bookkeeping_pending and relay.state["done"] == [1]
    assert relay.work_claimed_until is None, "the lease ends with the work"


def pending_relay(relay: Table) -> Table:
    """The relay table with its bookkeeping left pending by a broker outage."""
    with broker_at(closed_port_url()):
        end_round(relay)  # no on-commit callbacks in this test's transaction: nothing queued
    relay.refresh_from_db()
    assert relay.bookkeeping_pending
    return relay


def test_a_sweep_while_the_broker_is_still_down_tries_once_and_keeps_the_work(relay):
    pending_relay(relay)
    with broker_at(closed_port_url()), counting_connects() as seen:
        done = sweep(grace=0)
        assert queue.breaker.is_open
    assert (done.requeued, done.broker_failed) == (0, True)
    assert seen.count == 1
    relay.refresh_from_db()
    assert relay.bookkeeping_pending
    assert relay.work_claimed_until is None, "a claim whose work was not queued is given back"


def test_a_sweep_tries_the_broker_even_when_the_breaker_is_open(relay):
    pending_relay(relay)
    queued = []
    queue.breaker.failed()  # a request of this process found the broker down a moment ago
    try:
        with mock.patch.object(queue, "publish", lambda task, *args, force=False: queued.append(
            (task.name, args, force)) or True):  # fmt: skip
            assert sweep_pending_work(grace=0) == 1
    finally:
        queue.breaker.reset()
    assert queued == [(apply_system_move.name, (relay.pk, "round-1-bookkeeping", 1), True)]


def recording_publish(calls: list) -> Callable[..., bool]:
    lock = threading.Lock()

    def publish(task, *args, force=False):
        with lock:
            calls.append((task.name, args))
        return True

    return publish


def test_a_claimed_table_is_not_queued_again_until_its_lease_expires(relay):
    pending_relay(relay)
    calls: list = []
    with mock.patch.object(queue, "publish", recording_publish(calls)):
        assert sweep_pending_work(grace=0) == 1
        assert sweep_pending_work(grace=0) == 0, "the first sweep's lease holds"
        relay.refresh_from_db()
        later = relay.work_claimed_until + timedelta(seconds=1)
        with mock.patch("django.utils.timezone.now", return_value=later):
            assert sweep_pending_work(grace=0) == 1
    assert len(calls) == 2


def test_work_queued_a_moment_ago_is_left_to_its_own_task(relay):
    pending_relay(relay)
    calls: list = []
    with mock.patch.object(queue, "publish", recording_publish(calls)):
        assert sweep_pending_work(grace=3600) == 0
    assert calls == []


def test_a_finished_table_without_its_result_is_swept(db, django_capture_on_commit_callbacks):
    table = finished_scoresheet()  # its on-commit publish never ran: as if the broker was down
    assert table.result is None
    with django_capture_on_commit_callbacks(execute=True):
        assert sweep_pending_work(grace=0) == 1
    table.refresh_from_db()
    assert table.result is not None and table.work_claimed_until is None


@pytest.mark.django_db(transaction=True)
def test_two_sweepers_racing_queue_each_table_once(monkeypatch):
    monkeypatch.setitem(registry._ENGINE_PATHS, "relay", "tests.tables.relay_engine:RelayEngine")
    tables = []
    for _ in range(12):
        table = services.table_create(game="relay", seats=[{"name": "A"}, {"name": "B"}]).table
        with broker_at(closed_port_url()):
            end_round(table)  # autocommit: the failed publish leaves the bookkeeping pending
        tables.append(table)
    assert Table.objects.filter(bookkeeping_pending=True).count() == 12
    calls: list = []
    counts: list[int] = []
    barrier = threading.Barrier(2)

    def sweeper() -> None:
        try:
            barrier.wait(timeout=300)
            counts.append(sweep_pending_work(grace=0))
        finally:
            connection.close()

    with mock.patch.object(queue, "publish", recording_publish(calls)):
        threads = [threading.Thread(target=sweeper) for _ in range(2)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(300)
    assert sum(counts) == 12, counts
    queued = sorted(args[0] for _name, args in calls)
    assert queued == sorted(t.pk for t in tables), "each table queued once, by one sweeper"


def test_the_sweep_command_says_what_it_did(relay):
    pending_relay(relay)
    out = io.StringIO()
    with mock.patch.object(queue, "publish", recording_publish([])):
        call_command("sweep_pending", "--grace", "0", stdout=out)
    assert out.getvalue().strip() == "1 item(s) re-queued"
    Table.objects.update(work_claimed_until=None)
    with broker_at(closed_port_url()), pytest.raises(CommandError, match="unreachable"):
        call_command("sweep_pending", "--grace", "0", stdout=io.StringIO())


def finished_scoresheet() -> Table:
    """A one-seat scoresheet whose last move ended the game (version 3), nothing queued."""
    table = services.table_create(game="scoresheet", seats=[{"name": "Anja"}]).table
    finish_one_seat_sheet(table)
    assert table.status == TableStatus.FINISHED and table.version == 3
    return table


@pytest.fixture
def retries_inline() -> Iterator[None]:
    """Let in-process tasks retry as a worker would (immediately: no countdown inline).

    With eager propagation on (the embedded default) the first retry is raised to the
    caller instead, which leaves the work to the sweeper.
    """
    from companion.celery import app as celery_app

    saved = celery_app.conf.task_eager_propagates
    celery_app.conf.task_eager_propagates = False
    yield
    celery_app.conf.task_eager_propagates = saved


class Flaky:
    """Raise ``error`` the first ``failures`` times, then do what ``then`` does."""

    def __init__(self, error: Exception, failures: int, then: Callable[..., Any]) -> None:
        self.error, self.failures, self.then, self.calls = error, failures, then, 0

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        self.calls += 1
        if self.calls <= self.failures:
            raise self.error
        return self.then(*args, **kwargs)


def test_recording_a_result_retries_a_transient_database_error(db, monkeypatch, retries_inline):
    table = finished_scoresheet()
    flaky = Flaky(OperationalError("server closed the connection"), 2, tasks.final_result)
    monkeypatch.setattr(tasks, "final_result", flaky)
    assert record_finished_table.apply(args=(table.pk, 3)).get() == "recorded"
    assert flaky.calls == 3


def test_retries_are_bounded(db, monkeypatch, retries_inline):
    table = finished_scoresheet()
    flaky = Flaky(InterfaceError("connection already closed"), 99, tasks.final_result)
    monkeypatch.setattr(tasks, "final_result", flaky)
    with pytest.raises(InterfaceError):
        record_finished_table.apply(args=(table.pk, 3)).get()
    assert flaky.calls == record_finished_table.max_retries + 1


@pytest.mark.parametrize(
    "error", [InterfaceError("connection already closed"), StaleVersion(1)], ids=repr
)
def test_a_system_move_retries_transient_errors(relay, monkeypatch, error, retries_inline):
    end_round(relay)
    flaky = Flaky(error, 1, tasks.table_apply_move)
    monkeypatch.setattr(tasks, "table_apply_move", flaky)
    assert apply_system_move.apply(args=(relay.pk, "round-1-bookkeeping", 1)).get() == "applied"
    assert flaky.calls == 2


def test_a_stored_result_is_announced_after_the_commit(db, django_capture_on_commit_callbacks):
    table = finished_scoresheet()
    heard: list[int] = []

    def listener(sender, *, table_id, **kwargs):
        heard.append(table_id)

    table_finished.connect(listener, dispatch_uid="test-listener")
    try:
        with django_capture_on_commit_callbacks(execute=False) as callbacks:
            assert record_finished_table.apply(args=(table.pk, 3)).get() == "recorded"
            assert heard == [], "not before the commit"
        for callback in callbacks:
            callback()
        assert heard == [table.pk]
        assert record_finished_table.apply(args=(table.pk, 2)).get() == "stale"
    finally:
        table_finished.disconnect(dispatch_uid="test-listener")


def test_system_moves_cannot_be_entered_by_a_seat(relay):
    from companion.tables.errors import MoveRejected

    with pytest.raises(
        MoveRejected, match="^The companion makes this entry itself, not a player.$"
    ):
        services.table_apply_move(
            table=relay,
            seat=0,
            move={"type": "bookkeep", "args": {"round": 1}},
            expected_version=0,
            client_move_id=None,
        )


def test_a_bookkeeping_entry_carries_the_outcome_its_engine_gave(
    relay, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        end_round(relay)
    relay.refresh_from_db()
    system = Event.objects.get(table=relay, actor=Actor.SYSTEM)
    assert system.outcome == {
        "public": [{"id": "The bookkeeping of round %(round)s is done.", "params": {"round": 1}}],
        "private": {},
    }
    entries = selectors.event_entries(relay, Caller())
    assert [(e["seq"], e["actor"], e["outcome"]) for e in entries] == [
        (1, "seat", ["Round 1 ends."]),
        (2, "system", ["The bookkeeping of round 1 is done."]),
    ]


def test_undoing_a_round_says_what_went_with_it(relay, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        end_round(relay)
    relay.refresh_from_db()
    with django_capture_on_commit_callbacks(execute=True):
        services.table_undo(
            table=relay,
            caller=Caller(seat=relay.seats.get(index=0)),
            expected_version=relay.version,
            client_move_id=None,
        )
    undo = selectors.event_entries(relay, Caller(), after=2)
    assert [(e["kind"], e["outcome"]) for e in undo] == [
        (
            "undo",
            [
                "Anja took back entry 1: Round 1 ends.",
                "The companion's bookkeeping entry after it is taken back too.",
            ],
        )
    ]
