"""Celery tasks for a table: the companion's own bookkeeping moves, the final result,
and the sweeper that re-queues what a broker outage left pending.

A bookkeeping step is applied through ``table_apply_move`` as a system move whose
``client_move_id`` is derived from its natural key (the engine's step key plus the
table version that made it due), so the log records it, undo covers it and a
redelivered task is a no-op by construction.

Work is queued through :mod:`companion.tables.queue` (one short attempt, then a
breaker). What could not be queued stays visible in the database (a table's
``bookkeeping_pending``, a finished table without a result) and the sweeper, run by
beat and by ``manage.py sweep_pending``, queues it again once the broker answers.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.db import InterfaceError, OperationalError, transaction
from django.db.models import Q
from django.utils import timezone

from companion.engines.registry import get_engine
from companion.tables import queue
from companion.tables.errors import MoveRejected, StaleVersion
from companion.tables.models import Actor, Table, TableStatus
from companion.tables.selectors import final_result
from companion.tables.services import table_apply_move
from companion.tables.signals import sweep_requested, table_finished
from companion.tables.typed_tasks import bound_task, task

log = logging.getLogger(__name__)

# A lost connection or a deadlock victim: worth another try once the database is back.
TRANSIENT_DB_ERRORS = (OperationalError, InterfaceError)
# Retried with exponential backoff (1, 2, 4, ... s, jittered) five times, then given up:
# the sweeper finds whatever is still pending.
RETRY = {"retry_backoff": True, "retry_backoff_max": 60, "retry_jitter": True, "max_retries": 5}
# How many tables one sweep claims at most; the next sweep takes the rest.
SWEEP_BATCH = 200


def system_move_id(key: str, version: int) -> str:
    return f"system:{key}:v{version}"


def enqueue_system_moves(
    table_id: int,
    game: str,
    version: int,
    state: dict[str, Any],
    publish: Callable[..., bool] | None = None,
) -> bool:
    """Queue every bookkeeping move due in ``state``; False when the broker is unreachable.

    The table keeps ``bookkeeping_pending`` set until the moves are applied, so work
    that could not be queued is the sweeper's, and nothing is lost.
    """
    publish = publish or queue.publish
    return all(
        publish(apply_system_move, table_id, move["key"], version)
        for move in get_engine(game).due_moves(state)
    )


def queue_work_after_entry(
    sender: Any,
    *,
    table_id: int,
    game: str,
    version: int,
    state: dict[str, Any],
    over: bool,
    pending: bool,
    **kwargs: Any,
) -> None:
    """Receiver of ``entry_committed``: queue the bookkeeping now due, and the result of a
    game that just ended."""
    if pending:
        enqueue_system_moves(table_id, game, version, state)
    if over:
        enqueue_safely(record_finished_table, table_id, version)


def enqueue_safely(task: Any, *args: Any) -> bool:
    """Queue a task; a broker outage is logged, never turned into a failed request."""
    return queue.publish(task, *args)


@bound_task(
    acks_late=True,
    reject_on_worker_lost=True,
    autoretry_for=(*TRANSIENT_DB_ERRORS, StaleVersion),
    **RETRY,
)
def apply_system_move(self: Any, table_id: int, key: str, version: int) -> str:
    table = Table.objects.filter(pk=table_id).first()
    if table is None:
        return "gone"
    pending = {m["key"]: m for m in get_engine(table.game).due_moves(table.state)}
    move = pending.get(key)
    if move is None:
        return "not-due"
    try:
        recorded = table_apply_move(
            table=table,
            # A step the seat had nothing to decide in is entered for the seat.
            seat=move["seat"],
            move={"type": move["type"], "args": move.get("args", {})},
            expected_version=None,
            client_move_id=system_move_id(key, version),
            actor=Actor.SYSTEM,
        )
    except MoveRejected as exc:
        # A rules engine that lists a move as due must accept it: this is a bug, not input.
        log.error("system move %s refused on table %s: %s", key, table_id, exc.message)
        raise
    if not recorded.table.bookkeeping_pending:
        _end_lease(Table.objects.filter(pk=table_id, bookkeeping_pending=False))
    return "duplicate" if recorded.duplicate else "applied"


def _end_lease(tables: Any) -> None:
    # The sweeper's claim ends with its work, so new work on this table is swept at once.
    tables.filter(work_claimed_until__isnull=False).update(work_claimed_until=None)


@bound_task(
    acks_late=True,
    reject_on_worker_lost=True,
    autoretry_for=TRANSIENT_DB_ERRORS,
    **RETRY,
)
def record_finished_table(self: Any, table_id: int, version: int) -> str:
    """Store the final result of a finished game, then announce it (``table_finished``).

    Idempotent: it recomputes the result from the stored state, so a redelivery
    writes the same thing and announces it again (the club history's receiver finds
    its play unchanged), and it does nothing if the game was reopened by an undo.
    A receiver's transient error retries the whole task.
    """
    table = Table.objects.filter(pk=table_id).first()
    if table is None or table.version != version:
        return "stale"
    result = final_result(table)
    if result is None:
        return "not-over"
    with transaction.atomic():
        stored = Table.objects.filter(pk=table_id, version=version).update(
            result=result, work_claimed_until=None
        )
        if stored:
            transaction.on_commit(lambda: table_finished.send(sender=Table, table_id=table_id))
    return "recorded" if stored else "stale"


def tables_with_pending_work(sweep: queue.Sweep) -> Any:
    """Tables whose bookkeeping or result waits, settled for the sweep's grace period."""
    settled = sweep.settled_before
    waiting = Q(bookkeeping_pending=True, updated_at__lt=settled) | (
        Q(status=TableStatus.FINISHED, result__isnull=True)
        & (Q(finished_at__lt=settled) | Q(finished_at__isnull=True))
    )
    return Table.objects.filter(waiting).filter(sweep.is_free("work_claimed_until"))


