"""Correcting an earlier entry (issue 13): a wrong score from two rounds ago, a die
entered as 5 that was a 3.

A correction is an entry of the log too (``EventKind.CORRECT``): the corrected move, or
none for a removal, is played where the entry it replaces stood, and that entry is
marked undone. Every later entry is played again on the corrected game; if one is no
longer allowed the correction is refused, naming that entry and why. The host may
correct any player's entry; a player may correct their own while no later entry
depends on it (each later entry still says exactly what it said). A correction of a
finished game reaches the club history like the game's end did (the result is
recomputed and announced again).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from django.db import transaction
from django.utils.translation import gettext as _

from companion.engines.base import (
    Engine,
    LegalMove,
    MoveInputError,
    Outcome,
    Played,
    RuleError,
    State,
)
from companion.engines.declarations import best_fit
from companion.engines.registry import get_engine
from companion.i18n import say
from companion.tables.access import Caller, may_take_back
from companion.tables.errors import MoveRejected, NotAllowed, NotFound
from companion.tables.journal import (
    Recorded,
    append,
    clean_client_move_id,
    store_state,
    take_back_lock,
)
from companion.tables.models import Actor, Event, EventKind, Snapshot, Table, TableStatus
from companion.tables.outcomes import corrected
from companion.tables.replay import initial_state, live_entries, position


@dataclass
class Replayed:
    state: State
    told: Outcome | None  # what the corrected move says now (None: removed)


def _move_of(event: Event) -> dict[str, Any]:
    return {"type": event.move_type, "args": event.args}


def _label(engine: Engine, event: Event) -> str:
    spec = engine.move_specs().get(event.move_type)
    return say(_(spec.label)) if spec is not None else event.move_type


def _replay(
    engine: Engine,
    table: Table,
    entries: list[Event],
    index: int,
    replacement: dict[str, Any] | None,
    *,
    by_host: bool,
) -> Replayed:
    """The game with ``entries[index]`` replaced (or left out), every later entry played
    again; refuses when the replacement or a later entry is no longer allowed."""
    target = entries[index]
    state = initial_state(table)
    for entry in entries[:index]:
        state = engine.apply(state, entry.seat, _move_of(entry))
    told = None
    if replacement is not None:
        try:
            now: Played = engine.play(state, target.seat, replacement)
        except RuleError as exc:
            raise MoveRejected(say(exc.text), rule=exc.rule_id) from None
        except MoveInputError as exc:
            raise MoveRejected(say(exc.text), field=exc.field) from None
        state, told = now.state, now.outcome
    for later in entries[index + 1 :]:
        try:
            answer = engine.play(state, later.seat, _move_of(later))
        except (RuleError, MoveInputError) as exc:
            raise MoveRejected(
                _("Entry %(seq)s (%(what)s) would no longer be allowed: %(why)s")
                % {"seq": later.seq, "what": _label(engine, later), "why": say(exc.text)},
                rule=getattr(exc, "rule_id", None),
            ) from None
        if not by_host and answer.outcome.to_json() != later.outcome:
            raise NotAllowed(
                _("Entry %(seq)s (%(what)s) depends on this one: only the host can correct it now.")
                % {"seq": later.seq, "what": _label(engine, later)}
            )
        state = answer.state
    return Replayed(state, told)


def _target(table: Table, entries: list[Event], seq: int, caller: Caller) -> int:
    index = next((i for i, e in enumerate(entries) if e.seq == seq), None)
    if index is None:
        if Event.objects.filter(table=table, seq=seq).exists():
            raise MoveRejected(
                _("Entry %(seq)s is not a move in play: it cannot be corrected.") % {"seq": seq}
            )
        raise NotFound(_("This table has no entry %(seq)s.") % {"seq": seq})
    target = entries[index]
    if target.actor == Actor.SYSTEM:
        raise MoveRejected(
            _(
                "Entry %(seq)s is the companion's bookkeeping: correct the entry that led "
                "to it instead."
            )
            % {"seq": seq}
        )
    if not may_take_back(caller, target.actor, target.seat):
        raise NotAllowed(_("Only the player who made that entry, or the host, can correct it."))
    return index


@dataclass
class Draft:
    """What a correction form starts from: the entry, and the game just before it."""

    event: Event
    state: State
    # The entry's move as the rules allowed it then (its choices), None if not listed.
    legal: LegalMove | None


def correction_draft(table: Table, seq: int, caller: Caller) -> Draft:
    """The entry ``seq`` and the game before it, when ``caller`` may correct it."""
    engine = get_engine(table.game)
    entries = live_entries(table)
    index = _target(table, entries, seq, caller)
    state = initial_state(table)
    for entry in entries[:index]:
        state = engine.apply(state, entry.seat, _move_of(entry))
    target = entries[index]
    offers = engine.legal_moves(state, target.seat)
    best = best_fit(offers, target.move_type, target.args)
    return Draft(target, state, offers[best] if best is not None else None)


def correctable(table: Table, caller: Caller) -> set[int]:
    """The entries ``caller`` may open a correction of (the log's "Correct" links)."""
    if not caller.is_player or table.status == TableStatus.ABANDONED:
        return set()
    return {
        e.seq
        for e in live_entries(table)
        if e.actor != Actor.SYSTEM and may_take_back(caller, e.actor, e.seat)
    }


def table_correct(
    *,
    table: Table,
    caller: Caller,
    seq: int,
    move: Mapping[str, Any] | None,
    expected_version: int | None,
    client_move_id: str | None,
) -> Recorded:
    """Correct entry ``seq`` to ``move`` (same seat), or remove it when ``move`` is None."""
    engine = get_engine(table.game)
    client_move_id = clean_client_move_id(client_move_id)
    replacement = None
    if move is not None:
        try:
            move_type, args = engine.clean_move(move)
        except MoveInputError as exc:
            raise MoveRejected(say(exc.text), field=exc.field) from None
        replacement = {"type": move_type, "args": args}
    with transaction.atomic():
        locked, previous = take_back_lock(table, client_move_id, expected_version)
        if previous is not None:
            return Recorded(locked, previous, locked.state, duplicate=True)
        entries = live_entries(locked)
        index = _target(locked, entries, seq, caller)
        target = entries[index]
        replayed = _replay(engine, locked, entries, index, replacement, by_host=caller.is_host)
        Event.objects.filter(pk=target.pk).update(undone=True)
        own = caller.seat is not None and caller.seat_index == target.seat
        actor = Actor.SEAT if own else Actor.HOST
        event = append(
            locked,
            kind=EventKind.CORRECT,
            actor=actor,
            seat=target.seat,
            move_type=replacement["type"] if replacement else "",
            args=replacement["args"] if replacement else {},
            target_seq=position(target),
            client_move_id=client_move_id,
            outcome=corrected(
                engine,
                target,
                replayed.told,
                who=caller.seat.name if own and caller.seat else None,
            ),
        )
        Snapshot.objects.filter(table=locked, seq__gte=position(target)).delete()
        store_state(locked, replayed.state, event.seq)
    return Recorded(locked, event, replayed.state)
