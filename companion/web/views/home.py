"""The home page: start a table, join one by its code."""

from __future__ import annotations

from django.http import HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_http_methods

from companion.club.models import Club
from companion.engines.registry import UnknownGame, all_engines, get_engine
from companion.tables import services
from companion.tables.errors import MoveRejected
from companion.web.access import HtmxHttpRequest, host_cookie, remember

MAX_FORM_SEATS = 8


@require_GET
def home(request: HtmxHttpRequest) -> HttpResponse:
    return render(request, "home.html", {"games": all_engines()})


def _create_context(game_slug: str, error: str = "", posted: dict | None = None) -> dict:
    try:
        engine = get_engine(game_slug)
    except UnknownGame:
        engine = get_engine("scoresheet")
    rows = min(engine.max_seats, MAX_FORM_SEATS)
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
        "clubs": Club.objects.filter(is_public=True).order_by("name"),
        "engine": engine,
        "seats": seats,
        "colours": colours,
        "error": error,
    }


@require_http_methods(["GET", "POST"])
def create_table(request: HtmxHttpRequest) -> HttpResponse:
    template = "tables/create.html#create-form" if request.htmx else "tables/create.html"
    if request.method == "GET":
        return render(request, template, _create_context(request.GET.get("game", "scoresheet")))
    game = request.POST.get("game", "")
    names = [
        (request.POST.get(f"name_{i}", "").strip(), request.POST.get(f"colour_{i}", "").strip())
        for i in range(MAX_FORM_SEATS)
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
            club = Club.objects.filter(slug=request.POST["club"]).first()
            if club is None:
                raise MoveRejected("unknown club", field="club")
        created = services.table_create(game=game, seats=seats, options=options, club=club)
    except (MoveRejected, UnknownGame) as exc:
        message = exc.message if isinstance(exc, MoveRejected) else f"unknown game {game!r}"
        context = _create_context(game, message, request.POST.dict())
        return render(request, template, context, status=400)
    url = reverse("web:host", args=[created.table.code])
    response: HttpResponse = (
        HttpResponse(status=204, headers={"HX-Redirect": url}) if request.htmx else redirect(url)
    )
    remember(
        response, host_cookie(created.table.code), created.host_token, secure=request.is_secure()
    )
    return response


@require_GET
def find_table(request: HtmxHttpRequest) -> HttpResponse:
    code = request.GET.get("code", "").strip().upper()
    if not code:
        return redirect("web:home")
    return redirect("web:join", code=code)
