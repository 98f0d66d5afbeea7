"""Services that write a table: create, join, apply a move, undo, redo.

Every write follows one pattern: validate what needs no lock, then lock the table
row, check versions and rules, write the event and the new state, and only after
the commit push the live update and enqueue bookkeeping.
"""

from __future__ import annotations

import secrets
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import F
from django.utils import timezone

from companion.engines.base import MoveInputError, RuleError
from companion.engines.registry import UnknownGame, get_engine
from companion.tables.errors import MoveRejected, NotAllowed, StaleVersion
from companion.tables.models import (
    Actor,
    Event,
    EventKind,
    Seat,
    Snapshot,
    Table,
    TableStatus,
    hash_token,
    new_code,
    new_token,
)
from companion.tables.state import initial_state, rebuild_state

MAX_CLIENT_MOVE_ID = 64


@dataclass
class CreatedTable:
    table: Table
    host_token: str
    seat_tokens: list[str]


@dataclass
class MoveOutcome:
    table: Table
    event: Event
    state: dict[str, Any]
    duplicate: bool = False


def _clean_seats(engine_title: str, seats: Any, min_seats: int, max_seats: int) -> list[dict]:
    if not isinstance(seats, Sequence) or isinstance(seats, str):
        raise MoveRejected("'seats' must be a list of {name, colour}", field="seats")
    if not min_seats <= len(seats) <= max_seats:
        raise MoveRejected(
            f"{engine_title} is played by {min_seats} to {max_seats} players, not {len(seats)}",
            field="seats",
        )
    cleaned: list[dict] = []
    for i, seat in enumerate(seats):
        if not isinstance(seat, Mapping):
            raise MoveRejected(f"seat {i}: expected {{name, colour}}", field="seats")
        name = str(seat.get("name") or "").strip() or f"Player {i + 1}"
        if len(name) > 40:
            raise MoveRejected(
                f"seat {i}: the name is too long (40 characters at most)", field="seats"
            )
        colour = str(seat.get("colour") or "").strip()
        cleaned.append({"name": name, "colour": colour})
    names = [s["name"].casefold() for s in cleaned]
    if len(set(names)) != len(names):
        raise MoveRejected("two seats have the same name", field="seats")
    return cleaned


def table_create(
    *, game: str, seats: Any, options: Any = None, seed: int | None = None, club=None
) -> CreatedTable:
    try:
        engine = get_engine(game)
    except UnknownGame:
        raise MoveRejected(f"unknown game {game!r}", field="game") from None
    seat_rows = _clean_seats(engine.title, seats, engine.min_seats, engine.max_seats)
    colours = [s["colour"] for s in seat_rows if s["colour"]]
    if engine.colours:
        for colour in colours:
            if colour not in engine.colours:
                allowed = ", ".join(engine.colours)
                raise MoveRejected(f"colour {colour!r} is not one of {allowed}", field="seats")
    if len(set(colours)) != len(colours):
        raise MoveRejected("two seats have the same colour", field="seats")
    try:
        cleaned_options = engine.clean_options(options)
    except MoveInputError as exc:
        raise MoveRejected(
            exc.message, field=f"options.{exc.field}" if exc.field else "options"
        ) from None

    host_token = new_token()
    seat_tokens = [new_token() for _ in seat_rows]
    with transaction.atomic():
        table = Table(
            code=_unique_code(),
            game=game,
            options=cleaned_options,
            seed=seed if seed is not None else secrets.randbits(48),
            host_token_hash=hash_token(host_token),
            club=club,
        )
        table.save()
        seat_objs = Seat.objects.bulk_create(
            Seat(table=table, index=i, name=s["name"], colour=s["colour"], token_hash=hash_token(t))
            for i, (s, t) in enumerate(zip(seat_rows, seat_tokens, strict=True))
        )
        try:
            state = initial_state(table, list(seat_objs))
        except RuleError as exc:
            raise MoveRejected(exc.message, rule=exc.rule_id, field="options") from None
        table.state = state
        table.save(update_fields=["state"])
        Snapshot.objects.create(table=table, seq=0, state=state)
    return CreatedTable(table, host_token, seat_tokens)


def _unique_code() -> str:
    for _ in range(20):
        code = new_code()
        if not Table.objects.filter(code=code).exists():
            return code
    raise RuntimeError("could not find a free table code")


