"""What every club page shares: the club and its access, the HTMX region or the whole
page, paging, the game filter and a form's whole numbers."""

from __future__ import annotations

from functools import wraps
from typing import Any

from django.contrib.auth.views import redirect_to_login
from django.core.paginator import Page, Paginator
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.vary import vary_on_headers

from companion.club import selectors
from companion.club.cleaning import text_problem
from companion.club.errors import NotAllowed, Problem
from companion.club.zones import zone_of
from companion.tables.errors import RateLimited, TableError

PER_PAGE = 25


def paginate(request: HttpRequest, items: Any, per_page: int = PER_PAGE) -> Page:
    return Paginator(items, per_page).get_page(request.GET.get("page"))


def login_redirect(request: HttpRequest) -> HttpResponse:
    return redirect_to_login(request.get_full_path(), login_url=reverse("club:login"))


def club_page(*, write: bool = False):
    """Resolve the club (and, with ``write``, require one of its organisers); render
    any refusal as the app's error page (a sign-in page for a visitor who is not)."""

    def decorator(view):
        @wraps(view)
        def wrapper(request: HttpRequest, slug: str, *args: Any, **kwargs: Any) -> HttpResponse:
            try:
                access = selectors.club_access(slug, request.user)
                if write:
                    access.require_organiser()
                # The club's dates read in its own time zone, and a time typed in a
                # form (a play's start) is read in it.
                with timezone.override(zone_of(access.club)):
                    return view(request, access, *args, **kwargs)
            except TableError as exc:
                if isinstance(exc, NotAllowed) and not request.user.is_authenticated:
                    return login_redirect(request)
                response = render_region(
                    request, "club/error.html", "error", {"message": exc.message}, status=exc.status
                )
                if isinstance(exc, RateLimited):
                    response["Retry-After"] = str(exc.retry_after)
                return response

        return vary_on_headers("HX-Request")(wrapper)

    return decorator


def render_region(
    request: HttpRequest, template: str, partial: str, context: dict, **kw
) -> HttpResponse:
    name = f"{template}#{partial}" if getattr(request, "htmx", False) else template
    return render(request, name, context, **kw)


def done(request: HttpRequest, url: str) -> HttpResponse:
    if getattr(request, "htmx", False):
        return HttpResponse(status=204, headers={"HX-Redirect": url})
    return redirect(url)


def game_filter(request: HttpRequest) -> tuple[str, str | None]:
    """The ``?game=`` filter, and why it was refused (then the page shows every game).

    A game no club played simply matches nothing; only text the database cannot take
    (NUL, control characters) is refused."""
    game = request.GET.get("game") or ""
    problem = text_problem(game)
    if problem:
        return "", Problem(problem, "game").text()
    return game, None


def form_whole(value: Any) -> int | None:
    """A form's whole number (ASCII digits only: int() takes other scripts' digits too,
    and thousands of them raise)."""
    text = (value or "").strip() if isinstance(value, str) else ""
    if not text or len(text) > 18 or not (text.isascii() and text.isdigit()):
        return None
    return int(text)
