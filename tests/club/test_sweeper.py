"""The club history's part of the sweeper and its tasks: ratings whose recomputation
was lost in an outage, plays whose recording failed for longer than its retries, each
claimed by one sweeper; transient errors retried; the table-finished receiver."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from datetime import timedelta
from unittest import mock

import pytest
from django.db import InterfaceError, connection
from django.utils import timezone

from companion.club import plays as club_plays
from companion.club import tasks as club_tasks
from companion.club.models import Club, Play, Player, Rating
from companion.club.tasks import recompute_club_ratings
from companion.tables import queue
from companion.tables import services as table_services
from companion.tables.models import Table, TableStatus
from companion.tables.signals import table_finished
from companion.tables.tasks import sweep, sweep_pending_work
from tests.club.people import record
from tests.helpers import finish_one_seat_sheet
from tests.platform.outage import broker_at, closed_port_url, counting_connects

pytestmark = pytest.mark.django_db


class Recorder:
    """Stands in for queue.publish: notes what would be queued (thread-safe)."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, tuple]] = []
        self._lock = threading.Lock()

    def __call__(self, task, *args, force: bool = False) -> bool:
        with self._lock:
            self.calls.append((task.name, args))
        return True

    def of(self, task) -> list[tuple]:
        return [args for name, args in self.calls if name == task.name]


@pytest.fixture
def publishes() -> Iterator[Recorder]:
    recorder = Recorder()
    with mock.patch.object(queue, "publish", recorder):
        yield recorder


def stale(club: Club) -> bool:
    club.refresh_from_db()
    return club.ratings_version != club.history_version


def test_a_ratings_recompute_lost_in_an_outage_is_swept(bay, django_capture_on_commit_callbacks):
    with broker_at(closed_port_url()), django_capture_on_commit_callbacks(execute=True):
        record(bay, 3, 2, 1)
    assert stale(bay.club) and not Rating.objects.exists()
    # The broker is back (tasks run in-process again).
    with django_capture_on_commit_callbacks(execute=True):
        assert sweep_pending_work(grace=0) == 1
    assert not stale(bay.club)
    assert Rating.objects.filter(player=bay.anja).exists()
    assert bay.club.ratings_claimed_until is None, "the lease ends with the work"
    assert sweep_pending_work(grace=0) == 0


def test_fresh_ratings_are_left_alone(bay, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        record(bay, 3, 2, 1)
    assert not stale(bay.club)
    recorder = Recorder()
    with mock.patch.object(queue, "publish", recorder):
        assert sweep_pending_work(grace=0) == 0
    assert recorder.calls == []


def test_a_claimed_club_is_not_queued_again_until_its_lease_expires(bay, publishes):
    record(bay, 3, 2, 1)  # no on-commit callbacks here: its recompute was never queued
    assert sweep_pending_work(grace=0) == 1
    assert sweep_pending_work(grace=0) == 0
    bay.club.refresh_from_db()
    later = bay.club.ratings_claimed_until + timedelta(seconds=1)
    with mock.patch("django.utils.timezone.now", return_value=later):
        assert sweep_pending_work(grace=0) == 1
    assert publishes.of(recompute_club_ratings) == [(bay.club.pk,), (bay.club.pk,)]


def test_a_sweep_with_the_broker_down_gives_the_claim_back(bay):
    record(bay, 3, 2, 1)
    with broker_at(closed_port_url()), counting_connects() as seen:
        done = sweep(grace=0)
    assert done.broker_failed and done.requeued == 0
    assert seen.count == 1
    bay.club.refresh_from_db()
    assert bay.club.ratings_claimed_until is None


def finished_club_table(bay) -> Table:
    """A table of the club whose result is stored but whose play was never made."""
    table = table_services.table_create(
        game="scoresheet", seats=[{"name": "Anja"}], club=bay.club
    ).table
    finish_one_seat_sheet(table)
    assert table.status == TableStatus.FINISHED
    from companion.tables.selectors import final_result

    Table.objects.filter(pk=table.pk).update(result=final_result(table))
    return table


def test_a_play_whose_recording_failed_is_swept(bay, django_capture_on_commit_callbacks):
    table = finished_club_table(bay)
    assert not Play.objects.filter(table=table).exists()
    with django_capture_on_commit_callbacks(execute=True):
        assert sweep_pending_work(grace=0) >= 1
    play = Play.objects.get(table=table)
    assert play.club == bay.club


def test_the_receiver_records_the_play_of_a_finished_table(bay):
    table = finished_club_table(bay)
    table_finished.send(sender=Table, table_id=table.pk)
    assert Play.objects.filter(table=table, club=bay.club).count() == 1
    table_finished.send(sender=Table, table_id=table.pk)  # a redelivery
    assert Play.objects.filter(table=table).count() == 1


@pytest.mark.django_db(transaction=True)
def test_two_sweepers_racing_queue_each_club_once(publishes):
    clubs = []
    for i in range(8):
        club = Club.objects.create(name=f"Club {i}", slug=f"club-{i}")
        players = [Player.objects.create(club=club, name=n) for n in ("Anja", "Jona")]
        # Autocommit, but nothing is queued: publish is recorded.
        club_plays.play_record_manual(
            club=club,
            data={
                "game": "scoresheet",
                "played_at": "2026-11-01T20:00:00Z",
                "results": [{"player": p.pk, "score": 5 - n} for n, p in enumerate(players)],
            },
        )
        clubs.append(club)
    publishes.calls.clear()
    assert all(stale(club) for club in clubs)
    counts: list[int] = []
    barrier = threading.Barrier(2)

    def sweeper() -> None:
        try:
            barrier.wait(timeout=300)
            counts.append(sweep_pending_work(grace=0))
        finally:
            connection.close()

    threads = [threading.Thread(target=sweeper) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(300)
    assert sum(counts) == 8, counts
    queued = sorted(args[0] for args in publishes.of(recompute_club_ratings))
    assert queued == sorted(club.pk for club in clubs), "each club queued once, by one sweeper"


@pytest.fixture
def retries_inline() -> Iterator[None]:
    """Let in-process tasks retry as a worker would (see tests/tables/test_bookkeeping.py)."""
    from companion.celery import app as celery_app

    saved = celery_app.conf.task_eager_propagates
    celery_app.conf.task_eager_propagates = False
    yield
    celery_app.conf.task_eager_propagates = saved


def test_a_ratings_recompute_retries_a_lost_connection(bay, monkeypatch, retries_inline):
    record(bay, 3, 2, 1)
    real = club_tasks.recompute_club
    calls: list[int] = []

    def flaky(club_id: int) -> str:
        calls.append(club_id)
        if len(calls) == 1:
            raise InterfaceError("connection already closed")
        return real(club_id)

    monkeypatch.setattr(club_tasks, "recompute_club", flaky)
    assert recompute_club_ratings.apply(args=(bay.club.pk,)).get() == "recomputed"
    assert len(calls) == 2
    assert not stale(bay.club)


def test_an_expired_claim_of_a_dead_sweeper_does_not_block_the_next(bay, publishes):
    record(bay, 3, 2, 1)
    Club.objects.filter(pk=bay.club.pk).update(
        ratings_claimed_until=timezone.now() - timedelta(seconds=1)
    )
    assert sweep_pending_work(grace=0) == 1
