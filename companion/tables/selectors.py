"""Reads of a table, never a write: the views a caller may see (never raw state), the
moves allowed now, the log, the result, and what undo or redo would take back."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from django.db.models import QuerySet, Subquery
from django.db.models.functions import Coalesce
from django.utils.translation import gettext as _

from companion.engines.base import Engine, LegalMove, Outcome
from companion.engines.registry import get_engine
from companion.i18n import readable, say, say_all
from companion.tables.access import Caller, caller_for_token, holds_host_seat, may_take_back
from companion.tables.catalogue import catalogue_words
from companion.tables.errors import NotFound
from companion.tables.models import (
    Actor,
    Event,
    EventKind,
    Seat,
    Table,
    hash_token,
    looks_like_code,
)


def table_by_code(code: str) -> Table:
    if looks_like_code(code):
        table = Table.objects.filter(code=code.upper()).first()
        if table is not None:
            return table
    raise _no_table(code)


def _no_table(code: str) -> NotFound:
    # Echo only what could be part of a code: the rest is noise, or an attempt at markup.
    shown = "".join(c for c in code[:12] if c.isascii() and c.isalnum()).upper()
    return NotFound(_("There is no table with the code %(code)s.") % {"code": shown})


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


def locked_table_and_caller(code: str, token: str | None) -> tuple[Table, Caller]:
    """``table_and_caller`` inside the caller's transaction, with the table's row locked
    by the same query (``SELECT ... FOR UPDATE OF`` the table; on SQLite the
    transaction's own write lock): an entry reads and locks its table once."""
    if token and looks_like_code(code):
        seats = list(
            Seat.objects.select_related("table")
            .select_for_update(of=("table",))
            .filter(token_hash=hash_token(token), table__code=code.upper())
            .order_by()[:1]
        )
        if seats:
            table = seats[0].table
            return table, Caller(seat=seats[0], is_host=holds_host_seat(table, seats[0]))
    found = None
    if looks_like_code(code):
        found = Table.objects.select_for_update().filter(code=code.upper()).order_by().first()
    if found is None:
        raise _no_table(code)
    return found, caller_for_token(found, token)


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
        "language": table.language,
        "screen_language": table.screen_language,
        "seat": seat,
        "role": caller.role,
        "view": readable(engine.player_view(table.state, seat)),
        "catalogue": catalogue_words(engine, table.options or {}),
        "legal_moves": [
            {**legal.to_json(), "label": say(legal.label)}
            for legal in legal_moves_of(engine, table, caller)
        ],
        # The readings this table's options chose (public, like the options).
        "house_rulings": rulings_in_words(engine.rulings_in_force(table.state)),
    }


def rulings_in_words(rulings: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """House rulings (Engine.rulings_in_force or describe) in the request's language."""
    return [
        {
            **ruling,
            "question": say(ruling["question"]),
            "readings": [{**r, "text": say(r["text"])} for r in ruling["readings"]],
            **({"reading_text": say(ruling["reading_text"])} if "reading_text" in ruling else {}),
        }
        for ruling in rulings
    ]


def seat_view(table: Table, caller: Caller) -> dict[str, Any]:
    """Only the caller's player_view (no legal moves), in words: what a move's answer carries."""
    view: dict[str, Any] = readable(
        get_engine(table.game).player_view(table.state, caller.seat_index)
    )
    return view


def legal_moves_of(engine: Engine, table: Table, caller: Caller) -> list[LegalMove]:
    """The moves this caller may make now: none for spectators or a closed table."""
    if not table.is_open or not (caller.seat or caller.is_host):
        return []
    offers = engine.legal_moves(table.state, caller.seat_index)
    if caller.is_host:
        return offers
    specs = engine.move_specs()
    return [o for o in offers if not specs[o.type].host_only]


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
                # What happened, as this caller may read it, in the caller's language.
                "outcome": outcome_lines(e, caller),
                "created_at": e.created_at.isoformat(),
            }
        )
    return out


def outcome_lines(event: Event, caller: Caller) -> list[str]:
    """What ``event`` did, as ``caller`` may read it, in the caller's language: the public
    lines, then those meant for the caller's seat only."""
    return say_all(Outcome.seen_by(event.outcome, caller.seat_index))


def final_result(table: Table) -> dict[str, Any] | None:
    """The result of a finished game as stored: its words are messages, for any language."""
    engine = get_engine(table.game)
    if not engine.is_over(table.state):
        return None
    return engine.final_result(table.state).to_json()


def readable_result(table: Table) -> dict[str, Any] | None:
    """The final result in the reader's language: no message is left as a message."""
    result = final_result(table)
    if result is None:
        return None
    return {
        **result,
        "breakdown": readable(result["breakdown"]),
        "tiebreaks": say_all(result["tiebreaks"]),
    }


