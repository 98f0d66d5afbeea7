"""Who a page request comes from: cookies hold the seat and host tokens of each table.

The rules of who may do what live in ``companion.tables.access``; this module only
reads and writes the cookies.
"""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django_htmx.middleware import HtmxDetails

from companion.tables.access import Caller, caller_for_tokens
from companion.tables.models import Table

COOKIE_AGE = 60 * 60 * 24 * 30


class HtmxHttpRequest(HttpRequest):
    htmx: HtmxDetails


def seat_cookie(code: str) -> str:
    return f"tortuga_seat_{code}"


def host_cookie(code: str) -> str:
    return f"tortuga_host_{code}"


def fresh_recovery_cookie(code: str) -> str:
    # Carries a new table's recovery token from the create form to the host page, once.
    return f"tortuga_recovery_{code}"


RECOVERY_COOKIE_AGE = 15 * 60


def caller_for_request(request: HttpRequest, table: Table) -> Caller:
    """The seat this phone holds (if any) and whether it holds the host role.

    A stale cookie (the host freed the seat, the host role moved) simply counts as nothing.
    """
    return caller_for_tokens(
        table,
        [
            request.COOKIES.get(host_cookie(table.code)),
            request.COOKIES.get(seat_cookie(table.code)),
        ],
    )


def remember(
    response: HttpResponse, name: str, token: str, *, secure: bool, max_age: int = COOKIE_AGE
) -> None:
    # HttpOnly: no script can read a token; Lax: no other site's form can act with it.
    response.set_cookie(name, token, max_age=max_age, httponly=True, samesite="Lax", secure=secure)


def forget(response: HttpResponse, name: str) -> None:
    response.delete_cookie(name, samesite="Lax")