def _clean_client_move_id(client_move_id: str | None) -> str:
    if client_move_id is None or client_move_id == "":
        return uuid.uuid4().hex
    if not isinstance(client_move_id, str) or len(client_move_id) > MAX_CLIENT_MOVE_ID:
        raise MoveRejected(
            f"'client_move_id' must be a text of at most {MAX_CLIENT_MOVE_ID} characters",
            field="client_move_id",
        )
    return client_move_id


def _lock(table: Table) -> Table:
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


def _check_version(table: Table, expected_version: int | None) -> None:
    if expected_version is not None and expected_version != table.version:
        raise StaleVersion(table.version)


def _check_open(table: Table) -> None:
    if table.status != TableStatus.PLAYING:
        raise MoveRejected(f"this table is {table.get_status_display().lower()}: no more moves")


def table_apply_move(
    *,
    table: Table,
    seat: int | None,
    move: Mapping[str, Any],
    expected_version: int | None,
    client_move_id: str | None,
    actor: str = Actor.SEAT,
) -> MoveOutcome:
    """Apply one move for ``seat`` (None with actor=system: the companion's own move)."""
    engine = get_engine(table.game)
    client_move_id = _clean_client_move_id(client_move_id)
    try:
        move_type, args = engine.clean_move(move)
    except MoveInputError as exc:
        raise MoveRejected(exc.message, field=exc.field) from None
    # A seat's own token names a real seat; the host names one, so check it.
    if actor == Actor.HOST and (seat is None or not table.seats.filter(index=seat).exists()):
        raise MoveRejected(f"there is no seat {seat} at this table", field="seat")

    with transaction.atomic():
        locked = _lock(table)
        # A retry of a move already recorded answers with that move, never applies twice.
        previous = _already_applied(locked, client_move_id)
        if previous is not None:
            return MoveOutcome(locked, previous, locked.state, duplicate=True)
        _check_open(locked)
        _check_version(locked, expected_version)
        try:
            new_state = engine.apply(locked.state, seat, {"type": move_type, "args": args})
        except RuleError as exc:
            raise MoveRejected(exc.message, rule=exc.rule_id) from None
        except MoveInputError as exc:
            raise MoveRejected(exc.message, field=exc.field) from None
        event = _append(
            locked,
            kind=EventKind.MOVE,
            actor=actor,
            seat=seat,
            move_type=move_type,
            args=args,
            client_move_id=client_move_id,
        )
        _store_state(locked, new_state, event.seq)
    return MoveOutcome(locked, event, new_state)


def _already_applied(table: Table, client_move_id: str) -> Event | None:
    events = Event.objects.filter(table=table, client_move_id=client_move_id)
    # exists() is the cheap question, and the answer is almost always no.
    return events.get() if events.exists() else None


def _append(table: Table, **fields: Any) -> Event:
    seq = table.version + 1
    try:
        event = Event.objects.create(table=table, seq=seq, **fields)
    except IntegrityError:
        # Only reachable if the row lock was bypassed; the surrounding transaction
        # rolls back, so neither a gap nor a duplicate is ever written.
        raise StaleVersion(table.version) from None
    table.version = seq
    return event


def _store_state(table: Table, state: dict[str, Any], seq: int) -> None:
    engine = get_engine(table.game)
    table.state = state
    table.bookkeeping_pending = bool(engine.pending_system_moves(state))
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
    pk, version, game, pending = table.pk, table.version, table.game, table.bookkeeping_pending
    transaction.on_commit(lambda: _after_commit(pk, game, version, state, over, pending))


def _after_commit(
    table_id: int, game: str, version: int, state: dict[str, Any], over: bool, pending: bool
) -> None:
    # Imported here: tasks import this module.
    from companion.tables import tasks

    if pending:
        tasks.enqueue_system_moves(table_id, game, version, state)
    if over:
        tasks.enqueue_safely(tasks.record_finished_table, table_id, version)


def _touch(table: Table) -> None:
    # Seat changes are not events but every screen must see them: bump the live stamp.
    Table.objects.filter(pk=table.pk).update(revision=F("revision") + 1, updated_at=timezone.now())


