"""Taking entries back: undo and redo are entries of the log too.

Undo takes back the newest live move (with the companion's bookkeeping moves it
caused); redo brings back the newest undone group until a new move is made. Only
the phone of the seat that entered the move, or the host, may do either.
"""

from __future__ import annotations

from django.db import transaction
from django.utils.translation import gettext as _

from companion.engines.registry import get_engine
from companion.tables.access import Caller, may_take_back
from companion.tables.errors import NotAllowed, NothingToUndo
from companion.tables.journal import (
    Recorded,
    already_applied,
    append,
    check_version,
    clean_client_move_id,
    lock,
    store_state,
    take_back_lock,
)
from companion.tables.models import Actor, Event, EventKind, Snapshot, Table
from companion.tables.outcomes import taken_back
from companion.tables.replay import rebuild_state
from companion.tables.selectors import author_of, redo_stack, undo_group


def table_undo(
    *, table: Table, caller: Caller, expected_version: int | None, client_move_id: str | None
) -> Recorded:
    client_move_id = clean_client_move_id(client_move_id)
    with transaction.atomic():
        locked, previous = take_back_lock(table, client_move_id, expected_version)
        if previous is not None:
            return Recorded(locked, previous, locked.state, duplicate=True)
        group = undo_group(locked)
        if not group:
            raise NothingToUndo(_("There is nothing to undo."))
        author = group[-1]
        if not may_take_back(caller, author.actor, author.seat):
            raise NotAllowed(
                _("Only the player who entered the latest move, or the host, can undo it.")
            )
        event = _mark(locked, caller, sorted(group, key=_seq), EventKind.UNDO, client_move_id)
    return Recorded(locked, event, locked.state)


def table_redo(
    *, table: Table, caller: Caller, expected_version: int | None, client_move_id: str | None
) -> Recorded:
    client_move_id = clean_client_move_id(client_move_id)
    with transaction.atomic():
        locked = lock(table)
        previous = already_applied(locked, client_move_id)
        if previous is not None:
            return Recorded(locked, previous, locked.state, duplicate=True)
        check_version(locked, expected_version)
        stack = redo_stack(locked)
        if not stack:
            raise NothingToUndo(_("There is nothing to redo."))
        group = list(Event.objects.filter(table=locked, seq__in=stack[-1]).order_by("seq"))
        author = author_of(group)
        if author is None or not may_take_back(caller, author.actor, author.seat):
            raise NotAllowed(_("Only the player who entered that move, or the host, can redo it."))
        event = _mark(locked, caller, group, EventKind.REDO, client_move_id)
    return Recorded(locked, event, locked.state)


def _seq(event: Event) -> int:
    return event.seq


def _mark(
    locked: Table, caller: Caller, group: list[Event], kind: str, client_move_id: str
) -> Event:
    """Flag ``group`` undone (or live again), log the entry that did it, rebuild the state.

    Snapshots from the first target on were taken with the old flags: they go.
    """
    targets = [e.seq for e in group]
    Event.objects.filter(table=locked, seq__in=targets).update(undone=kind == EventKind.UNDO)
    actor = Actor.SEAT if caller.seat is not None else Actor.HOST
    event = append(
        locked,
        kind=kind,
        actor=actor,
        seat=caller.seat_index,
        args={"targets": targets},
        target_seq=targets[0],
        client_move_id=client_move_id,
        outcome=taken_back(
            get_engine(locked.game),
            group,
            undo=kind == EventKind.UNDO,
            actor=actor,
            seat_name=caller.seat.name if caller.seat is not None else None,
        ),
    )
    Snapshot.objects.filter(table=locked, seq__gte=targets[0]).delete()
    store_state(locked, rebuild_state(locked), event.seq)
    return event
