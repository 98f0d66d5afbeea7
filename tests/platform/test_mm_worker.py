"""Merchants & Marauders' round bookkeeping (captains revealed, rounds started and ended)
on a real Celery worker over Redis, for a recorded game entered seat move by seat move."""

from __future__ import annotations

from typing import Any

import pytest

from companion.tables.models import Actor, Event, Table
from tests.contract.recorded import load_games
from tests.platform.workers import WORK_TIMEOUT, celery_worker_cmd, process_env, running, wait_for
from tests.tables.recorded_table import enter_seat_moves

pytestmark = [pytest.mark.services, pytest.mark.django_db(transaction=True)]

SLUG = "merchants_marauders"


def wait_for_the_worker(table: Table) -> None:
    """After a move, give the worker the time to apply whatever bookkeeping is due."""

    def settled() -> bool:
        table.refresh_from_db()
        return not table.bookkeeping_pending

    wait_for(settled, timeout=WORK_TIMEOUT, what="the worker to apply the bookkeeping")


def round_2_begun(state: dict[str, Any]) -> bool:
    return state["round"] >= 2


def test_a_worker_runs_the_round_bookkeeping_into_round_2(real_queue, artifacts):
    game = load_games(SLUG)[0]
    log = artifacts / "mm-worker.log"
    with running(celery_worker_cmd(real_queue), process_env(CELERY_QUEUE=real_queue), log):
        entered = enter_seat_moves(SLUG, game, wait_for_the_worker, until=round_2_begun)
    table = entered.table
    assert table.state["round"] == 2 and not table.bookkeeping_pending
    companion = list(Event.objects.filter(table=table, actor=Actor.SYSTEM).order_by("seq"))
    bookkeeping = [e for e in companion if e.seat is None]
    assert [e.move_type for e in bookkeeping] == [
        "reveal_captains",
        "start_round",
        "end_round",
        "start_round",
    ]
    assert [e.client_move_id.rsplit(":v", 1)[0] for e in bookkeeping] == [
        "system:reveal_captains",
        "system:start_round:1",
        "system:end_round:1",
        "system:start_round:2",
    ]
    recorded = [m["type"] for m in game["moves"][: entered.moves] if m["seat"] is None]
    assert recorded == [e.move_type for e in bookkeeping]
    # One task applied each entry of the companion's, on the worker.
    applied = [
        line
        for line in log.read_text().splitlines()
        if "apply_system_move[" in line and "succeeded" in line and line.endswith("'applied'")
    ]
    assert len(applied) == len(companion)
