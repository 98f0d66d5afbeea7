"""Services that write a table: create, enter a move, undo, redo, stop.

Pages and API call the same ``submit_*`` functions with the caller they resolved
(``companion.tables.access``), so who may act for which seat, and whether the phone
acted on the current version, is decided here once. Every write follows one
pattern: validate what needs no lock, then lock the table row, check versions and
rules, write the event and the new state, and only after the commit push the live
update and enqueue bookkeeping. Seats and the host role: ``companion.tables.seating``.
"""

from __future__ import annotations

import secrets
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from companion.engines.base import MoveInputError, RuleError
from companion.engines.registry import UnknownGame, get_engine
from companion.tables.access import (
    Caller,
    acting_seat,
    may_take_back,
    require_host,
    require_player,
)
from companion.tables.errors import (
    InvalidInput,
    MoveRejected,
    NotAllowed,
    NothingToUndo,
    StaleVersion,
    TableClosed,
)
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
    # Opening the recovery link makes a phone the host again (a lost or dead host phone).
    recovery_token: str


@dataclass
class MoveOutcome:
    """What a write did: the table as it is now (the view renders it as it is), the entry."""

    table: Table
    event: Event
    state: dict[str, Any]
    duplicate: bool = False


def _clean_seats(engine_title: str, seats: Any, min_seats: int, max_seats: int) -> list[dict]:
    if not isinstance(seats, Sequence) or isinstance(seats, str):
        raise InvalidInput(_("Give the seats as a list of names and colours."), field="seats")
    if not min_seats <= len(seats) <= max_seats:
        raise InvalidInput(
            _("%(game)s is played by %(min)s to %(max)s players, not %(count)s.")
            % {"game": engine_title, "min": min_seats, "max": max_seats, "count": len(seats)},
            field="seats",
        )
    cleaned: list[dict] = []
    for i, seat in enumerate(seats):
        if not isinstance(seat, Mapping):
            raise InvalidInput(
                _("Seat %(n)s: give a name and a colour.") % {"n": i + 1}, field="seats"
            )
        name = _clean_text(seat.get("name"), f"seats.{i}.name") or _("Player %(n)s") % {"n": i + 1}
        if len(name) > 40:
            raise InvalidInput(
                _("Seat %(n)s: the name is too long (40 characters at most).") % {"n": i + 1},
                field="seats",
            )
        colour = _clean_text(seat.get("colour"), f"seats.{i}.colour")
        cleaned.append({"name": name, "colour": colour})
    names = [s["name"].casefold() for s in cleaned]
    if len(set(names)) != len(names):
        raise InvalidInput(_("Two seats have the same name."), field="seats")
    return cleaned


def _clean_text(value: Any, field: str) -> str:
    if value is None:
        return ""
    if not isinstance(value, str):
        raise InvalidInput(_("This must be a text."), field=field)
    if any(ord(c) < 32 for c in value):
        raise InvalidInput(_("Control characters are not allowed here."), field=field)
    return value.strip()


