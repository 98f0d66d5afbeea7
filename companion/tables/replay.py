"""Rebuilding a table's state from its log: the newest snapshot plus the events after it."""

from __future__ import annotations

from typing import Any

from companion.engines.base import SeatInfo
from companion.engines.registry import get_engine
from companion.tables.models import Event, EventKind, Seat, Snapshot, Table


def initial_state(table: Table, seats: list[Seat] | None = None) -> dict[str, Any]:
    engine = get_engine(table.game)
    seat_rows = seats if seats is not None else list(table.seats.order_by("index"))
    infos = [SeatInfo(s.index, s.name, s.colour) for s in seat_rows]
    return engine.setup(dict(table.options), infos, table.seed)


def rebuild_state(table: Table, *, upto: int | None = None) -> dict[str, Any]:
    """The state after every move that is not undone, replayed from the newest snapshot.

    Snapshots are kept consistent with the undone flags (undo and redo drop the ones
    they invalidate), so any snapshot at or below ``upto`` is a valid starting point.
    """
    engine = get_engine(table.game)
    snapshots = Snapshot.objects.filter(table=table)
    if upto is not None:
        snapshots = snapshots.filter(seq__lte=upto)
    snapshot = snapshots.order_by("-seq").first()
    state = snapshot.state if snapshot else initial_state(table)
    start = snapshot.seq if snapshot else 0
    events = Event.objects.filter(
        table=table, kind=EventKind.MOVE, undone=False, seq__gt=start
    ).order_by("seq")
    if upto is not None:
        events = events.filter(seq__lte=upto)
    for event in events.only("seat", "move_type", "args"):
        state = engine.apply(state, event.seat, {"type": event.move_type, "args": event.args})
    return state


def replay_from_scratch(table: Table) -> dict[str, Any]:
    """The state from setup and every live move, ignoring snapshots (for audits)."""
    engine = get_engine(table.game)
    state = initial_state(table)
    events = Event.objects.filter(table=table, kind=EventKind.MOVE, undone=False).order_by("seq")
    for event in events.only("seat", "move_type", "args"):
        state = engine.apply(state, event.seat, {"type": event.move_type, "args": event.args})
    return state
