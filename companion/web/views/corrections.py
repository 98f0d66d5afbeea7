"""Correcting an earlier entry from the log (issue 13): the entry's form as it was
entered, with the choices the rules allowed then; save the correction or remove it."""

from __future__ import annotations

from typing import Any

from django.http import HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_http_methods

from companion.engines.base import LegalMove
from companion.engines.registry import get_engine
from companion.i18n import say
from companion.tables import services
from companion.tables.corrections import correction_draft
from companion.tables.errors import StaleVersion, TableError
from companion.tables.models import Table
from companion.web.access import HtmxHttpRequest, caller_for_request
from companion.web.moveforms import form_fields, move_from_post, prefill
from companion.web.views.pages import table_page
from companion.web.views.tables import entries_of, seat_names


def _form(table: Table, seq: int, caller: Any, args: dict[str, Any]) -> dict[str, Any]:
    engine = get_engine(table.game)
    draft = correction_draft(table, seq, caller)
    spec = engine.move_specs()[draft.event.move_type]
    legal = draft.legal or LegalMove(spec.type, spec.label)
    names = seat_names(table)
    fields = form_fields(spec, legal, names, engine.arg_labels(draft.state), visible=True)
    prefill(fields, args or draft.event.args)
    entry = entries_of(engine, table, caller, names, after=seq - 1, limit=1)
    return {
        "table": table,
        "seq": seq,
        "entry": entry[0] if entry else None,
        # The move's own name: the offer's ("your score") speaks to the seat, not the host.
        "title": say(spec.label),
        "type": spec.type,
        "fields": fields,
        "for_seat": names.get(draft.event.seat) if draft.event.seat is not None else None,
    }


@never_cache
@require_http_methods(["GET", "POST"])
@table_page
def correct(request: HtmxHttpRequest, table: Table, seq: int) -> HttpResponse:
    caller = caller_for_request(request, table)
    if request.method == "GET":
        return render(request, "tables/correct.html", _form(table, seq, caller, {}))
    engine = get_engine(table.game)
    remove = request.POST.get("remove") == "1"
    move = None if remove else move_from_post(engine, request.POST)
    raw = request.POST.get("expected_version", "")
    try:
        recorded = services.submit_correction(
            table=table,
            caller=caller,
            seq=seq,
            move=move,
            expected_version=int(raw) if raw.isdigit() else None,
            client_move_id=request.POST.get("client_move_id") or None,
        )
    except TableError as exc:
        if isinstance(exc, StaleVersion) and exc.table is not None:
            table = exc.table
        context = _form(table, seq, caller, move["args"] if move else {})
        context["error"] = exc.message
        context["error_rule"] = exc.extra.get("rule")
        return render(request, "tables/correct.html", context, status=exc.status)
    url = reverse("web:log", args=[table.code])
    return redirect(f"{url}?done={recorded.event.seq}#entry-{recorded.event.seq}")