def table_create(
    *,
    game: str,
    seats: Any,
    options: Any = None,
    seed: int | None = None,
    club=None,
    issue_seat_tokens: bool = False,
) -> CreatedTable:
    """Create a table. With ``issue_seat_tokens`` (the API hands every seat's token to the
    creator) each seat counts as taken: nobody can claim it through the join link."""
    try:
        engine = get_engine(game)
    except UnknownGame:
        raise InvalidInput(
            _("There is no game called %(game)r.") % {"game": game}, field="game"
        ) from None
    seat_rows = _clean_seats(engine.title, seats, engine.min_seats, engine.max_seats)
    colours = [s["colour"] for s in seat_rows if s["colour"]]
    if engine.colours:
        for colour in colours:
            if colour not in engine.colours:
                allowed = ", ".join(engine.colours)
                raise InvalidInput(
                    _("The colour %(colour)r is not one of %(allowed)s.")
                    % {"colour": colour, "allowed": allowed},
                    field="seats",
                )
    if len(set(colours)) != len(colours):
        raise InvalidInput(_("Two seats have the same colour."), field="seats")
    try:
        cleaned_options = engine.clean_options(options)
    except MoveInputError as exc:
        raise InvalidInput(
            exc.message, field=f"options.{exc.field}" if exc.field else "options"
        ) from None

    host_token = new_token()
    recovery_token = new_token()
    seat_tokens = [new_token() for _seat in seat_rows]
    claimed_at = timezone.now() if issue_seat_tokens else None
    with transaction.atomic():
        table = Table(
            code=_unique_code(),
            game=game,
            options=cleaned_options,
            seed=seed if seed is not None else secrets.randbits(48),
            host_token_hash=hash_token(host_token),
            recovery_token_hash=hash_token(recovery_token),
            club=club,
        )
        table.save()
        seat_objs = Seat.objects.bulk_create(
            Seat(
                table=table,
                index=i,
                name=s["name"],
                colour=s["colour"],
                token_hash=hash_token(t),
                claimed_at=claimed_at,
            )
            for i, (s, t) in enumerate(zip(seat_rows, seat_tokens, strict=True))
        )
        try:
            state = initial_state(table, list(seat_objs))
        except RuleError as exc:
            raise InvalidInput(exc.message, rule=exc.rule_id, field="options") from None
        table.state = state
        table.save(update_fields=["state"])
        Snapshot.objects.create(table=table, seq=0, state=state)
    return CreatedTable(table, host_token, seat_tokens, recovery_token)


def _unique_code() -> str:
    for _attempt in range(20):
        code = new_code()
        if not Table.objects.filter(code=code).exists():
            return code
    raise RuntimeError("could not find a free table code")


