"""What every table page shares: finding the table by its code, and refusals as pages."""

from __future__ import annotations

from functools import wraps
from typing import Any

from django.http import HttpResponse
from django.shortcuts import redirect, render

from companion import language, ratelimit
from companion.tables.errors import RateLimited, TableError
from companion.web.access import HtmxHttpRequest


def refusal(request: HtmxHttpRequest, exc: TableError, code: str = "") -> HttpResponse:
    """A refusal as the app's error page, with the status the service chose."""
    response = render(
        request, "tables/error.html", {"message": exc.message, "code": code}, status=exc.status
    )
    if isinstance(exc, RateLimited):
        response["Retry-After"] = str(exc.retry_after)
    return response


def table_page(view):
    """Fetch the table by code and render any TableError as a page or partial.

    Codes that do not exist count against the address (a scan of codes is refused).
    """

    @wraps(view)
    def wrapper(request: HtmxHttpRequest, code: str, *args: Any, **kwargs: Any) -> HttpResponse:
        try:
            table = ratelimit.table_by_code(request, code)
        except TableError as exc:
            return refusal(request, exc)
        if code != table.code:
            return redirect(request.path.replace(code, table.code, 1))
        language.for_table(request, table)
        try:
            return view(request, table, *args, **kwargs)
        except TableError as exc:
            return refusal(request, exc, table.code)

    return wrapper
