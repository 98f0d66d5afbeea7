"""Rebuilding a table's state from its log: the newest snapshot plus the events after it."""

from __future__ import annotations

from typing import Any

from companion.engines.base import SeatInfo
from companion.engines.registry import get_engine
from companion.tables.catalogue import setup_options
from companion.tables.models import Event, EventKind, Seat, Snapshot, Table


def initial_state(table: Table, seats: list[Seat] | None = None) -> dict[str, Any]:
    engine = get_engine(table.game)
    seat_rows = seats if seats is not None else list(table.seats.order_by("index"))
    infos = [SeatInfo(s.index, s.name, s.colour) for s in seat_rows]
    return engine.setup(setup_options(table.options or {}), infos, table.seed)


# The entries a replay plays: moves, and corrections that put a move in another's place.
REPLAYED = (EventKind.MOVE, EventKind.CORRECT)


def position(event: Event) -> int:
    """Where an entry stands in the game: a correction stands where the entry it
    corrects stood, every other entry at its own place in the log."""
    if event.kind == EventKind.CORRECT and event.target_seq is not None:
        return event.target_seq
    return event.seq


def live_entries(table: Table, *, after: int = 0, upto: int | None = None) -> list[Event]:
    """The live entries logged after ``after`` (up to ``upto``), in the order they are
    played: by position, so a correction is played where the entry it replaced was."""
    events = (
        Event.objects.filter(table=table, kind__in=REPLAYED, undone=False, seq__gt=after)
        .exclude(move_type="")
        .only("kind", "seq", "target_seq", "actor", "seat", "move_type", "args", "outcome")
    )
    if upto is not None:
        events = events.filter(seq__lte=upto)
    return sorted(events, key=lambda e: (position(e), e.seq))


def rebuild_state(table: Table, *, upto: int | None = None) -> dict[str, Any]:
    """The state after every live entry, replayed from the newest snapshot.

    Snapshots are kept consistent with the undone flags (undo, redo and corrections
    drop the ones they invalidate), so any snapshot at or below ``upto`` is a valid
    starting point.
    """
    engine = get_engine(table.game)
    snapshots = Snapshot.objects.filter(table=table)
    if upto is not None:
        snapshots = snapshots.filter(seq__lte=upto)
    snapshot = snapshots.order_by("-seq").first()
    state = snapshot.state if snapshot else initial_state(table)
    start = snapshot.seq if snapshot else 0
    for event in live_entries(table, after=start, upto=upto):
        state = engine.apply(state, event.seat, {"type": event.move_type, "args": event.args})
    return state


def replay_from_scratch(table: Table) -> dict[str, Any]:
    """The state from setup and every live entry, ignoring snapshots (for audits)."""
    engine = get_engine(table.game)
    state = initial_state(table)
    for event in live_entries(table):
        state = engine.apply(state, event.seat, {"type": event.move_type, "args": event.args})
    return state
