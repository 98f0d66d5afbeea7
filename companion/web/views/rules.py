"""The project's own rules reference, one page per game, one anchor per rule ID."""

from __future__ import annotations

import re

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


def _key(rule_id: str) -> list[tuple[int, int | str]]:
    """Reading order of rule IDs: "4.7" before "4.10", the rules before the rulings (Q).

    Each number or word becomes a pair whose first item keeps numbers and words apart,
    so "SPM-4" and "SPM-Q-2" compare without setting an int against a str.
    """
    return [(0, int(p)) if p.isdigit() else (1, p) for p in re.findall(r"\d+|[^\W\d_]+", rule_id)]
