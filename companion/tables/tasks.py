"""Celery tasks for a table: the companion's own bookkeeping moves.

A bookkeeping step is applied through ``table_apply_move`` as a system move whose
``client_move_id`` is derived from its natural key (the engine's step key plus the
table version that made it due), so the log records it, undo covers it and a
redelivered task is a no-op by construction.
"""

from __future__ import annotations

import logging
from typing import Any

from celery import shared_task
from django.db import OperationalError

from companion.engines.registry import get_engine
from companion.tables.errors import MoveRejected, StaleVersion
from companion.tables.models import Actor, Table

log = logging.getLogger(__name__)


def system_move_id(key: str, version: int) -> str:
    return f"system:{key}:v{version}"


def enqueue_system_moves(table_id: int, game: str, version: int, state: dict[str, Any]) -> bool:
    """Queue every bookkeeping move due in ``state``; False when the broker is unreachable.

    The table keeps ``bookkeeping_pending`` set until the moves are applied, so a
    failed enqueue is retried (``retry_pending_bookkeeping``) and nothing is lost.
    """
    pending = get_engine(game).pending_system_moves(state)
    try:
        for move in pending:
            apply_system_move.delay(table_id, move["key"], version)
    except Exception:  # the broker's errors vary by transport; the move is safe in the log
        log.warning(
            "bookkeeping for table %s could not be queued; will retry", table_id, exc_info=True
        )
        return False
    return True


def enqueue_safely(task: Any, *args: Any) -> bool:
    """Queue a task; a broker outage is logged, never turned into a failed request."""
    try:
        task.delay(*args)
    except Exception:
        log.warning(
            "could not queue %s%s; a later sweep will retry", task.name, args, exc_info=True
        )
        return False
    return True


def retry_pending_bookkeeping(table: Table) -> bool:
    if not table.bookkeeping_pending:
        return True
    return enqueue_system_moves(table.pk, table.game, table.version, table.state)


@shared_task(
    bind=True,
    acks_late=True,
    reject_on_worker_lost=True,
    autoretry_for=(OperationalError, StaleVersion),
    retry_backoff=True,
    max_retries=5,
)
def apply_system_move(self, table_id: int, key: str, version: int) -> str:
    from companion.tables.services import table_apply_move

    table = Table.objects.filter(pk=table_id).first()
    if table is None:
        return "gone"
    pending = {m["key"]: m for m in get_engine(table.game).pending_system_moves(table.state)}
    move = pending.get(key)
    if move is None:
        return "not-due"
    try:
        outcome = table_apply_move(
            table=table,
            seat=None,
            move={"type": move["type"], "args": move.get("args", {})},
            expected_version=None,
            client_move_id=system_move_id(key, version),
            actor=Actor.SYSTEM,
        )
    except MoveRejected as exc:
        # A rules engine that lists a move as due must accept it: this is a bug, not input.
        log.error("system move %s refused on table %s: %s", key, table_id, exc.message)
        raise
    return "duplicate" if outcome.duplicate else "applied"


@shared_task(bind=True, acks_late=True, reject_on_worker_lost=True, max_retries=5)
def record_finished_table(self, table_id: int, version: int) -> str:
    """Store the final result of a finished game (and hand it to the club history).

    Idempotent: it recomputes the result from the stored state, so a redelivery
    writes the same thing, and it does nothing if the game was reopened by an undo.
    """
    from companion.tables.selectors import final_result

    table = Table.objects.filter(pk=table_id).first()
    if table is None or table.version != version:
        return "stale"
    result = final_result(table)
    if result is None:
        return "not-over"
    Table.objects.filter(pk=table_id, version=version).update(result=result)
    from companion.club.services import club_record_table_play

    club_record_table_play(table_id=table_id)
    return "recorded"


@shared_task
def sweep_pending_work() -> int:
    """Re-queue what a broker outage left behind: bookkeeping and unrecorded results."""
    count = 0
    for table in Table.objects.filter(bookkeeping_pending=True):
        retry_pending_bookkeeping(table)
        count += 1
    for table in Table.objects.filter(status="finished", result__isnull=True):
        enqueue_safely(record_finished_table, table.pk, table.version)
        count += 1
    return count


@shared_task
def ping() -> str:
    """A task that does nothing: health checks and the worker test enqueue it."""
    return "pong"