def _effective_moves(table: Table):
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
    for event in Event.objects.filter(table=table).exclude(kind=EventKind.MOVE).order_by("seq"):
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
    *,
    table: Table,
    seat: int | None,
    is_host: bool,
    expected_version: int | None,
    client_move_id: str | None,
) -> MoveOutcome:
    client_move_id = _clean_client_move_id(client_move_id)
    with transaction.atomic():
        locked = _lock(table)
        previous = _already_applied(locked, client_move_id)
        if previous is not None:
            return MoveOutcome(locked, previous, locked.state, duplicate=True)
        _check_version(locked, expected_version)
        if locked.status == TableStatus.ABANDONED:
            _check_open(locked)
        group = _undo_group(locked)
        if not group:
            raise MoveRejected("there is nothing to undo")
        author = group[-1]
        if not is_host and not (author.actor == Actor.SEAT and author.seat == seat):
            raise NotAllowed(
                "only the player who entered the latest move, or the host, can undo it"
            )
        targets = sorted(e.seq for e in group)
        Event.objects.filter(table=locked, seq__in=targets).update(undone=True)
        event = _append(
            locked,
            kind=EventKind.UNDO,
            actor=Actor.HOST if is_host else Actor.SEAT,
            seat=seat,
            args={"targets": targets},
            target_seq=targets[0],
            client_move_id=client_move_id,
        )
        Snapshot.objects.filter(table=locked, seq__gte=targets[0]).delete()
        _store_state(locked, rebuild_state(locked), event.seq)
    return MoveOutcome(locked, event, locked.state)


def table_redo(
    *,
    table: Table,
    seat: int | None,
    is_host: bool,
    expected_version: int | None,
    client_move_id: str | None,
) -> MoveOutcome:
    client_move_id = _clean_client_move_id(client_move_id)
    with transaction.atomic():
        locked = _lock(table)
        previous = _already_applied(locked, client_move_id)
        if previous is not None:
            return MoveOutcome(locked, previous, locked.state, duplicate=True)
        _check_version(locked, expected_version)
        stack = _redo_stack(locked)
        if not stack:
            raise MoveRejected("there is nothing to redo")
        targets = stack[-1]
        author = (
            Event.objects.filter(table=locked, seq__in=targets).exclude(actor=Actor.SYSTEM).first()
        )
        if not is_host and not (author and author.actor == Actor.SEAT and author.seat == seat):
            raise NotAllowed("only the player who entered that move, or the host, can redo it")
        Event.objects.filter(table=locked, seq__in=targets).update(undone=False)
        event = _append(
            locked,
            kind=EventKind.REDO,
            actor=Actor.HOST if is_host else Actor.SEAT,
            seat=seat,
            args={"targets": targets},
            target_seq=targets[0],
            client_move_id=client_move_id,
        )
        Snapshot.objects.filter(table=locked, seq__gte=targets[0]).delete()
        _store_state(locked, rebuild_state(locked), event.seq)
    return MoveOutcome(locked, event, locked.state)


def can_redo(table: Table) -> bool:
    return bool(_redo_stack(table))


def can_undo(table: Table, *, seat: int | None, is_host: bool) -> bool:
    """Whether this caller may undo the newest move (its author, or the host)."""
    group = _undo_group(table)
    if not group:
        return False
    author = group[-1]
    return is_host or (author.actor == Actor.SEAT and author.seat == seat)


def seat_claim(*, table: Table, index: int) -> tuple[Seat, str]:
    """A phone takes a free seat; it gets a fresh token (any older one stops working)."""
    token = new_token()
    with transaction.atomic():
        _lock(table)
        seat = Seat.objects.filter(table=table, index=index).first()
        if seat is None:
            raise MoveRejected(f"there is no seat {index} at this table", field="seat")
        if seat.claimed_at is not None:
            raise NotAllowed(f"{seat.name}'s seat is already taken; ask the host to free it")
        seat.token_hash = hash_token(token)
        seat.claimed_at = timezone.now()
        seat.save(update_fields=["token_hash", "claimed_at"])
        _touch(table)
    return seat, token


def seat_release(*, table: Table, index: int) -> Seat:
    """The host frees a seat for another phone (a lost or dead phone): its old token dies."""
    with transaction.atomic():
        _lock(table)
        seat = Seat.objects.filter(table=table, index=index).first()
        if seat is None:
            raise MoveRejected(f"there is no seat {index} at this table", field="seat")
        seat.token_hash = hash_token(new_token())
        seat.claimed_at = None
        seat.save(update_fields=["token_hash", "claimed_at"])
        _touch(table)
    return seat


def table_abandon(*, table: Table) -> Table:
    with transaction.atomic():
        locked = _lock(table)
        _check_open(locked)
        locked.status = TableStatus.ABANDONED
        locked.revision += 1
        locked.save(update_fields=["status", "revision", "updated_at"])
    return locked
