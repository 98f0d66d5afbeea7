"""Two phones race on one table with the same expected_version: when their entries
conflict (the same player's score) exactly one wins; when they commute (two players'
scores) both are applied, one after the other, with no gap in the log."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import time

import pytest
from django.db import connection

from companion.tables import services
from companion.tables.errors import StaleVersion
from companion.tables.models import Event
from tests.platform.workers import ROOT, process_env

pytestmark = pytest.mark.django_db(transaction=True)

# Only bounds how long a broken run takes to fail: a loaded machine may take long to
# start a process or wait out SQLite's lock (20 s), and the race still holds.
WAIT = 300


def _no_gaps(table) -> None:
    seqs = list(Event.objects.filter(table=table).order_by("seq").values_list("seq", flat=True))
    assert seqs == list(range(1, len(seqs) + 1))


def _race_threads(target_of) -> tuple[list[str], object]:
    # Three seats: two scores leave the round open (the third would close it).
    seats = [{"name": "Anja"}, {"name": "Jona"}, {"name": "Mira"}]
    created = services.table_create(game="scoresheet", seats=seats)
    table = created.table
    barrier = threading.Barrier(2)
    outcomes: list[str] = []

    def phone(seat: int) -> None:
        try:
            barrier.wait()
            recorded = services.table_apply_move(
                table=table,
                seat=seat,
                move={
                    "type": "record_score",
                    "args": {"target": target_of(seat), "points": 5 + seat},
                },
                expected_version=0,
                client_move_id=f"phone-{seat}",
            )
            outcomes.append("merged" if recorded.merged else "won")
        except StaleVersion:
            outcomes.append("409")
        finally:
            connection.close()

    threads = [threading.Thread(target=phone, args=(seat,)) for seat in (0, 1)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(WAIT)
    table.refresh_from_db()
    return outcomes, table


def test_two_threads_race_on_one_score_and_exactly_one_wins():
    outcomes, table = _race_threads(lambda seat: 0)
    assert sorted(outcomes) == ["409", "won"]
    assert table.version == 1
    _no_gaps(table)


def test_two_threads_race_with_their_own_scores_and_both_are_applied():
    outcomes, table = _race_threads(lambda seat: seat)
    assert sorted(outcomes) == ["merged", "won"]
    assert table.version == 2 and table.state["current"] == [5, 6, None]
    _no_gaps(table)


RACER = """
import json, os, sys, time, django
django.setup()
from companion.tables import services
from companion.tables.errors import StaleVersion
from companion.tables.models import Table
table = Table.objects.get(code=sys.argv[1])
seat = int(sys.argv[2])
while time.time() < float(sys.argv[3]):
    time.sleep(0.001)
try:
    services.table_apply_move(table=table, seat=seat, expected_version=0,
        move={"type": "record_score", "args": {"target": 0, "points": 5 + seat}},
        client_move_id=f"process-{seat}")
    print(json.dumps("won"))
except StaleVersion:
    print(json.dumps("409"))
"""


def test_two_processes_race_on_one_score_and_exactly_one_wins():
    created = services.table_create(game="scoresheet", seats=[{"name": "Anja"}, {"name": "Jona"}])
    start = time.time() + 3  # both processes are imported and connected by then
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", RACER, created.table.code, str(seat), str(start)],
            cwd=ROOT,
            env=process_env(),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for seat in (0, 1)
    ]
    results = []
    for proc in procs:
        out, err = proc.communicate(timeout=WAIT)
        assert proc.returncode == 0, err
        results.append(json.loads(out.strip().splitlines()[-1]))
    assert sorted(results) == ["409", "won"]
    created.table.refresh_from_db()
    assert created.table.version == 1
    _no_gaps(created.table)
