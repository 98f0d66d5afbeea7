"""Table pages: host, join, the phone page, the table screen, moves, undo, live polling."""

from __future__ import annotations

from functools import wraps
from typing import Any

import segno
from django.conf import settings
from django.db import transaction
from django.http import HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET, require_POST
from django.views.decorators.vary import vary_on_headers

from companion.club.models import Player
from companion.club.services import seat_link_player
from companion.engines.registry import get_engine
from companion.tables import live, selectors, services
from companion.tables.errors import StaleVersion, TableError
from companion.tables.models import Actor, Table
from companion.tables.selectors import Caller
from companion.tables.tasks import retry_pending_bookkeeping
from companion.web.access import (
    HtmxHttpRequest,
    caller_for_request,
    remember,
    require_player,
    seat_cookie,
)
from companion.web.moveforms import form_fields, move_from_post


def table_page(view):
    """Fetch the table by code and render any TableError as a page or partial."""

    @wraps(view)
    def wrapper(request: HtmxHttpRequest, code: str, *args: Any, **kwargs: Any) -> HttpResponse:
        try:
            table = selectors.table_by_code(code)
            if code != table.code:
                return redirect(request.path.replace(code, table.code, 1))
            return view(request, table, *args, **kwargs)
        except TableError as exc:
            return render(
                request,
                "tables/error.html",
                {"message": exc.message, "code": code.upper()},
                status=exc.status,
            )

    return wrapper


def _seat_names(table: Table) -> dict[int, str]:
    return {s.index: s.name for s in table.seats.all()}


def _live_context(request: HtmxHttpRequest, table: Table, caller: Caller, **extra: Any) -> dict:
    engine = get_engine(table.game)
    view = engine.player_view(table.state, caller.seat_index)
    specs = engine.move_specs()
    names = _seat_names(table)
    labels = engine.arg_labels(table.state)
    moves = []
    for legal in selectors.legal_moves_of(engine, table, caller):
        spec = specs[legal.type]
        fields = form_fields(spec, legal, names, labels)
        # A required argument with a single allowed value needs no tap of its own.
        fixed = [f for f in fields if f["required"] and f["options"] and len(f["options"]) == 1]
        visible = [f for f in fields if f not in fixed]
        moves.append({"legal": legal, "spec": spec, "fields": visible, "fixed": fixed})
    recent = selectors.event_entries(table, caller, after=max(0, table.version - 8))
    result = selectors.final_result(table)
    result_rows = []
    if result:
        result_rows = sorted(
            (
                {
                    "place": result["places"][str(i)],
                    "name": name,
                    "score": result["scores"][str(i)],
                    "winner": i in result["winners"],
                    "breakdown": result["breakdown"].get(str(i), {}),
                }
                for i, name in names.items()
            ),
            key=lambda row: row["place"],
        )
    return {
        "table": table,
        "engine": engine,
        "caller": caller,
        "data": {"status": table.status, "bookkeeping_pending": table.bookkeeping_pending},
        "view": view,
        "moves": moves,
        "recent": list(reversed(recent)),
        "stamp": live.table_stamp(table),
        "poll_ms": settings.TABLE_POLL_MS,
        "seat_names": names,
        "can_redo": services.can_redo(table) and (caller.seat or caller.is_host),
        "can_undo": services.can_undo(table, seat=caller.seat_index, is_host=caller.is_host),
        "result": result,
        "result_rows": result_rows,
        "game_template": [f"games/{table.game}.html", "games/_generic.html"],
        "rules": engine.rules,
        **extra,
    }


@never_cache
@require_GET
@table_page
def join(request: HtmxHttpRequest, table: Table) -> HttpResponse:
    caller = caller_for_request(request, table)
    seats = list(table.seats.all())
    players = []
    if table.club_id:
        # A club table: the phone can say who sits there, for the club's history.
        players = list(Player.objects.filter(club_id=table.club_id).exclude(seats__table=table))
    context = {"table": table, "seats": seats, "caller": caller, "players": players}
    return render(request, "tables/join.html", context)


@require_POST
@table_page
def claim(request: HtmxHttpRequest, table: Table, index: int) -> HttpResponse:
    player = None
    if request.POST.get("player") and table.club_id:
        player = Player.objects.filter(club_id=table.club_id, pk=request.POST["player"]).first()
        if player is None:
            raise TableError("that player is not in this table's club")
    with transaction.atomic():
        seat, token = services.seat_claim(table=table, index=index)
        if player is not None:
            seat_link_player(seat=seat, player=player)
    url = reverse("web:seat", args=[table.code])
    response = (
        HttpResponse(status=204, headers={"HX-Redirect": url}) if request.htmx else redirect(url)
    )
    remember(response, seat_cookie(table.code), token, secure=request.is_secure())
    return response


@never_cache
@require_GET
@table_page
def host(request: HtmxHttpRequest, table: Table) -> HttpResponse:
    caller = caller_for_request(request, table)
    if not caller.is_host:
        raise TableError("only the phone that created this table can open its host page")
    template = "tables/host.html#seats" if request.htmx else "tables/host.html"
    return render(request, template, _host_context(request, table))


def _host_context(request: HtmxHttpRequest, table: Table) -> dict[str, Any]:
    join_url = request.build_absolute_uri(reverse("web:join", args=[table.code]))
    return {"table": table, "seats": list(table.seats.all()), "join_url": join_url}


