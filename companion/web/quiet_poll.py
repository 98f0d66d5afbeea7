"""The poll that finds nothing new, answered before most of the middleware.

Every phone and screen at a table asks every 1.5 s whether anything changed; most of the
time nothing did, and at a club night those 204s are most of the requests and, through
the whole middleware stack, the larger part of the server's work between entries. The
answer needs none of it: no session, language, CSRF token, user or message is read or
set for an empty 204. It sits after the security and bad-input middleware, so a
malformed request is still refused and the answer still carries the security headers.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from django.http import HttpRequest, HttpResponse
from django.utils.cache import add_never_cache_headers

from companion.tables import live

# The path of web:poll (companion/web/urls.py); a test holds them together.
POLL_PATH = re.compile(r"^/t/(?P<code>[^/]+)/poll/$")


class QuietPollMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.method == "GET":
            match = POLL_PATH.match(request.path_info)
            if match is not None:
                if live.unchanged(match["code"], request.GET.get("v")):
                    return nothing_new()
                # The view need not read the stamp again.
                setattr(request, CHECKED, True)
        return self.get_response(request)


CHECKED = "tortuga_poll_checked"


def checked(request: HttpRequest) -> bool:
    """This poll's stamp was read before the view and the table had changed."""
    return bool(getattr(request, CHECKED, False))


def nothing_new() -> HttpResponse:
    response = HttpResponse(status=204)
    # As the view's answer (never_cache): a proxy or the phone must ask again next time.
    add_never_cache_headers(response)
    return response
