"""Table pages: the phone page, the table screen, moves, undo, live polling, the log.

Joining, seats and the host's page: ``companion.web.views.seats``.
"""

from __future__ import annotations

import io
from typing import Any

import segno
from django.conf import settings
from django.core.cache import cache
from django.db.models import prefetch_related_objects
from django.http import HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import get_language
from django.utils.translation import gettext as _
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET, require_POST
from django.views.decorators.vary import vary_on_headers

from companion import language
from companion.engines.base import Engine
from companion.engines.house_rulings import rules_at_table
from companion.engines.registry import get_engine
from companion.tables import live, selectors, services
from companion.tables.access import Caller, require_host
from companion.tables.corrections import correctable
from companion.tables.errors import InvalidInput
from companion.tables.journal import check_open
from companion.tables.models import Table
from companion.tables.selectors import take_back_offers
from companion.web import confirm, quiet_poll
from companion.web.access import HtmxHttpRequest, caller_for_request
from companion.web.entries import latest_said, readable_entries
from companion.web.links import absolute
from companion.web.offers import offered_forms
from companion.web.views.pages import table_page
from companion.web.views.seats import host_page
from companion.words import waiting_line


def seat_names(table: Table) -> dict[int, str]:
    return {s.index: s.name for s in table.seats.all()}


def seat_colours(table: Table) -> dict[int, str]:
    """Each seat's colour class suffix ("none" for a seat without a colour)."""
    return {s.index: s.colour or "none" for s in table.seats.all()}


def live_context(
    request: HtmxHttpRequest, table: Table, caller: Caller, done: int | None = None, **extra: Any
) -> dict[str, Any]:
    """What the live region shows ``caller``; ``done``: the seq of the entry the caller
    just made, whose outcome heads the moves."""
    engine = get_engine(table.game)
    view = engine.player_view(table.state, caller.seat_index)
    names = seat_names(table)
    recent = entries_of(engine, table, caller, names, after=max(0, table.version - 8))
    moves = _move_forms(engine, table, caller, names, extra.get("kept"))
    # The latest entries hold the undo and redo answers most of the time: no query then.
    may_undo, may_redo = take_back_offers(table, caller, recent)
    return {
        "table": table,
        "engine": engine,
        "caller": caller,
        "table_status": {
            "status": table.status,
            "bookkeeping_pending": table.bookkeeping_pending,
        },
        "view": view,
        "waiting_line": waiting_line(view, names),
        "moves": moves,
        **_anytime_context(moves),
        # A refusal said beside the form it refused is not said again on top.
        "refusal_beside_form": any(m["refused"] for m in moves),
        "recent": list(reversed(recent)),
        "latest": latest_said(recent),
        "done": _done_entry(engine, table, caller, names, done, recent),
        "stamp": live.table_stamp(table),
        "poll_ms": settings.TABLE_POLL_MS,
        "seat_names": names,
        "seat_colours": seat_colours(table),
        "can_undo": may_undo,
        "can_redo": may_redo,
        **_result_context(table, names),
        "game_template": [f"games/{table.game}.html", "games/_generic.html"],
        # What a phone reads after its moves (the shared board), when the game has it apart.
        "board_template": [f"games/{table.game}_board.html", "games/_nothing.html"],
        # A RULING this table's group overrode reads as its house reading (refusals cite it).
        "rules": rules_at_table(engine.rules, engine.house_rulings, table.state),
        **extra,
    }


# Up to this many moves allowed at any time stand among the others; more are tucked away.
ANYTIME_INLINE = 2


def _anytime_context(moves: list[dict[str, Any]]) -> dict[str, Any]:
    """The moves allowed at any time (cards and abilities) apart from the step the table
    waits for: a few stand with the others, many are tucked into one fold."""
    anytime = [m for m in moves if m["spec"].anytime]
    return {
        "main_moves": [m for m in moves if not m["spec"].anytime],
        "anytime_moves": anytime,
        "anytime_inline": len(anytime) <= ANYTIME_INLINE,
        "anytime_refused": any(m["refused"] for m in anytime),
    }


