"""Taking entries back: undo and redo are entries of the log too.

Undo takes back the newest live move (with the companion's bookkeeping moves it
caused); redo brings back the newest undone group until a new move is made. Only
the phone of the seat that entered the move, or the host, may do either.
"""

from __future__ import annotations

from django.db import transaction
from django.db.models import QuerySet
from django.utils.translation import gettext as _

from companion.tables.access import Caller, may_take_back
from companion.tables.errors import NotAllowed, NothingToUndo
from companion.tables.journal import (
    MoveOutcome,
    already_applied,
    append,
    check_open,
    check_version,
    clean_client_move_id,
    lock,
    store_state,
)
from companion.tables.models import Actor, Event, EventKind, Snapshot, Table, TableStatus
from companion.tables.state import rebuild_state


def _effective_moves(table: Table) -> QuerySet[Event]:
    return Event.objects.filter(table=table, kind=EventKind.MOVE, undone=False)


def _undo_group(table: Table) -> list[Event]:
    """The newest live move and, when it is the companion's, the player move that caused it.

    Bookkeeping moves are consequences of a player's move: undoing that move undoes
    them with it, so one tap takes the table back to before the player's entry.
    """
    group: list[Event] = []
    for event in _effective_moves(table).order_by("-seq"):
        group.append(event)
        if event.actor != Actor.SYSTEM:
            break
    return group


def _redo_stack(table: Table) -> list[list[int]]:
    stack: list[list[int]] = []
    undo_redo = Event.objects.filter(table=table, kind__in=[EventKind.UNDO, EventKind.REDO])
    for event in undo_redo.order_by("seq"):
        targets = list(event.args.get("targets", [event.target_seq]))
        if event.kind == EventKind.UNDO:
            stack.append(targets)
        elif stack:
            stack.pop()
    # A new move after an undo ends the chance to redo it.
    newest_move = _effective_moves(table).order_by("-seq").values_list("seq", flat=True).first()
    last_undo = (
        Event.objects.filter(table=table, kind=EventKind.UNDO)
        .order_by("-seq")
        .values_list("seq", flat=True)
        .first()
    )
    if newest_move and last_undo and newest_move > last_undo:
        return []
    return stack


def table_undo(
    *, table: Table, caller: Caller, expected_version: int | None, client_move_id: str | None
) -> MoveOutcome:
    client_move_id = clean_client_move_id(client_move_id)
    with transaction.atomic():
        locked = lock(table)
        previous = already_applied(locked, client_move_id)
        if previous is not None:
            return MoveOutcome(locked, previous, locked.state, duplicate=True)
        check_version(locked, expected_version)
        if locked.status == TableStatus.ABANDONED:
            check_open(locked)
        group = _undo_group(locked)
        if not group:
            raise NothingToUndo(_("There is nothing to undo."))
        author = group[-1]
        if not may_take_back(caller, author.actor, author.seat):
            raise NotAllowed(
                _("Only the player who entered the latest move, or the host, can undo it.")
            )
        targets = sorted(e.seq for e in group)
        event = _mark(locked, caller, targets, EventKind.UNDO, client_move_id)
    return MoveOutcome(locked, event, locked.state)


def table_redo(
    *, table: Table, caller: Caller, expected_version: int | None, client_move_id: str | None
) -> MoveOutcome:
    client_move_id = clean_client_move_id(client_move_id)
    with transaction.atomic():
        locked = lock(table)
        previous = already_applied(locked, client_move_id)
        if previous is not None:
            return MoveOutcome(locked, previous, locked.state, duplicate=True)
        check_version(locked, expected_version)
        stack = _redo_stack(locked)
        if not stack:
            raise NothingToUndo(_("There is nothing to redo."))
        targets = stack[-1]
        author = (
            Event.objects.filter(table=locked, seq__in=targets).exclude(actor=Actor.SYSTEM).first()
        )
        if author is None or not may_take_back(caller, author.actor, author.seat):
            raise NotAllowed(_("Only the player who entered that move, or the host, can redo it."))
        event = _mark(locked, caller, targets, EventKind.REDO, client_move_id)
    return MoveOutcome(locked, event, locked.state)


def _mark(
    locked: Table, caller: Caller, targets: list[int], kind: str, client_move_id: str
) -> Event:
    """Flag ``targets`` undone (or live again), log the entry that did it, rebuild the state.

    Snapshots from the first target on were taken with the old flags: they go.
    """
    Event.objects.filter(table=locked, seq__in=targets).update(undone=kind == EventKind.UNDO)
    event = append(
        locked,
        kind=kind,
        actor=Actor.SEAT if caller.seat is not None else Actor.HOST,
        seat=caller.seat_index,
        args={"targets": targets},
        target_seq=targets[0],
        client_move_id=client_move_id,
    )
    Snapshot.objects.filter(table=locked, seq__gte=targets[0]).delete()
    store_state(locked, rebuild_state(locked), event.seq)
    return event


def can_redo(table: Table, caller: Caller | None = None) -> bool:
    """Whether there is something to redo (and, given a caller, whether it may redo it)."""
    stack = _redo_stack(table)
    if not stack or caller is None:
        return bool(stack)
    author = (
        Event.objects.filter(table=table, seq__in=stack[-1]).exclude(actor=Actor.SYSTEM).first()
    )
    return author is not None and may_take_back(caller, author.actor, author.seat)


def can_undo(table: Table, caller: Caller) -> bool:
    """Whether this caller may undo the newest move (its author, or the host)."""
    group = _undo_group(table)
    if not group:
        return False
    author = group[-1]
    return may_take_back(caller, author.actor, author.seat)
