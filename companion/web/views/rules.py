"""The project's own rules reference, one page per game, one anchor per rule ID; for a
table, the same page says which reading of each house-rulable RULING is in force."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from django.http import Http404, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET
from django.views.decorators.vary import vary_on_headers

from companion.engines.base import Engine
from companion.engines.house_rulings import rules_at_table
from companion.engines.registry import UnknownGame, get_engine
from companion.engines.text import Text
from companion.tables.models import Table
from companion.web.access import HtmxHttpRequest
from companion.web.views.pages import table_page


@vary_on_headers("HX-Request")
@require_GET
def rules(request: HtmxHttpRequest, game: str) -> HttpResponse:
    try:
        engine = get_engine(game)
    except UnknownGame:
        raise Http404(game) from None
    return _rules_page(request, engine, None)


@vary_on_headers("HX-Request")
@require_GET
@table_page
def table_rules(request: HtmxHttpRequest, table: Table) -> HttpResponse:
    """The rules as this table plays them: the house readings its options chose."""
    return _rules_page(request, get_engine(table.game), table)


def _rules_page(request: HtmxHttpRequest, engine: Engine, table: Table | None) -> HttpResponse:
    # A table's options are public (anyone with its code sees its rules).
    options = {"options": table.options or {}} if table is not None else None
    context: dict[str, Any] = {
        "engine": engine,
        "table": table,
        "rules": sorted(_rules(engine, options).items(), key=lambda kv: _key(kv[0])),
        "house_rulings": engine.rulings_in_force(options),
    }
    template = "rules.html#rules" if request.htmx else "rules.html"
    return render(request, template, context)


def _rules(engine: Engine, options: dict[str, Any] | None) -> Mapping[str, Text]:
    if options is None:
        return engine.rules
    return rules_at_table(engine.rules, engine.house_rulings, options)


def _key(rule_id: str) -> list[tuple[int, int | str]]:
    """Reading order of rule IDs: "4.7" before "4.10", the rules before the rulings (Q).

    Each number or word becomes a pair whose first item keeps numbers and words apart,
    so "SPM-4" and "SPM-Q-2" compare without setting an int against a str.
    """
    return [(0, int(p)) if p.isdigit() else (1, p) for p in re.findall(r"\d+|[^\W\d_]+", rule_id)]