def _move_forms(
    engine: Engine,
    table: Table,
    caller: Caller,
    names: dict[int, str],
    kept: dict[str, Any] | None = None,
) -> list[dict[str, Any]]:
    offers = selectors.legal_moves_of(engine, table, caller)
    return offered_forms(engine, table.state, offers, names, kept, seat=caller.seat_index)


def entries_of(
    engine: Engine, table: Table, caller: Caller, names: dict[int, str], **window: int
) -> list[dict[str, Any]]:
    entries = selectors.event_entries(table, caller, **window)
    return readable_entries(engine, table.state, entries, names)


def _done_entry(
    engine: Engine,
    table: Table,
    caller: Caller,
    names: dict[int, str],
    seq: int | None,
    recent: list[dict[str, Any]],
) -> dict[str, Any] | None:
    """The entry ``seq`` as ``caller`` may read it (None when there is no such entry);
    ``recent``: the entries the page shows already, where it usually is."""
    if not seq:
        return None
    shown = next((entry for entry in recent if entry["seq"] == seq), None)
    if shown is not None:
        return shown
    found = entries_of(engine, table, caller, names, after=seq - 1, limit=1)
    return found[0] if found and found[0]["seq"] == seq else None


def _result_context(table: Table, names: dict[int, str]) -> dict[str, Any]:
    result = selectors.final_result(table)
    if not result:
        return {"result": None, "result_rows": []}
    rows = [
        {
            "place": result["places"][str(i)],
            "name": name,
            "score": result["scores"][str(i)],
            "winner": i in result["winners"],
            "breakdown": result["breakdown"].get(str(i), {}),
        }
        for i, name in names.items()
    ]
    return {
        "result": result,
        "result_rows": sorted(rows, key=lambda row: row["place"]),
        "result_sources": _number_sources(rows),
    }


def _number_sources(rows: list[dict[str, Any]]) -> list[str]:
    """The parts of a score every player has as a plain number (glory on the track,
    hidden gold): the table screen shows them as columns beside the score."""
    if not rows:
        return []
    keys = [k for k in rows[0]["breakdown"] if k != "total"]

    def number(value: Any) -> bool:
        return isinstance(value, int | float) and not isinstance(value, bool)

    return [k for k in keys if all(number(row["breakdown"].get(k)) for row in rows)]


@require_POST
@table_page
def abandon(request: HtmxHttpRequest, table: Table) -> HttpResponse:
    caller = caller_for_request(request, table)
    if not confirm.is_confirmed(request.POST):
        # The same refusals as the stop itself, before asking.
        require_host(caller, _("Only the host can stop the table."))
        check_open(table)
        ask = confirm.question(
            text=_(
                "Stop the table? No more entries can be made at this table, and the game "
                "stays unfinished."
            ),
            post=request.POST,
            action=reverse("web:abandon", args=[table.code]),
            back=reverse("web:host", args=[table.code]),
            target="stop",
            yes=_("Yes, stop the table"),
            # The stop answers with a redirect: a plain form, not an HTMX swap.
            plain=True,
        )
        return host_page(request, table, ask=ask)
    services.table_abandon(table=table, caller=caller)
    return redirect("web:host", code=table.code)


@require_GET
@table_page
def qr_svg(request: HtmxHttpRequest, table: Table) -> HttpResponse:
    join_url = absolute(request, reverse("web:join", args=[table.code]))
    out = io.BytesIO()
    # A standalone SVG (an <img> source) needs its namespace; segno's inline form has none.
    segno.make(join_url, error="m").save(
        out, kind="svg", scale=6, dark="#000", light="#fff", xmldecl=False, svgns=True
    )
    response = HttpResponse(out.getvalue(), content_type="image/svg+xml")
    response["Cache-Control"] = "public, max-age=86400"
    return response


