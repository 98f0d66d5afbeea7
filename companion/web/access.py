"""Who a page request comes from: cookies hold the seat and host tokens of each table."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django_htmx.middleware import HtmxDetails

from companion.tables.errors import NotAllowed
from companion.tables.models import Seat, Table, hash_token
from companion.tables.selectors import Caller

COOKIE_AGE = 60 * 60 * 24 * 30


class HtmxHttpRequest(HttpRequest):
    htmx: HtmxDetails


def seat_cookie(code: str) -> str:
    return f"tortuga_seat_{code}"


def host_cookie(code: str) -> str:
    return f"tortuga_host_{code}"


def caller_for_request(request: HttpRequest, table: Table) -> Caller:
    """The seat this phone holds (if any) and whether it holds the host token.

    A stale cookie (the host freed the seat) simply counts as no seat.
    """
    caller = Caller()
    host = request.COOKIES.get(host_cookie(table.code))
    if host and hash_token(host) == table.host_token_hash:
        caller.is_host = True
    token = request.COOKIES.get(seat_cookie(table.code))
    if token:
        caller.seat = Seat.objects.filter(table=table, token_hash=hash_token(token)).first()
    return caller


def require_player(caller: Caller) -> None:
    if caller.seat is None and not caller.is_host:
        raise NotAllowed("join the table first: this phone has no seat here")


def remember(response: HttpResponse, name: str, token: str, *, secure: bool) -> None:
    response.set_cookie(
        name, token, max_age=COOKIE_AGE, httponly=True, samesite="Lax", secure=secure
    )
