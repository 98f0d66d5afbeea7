"""Entries made on the same state by different phones: merged when they do not depend on
each other (issue 13).

At a real table everyone enters their own captain cards at once, or their score of the
round. Each phone sends its entry with the version it saw; by the time it arrives
another phone's entry may have landed. Refusing it would lose the tap for nothing when
the two entries are independent, so an entry is merged when:

- its move type is declared ``commutes`` (``@move(..., commutes=True)``), and so is
  every move entered since the version the phone saw (seat changes do not count; an
  undo, a redo or a companion's bookkeeping move does: the table moved on);
- the entry is still legal on the table as it is now;
- the two orders agree: the entry played on the state the phone saw, then the others'
  entries, gives the very state that the others' entries then this one give. That is
  checked on the real states, not trusted from the declaration, so an entry that draws
  from the shuffled deck, or two scores for the same cell, are never merged.

Anything else is a real conflict: 409 with the fresh table, as before.
"""

from __future__ import annotations

from typing import Any

from companion.engines.base import Engine, MoveInputError, Played, RuleError
from companion.tables.errors import StaleVersion
from companion.tables.models import Actor, Event, EventKind, Table
from companion.tables.replay import rebuild_state


def _entries_since(table: Table, version: int) -> list[Event] | None:
    """The moves entered after ``version``, or None when something else happened since."""
    events = list(
        Event.objects.filter(table=table, seq__gt=version)
        .exclude(kind=EventKind.SEAT)
        .order_by("seq")
        .only("kind", "actor", "seat", "move_type", "args", "undone")
    )
    for event in events:
        if event.kind != EventKind.MOVE or event.actor == Actor.SYSTEM or event.undone:
            return None
    return events


def _all_commute(engine: Engine, move_type: str, entries: list[Event]) -> bool:
    specs = engine.move_specs()
    return specs[move_type].commutes and all(
        e.move_type in specs and specs[e.move_type].commutes for e in entries
    )


def _then(engine: Engine, state: dict[str, Any], entries: list[Event]) -> dict[str, Any] | None:
    for entry in entries:
        try:
            state = engine.apply(state, entry.seat, {"type": entry.move_type, "args": entry.args})
        except (RuleError, MoveInputError):
            return None
    return state


def merge(
    table: Table,
    engine: Engine,
    seat: int | None,
    move: dict[str, Any],
    expected_version: int,
) -> Played:
    """The entry played on today's table when it merges with what was entered since
    ``expected_version``; raises StaleVersion (with the fresh table) when it does not."""
    stale = StaleVersion(table.version, table)
    if expected_version > table.version:
        raise stale
    entries = _entries_since(table, expected_version)
    if not entries or not _all_commute(engine, move["type"], entries):
        raise stale
    try:
        now = engine.play(table.state, seat, move)
        first = engine.apply(rebuild_state(table, upto=expected_version), seat, move)
    except (RuleError, MoveInputError):
        raise stale from None
    if _then(engine, first, entries) != now.state:
        raise stale
    return now
