"""The home page: start a table, join one by its code."""

from __future__ import annotations

import re

from django.http import HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import get_language
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods

from companion import ratelimit
from companion.club import catalogues as club_catalogues
from companion.club import selectors as club_selectors
from companion.club.models import Club
from companion.club.permissions import require_club_table_creator
from companion.club.selectors import visible_clubs
from companion.engines.registry import UnknownGame, all_engines, game_slugs, get_engine
from companion.tables import services
from companion.tables.errors import InvalidInput, NotFound, RateLimited, TableError
from companion.web.access import (
    RECOVERY_COOKIE_AGE,
    HtmxHttpRequest,
    fresh_recovery_cookie,
    host_cookie,
    remember,
)

# What a typed code may be before it is looked up (Table.code: up to 12 letters and
# digits). Anything else never reaches a query or a URL.
CODE_INPUT = re.compile(r"[A-Z0-9]{1,12}")


def default_game() -> str:
    """The game the create form starts with: the first the registry lists."""
    return game_slugs()[0]


@require_GET
def home(request: HtmxHttpRequest) -> HttpResponse:
    return render(request, "home.html", {"games": all_engines()})


def _clubs_of(user) -> list[Club]:
    """The clubs whose history a table created by ``user`` may enter: those it organises."""
    if user is None or not user.is_authenticated:
        return []
    return list(club_selectors.organised_clubs(user).order_by("name"))


def _create_context(
    user, game_slug: str, error: str = "", posted: dict | None = None, error_rule: str = ""
) -> dict:
    try:
        engine = get_engine(game_slug)
    except UnknownGame:
        engine = get_engine(default_game())
    # As many seats as the game takes: the form offers what its hint says.
    rows = engine.max_seats
    colours = list(engine.colours)
    seats = [
        {
            "i": i,
            "name": (posted or {}).get(f"name_{i}", ""),
            "colour": (posted or {}).get(f"colour_{i}", colours[i] if i < len(colours) else ""),
        }
        for i in range(rows)
    ]
    return {
        "games": all_engines(),
        "clubs": _clubs_of(user),
        "engine": engine,
        "seats": seats,
        "colours": colours,
        "error": error,
        # The rule an option broke, cited beside the message (e.g. NAS-0.5.6 for a board).
        "error_rule": error_rule,
        "posted_options": _posted_options(engine, posted),
        # A refused form keeps its club: fixed and sent again, the table is still the club's.
        "posted_club": (posted or {}).get("club", ""),
        # A new table starts in the language its creator reads.
        "posted_language": (posted or {}).get("language", get_language()),
        "posted_screen_language": (posted or {}).get("screen_language", ""),
    }


def _posted_options(engine, posted: dict | None) -> dict[str, object]:
    """Each option's value in the form: as the organiser sent it when a refused form comes
    back (what was typed is kept), else the game's default."""
    values: dict[str, object] = {}
    for arg in engine.options:
        key = f"opt_{arg.name}"
        if posted is None:
            default = arg.default
            if arg.type in ("int_list", "str_list"):
                default = "".join(f"{item}\n" for item in default or [])
            values[arg.name] = default
        elif arg.type == "bool":
            values[arg.name] = posted.get(key) in {"1", "on", "true"}
        else:
            values[arg.name] = posted.get(key, "")
    return values


def _form_rows(game_slug: str) -> int:
    """How many seat rows the create form of ``game_slug`` has (an unknown game: none)."""
    try:
        return get_engine(game_slug).max_seats
    except UnknownGame:
        return 0


