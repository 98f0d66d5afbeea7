"""Seats and the host role: who holds which phone at the table.

A seat with a phone (claimed through the join link, or whose token the API handed
out) changes hands only through the host: the host frees it (the next phone to
join takes it) or reassigns it (a new token for a new phone). The host role moves
by the host's own hand (to a seat's phone) or by the creator's recovery link. Each
change is an entry of the table's log (kind ``seat``) and never a move: it does not
change the game's state or make anyone's half-entered move stale.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from typing import Any

from django.db import transaction
from django.db.models import F
from django.utils import timezone
from django.utils.translation import gettext as _

from companion.tables.access import Caller, require_host
from companion.tables.errors import InvalidInput, NotAllowed, NotFound, SeatTaken
from companion.tables.journal import append, lock
from companion.tables.models import Actor, EventKind, Seat, Table, hash_token, new_token
from companion.tables.outcomes import seat_change


@dataclass
class SeatToken:
    """A seat and the token that now holds it (shown once, never stored in clear)."""

    seat: Seat
    token: str


def _seat(table: Table, index: int) -> Seat:
    seat = Seat.objects.filter(table=table, index=index).first()
    if seat is None:
        raise NotFound(_("There is no seat %(seat)s at this table.") % {"seat": index})
    return seat


def _log(table: Table, actor: str, action: str, seat: Seat | None = None) -> None:
    """Append the seat entry and publish it to every screen (version and live stamp)."""
    args: dict[str, Any] = {"action": action}
    if seat is not None:
        args["seat"] = seat.index
    append(
        table,
        kind=EventKind.SEAT,
        actor=actor,
        seat=seat.index if seat is not None else None,
        args=args,
        client_move_id=f"seat:{uuid.uuid4().hex}",
        outcome=seat_change(action, seat.name if seat is not None else ""),
    )
    Table.objects.filter(pk=table.pk).update(
        version=table.version, revision=F("revision") + 1, updated_at=timezone.now()
    )
    table.revision += 1


def _give(seat: Seat, token: str, *, taken: bool = True) -> None:
    """The seat now answers to ``token`` only (any older token dies); taken or free."""
    seat.token_hash = hash_token(token)
    seat.claimed_at = timezone.now() if taken else None
    seat.save(update_fields=["token_hash", "claimed_at"])


def _guard_host_seat(table: Table, seat: Seat) -> None:
    if table.host_seat == seat.index:
        raise SeatTaken(
            _(
                "%(name)s's phone holds the host role: hand the host role to another seat "
                "before freeing or reassigning this one."
            )
            % {"name": seat.name}
        )


def seat_claim(*, table: Table, index: int, caller: Caller | None = None) -> SeatToken:
    """A phone takes a free seat and gets the seat's token; a taken seat is refused."""
    if caller is not None and caller.seat is not None:
        if caller.seat.index == index:
            raise SeatTaken(_("This phone already holds this seat."))
        raise SeatTaken(_("This phone already holds %(name)s's seat.") % {"name": caller.seat.name})
    token = new_token()
    with transaction.atomic():
        locked = lock(table)
        seat = _seat(locked, index)
        if seat.claimed_at is not None:
            raise SeatTaken(
                _(
                    "%(name)s's seat is already taken by another phone. If that phone is "
                    "lost, ask the host to free the seat."
                )
                % {"name": seat.name}
            )
        _give(seat, token)
        _log(locked, Actor.SEAT, "claim", seat)
    return SeatToken(seat, token)


def check_release(*, table: Table, index: int, caller: Caller) -> Seat:
    """The refusals of :func:`seat_release`, without freeing anything: the page asks the
    host to confirm only a release that would be carried out."""
    require_host(caller, _("Only the host can free a seat."))
    seat = _seat(table, index)
    _guard_host_seat(table, seat)
    return seat


def seat_release(*, table: Table, index: int, caller: Caller) -> Seat:
    """The host frees a seat (a lost or dead phone): its token dies, the next phone takes it."""
    check_release(table=table, index=index, caller=caller)
    with transaction.atomic():
        locked = lock(table)
        seat = _seat(locked, index)
        _guard_host_seat(locked, seat)
        _give(seat, new_token(), taken=False)
        _log(locked, Actor.HOST, "free", seat)
    return seat


def seat_reassign(*, table: Table, index: int, caller: Caller) -> SeatToken:
    """The host gives a seat a new token for a new phone; the old phone loses the seat."""
    require_host(caller, _("Only the host can reassign a seat."))
    token = new_token()
    with transaction.atomic():
        locked = lock(table)
        seat = _seat(locked, index)
        _guard_host_seat(locked, seat)
        _give(seat, token)
        _log(locked, Actor.HOST, "reassign", seat)
    return SeatToken(seat, token)


def seat_take_over(*, table: Table, index: int, token: str) -> SeatToken:
    """A phone opens the one-time link of a reassigned seat and becomes that seat.

    The link's token is replaced at once, so a link read over a shoulder or left in
    a browser history cannot take the seat a second time.
    """
    fresh = new_token()
    with transaction.atomic():
        locked = lock(table)
        seat = _seat(locked, index)
        if not token or hash_token(token) != seat.token_hash:
            raise NotAllowed(_("This link has been used or replaced. Ask the host for a new one."))
        _give(seat, fresh)
        _log(locked, Actor.SEAT, "take_over", seat)
    return SeatToken(seat, fresh)


def host_hand_over(*, table: Table, index: int, caller: Caller) -> Table:
    """The host hands the host role to a seat's phone; the old host token stops working."""
    require_host(caller, _("Only the host can hand over the host role."))
    with transaction.atomic():
        locked = lock(table)
        seat = _seat(locked, index)
        if seat.claimed_at is None:
            raise InvalidInput(
                _("%(name)s's seat has no phone yet: the host role goes to a phone.")
                % {"name": seat.name},
                field="seat",
            )
        locked.host_seat = index
        locked.host_token_hash = hash_token(new_token())
        locked.save(update_fields=["host_seat", "host_token_hash"])
        _log(locked, Actor.HOST, "host_to_seat", seat)
    return locked


def host_recover(*, table: Table, recovery_token: str) -> str:
    """The creator's recovery link makes this phone the host: a new host token.

    The phone or seat that held the host role loses it; the recovery link itself
    keeps working (it is the creator's key) until the host makes a new one.
    """
    if not recovery_token or not table.recovery_token_hash:
        raise NotAllowed(_("This recovery link is not valid for this table."))
    host_token = new_token()
    with transaction.atomic():
        locked = lock(table)
        if hash_token(recovery_token) != locked.recovery_token_hash:
            raise NotAllowed(_("This recovery link is not valid for this table."))
        locked.host_token_hash = hash_token(host_token)
        locked.host_seat = None
        locked.save(update_fields=["host_token_hash", "host_seat"])
        _log(locked, Actor.HOST, "host_recovered")
    return host_token


def is_recovery_token(table: Table, token: str) -> bool:
    return (
        bool(token)
        and bool(table.recovery_token_hash)
        and (hash_token(token) == table.recovery_token_hash)
    )


def recovery_link_renew(*, table: Table, caller: Caller) -> str:
    """The host makes a new recovery link; the old one stops working."""
    require_host(caller, _("Only the host can make a recovery link."))
    token = new_token()
    with transaction.atomic():
        locked = lock(table)
        locked.recovery_token_hash = hash_token(token)
        locked.save(update_fields=["recovery_token_hash"])
    return token
