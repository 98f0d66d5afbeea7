"""Starting a club from its page: anyone signed in, who becomes its owner."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.urls import reverse
from django.utils.translation import gettext
from django.views.decorators.http import require_http_methods

from companion.club.errors import ClubError, InvalidInput
from companion.club.founding import club_create
from companion.club.models import default_time_zone
from companion.club.views.base import done, render_region
from companion.club.zones import time_zones


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def club_new(request: HttpRequest) -> HttpResponse:
    if request.method != "POST":
        return _form(request, name="", is_public=False, time_zone=default_time_zone())
    name = request.POST.get("name", "")
    is_public = request.POST.get("is_public") == "yes"
    time_zone = request.POST.get("time_zone") or default_time_zone()
    typed: dict[str, Any] = {"name": name, "is_public": is_public, "time_zone": time_zone}
    try:
        club = club_create(owner=request.user, name=name, is_public=is_public, time_zone=time_zone)
    except InvalidInput as exc:
        # Beside the form, the field is named as the form names it, not by its key.
        problem = exc.problems[0]
        labels = {"name": gettext("The club's name"), "time_zone": gettext("Time zone")}
        error = gettext("%(where)s: %(message)s") % {
            "where": labels.get(problem.field or "", gettext("The club's name")),
            "message": problem.message,
        }
        return _form(request, **typed, error=error, error_field=problem.field, status=exc.status)
    except ClubError as exc:
        return _form(request, **typed, error=exc.message, status=exc.status)
    return done(request, reverse("club:home", args=[club.slug]))


def _form(
    request: HttpRequest,
    *,
    name: str,
    is_public: bool,
    time_zone: str,
    error: str = "",
    error_field: str | None = "name",
    status: int = 200,
) -> HttpResponse:
    context = {
        "name": name,
        "is_public": is_public,
        "time_zone": time_zone,
        "time_zones": time_zones() if time_zone in time_zones() else (time_zone, *time_zones()),
        "error": error,
        "error_field": error_field,
    }
    return render_region(request, "club/new.html", "form", context, status=status)
