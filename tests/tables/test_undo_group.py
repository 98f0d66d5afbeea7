"""What one undo takes back, read a page at a time from the newest entry."""

from __future__ import annotations

import random

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from companion.tables.models import Actor, Event, EventKind
from companion.tables.selectors import UNDO_PAGE, event_entries, take_back_offers, undo_group
from tests.helpers import runs

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("companions", [0, 1, UNDO_PAGE - 1, UNDO_PAGE, 2 * UNDO_PAGE + 3])
def test_the_group_is_the_players_move_and_every_companion_move_after_it(people, companions):
    table = people.table
    entries = [Event(table=table, seq=1, seat=1, actor=Actor.SEAT, client_move_id="early")]
    entries.append(Event(table=table, seq=2, seat=0, actor=Actor.SEAT, client_move_id="player"))
    entries += [
        Event(table=table, seq=3 + i, actor=Actor.SYSTEM, client_move_id=f"c{i}")
        for i in range(companions)
    ]
    Event.objects.bulk_create(entries)
    group = undo_group(table)
    assert [e.seq for e in group] == list(range(2 + companions, 1, -1))
    assert group[-1].client_move_id == "player"


def test_only_companion_moves_make_a_group_of_them_all(people):
    table = people.table
    Event.objects.bulk_create(
        Event(table=table, seq=1 + i, actor=Actor.SYSTEM, client_move_id=f"c{i}")
        for i in range(UNDO_PAGE + 2)
    )
    assert len(undo_group(table)) == UNDO_PAGE + 2


def test_the_author_or_the_host_may_undo_and_nobody_may_redo_before_an_undo(people):
    from companion.tables.access import Caller

    table = people.table
    Event.objects.create(table=table, seq=1, seat=0, actor=Actor.SEAT, client_move_id="m",
                         kind=EventKind.MOVE)  # fmt: skip
    anja, jona = (Caller(seat=table.seats.get(index=i)) for i in (0, 1))
    assert take_back_offers(table, anja) == (True, False)
    assert take_back_offers(table, jona) == (False, False)
    assert take_back_offers(table, Caller(is_host=True)) == (True, False)


def test_a_redone_entry_does_not_bring_back_what_was_undone_before_it(people):
    """Mira's 2 undone, her 9 entered then undone, her 6 entered, undone and redone: the
    6 is live again with its old number, older than the last undo, yet nothing is left
    to redo (the 9 was replaced by the 6; bringing it back broke the table)."""
    from companion.tables import services
    from companion.tables.access import Caller
    from companion.tables.errors import NothingToUndo
    from companion.tables.selectors import can_redo

    table = people.table
    mira = Caller(seat=table.seats.get(index=2))
    host = Caller(is_host=True)

    def enter(points: int) -> None:
        table.refresh_from_db()
        services.submit_move(
            table=table, caller=mira, move={"type": "record_score", "args": {"points": points}},
            expected_version=table.version, client_move_id=f"score-{points}",
        )  # fmt: skip

    def take_back(how, name: str) -> None:
        table.refresh_from_db()
        how(table=table, caller=host, expected_version=table.version, client_move_id=name)

    enter(2)
    take_back(services.table_undo, "undo-2")
    enter(9)
    take_back(services.table_undo, "undo-9")
    enter(6)
    take_back(services.table_undo, "undo-6")
    assert can_redo(people.refresh())
    take_back(services.table_redo, "redo-6")
    assert not can_redo(people.refresh())
    assert take_back_offers(table, host) == (True, False)
    with pytest.raises(NothingToUndo):
        take_back(services.table_redo, "redo-again")
    assert people.refresh().state["current"][2] == 6


# Random runs of entries, undos and redos; the live page's window of newest entries.
TAKE_BACK_RUNS = runs(full=60, fast=8)
LIVE_WINDOW = 8


@pytest.mark.parametrize("seed", range(TAKE_BACK_RUNS))
def test_the_newest_entries_answer_as_the_queries_do(people, seed):
    """Whatever was entered, undone and redone, the answers a live page takes from its
    newest entries are the answers of the queries, for every reader."""
    from companion.tables import services
    from companion.tables.access import Caller
    from companion.tables.errors import TableError

    rng = random.Random(seed)
    table = people.table
    seats = [Caller(seat=table.seats.get(index=i)) for i in range(3)]
    readers = [*seats, Caller(is_host=True), Caller()]
    queried_without_window = 0
    for step in range(40):
        table.refresh_from_db()
        who = rng.choice(seats + [Caller(is_host=True)])
        action = rng.choice(["move", "move", "undo", "redo"])
        try:
            if action == "move" and who.seat is not None:
                services.submit_move(
                    table=table,
                    caller=who,
                    move={"type": "record_score", "args": {"points": rng.randint(0, 9)}},
                    expected_version=table.version,
                    client_move_id=f"{seed}-{step}",
                )
            elif action == "undo":
                services.table_undo(
                    table=table, caller=who, expected_version=table.version,
                    client_move_id=f"{seed}-{step}",
                )  # fmt: skip
            elif action == "redo":
                services.table_redo(
                    table=table, caller=who, expected_version=table.version,
                    client_move_id=f"{seed}-{step}",
                )  # fmt: skip
        except TableError:
            pass  # not this reader's to take back, nothing to redo, a second score...
        table.refresh_from_db()
        for reader in readers:
            newest = event_entries(table, reader, after=max(0, table.version - LIVE_WINDOW))
            with CaptureQueriesContext(connection) as captured:
                from_window = take_back_offers(table, reader, newest)
            queried_without_window += bool(captured.captured_queries)
            assert from_window == take_back_offers(table, reader), (seed, step, reader)
    # Undos and redos are a quarter each of these runs: the window still answers often
    # (a game's live page, mostly entries, is pinned by tests/web/test_live_cost.py).
    assert queried_without_window < 40 * len(readers)