def _clean_client_move_id(client_move_id: str | None) -> str:
    if client_move_id is None or client_move_id == "":
        return uuid.uuid4().hex
    if not isinstance(client_move_id, str) or len(client_move_id) > MAX_CLIENT_MOVE_ID:
        raise InvalidInput(
            _("'client_move_id' must be a text of at most %(n)s characters.")
            % {"n": MAX_CLIENT_MOVE_ID},
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


def _check_open(table: Table) -> None:
    if table.status != TableStatus.PLAYING:
        raise TableClosed(
            _("This table is %(status)s: it takes no more entries.")
            % {"status": table.get_status_display().lower()}
        )


def _require_version(expected_version: Any) -> int:
    # Pages and API both send the version the phone saw: without it a stale tap would
    # silently apply to a state the player never looked at.
    if isinstance(expected_version, bool) or not isinstance(expected_version, int):
        raise InvalidInput(
            _("This entry does not say which version of the table it was made on."),
            field="expected_version",
        )
    return expected_version


def submit_move(
    *,
    table: Table,
    caller: Caller,
    move: Mapping[str, Any],
    expected_version: Any,
    client_move_id: str | None,
    seat: int | None = None,
) -> MoveOutcome:
    """A phone enters a move: for its own seat, or the host for the seat it names."""
    acting, actor = acting_seat(table, caller, seat)
    outcome = table_apply_move(
        table=table,
        seat=acting,
        move=move,
        expected_version=_require_version(expected_version),
        client_move_id=client_move_id,
        actor=actor,
    )
    return _settled(outcome)


def submit_undo(
    *, table: Table, caller: Caller, expected_version: Any, client_move_id: str | None
) -> MoveOutcome:
    require_player(caller)
    return _settled(
        table_undo(
            table=table,
            caller=caller,
            expected_version=_require_version(expected_version),
            client_move_id=client_move_id,
        )
    )


def submit_redo(
    *, table: Table, caller: Caller, expected_version: Any, client_move_id: str | None
) -> MoveOutcome:
    require_player(caller)
    return _settled(
        table_redo(
            table=table,
            caller=caller,
            expected_version=_require_version(expected_version),
            client_move_id=client_move_id,
        )
    )


def _settled(outcome: MoveOutcome) -> MoveOutcome:
    """The outcome with the table as the phone should now see it.

    Bookkeeping due after this entry is queued after the commit; when tasks run in
    the same process (the embedded default) it has already moved the table on.
    """
    if outcome.table.bookkeeping_pending and settings.CELERY_TASK_ALWAYS_EAGER:
        outcome.table.refresh_from_db()
        outcome.state = outcome.table.state
    return outcome


def table_apply_move(
    *,
    table: Table,
    seat: int | None,
    move: Mapping[str, Any],
    expected_version: int | None,
    client_move_id: str | None,
    actor: str = Actor.SEAT,
) -> MoveOutcome:
    """Apply one move for ``seat`` (None with actor=system: the companion's own move).

    The caller has already decided who acts (``submit_move`` for phones, the
    bookkeeping tasks for the companion); ``expected_version`` None skips the stale
    check, which only the companion's own moves may do.
    """
    engine = get_engine(table.game)
    client_move_id = _clean_client_move_id(client_move_id)
    try:
        move_type, args = engine.clean_move(move)
    except MoveInputError as exc:
        raise MoveRejected(exc.message, field=exc.field) from None
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
            raise NothingToUndo(_("There is nothing to undo."))
        author = group[-1]
        if not may_take_back(caller, author.actor, author.seat):
            raise NotAllowed(
                _("Only the player who entered the latest move, or the host, can undo it.")
            )
        targets = sorted(e.seq for e in group)
        Event.objects.filter(table=locked, seq__in=targets).update(undone=True)
        event = _append(
            locked,
            kind=EventKind.UNDO,
            actor=Actor.SEAT if caller.seat is not None else Actor.HOST,
            seat=caller.seat_index,
            args={"targets": targets},
            target_seq=targets[0],
            client_move_id=client_move_id,
        )
        Snapshot.objects.filter(table=locked, seq__gte=targets[0]).delete()
        _store_state(locked, rebuild_state(locked), event.seq)
    return MoveOutcome(locked, event, locked.state)


def table_redo(
    *, table: Table, caller: Caller, expected_version: int | None, client_move_id: str | None
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
            raise NothingToUndo(_("There is nothing to redo."))
        targets = stack[-1]
        author = (
            Event.objects.filter(table=locked, seq__in=targets).exclude(actor=Actor.SYSTEM).first()
        )
        if author is None or not may_take_back(caller, author.actor, author.seat):
            raise NotAllowed(_("Only the player who entered that move, or the host, can redo it."))
        Event.objects.filter(table=locked, seq__in=targets).update(undone=False)
        event = _append(
            locked,
            kind=EventKind.REDO,
            actor=Actor.SEAT if caller.seat is not None else Actor.HOST,
            seat=caller.seat_index,
            args={"targets": targets},
            target_seq=targets[0],
            client_move_id=client_move_id,
        )
        Snapshot.objects.filter(table=locked, seq__gte=targets[0]).delete()
        _store_state(locked, rebuild_state(locked), event.seq)
    return MoveOutcome(locked, event, locked.state)


def can_redo(table: Table) -> bool:
    return bool(_redo_stack(table))


def can_undo(table: Table, caller: Caller) -> bool:
    """Whether this caller may undo the newest move (its author, or the host)."""
    group = _undo_group(table)
    if not group:
        return False
    author = group[-1]
    return may_take_back(caller, author.actor, author.seat)


def table_abandon(*, table: Table, caller: Caller) -> Table:
    require_host(caller, _("stop the table"))
    with transaction.atomic():
        locked = _lock(table)
        _check_open(locked)
        locked.status = TableStatus.ABANDONED
        locked.revision += 1
        locked.save(update_fields=["status", "revision", "updated_at"])
    return locked
