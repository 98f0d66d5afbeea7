"""Each recorded game's bookkeeping on a real Celery worker over Redis: the recording's
seat moves entered one by one through the move service, and every entry of the
companion's (Nassau's end of round, Merchants & Marauders' captains revealed and rounds
started and ended, Piracy's destroyed ports and storms rolled for the table) made by the
worker, in the recorded order, each by one task.

Parametrised over the registered games with recorded playthroughs: a new game with
recordings is covered by registering it. Each game is entered until the worker has made
its first ``BOOKKEEPING`` entries of the recording (a round boundary or more).
"""

from __future__ import annotations

from typing import Any

import pytest

from companion.engines.registry import game_slugs
from companion.tables.models import Actor, Event, Table
from tests.contract.recorded import load_games
from tests.platform.workers import WORK_TIMEOUT, celery_worker_cmd, process_env, running, wait_for
from tests.tables.recorded_table import enter_seat_moves

pytestmark = [pytest.mark.services, pytest.mark.django_db(transaction=True)]

BOOKKEEPING = 4
RECORDED = [slug for slug in sorted(game_slugs()) if load_games(slug)]


def wait_for_the_worker(table: Table) -> None:
    """After a move, give the worker the time to apply whatever bookkeeping is due."""

    def settled() -> bool:
        table.refresh_from_db()
        return not table.bookkeeping_pending

    wait_for(settled, timeout=WORK_TIMEOUT, what="the worker to apply the bookkeeping")


def seat_moves_before(game: dict[str, Any], bookkeeping: int) -> int:
    """How many seat moves the recording plays before its ``bookkeeping``-th entry of the
    companion's has been made and the next seat move is due."""
    made = seat_moves = 0
    for recorded in game["moves"]:
        if recorded["seat"] is None:
            made += 1
        elif made >= bookkeeping:
            break
        else:
            seat_moves += 1
    return seat_moves


@pytest.mark.parametrize("slug", RECORDED)
def test_a_worker_makes_the_recorded_bookkeeping(slug, real_queue, artifacts):
    game = load_games(slug)[0]
    # A game whose only bookkeeping is its final scoring (Blackbeard) is played to it.
    wanted = min(BOOKKEEPING, sum(1 for m in game["moves"] if m["seat"] is None))
    assert wanted >= 1, f"{slug}: its first recording has no bookkeeping"
    stop = seat_moves_before(game, wanted)
    asked = [0]

    def reached(state: dict[str, Any]) -> bool:
        asked[0] += 1
        return asked[0] > stop

    log = artifacts / f"{slug}-worker.log"
    with running(celery_worker_cmd(real_queue), process_env(CELERY_QUEUE=real_queue), log):
        entered = enter_seat_moves(slug, game, wait_for_the_worker, until=reached)
    table = entered.table
    assert not table.bookkeeping_pending
    companion = list(Event.objects.filter(table=table, actor=Actor.SYSTEM).order_by("seq"))
    bookkeeping = [e for e in companion if e.seat is None]
    recorded = [m["type"] for m in game["moves"][: entered.moves] if m["seat"] is None]
    assert len(recorded) >= wanted
    assert [e.move_type for e in bookkeeping] == recorded
    # Each entry is named by its step (a round, a turn), so a task delivered twice
    # finds it made: system:<step>:v<the version it was made on>.
    keys = [e.client_move_id.rsplit(":v", 1)[0] for e in bookkeeping]
    assert all(key.startswith("system:") for key in keys)
    assert len(set(keys)) == len(keys)
    # One task applied each entry of the companion's, on the worker.
    applied = [
        line
        for line in log.read_text().splitlines()
        if "apply_system_move[" in line and "succeeded" in line and line.endswith("'applied'")
    ]
    assert len(applied) == len(companion)
