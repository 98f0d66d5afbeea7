"""Read-side queries for tables: the views a caller may see, never raw state."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext as _

from companion.engines.base import Engine, LegalMove
from companion.engines.registry import get_engine
from companion.tables.access import Caller, caller_for_token, holds_host_seat
from companion.tables.errors import NotFound
from companion.tables.models import CODE_ALPHABET, Event, EventKind, Seat, Table, hash_token


def looks_like_code(code: str) -> bool:
    return 0 < len(code) <= 12 and all(c in CODE_ALPHABET for c in code.upper())


def table_by_code(code: str) -> Table:
    if looks_like_code(code):
        table = Table.objects.filter(code=code.upper()).first()
        if table is not None:
            return table
    # Echo only what could be part of a code: the rest is noise, or an attempt at markup.
    shown = "".join(c for c in code[:12] if c.isascii() and c.isalnum()).upper()
    raise NotFound(_("There is no table with the code %(code)s.") % {"code": shown})


def table_and_caller(code: str, token: str | None) -> tuple[Table, Caller]:
    """The table and who is asking; a seat token resolves both in one query.

    (Measured: deferring the state column costs more in query building than
    decoding it, so the whole row is read.)
    """
    if token and looks_like_code(code):
        seat = (
            Seat.objects.select_related("table")
            .filter(token_hash=hash_token(token), table__code=code.upper())
            .first()
        )
        if seat is not None:
            table = seat.table
            return table, Caller(seat=seat, is_host=holds_host_seat(table, seat))
    table = table_by_code(code)
    return table, caller_for_token(table, token)


def table_view(table: Table, caller: Caller) -> dict[str, Any]:
    """What ``caller`` may see of the table: their seat's view, or the public one."""
    engine = get_engine(table.game)
    seat = caller.seat_index
    return {
        "code": table.code,
        "game": table.game,
        "version": table.version,
        "status": table.status,
        "bookkeeping_pending": table.bookkeeping_pending,
        "seat": seat,
        "role": caller.role,
        "view": engine.player_view(table.state, seat),
        "legal_moves": legal_moves_for(engine, table, caller),
    }


def seat_view(table: Table, caller: Caller) -> dict[str, Any]:
    """Only the caller's player_view (no legal moves): what a move's answer carries."""
    return get_engine(table.game).player_view(table.state, caller.seat_index)


def legal_moves_for(engine: Engine, table: Table, caller: Caller) -> list[dict[str, Any]]:
    return [m.to_json() for m in legal_moves_of(engine, table, caller)]


def legal_moves_of(engine: Engine, table: Table, caller: Caller) -> list[LegalMove]:
    """The moves this caller may make now: none for spectators or a closed table."""
    if not table.is_open or not (caller.seat or caller.is_host):
        return []
    return engine.legal_moves(table.state, caller.seat_index)


def event_entries(
    table: Table, caller: Caller, *, after: int = 0, limit: int = 200
) -> list[dict[str, Any]]:
    """The log as ``caller`` may see it: secret arguments of other seats' moves hidden."""
    engine = get_engine(table.game)
    seats = {s.index: s.name for s in table.seats.all()}
    events = Event.objects.filter(table=table, seq__gt=after).order_by("seq")[:limit]
    out = []
    for e in events:
        args = e.args
        if e.kind == EventKind.MOVE:
            args = engine.event_view(e.move_type, e.args, e.seat, caller.seat_index)
        out.append(
            {
                "seq": e.seq,
                "kind": e.kind,
                "actor": e.actor,
                "seat": e.seat,
                "seat_name": seats.get(e.seat) if e.seat is not None else None,
                "type": e.move_type,
                "args": args,
                "undone": e.undone,
                "target_seq": e.target_seq,
                "created_at": e.created_at.isoformat(),
            }
        )
    return out


def final_result(table: Table) -> dict[str, Any] | None:
    engine = get_engine(table.game)
    if not engine.is_over(table.state):
        return None
    return engine.final_result(table.state).to_json()
