"""What one undo takes back, read a page at a time from the newest entry."""

from __future__ import annotations

import pytest

from companion.tables.models import Actor, Event, EventKind
from companion.tables.selectors import UNDO_PAGE, take_back_offers, undo_group

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
