"""Celery tasks of the club history, and its part of the sweeper."""

from __future__ import annotations

from celery import shared_task
from django.db.models import F, Q

from companion.club.models import Club
from companion.club.ratings import recompute_club
from companion.tables.models import Table, TableStatus
from companion.tables.queue import Sweep
from companion.tables.tasks import RETRY, SWEEP_BATCH, TRANSIENT_DB_ERRORS, record_finished_table


@shared_task(
    bind=True,
    acks_late=True,
    reject_on_worker_lost=True,
    autoretry_for=TRANSIENT_DB_ERRORS,
    **RETRY,
)
def recompute_club_ratings(self, club_id: int) -> str:
    """Recompute a club's ratings from its ordered play history.

    Queued after a play is recorded, corrected or deleted. Idempotent and independent
    of arrival order: it always rebuilds from the history as it is now, and does
    nothing when the stored ratings already match the current history version.
    """
    outcome = recompute_club(club_id)
    # The sweeper's claim ends with its work, so a later change is swept at once.
    Club.objects.filter(
        pk=club_id, ratings_claimed_until__isnull=False, ratings_version=F("history_version")
    ).update(ratings_claimed_until=None)
    return outcome


def sweep_stale_ratings(sweep: Sweep) -> None:
    """Queue the recomputation of every club whose ratings lag behind its history."""
    stale = (
        Club.objects.exclude(ratings_version=F("history_version"))
        .filter(sweep.is_free("ratings_claimed_until"))
        .order_by("pk")
        .values_list("pk", flat=True)
    )
    for pk in list(stale[:SWEEP_BATCH]):
        until = sweep.claim(Club, pk, "ratings_claimed_until")
        if until is None:
            continue  # another sweeper took it
        if sweep.publish(recompute_club_ratings, pk):
            sweep.requeued += 1
        elif sweep.broker_failed:
            sweep.release(Club, pk, "ratings_claimed_until", until)
            return


def tables_without_their_play(sweep: Sweep):
    """Finished tables of a club with a stored result but no play: the announcement's
    receiver failed for longer than the task's retries lasted."""
    return (
        Table.objects.filter(
            Q(finished_at__lt=sweep.settled_before) | Q(finished_at__isnull=True),
            status=TableStatus.FINISHED,
            result__isnull=False,
            club__isnull=False,
            play__isnull=True,
        )
        .filter(sweep.is_free("work_claimed_until"))
        .order_by("pk")
    )


def sweep_unrecorded_plays(sweep: Sweep) -> None:
    for pk, version in list(
        tables_without_their_play(sweep).values_list("pk", "version")[:SWEEP_BATCH]
    ):
        until = sweep.claim(Table, pk, "work_claimed_until")
        if until is None:
            continue
        # The task stores the result again and announces it: the receiver makes the play.
        if sweep.publish(record_finished_table, pk, version):
            sweep.requeued += 1
        elif sweep.broker_failed:
            sweep.release(Table, pk, "work_claimed_until", until)
            return


def sweep_club_work(sweep: Sweep) -> None:
    sweep_unrecorded_plays(sweep)
    if not sweep.broker_failed:
        sweep_stale_ratings(sweep)
