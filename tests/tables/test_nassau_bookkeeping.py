"""Steps 6 to 9 run as companion moves after step 5, idempotent and undoable."""

from __future__ import annotations

import pytest

from companion.engines.registry import get_engine
from companion.tables import services
from companion.tables.access import Caller
from companion.tables.models import Actor, Event
from companion.tables.replay import initial_state
from tests.tables import nassau_table as driver

pytestmark = pytest.mark.django_db


def test_a_whole_round_reaches_round_2_with_the_bookkeeping_logged(run_on_commit):
    table = driver.new_table().table
    driver.play(table, driver.round_2_started, after_move=run_on_commit)
    companion = Event.objects.filter(table=table, actor=Actor.SYSTEM).order_by("seq")
    system = [e for e in companion if e.seat is None]
    # Notoriety with no trade wind and no Bard to use: nothing to decide, so the
    # companion entered it for each seat, no phone tapped it.
    passed = [e for e in companion if e.seat is not None]
    assert [(e.move_type, e.args) for e in passed] == [
        ("adjust_notoriety", {"use_trade_wind": False, "use_bard": False})
    ] * len(passed)
    assert passed and all(e.client_move_id.startswith("system:pass:") for e in passed)
    assert [e.move_type for e in system] == [
        "replace_navy_cards",
        "merchants_set_sail",
        "restock_nassau",
        "prepare_next_voyage",
    ]
    assert [e.args for e in system] == [{"round": 1}] * 4
    assert all(
        e.seat is None and e.client_move_id.startswith("system:round-1-step-") for e in system
    )
    assert not table.bookkeeping_pending


def test_undoing_the_move_that_ended_step_5_undoes_the_bookkeeping(run_on_commit):
    table = driver.new_table().table
    driver.play(table, driver.end_of_step_5, after_move=None)
    table.refresh_from_db()
    last_player_move = Event.objects.filter(table=table).order_by("-seq").first()
    state_before_it = replay_from_scratch_upto(table, last_player_move.seq - 1)
    # The bookkeeping of step 6 runs.
    run_on_commit(table)
    table.refresh_from_db()
    assert Event.objects.filter(table=table, actor=Actor.SYSTEM).exists()
    seat = last_player_move.seat
    services.table_undo(
        table=table,
        caller=Caller(seat=table.seats.get(index=seat)),
        expected_version=table.version,
        client_move_id=None,
    )
    table.refresh_from_db()
    undone = Event.objects.filter(table=table, undone=True).values_list("seq", flat=True)
    assert last_player_move.seq in undone
    assert all(e.undone for e in Event.objects.filter(table=table, actor=Actor.SYSTEM))
    assert table.state["step"] == "nassau"
    assert table.state == state_before_it


def replay_from_scratch_upto(table, seq: int) -> dict:
    engine = get_engine(table.game)
    state = initial_state(table)
    for event in Event.objects.filter(table=table, kind="move", seq__lte=seq).order_by("seq"):
        state = engine.apply(state, event.seat, {"type": event.move_type, "args": event.args})
    return state


def test_an_undo_takes_back_the_steps_the_companion_entered_after_it(run_on_commit):
    """Notoriety with nothing to adjust is the companion's entry for the seat; undoing the
    move that led there takes it back too, and nothing enters it again until redo."""
    table = driver.new_table().table
    driver.play(table, lambda s: s["step"] == "navy", after_move=run_on_commit)
    table.refresh_from_db()
    passed = list(
        Event.objects.filter(table=table, actor=Actor.SYSTEM, seat__isnull=False).order_by("seq")
    )
    assert passed, "no notoriety step passed without a tap"
    before = Event.objects.filter(table=table, actor=Actor.SEAT, seq__lt=passed[0].seq)
    last_seat_move = before.order_by("-seq").first()
    # Seed 3: two seats with a trade wind adjust by hand, the last seat has nothing to
    # decide and the companion enters it, last.
    assert Event.objects.filter(table=table).order_by("-seq").first() == passed[-1]
    services.table_undo(
        table=table,
        caller=Caller(seat=table.seats.get(index=last_seat_move.seat)),
        expected_version=table.version,
        client_move_id=None,
    )
    run_on_commit(table)
    table.refresh_from_db()
    assert Event.objects.get(pk=last_seat_move.pk).undone
    assert all(Event.objects.get(pk=e.pk).undone for e in passed)
    assert not table.bookkeeping_pending
    version = table.version
    services.table_redo(
        table=table,
        caller=Caller(seat=table.seats.get(index=last_seat_move.seat)),
        expected_version=table.version,
        client_move_id=None,
    )
    run_on_commit(table)
    table.refresh_from_db()
    assert table.version > version and table.state["step"] == "navy"
