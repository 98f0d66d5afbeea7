"""A club's settings (owners only): its name, who may read it, its time zone, and the
keys its scripts use for the API."""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest, HttpResponse
from django.utils.translation import gettext
from django.views.decorators.http import require_http_methods, require_POST

from companion.club.details import club_update
from companion.club.errors import ClubError, InvalidInput
from companion.club.models import TokenScope
from companion.club.selectors import Access
from companion.club.tokens import token_create, token_revoke, tokens_of
from companion.club.views.base import club_page, render_region
from companion.club.zones import time_zones


def _settings_page(
    request: HttpRequest, access: Access, *, status: int = 200, **extra: Any
) -> HttpResponse:
    context = {
        "access": access,
        "club": access.club,
        # A zone the list leaves out (an alias the club had) stays chosen, not replaced.
        "time_zones": (
            time_zones()
            if access.club.time_zone in time_zones()
            else (access.club.time_zone, *time_zones())
        ),
        "keys": tokens_of(access),
        "scopes": TokenScope.choices,
        "problems": {},
        "error": None,
        "notice": None,
        **extra,
    }
    return render_region(request, "club/settings.html", "settings", context, status=status)


@club_page()
@require_http_methods(["GET", "HEAD", "POST"])
def club_settings(request: HttpRequest, access: Access) -> HttpResponse:
    access.require_owner()
    if request.method != "POST":
        return _settings_page(request, access)
    data = {
        "name": request.POST.get("name", ""),
        "is_public": request.POST.get("is_public") == "yes",
        "time_zone": request.POST.get("time_zone", ""),
    }
    try:
        club_update(access=access, data=data)
    except InvalidInput as exc:
        problems = {p.field: p.message for p in exc.problems}
        return _settings_page(request, access, problems=problems, status=exc.status)
    return _settings_page(request, access, notice=gettext("The club's settings are saved."))


@club_page()
@require_POST
def key_new(request: HttpRequest, access: Access) -> HttpResponse:
    try:
        made = token_create(
            access=access,
            by=request.user,
            name=request.POST.get("name", ""),
            scope=request.POST.get("scope", ""),
        )
    except InvalidInput as exc:
        return _settings_page(request, access, error=exc.problems[0].message, status=exc.status)
    return _settings_page(request, access, new_key=made.key, new_key_name=made.token.name)


@club_page()
@require_POST
def key_revoke(request: HttpRequest, access: Access, key_id: int) -> HttpResponse:
    try:
        token = token_revoke(access=access, token_id=key_id)
    except ClubError as exc:
        return _settings_page(request, access, error=exc.message, status=exc.status)
    notice = gettext("The key %(name)s no longer works.") % {"name": token.name}
    return _settings_page(request, access, notice=notice)
