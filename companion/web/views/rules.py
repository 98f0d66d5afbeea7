"""The project's own rules reference, one page per game, one anchor per rule ID."""

from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET

from companion.engines.registry import UnknownGame, get_engine


@require_GET
def rules(request: HttpRequest, game: str) -> HttpResponse:
    try:
        engine = get_engine(game)
    except UnknownGame:
        raise Http404(game) from None
    return render(
        request,
        "rules.html",
        {"engine": engine, "rules": sorted(engine.rules.items(), key=lambda kv: _key(kv[0]))},
    )


def _key(rule_id: str) -> list:
    return [int(p) if p.isdigit() else p for p in rule_id.replace("-", ".").split(".")]
