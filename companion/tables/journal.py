"""The table's log: every write locks the table row, checks the version the phone saw,
appends one numbered entry and stores the new state in the same transaction; only
after the commit is the entry announced (``signals.entry_committed``), and the
bookkeeping and the result recording queued from there.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from companion.engines.registry import get_engine
from companion.tables.errors import InvalidInput, StaleVersion, TableClosed
from companion.tables.models import Event, EventKind, Snapshot, Table, TableStatus
from companion.tables.signals import entry_committed

MAX_CLIENT_MOVE_ID = 64


@dataclass
class Recorded:
    """What a write did: the table as it is now (the view renders it as it is), the entry."""

    table: Table
    event: Event
    state: dict[str, Any]
    duplicate: bool = False
    # Entered on an older state and merged with the independent entries made since.
    merged: bool = False


def clean_client_move_id(client_move_id: str | None) -> str:
    if client_move_id is None or client_move_id == "":
        return uuid.uuid4().hex
    if not isinstance(client_move_id, str) or len(client_move_id) > MAX_CLIENT_MOVE_ID:
        raise InvalidInput(
            _("'client_move_id' must be a text of at most %(n)s characters.")
            % {"n": MAX_CLIENT_MOVE_ID},
            field="client_move_id",
        )
    return client_move_id


def lock(table: Table) -> Table:
    """Lock the table row and return the table as it is under the lock.

    The row lock serialises every writer of this table: two phones sending a move
    for the same version cannot both pass the version check below. Every change
    bumps ``revision``, so when the copy in hand has the locked row's revision it
    is current and the (large) state need not be read again.
    """
    revision = (
        Table.objects.select_for_update()
        .filter(pk=table.pk)
        .values_list("revision", flat=True)
        .get()
    )
    if revision == table.revision and not table.get_deferred_fields():
        return table
    return Table.objects.get(pk=table.pk)


def check_version(table: Table, expected_version: int | None) -> None:
    """Refuse an entry made on an old state; seat changes since then do not count.

    A phone joining or the host freeing a seat is logged too, but it changes nothing
    a player decided on, so it must not turn everyone's half-filled entry stale.
    """
    if expected_version is None or expected_version == table.version:
        return
    if expected_version > table.version or (
        Event.objects.filter(table=table, seq__gt=expected_version)
        .exclude(kind=EventKind.SEAT)
        .exists()
    ):
        raise StaleVersion(table.version, table)


def check_open(table: Table) -> None:
    if table.status == TableStatus.FINISHED:
        raise TableClosed(_("This table is finished: it takes no more entries."))
    if table.status != TableStatus.PLAYING:
        raise TableClosed(_("This table is abandoned: it takes no more entries."))


class EntryClash(StaleVersion):
    """The new entry's row broke a unique constraint: its ``client_move_id`` is already in
    the log (a retry), or its number is taken (only if the row lock was bypassed). The
    transaction is rolled back; ``retried`` outside it tells which."""


def retried(table: Table, client_move_id: str) -> Recorded:
    """After an ``EntryClash``: the entry already recorded for this ``client_move_id``,
    answered as a retry with the table as it is now, or the clash as a stale version."""
    previous = Event.objects.filter(table_id=table.pk, client_move_id=client_move_id).first()
    fresh = Table.objects.get(pk=table.pk)
    if previous is None:
        raise StaleVersion(fresh.version, fresh)
    return Recorded(fresh, previous, fresh.state, duplicate=True)


def already_applied(table: Table, client_move_id: str) -> Event | None:
    events = Event.objects.filter(table=table, client_move_id=client_move_id)
    # exists() is the cheap question, and the answer is almost always no.
    return events.get() if events.exists() else None


def take_back_lock(
    table: Table, client_move_id: str, expected_version: int | None
) -> tuple[Table, Event | None]:
    """The first steps of an entry that changes earlier ones (an undo, a correction),
    inside the caller's transaction: the table under its lock, and the entry already
    recorded for this ``client_move_id`` (a retry, answered with it) or None once the
    version is checked. A finished game may still be put right; a stopped one may not.
    """
    locked = lock(table)
    previous = already_applied(locked, client_move_id)
    if previous is not None:
        return locked, previous
    check_version(locked, expected_version)
    if locked.status == TableStatus.ABANDONED:
        check_open(locked)
    return locked, None


def append(table: Table, **fields: Any) -> Event:
    seq = table.version + 1
    try:
        event = Event.objects.create(table=table, seq=seq, **fields)
    except IntegrityError:
        # A retry whose client_move_id is already logged (a move on the current version
        # is not looked up first: the constraint does it), or a bypassed row lock; the
        # surrounding transaction rolls back, so neither a gap nor a duplicate is written.
        raise EntryClash(table.version) from None
    table.version = seq
    return event


def store_state(table: Table, state: dict[str, Any], seq: int) -> None:
    engine = get_engine(table.game)
    table.state = state
    table.bookkeeping_pending = bool(engine.due_moves(state))
    table.revision += 1
    fields = ["state", "version", "revision", "updated_at", "bookkeeping_pending"]
    over = engine.is_over(state)
    if over and table.status == TableStatus.PLAYING:
        table.status = TableStatus.FINISHED
        table.finished_at = timezone.now()
        fields += ["status", "finished_at"]
    elif not over and table.status == TableStatus.FINISHED:
        # An undo of the move that ended the game reopens the table.
        table.status = TableStatus.PLAYING
        table.finished_at = None
        table.result = None
        fields += ["status", "finished_at", "result"]
    table.save(update_fields=fields)
    if seq % settings.TABLE_SNAPSHOT_EVERY == 0:
        Snapshot.objects.update_or_create(table=table, seq=seq, defaults={"state": state})
    announce = {
        "table_id": table.pk,
        "game": table.game,
        "version": table.version,
        "state": state,
        "over": over,
        "pending": table.bookkeeping_pending,
    }
    transaction.on_commit(lambda: entry_committed.send(sender=Table, **announce))
