"""Who may do what at a table: the one place where the table's permission rules live.

A phone proves who it is with tokens: the seat token it got when it took a seat
(a cookie on the pages, a bearer token in the API) and the host token of the
table's creator. The host role can also sit with a seat (``Table.host_seat``): the
host handed it to that seat's phone. Pages and API resolve their tokens here and
ask the same questions, so a rule cannot differ between them.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from django.utils.translation import gettext as _

from companion.tables.errors import InvalidInput, NotAllowed
from companion.tables.models import Actor, Seat, Table, hash_token


@dataclass
class Caller:
    """Who is asking: a seat holder, the host (possibly also a seat), or a spectator."""

    seat: Seat | None = None
    is_host: bool = False

    @property
    def seat_index(self) -> int | None:
        return self.seat.index if self.seat else None

    @property
    def role(self) -> str:
        if self.seat:
            return "seat"
        return "host" if self.is_host else "spectator"

    @property
    def is_player(self) -> bool:
        return self.seat is not None or self.is_host


def caller_for_tokens(table: Table, tokens: Iterable[str | None]) -> Caller:
    """The caller that these tokens make at this table; unknown tokens count for nothing.

    The pages send every cookie they hold (a seat and a host token), so a stale one (a
    freed seat, a handed-over host role) must not hide the others.
    """
    caller = Caller()
    digests = [_digest(t) for t in tokens if isinstance(t, str) and t]
    digests = [d for d in digests if d]
    if not digests:
        return caller
    if table.host_token_hash in digests:
        caller.is_host = True
    seat_digests = [d for d in digests if d != table.host_token_hash]
    if seat_digests:
        caller.seat = _seat_holding(table, seat_digests)
    if caller.seat is not None and holds_host_seat(table, caller.seat):
        caller.is_host = True
    return caller


def _seat_holding(table: Table, digests: list[str]) -> Seat | None:
    # A live page has the table's seats in hand already (its names and colours): the
    # seat is found among them rather than asked for again.
    if "seats" in getattr(table, "_prefetched_objects_cache", {}):
        return next((s for s in table.seats.all() if s.token_hash in digests), None)
    return Seat.objects.filter(table=table, token_hash__in=digests).first()


def holds_host_seat(table: Table, seat: Seat) -> bool:
    """The host handed the host role to this seat's phone."""
    return seat.index == table.host_seat


def caller_for_token(table: Table, token: str | None) -> Caller:
    """One bearer token against one table: a token that holds nothing here is refused
    (the API answers 403 rather than treating a stale or foreign token as a spectator)."""
    caller = caller_for_tokens(table, [token])
    if token and not caller.is_player:
        raise NotAllowed(
            _(
                "This token does not hold a seat or the host role at this table any more "
                "(the host may have freed or reassigned it)."
            )
        )
    return caller


def _digest(token: str) -> str:
    try:
        return hash_token(token)
    except UnicodeEncodeError:  # a lone surrogate: no token of ours
        return ""


def require_player(caller: Caller) -> None:
    if not caller.is_player:
        raise NotAllowed(_("Join the table first: this phone has no seat here."))


def require_host(caller: Caller, refusal: str) -> None:
    """``refusal`` is the whole sentence a caller who is not the host reads ("Only the
    host can free a seat."): a sentence, not a fragment, so that it translates whole."""
    if not caller.is_host:
        raise NotAllowed(refusal)


def acting_seat(table: Table, caller: Caller, requested: int | None) -> tuple[int, str]:
    """The seat a move is entered for, and who entered it.

    A seat's phone enters for its own seat. The host enters for any seat but must name
    it: a move silently credited to the wrong player is worse than a question.
    """
    require_player(caller)
    if caller.seat is not None and requested in (None, caller.seat.index):
        return caller.seat.index, Actor.SEAT
    if not caller.is_host:
        assert caller.seat is not None
        raise NotAllowed(
            _("This phone holds %(name)s's seat: it cannot enter moves for another seat.")
            % {"name": caller.seat.name}
        )
    if requested is None:
        raise InvalidInput(_("Choose the seat you are entering this move for."), field="seat")
    if not table.seats.filter(index=requested).exists():
        raise InvalidInput(
            _("There is no seat %(seat)s at this table.") % {"seat": requested}, field="seat"
        )
    return requested, Actor.HOST


def may_take_back(caller: Caller, author_actor: str, author_seat: int | None) -> bool:
    """Undo and redo: the phone of the seat that entered the move, or the host."""
    return caller.is_host or (
        caller.seat is not None and author_actor == Actor.SEAT and author_seat == caller.seat.index
    )
