"""System moves: bookkeeping enqueued on commit, idempotent, undone with its cause."""

from __future__ import annotations

import pytest
from kombu.exceptions import OperationalError

from companion.engines import registry
from companion.tables import services
from companion.tables.models import Actor, Event, Table
from companion.tables.tasks import apply_system_move, sweep_pending_work

pytestmark = pytest.mark.django_db


@pytest.fixture
def relay(db, monkeypatch) -> Table:
    # Registered for this test only, so the API schema never sees the test engine.
    monkeypatch.setitem(registry._ENGINE_PATHS, "relay", "tests.tables.relay_engine:RelayEngine")
    return services.table_create(game="relay", seats=[{"name": "Anja"}, {"name": "Jona"}]).table


def end_round(table: Table, seat: int = 0):
    table.refresh_from_db()
    return services.table_apply_move(
        table=table,
        seat=seat,
        move={"type": "end_round"},
        expected_version=table.version,
        client_move_id=None,
    )


def test_ending_a_round_runs_the_bookkeeping_after_commit(
    relay, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        end_round(relay)
    relay.refresh_from_db()
    assert relay.state["done"] == [1] and relay.state["round"] == 2
    assert not relay.bookkeeping_pending
    system = Event.objects.get(table=relay, actor=Actor.SYSTEM)
    assert (system.seq, system.move_type, system.seat) == (2, "bookkeep", None)
    assert system.client_move_id == "system:round-1-bookkeeping:v1"


def test_a_redelivered_bookkeeping_task_changes_nothing(relay, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        end_round(relay)
    relay.refresh_from_db()
    before = (relay.version, relay.state)
    assert apply_system_move.apply(args=(relay.pk, "round-1-bookkeeping", 1)).get() == "not-due"
    relay.refresh_from_db()
    assert (relay.version, relay.state) == before


def test_a_duplicate_delivered_before_the_state_moved_on_is_a_no_op(relay):
    # Without on-commit callbacks the task has not run yet: deliver it twice by hand.
    end_round(relay)
    assert apply_system_move.apply(args=(relay.pk, "round-1-bookkeeping", 1)).get() == "applied"
    assert apply_system_move.apply(args=(relay.pk, "round-1-bookkeeping", 1)).get() == "not-due"
    assert Event.objects.filter(table=relay, actor=Actor.SYSTEM).count() == 1


def test_undoing_the_move_that_ended_the_round_undoes_the_bookkeeping(
    relay, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        end_round(relay)
    relay.refresh_from_db()
    assert relay.state["done"] == [1]
    with django_capture_on_commit_callbacks(execute=True):
        services.table_undo(
            table=relay, seat=0, is_host=False, expected_version=relay.version, client_move_id=None
        )
    relay.refresh_from_db()
    assert relay.state == {**relay.state, "round": 1, "pending": False, "done": []}
    undo = Event.objects.get(table=relay, kind="undo")
    assert undo.args == {"targets": [1, 2]}
    # Ending the round again runs the bookkeeping again, under a new id.
    with django_capture_on_commit_callbacks(execute=True):
        end_round(relay)
    relay.refresh_from_db()
    assert relay.state["done"] == [1]
    assert Event.objects.filter(table=relay, actor=Actor.SYSTEM, undone=False).count() == 1


def test_only_the_author_of_the_causing_move_or_the_host_undoes_bookkeeping(
    relay, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        end_round(relay, seat=1)
    relay.refresh_from_db()
    from companion.tables.errors import NotAllowed

    with pytest.raises(NotAllowed):
        services.table_undo(
            table=relay, seat=0, is_host=False, expected_version=relay.version, client_move_id=None
        )


def test_a_broker_outage_leaves_the_bookkeeping_pending_until_a_sweep(
    relay, django_capture_on_commit_callbacks, monkeypatch
):
    def broker_down(*args, **kwargs):
        raise OperationalError("Error 111 connecting to 127.0.0.1:6379. Connection refused.")

    monkeypatch.setattr(apply_system_move, "delay", broker_down)
    with django_capture_on_commit_callbacks(execute=True):
        outcome = end_round(relay)
    relay.refresh_from_db()
    assert outcome.event.seq == 1  # the player's move is recorded
    assert relay.bookkeeping_pending and relay.state["pending"]
    monkeypatch.undo()
    with django_capture_on_commit_callbacks(execute=True):
        assert sweep_pending_work() == 1
    relay.refresh_from_db()
    assert not relay.bookkeeping_pending and relay.state["done"] == [1]


def test_system_moves_cannot_be_entered_by_a_seat(relay):
    from companion.tables.errors import MoveRejected

    with pytest.raises(MoveRejected, match="done by the companion"):
        services.table_apply_move(
            table=relay,
            seat=0,
            move={"type": "bookkeep", "args": {"round": 1}},
            expected_version=0,
            client_move_id=None,
        )
