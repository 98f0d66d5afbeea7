"""Entries from a phone: a move (with its second step when it asks first), undo and
redo. Each answers with the live region, or on a refusal the form as it was sent with
the reason beside its button (issue 13: no tap is lost)."""

from __future__ import annotations

from typing import Any

from django.http import HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from companion.engines.base import Engine
from companion.engines.registry import get_engine
from companion.i18n import say
from companion.tables import services
from companion.tables.access import Caller, acting_seat
from companion.tables.errors import InvalidInput, MoveRejected, StaleVersion, TableError
from companion.tables.models import Table
from companion.web import confirm
from companion.web.access import HtmxHttpRequest, caller_for_request
from companion.web.moveforms import move_from_post
from companion.web.replace import replace_offer
from companion.web.views.pages import table_page
from companion.web.views.tables import entries_of, live_context, seat_names


def _answer(
    request: HtmxHttpRequest,
    table: Table,
    caller: Caller,
    error: TableError | None = None,
    done: int | None = None,
    merged: bool = False,
    kept: dict[str, Any] | None = None,
    duplicate: bool = False,
    **more: Any,
) -> HttpResponse:
    """The live region (HTMX) or a redirect; on a refusal, the page with the message.

    ``table`` is the table as the write left it (or as this request found it, on a
    refusal): it is rendered as it is, never read again. ``done`` is the entry the
    write made: the mover reads its outcome where they pressed. The ENTRY_HEADER says
    what became of the entry, so a phone's queue of offline entries need not read prose.
    """
    outcome = (
        "refused" if error else "duplicate" if duplicate else "merged" if merged else "applied"
    )
    if error is None and not request.htmx:
        url = reverse("web:seat", args=[table.code])
        if done:
            url = f"{url}?done={done}&merged=1" if merged else f"{url}?done={done}"
        return _tagged(redirect(url), outcome)
    extra: dict[str, Any] = {"done": done, "merged": merged, "kept": kept, **more}
    if isinstance(error, StaleVersion):
        table = error.table or table
        extra["conflict"] = error.message
        raw = request.POST.get("expected_version", "")
        seen = int(raw) if raw.isdigit() else table.version
        extra["changed"] = _changed_since(table, caller, seen)
    elif error is not None:
        extra["error"] = error.message
        extra["error_rule"] = error.extra.get("rule")
    context = live_context(request, table, caller, mode="phone", **extra)
    template = "tables/phone.html#live" if request.htmx else "tables/phone.html"
    response = render(request, template, context, status=error.status if error else 200)
    return _tagged(response, outcome)


# What became of an entry: applied, merged (after others entered at the same time),
# duplicate (a retry of an entry already recorded), refused, or asks (a second step).
ENTRY_HEADER = "Tortuga-Entry"


def _tagged(response: HttpResponse, outcome: str) -> HttpResponse:
    response[ENTRY_HEADER] = outcome
    return response


def _posted_int(request: HtmxHttpRequest, name: str) -> int | None:
    raw = request.POST.get(name, "").strip()
    if raw == "":
        return None
    if not raw.isdigit():
        # Hidden fields a page fills in: only a tampered or broken form gets here.
        field = _("The seat") if name == "seat" else _("The table's version")
        raise InvalidInput(_("%(field)s must be a whole number.") % {"field": field}, field=name)
    return int(raw)


@require_POST
@table_page
def move(request: HtmxHttpRequest, table: Table) -> HttpResponse:
    caller = caller_for_request(request, table)
    engine = get_engine(table.game)
    entered = move_from_post(engine, request.POST)
    try:
        seat = _posted_int(request, "seat")
        ask = _move_question(request, engine, table, caller, seat, entered)
        if ask is not None:
            context = live_context(request, table, caller, mode="phone", ask=ask)
            template = "tables/phone.html#live" if request.htmx else "tables/phone.html"
            return _tagged(render(request, template, context), "asks")
        outcome = services.submit_move(
            table=table,
            caller=caller,
            seat=seat,
            move=entered,
            expected_version=_posted_int(request, "expected_version"),
            client_move_id=request.POST.get("client_move_id") or None,
        )
    except TableError as exc:
        if exc.status == 403 and not caller.is_player:
            raise
        offer = None
        if isinstance(exc, MoveRejected) and exc.rule:
            offer = replace_offer(engine, table, caller, request.POST)
        return _answer(request, table, caller, exc, kept=entered, replace_fields=offer)
    return _answer(
        request,
        outcome.table,
        caller,
        done=outcome.event.seq,
        merged=outcome.merged,
        duplicate=outcome.duplicate,
    )


def _changed_since(table: Table, caller: Caller, seen: int) -> list[dict[str, Any]]:
    """The entries made since the version a refused form was made on: what changed."""
    engine = get_engine(table.game)
    names = seat_names(table)
    return entries_of(engine, table, caller, names, after=seen, limit=10)


def _move_question(
    request: HtmxHttpRequest,
    engine: Engine,
    table: Table,
    caller: Caller,
    seat: int | None,
    entered: dict[str, Any],
) -> dict[str, Any] | None:
    """The second step of a move declared with ``confirm`` or one the engine warns about
    now (``Engine.caution``), or None to record it now.

    Only a move the engine would take is asked about: a refusal is said at once.
    """
    spec = engine.move_specs().get(entered["type"])
    if spec is None or confirm.is_confirmed(request.POST) or not table.is_open:
        return None
    acting, _actor = acting_seat(table, caller, seat)
    warning = engine.caution_for(table.state, acting, entered)
    if warning is None and not spec.confirm:
        return None
    if not confirm.dry_run_passes(engine, table.state, acting, entered):
        return None
    names = seat_names(table)
    if warning is not None:
        text, details = confirm.caution_words(
            engine, table.state, spec, entered["args"], names, warning
        )
        yes = _("Yes, record it")
    else:
        text, details = confirm.move_words(engine, table.state, spec, entered["args"], names)
        yes = confirm.yes_label(say(spec.label))
    if caller.seat is None or caller.seat.index != acting:
        details.insert(0, {"label": _("for"), "value": names.get(acting, "")})
    return confirm.question(
        text=text,
        post=request.POST,
        action=reverse("web:move", args=[table.code]),
        back=reverse("web:seat", args=[table.code]),
        target="live",
        details=details,
        yes=yes,
    )


def _undo_redo(request: HtmxHttpRequest, table: Table, action) -> HttpResponse:
    caller = caller_for_request(request, table)
    try:
        outcome = action(
            table=table,
            caller=caller,
            expected_version=_posted_int(request, "expected_version"),
            client_move_id=request.POST.get("client_move_id") or None,
        )
    except TableError as exc:
        if exc.status == 403 and not caller.is_player:
            raise
        return _answer(request, table, caller, exc)
    return _answer(
        request, outcome.table, caller, done=outcome.event.seq, duplicate=outcome.duplicate
    )


@require_POST
@table_page
def undo(request: HtmxHttpRequest, table: Table) -> HttpResponse:
    return _undo_redo(request, table, services.submit_undo)


@require_POST
@table_page
def redo(request: HtmxHttpRequest, table: Table) -> HttpResponse:
    return _undo_redo(request, table, services.submit_redo)