@never_cache
@vary_on_headers("HX-Request")
@require_GET
@table_page
def seat_page(request: HtmxHttpRequest, table: Table) -> HttpResponse:
    # Names, colours, the log and who this phone is all read the seats: one query.
    prefetch_related_objects([table], "seats")
    caller = caller_for_request(request, table)
    if not caller.is_player:
        return redirect("web:join", code=table.code)
    # After a move sent without HTMX, the redirect names the entry made (see _answer).
    done = request.GET.get("done", "")
    context = live_context(
        request,
        table,
        caller,
        done=int(done) if done.isdigit() else None,
        mode="phone",
        merged=request.GET.get("merged") == "1",
    )
    template = "tables/phone.html#live" if request.htmx else "tables/phone.html"
    return render(request, template, context)


@never_cache
@vary_on_headers("HX-Request")
@require_GET
@table_page
def screen(request: HtmxHttpRequest, table: Table) -> HttpResponse:
    # The table screen is everyone's: it always shows the public view, whoever opens it.
    language.for_screen(request, table)
    if request.htmx:
        # Every screen and spectator of a table sees the same region: rendered once per
        # change and language, then served from the cache (a cache that is down renders).
        key = f"screen-live:{table.code}:{table.revision}:{get_language()}:{request.get_host()}"
        cached = cache.get(key)
        if cached is not None:
            return HttpResponse(cached)
        response = render(request, "tables/screen.html#live", _screen_context(request, table))
        cache.set(key, response.content, SCREEN_CACHE_SECONDS)
        return response
    return render(request, "tables/screen.html", _screen_context(request, table))


# Long enough for every screen of a table to fetch a change; a newer revision is a new key.
SCREEN_CACHE_SECONDS = 120


def _screen_context(request: HtmxHttpRequest, table: Table) -> dict[str, Any]:
    prefetch_related_objects([table], "seats")
    context = live_context(request, table, Caller(), mode="screen")
    context["join_url"] = absolute(request, reverse("web:join", args=[table.code]))
    return context


@never_cache
@require_GET
def poll(request: HtmxHttpRequest, code: str) -> HttpResponse:
    """204 when nothing changed since the stamp the page holds; the fresh region otherwise.

    The "nothing changed" answer reads three columns of one row by its unique code:
    no state is loaded, rebuilt or rendered.
    """
    if not quiet_poll.checked(request) and live.unchanged(code, request.GET.get("v")):
        # Pending bookkeeping is the sweeper's to re-queue: a poll never writes. (Most of
        # these are answered before the view: companion.web.quiet_poll.)
        return quiet_poll.nothing_new()
    if request.GET.get("mode") == "screen":
        return screen(request, code)
    return seat_page(request, code)


@never_cache
@require_GET
@table_page
def log(request: HtmxHttpRequest, table: Table) -> HttpResponse:
    caller = caller_for_request(request, table)
    engine = get_engine(table.game)
    entries = entries_of(engine, table, caller, seat_names(table), limit=500)
    done = request.GET.get("done", "")
    context = {
        "table": table,
        "entries": entries,
        "correctable": correctable(table, caller),
        "done": int(done) if done.isdigit() else None,
    }
    return render(request, "tables/log.html", context)


@never_cache
@require_GET
@table_page
def away(request: HtmxHttpRequest, table: Table) -> HttpResponse:
    """What was entered while a phone was offline: the entries after the version its
    page had when the connection dropped (static/js/app.js asks on reconnecting)."""
    caller = caller_for_request(request, table)
    raw = request.GET.get("since", "").strip()
    if not raw.isdigit():
        raise InvalidInput(
            _("Say from which version of the table on, as a whole number."), field="since"
        )
    engine = get_engine(table.game)
    entries = entries_of(engine, table, caller, seat_names(table), after=int(raw), limit=50)
    return render(request, "tables/_away.html", {"table": table, "entries": entries})