@require_http_methods(["GET", "POST"])
def create_table(request: HtmxHttpRequest) -> HttpResponse:
    template = "tables/create.html#create-form" if request.htmx else "tables/create.html"
    if request.method == "GET":
        return render(
            request,
            template,
            _create_context(request.user, request.GET.get("game", default_game())),
        )
    game = request.POST.get("game", "")
    names = [
        (request.POST.get(f"name_{i}", "").strip(), request.POST.get(f"colour_{i}", "").strip())
        for i in range(_form_rows(game))
    ]
    seats = [{"name": n, "colour": c} for n, c in names if n]
    try:
        engine = get_engine(game)
        options: dict[str, object] = {}
        for arg in engine.options:
            raw = request.POST.get(f"opt_{arg.name}")
            if arg.type == "bool":
                options[arg.name] = raw in {"1", "on", "true"}
            elif arg.type in ("int_list", "str_list"):
                # One item per line or comma; empty keeps the game's default.
                items = [i.strip() for i in (raw or "").replace("\n", ",").split(",")]
                if any(items):
                    options[arg.name] = [i for i in items if i]
            elif raw not in (None, ""):
                options[arg.name] = raw
        club = None
        if request.POST.get("club"):
            # A private club is not there for anyone outside it: its name is not told.
            club = visible_clubs(request.user).filter(slug=request.POST["club"]).first()
            if club is None:
                raise InvalidInput(_("There is no club with that name."), field="club")
            require_club_table_creator(club=club, user=request.user)
        # A club table plays with the club's own box: a copy, later edits never reach it.
        catalogue, source = club_catalogues.table_copy(club, game)
        created = services.table_create(
            game=game,
            seats=seats,
            options=options,
            club=club,
            catalogue=catalogue,
            catalogue_source=source,
            language=request.POST.get("language", ""),
            screen_language=request.POST.get("screen_language", ""),
        )
    except (TableError, UnknownGame) as exc:
        message = (
            exc.message
            if isinstance(exc, TableError)
            else _("There is no game called “%(game)s”.") % {"game": game}
        )
        rule = (exc.extra.get("rule") or "") if isinstance(exc, TableError) else ""
        context = _create_context(request.user, game, message, request.POST.dict(), rule)
        status = exc.status if isinstance(exc, TableError) else 400
        return render(request, template, context, status=status)
    url = reverse("web:host", args=[created.table.code])
    response: HttpResponse = (
        HttpResponse(status=204, headers={"HX-Redirect": url}) if request.htmx else redirect(url)
    )
    code = created.table.code
    remember(response, host_cookie(code), created.host_token, secure=request.is_secure())
    # The host page shows the creator's recovery link once (see seats.host).
    remember(
        response,
        fresh_recovery_cookie(code),
        created.recovery_token,
        secure=request.is_secure(),
        max_age=RECOVERY_COOKIE_AGE,
    )
    return response


@require_GET
def find_table(request: HtmxHttpRequest) -> HttpResponse:
    """The home page's join form: a typed code to the table's join page.

    People type codes spaced, dashed or in lower case; anything that still is not a
    code gets a 400 here instead of reaching a URL or a query. Lookups of codes that
    do not exist are rate-limited per address (companion.ratelimit).
    """
    typed = request.GET.get("code", "")
    code = re.sub(r"[\s-]+", "", typed).upper()
    if not code:
        return redirect("web:home")
    if not CODE_INPUT.fullmatch(code):
        message = _(
            "A table code has only letters and digits, like K7QX3M. Check it and try again."
        )
        return _find_refused(request, typed, message, status=400)
    try:
        table = ratelimit.table_by_code(request, code)
    except RateLimited as exc:
        response = render(request, "tables/error.html", {"message": exc.message}, status=429)
        response["Retry-After"] = str(exc.retry_after)
        return response
    except NotFound:
        message = _("There is no table with the code %(code)s. Check it with the host.") % {
            "code": code
        }
        return _find_refused(request, typed, message, status=404)
    return redirect("web:join", code=table.code)


def _find_refused(
    request: HtmxHttpRequest, typed: str, message: str, *, status: int
) -> HttpResponse:
    context = {"games": all_engines(), "find_error": message, "typed_code": typed[:40]}
    return render(request, "home.html", context, status=status)
