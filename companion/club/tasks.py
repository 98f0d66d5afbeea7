"""Celery tasks of the club history."""

from __future__ import annotations

from celery import shared_task
from django.db import OperationalError


@shared_task(
    bind=True,
    acks_late=True,
    reject_on_worker_lost=True,
    autoretry_for=(OperationalError,),
    retry_backoff=True,
    max_retries=5,
)
def recompute_club_ratings(self, club_id: int) -> str:
    """Recompute a club's ratings from its ordered play history.

    Queued after a play is recorded, corrected or deleted. Idempotent and independent
    of arrival order: it always rebuilds from the history as it is now, and does
    nothing when the stored ratings already match the current history version.
    """
    from companion.club.ratings import recompute_club

    return recompute_club(club_id)