# -- what undo and redo would take back or bring back -------------------------------------


def _live_moves(table: Table) -> QuerySet[Event]:
    return Event.objects.filter(table=table, kind=EventKind.MOVE, undone=False)


def undo_group(table: Table) -> list[Event]:
    """The newest live move and, when it is the companion's, the player move that caused it.

    Bookkeeping moves are consequences of a player's move: undoing that move undoes
    them with it, so one tap takes the table back to before the player's entry.
    """
    group: list[Event] = []
    newest_first = _live_moves(table).order_by("-seq")
    # A page at a time from the newest (one query, almost always): a long game's log is
    # never read whole. Slices, not iterator(): PostgreSQL would open a cursor for it.
    while True:
        page = list(newest_first[len(group) : len(group) + UNDO_PAGE])
        for event in page:
            group.append(event)
            if event.actor != Actor.SYSTEM:
                return group
        if len(page) < UNDO_PAGE:
            return group


# The companion's own entries after one player's move rarely number more than this.
UNDO_PAGE = 16


def redo_stack(table: Table) -> list[list[int]]:
    """The groups of entries a redo would bring back, newest last.

    A new entry ends the chance to redo what was undone before it: only the undos and
    redos after the newest entry ever made (live or undone since) count. (The newest
    *live* entry is not that point: an entry redone is live again with its old number,
    older than the undos made after it.)"""
    newest_entry = (
        Event.objects.filter(table=table, kind=EventKind.MOVE).order_by("-seq").values("seq")[:1]
    )
    since = Event.objects.filter(
        table=table,
        kind__in=[EventKind.UNDO, EventKind.REDO],
        seq__gt=Coalesce(Subquery(newest_entry), 0),
    ).order_by("seq")
    stack: list[list[int]] = []
    for event in since:
        targets = list(event.args.get("targets", [event.target_seq]))
        if event.kind == EventKind.UNDO:
            stack.append(targets)
        elif stack:
            stack.pop()
    return stack


def can_redo(table: Table, caller: Caller | None = None) -> bool:
    """Whether there is something to redo (and, given a caller, whether it may redo it)."""
    stack = redo_stack(table)
    if not stack or caller is None:
        return bool(stack)
    author = author_of(Event.objects.filter(table=table, seq__in=stack[-1]).order_by("seq"))
    return author is not None and may_take_back(caller, author.actor, author.seat)


def take_back_offers(
    table: Table, caller: Caller, newest: Sequence[Mapping[str, Any]] | None = None
) -> tuple[bool, bool]:
    """Whether ``caller`` may undo and may redo now: what a live page shows.

    ``newest``: the table's newest entries through its current version, oldest first, as
    ``event_entries`` gives them, when the caller has them (a live page reads them for
    its log). Most of the time they hold both answers and no query is made; otherwise
    two (the newest live moves, the undos and redos)."""
    known = None if newest is None else _take_back_within(table, caller, newest)
    if known is not None:
        return known
    group = undo_group(table)
    author = group[-1] if group else None
    may_undo = author is not None and may_take_back(caller, author.actor, author.seat)
    return may_undo, caller.is_player and can_redo(table, caller)


def _take_back_within(
    table: Table, caller: Caller, newest: Sequence[Mapping[str, Any]]
) -> tuple[bool, bool] | None:
    """The answers of ``take_back_offers`` from the newest entries alone, or None when
    they do not hold them: the undo group's player entry is not among them, or an undo
    among them may still be redone."""
    if table.version == 0:
        return False, False
    if not newest or newest[-1]["seq"] != table.version:
        return None
    whole_log = newest[0]["seq"] == 1
    live = [e for e in reversed(newest) if e["kind"] == EventKind.MOVE and not e["undone"]]
    author = next((e for e in live if e["actor"] != Actor.SYSTEM), None)
    if author is None:
        if not whole_log:
            return None
        # No player entry yet: the group is the companion's entries, as undo_group says.
        author = live[-1] if live else None
    # A redo brings back what was undone after the newest entry (``redo_stack``): with
    # that entry among these and no undo after it, there is nothing to redo.
    last_entry = max((e["seq"] for e in newest if e["kind"] == EventKind.MOVE), default=0)
    if any(e["kind"] == EventKind.UNDO and e["seq"] > last_entry for e in newest):
        return None
    may_undo = author is not None and may_take_back(caller, author["actor"], author["seat"])
    return may_undo, False


def author_of(group: Iterable[Event]) -> Event | None:
    """The player's entry of a group (the rest is the companion's bookkeeping it caused)."""
    return next((e for e in group if e.actor != Actor.SYSTEM), None)
