"""A move entered with a token: one locking read, no look-up of a fresh id, retries answered."""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from companion.tables import services
from companion.tables.errors import MoveRejected, NotAllowed, NotFound, StaleVersion
from companion.tables.models import Event

pytestmark = pytest.mark.django_db

SCORE = {"type": "record_score", "args": {"target": 0, "points": 5}}


def enter(people, token, *, version, cmid=None, move=SCORE, seat=None, code=None):
    return services.submit_move_with_token(
        code=code or people.table.code,
        token=token,
        move=move,
        expected_version=version,
        client_move_id=cmid,
        seat=seat,
    )


def statements(captured: CaptureQueriesContext) -> list[str]:
    """The SQL an entry ran, without the transaction's own BEGIN, SAVEPOINT and COMMIT."""
    skip = ("BEGIN", "COMMIT", "SAVEPOINT", "RELEASE", "ROLLBACK")
    return [q["sql"] for q in captured.captured_queries if not q["sql"].startswith(skip)]


def test_an_entry_reads_seat_and_table_once_and_writes_the_entry_and_the_state(people):
    with CaptureQueriesContext(connection) as captured:
        done = enter(people, people.anja, version=0, cmid="a1")
    sql = statements(captured)
    assert [s.split()[0] for s in sql] == ["SELECT", "INSERT", "UPDATE"], sql
    # The seat, its table and the table's lock in one statement.
    assert '"tables_seat"' in sql[0] and '"tables_table"' in sql[0]
    if connection.features.has_select_for_update_of:
        assert "FOR UPDATE OF" in sql[0]
    assert done.recorded.event.seq == 1 and not done.recorded.duplicate
    assert done.caller.seat is not None and done.caller.seat.index == 0
    assert people.refresh().state["current"][0] == 5


def test_a_retry_on_the_version_it_was_made_on_answers_with_the_entry_recorded(people):
    first = enter(people, people.anja, version=0, cmid="a1")
    again = enter(people, people.anja, version=0, cmid="a1")
    assert again.recorded.duplicate and again.recorded.event.seq == first.recorded.event.seq
    assert again.warning is None
    assert Event.objects.filter(table=people.table).count() == 1


def test_an_id_used_again_on_the_current_version_is_caught_by_the_constraint(people):
    # Not looked up first (the common entry saves that query): the unique constraint
    # fires, the transaction rolls back, and the answer is the entry already recorded.
    enter(people, people.anja, version=0, cmid="a1")
    other_cell = {**SCORE, "args": {"target": 1, "points": 3}}
    again = enter(people, people.anja, version=1, cmid="a1", move=other_cell)
    assert again.recorded.duplicate and again.recorded.event.seq == 1
    table = people.refresh()
    assert table.version == 1 and table.state["current"][:2] == [5, None]
    assert Event.objects.filter(table=table).count() == 1


def test_the_host_token_acts_for_a_seat_and_a_stranger_is_refused(people):
    done = enter(
        people, people.host, version=0, seat=1, move={**SCORE, "args": {"target": 1, "points": 2}}
    )
    assert done.recorded.event.seat == 1 and done.caller.is_host
    with pytest.raises(NotAllowed):
        enter(people, people.stranger, version=1)
    with pytest.raises(NotAllowed):
        enter(people, None, version=1)
    assert people.refresh().version == 1


def test_an_unknown_code_is_not_found_and_a_stale_or_refused_entry_writes_nothing(people):
    with pytest.raises(NotFound, match="There is no table with the code ZZZZ"):
        enter(people, people.anja, version=0, code="zzzz")
    enter(people, people.anja, version=0)
    with pytest.raises(StaleVersion):
        enter(people, people.jona, version=0, move={**SCORE, "args": {"target": 0, "points": 9}})
    with pytest.raises(MoveRejected):
        enter(people, people.jona, version=1, move={"type": "no_such_move", "args": {}})
    assert Event.objects.filter(table=people.table).count() == 1