@require_POST
@table_page
def release(request: HtmxHttpRequest, table: Table, index: int) -> HttpResponse:
    if not caller_for_request(request, table).is_host:
        raise TableError("only the host can free a seat")
    services.seat_release(table=table, index=index)
    if request.htmx:
        return render(request, "tables/host.html#seats", _host_context(request, table))
    return redirect("web:host", code=table.code)


@require_POST
@table_page
def abandon(request: HtmxHttpRequest, table: Table) -> HttpResponse:
    if not caller_for_request(request, table).is_host:
        raise TableError("only the host can stop a table")
    services.table_abandon(table=table)
    return redirect("web:host", code=table.code)


@require_GET
@table_page
def qr_svg(request: HtmxHttpRequest, table: Table) -> HttpResponse:
    join_url = request.build_absolute_uri(reverse("web:join", args=[table.code]))
    svg = segno.make(join_url, error="m").svg_inline(scale=6, dark="#000", light="#fff")
    response = HttpResponse(svg, content_type="image/svg+xml")
    response["Cache-Control"] = "public, max-age=86400"
    return response


@never_cache
@vary_on_headers("HX-Request")
@require_GET
@table_page
def seat_page(request: HtmxHttpRequest, table: Table) -> HttpResponse:
    caller = caller_for_request(request, table)
    if caller.seat is None and not caller.is_host:
        return redirect("web:join", code=table.code)
    if table.bookkeeping_pending:
        retry_pending_bookkeeping(table)
    context = _live_context(request, table, caller, mode="phone")
    template = "tables/phone.html#live" if request.htmx else "tables/phone.html"
    return render(request, template, context)


@never_cache
@vary_on_headers("HX-Request")
@require_GET
@table_page
def screen(request: HtmxHttpRequest, table: Table) -> HttpResponse:
    # The table screen is everyone's: it always shows the public view, whoever opens it.
    context = _live_context(request, table, Caller(), mode="screen")
    template = "tables/screen.html#live" if request.htmx else "tables/screen.html"
    return render(request, template, context)


@never_cache
@require_GET
def poll(request: HtmxHttpRequest, code: str) -> HttpResponse:
    """204 when nothing changed since the stamp the page holds; the fresh region otherwise.

    The "nothing changed" answer reads three columns of one row by its unique code:
    no state is loaded, rebuilt or rendered.
    """
    row = live.current(code.upper())
    if row is not None and request.GET.get("v") == row.stamp:
        if row.bookkeeping_pending:
            table = selectors.table_by_code(code)
            retry_pending_bookkeeping(table)
        return HttpResponse(status=204)
    if request.GET.get("mode") == "screen":
        return screen(request, code)
    return seat_page(request, code)


def _after_action(
    request: HtmxHttpRequest, table: Table, caller: Caller, error: TableError | None = None
) -> HttpResponse:
    """The live region (HTMX) or a redirect; on a refusal, the page with the message."""
    table.refresh_from_db()
    if error is None and not request.htmx:
        return redirect("web:seat", code=table.code)
    extra: dict[str, Any] = {}
    if isinstance(error, StaleVersion):
        extra["conflict"] = error.message
    elif error is not None:
        extra["error"] = error.message
        extra["error_rule"] = error.extra.get("rule")
    context = _live_context(request, table, caller, mode="phone", **extra)
    template = "tables/phone.html#live" if request.htmx else "tables/phone.html"
    return render(request, template, context, status=error.status if error else 200)


@require_POST
@table_page
def move(request: HtmxHttpRequest, table: Table) -> HttpResponse:
    caller = caller_for_request(request, table)
    require_player(caller)
    engine = get_engine(table.game)
    seat = caller.seat_index
    actor = Actor.SEAT
    if seat is None:
        seat, actor = int(request.POST.get("seat", "0") or 0), Actor.HOST
    try:
        expected = int(request.POST.get("expected_version", ""))
    except ValueError:
        expected = None
    try:
        services.table_apply_move(
            table=table,
            seat=seat,
            move=move_from_post(engine, request.POST),
            expected_version=expected,
            client_move_id=request.POST.get("client_move_id") or None,
            actor=actor,
        )
    except TableError as exc:
        return _after_action(request, table, caller, exc)
    return _after_action(request, table, caller)


def _undo_redo(request: HtmxHttpRequest, table: Table, action) -> HttpResponse:
    caller = caller_for_request(request, table)
    require_player(caller)
    try:
        expected = int(request.POST.get("expected_version", ""))
    except ValueError:
        expected = None
    try:
        action(
            table=table,
            seat=caller.seat_index,
            is_host=caller.is_host,
            expected_version=expected,
            client_move_id=request.POST.get("client_move_id") or None,
        )
    except TableError as exc:
        return _after_action(request, table, caller, exc)
    return _after_action(request, table, caller)


@require_POST
@table_page
def undo(request: HtmxHttpRequest, table: Table) -> HttpResponse:
    return _undo_redo(request, table, services.table_undo)


@require_POST
@table_page
def redo(request: HtmxHttpRequest, table: Table) -> HttpResponse:
    return _undo_redo(request, table, services.table_redo)


@never_cache
@require_GET
@table_page
def log(request: HtmxHttpRequest, table: Table) -> HttpResponse:
    caller = caller_for_request(request, table)
    entries = selectors.event_entries(table, caller, limit=500)
    return render(request, "tables/log.html", {"table": table, "entries": entries})