def sweep_tables(sweep: queue.Sweep) -> None:
    """Claim each table with pending work and queue that work again."""
    candidates = tables_with_pending_work(sweep).order_by("pk").values_list("pk", flat=True)
    for pk in list(candidates[:SWEEP_BATCH]):
        until = sweep.claim(Table, pk, "work_claimed_until")
        if until is None:
            continue  # another sweeper took it
        # Read after the claim: the work may have been done since the candidates query.
        table = Table.objects.filter(pk=pk).first()
        if table is None:
            continue
        unrecorded = table.status == TableStatus.FINISHED and table.result is None
        if not table.bookkeeping_pending and not unrecorded:
            sweep.release(Table, pk, "work_claimed_until", until)
            continue
        queued = True
        if table.bookkeeping_pending:
            queued = enqueue_system_moves(
                table.pk, table.game, table.version, table.state, publish=sweep.publish
            )
        if queued and unrecorded:
            queued = sweep.publish(record_finished_table, table.pk, table.version)
        if sweep.broker_failed:
            sweep.release(Table, pk, "work_claimed_until", until)
            return
        if queued:
            sweep.requeued += 1


def seconds_setting(name: str, default: float) -> timedelta:
    return timedelta(seconds=float(getattr(settings, name, default)))


def sweep(*, grace: float | None = None) -> queue.Sweep:
    """One pass of the sweeper: the tables, then every app's receiver of ``sweep_requested``."""
    done = queue.Sweep(
        now=timezone.now(),
        lease=seconds_setting("CELERY_SWEEP_LEASE", 120),
        grace=(
            timedelta(seconds=grace)
            if grace is not None
            else seconds_setting("CELERY_SWEEP_GRACE", 10)
        ),
    )
    sweep_tables(done)
    if not done.broker_failed:
        sweep_requested.send(sender=Table, sweep=done)
    if done.broker_failed:
        log.warning("sweep stopped: the broker is unreachable; %d item(s) re-queued", done.requeued)
    return done


@task()
def sweep_pending_work(grace: float | None = None) -> int:
    """Re-queue what a broker outage left behind; the number of items re-queued."""
    return sweep(grace=grace).requeued


@task()
def ping() -> str:
    """A task that does nothing: health checks and the worker test enqueue it."""
    return "pong"
