"""Entering a move: a phone's (``submit_move``), a program's with its token
(``submit_move_with_token``: the seat, the table and its lock in one query) and the
companion's own (``table_apply_move``), all through ``_apply_locked``. Callers use them
through ``companion.tables.services``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from django.db import transaction
from django.utils.translation import gettext as _

from companion.celery import app as celery_app
from companion.engines.base import Engine, MoveInputError, RuleError
from companion.engines.registry import get_engine
from companion.engines.text import Text
from companion.i18n import say
from companion.tables import selectors
from companion.tables.access import Caller, acting_seat
from companion.tables.errors import InvalidInput, MoveRejected, NotAllowed, StaleVersion
from companion.tables.journal import (
    EntryClash,
    Recorded,
    already_applied,
    append,
    check_open,
    check_version,
    clean_client_move_id,
    lock,
    retried,
    store_state,
)
from companion.tables.merging import merge
from companion.tables.models import Actor, EventKind, Table


def require_version(expected_version: Any) -> int:
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
) -> Recorded:
    """A phone enters a move: for its own seat, or the host for the seat it names."""
    acting, actor = acting_seat(table, caller, seat)
    _check_host_only(get_engine(table.game), caller, move)
    recorded = table_apply_move(
        table=table,
        seat=acting,
        move=move,
        expected_version=require_version(expected_version),
        client_move_id=client_move_id,
        actor=actor,
    )
    return settled(recorded)


@dataclass
class TokenEntry:
    """A move entered with a token (``submit_move_with_token``): what was recorded, who
    entered it, and the game's caution about it in the table as it was before."""

    recorded: Recorded
    caller: Caller
    warning: Text | None


def submit_move_with_token(
    *,
    code: str,
    token: str | None,
    move: Mapping[str, Any],
    expected_version: Any,
    client_move_id: str | None,
    seat: int | None = None,
) -> TokenEntry:
    """``submit_move`` for a program holding a token (the API): the token's seat, the
    table and the table's lock are one query, and the entry is the same as a page's."""
    expected = require_version(expected_version)
    client_move_id = clean_client_move_id(client_move_id)
    try:
        with transaction.atomic():
            locked, caller = selectors.locked_table_and_caller(code, token)
            acting, actor = acting_seat(locked, caller, seat)
            engine = get_engine(locked.game)
            _check_host_only(engine, caller, move)
            warning = engine.caution_for(locked.state, acting, move)
            move_type, args = _cleaned(engine, move)
            recorded = _apply_locked(
                locked, engine, acting, move_type, args, expected, client_move_id, actor
            )
    except EntryClash:
        recorded, warning = retried(locked, client_move_id), None
    return TokenEntry(settled(recorded), caller, None if recorded.duplicate else warning)


def _check_host_only(engine: Engine, caller: Caller, move: Mapping[str, Any]) -> None:
    spec = engine.move_specs().get(str(move.get("type")))
    if spec is not None and spec.host_only and not caller.is_host:
        raise NotAllowed(
            _("Only the table's host enters this: %(what)s.") % {"what": say(spec.label)}
        )


def settled(recorded: Recorded) -> Recorded:
    """What was recorded, with the table as the phone should now see it.

    Bookkeeping due after this entry is queued after the commit; when tasks run in
    the same process (the embedded default) it has already moved the table on.
    """
    if recorded.table.bookkeeping_pending and celery_app.conf.task_always_eager:
        recorded.table.refresh_from_db()
        recorded.state = recorded.table.state
    return recorded


def table_apply_move(
    *,
    table: Table,
    seat: int | None,
    move: Mapping[str, Any],
    expected_version: int | None,
    client_move_id: str | None,
    actor: str = Actor.SEAT,
) -> Recorded:
    """Apply one move for ``seat`` (None with actor=system: the companion's own move).

    The caller has already decided who acts (``submit_move`` for phones, the
    bookkeeping tasks for the companion); ``expected_version`` None skips the stale
    check, which only the companion's own moves may do.
    """
    engine = get_engine(table.game)
    client_move_id = clean_client_move_id(client_move_id)
    move_type, args = _cleaned(engine, move)
    try:
        with transaction.atomic():
            locked = lock(table)
            return _apply_locked(
                locked, engine, seat, move_type, args, expected_version, client_move_id, actor
            )
    except EntryClash:
        return retried(table, client_move_id)


def _cleaned(engine: Engine, move: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
    try:
        return engine.clean_move(move)
    except MoveInputError as exc:
        raise MoveRejected(say(exc.text), field=exc.field) from None


def _apply_locked(
    locked: Table,
    engine: Engine,
    seat: int | None,
    move_type: str,
    args: dict[str, Any],
    expected_version: int | None,
    client_move_id: str,
    actor: str,
) -> Recorded:
    """The entry itself, in the caller's transaction with ``locked`` under its row lock."""
    if expected_version != locked.version:
        # A retry of a move already recorded answers with that move, never applies twice.
        # It comes with the version it was made on, now an old one; an entry on the
        # current version is not looked up: the unique constraint catches a reused id
        # (``EntryClash``), and one query fewer is most entries' saving.
        previous = already_applied(locked, client_move_id)
        if previous is not None:
            return Recorded(locked, previous, locked.state, duplicate=True)
    check_open(locked)
    entry = {"type": move_type, "args": args}
    merged = False
    try:
        check_version(locked, expected_version)
    except StaleVersion:
        assert expected_version is not None  # only a phone's entry can be stale
        answer = merge(locked, engine, seat, entry, expected_version)
        merged = True
    else:
        try:
            answer = engine.play(locked.state, seat, entry)
        except RuleError as exc:
            raise MoveRejected(say(exc.text), rule=exc.rule_id) from None
        except MoveInputError as exc:
            raise MoveRejected(say(exc.text), field=exc.field) from None
    event = append(
        locked,
        kind=EventKind.MOVE,
        actor=actor,
        seat=seat,
        move_type=move_type,
        args=args,
        client_move_id=client_move_id,
        outcome=answer.outcome.to_json(),
    )
    store_state(locked, answer.state, event.seq)
    return Recorded(locked, event, answer.state, merged=merged)
