"""The club history's receivers of table signals (connected in ``ClubConfig.ready``).

Tables never import the club app: a finished table announces itself and the club
history records the play; the sweeper announces a sweep and the club history
re-queues its own pending work.
"""

from __future__ import annotations

from typing import Any

from django.dispatch import receiver

from companion.club.plays import club_record_table_play
from companion.club.tasks import sweep_club_work
from companion.tables.queue import Sweep
from companion.tables.signals import sweep_requested, table_finished


@receiver(table_finished, dispatch_uid="club-record-table-play")
def record_table_play(sender: Any, *, table_id: int, **kwargs: Any) -> None:
    club_record_table_play(table_id=table_id)


@receiver(sweep_requested, dispatch_uid="club-sweep")
def sweep_club(sender: Any, *, sweep: Sweep, **kwargs: Any) -> None:
    sweep_club_work(sweep)
